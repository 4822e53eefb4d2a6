import { z } from 'zod';

export const LINKEDIN_URL_MAX_LENGTH = 500;
/** linkedin.com itself, www., or a country's two-letter subdomain (pt.linkedin.com, br.linkedin.com). */
const LINKEDIN_HOST = /^(?:(?:www|[a-z]{2})\.)?linkedin\.com$/;
/** The validation detail the API answers for any other address. */
export const LINKEDIN_URL_MESSAGE = 'must be an https:// address on linkedin.com';

/**
 * The profile's LinkedIn address (issue 21): it is shown to recruiters as a link, so only an https:// address on
 * LinkedIn is kept. `javascript:`, `data:`, plain `http://`, other sites, a user name or a port before the host
 * are refused.
 */
export function isLinkedInUrl(value: string): boolean {
  // Read by hand rather than with URL (not in this package's environment): the host is whatever comes between
  // 'https://' and the first '/', '?' or '#', and must be LinkedIn's exactly, so a user name ('…@evil'), a port,
  // a backslash (which browsers read as '/') or whitespace anywhere refuses the address.
  const match = /^https:\/\/([^/?#]*)([/?#].*)?$/i.exec(value.trim());
  if (!match || /\s/.test(value.trim())) return false;
  return LINKEDIN_HOST.test((match[1] ?? '').toLowerCase());
}

/** PUT users' linkedinUrl: empty (or blank) clears it; anything else must be a LinkedIn https:// address. */
export const linkedinUrlSchema = z
  .string()
  .max(LINKEDIN_URL_MAX_LENGTH)
  .refine((value) => value.trim() === '' || isLinkedInUrl(value), LINKEDIN_URL_MESSAGE);
