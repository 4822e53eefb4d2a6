import {
  type OpportunityExpandedCard,
  opportunityCardStatus,
  opportunityDatesResponseSchema,
  opportunityExpandedCardSchema,
  opportunityStateSchema,
  type UpdateAmountBody,
  type UpdateDefeatsBody,
  type UpdateLabelBody,
  type UpdatePublicBody,
  type UpdateResponsableBody,
  type UpdateSquadBody,
} from '@mosaico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, retryUnlessNotFound } from '../../../lib/api-client';

/** The expanded kanban card's calls (002 §2.4, §7.5): its data, its periods and the update-* calls. */

export { isNotFound } from '../../../lib/api-client';

const cardKey = (id: string) => ['opportunity-card', id] as const;
const datesKey = (id: string) => ['opportunity-card', id, 'dates'] as const;

export function useOpportunityCard(id: string) {
  return useQuery({
    queryKey: cardKey(id),
    queryFn: ({ signal }) =>
      apiGet(`/opportunity/kanban/${encodeURIComponent(id)}`, opportunityExpandedCardSchema, { signal }),
    retry: retryUnlessNotFound,
    refetchOnWindowFocus: false,
  });
}

export function useOpportunityDates(id: string, enabled: boolean) {
  return useQuery({
    queryKey: datesKey(id),
    queryFn: ({ signal }) =>
      apiGet(`/opportunity/dates/${encodeURIComponent(id)}`, opportunityDatesResponseSchema, { signal }),
    enabled,
    refetchOnWindowFocus: false,
  });
}

/** Each update answers the fresh card: the screen redraws from it; other screens' copies are marked stale. */
function useCardUpdate<B>(id: string, path: string, options: { reloadDates?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiSend('POST', path, body, opportunityExpandedCardSchema),
    onSuccess: (card: OpportunityExpandedCard) => {
      queryClient.setQueryData(cardKey(id), card);
      void queryClient.invalidateQueries({ queryKey: ['opportunity', id] });
      if (options.reloadDates) void queryClient.invalidateQueries({ queryKey: datesKey(id) });
    },
  });
}

/** 'Ativar no Kanban': changing the label reloads the dates (002 §4). */
export const useUpdateLabel = (id: string) =>
  useCardUpdate<UpdateLabelBody>(id, '/opportunity/update-label', { reloadDates: true });
export const useUpdateAmount = (id: string) =>
  useCardUpdate<UpdateAmountBody>(id, '/opportunity/update-amount');
export const useUpdateDefeats = (id: string) =>
  useCardUpdate<UpdateDefeatsBody>(id, '/opportunity/update-defeats');
export const useUpdateSquad = (id: string) => useCardUpdate<UpdateSquadBody>(id, '/opportunity/update-squad');
export const useUpdateResponsable = (id: string) =>
  useCardUpdate<UpdateResponsableBody>(id, '/opportunity/update-responsable');

/**
 * 'Exibir no Mural' through the opportunity's PUT update-public (001 §4): on forces the kanban on. It answers the
 * opportunity's state, so the card and its dates (publishing dates the recruitment) are read again.
 */
export function useSetMural(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPublic: boolean) =>
      apiSend(
        'PUT',
        '/opportunity/update-public',
        { opportunityId: id, status: isPublic } satisfies UpdatePublicBody,
        opportunityStateSchema,
      ),
    onSuccess: async (state) => {
      queryClient.setQueryData<OpportunityExpandedCard>(cardKey(id), (card) =>
        card
          ? {
              ...card,
              isPublic: state.isPublic,
              label: state.label,
              status: opportunityCardStatus(state),
            }
          : card,
      );
      void queryClient.invalidateQueries({ queryKey: ['opportunity', id] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cardKey(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: datesKey(id) }),
      ]);
    },
  });
}
