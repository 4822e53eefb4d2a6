import { z } from 'zod';

/** A report day, YYYY-MM-DD (a calendar day, read in UTC by the server). */
export const reportDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'not a calendar day');

/** YYYY-MM-DD of a date in UTC. */
export function toReportDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 002 §9: the evaluation modal's default range, today to today + 7. */
export function defaultEvaluationReportRange(now: Date): { start: string; end: string } {
  const end = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  return { start: toReportDay(now), end: toReportDay(end) };
}

/** 002 §5: start not after end (days compare as text). */
export function areReportDaysInOrder(start: string, end: string): boolean {
  return start <= end;
}

/**
 * "Today" for every report's end-date rule: the calendar day in the easternmost time zone (UTC+14), as the
 * selection's date rules read it, so a recruiter anywhere may end a period on their own today and never later.
 */
export function reportToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export type ReportDatesProblem = 'REPORT_DATES_OUT_OF_ORDER' | 'REPORT_END_IN_FUTURE';

/**
 * The one date rule of every report (002 §5): a start after the end is REPORT_DATES_OUT_OF_ORDER ('Datas fora da
 * ordem cronologica.'); an end after `today` (see `reportToday`) is REPORT_END_IN_FUTURE, unless the report allows
 * it (the evaluations report, whose default range itself ends a week ahead, 002 §9). Null when the period is fine.
 */
export function reportDatesProblem(
  start: string,
  end: string,
  options: { today: string; futureAllowed?: boolean },
): ReportDatesProblem | null {
  if (!areReportDaysInOrder(start, end)) return 'REPORT_DATES_OUT_OF_ORDER';
  if (!options.futureAllowed && end > options.today) return 'REPORT_END_IN_FUTURE';
  return null;
}
