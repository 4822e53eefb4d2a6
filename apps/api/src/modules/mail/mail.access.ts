import type { AccessRule } from '../../lib/access';

export const mailAccess: AccessRule[] = [
  { method: 'GET', url: '/api/dev/mailbox', who: 'development' },
  {
    method: 'GET',
    url: '/api/dev/mailbox/:id/attachments/:index',
    who: 'development',
    params: { id: 'token', index: '=0' },
    note: 'the same rule as the mailbox: a report CSV can name people',
  },
];
