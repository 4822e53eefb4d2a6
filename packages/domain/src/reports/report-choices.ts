/**
 * The one manager rule of every report (002 §6; issue 25 item 8: manager-only choices are field-level rules): a
 * recruiter who is not an HR manager may read only themselves; choosing another responsible, all of them
 * (`id` null) or a squad is REPORT_MANAGER_ONLY, answered as a 400 naming the field the caller chose.
 */
export const REPORT_MANAGER_ONLY = 'REPORT_MANAGER_ONLY' as const;

export interface ReportViewer {
  id: string;
  roles: readonly string[];
}

export interface ReportChoice {
  by: 'responsible' | 'squad';
  /** A responsible's user id or a squad id; null: all of them. */
  id: string | null;
}

export const isReportManager = (viewer: ReportViewer): boolean => viewer.roles.includes('rh_manager');

export function reportChoiceProblem(
  viewer: ReportViewer,
  choice: ReportChoice,
): typeof REPORT_MANAGER_ONLY | null {
  if (isReportManager(viewer)) return null;
  if (choice.by === 'responsible' && choice.id === viewer.id) return null;
  return REPORT_MANAGER_ONLY;
}
