import { describe, expect, it } from 'vitest';
import { daysInCurrentStep, faseOfMilestones, opportunityPeriods } from './periods';

const met = (stage: 1 | 2 | 3 | 4, date: string) => ({ stage, date, met: true });

describe('opportunityPeriods (002 §4 period definition)', () => {
  it('has nothing but recruitment before any registration, running from publication to today', () => {
    const periods = opportunityPeriods({
      publicationDate: '2026-03-01',
      registrations: [],
      victories: [],
      until: '2026-03-21',
    });
    expect(periods.map((p) => [p.key, p.start, p.end, p.days])).toEqual([
      ['recruitment', '2026-03-01', null, 20],
      ['evaluation', null, null, null],
      ['selection', null, null, null],
      ['presentation', null, null, null],
      ['closing', null, null, null],
    ]);
  });

  it('refuses what is not a date', () => {
    expect(() =>
      opportunityPeriods({
        publicationDate: 'banana',
        registrations: [],
        victories: [],
        until: '2026-03-21',
      }),
    ).toThrow(RangeError);
  });

  it('reads timestamps by their UTC day', () => {
    const periods = opportunityPeriods({
      publicationDate: new Date('2026-03-31T23:00:00Z'),
      registrations: [met(1, '2026-04-01T01:00:00Z')],
      victories: [],
      until: '2026-04-02',
    });
    expect(periods[0]).toMatchObject({ start: '2026-03-31', end: '2026-04-01', days: 1 });
  });

  it('has no period at all before publication', () => {
    const periods = opportunityPeriods({
      publicationDate: null,
      registrations: [],
      victories: [],
      until: '2026-03-21',
    });
    expect(periods.every((p) => p.start === null && p.days === null)).toBe(true);
  });

  it('chains each stage from the previous positive registration to its own, then closes at the first victory', () => {
    const periods = opportunityPeriods({
      publicationDate: '2026-03-01',
      registrations: [
        met(1, '2026-03-05'),
        met(1, '2026-03-03'), // the first positive registration of a stage ends it
        { stage: 2, date: '2026-03-04', met: false }, // a negative result ends nothing
        met(2, '2026-03-10'),
        met(3, '2026-03-10'),
        met(4, '2026-03-20'),
      ],
      victories: ['2026-03-25', '2026-03-22'],
      until: '2026-04-30',
    });
    expect(periods.map((p) => [p.key, p.start, p.end, p.days])).toEqual([
      ['recruitment', '2026-03-01', '2026-03-03', 2],
      ['evaluation', '2026-03-03', '2026-03-10', 7],
      ['selection', '2026-03-10', '2026-03-10', 0.25],
      ['presentation', '2026-03-10', '2026-03-20', 10],
      ['closing', '2026-03-20', '2026-03-22', 2],
    ]);
  });

  it('runs the current stage up to today', () => {
    const periods = opportunityPeriods({
      publicationDate: '2026-03-01',
      registrations: [met(1, '2026-03-03')],
      victories: [],
      until: '2026-03-03',
    });
    expect(periods[1]).toMatchObject({ key: 'evaluation', start: '2026-03-03', end: null, days: 0.25 });
    expect(daysInCurrentStep(periods, 2)).toBe(0.25);
  });

  it('marks an end dated before its start as out of order and does not count it', () => {
    const periods = opportunityPeriods({
      publicationDate: '2026-03-10',
      registrations: [met(1, '2026-03-05')],
      victories: [],
      until: '2026-03-20',
    });
    expect(periods[0]).toMatchObject({ key: 'recruitment', outOfOrder: true, days: null });
    expect(periods[1]).toMatchObject({ key: 'evaluation', start: '2026-03-05', days: 15, outOfOrder: false });
  });
});

describe('daysInCurrentStep (002 §2.3 cards)', () => {
  const periods = opportunityPeriods({
    publicationDate: '2026-03-01',
    registrations: [met(1, '2026-03-04')],
    victories: [],
    until: '2026-03-14',
  });

  it('reads fase 0 and 1 as recruitment', () => {
    expect(daysInCurrentStep(periods, 0)).toBe(3);
    expect(daysInCurrentStep(periods, 1)).toBe(3);
  });

  it('reads the running stage', () => {
    expect(daysInCurrentStep(periods, 2)).toBe(10);
  });

  it('is null for a stage whose period has not started', () => {
    expect(daysInCurrentStep(periods, 3)).toBeNull();
  });
});

describe('faseOfMilestones (the stage follows the candidatures, 002 §4)', () => {
  const none = {
    stage1MetOn: null,
    stage2MetOn: null,
    stage3MetOn: null,
    stage4MetOn: null,
    victoryDays: [],
  };

  it('stays in recruitment (0) until a stage is met', () => {
    expect(faseOfMilestones(none)).toBe(0);
  });

  it('moves to the stage whose period the previous stage’s first positive registration started', () => {
    expect(faseOfMilestones({ ...none, stage1MetOn: '2026-03-05' })).toBe(2);
    expect(faseOfMilestones({ ...none, stage1MetOn: '2026-03-05', stage2MetOn: '2026-03-09' })).toBe(3);
    expect(
      faseOfMilestones({
        ...none,
        stage1MetOn: '2026-03-05',
        stage2MetOn: '2026-03-09',
        stage3MetOn: '2026-03-12',
      }),
    ).toBe(4);
  });

  it('stays at 4 once stage 4 is met or a professional was selected', () => {
    const all = { stage1MetOn: '2026-03-05', stage2MetOn: '2026-03-09', stage3MetOn: '2026-03-12' };
    expect(faseOfMilestones({ ...none, ...all, stage4MetOn: '2026-03-15' })).toBe(4);
    expect(
      faseOfMilestones({ ...none, ...all, stage4MetOn: '2026-03-15', victoryDays: ['2026-03-20'] }),
    ).toBe(4);
    expect(faseOfMilestones({ ...none, victoryDays: ['2026-03-20'] })).toBe(4);
  });

  it('takes the latest stage met when registrations are out of order', () => {
    expect(faseOfMilestones({ ...none, stage2MetOn: '2026-03-09' })).toBe(3);
  });

  it('agrees with the periods: the card’s days in the current step are those of a started period', () => {
    const periods = opportunityPeriods({
      publicationDate: '2026-03-01',
      registrations: [met(1, '2026-03-05'), met(2, '2026-03-09')],
      victories: [],
      until: '2026-03-11',
    });
    const fase = faseOfMilestones({ ...none, stage1MetOn: '2026-03-05', stage2MetOn: '2026-03-09' });
    expect(periods[fase - 1]).toMatchObject({ key: 'selection', start: '2026-03-09', end: null });
    expect(daysInCurrentStep(periods, fase)).toBe(2);
  });
});
