import type { AccessRule } from '../../lib/access';

export const accountSecurityAccess: AccessRule[] = [
  {
    method: 'POST',
    url: '/api/auth/second-factor',
    who: 'public',
    note: 'the sign-in challenge (issued after the right password) is the key',
  },
  {
    method: 'POST',
    url: '/api/auth/second-factor/enrol',
    who: 'public',
    note: 'the sign-in challenge is the key',
  },
  {
    method: 'POST',
    url: '/api/auth/second-factor/enrol/confirm',
    who: 'public',
    note: 'the sign-in challenge is the key',
  },
  { method: 'GET', url: '/api/users/second-factor', who: 'signed-in', note: 'the caller’s own' },
  {
    method: 'POST',
    url: '/api/users/second-factor/setup',
    who: 'signed-in',
    note: 'the password is asked again',
  },
  { method: 'POST', url: '/api/users/second-factor/confirm', who: 'signed-in', note: 'the caller’s own' },
  {
    method: 'POST',
    url: '/api/users/second-factor/recovery-codes',
    who: 'signed-in',
    note: 'the password is asked again',
  },
  {
    method: 'POST',
    url: '/api/users/second-factor/disable',
    who: 'signed-in',
    note: 'the password is asked again; recruiters and managers are refused (they must keep one)',
  },
  { method: 'GET', url: '/api/users/sessions', who: 'signed-in', note: 'the caller’s own sessions' },
  {
    method: 'DELETE',
    url: '/api/users/sessions/:sessionId',
    who: 'signed-in',
    params: { sessionId: '=no-such-session' },
    note: 'only the caller’s own sessions; another’s answers 404',
  },
  {
    method: 'POST',
    url: '/api/users/sessions/end-others',
    who: 'signed-in',
    note: 'the caller’s own sessions',
  },
];
