import {
  type AllCandidatesResponse,
  type ApplicantsOrder,
  allCandidatesResponseSchema,
  attachmentListSchema,
  becomeCandidateResponseSchema,
  type DismissedStatistics,
  dismissedStatisticsSchema,
  type FindByKeywordResponse,
  findByKeywordResponseSchema,
  PAGE_SIZES,
  type ParticipantsResponse,
  participantsResponseSchema,
  preRegisterMessageSchema,
  selectionMessageSchema,
  TIMINGS_MS,
  type TriageOptions,
} from '@mosaico/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend, retryUnlessNotFound } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { professionalsKeys } from './professionals-api';

const seg = encodeURIComponent;

export const selectionKeys = {
  enrolled: (id: string, page: number, filter: number, order: ApplicantsOrder) =>
    [...professionalsKeys.all(id), 'enrolled', page, filter, order] as const,
  candidates: (
    id: string,
    page: number,
    stage: number,
    status: number,
    order: ApplicantsOrder,
    responsible: string,
  ) => [...professionalsKeys.all(id), 'candidates', page, stage, status, order, responsible] as const,
  kanban: (id: string) => [...professionalsKeys.all(id), 'kanban'] as const,
  dismissedStatistics: (id: string) => [...professionalsKeys.all(id), 'dismissed-statistics'] as const,
};

/**
 * GET opportunity/{id}/get-statistics-dismissed-professionals (001 §7): the dismissal counts, read when the final
 * dismissal asks for confirmation (under professionalsKeys, so every selection action refreshes it).
 */
export function useDismissedStatistics(id: string, enabled: boolean) {
  return useQuery<DismissedStatistics>({
    queryKey: selectionKeys.dismissedStatistics(id),
    queryFn: ({ signal }) =>
      apiGet(`/opportunity/${seg(id)}/get-statistics-dismissed-professionals`, dismissedStatisticsSchema, {
        signal,
      }),
    enabled,
    retry: retryUnlessNotFound,
  });
}

