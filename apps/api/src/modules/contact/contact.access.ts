import type { AccessRule } from '../../lib/access';

export const contactAccess: AccessRule[] = [{ method: 'POST', url: '/api/contactus', who: 'public' }];
