import { describe, expect, it } from 'vitest';
import {
  huntingDaysBetween,
  isOpenCandidature,
  type TalentCandidatureFact,
  talentPhase,
} from './talent-phase';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const period = { start: new Date('2026-11-20T00:00:00Z'), end: new Date('2026-11-28T00:00:00Z') };
const now = day('2026-11-27');

function fact(values: Partial<TalentCandidatureFact> & { opportunityId: string }): TalentCandidatureFact {
  return {
    title: `Opportunity ${values.opportunityId}`,
    status: 1,
    startedAt: day('2026-11-01'),
    endedAt: null,
    opportunityFinished: false,
    opportunityFinishedAt: null,
    ...values,
  };
}

const phaseOf = (candidatures: TalentCandidatureFact[], gaveUpAt: Date | null = null) =>
  talentPhase({ candidatures, enteredAt: day('2026-10-01'), gaveUpAt, period }, now);

describe('talent phase (002 §2.5, §4)', () => {
  it('waits without candidatures, counting the days since entering the board', () => {
    const result = phaseOf([]);
    expect(result.phase).toBe('waiting');
    expect(result.huntingDays).toBe(57);
    expect(result.outcome).toBeNull();
  });

  it('participates with at least one open candidature, since the oldest open one', () => {
    const result = phaseOf([
      fact({ opportunityId: 'a', startedAt: day('2026-11-10') }),
      fact({ opportunityId: 'b', startedAt: day('2026-11-17'), status: 2 }),
    ]);
    expect(result.phase).toBe('participating');
    expect(result.since).toEqual(day('2026-11-10'));
    expect(result.huntingDays).toBe(17);
    expect(result.open.map((item) => item.opportunityId)).toEqual(['a', 'b']);
  });

  it('counts a candidature of a finished opportunity, or a dismissed one, as closed', () => {
    expect(isOpenCandidature({ status: 1, opportunityFinished: true })).toBe(false);
    expect(isOpenCandidature({ status: 3, opportunityFinished: false })).toBe(false);
    const result = phaseOf([
      fact({ opportunityId: 'a', opportunityFinished: true, opportunityFinishedAt: day('2026-11-15') }),
      fact({ opportunityId: 'b', status: 3, endedAt: day('2026-11-18') }),
    ]);
    expect(result.phase).toBe('waiting');
    // Waiting since the last process ended.
    expect(result.since).toEqual(day('2026-11-18'));
    expect(result.huntingDays).toBe(9);
  });

  it('finishes on a hire in the period, even with another process still open', () => {
    const result = phaseOf([
      fact({ opportunityId: 'a', startedAt: day('2026-11-02') }),
      fact({ opportunityId: 'b', startedAt: day('2026-11-05'), status: 6, endedAt: day('2026-11-22') }),
    ]);
    expect(result.phase).toBe('finished');
    expect(result.outcome).toEqual({
      kind: 'hired',
      at: day('2026-11-22'),
      opportunityId: 'b',
      title: 'Opportunity b',
    });
    expect(result.huntingDays).toBe(5);
  });

  it('participates again when a new application follows a hire', () => {
    const result = phaseOf([
      fact({ opportunityId: 'b', status: 6, endedAt: day('2026-11-21') }),
      fact({ opportunityId: 'c', startedAt: day('2026-11-24') }),
    ]);
    expect(result.phase).toBe('participating');
    expect(result.since).toEqual(day('2026-11-24'));
    expect(result.huntingDays).toBe(3);
  });

  it('ignores processes left open from before a hire outside the period: waiting since the hire', () => {
    const result = phaseOf([
      fact({ opportunityId: 'a', startedAt: day('2026-09-01') }),
      fact({ opportunityId: 'b', status: 6, endedAt: day('2026-10-15') }),
    ]);
    expect(result.phase).toBe('waiting');
    expect(result.since).toEqual(day('2026-10-15'));
  });

  it('keeps participating after withdrawing from one of several processes', () => {
    const result = phaseOf([
      fact({ opportunityId: 'a', startedAt: day('2026-11-03') }),
      fact({ opportunityId: 'b', status: 5, endedAt: day('2026-11-23') }),
    ]);
    expect(result.phase).toBe('participating');
    expect(result.outcome).toBeNull();
  });

  it('finishes on a withdrawal in the period when nothing else runs; the latest withdrawal is the reason', () => {
    const result = phaseOf([
      fact({ opportunityId: 'a', status: 5, endedAt: day('2026-11-21') }),
      fact({ opportunityId: 'b', status: 5, endedAt: day('2026-11-25') }),
    ]);
    expect(result.phase).toBe('finished');
    expect(result.outcome).toMatchObject({ kind: 'withdrawn', opportunityId: 'b' });
    expect(result.huntingDays).toBe(2);
  });

  it('takes the period as start included, end excluded (the end + 1 day the client sends)', () => {
    const atStart = phaseOf([fact({ opportunityId: 'a', status: 6, endedAt: period.start })]);
    expect(atStart.phase).toBe('finished');
    const atEnd = phaseOf([fact({ opportunityId: 'a', status: 6, endedAt: period.end })]);
    expect(atEnd.phase).toBe('waiting');
    const before = phaseOf([fact({ opportunityId: 'a', status: 5, endedAt: day('2026-11-19') })]);
    expect(before.phase).toBe('waiting');
  });

  it("finishes when 'Desistiu' is ticked in the period, and a later application reopens the hunt", () => {
    const gaveUp = phaseOf([], day('2026-11-26'));
    expect(gaveUp.phase).toBe('finished');
    expect(gaveUp.outcome).toEqual({
      kind: 'withdrawn',
      at: day('2026-11-26'),
      opportunityId: null,
      title: null,
    });
    const reopened = phaseOf([fact({ opportunityId: 'a', startedAt: day('2026-11-26') })], day('2026-11-21'));
    expect(reopened.phase).toBe('participating');
  });

  it('never counts negative hunting days', () => {
    expect(huntingDaysBetween(day('2026-11-28'), now)).toBe(0);
    expect(huntingDaysBetween(now, now)).toBe(0);
  });
});
