import {
  type CreateCareersBody,
  type CreateCriterionBody,
  careersResponseSchema,
  checkCriterionNameResponseSchema,
  clientNamesResponseSchema,
  criterionTemplateSchema,
  criterionTemplatesResponseSchema,
  evaluationTypesResponseSchema,
  namedEntrySchema,
  type OpportunityWriteBody,
  opportunityCreatedSchema,
  opportunityEditSchema,
  opportunityTemplatesResponseSchema,
} from '@mosaico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiRequest, apiSend } from '../../../lib/api-client';

const seg = encodeURIComponent;

/** GET opportunity/{id}/edit: the opportunity as the form edits it (also the source of a duplicate). */
export function useOpportunityForEdit(id: string | null) {
  return useQuery({
    queryKey: ['opportunity', id, 'edit'],
    enabled: id !== null,
    queryFn: ({ signal }) => apiGet(`/opportunity/${seg(id ?? '')}/edit`, opportunityEditSchema, { signal }),
  });
}

/** POST opportunity (create, duplicate) or PUT opportunity/{id}/edit, always with sendToQueue (001 §2.2). */
export function useSaveOpportunity(editingId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpportunityWriteBody) =>
      editingId
        ? apiSend(
            'PUT',
            `/opportunity/${seg(editingId)}/edit`,
            { ...body, sendToQueue: true },
            opportunityCreatedSchema,
          )
        : apiSend('POST', '/opportunity', { ...body, sendToQueue: true }, opportunityCreatedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['opportunity'] }),
  });
}

const list = <T extends z.ZodType>(key: string, path: string, schema: T) => ({
  queryKey: ['opportunity-form', key],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet(path, schema, { signal }),
  staleTime: 60_000,
});

/** The lists the form chooses from (001 §7 'Related supporting calls'). */
export function useFormCatalogues() {
  return {
    clients: useQuery(list('clients', '/opportunity/list/All-clients', clientNamesResponseSchema)),
    criteria: useQuery(list('criteria', '/criteria', criterionTemplatesResponseSchema)),
    careers: useQuery(list('careers', '/carreiras', careersResponseSchema)),
    interests: useQuery(list('interests', '/dictionary/interests', z.array(namedEntrySchema))),
    evaluations: useQuery(list('evaluations', '/userevaluation', evaluationTypesResponseSchema)),
    templates: useQuery(list('templates', '/opportunity-templates', opportunityTemplatesResponseSchema)),
  };
}

export const checkCriterionName = (nome: string) =>
  apiGet(`/criteria/check-name?nome=${seg(nome)}`, checkCriterionNameResponseSchema);

export function useCreateCriterion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCriterionBody) => apiSend('POST', '/criteria', body, criterionTemplateSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['opportunity-form', 'criteria'] }),
  });
}

export function useCareerChanges(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['opportunity-form', 'careers'] });
  return {
    create: useMutation({
      mutationFn: (body: CreateCareersBody) =>
        apiSend('POST', `/carreiras/${seg(userId)}`, body, careersResponseSchema),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest(`/carreiras/${seg(id)}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}

export type FormCatalogues = ReturnType<typeof useFormCatalogues>;
