import type { AccessRule } from '../../lib/access';

export const mailAccess: AccessRule[] = [{ method: 'GET', url: '/api/dev/mailbox', who: 'development' }];
