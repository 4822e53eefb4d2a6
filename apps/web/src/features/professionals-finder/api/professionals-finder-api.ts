import {
  checkEmailResponseSchema,
  highCompatibleOpportunitySchema,
  namedEntrySchema,
  PAGE_SIZES,
  type ProfessionalSearchType,
  professionalSearchResponseSchema,
  type RegisterProfessionalBody,
  registeredProfessionalSchema,
  registerProfessionalResponseSchema,
  sendConfirmationMailResponseSchema,
  uploadedFileSchema,
} from '@mosaico/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend, apiUpload, retryUnlessNotFound } from '../../../lib/api-client';

// The recruiters' finder (002 §2.9, users/find) and the registration form (002 §2.13) calls.

const seg = encodeURIComponent;

export interface FinderQuery {
  keywords: string[];
  type: ProfessionalSearchType;
  talent: boolean;
  pcd: boolean;
  eu: boolean;
  page: number;
}

export const finderKey = (query: FinderQuery) => ['professionals-finder', query] as const;

/** GET users/find/{list}/12/{page}: only with at least one keyword chip (002 §5). */
export function useFindProfessionals(query: FinderQuery) {
  return useQuery({
    queryKey: finderKey(query),
    queryFn: ({ signal }) =>
      apiGet(
        `/users/find/${seg(query.keywords.join('|'))}/${PAGE_SIZES.findProfessionals}/${query.page}`,
        professionalSearchResponseSchema,
        {
          signal,
          query: {
            typeFilter: query.type,
            pcdFilter: String(query.pcd),
            talentFilter: String(query.talent),
            europeanUnionCitizenshipFilter: String(query.eu),
          },
        },
      ),
    enabled: query.keywords.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The opportunities the professional fits above 60 % (DECISIONS 'Compatible'), loaded when the card asks. */
export function useHighCompatibles(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['professionals-finder', 'high-compatibles', id],
    queryFn: ({ signal }) =>
      apiGet(
        `/users/talent/high-compatibles-opportunities/${seg(id)}`,
        z.array(highCompatibleOpportunitySchema),
        {
          signal,
        },
      ),
    enabled,
  });
}

export const sendConfirmationMail = (userId: string) =>
  apiSend('POST', '/users/send-confirmation-mail', { userId }, sendConfirmationMailResponseSchema);

export const registeredProfessionalKey = (id: string) => ['registered-professional', id] as const;

export function useRegisteredProfessional(id: string | null) {
  return useQuery({
    queryKey: registeredProfessionalKey(id ?? ''),
    queryFn: ({ signal }) =>
      apiGet(`/users/register-professional/${seg(id ?? '')}`, registeredProfessionalSchema, { signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
    // The form is filled once from the answer; a refetch behind it would not change what the recruiter types.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The 'euquero' list the interests are chosen from. */
export function useInterests() {
  return useQuery({
    queryKey: ['dictionary', 'interests'],
    queryFn: ({ signal }) => apiGet('/dictionary/interests', z.array(namedEntrySchema), { signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export const checkEmailRegistered = (email: string, signal?: AbortSignal) =>
  apiGet(`/users/check-email-cadastro/${seg(email)}`, checkEmailResponseSchema, { signal });

/** Uploads the CV (the server judges its bytes: PDF or DOCX); the registration attaches it. */
export const uploadCv = (file: File) =>
  apiUpload('/documents/file', file, undefined, uploadedFileSchema, { query: { kind: 'cv' } });

export const registerProfessional = (body: RegisterProfessionalBody) =>
  apiSend('POST', '/users/register-professional', body, registerProfessionalResponseSchema);

export const updateProfessional = (body: RegisterProfessionalBody) =>
  apiSend('PUT', '/users/register-professional', body, registerProfessionalResponseSchema);
