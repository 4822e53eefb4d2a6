import {
  ALL_RESPONSIBLES_ID,
  DEFAULT_TALENT_SORT,
  defaultTalentPeriod,
  TALENT_BOARD_PAGE_SIZE,
  TALENT_GROUP_FILTERS,
  TALENT_SORT,
  type TalentGroupFilter,
  talentBoardEndDay,
} from '@mosaico/domain';

/*
 * The board's address and its first call, without the board's code: the route's early call (prefetch.ts) builds the
 * same URL as the screen's query. Read against the domain's lists (talent-board.ts, a module without zod), not its
 * schemas, so the shell that runs the early call carries no schema library (the first page's JavaScript budget).
 */

const GROUPS: readonly string[] = TALENT_GROUP_FILTERS;
const SORTS: readonly number[] = Object.values(TALENT_SORT);

/** The board's header filters (002 §2.5), all kept in the URL so a reload or a shared link shows the same board. */
export interface TalentFilters {
  group: TalentGroupFilter;
  responsible: string;
  sort: number;
  /** First and last day of the period (YYYY-MM-DD, both shown; the call sends the last + 1, 002 §5). */
  start: string;
  end: string;
  keywords: string[];
}

export const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readTalentFilters(params: URLSearchParams, today = new Date()): TalentFilters {
  const period = defaultTalentPeriod(today);
  const group = params.get('group') ?? 'all';
  const sort = Number(params.get('sort') ?? DEFAULT_TALENT_SORT);
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  return {
    group: GROUPS.includes(group) ? (group as TalentGroupFilter) : 'all',
    responsible: params.get('responsible') || ALL_RESPONSIBLES_ID,
    sort: SORTS.includes(sort) ? sort : DEFAULT_TALENT_SORT,
    start: DAY.test(start) ? start : period.start,
    end: DAY.test(end) ? end : period.end,
    keywords: params.getAll('keyword').filter((word) => word.trim().length > 0),
  };
}

/** Only what differs from the defaults goes in the URL. */
export function writeTalentFilters(filters: TalentFilters, today = new Date()): URLSearchParams {
  const period = defaultTalentPeriod(today);
  const params = new URLSearchParams();
  if (filters.group !== 'all') params.set('group', filters.group);
  if (filters.responsible !== ALL_RESPONSIBLES_ID) params.set('responsible', filters.responsible);
  if (filters.sort !== DEFAULT_TALENT_SORT) params.set('sort', String(filters.sort));
  if (filters.start !== period.start) params.set('start', filters.start);
  if (filters.end !== period.end) params.set('end', filters.end);
  for (const word of filters.keywords) params.append('keyword', word);
  return params;
}

/** GET users/get-talents/{pageSize}/{page} for these filters (002 §7.3): keywords joined by '|', end + 1 day. */
export function talentPagePath(filters: TalentFilters, page: number): string {
  const query = new URLSearchParams({
    responsable: filters.responsible,
    group: filters.group,
    sort: String(filters.sort),
    keywords: filters.keywords.join('|'),
    dateStart: filters.start,
    dateEnd: talentBoardEndDay(filters.end),
  });
  return `/users/get-talents/${TALENT_BOARD_PAGE_SIZE}/${page}?${query}`;
}
