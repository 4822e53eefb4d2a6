import type { AccessRule } from '../../lib/access';

export const opportunityBoardAccess: AccessRule[] = [
  { method: 'GET', url: '/api/opportunity/kanban', who: 'recruiter' },
  { method: 'GET', url: '/api/opportunity/kanban-results', who: 'recruiter' },
];
