import {
  ALL_RESPONSIBLES_ID,
  DEFAULT_TALENT_SORT,
  defaultTalentPeriod,
  TALENT_BOARD_PAGE_SIZE,
  TALENT_BOARD_UNLOCK_PERCENT,
  type TalentBoardResponse,
  type TalentCard,
  type TalentGroupFilter,
  type TalentPhase,
  type TalentSaveBody,
  talentBoardEndDay,
  talentBoardResponseSchema,
  talentDetailSchema,
  talentGroupFilterSchema,
  talentGroupSchema,
  talentMessageSchema,
  talentSortSchema,
} from '@mosaico/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api-client';

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readTalentFilters(params: URLSearchParams, today = new Date()): TalentFilters {
  const period = defaultTalentPeriod(today);
  const group = talentGroupFilterSchema.safeParse(params.get('group') ?? 'all');
  const sort = talentSortSchema.safeParse(Number(params.get('sort') ?? DEFAULT_TALENT_SORT));
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  return {
    group: group.success ? group.data : 'all',
    responsible: params.get('responsible') || ALL_RESPONSIBLES_ID,
    sort: sort.success ? sort.data : DEFAULT_TALENT_SORT,
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

export type TalentColumns = Record<TalentPhase, TalentCard[]>;

/** The pages of one load of the board, as far as they have come, and whether every page is in. */
interface BoardLoad {
  pages: TalentBoardResponse[];
  total: number;
  complete: boolean;
}

const cardsIn = (page: TalentBoardResponse) =>
  page.waiting.length + page.participating.length + page.finished.length;

function loadedCount(pages: readonly TalentBoardResponse[]): number {
  return pages.reduce((sum, page) => sum + cardsIn(page), 0);
}

/** How often the screen is told of the pages that came in meanwhile (the progress bar moves ~12 times a second). */
const PUBLISH_EVERY_MS = 80;

/**
 * The whole board: pages asked for one after another until every talent is in (002 §9), with the progress in
 * percent. Loading only happens when both dates are set and the period is in order (002 §5).
 *
 * Pages of TALENT_BOARD_PAGE_SIZE come one after another, the next asked as soon as one arrives (not after the
 * screen has drawn it); the pages gathered are handed to the screen at most every PUBLISH_EVERY_MS
 * (docs/decisions/talent-board.md, 'Loading the whole board'). A board already complete for these filters (asked again after a save) stays as it is until the new load
 * is whole, as TanStack's refetch does.
 */
export function useTalentBoard(filters: TalentFilters) {
  const enabled = DAY.test(filters.start) && DAY.test(filters.end) && filters.start <= filters.end;
  const client = useQueryClient();
  const query = useQuery<BoardLoad>({
    queryKey: ['talent-board', filters],
    queryFn: async ({ queryKey, signal }) => {
      const showPartial = !client.getQueryData<BoardLoad>(queryKey)?.complete;
      const ask = (page: number) =>
        apiGet(talentPagePath(filters, page), talentBoardResponseSchema, { signal });
      const pages: TalentBoardResponse[] = [await ask(1)];
      const total = pages[0]?.total ?? 0;
      const lastPage = Math.ceil(total / TALENT_BOARD_PAGE_SIZE);
      let publishedAt = Number.NEGATIVE_INFINITY;
      const publish = () => {
        publishedAt = performance.now();
        client.setQueryData<BoardLoad>(queryKey, { pages: [...pages], total, complete: false });
      };
      if (showPartial && lastPage > 1) publish();
      for (let page = 2; page <= lastPage; page += 1) {
        const answer = await ask(page);
        pages.push(answer);
        if (cardsIn(answer) === 0 || loadedCount(pages) >= total) break;
        if (showPartial && performance.now() - publishedAt >= PUBLISH_EVERY_MS) publish();
      }
      return { pages, total, complete: true };
    },
    enabled,
    placeholderData: keepPreviousData,
  });

  const pages = query.data?.pages;
  // Each page's cards are appended: the card objects of earlier pages stay the same, so memoised cards stay put.
  const columns = useMemo<TalentColumns>(() => {
    const next: TalentColumns = { waiting: [], participating: [], finished: [] };
    for (const page of pages ?? []) {
      next.waiting.push(...page.waiting);
      next.participating.push(...page.participating);
      next.finished.push(...page.finished);
    }
    return next;
  }, [pages]);
  const total = query.data?.total ?? 0;
  const loaded = pages ? loadedCount(pages) : 0;
  const progress =
    !query.data || query.isPlaceholderData
      ? 0
      : query.data.complete || total === 0
        ? 100
        : Math.min(99, Math.round((loaded / total) * 100));
  return {
    query,
    enabled,
    columns,
    total,
    progress,
    /** 002 §2.5: the controls unlock once loading is about 99 % done. */
    ready: !enabled || (progress >= TALENT_BOARD_UNLOCK_PERCENT && !query.isPlaceholderData) || query.isError,
  };
}

/** GET talent: the groups (H1–H3) with their descriptions. */
export function useTalentGroups() {
  return useQuery({
    queryKey: ['talent-groups'],
    queryFn: ({ signal }) => apiGet('/talent', z.array(talentGroupSchema), { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET talent/{id}: the expanded card (002 §2.6). */
export function useTalentDetail(id: string) {
  return useQuery({
    queryKey: ['talent-detail', id],
    queryFn: ({ signal }) => apiGet(`/talent/${encodeURIComponent(id)}`, talentDetailSchema, { signal }),
  });
}

/** PUT talent/{id} (002 §5): group, responsible, 'Desistiu' and the salary expectation; the board asks again. */
export function useSaveTalent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TalentSaveBody) =>
      apiSend('PUT', `/talent/${encodeURIComponent(id)}`, body, talentMessageSchema),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['talent-detail', id] }),
        client.invalidateQueries({ queryKey: ['talent-board'] }),
      ]);
    },
  });
}
