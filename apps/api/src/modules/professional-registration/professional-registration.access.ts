import type { AccessRule } from '../../lib/access';

export const professionalRegistrationAccess: AccessRule[] = [
  {
    method: 'POST',
    url: '/api/users/register-professional',
    who: 'recruiter',
    note: 'a recruiter registers a professional (002 §2.13); professionals sign up through POST /auth/signup',
  },
  {
    method: 'PUT',
    url: '/api/users/register-professional',
    who: 'recruiter',
    note: 'a recruiter edits any professional (not a recruiter account); masked contacts stay as stored',
  },
  {
    method: 'GET',
    url: '/api/users/register-professional/:id',
    who: 'recruiter',
    params: { id: 'owner' },
    note: 'contacts masked by the person’s channels',
  },
  {
    method: 'POST',
    url: '/api/users/send-confirmation-mail',
    who: 'recruiter',
    note: 'only professionals registered by a recruiter still without a password',
  },
];
