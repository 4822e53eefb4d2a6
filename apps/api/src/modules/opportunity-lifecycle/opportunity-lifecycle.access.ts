import type { AccessRule } from '../../lib/access';

export const opportunityLifecycleAccess: AccessRule[] = [
  { method: 'PUT', url: '/api/opportunity/:id/mosaic', who: 'recruiter', params: { id: 'opportunity' } },
  { method: 'PUT', url: '/api/opportunity/update-public', who: 'recruiter' },
  {
    method: 'POST',
    url: '/api/opportunity/:id/finalizar-processo-seletivo',
    who: 'recruiter',
    params: { id: 'opportunity' },
  },
  { method: 'DELETE', url: '/api/opportunity/:id', who: 'recruiter', params: { id: 'opportunity' } },
  {
    method: 'GET',
    url: '/api/opportunity/:id/generat-key-word',
    who: 'recruiter',
    params: { id: 'opportunity' },
  },
];
