import { prefetchGet } from '../../lib/api-client';

/**
 * The data call of the board as the KANBAN menu opens it (no filters in the address); `boardDataPath` builds the
 * same URL for the screen's query (prefetch.test.ts). Written out so the shell, which runs the route's loader,
 * carries none of the board's code.
 */
export const DEFAULT_BOARD_DATA_PATH = '/opportunity/kanban?squad=-1&responsible=-1&priority=4';

/**
 * The calls the opportunity kanban makes as it opens, started as its route is entered (`withEarlyCalls`) so they
 * travel while the screen's code and catalogues load: the board's data (when opened without filters) and the
 * filters' catalogues.
 */
export function prefetchOpportunityBoard(search: URLSearchParams): void {
  if (!search.has('squad') && !search.has('responsible') && !search.has('priority')) {
    prefetchGet(DEFAULT_BOARD_DATA_PATH);
  }
  prefetchGet('/squad');
  prefetchGet('/responsables');
}
