import { z } from 'zod';
import { periodDays } from '../candidature/periods';
import { oneLineText } from '../shared/one-line';
import { REPORT_GROUP_FILTERS, REPORT_MEDIA_FILTERS } from './report-periods';

/**
 * The recruitment indicators report (002 §2.12, §3 'Recruitment report row and warning', §4 'Period definition').
 *
 * An opportunity's history is the list of its stage moves, read from the append-only candidature transitions
 * (apps/api migration candidature_transitions): each move records the opportunity's phase after it, the day it took
 * effect and the opportunity's responsible and squad at that moment. Replaying the moves gives the stage VISITS:
 * a stage visited twice is two visits, a skipped stage has none ('not visited', never 0), and a visit belongs to
 * whoever was responsible when the stage moved on (the move that ended it).
 */

/** 002 §3 `media` keys, in stage order: recruitment, evaluation, selection, presentation ('interview'), closing. */
export const RECRUITMENT_MEDIA_KEYS = [
  'recruitment',
  'evaluation',
  'selection',
  'interview',
  'closed',
] as const;
export type RecruitmentMediaKey = (typeof RECRUITMENT_MEDIA_KEYS)[number];

/**
 * The opportunity's phase: 1 recruitment (nothing met yet), 2 evaluation (stage 1 met by someone), 3 selection,
 * 4 presentation, 5 closing (stage 4 met), 6 done (a professional became Selecionado: the victory ends closing).
 */
export type RecruitmentPhase = 1 | 2 | 3 | 4 | 5 | 6;

export interface PhaseMove {
  /** YYYY-MM-DD: the registration date of the step (or the victory date) that moved the opportunity. */
  day: string;
  phase: RecruitmentPhase;
  responsibleId: string | null;
  squadId: string | null;
}

export interface OpportunityHistory {
  /** YYYY-MM-DD of the first publication: the recruitment period starts here. Null: never published, no visits. */
  publicationDay: string | null;
  /** In the order they were recorded. */
  moves: readonly PhaseMove[];
  responsibleId: string | null;
  squadId: string | null;
}

export interface StageVisit {
  stage: 1 | 2 | 3 | 4 | 5;
  start: string;
  /** Null while the opportunity still sits at this stage. */
  end: string | null;
  /** Interval of days in the stage (same day 0.25); null while open or out of order. */
  days: number | null;
  /** Days elapsed from publication up to the end of the stage; null while open or out of order. */
  elapsed: number | null;
  /** The end is dated before the start: not counted (the report's warnings name the registration). */
  outOfOrder: boolean;
  responsibleId: string | null;
  squadId: string | null;
}

function measure(publicationDay: string, start: string, end: string) {
  if (end < start) return { days: null, elapsed: null, outOfOrder: true };
  return { days: periodDays(start, end), elapsed: periodDays(publicationDay, end), outOfOrder: false };
}

/** Replays an opportunity's moves into its stage visits (in order). */
export function stageVisits(history: OpportunityHistory): StageVisit[] {
  const publicationDay = history.publicationDay;
  if (publicationDay === null) return [];
  const visits: StageVisit[] = [];
  let open: { stage: StageVisit['stage']; start: string } | null = { stage: 1, start: publicationDay };
  let phase: RecruitmentPhase = 1;
  for (const move of history.moves) {
    if (move.phase === phase) continue;
    if (open !== null) {
      const measured = measure(publicationDay, open.start, move.day);
      visits.push({
        stage: open.stage,
        start: open.start,
        end: move.day,
        days: measured.days,
        elapsed: measured.elapsed,
        outOfOrder: measured.outOfOrder,
        responsibleId: move.responsibleId,
        squadId: move.squadId,
      });
    }
    phase = move.phase;
    open = move.phase === 6 ? null : { stage: move.phase, start: move.day };
  }
  if (open !== null) {
    visits.push({
      stage: open.stage,
      start: open.start,
      end: null,
      days: null,
      elapsed: null,
      outOfOrder: false,
      responsibleId: history.responsibleId,
      squadId: history.squadId,
    });
  }
  return visits;
}

export type RecruitmentMediaMode = (typeof REPORT_MEDIA_FILTERS)[number];
export type RecruitmentGroupBy = (typeof REPORT_GROUP_FILTERS)[number];

export interface StageAverage {
  /** Null when no visit of the stage ended in the period ('not visited'). */
  mean: number | null;
  median: number | null;
  /** Visits counted. */
  count: number;
}

