// 002 §9: default periods of the recruiter reports.
export const EVALUATION_REPORT_DEFAULT_RANGE_DAYS = 7; // today to today + 7
export const RECRUITMENT_REPORT_DEFAULT_DAYS = 30; // the last 30 days up to today

// 002 §2.12: how averages are shown.
export const REPORT_MEDIA_FILTERS = ['elapsedUntilStage', 'intervalPerStage'] as const;
export const REPORT_GROUP_FILTERS = ['responsible', 'squad'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 002 §9: the recruitment report's default period, the last 30 days up to today. */
export function defaultRecruitmentReportPeriod(now: Date): { start: Date; end: Date } {
  return { start: new Date(now.getTime() - RECRUITMENT_REPORT_DEFAULT_DAYS * DAY_MS), end: now };
}
