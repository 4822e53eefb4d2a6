import type { AccessRule } from '../../lib/access';

export const cataloguesAccess: AccessRule[] = [
  { method: 'GET', url: '/api/squad', who: 'recruiter' },
  { method: 'GET', url: '/api/responsables', who: 'recruiter' },
  { method: 'GET', url: '/api/criteria', who: 'recruiter' },
  { method: 'GET', url: '/api/criteria/check-name', who: 'recruiter' },
  { method: 'POST', url: '/api/criteria', who: 'recruiter' },
  { method: 'GET', url: '/api/carreiras', who: 'signed-in' },
  {
    method: 'POST',
    url: '/api/carreiras/:userId',
    who: 'recruiter',
    params: { userId: 'owner' },
    note: 'the creator recorded is the caller; the path id is not trusted',
  },
  { method: 'DELETE', url: '/api/carreiras/:id', who: 'recruiter', params: { id: '=unknown-career' } },
  { method: 'GET', url: '/api/userevaluation', who: 'recruiter' },
  { method: 'GET', url: '/api/opportunity-templates', who: 'recruiter' },
  { method: 'GET', url: '/api/opportunity/list/All-clients', who: 'recruiter' },
  { method: 'GET', url: '/api/opportunity/list/:name', who: 'recruiter', params: { name: '=Cascade Cloud' } },
];