function rounded(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * THE averages rule (002 §4, same-day 0.25). A visit counts when it ended inside the period (start ≤ end day ≤ end,
 * both included) and in order; each visit is one sample, so a stage visited twice counts twice. Mode
 * 'intervalPerStage' takes the days spent in the stage; 'elapsedUntilStage' the days from publication to the end
 * of the stage. Unfinished visits are not counted (their length is not known yet). Mean and median to 2 decimals.
 */
export function stageAverages(
  visits: readonly StageVisit[],
  mode: RecruitmentMediaMode,
  period: { start: string; end: string },
): Record<RecruitmentMediaKey, StageAverage> {
  // One pass over the visits (a year's report averages tens of thousands of them, per opportunity and overall).
  const samples = RECRUITMENT_MEDIA_KEYS.map((): number[] => []);
  for (const v of visits) {
    if (v.end === null || v.end < period.start || v.end > period.end) continue;
    const value = mode === 'intervalPerStage' ? v.days : v.elapsed;
    if (value !== null) samples[v.stage - 1]?.push(value);
  }
  const result = {} as Record<RecruitmentMediaKey, StageAverage>;
  RECRUITMENT_MEDIA_KEYS.forEach((key, index) => {
    // A typed array sorts numbers without a comparator call per pair (the year's overall averages sort thousands).
    const values = Float64Array.from(samples[index] ?? []).sort();
    if (values.length === 0) {
      result[key] = { mean: null, median: null, count: 0 };
      return;
    }
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const middle = Math.floor(values.length / 2);
    const median =
      values.length % 2 === 1
        ? (values[middle] as number)
        : ((values[middle - 1] as number) + (values[middle] as number)) / 2;
    result[key] = { mean: rounded(mean), median: rounded(median), count: values.length };
  });
  return result;
}

/** Whether a visit overlaps the period (an open visit runs on to the period's end). */
export function visitTouchesPeriod(visit: StageVisit, period: { start: string; end: string }): boolean {
  return visit.start <= period.end && (visit.end === null || visit.end >= period.start);
}

// ---- Contract shapes (POST /api/reports/recruitment) ----

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const recruitmentReportRequestSchema = z.object({
  filter: z.object({
    by: z.enum(REPORT_GROUP_FILTERS),
    /** A responsible's user id or a squad id; null or absent: all. */
    id: oneLineText().max(64).nullish(),
  }),
  mediaFilter: z.enum(REPORT_MEDIA_FILTERS).default('intervalPerStage'),
  /** YYYY-MM-DD; both absent: the last 30 days up to today (002 §9). */
  startDateFilter: isoDay.optional(),
  endDateFilter: isoDay.optional(),
});
export type RecruitmentReportRequest = z.infer<typeof recruitmentReportRequestSchema>;

/** The filters after defaults (what the service and the export read). */
export interface RecruitmentReportFilters {
  by: RecruitmentGroupBy;
  id: string | null;
  mediaFilter: RecruitmentMediaMode;
  start: string;
  end: string;
}

const stageAverageSchema = z.object({
  mean: z.number().nullable(),
  median: z.number().nullable(),
  count: z.number().int(),
});

/** A stage cell of one opportunity: a figure, the stage it sits at ('Em andamento'/'Encerrada'), or not visited. */
export const recruitmentStageCellSchema = z.object({
  state: z.enum(['value', 'inProgress', 'closed', 'notVisited']),
  value: z.number().nullable(),
});
export type RecruitmentStageCell = z.infer<typeof recruitmentStageCellSchema>;

const mediaSchema = z.object({
  recruitment: z.number().nullable(),
  evaluation: z.number().nullable(),
  selection: z.number().nullable(),
  interview: z.number().nullable(),
  closed: z.number().nullable(),
});

/** 002 §3 'Recruitment report row' (the opportunity), with its stage cells. */
export const recruitmentReportOpportunitySchema = z.object({
  id: z.string(),
  idOpportunity: z.number().int(),
  titulo: z.string(),
  title: z.string(),
  quantidadeVagas: z.number().int(),
  isFinished: z.boolean(),
  label: z.string(),
  fase: z.number().int(),
  media: mediaSchema,
  cells: z.object({
    recruitment: recruitmentStageCellSchema,
    evaluation: recruitmentStageCellSchema,
    selection: recruitmentStageCellSchema,
    interview: recruitmentStageCellSchema,
    closed: recruitmentStageCellSchema,
  }),
  victories: z.array(z.string()),
  defeats: z.number().int(),
});
export type RecruitmentReportOpportunity = z.infer<typeof recruitmentReportOpportunitySchema>;

export const recruitmentReportGroupSchema = z.object({
  /** The responsible's or squad's id; null for opportunities without one. */
  id: z.string().nullable(),
  name: z.string().nullable(),
  averages: z.object({
    recruitment: stageAverageSchema,
    evaluation: stageAverageSchema,
    selection: stageAverageSchema,
    interview: stageAverageSchema,
    closed: stageAverageSchema,
  }),
  totalOpportunities: z.number().int(),
  opportunities: z.array(recruitmentReportOpportunitySchema),
});
export type RecruitmentReportGroup = z.infer<typeof recruitmentReportGroupSchema>;

/** 002 §3 'Recruitment report warning'. */
export const recruitmentReportWarningSchema = z.object({
  oppId: z.string(),
  oppname: z.string(),
  candidate: z.string(),
  /** Stage 1 to 4. */
  step: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type RecruitmentReportWarning = z.infer<typeof recruitmentReportWarningSchema>;

export const recruitmentReportResponseSchema = z.object({
  filters: z.object({
    by: z.enum(REPORT_GROUP_FILTERS),
    id: z.string().nullable(),
    mediaFilter: z.enum(REPORT_MEDIA_FILTERS),
    start: z.string(),
    end: z.string(),
  }),
  /** Every group together. */
  overall: z.object({
    averages: recruitmentReportGroupSchema.shape.averages,
    totalOpportunities: z.number().int(),
  }),
  rows: z.array(recruitmentReportGroupSchema),
  warnings: z.array(recruitmentReportWarningSchema),
});
export type RecruitmentReportResponse = z.infer<typeof recruitmentReportResponseSchema>;

/** One exported line (the CSV of REPORTS-MORE): an opportunity under its group, with its per-stage figures. */
export interface RecruitmentExportRow {
  opportunity: {
    titulo: string;
    idOpportunity: number;
    responsible: string;
    squad: string | null;
    media: Record<RecruitmentMediaKey, number | null>;
  };
}

// ---- Building the report from the opportunities' histories (pure; the API reads, this decides) ----

export interface RecruitmentReportInput {
  id: string;
  idOpportunity: number;
  titulo: string;
  quantidadeVagas: number;
  isFinished: boolean;
  label: string;
  fase: number;
  victories: readonly string[];
  defeats: number;
  history: OpportunityHistory;
}

function cellsOf(
  opportunity: RecruitmentReportInput,
  visits: readonly StageVisit[],
  mode: RecruitmentMediaMode,
  period: { start: string; end: string },
): { cells: RecruitmentReportOpportunity['cells']; media: RecruitmentReportOpportunity['media'] } {
  // An opportunity's cell is the mean of its few visits per stage (stageAverages' mean, without its median: a year's
  // report builds 10,000 of these). Days are multiples of 0.25, so the sum is exact in any order.
  const sums = [0, 0, 0, 0, 0];
  const counts = [0, 0, 0, 0, 0];
  let openStage = 0;
  for (const v of visits) {
    if (v.end === null) {
      openStage = v.stage;
      continue;
    }
    if (v.end < period.start || v.end > period.end) continue;
    const value = mode === 'intervalPerStage' ? v.days : v.elapsed;
    if (value === null) continue;
    sums[v.stage - 1] = (sums[v.stage - 1] as number) + value;
    counts[v.stage - 1] = (counts[v.stage - 1] as number) + 1;
  }
  const closedHere = opportunity.isFinished || opportunity.quantidadeVagas === 0;
  const cells = {} as RecruitmentReportOpportunity['cells'];
  const media = {} as RecruitmentReportOpportunity['media'];
  for (let index = 0; index < RECRUITMENT_MEDIA_KEYS.length; index++) {
    const key = RECRUITMENT_MEDIA_KEYS[index] as RecruitmentMediaKey;
    const count = counts[index] as number;
    const mean = count === 0 ? null : rounded((sums[index] as number) / count);
    media[key] = mean;
    // The stage the opportunity sits at (its open visit's) reads 'Em andamento' or 'Encerrada'.
    if (openStage === index + 1) cells[key] = { state: closedHere ? 'closed' : 'inProgress', value: null };
    else if (mean !== null) cells[key] = { state: 'value', value: mean };
    else cells[key] = { state: 'notVisited', value: null };
  }
  return { cells, media };
}

/**
 * Groups the opportunities by responsible or squad as they were when each stage moved, keeps the groups (and the
 * opportunities in each) with a visit in the period, and computes each group's and the overall averages.
 */
export function buildRecruitmentReport(
  opportunities: readonly RecruitmentReportInput[],
  filters: RecruitmentReportFilters,
  names: ReadonlyMap<string, string>,
): Pick<RecruitmentReportResponse, 'overall' | 'rows'> {
  const period = { start: filters.start, end: filters.end };
  const groups = new Map<
    string | null,
    { visits: StageVisit[]; opportunities: RecruitmentReportOpportunity[] }
  >();
  const allVisits: StageVisit[] = [];
  const counted = new Set<string>();
  for (const opportunity of opportunities) {
    // The visits that touch the period, by the group each belongs to (most opportunities have one group).
    let byGroup: Map<string | null, StageVisit[]> | null = null;
    let onlyKey: string | null = null;
    let onlyVisits: StageVisit[] | null = null;
    for (const visit of stageVisits(opportunity.history)) {
      if (!visitTouchesPeriod(visit, period)) continue;
      const key = filters.by === 'responsible' ? visit.responsibleId : visit.squadId;
      if (filters.id != null && key !== filters.id) continue;
      if (onlyVisits === null) {
        onlyKey = key;
        onlyVisits = [visit];
      } else if (byGroup === null && key === onlyKey) onlyVisits.push(visit);
      else {
        byGroup ??= new Map([[onlyKey, onlyVisits]]);
        const list = byGroup.get(key);
        if (list) list.push(visit);
        else byGroup.set(key, [visit]);
      }
    }
    if (onlyVisits === null) continue;
    for (const [key, groupVisits] of byGroup ?? [[onlyKey, onlyVisits] as const]) {
      const group = groups.get(key) ?? { visits: [], opportunities: [] };
      groups.set(key, group);
      group.visits.push(...groupVisits);
      allVisits.push(...groupVisits);
      counted.add(opportunity.id);
      group.opportunities.push({
        id: opportunity.id,
        idOpportunity: opportunity.idOpportunity,
        titulo: opportunity.titulo,
        title: opportunity.titulo,
        quantidadeVagas: opportunity.quantidadeVagas,
        isFinished: opportunity.isFinished,
        label: opportunity.label,
        fase: opportunity.fase,
        ...cellsOf(opportunity, groupVisits, filters.mediaFilter, period),
        victories: [...opportunity.victories],
        defeats: opportunity.defeats,
      });
    }
  }
  const rows = [...groups.entries()]
    .map(([id, group]) => ({
      id,
      name: id === null ? null : (names.get(id) ?? null),
      averages: stageAverages(group.visits, filters.mediaFilter, period),
      totalOpportunities: group.opportunities.length,
      opportunities: group.opportunities.sort((a, b) => a.idOpportunity - b.idOpportunity),
    }))
    .sort((a, b) => (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff'));
  return {
    overall: {
      averages: stageAverages(allVisits, filters.mediaFilter, period),
      totalOpportunities: counted.size,
    },
    rows,
  };
}

// ---- From candidature transitions to the opportunity's phase moves ----

/** One row of `candidature_transitions` as the report reads it (in recorded order). */
export interface CandidatureTransitionInput {
  candidatureId: string;
  kind: 'stage' | 'status';
  /** 1–4 for a stage change. */
  stage: number | null;
  /** The step's result after the change (stage changes): met, not met, or cleared (null). */
  met: boolean | null;
  /** The step's registration day, or the victory day of a change to status 6. */
  stepDay: string | null;
  /** Status changes: the status after. */
  toValue: number;
  /** The day the change was recorded (dates a move back, which has no registration day). */
  occurredDay: string;
  responsibleId: string | null;
  squadId: string | null;
}

/**
 * Replays an opportunity's candidature transitions into its phase after each one (002 §4: the opportunity moves on
 * at the first positive registration of a stage by any candidate; a victory ends the closing period). The phase is
 * 1 + the highest stage some candidature has met now, or 6 while some candidature is Selecionado. A move is dated
 * by the registration (or victory) day of the change that made it, or the day it was recorded for a move back.
 */
export function phaseMovesOf(transitions: readonly CandidatureTransitionInput[]): PhaseMove[] {
  const metBy = new Map<string, Set<number>>();
  const metCount = [0, 0, 0, 0, 0];
  const winners = new Set<string>();
  const moves: PhaseMove[] = [];
  for (const t of transitions) {
    if (t.kind === 'stage' && t.stage !== null && t.stage >= 1 && t.stage <= 4) {
      const met = metBy.get(t.candidatureId) ?? new Set<number>();
      metBy.set(t.candidatureId, met);
      const had = met.has(t.stage);
      if (t.met === true && !had) {
        met.add(t.stage);
        metCount[t.stage] = (metCount[t.stage] ?? 0) + 1;
      } else if (t.met !== true && had) {
        met.delete(t.stage);
        metCount[t.stage] = (metCount[t.stage] ?? 0) - 1;
      }
    } else if (t.kind === 'status') {
      if (t.toValue === 6) winners.add(t.candidatureId);
      else winners.delete(t.candidatureId);
    }
    let phase: RecruitmentPhase = 1;
    if (winners.size > 0) phase = 6;
    else
      for (let stage = 4; stage >= 1; stage--)
        if ((metCount[stage] ?? 0) > 0) {
          phase = (stage + 1) as RecruitmentPhase;
          break;
        }
    moves.push({
      day: t.stepDay ?? t.occurredDay,
      phase,
      responsibleId: t.responsibleId,
      squadId: t.squadId,
    });
  }
  return moves;
}
