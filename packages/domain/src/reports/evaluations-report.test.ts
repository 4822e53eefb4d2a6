import { describe, expect, it } from 'vitest';
import { candidatureStageOn } from './evaluations-report';
import { areReportDaysInOrder, defaultEvaluationReportRange } from './report-dates';

describe('evaluations report rules', () => {
  it('reads the stage a candidature stood at on the day of the evaluation', () => {
    const steps = [
      { key: 0, date: '2026-01-01' },
      { key: 1, date: '2026-01-05', meetsTheRequirements: 0 as const },
      { key: 2, date: '2026-01-10', meetsTheRequirements: 0 as const },
      { key: 3, date: '2026-01-12', meetsTheRequirements: 1 as const },
    ];
    expect(candidatureStageOn(steps, '2026-01-04')).toBe(1);
    expect(candidatureStageOn(steps, '2026-01-05')).toBe(2);
    expect(candidatureStageOn(steps, '2026-01-11')).toBe(3);
    // Stage 3 registered as not met: the candidate is still at stage 3.
    expect(candidatureStageOn(steps, '2026-02-01')).toBe(3);
    expect(candidatureStageOn(null, '2026-02-01')).toBe(1);
    const all = [1, 2, 3, 4].map((key) => ({ key, date: '2026-01-01', meetsTheRequirements: 0 as const }));
    expect(candidatureStageOn(all, '2026-01-02')).toBe(4);
  });

  it('defaults to today .. today + 7 and checks the order', () => {
    expect(defaultEvaluationReportRange(new Date('2026-03-30T12:00:00Z'))).toEqual({
      start: '2026-03-30',
      end: '2026-04-06',
    });
    expect(areReportDaysInOrder('2026-01-02', '2026-01-02')).toBe(true);
    expect(areReportDaysInOrder('2026-01-03', '2026-01-02')).toBe(false);
  });
});
