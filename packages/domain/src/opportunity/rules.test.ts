import { describe, expect, it } from 'vitest';
import {
  CARD_TITLE_MAX_LENGTH,
  DETAILS_MAX_LENGTH,
  finishDescriptionSchema,
  isHot,
  isOpportunityActive,
  isRequiredCriterion,
  normalizePositionsAmount,
  truncateText,
} from './rules';

describe('opportunity rules', () => {
  it('is hot above 70 (000 §9)', () => {
    expect([70, 71].map(isHot)).toEqual([false, true]);
    expect(isHot(undefined)).toBe(false);
  });

  it('truncates card titles at 27 and details at 600 characters', () => {
    const title27 = 'a'.repeat(CARD_TITLE_MAX_LENGTH);
    expect(truncateText(title27, CARD_TITLE_MAX_LENGTH)).toBe(title27);
    expect(truncateText(`${title27}b`, CARD_TITLE_MAX_LENGTH)).toBe(`${title27}…`);
    expect(truncateText('x'.repeat(601), DETAILS_MAX_LENGTH)).toHaveLength(601);
  });

  it('limits the finishing description to 80 characters and requires it (001 §5)', () => {
    expect(finishDescriptionSchema.safeParse('x'.repeat(80)).success).toBe(true);
    expect(finishDescriptionSchema.safeParse('x'.repeat(81)).success).toBe(false);
    expect(finishDescriptionSchema.safeParse('   ').success).toBe(false);
  });

  it("is active only with label '1'", () => {
    expect(isOpportunityActive('1')).toBe(true);
    expect(isOpportunityActive('2')).toBe(false);
    expect(isOpportunityActive(undefined)).toBe(false);
  });

  it('treats weight 3 as required', () => {
    expect([1, 2, 3].map(isRequiredCriterion)).toEqual([false, false, true]);
  });

  it('turns a negative positions amount into 0 and ignores empty input', () => {
    expect(normalizePositionsAmount(-3)).toBe(0);
    expect(normalizePositionsAmount(4)).toBe(4);
    expect(normalizePositionsAmount(null)).toBeNull();
  });
});
