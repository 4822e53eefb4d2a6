import { z } from 'zod';
import { reportDaySchema } from './report-dates';

/** Value of `responsible` meaning every recruiter (managers only, 002 §6). */
export const ALL_RESPONSIBLES = 'all';

/**
 * POST users/recruiterEvaluations/{id} body (002 §7.1): {id} is the signed-in recruiter's id (or 'me');
 * responsible is a recruiter id or 'all'. Only rh_manager may name someone else or 'all' (002 §6).
 */
export const evaluationsReportBodySchema = z
  .object({
    dateStart: reportDaySchema,
    dateEnd: reportDaySchema,
    responsible: z.string().min(1).max(100),
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