/** GET opportunity/{id}/enrolled/{pageSize}/{page}/{filter}/{order} (001 §7, §9): 12 per page. */
export function useEnrolled(
  id: string,
  page: number,
  filter: number,
  order: ApplicantsOrder,
  enabled: boolean,
) {
  return useQuery<ParticipantsResponse>({
    queryKey: selectionKeys.enrolled(id, page, filter, order),
    queryFn: ({ signal }) =>
      apiGet(
        `/opportunity/${seg(id)}/enrolled/${PAGE_SIZES.enrolled}/${page}/${filter}/${order}`,
        participantsResponseSchema,
        { signal },
      ),
    enabled,
    retry: retryUnlessNotFound,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET opportunity/{id}/candidates/{pageSize}/{page}/{step}/{status}/99/{order}/-1 (001 §7, §9): the fifth
 * parameter is the one the contract fixes at 99, the last the responsible recruiter (-1 all).
 */
export function useCandidates(
  id: string,
  page: number,
  stage: number,
  status: number,
  order: ApplicantsOrder,
  responsible: string,
  enabled: boolean,
) {
  return useQuery<ParticipantsResponse>({
    queryKey: selectionKeys.candidates(id, page, stage, status, order, responsible),
    queryFn: ({ signal }) =>
      apiGet(
        `/opportunity/${seg(id)}/candidates/${PAGE_SIZES.candidates}/${page}/${stage}/${status}/99/${order}/${seg(responsible)}`,
        participantsResponseSchema,
        { signal },
      ),
    enabled,
    retry: retryUnlessNotFound,
    placeholderData: keepPreviousData,
  });
}

/** GET opportunity/{id}/all-candidates: the candidate kanban's data, every candidate at once. */
export function useAllCandidates(id: string, enabled: boolean) {
  return useQuery<AllCandidatesResponse>({
    queryKey: selectionKeys.kanban(id),
    queryFn: ({ signal }) =>
      apiGet(`/opportunity/${seg(id)}/all-candidates`, allCandidatesResponseSchema, { signal }),
    enabled,
    retry: retryUnlessNotFound,
  });
}

export type SelectionAction =
  | { kind: 'enrol'; userId: string; conversionType: 'inscribe' | 'candidate'; triage: TriageOptions }
  | { kind: 'invite'; userId: string }
  | { kind: 'dismiss'; userId: string; type: 'dispensar-triado' | 'dispensar-candidato'; sendMail: boolean }
  | { kind: 'dismissAll'; sendMail: boolean }
  | { kind: 'finalDispense'; userIds: string[] }
  | { kind: 'resendPreRegister'; userId: string; opportunityTitle: string }
  | { kind: 'finishNotice'; userId: string; notifyOnFinish: boolean };

/** Every card and tab action; answers the server's message (already in the reader's language). */
export function useSelectionAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: SelectionAction): Promise<string> => {
      const base = `/opportunity/${seg(id)}`;
      switch (action.kind) {
        case 'enrol':
          return (
            await apiSend(
              'POST',
              `${base}/becomeCandidate`,
              {
                _usuario: { _id: action.userId },
                conversionType: action.conversionType,
                triageRecruitmentOptions: action.triage,
                byRH: true,
              },
              becomeCandidateResponseSchema,
            )
          ).message;
        case 'invite':
          return (
            await apiSend(
              'POST',
              `${base}/sendInvite`,
              { profissionalId: action.userId },
              selectionMessageSchema,
            )
          ).message;
        case 'dismiss':
          return (
            await apiSend(
              'POST',
              `${base}/dispenseTriaged`,
              { _usuario: { _id: action.userId }, type: action.type, sendDispensedMail: action.sendMail },
              selectionMessageSchema,
            )
          ).message;
        case 'dismissAll':
          return (
            await apiSend(
              'POST',
              `${base}/dispenseAllTriaged`,
              { sendDispensedMail: action.sendMail },
              selectionMessageSchema,
            )
          ).message;
        case 'resendPreRegister':
          await apiSend(
            'POST',
            '/users/resend-pre-register-email',
            { professionalId: action.userId, opportunityId: id, opportunityTitle: action.opportunityTitle },
            preRegisterMessageSchema,
          );
          return '';
        case 'finishNotice':
          await apiSend(
            'POST',
            `${base}/change-finish-notice`,
            { candidate: action.userId, notifyOnFinish: action.notifyOnFinish },
            z.object({ notifyOnFinish: z.boolean() }),
          );
          return '';
        case 'finalDispense':
          return (
            await apiSend('POST', `${base}/final-dispense`, { users: action.userIds }, selectionMessageSchema)
          ).message;
      }
    },
    onSuccess: (_message, action) => {
      // 001 §4: after dismissing all enrolled the lists reload after 400 ms.
      const delay = action.kind === 'dismissAll' ? TIMINGS_MS.dismissAllReload : 0;
      window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: professionalsKeys.all(id) });
      }, delay);
    },
  });
}

/** The professional's newest CV, fetched with the session and handed to the browser (001 §2.7 'view CV'). */
export async function openLatestCv(userId: string): Promise<boolean> {
  const list = await apiGet(`/users/${seg(userId)}/attachments`, attachmentListSchema);
  const latest = [...list].sort((a, b) => b.uploadDate.localeCompare(a.uploadDate))[0];
  if (!latest) return false;
  await downloadFile(latest.url, latest.fileName);
  return true;
}

/** POST opportunity/{id}/{pageSize}/{page}/find-by-keyword (001 §7, §9): 10 per page; nothing until a query. */
export function useKeywordSearch(id: string, query: string, page: number) {
  return useQuery<FindByKeywordResponse>({
    queryKey: [...professionalsKeys.all(id), 'keywords', query, page],
    queryFn: ({ signal }) =>
      apiSend(
        'POST',
        `/opportunity/${seg(id)}/${PAGE_SIZES.keywordSearch}/${page}/find-by-keyword`,
        { keywords: query, level: 0 },
        findByKeywordResponseSchema,
        { signal },
      ),
    enabled: query !== '',
    retry: retryUnlessNotFound,
    placeholderData: keepPreviousData,
  });
}
