import type { AccessRule } from '../../lib/access';

// 002 §1: the reports are the recruiters'. 002 §6's manager rule (another responsible, or all) is a field-level
// rule in the service, the same for every report (400 REPORT_MANAGER_ONLY naming `responsible`).
export const moreReportsAccess: AccessRule[] = [
  {
    method: 'POST',
    url: '/api/users/recruiterEvaluations/:id',
    who: 'recruiter',
    params: { id: '=me' },
    note: "only an rh_manager may choose another responsible or 'all' (field-level, 002 §6)",
  },
  { method: 'GET', url: '/api/deletedProfile', who: 'recruiter' },
  { method: 'GET', url: '/api/deletedProfile/byDate', who: 'recruiter' },
  {
    method: 'POST',
    url: '/api/deletedProfile',
    who: 'manager',
    note: 'account deletion writes its own record; by hand only a manager (decisions/incoming/reports-more.md)',
  },
  {
    method: 'GET',
    url: '/api/reports/preRegisterReport/:start/:end/:responsible',
    who: 'recruiter',
    params: { start: '=2026-01-01', end: '=2026-01-31', responsible: '=all' },
    note: "only an rh_manager may choose another responsible or 'all' (field-level, 002 §6)",
  },
  {
    method: 'GET',
    url: '/api/reports/opportunitiesReport/:start/:end/:responsible',
    who: 'recruiter',
    params: { start: '=2026-01-01', end: '=2026-01-31', responsible: '=all' },
    note: "only an rh_manager may choose another responsible or 'all' (field-level, 002 §6)",
  },
  {
    method: 'GET',
    url: '/api/reports/ProfessionalsRegisteredByHR/:start/:end/:responsible',
    who: 'recruiter',
    params: { start: '=2026-01-01', end: '=2026-01-31', responsible: '=all' },
    note: "only an rh_manager may choose another responsible or 'all' (field-level, 002 §6)",
  },
  {
    method: 'GET',
    url: '/api/reports/export/:kind',
    who: 'recruiter',
    params: { kind: '=deleted-profiles' },
  },
  { method: 'POST', url: '/api/reports/sendReportEmail', who: 'recruiter' },
  {
    method: 'GET',
    url: '/api/reports/token/:token',
    who: 'recruiter',
    params: { token: 'token' },
    note: 'a signed report link opens for recruiters and no one else',
  },
];
