import { describe, expect, it } from 'vitest';
import { evaluationFlags, evaluationScoreSchema } from './flags';

const created = '2023-03-10T10:00:00Z';
const recent = '2023-06-01T00:00:00Z';

describe('evaluationFlags (DECISIONS)', () => {
  it('stars 8 and above, not 7', () => {
    expect(evaluationFlags(8, created, recent).star).toBe(true);
    expect(evaluationFlags(7, created, recent).star).toBe(false);
  });

  it('is negative below 5, not at 5; zero is negative', () => {
    expect(evaluationFlags(4, created, recent).negative).toBe(true);
    expect(evaluationFlags(0, created, recent).negative).toBe(true);
    expect(evaluationFlags(5, created, recent).negative).toBe(false);
  });

  it('expires at exactly one year, not a moment before', () => {
    expect(evaluationFlags(6, created, '2024-03-10T10:00:00Z').expired).toBe(true);
    expect(evaluationFlags(6, created, '2024-03-10T09:59:59Z').expired).toBe(false);
  });

  it('grades 0 to 10 in whole points', () => {
    expect(evaluationScoreSchema.safeParse(10).success).toBe(true);
    expect(evaluationScoreSchema.safeParse(11).success).toBe(false);
    expect(evaluationScoreSchema.safeParse(7.5).success).toBe(false);
  });
});
