import { describe, expect, it } from 'vitest';
import {
  applicantsOrderSchema,
  compatiblesOrderSchema,
  defaultApplicantsOrder,
  defaultCompatiblesOrder,
  enrolledFilterSchema,
  stageFilterSchema,
} from './listing';

describe('listing keys (001 §9)', () => {
  it('defaults to the PCD order for PCD-preferring opportunities', () => {
    expect(defaultCompatiblesOrder(true)).toBe(1);
    expect(defaultCompatiblesOrder(false)).toBe(0);
    expect(defaultApplicantsOrder(true)).toBe(3);
    expect(defaultApplicantsOrder(undefined)).toBe(0);
  });

  it('accepts only the documented order and filter values', () => {
    expect(compatiblesOrderSchema.safeParse(4).success).toBe(true);
    expect(compatiblesOrderSchema.safeParse(3).success).toBe(false);
    expect(applicantsOrderSchema.safeParse(3).success).toBe(true);
    expect(enrolledFilterSchema.safeParse(99).success).toBe(true);
    expect(enrolledFilterSchema.safeParse(2).success).toBe(false);
    expect(stageFilterSchema.safeParse(0).success).toBe(false);
    expect(stageFilterSchema.safeParse(4).success).toBe(true);
  });
});
