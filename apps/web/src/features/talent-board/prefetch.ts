import { prefetchGet } from '../../lib/api-client';

/**
 * The calls the talent board makes as it opens, started as its route is entered (`withEarlyCalls`) so they travel
 * while the screen's code and catalogues load: the filters' catalogues (groups, responsibles) at once, and the first
 * page for the address's filters (the very URL the screen's query asks, prefetch.test.ts) as soon as the small
 * module that reads the address is in. That module is imported here, not at the top: it reads the domain's
 * constants, whose chunk the shell (which runs this) does not carry (the first page's JavaScript budget).
 */
export function prefetchTalentBoard(search: URLSearchParams): Promise<void> {
  prefetchGet('/talent');
  prefetchGet('/responsables');
  return import('./api/talent-board-url').then(
    ({ readTalentFilters, talentPagePath }) => {
      const filters = readTalentFilters(search);
      // A period out of order loads nothing (002 §5): nothing to start either.
      if (filters.start <= filters.end) prefetchGet(talentPagePath(filters, 1));
    },
    // The screen's own query asks for it anyway.
    () => undefined,
  );
}
