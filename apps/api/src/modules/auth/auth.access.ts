import type { AccessRule } from '../../lib/access';

export const authAccess: AccessRule[] = [
  { method: 'POST', url: '/api/auth/signin', who: 'public' },
  {
    method: 'POST',
    url: '/api/auth/signup',
    who: 'public',
    note: 'with user.registerRh true it is a recruiter registering a professional (002 §7.3): recruiters only',
  },
  {
    method: 'POST',
    url: '/api/auth/signup/validate',
    who: 'public',
    note: 'the confirmation token is the key',
  },
  { method: 'POST', url: '/api/auth/signup/resendmail', who: 'public' },
  { method: 'POST', url: '/api/auth/refreshToken', who: 'public', note: 'the presented token is the key' },
  {
    method: 'POST',
    url: '/api/auth/signup/advanced',
    who: 'public',
    note: 'the invitation token is the key',
  },
  { method: 'POST', url: '/api/auth/forgot', who: 'public' },
  { method: 'GET', url: '/api/auth/reset/:token', who: 'public', params: { token: 'token' } },
  { method: 'POST', url: '/api/auth/reset/:token', who: 'public', params: { token: 'token' } },
  { method: 'POST', url: '/api/auth/signout', who: 'signed-in' },
  {
    method: 'POST',
    url: '/api/users/password',
    who: 'signed-in',
    note: 'changes the signed-in user’s own password; the current one is checked',
  },
  {
    method: 'GET',
    url: '/api/users/check-email-cadastro/:email',
    who: 'public',
    params: { email: 'ownerEmail' },
    note: 'the sign-up form checks on blur; rate-limited per address and per e-mail',
  },
];
