import type { AccessRule } from '../../lib/access';

export const dictionaryAccess: AccessRule[] = [
  { method: 'GET', url: '/api/dictionary/states', who: 'public' },
  { method: 'GET', url: '/api/dictionary/interests', who: 'public' },
  { method: 'GET', url: '/api/dictionary/careers', who: 'public' },
  { method: 'GET', url: '/api/dictionary/list', who: 'public' },
  {
    method: 'GET',
    url: '/api/dictionary/dictionary',
    who: 'public',
    note: 'the words a mosaic is built from',
  },
  { method: 'POST', url: '/api/dictionary', who: 'recruiter' },
  { method: 'POST', url: '/api/dictionary/en', who: 'recruiter' },
];
