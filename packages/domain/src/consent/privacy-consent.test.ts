import { describe, expect, it } from 'vitest';
import { needsPrivacyConsent, privacyConsentExpiration } from './privacy-consent';

describe('privacy consent (000 §4, DECISIONS)', () => {
  it('expires 182 days after acceptance', () => {
    expect(privacyConsentExpiration('2024-01-01T00:00:00Z').toISOString()).toBe('2024-07-01T00:00:00.000Z');
  });

  it('asks again with no acceptance, a refusal or a past expiration', () => {
    const now = new Date('2024-07-01T00:00:00Z');
    expect(needsPrivacyConsent(null, now)).toBe(true);
    expect(needsPrivacyConsent({ consent: false, expirationDate: '2025-01-01' }, now)).toBe(true);
    expect(needsPrivacyConsent({ consent: true, expirationDate: '2024-07-01T00:00:00Z' }, now)).toBe(true);
    expect(needsPrivacyConsent({ consent: true, expirationDate: '2024-07-01T00:00:01Z' }, now)).toBe(false);
  });
});
