import { describe, expect, it } from 'vitest';
import { defaultRecruitmentReportPeriod } from './report-periods';

describe('report periods (002 §5, §9)', () => {
  const now = new Date('2024-06-30T12:00:00Z');

  it('defaults the recruitment report to the last 30 days', () => {
    expect(defaultRecruitmentReportPeriod(now).start.toISOString()).toBe('2024-05-31T12:00:00.000Z');
  });
});
