import type { AccessRule } from '../../lib/access';

export const placesAccess: AccessRule[] = [
  { method: 'GET', url: '/api/places/autocomplete', who: 'public' },
  { method: 'GET', url: '/api/places/:place_id', who: 'public', params: { place_id: 'place' } },
];
