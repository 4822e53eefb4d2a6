import {
  type CandidateEntry,
  type ChangeInfoBody,
  type ChangeStepBody,
  candidateEntrySchema,
} from '@mosaico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend, retryUnlessNotFound } from '../../../lib/api-client';

const seg = encodeURIComponent;

export const candidatureProgressKeys = {
  entry: (opportunityId: string, professionalId: string) =>
    ['candidature-progress', opportunityId, professionalId] as const,
};

export { isNotFound } from '../../../lib/api-client';

/** 409 CANDIDATURE_CHANGED: somebody saved this candidature since the screen read it (issue 9 item 8). */
export const isStale = (error: unknown) => error instanceof ApiError && error.code === 'CANDIDATURE_CHANGED';

/**
 * A refusal for a rule of 001 §4–§5 (400 with a code and its translated message), as opposed to an unexpected
 * failure (network, server error), which the screen reports with the spec's generic text.
 */
export const isRuleRefusal = (error: unknown) =>
  error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500 && error.message !== '';

function fetchCandidature(opportunityId: string, professionalId: string, signal?: AbortSignal) {
  return apiGet(
    `/opportunity/${seg(opportunityId)}/candidature/${seg(professionalId)}`,
    candidateEntrySchema,
    { signal },
  );
}

/**
 * GET opportunity/{id}/candidature/{userId}: the candidature as the progress screen shows it. Read afresh on each
 * visit (not kept once the screen closes) and not refetched on focus: the screen works on the version it read, and
 * a stale write is answered by the server (409).
 */
export function useCandidature(opportunityId: string, professionalId: string) {
  return useQuery<CandidateEntry>({
    queryKey: candidatureProgressKeys.entry(opportunityId, professionalId),
    queryFn: ({ signal }) => fetchCandidature(opportunityId, professionalId, signal),
    retry: retryUnlessNotFound,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
}

/** The fresh candidature after a 409: read again, and kept in the query cache. */
export function useReloadCandidature(opportunityId: string, professionalId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: candidatureProgressKeys.entry(opportunityId, professionalId),
      queryFn: ({ signal }) => fetchCandidature(opportunityId, professionalId, signal),
      staleTime: 0,
    });
}

function useCandidatureWrite<Body>(opportunityId: string, professionalId: string, call: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiSend('POST', `/opportunity/${seg(opportunityId)}/${call}`, body, candidateEntrySchema),
    onSuccess: (entry) => {
      queryClient.setQueryData(candidatureProgressKeys.entry(opportunityId, professionalId), entry);
      // The opportunity (victories) and its professionals screen (tabs, kanban) show stages and statuses.
      void queryClient.invalidateQueries({ queryKey: ['opportunity', opportunityId] });
    },
  });
}

/** POST opportunity/{id}/change-step-candidate (001 §4, §5, §7): stages 1–4 with the version read. */
export function useSaveStages(opportunityId: string, professionalId: string) {
  return useCandidatureWrite<ChangeStepBody>(opportunityId, professionalId, 'change-step-candidate');
}

/** POST opportunity/{id}/change-info-candidate (001 §4, §5, §7): status and its day, capture, channel. */
export function useSaveInfo(opportunityId: string, professionalId: string) {
  return useCandidatureWrite<ChangeInfoBody>(opportunityId, professionalId, 'change-info-candidate');
}
