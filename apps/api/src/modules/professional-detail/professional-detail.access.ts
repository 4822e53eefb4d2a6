import type { AccessRule } from '../../lib/access';

const owner = { id: 'owner' } as const;

export const professionalDetailAccess: AccessRule[] = [
  {
    method: 'GET',
    url: '/api/users/user-with-opportunities/:id',
    who: 'recruiter',
    params: owner,
    note: 'contacts masked by the person’s channels (002 §6)',
  },
  {
    method: 'GET',
    url: '/api/users/user-without-opportunities/:id',
    who: 'recruiter',
    params: owner,
    note: 'contacts masked by the person’s channels (002 §6)',
  },
  {
    method: 'PUT',
    url: '/api/users/:id/salary-expectation',
    who: 'recruiter',
    params: owner,
    note: 'the recruiter’s edit of 002 §5; the professional edits their own through PUT users',
  },
  {
    method: 'PUT',
    url: '/api/users/:id/recruiter-inputs',
    who: 'recruiter',
    params: owner,
    note: 'the recruiter sheet: recruiters only, never shown to the professional',
  },
];
