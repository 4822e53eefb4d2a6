import { apiRequest } from '../../../lib/api-client';

/**
 * Ends the session on the server too (issue 12): the token stops working everywhere, not only in this tab. Apart
 * from auth-api.ts because the shell's AuthProvider calls it, and the other access calls bring their contract
 * schemas (zod) with them, which the first page does without (issue 11).
 */
export const signoutOnServer = () => apiRequest('/auth/signout', { method: 'POST' });
