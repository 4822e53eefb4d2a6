import type { AccessRule } from '../../lib/access';

export const preRegistrationAccess: AccessRule[] = [
  { method: 'PUT', url: '/api/users/pre-register', who: 'recruiter' },
  {
    method: 'GET',
    url: '/api/users/pre-register/:id',
    who: 'recruiter',
    params: { id: 'owner' },
    note: 'only users still pre-registered; others answer 400 PRE_REGISTER_UPDATE_FAILED',
  },
  {
    method: 'DELETE',
    url: '/api/users/:id/exclude-pre-register',
    who: 'recruiter',
    params: { id: 'owner' },
    note: 'only users still pre-registered; others answer 400 PRE_REGISTER_UPDATE_FAILED',
  },
  {
    method: 'POST',
    url: '/api/users/preRegisterMade',
    who: 'recruiter',
    note: 'recruiterId must be the caller',
  },
  {
    method: 'GET',
    url: '/api/users/preRegisterMadeByOpportunity/:id',
    who: 'recruiter',
    params: { id: 'opportunity' },
  },
  { method: 'POST', url: '/api/users/resend-pre-register-email', who: 'recruiter' },
  { method: 'POST', url: '/api/users/send-welcome-mail', who: 'recruiter' },
];
