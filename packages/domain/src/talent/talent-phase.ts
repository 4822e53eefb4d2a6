import { CANDIDATE_STATUS } from '../candidature/status';
import type { TalentPhase } from './talent-board';

/**
 * The talent board's phase rule (002 §2.5, §4; issue 24; docs/decisions/incoming/talent-phases.md), the ONE place
 * the server and its tests decide which column a talent stands in and for how many days ('hunting days').
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** One candidature of the talent (enrolled or candidate), as the phase rule needs it. */
export interface TalentCandidatureFact {
  opportunityId: string;
  title: string;
  /** status.current (DECISIONS 'Candidate status'). */
  status: number;
  /** When the professional entered this process (the candidature's creation). */
  startedAt: Date;
  /** When the process ended for the professional (the date of status 3–6), or null while it runs. */
  endedAt: Date | null;
  /** The opportunity is finished: the process is over whatever the candidature's status says. */
  opportunityFinished: boolean;
  /** When the opportunity was finished (null when not, or unknown). */
  opportunityFinishedAt: Date | null;
}

export interface TalentPhaseInput {
  candidatures: readonly TalentCandidatureFact[];
  /** When the professional entered the talent board (the talent record, else the talent flag's date). */
  enteredAt: Date;
  /** 'Desistiu' ticked on the expanded card (the talent record's hiredOrQuit) and when. */
  gaveUpAt: Date | null;
  /** The board's period: start included, end excluded (the client sends end + 1 day, 002 §5). */
  period: { start: Date; end: Date };
}

export type TalentOutcome =
  | { kind: 'hired'; at: Date; opportunityId: string; title: string }
  | { kind: 'withdrawn'; at: Date; opportunityId: string | null; title: string | null };

export interface TalentPhaseResult {
  phase: TalentPhase;
  /** The day the current phase began. */
  since: Date;
  /** 'Hunting days': whole days in the current phase, never negative. */
  huntingDays: number;
  /** Phase 3's reason: the hire or withdrawal in the period that finished the hunt. */
  outcome: TalentOutcome | null;
  /** The candidatures still running (phase 2's cards show them). */
  open: TalentCandidatureFact[];
}

/** Statuses that end a professional's part in a process (Dispensado, Recusou, Desistiu, Selecionado). */
const CLOSING_STATUSES: readonly number[] = [
  CANDIDATE_STATUS.dismissed,
  CANDIDATE_STATUS.refused,
  CANDIDATE_STATUS.quit,
  CANDIDATE_STATUS.selected,
];

/** A candidature is open while its opportunity runs and no closing status was given to the professional. */
export function isOpenCandidature(
  fact: Pick<TalentCandidatureFact, 'status' | 'opportunityFinished'>,
): boolean {
  return !fact.opportunityFinished && !CLOSING_STATUSES.includes(fact.status);
}

/** When a closed candidature ended: its status date, else the opportunity's end, else its start. */
function endOf(fact: TalentCandidatureFact): Date {
  return fact.endedAt ?? fact.opportunityFinishedAt ?? fact.startedAt;
}

function within(at: Date, period: { start: Date; end: Date }): boolean {
  return at.getTime() >= period.start.getTime() && at.getTime() < period.end.getTime();
}

function latest<T extends { at: Date }>(items: readonly T[]): T | null {
  return items.reduce<T | null>(
    (best, item) => (!best || item.at.getTime() > best.at.getTime() ? item : best),
    null,
  );
}

/** Whole days from `since` to `now` (0 on the same day or when `since` lies ahead). */
export function huntingDaysBetween(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

/**
 * The phase of one talent:
 * 1. a hire (status 6) or a give-up ('Desistiu' on the card) in the period, with no process entered after it:
 *    finished — the hunt ended, other processes left open are stale;
 * 2. else at least one open candidature: participating — a withdrawal from one process while another runs keeps
 *    the talent hunting, and a new application after a hire starts a new hunt;
 * 3. else a withdrawal (status 5) in the period: finished;
 * 4. else waiting.
 * The phase began (`since`): finished at the hire or withdrawal; participating at the earliest open process
 * entered after the last hire or give-up; waiting at the latest of entering the board and any process's end.
 */
export function talentPhase(input: TalentPhaseInput, now: Date): TalentPhaseResult {
  const { candidatures, period } = input;
  const open = candidatures.filter(isOpenCandidature);
  const closed = candidatures.filter((fact) => !isOpenCandidature(fact));

  const hires = closed
    .filter((fact) => fact.status === CANDIDATE_STATUS.selected)
    .map((fact) => ({
      kind: 'hired' as const,
      at: endOf(fact),
      opportunityId: fact.opportunityId,
      title: fact.title,
    }));
  const withdrawals = closed
    .filter((fact) => fact.status === CANDIDATE_STATUS.quit)
    .map((fact) => ({
      kind: 'withdrawn' as const,
      at: endOf(fact),
      opportunityId: fact.opportunityId as string | null,
      title: fact.title as string | null,
    }));
  const gaveUp = input.gaveUpAt
    ? [{ kind: 'withdrawn' as const, at: input.gaveUpAt, opportunityId: null, title: null }]
    : [];

  // Hires and give-ups end the hunt unless the professional entered a process afterwards.
  const huntEnd = latest([...hires, ...gaveUp]);
  const openAfter = (at: Date) => open.filter((fact) => fact.startedAt.getTime() > at.getTime());
  const result = (phase: TalentPhase, since: Date, outcome: TalentOutcome | null): TalentPhaseResult => ({
    phase,
    since,
    huntingDays: huntingDaysBetween(since, now),
    outcome,
    open,
  });

  if (huntEnd && within(huntEnd.at, period) && openAfter(huntEnd.at).length === 0) {
    return result('finished', huntEnd.at, huntEnd);
  }
  const running = huntEnd ? openAfter(huntEnd.at) : open;
  if (running.length > 0) {
    const start = Math.min(...running.map((fact) => fact.startedAt.getTime()));
    return result('participating', new Date(start), null);
  }
  const withdrawal = latest(withdrawals.filter((item) => within(item.at, period)));
  if (withdrawal && (!huntEnd || withdrawal.at.getTime() > huntEnd.at.getTime())) {
    return result('finished', withdrawal.at, withdrawal);
  }
  const ends = [input.enteredAt, ...closed.map(endOf), ...(huntEnd ? [huntEnd.at] : [])];
  const since = new Date(Math.max(...ends.map((at) => at.getTime())));
  return result('waiting', since, null);
}
