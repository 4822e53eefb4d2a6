import { describe, expect, it } from 'vitest';
import { reportChoiceProblem } from './report-choices';
import { reportDatesProblem, reportToday } from './report-dates';

describe("every report's date rule (002 §5)", () => {
  const today = '2026-06-30';

  it('accepts a period in order that ends today at the latest, one day included', () => {
    expect(reportDatesProblem('2026-06-01', '2026-06-30', { today })).toBeNull();
    expect(reportDatesProblem('2026-06-30', '2026-06-30', { today })).toBeNull();
  });

  it("answers 'Datas fora da ordem cronologica.' for a start after the end", () => {
    expect(reportDatesProblem('2026-06-11', '2026-06-10', { today })).toBe('REPORT_DATES_OUT_OF_ORDER');
    // Order is checked first: a reversed period ending in the future is out of order.
    expect(reportDatesProblem('2026-07-11', '2026-07-10', { today })).toBe('REPORT_DATES_OUT_OF_ORDER');
  });

  it('refuses an end in the future unless the report allows it (the evaluations report)', () => {
    expect(reportDatesProblem('2026-06-01', '2026-07-01', { today })).toBe('REPORT_END_IN_FUTURE');
    expect(reportDatesProblem('2026-06-30', '2026-07-07', { today, futureAllowed: true })).toBeNull();
    expect(reportDatesProblem('2026-07-08', '2026-07-07', { today, futureAllowed: true })).toBe(
      'REPORT_DATES_OUT_OF_ORDER',
    );
  });

  it("reads today in the easternmost time zone, so no recruiter's own today is refused", () => {
    expect(reportToday(new Date('2026-06-30T09:59:00Z'))).toBe('2026-06-30');
    expect(reportToday(new Date('2026-06-30T10:00:00Z'))).toBe('2026-07-01');
  });
});

describe("every report's manager rule (002 §6)", () => {
  const recruiter = { id: 'rita', roles: ['rh'] };
  const manager = { id: 'mara', roles: ['rh', 'rh_manager'] };

  it('lets a recruiter read only themselves', () => {
    expect(reportChoiceProblem(recruiter, { by: 'responsible', id: 'rita' })).toBeNull();
    expect(reportChoiceProblem(recruiter, { by: 'responsible', id: 'mara' })).toBe('REPORT_MANAGER_ONLY');
    expect(reportChoiceProblem(recruiter, { by: 'responsible', id: null })).toBe('REPORT_MANAGER_ONLY');
    expect(reportChoiceProblem(recruiter, { by: 'squad', id: 'rita' })).toBe('REPORT_MANAGER_ONLY');
    expect(reportChoiceProblem(recruiter, { by: 'squad', id: null })).toBe('REPORT_MANAGER_ONLY');
  });

  it('lets a manager read anyone, all of them or a squad', () => {
    expect(reportChoiceProblem(manager, { by: 'responsible', id: 'rita' })).toBeNull();
    expect(reportChoiceProblem(manager, { by: 'responsible', id: null })).toBeNull();
    expect(reportChoiceProblem(manager, { by: 'squad', id: 'squad-1' })).toBeNull();
  });
});
