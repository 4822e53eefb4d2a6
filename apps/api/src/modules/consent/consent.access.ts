import type { AccessRule } from '../../lib/access';

export const consentAccess: AccessRule[] = [
  { method: 'GET', url: '/api/users/privacyPolicyAcceptance/:id', who: 'self', params: { id: 'owner' } },
  { method: 'POST', url: '/api/users/privacyPolicyAcceptance/:id', who: 'self', params: { id: 'owner' } },
  {
    method: 'POST',
    url: '/api/users/privacyPolicyAcceptance/signup-location/:id',
    who: 'signup',
    params: { id: 'freshAccount' },
    note: 'called right after sign-up, before any token exists: records a fresh unconfirmed account’s consent',
  },
];
