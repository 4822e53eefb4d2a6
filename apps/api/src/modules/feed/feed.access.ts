import type { AccessRule } from '../../lib/access';

export const feedAccess: AccessRule[] = [
  { method: 'GET', url: '/api/events', who: 'recruiter' },
  { method: 'GET', url: '/api/feed/:id', who: 'recruiter', params: { id: 'owner' } },
  { method: 'POST', url: '/api/feed/:id', who: 'recruiter', params: { id: 'owner' } },
  {
    method: 'PUT',
    url: '/api/feed/:id/:eventId',
    who: 'recruiter',
    params: { id: 'owner', eventId: '=unknown-event' },
    note: 'any recruiter may edit an event a recruiter wrote (002 §6); automatic events answer 409 FEED_EVENT_NOT_EDITABLE',
  },
];
