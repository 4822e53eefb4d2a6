import type { AccessRule } from '../../lib/access';

const opportunity = { id: 'opportunity' } as const;

export const selectionAccess: AccessRule[] = [
  {
    method: 'POST',
    url: '/api/opportunity/addProfessionalPreRegisterToRegisteredInOpportunity',
    who: 'recruiter',
  },
  {
    method: 'POST',
    url: '/api/opportunity/addProfessionalPreRegisterToCandidateInOpportunity',
    who: 'recruiter',
  },
  {
    method: 'GET',
    url: '/api/opportunity/:id/enrolled/:pageSize/:page/:filter/:order',
    who: 'recruiter',
    params: { id: 'opportunity', pageSize: '=12', page: '=1', filter: '=99', order: '=0' },
  },
  {
    method: 'GET',
    url: '/api/opportunity/:id/candidates/:pageSize/:page/:step/:status/:origin/:order/:responsible',
    who: 'recruiter',
    params: {
      id: 'opportunity',
      pageSize: '=12',
      page: '=1',
      step: '=99',
      status: '=99',
      origin: '=99',
      order: '=0',
      responsible: '=-1',
    },
  },
  { method: 'GET', url: '/api/opportunity/:id/all-candidates', who: 'recruiter', params: opportunity },
  {
    method: 'GET',
    url: '/api/opportunity/:id/candidature/:userId',
    who: 'recruiter',
    params: { id: 'opportunity', userId: 'owner' },
  },
  {
    method: 'POST',
    url: '/api/opportunity/:id/change-step-candidate',
    who: 'recruiter',
    params: opportunity,
  },
  {
    method: 'POST',
    url: '/api/opportunity/:id/change-info-candidate',
    who: 'recruiter',
    params: opportunity,
  },
  { method: 'POST', url: '/api/opportunity/:id/change-finish-notice', who: 'recruiter', params: opportunity },
  {
    method: 'POST',
    url: '/api/opportunity/:id/escolher-profissional',
    who: 'recruiter',
    params: opportunity,
  },
  {
    method: 'POST',
    url: '/api/opportunity/:id/changeStatusPreRegister',
    who: 'recruiter',
    params: opportunity,
  },
  { method: 'POST', url: '/api/opportunity/:id/sendInvite', who: 'recruiter', params: opportunity },
  { method: 'POST', url: '/api/opportunity/:id/dispenseTriaged', who: 'recruiter', params: opportunity },
  { method: 'POST', url: '/api/opportunity/:id/dispenseAllTriaged', who: 'recruiter', params: opportunity },
  { method: 'POST', url: '/api/opportunity/:id/final-dispense', who: 'recruiter', params: opportunity },
  {
    method: 'GET',
    url: '/api/opportunity/:id/get-statistics-dismissed-professionals',
    who: 'recruiter',
    params: opportunity,
  },
];
