import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '@mosaico/domain';

// Cookie acceptance (spec 000 §4, 002 §2.2): a cookie valid for 28 days.

export function hasCookieConsent(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${COOKIE_CONSENT_NAME}=`));
}

export function storeCookieConsent(now: Date = new Date()): void {
  const maxAge = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${COOKIE_CONSENT_NAME}=accepted; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax${secure}`;
}
