import {
  type CompatiblesOrder,
  type CompatiblesResponse,
  compatiblesResponseSchema,
  type MatchStatus,
  matchStatusResponseSchema,
  type OpportunityDetail,
  opportunityDetailSchema,
  opportunityExpandedCardSchema,
  opportunityPreferenceSchema,
  PAGE_SIZES,
  TIMINGS_MS,
} from '@mosaico/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, retryUnlessNotFound } from '../../../lib/api-client';

const seg = encodeURIComponent;

export const professionalsKeys = {
  all: (id: string) => ['opportunity', id, 'professionals'] as const,
  status: (id: string) => ['opportunity', id, 'professionals', 'status'] as const,
  preference: (id: string) => ['opportunity', id, 'professionals', 'preference'] as const,
  header: (id: string) => ['opportunity', id, 'professionals', 'header'] as const,
  counts: (id: string) => ['opportunity', id, 'professionals', 'counts'] as const,
  compatibles: (id: string, page: number, order: CompatiblesOrder, weaker: boolean) =>
    ['opportunity', id, 'professionals', 'compatibles', page, order, weaker] as const,
};

export { isNotFound } from '../../../lib/api-client';

/**
 * GET opportunity/{id}/get-status-compativeis, polled every 1000 ms (001 §2.6, §9) while it is not 'completed'.
 * An unknown opportunity answers 404, which the screen shows as "not found".
 */
export function useCompatiblesStatus(id: string) {
  return useQuery<{ status: MatchStatus }>({
    queryKey: professionalsKeys.status(id),
    queryFn: ({ signal }) =>
      apiGet(`/opportunity/${seg(id)}/get-status-compativeis`, matchStatusResponseSchema, { signal }),
    retry: retryUnlessNotFound,
    refetchInterval: (query) =>
      query.state.data?.status === 'completed' || query.state.error ? false : TIMINGS_MS.compatiblesPolling,
    // Once completed the list owns the screen; a refocus must not bring the waiting text back.
    refetchOnWindowFocus: false,
  });
}

/** GET opportunity/{id}: title, number and the fields of the stage label (recruiters always get the full one). */
export function useOpportunityHeader(id: string) {
  return useQuery<OpportunityDetail>({
    queryKey: professionalsKeys.header(id),
    queryFn: ({ signal }) => apiGet(`/opportunity/${seg(id)}`, opportunityDetailSchema, { signal }),
    retry: retryUnlessNotFound,
  });
}

export interface TabCounts {
  compatibles: number;
  enrolled: number;
  candidates: number;
}

/**
 * The three tab counters whatever tab is open, from GET opportunity/kanban/{id} (the expanded card's data, 002 §7.5):
 * quantidadeCompativeis (above 60 %), quantidadeTriados and quantidadeCandidatos, counted as the tabs count them.
 * Under the professionals key, so every card or tab action that refreshes the tabs refreshes the counters too.
 */
export function useTabCounts(id: string) {
  return useQuery<TabCounts>({
    queryKey: professionalsKeys.counts(id),
    queryFn: async ({ signal }) => {
      const card = await apiGet(`/opportunity/kanban/${seg(id)}`, opportunityExpandedCardSchema, { signal });
      return {
        compatibles: card.quantidadeCompativeis,
        enrolled: card.quantidadeTriados,
        candidates: card.quantidadeCandidatos,
      };
    },
    retry: retryUnlessNotFound,
  });
}

// 001 §7 "returns pcdPref": either the bare boolean or an object carrying it.
/**
 * GET opportunity/{id}/get-opportunity-preference (001 §7): whether the opportunity prefers PCD professionals,
 * which makes "PCD first" the default order (001 §9).
 */
export function useOpportunityPreference(id: string) {
  return useQuery<boolean>({
    queryKey: professionalsKeys.preference(id),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/opportunity/${seg(id)}/get-opportunity-preference`, opportunityPreferenceSchema, {
          signal,
        })
      ).pcdPref,
    retry: retryUnlessNotFound,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GET opportunity/{id}/compatibles/{pageSize}/{page}/{order}: 12 per page (001 §9), pages from 1; compatible means
 * above 60 %, and `weaker` also lists the eligible professionals at 60 % or less (DECISIONS 'Compatible').
 */
export function useCompatibles(
  id: string,
  page: number,
  order: CompatiblesOrder,
  weaker: boolean,
  enabled: boolean,
) {
  return useQuery<CompatiblesResponse>({
    queryKey: professionalsKeys.compatibles(id, page, order, weaker),
    queryFn: ({ signal }) =>
      apiGet(
        `/opportunity/${seg(id)}/compatibles/${PAGE_SIZES.compatibles}/${page}/${order}${weaker ? '?weaker=true' : ''}`,
        compatiblesResponseSchema,
        { signal },
      ),
    enabled,
    retry: retryUnlessNotFound,
    // Paging keeps the previous page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}
