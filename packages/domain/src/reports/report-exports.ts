import { z } from 'zod';

/** Every report that can be exported as CSV, mailed or opened from a signed link (issue 25 item 6). */
export const REPORT_KINDS = [
  'recruitment',
  'evaluations',
  'deleted-profiles',
  'pre-registrations',
  'opportunities',
  'registered-by-hr',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** data: RFC 4180, UTF-8, comma, ISO dates. excel: BOM, ';' and decimal comma in Portuguese, CRLF. */
export const CSV_FLAVOURS = ['data', 'excel'] as const;
export type CsvFlavourName = (typeof CSV_FLAVOURS)[number];

/** How long a mailed report link stays valid (decisions/incoming/reports-more.md). */
export const REPORT_LINK_LIFETIME_DAYS = 7;

/** A report's filters as plain strings (query string values), as exports, mail and links carry them. */
export const reportFiltersSchema = z.record(z.string().max(60), z.string().max(200));
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

export const sendReportEmailBodySchema = z
  .object({
    report: z.enum(REPORT_KINDS),
    flavour: z.enum(CSV_FLAVOURS).default('excel'),
    filters: reportFiltersSchema.default({}),
  })
  .strict();
export type SendReportEmailBody = z.infer<typeof sendReportEmailBodySchema>;

export const sendReportEmailResponseSchema = z.object({ message: z.string(), link: z.string() });
export type SendReportEmailResponse = z.infer<typeof sendReportEmailResponseSchema>;

/** GET reports/token/:token: which report a signed link opens, with its filters. */
export const reportLinkSchema = z.object({
  report: z.enum(REPORT_KINDS),
  filters: reportFiltersSchema,
  expiresAt: z.string(),
});
export type ReportLink = z.infer<typeof reportLinkSchema>;
