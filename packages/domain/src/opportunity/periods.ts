import { periodDays } from '../candidature/periods';
import type { SelectionStage } from './stage';

/**
 * 001 §4 / 002 §4 'Period definition': the recruitment period starts at publication; each later period starts at
 * the positive registration of the previous stage and ends at the positive registration of its own stage. A
 * victory is the date a professional became Selecionado. A same-day period counts as 0.25 day (DECISIONS).
 *
 * An opportunity has many candidates, so "the positive registration of a stage" is the first one: the earliest
 * date on which any candidate was registered as meeting that stage (docs/decisions/boards.md, 'Opportunity periods').
 */

/** One candidate's registered result of a stage (a `steps` entry with key 1 to 4 and a date). */
export interface StageRegistration {
  stage: SelectionStage;
  /** The day the result was registered (a date-only string or a Date). */
  date: string | Date;
  /** `meetsTheRequirements` 0: the candidate met the stage. */
  met: boolean;
}

export interface OpportunityPeriodsInput {
  publicationDate: string | Date | null;
  registrations: readonly StageRegistration[];
  /** Dates on which professionals became Selecionado. */
  victories: readonly (string | Date)[];
  /** Open periods run up to this day: today, or the day the opportunity was finished. */
  until: string | Date;
}

export type PeriodKey = 'recruitment' | 'evaluation' | 'selection' | 'presentation' | 'closing';
export const PERIOD_KEYS = ['recruitment', 'evaluation', 'selection', 'presentation', 'closing'] as const;

export interface OpportunityPeriod {
  key: PeriodKey;
  /** Stage 1 to 4, or 5 for closing (from the presentation's positive registration to the first victory). */
  stage: 1 | 2 | 3 | 4 | 5;
  /** Day the period started (YYYY-MM-DD), or null when it has not started. */
  start: string | null;
  /** Day it ended, or null while it runs. */
  end: string | null;
  /** Length in days (0.25 for a same-day period); runs to `until` while open; null when not started. */
  days: number | null;
  /** An end dated before its start: the registration is out of order and the period is not counted. */
  outOfOrder: boolean;
}

/** The calendar day (UTC) of a date or of a date-only string, as YYYY-MM-DD. */
function dayOf(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return date.toISOString().slice(0, 10);
}

function earliest(days: readonly string[]): string | null {
  // biome-ignore lint/complexity/useMathMinMax: ISO days compare as text; Math.min would make them NaN.
  return days.length === 0 ? null : days.reduce((a, b) => (b < a ? b : a));
}

/** The five periods of an opportunity, in order (recruitment, evaluation, selection, presentation, closing). */
export function opportunityPeriods(input: OpportunityPeriodsInput): OpportunityPeriod[] {
  const firstMet = (stage: SelectionStage) =>
    earliest(input.registrations.filter((r) => r.met && r.stage === stage).map((r) => dayOf(r.date)));
  const boundaries: Array<string | null> = [
    input.publicationDate === null ? null : dayOf(input.publicationDate),
    firstMet(1),
    firstMet(2),
    firstMet(3),
    firstMet(4),
    earliest(input.victories.map((date) => dayOf(date))),
  ];
  const until = dayOf(input.until);
  return PERIOD_KEYS.map((key, index) => {
    const start = boundaries[index] ?? null;
    const end = start === null ? null : (boundaries[index + 1] ?? null);
    const outOfOrder = start !== null && end !== null && end < start;
    const days = start === null || outOfOrder ? null : periodDays(start, end ?? until);
    return {
      key,
      stage: (index + 1) as OpportunityPeriod['stage'],
      start,
      end,
      days: days !== null && days < 0 ? null : days,
      outOfOrder,
    };
  });
}

/**
 * 002 §2.3: a kanban card's days in the current step: the period of the opportunity's stage (fase 0 and 1 are
 * recruitment). Null when that period has not started (no positive registration of the previous stage yet).
 */
export function daysInCurrentStep(periods: readonly OpportunityPeriod[], fase: number): number | null {
  const stage = Math.min(Math.max(fase, 1), 4);
  return periods[stage - 1]?.days ?? null;
}

/** The first day each stage was met by any candidate, and the victory days (migration 0026's milestones). */
export interface OpportunityMilestones {
  stage1MetOn: string | null;
  stage2MetOn: string | null;
  stage3MetOn: string | null;
  stage4MetOn: string | null;
  victoryDays: readonly string[];
}

/**
 * The opportunity's fase follows its candidatures, as its periods do (002 §4 'Period definition': each later stage
 * starts at the positive registration of the previous one): the latest stage whose period has started. Stage 1
 * first met gives 2 (Avaliação), stage 2 gives 3 (Seleção), stage 3 gives 4 (Apresentação); stage 4 met or a
 * victory (which needs the four stages met) keeps 4, the last stage. Nothing met yet gives 0 (Recrutamento, the
 * column's default). A stage met out of order (a later one without the earlier) still counts: the latest wins.
 * The database keeps `opportunities.fase` by this rule (migration 0029, in the milestones' trigger), whoever
 * writes the candidatures; apps/api/src/modules/opportunity-board/fase-rule.test.ts checks that both agree.
 */
export function faseOfMilestones(milestones: OpportunityMilestones): 0 | 2 | 3 | 4 {
  if (milestones.stage3MetOn !== null || milestones.stage4MetOn !== null || milestones.victoryDays.length > 0)
    return 4;
  if (milestones.stage2MetOn !== null) return 3;
  if (milestones.stage1MetOn !== null) return 2;
  return 0;
}
