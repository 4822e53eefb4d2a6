import type { AccessRule } from '../../lib/access';

export const usersAccess: AccessRule[] = [
  {
    method: 'GET',
    url: '/api/users/me/:id',
    who: 'self-or-recruiter',
    params: { id: 'owner' },
    note: 'recruiters see contacts masked by the person’s channels',
  },
  {
    method: 'GET',
    url: '/api/users/me/export',
    who: 'professional',
    note: 'the signed-in professional’s own data (LGPD art. 18–19); recruiters’ accounts are the company’s',
  },
  { method: 'PUT', url: '/api/users', who: 'signed-in', note: 'saves the signed-in user’s own profile' },
  {
    method: 'DELETE',
    url: '/api/users',
    who: 'professional',
    consumesActor: true,
    note: 'deletes the signed-in professional’s own registration; recruiter accounts are managed elsewhere',
  },
  {
    method: 'PUT',
    url: '/api/profile/changePcdState/:id',
    who: 'self-or-recruiter',
    params: { id: 'owner' },
  },
  {
    method: 'PUT',
    url: '/api/profile/location-international/:id',
    who: 'self-or-recruiter',
    params: { id: 'owner' },
  },
  {
    method: 'PUT',
    url: '/api/profile/indication-user/:id',
    who: 'recruiter',
    params: { id: 'owner' },
    note: 'a referral by the provider is the recruiters’ to record (002 §4)',
  },
  {
    method: 'POST',
    url: '/api/profile/updateEuropeanUnionCitizenship/:id',
    who: 'self-or-recruiter',
    params: { id: 'owner' },
  },
  {
    method: 'PUT',
    url: '/api/profile/turn-talent/:id',
    who: 'recruiter',
    params: { id: 'owner' },
    note: 'talent is a recruiter’s judgement (002 §6)',
  },
  {
    method: 'POST',
    url: '/api/profile/become-eluminer/:id',
    who: 'recruiter',
    params: { id: 'owner' },
    note: 'membership of the provider’s programme is recorded by recruiters (002 §6)',
  },
  {
    method: 'PUT',
    url: '/api/profile/update-eluminer/:id',
    who: 'recruiter',
    params: { id: 'owner' },
  },
  {
    method: 'PUT',
    url: '/api/profile/update-ex-eluminer/:id',
    who: 'recruiter',
    params: { id: 'owner' },
  },
  {
    method: 'GET',
    url: '/api/profile/flags/:id',
    who: 'recruiter',
    params: { id: 'owner' },
    note: 'the flags panel of the professional page; carries PcD, so recruiters only (flags-and-disability)',
  },
  {
    method: 'GET',
    url: '/api/profile/recruitment',
    who: 'professional',
    note: 'the signed-in professional’s own',
  },
];
