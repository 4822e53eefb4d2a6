import { userProfileSchema } from '@mosaico/domain';
import type { Language } from '../../../i18n/languages';
import { apiGet, apiSend } from '../../../lib/api-client';

/**
 * Saves the choice on the signed-in user's profile (000 §3 preferredLanguage), so the next sign-in in any browser
 * applies it (the token carries it). PUT users keeps every field the body leaves out; only the names are required,
 * so they are read first and sent back unchanged.
 */
export async function saveOwnLanguage(userId: string, language: Language) {
  const own = await apiGet(`/users/me/${encodeURIComponent(userId)}`, userProfileSchema);
  return apiSend(
    'PUT',
    '/users',
    { firstName: own.firstName, lastName: own.lastName, dadosPessoais: { preferredLanguage: language } },
    userProfileSchema,
  );
}
