import { describe, expect, it } from 'vitest';
import { CONSENT_VALIDITY_DAYS, CONSENT_VALIDITY_MS, COOKIE_CONSENT_MS } from './timings';

describe('timings (DECISIONS "Numbers")', () => {
  it("consent lasts exactly 182 days, not the documents' 157248000 ms", () => {
    expect(CONSENT_VALIDITY_MS).toBe(CONSENT_VALIDITY_DAYS * 86_400_000);
    expect(CONSENT_VALIDITY_MS).not.toBe(157_248_000);
  });

  it('cookie lifetime is 28 days', () => {
    expect(COOKIE_CONSENT_MS).toBe(2_419_200_000);
  });
});
