import {
  CLOSE_REASONS,
  type CloseReason,
  deleteOpportunityResponseSchema,
  FINISH_DESCRIPTION_MAX_LENGTH,
  type FinishOpportunityBody,
  finishOpportunityResponseSchema,
  linkedInTextsSchema,
  opportunityStateSchema,
  type UpdatePublicBody,
} from '@mosaico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, apiSend } from '../../../lib/api-client';

/** Recruiter actions on one opportunity (001 §7), with the request and answer schemas of packages/domain. */

export { CLOSE_REASONS, type CloseReason };
/** 001 §5: the finishing description is required and at most 80 characters. */
export const FINISH_DESCRIPTION_MAX = FINISH_DESCRIPTION_MAX_LENGTH;

function useInvalidateOpportunity(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['opportunity', id] }),
      queryClient.invalidateQueries({ queryKey: ['opportunities'] }),
    ]);
}

export function useSetPublic(id: string) {
  const invalidate = useInvalidateOpportunity(id);
  return useMutation({
    mutationFn: (isPublic: boolean) =>
      apiSend(
        'PUT',
        '/opportunity/update-public',
        { opportunityId: id, status: isPublic } satisfies UpdatePublicBody,
        opportunityStateSchema,
      ),
    onSuccess: invalidate,
  });
}

export interface FinishInput {
  reason: CloseReason;
  description: string;
  notify: boolean;
  language: string;
}

export function useFinishOpportunity(id: string) {
  return useMutation({
    mutationFn: (input: FinishInput) =>
      apiSend(
        'POST',
        `/opportunity/${encodeURIComponent(id)}/finalizar-processo-seletivo`,
        {
          activeLanguage: input.language,
          sendMailToProfessionals: input.notify,
          selectedReason: { label: input.reason },
          description: input.description.trim(),
        } satisfies FinishOpportunityBody,
        finishOpportunityResponseSchema,
      ),
  });
}

export function useDeleteOpportunity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiSend('DELETE', `/opportunity/${encodeURIComponent(id)}`, undefined, deleteOpportunityResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['opportunities'] }),
  });
}

/** GET opportunity/{id}/generat-key-word (001 §2.3). */
export function useLinkedInKeywords(id: string, enabled: boolean) {
  // The title is written in the reader's language (the call's Accept-Language): one answer per language.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['opportunity', id, 'linkedin-keywords', i18n.language],
    enabled,
    queryFn: ({ signal }) =>
      apiGet(`/opportunity/${encodeURIComponent(id)}/generat-key-word`, linkedInTextsSchema, { signal }),
  });
}
