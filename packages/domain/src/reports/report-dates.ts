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
