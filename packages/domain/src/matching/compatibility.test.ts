import { describe, expect, it } from 'vitest';
import {
  COMPATIBILITY_THRESHOLD,
  HIGH_COMPATIBILITY_THRESHOLD,
  isCompatible,
  isHighCompatibility,
} from './compatibility';

describe("compatible (DECISIONS 'Compatible')", () => {
  it('needs an adherence above 60 %', () => {
    expect(COMPATIBILITY_THRESHOLD).toBe(60);
    expect([0, 1, 59, 60, 61, 100].map((adherence) => isCompatible(adherence, true))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('needs eligibility by location, whatever the adherence', () => {
    expect(isCompatible(100, false)).toBe(false);
    expect(isCompatible(61, false)).toBe(false);
  });

  it('reads an unknown adherence as not compatible', () => {
    expect(isCompatible(null, true)).toBe(false);
    expect(isCompatible(undefined, true)).toBe(false);
  });
});

describe('high compatibility (000 §9: more than 60 percent)', () => {
  it('is above 60 % and eligible', () => {
    expect(HIGH_COMPATIBILITY_THRESHOLD).toBe(60);
    expect([60, 61].map((adherence) => isHighCompatibility(adherence, true))).toEqual([false, true]);
    expect(isHighCompatibility(90, false)).toBe(false);
    expect(isHighCompatibility(undefined, true)).toBe(false);
  });

  it('never holds a pair that is not compatible', () => {
    for (let adherence = 0; adherence <= 100; adherence += 1) {
      for (const eligible of [true, false]) {
        if (isHighCompatibility(adherence, eligible)) expect(isCompatible(adherence, eligible)).toBe(true);
      }
    }
  });
});
