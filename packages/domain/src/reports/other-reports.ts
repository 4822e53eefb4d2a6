import { z } from 'zod';
import { oneLineText } from '../shared/one-line';
import { reportDaySchema } from './report-dates';

/**
 * The three path parameters of reports/preRegisterReport, opportunitiesReport and ProfessionalsRegisteredByHR
 * (002 §7.1 leaves them unnamed): {start}/{end} days (YYYY-MM-DD, inclusive) and {responsible} (a recruiter id or
 * 'all').
 */
export const otherReportParamsSchema = z.object({
  start: reportDaySchema,
  end: reportDaySchema,
  responsible: oneLineText().min(1).max(100),
});
export type OtherReportParams = z.infer<typeof otherReportParamsSchema>;

/** One pre-registration made by a recruiter in the period. */
export const preRegisterReportRowSchema = z.object({
  created: z.string(),
  professionalName: z.string(),
  opportunityTitle: z.string(),
  idOpportunity: z.number().int().nullable(),
  recruiter: z.string().nullable(),
});
export type PreRegisterReportRow = z.infer<typeof preRegisterReportRowSchema>;

/** One opportunity created in the period, with where it stands today. */
export const opportunitiesReportRowSchema = z.object({
  created: z.string(),
  idOpportunity: z.number().int().nullable(),
  title: z.string(),
  responsible: z.string().nullable(),
  vacancies: z.number().int(),
  candidates: z.number().int(),
  hired: z.number().int(),
});
export type OpportunitiesReportRow = z.infer<typeof opportunitiesReportRowSchema>;

/** One professional a recruiter registered (registerRh) in the period. */
export const registeredByHrRowSchema = z.object({
  created: z.string(),
  displayName: z.string(),
  email: z.string(),
  recruiter: z.string().nullable(),
});
export type RegisteredByHrRow = z.infer<typeof registeredByHrRowSchema>;
