import { prefetchGet } from '../../lib/api-client';

const seg = encodeURIComponent;

/**
 * The calls the professionals screen makes as it opens, started as its route is entered (`withEarlyCalls`) so they
 * travel while the screen's code and catalogues load (issue 9: they used to leave only once that code had run). Paths are the
 * same the screen's queries ask for (api/professionals-api.ts, api/selection-api.ts, lib/catalogues.ts); the
 * screen then takes these answers instead of asking again. Kept apart from the screen so the shell stays small.
 */
export function prefetchProfessionalsScreen(id: string, search: URLSearchParams): void {
  const base = `/opportunity/${seg(id)}`;
  prefetchGet(`${base}/get-status-compativeis`);
  prefetchGet(base);
  prefetchGet(`${base}/get-opportunity-preference`);
  if (search.get('state') === 'candidates') {
    prefetchGet(`${base}/all-candidates`);
    prefetchGet('/responsables');
  }
}
