import {
  TALENT_BOARD_PAGE_SIZE,
  TALENT_BOARD_UNLOCK_PERCENT,
  type TalentBoardResponse,
  type TalentCard,
  type TalentPhase,
  type TalentSaveBody,
  talentDetailSchema,
  talentGroupSchema,
  talentMessageSchema,
} from '@mosaico/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { apiGet, apiGetArrived, apiSend } from '../../../lib/api-client';
import { precompiledSchema } from '../../../lib/contract-validators';
import { validate as validTalentBoardPage } from '../../../lib/contract-validators/generated/talent-board-page';
import { DAY, type TalentFilters, talentPagePath } from './talent-board-url';

export type TalentColumns = Record<TalentPhase, TalentCard[]>;

/**
 * 002 §3 'Board response', checked by the validator compiled from talentBoardResponseSchema: a board is thousands
 * of cards, which zod checks field by field under the page's content security policy (docs/decisions/talent-board.md).
 */
const talentBoardPageSchema = precompiledSchema<TalentBoardResponse>(
  validTalentBoardPage,
  'talent board page',
);

/**
 * The pages of one load of the board as far as the columns show them, how many talents have arrived (the progress,
 * which may run ahead of the columns) and whether every page is in.
 */
interface BoardLoad {
  pages: TalentBoardResponse[];
  total: number;
  loaded: number;
  complete: boolean;
}

const cardsIn = (page: TalentBoardResponse) =>
  page.waiting.length + page.participating.length + page.finished.length;

function loadedCount(pages: readonly TalentBoardResponse[]): number {
  return pages.reduce((sum, page) => sum + cardsIn(page), 0);
}

/**
 * While a board loads, the progress bar moves at most every PROGRESS_EVERY_MS, and the columns take the pages that
 * came meanwhile at most every COLUMNS_EVERY_MS: drawing the columns again costs tens of milliseconds of the main
 * thread at thousands of cards, moving the bar next to nothing (docs/decisions/talent-board.md, 'third pass').
 */
const PROGRESS_EVERY_MS = 100;
const COLUMNS_EVERY_MS = 600;

/**
 * The whole board: pages asked for one after another until every talent is in (002 §9), with the progress in
 * percent. Loading only happens when both dates are set and the period is in order (002 §5).
 *
 * Pages of TALENT_BOARD_PAGE_SIZE come one after another, the next asked as soon as one arrives (not after the
 * screen has drawn it); the progress and the columns are told of them at their own pace (PROGRESS_EVERY_MS,
 * COLUMNS_EVERY_MS; docs/decisions/talent-board.md, 'Loading the whole board'). A board already complete for these filters (asked again after a save) stays as it is until the new load
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
        apiGetArrived(talentPagePath(filters, page), talentBoardPageSchema, { signal });
      const pages: TalentBoardResponse[] = [await (await ask(1))()];
      const total = pages[0]?.total ?? 0;
      const lastPage = Math.ceil(total / TALENT_BOARD_PAGE_SIZE);
      let shown: TalentBoardResponse[] = [];
      let shownAt = Number.NEGATIVE_INFINITY;
      let progressAt = Number.NEGATIVE_INFINITY;
      const publish = () => {
        const now = performance.now();
        if (now - shownAt >= COLUMNS_EVERY_MS) {
          shown = [...pages];
          shownAt = now;
        } else if (now - progressAt < PROGRESS_EVERY_MS) {
          return;
        }
        progressAt = now;
        // The same `shown` array between columns updates: the columns' memo keeps them as they are.
        client.setQueryData<BoardLoad>(queryKey, {
          pages: shown,
          total,
          loaded: loadedCount(pages),
          complete: false,
        });
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
        if (showPartial) publish();
      }
      // A load that stopped early (an empty page: talents gone meanwhile) leaves its last request unread.
      arrived?.catch(() => undefined);
      return { pages, total, loaded: loadedCount(pages), complete: true };
    },
    enabled,
    placeholderData: keepPreviousData,
    // The answer is thousands of cards: TanStack's structural sharing compared it whole, field by field, with the
    // last one at every step of a load. Cards keep their identity anyway (each page's objects are appended).
    structuralSharing: false,
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
  const loaded = query.data?.loaded ?? 0;
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
