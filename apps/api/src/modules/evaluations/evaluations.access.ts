import type { AccessRule } from '../../lib/access';

// 002 §6: evaluations are the recruiters'. A professional reads none, their own included (docs/decisions/incoming/evaluations.md).
export const evaluationsAccess: AccessRule[] = [
  { method: 'GET', url: '/api/userevaluation/types', who: 'recruiter' },
  { method: 'GET', url: '/api/userevaluation/user/:id', who: 'recruiter', params: { id: 'owner' } },
  {
    method: 'POST',
    url: '/api/userevaluation/:id/registrar-avaliacao',
    who: 'recruiter',
    params: { id: 'owner' },
    note: 'the evaluator recorded is the caller, whatever the body says',
  },
  {
    method: 'PUT',
    url: '/api/userevaluation/:evaluationId',
    who: 'recruiter',
    params: { evaluationId: '=unknown-evaluation' },
    note: '002 §6: recruiters edit evaluations (any recruiter, not only the author)',
  },
  {
    method: 'PUT',
    url: '/api/userevaluation/:evaluationId/criteria',
    who: 'recruiter',
    params: { evaluationId: '=unknown-evaluation' },
  },
];
