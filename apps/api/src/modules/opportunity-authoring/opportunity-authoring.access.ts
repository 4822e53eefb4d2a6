import type { AccessRule } from '../../lib/access';

export const opportunityAuthoringAccess: AccessRule[] = [
  { method: 'POST', url: '/api/opportunity', who: 'recruiter' },
  { method: 'GET', url: '/api/opportunity/:id/edit', who: 'recruiter', params: { id: 'opportunity' } },
  { method: 'PUT', url: '/api/opportunity/:id/edit', who: 'recruiter', params: { id: 'opportunity' } },
];
