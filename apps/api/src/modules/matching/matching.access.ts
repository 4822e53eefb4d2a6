import type { AccessRule } from '../../lib/access';

export const matchingAccess: AccessRule[] = [
  {
    method: 'GET',
    url: '/api/opportunity/:id/get-status-compativeis',
    who: 'recruiter',
    params: { id: 'opportunity' },
  },
  {
    method: 'GET',
    url: '/api/users/:id/get-status-vagas',
    who: 'self-or-recruiter',
    params: { id: 'owner' },
  },
  {
    method: 'GET',
    url: '/api/opportunity/:id/compatibles/:pageSize/:page/:order',
    who: 'recruiter',
    params: { id: 'opportunity', pageSize: '=12', page: '=1', order: '=0' },
  },
  {
    method: 'GET',
    url: '/api/opportunity/list/:id/compatiblesOpportunities',
    who: 'self-or-recruiter',
    params: { id: 'owner' },
  },
  {
    method: 'GET',
    url: '/api/users/:id/get-vagas-compativeis',
    who: 'self-or-recruiter',
    params: { id: 'owner' },
  },
  {
    method: 'GET',
    url: '/api/users/talent/high-compatibles-opportunities/:id',
    who: 'self-or-recruiter',
    params: { id: 'owner' },
  },
  {
    method: 'GET',
    url: '/api/opportunity/list/criteria-unmatch/:id',
    who: 'self-or-recruiter',
    params: { id: 'owner' },
  },
  {
    method: 'GET',
    url: '/api/users/criteria-unmatch/:id',
    who: 'self-or-recruiter',
    params: { id: 'owner' },
  },
  {
    method: 'GET',
    url: '/api/opportunity/:id/candidate/:userId',
    who: 'self-or-recruiter',
    ownerParam: 'userId',
    params: { id: 'opportunity', userId: 'owner' },
  },
];
