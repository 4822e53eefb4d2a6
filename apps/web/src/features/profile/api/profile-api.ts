import {
  type ChangePasswordBody,
  changePasswordResponseSchema,
  dataExportSchema,
  erasureReceiptSchema,
  mosaicDictionarySchema,
  namedEntrySchema,
  recruitmentProfileSchema,
  type UserUpdateBody,
  uploadedFileSchema,
  userProfileSchema,
} from '@mosaico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { apiGet, apiGetBlob, apiSend, apiUpload } from '../../../lib/api-client';

const seg = encodeURIComponent;

/** The same key every screen reading users/me uses, so a save here refreshes them all. */
export const profileKeys = {
  user: (userId: string) => ['users', 'me', userId] as const,
};

/** GET users/me/{id} (000 §7): the signed-in professional's own user. */
export function useOwnUser(userId: string) {
  return useQuery({
    queryKey: profileKeys.user(userId),
    queryFn: ({ signal }) => apiGet(`/users/me/${seg(userId)}`, userProfileSchema, { signal }),
  });
}

/** PUT users (000 §7) with the fields a screen edits; the saved user replaces the cached one. */
export function useSaveUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdateBody) => apiSend('PUT', '/users', body, userProfileSchema),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.user(userId), saved),
  });
}

/** POST users/password: answers a fresh token for this tab; every other session ends. */
export const changePassword = (body: ChangePasswordBody) =>
  apiSend('POST', '/users/password', body, changePasswordResponseSchema);

/** DELETE users (000 §4): the own registration, with an optional reason; answers the erasure receipt. */
export const deleteOwnAccount = (comment: string | null) =>
  apiSend('DELETE', '/users', { comment }, erasureReceiptSchema);

/** GET users/me/export (issue 26): all of the person's data at once, fetched when they ask for it. */
export function useOwnDataExport(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'me', 'export'],
    queryFn: ({ signal }) => apiGet('/users/me/export', dataExportSchema, { signal }),
    enabled,
    // Always the data as it is now: a person asking for their data gets no copy from minutes ago.
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET dictionary/dictionary: the mosaic's interests and competences, captioned in the current language. */
export function useMosaicDictionary(language: string) {
  return useQuery({
    queryKey: ['dictionary', 'mosaic', language],
    queryFn: ({ signal }) => apiGet('/dictionary/dictionary', mosaicDictionarySchema, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET dictionary/careers (000 §3 Career). */
export function useCareers() {
  return useQuery({
    queryKey: ['dictionary', 'careers'],
    queryFn: ({ signal }) => apiGet('/dictionary/careers', z.array(namedEntrySchema), { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET opportunity/list/criteria-unmatch/{id}: skills most matching jobs ask for and the profile lacks. */
export function useSkillTips(userId: string) {
  return useQuery({
    queryKey: ['users', userId, 'skill-tips'],
    queryFn: ({ signal }) =>
      apiGet(`/opportunity/list/criteria-unmatch/${seg(userId)}`, z.array(z.object({ nome: z.string() })), {
        signal,
      }),
  });
}

/** GET profile/recruitment: how the professional arrived. */
export function useRecruitmentProfile() {
  return useQuery({
    queryKey: ['profile', 'recruitment'],
    queryFn: ({ signal }) => apiGet('/profile/recruitment', recruitmentProfileSchema, { signal }),
  });
}

/** POST documents/file?kind=photo: stores the cropped photo; PUT users then points userImageUrl at it. */
export const uploadPhoto = (file: File) =>
  apiUpload('/documents/file', file, undefined, uploadedFileSchema, { query: { kind: 'photo' } });

/** The bytes behind a stored file URL (/api/documents/file/{id}): files need the session, so no plain <img src>. */
export function useFileObjectUrl(url: string | null) {
  const query = useQuery({
    queryKey: ['file-blob', url ?? ''],
    queryFn: ({ signal }) => apiGetBlob((url ?? '').replace(/^\/api/, ''), { signal }),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) {
      setObjectUrl(null);
      return;
    }
    const next = URL.createObjectURL(query.data);
    setObjectUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [query.data]);
  return objectUrl;
}
