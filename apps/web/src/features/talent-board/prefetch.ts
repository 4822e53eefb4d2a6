import { prefetchGet } from '../../lib/api-client';
import { readTalentFilters, talentPagePath } from './api/talent-board-url';

/**
 * The calls the talent board makes as it opens, started as its route is entered (`withEarlyCalls`) so they travel
 * while the screen's code and catalogues load: the first page for the address's filters (the very URL the screen's
 * query asks, prefetch.test.ts) and the filters' catalogues (groups, responsibles). The address is read with the
 * domain's zod-free talent module, so the shell that runs this carries no schema library (the first page's
 * JavaScript budget).
 */
export function prefetchTalentBoard(search: URLSearchParams): void {
  const filters = readTalentFilters(search);
  // A period out of order loads nothing (002 §5): nothing to start either.
  if (filters.start <= filters.end) prefetchGet(talentPagePath(filters, 1));
  prefetchGet('/talent');
  prefetchGet('/responsables');
}
