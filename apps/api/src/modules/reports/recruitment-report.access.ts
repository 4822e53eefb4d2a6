import type { AccessRule } from '../../lib/access';

// 002 §6: reports are the recruiters'. Which responsible a recruiter may read is a field-level rule of the service.
export const recruitmentReportAccess: AccessRule[] = [
  {
    method: 'POST',
    url: '/api/reports/recruitment',
    who: 'recruiter',
    note: 'only a manager (rh_manager) may pick another responsible, all of them, or a squad (400 REPORT_MANAGER_ONLY)',
  },
];
