import { describe, expect, it } from 'vitest';
import { talentBoardEndParam, talentGroupFilterSchema, talentSortSchema } from './talent-board';

describe('talent board (002 §5, §9)', () => {
  it('sends the end date plus one day', () => {
    expect(talentBoardEndParam(new Date('2024-06-30T00:00:00Z')).toISOString()).toBe(
      '2024-07-01T00:00:00.000Z',
    );
  });

  it('knows sorts 0–6 and the group filters', () => {
    expect(talentSortSchema.safeParse(6).success).toBe(true);
    expect(talentSortSchema.safeParse(7).success).toBe(false);
    expect(talentGroupFilterSchema.options).toEqual(['all', 'H1', 'H2', 'H3', 'none']);
  });
});
