import type { AccessRule } from '../../lib/access';

export const searchAccess: AccessRule[] = [
  { method: 'GET', url: '/api/opportunity/list/home', who: 'public' },
  { method: 'GET', url: '/api/opportunity/search/opp', who: 'public' },
  { method: 'GET', url: '/api/opportunity/search/oppRh', who: 'recruiter' },
  { method: 'GET', url: '/api/opportunity/search/byNameOrID', who: 'recruiter' },
  {
    method: 'GET',
    url: '/api/opportunity/filter/:filter',
    who: 'recruiter',
    params: { filter: '=published' },
  },
  {
    method: 'GET',
    url: '/api/users/find/:list/:pageSize/:page',
    who: 'recruiter',
    params: { list: '=all', pageSize: '=12', page: '=1' },
  },
  {
    method: 'POST',
    url: '/api/opportunity/:id/:pageSize/:page/find-by-keyword',
    who: 'recruiter',
    params: { id: 'opportunity', pageSize: '=10', page: '=1' },
  },
];
