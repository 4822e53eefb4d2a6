import {
  type CsvFlavourName,
  deletedProfileSchema,
  type EvaluationsReportBody,
  evaluationsReportSchema,
  opportunitiesReportRowSchema,
  preRegisterReportRowSchema,
  type ReportFilters,
  type ReportKind,
  registeredByHrRowSchema,
  reportLinkSchema,
  sendReportEmailResponseSchema,
} from '@mosaico/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** POST users/recruiterEvaluations/me (002 §7.1): the evaluations report of a period and responsible. */
export function useEvaluationsReport(body: EvaluationsReportBody | null) {
  return useQuery({
    queryKey: ['reports', 'evaluations', body],
    queryFn: () => apiSend('POST', '/users/recruiterEvaluations/me', body, evaluationsReportSchema),
    enabled: body !== null,
  });
}

/** GET /deletedProfile/byDate (a period) or /deletedProfile (every record). */
export function useDeletedProfiles(period: { start: string; end: string } | null | undefined) {
  // undefined: not asked yet (modal closed, or the period is invalid); null: every record.
  return useQuery({
    queryKey: ['reports', 'deleted-profiles', period],
    enabled: period !== undefined,
    queryFn: () =>
      period
        ? apiGet('/deletedProfile/byDate', z.array(deletedProfileSchema), { query: period })
        : apiGet('/deletedProfile', z.array(deletedProfileSchema)),
  });
}

export const OTHER_REPORTS = {
  'pre-registrations': { path: 'preRegisterReport', schema: z.array(preRegisterReportRowSchema) },
  opportunities: { path: 'opportunitiesReport', schema: z.array(opportunitiesReportRowSchema) },
  'registered-by-hr': { path: 'ProfessionalsRegisteredByHR', schema: z.array(registeredByHrRowSchema) },
} as const;
export type OtherReportKind = keyof typeof OTHER_REPORTS;

/** GET reports/<report>/{start}/{end}/{responsible}. */
export function useOtherReport(
  kind: OtherReportKind,
  params: { start: string; end: string; responsible: string } | null,
) {
  return useQuery({
    queryKey: ['reports', kind, params],
    queryFn: () => {
      const { path, schema } = OTHER_REPORTS[kind];
      const p = params as { start: string; end: string; responsible: string };
      const segments = [p.start, p.end, p.responsible].map(encodeURIComponent).join('/');
      return apiGet(`/reports/${path}/${segments}`, schema) as Promise<z.infer<typeof schema>>;
    },
    enabled: params !== null,
  });
}

/** The export URL of a report: GET /api/reports/export/:kind?flavour=…&<filters>. */
export function reportExportPath(kind: ReportKind, flavour: CsvFlavourName, query: ReportFilters): string {
  const params = new URLSearchParams({ ...query, flavour });
  return `/api/reports/export/${kind}?${params.toString()}`;
}

/** Downloads a report's CSV with the session (the route needs the bearer token). */
export function downloadReportCsv(kind: ReportKind, flavour: CsvFlavourName, query: ReportFilters) {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile(reportExportPath(kind, flavour, query), `mosaico-${kind}-${day}-${flavour}.csv`);
}

/** POST reports/sendReportEmail: the CSV mailed to the signed-in recruiter. */
export function useSendReportEmail() {
  return useMutation({
    mutationFn: (input: { report: ReportKind; flavour: CsvFlavourName; filters: ReportFilters }) =>
      apiSend('POST', '/reports/sendReportEmail', input, sendReportEmailResponseSchema),
  });
}

/**
 * For the reports page (`/reports/:token`): which report a signed link opens and with which filters.
 * Throws the server's error (REPORT_LINK_INVALID / REPORT_LINK_EXPIRED, translated) for a bad link.
 */
export function fetchReportLink(token: string) {
  return apiGet(`/reports/token/${encodeURIComponent(token)}`, reportLinkSchema);
}

export function useReportLink(token: string | undefined) {
  return useQuery({
    queryKey: ['reports', 'link', token],
    queryFn: () => fetchReportLink(token as string),
    enabled: Boolean(token),
    retry: false,
  });
}
