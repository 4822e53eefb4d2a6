import type { AccessRule } from '../../lib/access';

export const healthAccess: AccessRule[] = [{ method: 'GET', url: '/api/health', who: 'public' }];
