// STUB: replaced at merge by REPORTS-MORE
export const REPORT_KINDS = [
  'recruitment',
  'evaluations',
  'deleted-profiles',
  'pre-registrations',
  'opportunities',
  'registered-by-hr',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
