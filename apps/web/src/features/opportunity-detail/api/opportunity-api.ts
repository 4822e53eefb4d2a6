import {
  type BecomeCandidateResponse,
  becomeCandidateResponseSchema,
  type OpportunityDetail,
  opportunityDetailSchema,
} from '@mosaico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n';
import { apiGet, apiSend, retryUnlessNotFound } from '../../../lib/api-client';

const opportunityKey = (id: string) => ['opportunity', id] as const;

export { isNotFound } from '../../../lib/api-client';

/** GET opportunity/{id}; the answer carries the signed-in person's fields, so the cache is per viewer. */
export function useOpportunity(id: string, viewerId: string | null) {
  return useQuery<OpportunityDetail>({
    queryKey: [...opportunityKey(id), viewerId ?? 'anonymous'],
    queryFn: ({ signal }) =>
      apiGet(`/opportunity/${encodeURIComponent(id)}`, opportunityDetailSchema, { signal }),
    retry: retryUnlessNotFound,
  });
}

/** POST opportunity/{id}/becomeCandidate as the professional applying (000 §7). */
export function useBecomeCandidate(id: string) {
  const queryClient = useQueryClient();
  return useMutation<BecomeCandidateResponse, Error, { userId: string; referrer: string }>({
    mutationFn: ({ userId, referrer }) =>
      apiSend(
        'POST',
        `/opportunity/${encodeURIComponent(id)}/becomeCandidate`,
        {
          activeLanguage: currentLanguage(),
          attachmentUrl: null,
          indicadoPor: referrer.trim() || null,
          _usuario: { _id: userId },
        },
        becomeCandidateResponseSchema,
      ),
    onSettled: async () => {
      // The page, the cards' "applied" badges and any list of applications change.
      await queryClient.invalidateQueries({ queryKey: opportunityKey(id) });
      await queryClient.invalidateQueries({ queryKey: ['opportunities'] });
    },
  });
}
