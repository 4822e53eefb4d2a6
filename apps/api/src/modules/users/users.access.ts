import type { AccessRule } from '../../lib/access';

export const usersAccess: AccessRule[] = [
  {
    method: 'GET',
    url: '/api/users/me/:id',
    who: 'self-or-recruiter',
    params: { id: 'owner' },
    note: 'recruiters see contacts masked by the person’s channels',
  },
  { method: 'PUT', url: '/api/users', who: 'signed-in', note: 'saves the signed-in user’s own profile' },
];
