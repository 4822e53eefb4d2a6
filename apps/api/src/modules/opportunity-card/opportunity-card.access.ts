import type { AccessRule } from '../../lib/access';

export const opportunityCardAccess: AccessRule[] = [
  { method: 'GET', url: '/api/opportunity/kanban/:id', who: 'recruiter', params: { id: 'opportunity' } },
  { method: 'GET', url: '/api/opportunity/dates/:id', who: 'recruiter', params: { id: 'opportunity' } },
  { method: 'POST', url: '/api/opportunity/update-label', who: 'recruiter' },
  { method: 'POST', url: '/api/opportunity/update-amount', who: 'recruiter' },
  { method: 'POST', url: '/api/opportunity/update-defeats', who: 'recruiter' },
  { method: 'POST', url: '/api/opportunity/update-squad', who: 'recruiter' },
  { method: 'POST', url: '/api/opportunity/update-responsable', who: 'recruiter' },
];
