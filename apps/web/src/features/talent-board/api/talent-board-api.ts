import {
  TALENT_BOARD_PAGE_SIZE,
  TALENT_BOARD_UNLOCK_PERCENT,
  type TalentBoardResponse,
  type TalentCard,
  type TalentPhase,
  type TalentSaveBody,
  talentBoardResponseSchema,
  talentDetailSchema,
  talentGroupSchema,
  talentMessageSchema,
} from '@mosaico/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { apiGet, apiGetArrived, apiSend } from '../../../lib/api-client';
import { DAY, type TalentFilters, talentPagePath } from './talent-board-url';

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

/**
 * How often the screen is told of the pages that came in meanwhile: the progress bar moves 5 times a second, and
 * each time the columns draw again (docs/decisions/talent-board.md, 'Loading the whole board').
 */
const PUBLISH_EVERY_MS = 200;

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
      // Resolves once a page's answer is in, to the function that reads it: the next page is asked before then.
      const ask = (page: number) =>
        apiGetArrived(talentPagePath(filters, page), talentBoardResponseSchema, { signal });
      const pages: TalentBoardResponse[] = [await (await ask(1))()];
      const total = pages[0]?.total ?? 0;
      const lastPage = Math.ceil(total / TALENT_BOARD_PAGE_SIZE);
      let publishedAt = Number.NEGATIVE_INFINITY;
      const publish = () => {
        publishedAt = performance.now();
        client.setQueryData<BoardLoad>(queryKey, { pages: [...pages], total, complete: false });
      };
      if (showPartial && lastPage > 1) publish();
      let arrived = lastPage >= 2 ? ask(2) : null;
      for (let page = 2; arrived; page += 1) {
        const read = await arrived;
        // Still one request at a time: the next leaves once this one's answer is in, and is read meanwhile.
        arrived = page < lastPage ? ask(page + 1) : null;
        const answer = await read();
        pages.push(answer);
        if (cardsIn(answer) === 0 || loadedCount(pages) >= total) break;
        if (showPartial && performance.now() - publishedAt >= PUBLISH_EVERY_MS) publish();
      }
      // A load that stopped early (an empty page: talents gone meanwhile) leaves its last request unread.
      arrived?.catch(() => undefined);
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
