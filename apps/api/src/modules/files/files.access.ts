import type { AccessRule } from '../../lib/access';

export const filesAccess: AccessRule[] = [
  {
    method: 'POST',
    url: '/api/documents/file',
    who: 'public',
    note: 'anonymous CV uploads for sign-up (rate-limited, readable by nobody until bound); photos need a session',
  },
  {
    method: 'GET',
    url: '/api/documents/file/:id',
    who: 'self-or-recruiter',
    ownerParam: null,
    params: { id: 'ownerFile' },
    note: 'the id is a file: the service lets its owner and recruiters read it',
  },
  {
    method: 'POST',
    url: '/api/documents/file/uploadCv',
    who: 'signed-in',
    note: 'the body names the user: the service allows the user or a recruiter',
  },
  {
    method: 'DELETE',
    url: '/api/documents/file/deleteCv',
    who: 'signed-in',
    note: 'the body names the user: the owner, or a recruiter for CVs HR added',
  },
  { method: 'GET', url: '/api/users/:id/attachments', who: 'self-or-recruiter', params: { id: 'owner' } },
];
