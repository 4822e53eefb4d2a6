import {
  attachmentListSchema,
  becomeCandidateResponseSchema,
  checkEmailResponseSchema,
  type PRE_REGISTER_TYPES,
  type PreRegisterBody,
  preRegisteredUserSchema,
  preRegisterMessageSchema,
  preRegisterResponseSchema,
  uploadedFileSchema,
} from '@mosaico/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend, apiUpload } from '../../../lib/api-client';

// The pre-registration calls of 001 §7 (users/pre-register, exclude-pre-register, check-email-cadastro) and the CV
// calls of the files module used for a pre-registered professional.

const seg = encodeURIComponent;

export const preRegisteredKey = (id: string) => ['pre-register', id] as const;

export function usePreRegistered(id: string | null) {
  return useQuery({
    queryKey: preRegisteredKey(id ?? ''),
    queryFn: ({ signal }) =>
      apiGet(`/users/pre-register/${seg(id ?? '')}`, preRegisteredUserSchema, { signal }),
    enabled: id !== null,
    // The form is filled once from the answer; a refetch behind it would not change what the recruiter types.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const checkEmailRegistered = (email: string, signal?: AbortSignal) =>
  apiGet(`/users/check-email-cadastro/${seg(email)}`, checkEmailResponseSchema, { signal });

export const savePreRegistration = (body: PreRegisterBody) =>
  apiSend('PUT', '/users/pre-register', body, preRegisterResponseSchema);

export const excludePreRegistration = (id: string) =>
  apiSend('DELETE', `/users/${seg(id)}/exclude-pre-register`, undefined, preRegisterMessageSchema);

/** Uploads the CV (checked by its bytes on the server) and attaches it to the professional, marked as added by HR. */
export async function attachCv(userId: string, file: File) {
  const uploaded = await apiUpload('/documents/file', file, undefined, uploadedFileSchema, {
    query: { kind: 'cv' },
  });
  return apiSend('POST', '/documents/file/uploadCv', { _id: userId, file: uploaded }, attachmentListSchema);
}

export const deleteCv = (userId: string, cvId: string) =>
  apiSend('DELETE', '/documents/file/deleteCv', { id: userId, cvId }, attachmentListSchema);

/** 001 §3 'Pre-register type': how a pre-registered professional joins the opportunity it was made for. */
export type PreRegisterType = (typeof PRE_REGISTER_TYPES)[number];

const CONVERSION_PATHS: Record<PreRegisterType, string> = {
  registered: '/opportunity/addProfessionalPreRegisterToRegisteredInOpportunity',
  candidate: '/opportunity/addProfessionalPreRegisterToCandidateInOpportunity',
};

/**
 * POST opportunity/addProfessionalPreRegisterTo{Registered,Candidate}InOpportunity (001 §4, §7): the
 * pre-registered professional enrolled in, or made a candidate of, the opportunity. The server records step 0 as
 * capture Busca, channel Outros, today; `password` and `recruiter` of the contract are ignored there and not sent.
 * Answers the server's message, already in the reader's language.
 */
export async function addPreRegisteredToOpportunity(
  userId: string,
  opportunityId: string,
  type: PreRegisterType,
): Promise<string> {
  const answer = await apiSend(
    'POST',
    CONVERSION_PATHS[type],
    { user: userId, opportunity: opportunityId },
    becomeCandidateResponseSchema,
  );
  return answer.message;
}

/**
 * Marks everything read about the opportunity stale (its professionals tabs, counters and kanban), so the tab the
 * screen goes to next shows the professional just added rather than an answer cached before.
 */
export const forgetOpportunityLists = (queryClient: QueryClient, opportunityId: string) =>
  queryClient.invalidateQueries({ queryKey: ['opportunity', opportunityId] });
