import { CONSENT_VALIDITY_MS } from '../shared/timings';

export interface PrivacyConsentInput {
  consent?: boolean | null;
  dateOfAcceptance?: Date | string | null;
  expirationDate?: Date | string | null;
}

/** 000 §4 / DECISIONS: an acceptance made at `acceptedAt` expires 182 days later. */
export function privacyConsentExpiration(acceptedAt: Date | string | number): Date {
  return new Date(new Date(acceptedAt).getTime() + CONSENT_VALIDITY_MS);
}

/** 000 §4: the consent modal shows when no acceptance exists or its expirationDate is past. */
export function needsPrivacyConsent(consent: PrivacyConsentInput | null | undefined, now: Date): boolean {
  if (!consent?.consent || !consent.expirationDate) return true;
  return new Date(consent.expirationDate).getTime() <= now.getTime();
}
