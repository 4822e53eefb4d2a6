import {
  type Evaluation,
  type EvaluationCriterion,
  type EvaluationSavedResponse,
  type EvaluationTypeOption,
  evaluationSavedResponseSchema,
  evaluationsResponseSchema,
  evaluationTypeOptionSchema,
  type RegisterEvaluationBody,
  type UpdateEvaluationBody,
} from '@mosaico/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../lib/api-client';

const seg = encodeURIComponent;

export const evaluationKeys = {
  types: ['evaluation-types'] as const,
  ofProfessional: (professionalId: string) => ['evaluations', professionalId] as const,
};

/**
 * Everything that shows a professional's evaluations: their list, the professional's page, and the cards of the
 * opportunity professionals tabs (keys ['opportunity', id, 'professionals', …]), whose flags come from them.
 */
export function invalidateEvaluationViews(queryClient: QueryClient, professionalId: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [first, second, third] = query.queryKey;
      return (
        (first === 'evaluations' && second === professionalId) ||
        (first === 'professional' && second === professionalId) ||
        (first === 'opportunity' && third === 'professionals')
      );
    },
  });
}

/** GET userevaluation/types: the wizard's types (hidden ones never come; disabled ones flagged). */
export function useEvaluationTypes(enabled: boolean) {
  return useQuery<EvaluationTypeOption[]>({
    queryKey: evaluationKeys.types,
    queryFn: ({ signal }) => apiGet('/userevaluation/types', z.array(evaluationTypeOptionSchema), { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET userevaluation/user/{id}: newest first, with the flags of the one rule. */
export function useProfessionalEvaluations(professionalId: string) {
  return useQuery<Evaluation[]>({
    queryKey: evaluationKeys.ofProfessional(professionalId),
    queryFn: ({ signal }) =>
      apiGet(`/userevaluation/user/${seg(professionalId)}`, evaluationsResponseSchema, { signal }),
  });
}

export function useRegisterEvaluation(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation<EvaluationSavedResponse, Error, RegisterEvaluationBody>({
    mutationFn: (body) =>
      apiSend(
        'POST',
        `/userevaluation/${seg(professionalId)}/registrar-avaliacao`,
        body,
        evaluationSavedResponseSchema,
      ),
    onSettled: () => invalidateEvaluationViews(queryClient, professionalId),
  });
}

export function useUpdateEvaluation(professionalId: string, evaluationId: string) {
  const queryClient = useQueryClient();
  return useMutation<EvaluationSavedResponse, Error, UpdateEvaluationBody>({
    mutationFn: (body) =>
      apiSend('PUT', `/userevaluation/${seg(evaluationId)}`, body, evaluationSavedResponseSchema),
    onSettled: () => invalidateEvaluationViews(queryClient, professionalId),
  });
}

export function useUpdateEvaluationCriteria(professionalId: string, evaluationId: string) {
  const queryClient = useQueryClient();
  return useMutation<EvaluationSavedResponse, Error, EvaluationCriterion[]>({
    mutationFn: (avaliationCriteria) =>
      apiSend(
        'PUT',
        `/userevaluation/${seg(evaluationId)}/criteria`,
        { avaliationCriteria },
        evaluationSavedResponseSchema,
      ),
    onSettled: () => invalidateEvaluationViews(queryClient, professionalId),
  });
}
