import type { AccessRule } from '../../lib/access';

export const opportunityCommentsAccess: AccessRule[] = [
  {
    method: 'GET',
    url: '/api/opportunity/:id/comments',
    who: 'recruiter',
    params: { id: 'opportunity' },
  },
  { method: 'POST', url: '/api/opportunity/comment', who: 'recruiter' },
  {
    method: 'PUT',
    url: '/api/opportunity/comment',
    who: 'recruiter',
    note: 'only the comment’s author; the service answers 403 COMMENT_NOT_AUTHOR to other recruiters',
  },
  {
    method: 'DELETE',
    url: '/api/opportunity/comment',
    who: 'recruiter',
    note: 'only the comment’s author; the service answers 403 COMMENT_NOT_AUTHOR to other recruiters',
  },
];
