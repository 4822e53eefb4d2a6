import { describe, expect, it } from 'vitest';
import { professionalEvaluationFlags } from './professional-flags';

const now = '2026-06-01T00:00:00Z';

describe('professionalEvaluationFlags (002 §6 badges from the one rule)', () => {
  it('shows both the star (9) and the negative mark (3)', () => {
    expect(
      professionalEvaluationFlags(
        [
          { resultado: 9, created: '2026-05-01T00:00:00Z' },
          { resultado: 3, created: '2026-05-02T00:00:00Z' },
        ],
        now,
      ),
    ).toEqual({ star: true, best: 9, negative: true, worst: 3, expired: false });
  });

  it('has no flag for middling grades, and none without evaluations', () => {
    expect(professionalEvaluationFlags([{ resultado: 5, created: '2026-05-01T00:00:00Z' }], now)).toEqual({
      star: false,
      best: null,
      negative: false,
      worst: null,
      expired: false,
    });
    expect(professionalEvaluationFlags([], now)).toBeNull();
  });

  it('is expired only when every evaluation is a year old or more', () => {
    const old = { resultado: 8, created: '2025-06-01T00:00:00Z' };
    expect(professionalEvaluationFlags([old], now)?.expired).toBe(true);
    expect(
      professionalEvaluationFlags([old, { resultado: 6, created: '2026-01-01T00:00:00Z' }], now)?.expired,
    ).toBe(false);
  });
});
