// STUB: replaced at merge by REPORTS-MAIN
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';

// Declared locally for the stub; REPORTS-MAIN exports the real ones from the domain's recruitment-report.ts.
export type RecruitmentReportFilters = Record<string, string>;
export interface RecruitmentExportRow {
  opportunity: {
    titulo: string;
    idOpportunity: number;
    responsible: string;
    squad: string | null;
    media: Record<'recruitment' | 'evaluation' | 'selection' | 'interview' | 'closed', number | null>;
  };
}

export async function recruitmentReportRows(
  _ctx: AppContext,
  _viewer: CurrentUser,
  _filters: RecruitmentReportFilters,
): Promise<RecruitmentExportRow[]> {
  return [];
}
