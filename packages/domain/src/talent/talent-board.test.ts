import { describe, expect, it } from 'vitest';
import { talentBoardEndParam } from './talent-board';
import { talentGroupFilterSchema, talentSortSchema } from './talent-contract';

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

describe('talent board period (002 §5, §9)', () => {
  it('defaults to today .. today + 7 and sends the end as the next day, across month ends', async () => {
    const { defaultTalentPeriod, talentBoardEndDay } = await import('./talent-board');
    expect(defaultTalentPeriod(new Date(2026, 10, 27))).toEqual({ start: '2026-11-27', end: '2026-12-04' });
    expect(talentBoardEndDay('2026-12-31')).toBe('2027-01-01');
    expect(talentBoardEndDay('2028-02-28')).toBe('2028-02-29');
  });
});
