import { type RecruitmentReportRequest, recruitmentReportResponseSchema } from '@mosaico/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST reports/recruitment (002 §7.1): asked for whenever the filters are complete and in order. */
export function useRecruitmentReport(request: RecruitmentReportRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'recruitment', request],
    queryFn: ({ signal }) =>
      apiSend('POST', '/reports/recruitment', request, recruitmentReportResponseSchema, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    // A report is read, not edited: failures are shown with the server's message, not retried silently.
    retry: false,
  });
}
