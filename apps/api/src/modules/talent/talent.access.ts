import type { AccessRule } from '../../lib/access';

export const talentAccess: AccessRule[] = [
  {
    method: 'GET',
    url: '/api/users/get-talents/:pageSize/:page',
    who: 'recruiter',
    params: { pageSize: '=10', page: '=1' },
  },
  { method: 'GET', url: '/api/talent', who: 'recruiter' },
  { method: 'GET', url: '/api/talent/:id', who: 'recruiter', params: { id: 'owner' } },
  { method: 'PUT', url: '/api/talent/:id', who: 'recruiter', params: { id: 'owner' } },
  { method: 'POST', url: '/api/talent/update-squad', who: 'recruiter' },
  { method: 'POST', url: '/api/talent/update-responsable', who: 'recruiter' },
  { method: 'GET', url: '/api/users/talent/:id', who: 'recruiter', params: { id: 'owner' } },
  { method: 'PATCH', url: '/api/users/talent/:id', who: 'recruiter', params: { id: 'owner' } },
];
