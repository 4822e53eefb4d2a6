import type { AccessRule } from '../../lib/access';

export const opportunitiesAccess: AccessRule[] = [
  {
    method: 'GET',
    url: '/api/opportunity/:id',
    who: 'public',
    params: { id: 'opportunity' },
    note: 'recruiter-only fields are added for recruiters only',
  },
  {
    method: 'GET',
    url: '/api/opportunity/:id/get-opportunity-preference',
    who: 'recruiter',
    params: { id: 'opportunity' },
  },
  {
    method: 'POST',
    url: '/api/opportunity/:id/becomeCandidate',
    who: 'signed-in',
    params: { id: 'opportunity' },
    note: 'a professional applies; the recruiter variant is refused by the service until the selection workflow',
  },
];
