import { z } from 'zod';
import { oneLineText } from '../shared/one-line';
import { reportDaySchema } from './report-dates';

/** Value of `responsible` meaning every recruiter (managers only, 002 §6). */
export const ALL_RESPONSIBLES_VALUE = 'all';

/**
 * POST users/recruiterEvaluations/{id} body (002 §7.1): {id} is the signed-in recruiter's id (or 'me');
 * responsible is a recruiter id or 'all'. Only rh_manager may name someone else or 'all' (002 §6).
 */
export const evaluationsReportBodySchema = z
  .object({
    dateStart: reportDaySchema,
    dateEnd: reportDaySchema,
    responsible: oneLineText().min(1).max(100),
  })
  .strict();
export type EvaluationsReportBody = z.infer<typeof evaluationsReportBodySchema>;

/**
 * 002 §3 Evaluation report row. Each count is the evaluations the recruiter registered in the period for a
 * professional whose candidature to the evaluation's opportunity stood at that stage (1 recrutamento, 2 avaliacao,
 * 3 selecao, 4 apresentacao); behavioural opinions (no opportunity) have no stage and are not counted.
 */
export const evaluationsReportRowSchema = z.object({
  responsibleId: z.string(),
  displayName: z.string(),
  recrutamento: z.number().int(),
  avaliacao: z.number().int(),
  selecao: z.number().int(),
  apresentacao: z.number().int(),
});
export type EvaluationsReportRow = z.infer<typeof evaluationsReportRowSchema>;

export const evaluationsReportSchema = z.object({
  rows: z.array(evaluationsReportRowSchema),
  /** Recruiters the caller may choose (a manager: every recruiter; others: only themselves). */
  responsibles: z.array(z.object({ id: z.string(), displayName: z.string() })),
  canChooseAnyone: z.boolean(),
});
export type EvaluationsReport = z.infer<typeof evaluationsReportSchema>;

export const EVALUATION_REPORT_STAGES = ['recrutamento', 'avaliacao', 'selecao', 'apresentacao'] as const;
export type EvaluationReportStage = (typeof EVALUATION_REPORT_STAGES)[number];

/**
 * The stage (1..4) a candidature stood at on a day (YYYY-MM-DD): the first stage not registered as met
 * (meetsTheRequirements 0) with a date on or before that day (DECISIONS "Stages and steps"); after stage 4 is met it
 * stays 4. No candidature (an evaluation for an opportunity the professional is not in) reads stage 1.
 */
export function candidatureStageOn(
  steps: ReadonlyArray<{ key: number; date: string | null; meetsTheRequirements?: 0 | 1 }> | null,
  day: string,
): 1 | 2 | 3 | 4 {
  if (!steps) return 1;
  for (const stage of [1, 2, 3, 4] as const) {
    const step = steps.find((candidate) => candidate.key === stage);
    const met = step?.meetsTheRequirements === 0 && step.date !== null && step.date.slice(0, 10) <= day;
    if (!met) return stage;
  }
  return 4;
}
