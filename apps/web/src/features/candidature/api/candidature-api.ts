import {
  applyCriterionLevels,
  attachmentListSchema,
  type CriterionLevelChange,
  matchStatusResponseSchema,
  opportunityCandidateSchema,
  TIMINGS_MS,
  type UploadedFile,
  type UserProfile,
  uploadedFileSchema,
  userProfileSchema,
} from '@mosaico/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend, apiUpload } from '../../../lib/api-client';

const seg = encodeURIComponent;

export const candidatureKeys = {
  user: (userId: string) => ['users', 'me', userId] as const,
  candidate: (opportunityId: string, userId: string) =>
    ['opportunity', opportunityId, 'candidate', userId] as const,
};

/** GET users/me/{id}: the user with opportunitiesRelated.allCandidatures (000 §7). */
export const fetchUser = (userId: string, signal?: AbortSignal) =>
  apiGet(`/users/me/${seg(userId)}`, userProfileSchema, { signal });

export function useUserProfile(userId: string | undefined) {
  return useQuery({
    queryKey: candidatureKeys.user(userId ?? ''),
    queryFn: ({ signal }) => fetchUser(userId ?? '', signal),
    enabled: Boolean(userId),
  });
}

/** GET opportunity/{id}/candidate/{userId}: the opportunity with the user's criteria levels and explanation. */
export function useOpportunityCandidate(opportunityId: string, userId: string | undefined) {
  return useQuery({
    queryKey: candidatureKeys.candidate(opportunityId, userId ?? ''),
    queryFn: ({ signal }) =>
      apiGet(
        `/opportunity/${seg(opportunityId)}/candidate/${seg(userId ?? '')}`,
        opportunityCandidateSchema,
        {
          signal,
        },
      ),
    enabled: Boolean(userId),
  });
}

/** PUT users with the whole user (000 §7). */
export const saveUser = (user: UserProfile) => apiSend('PUT', '/users', user, userProfileSchema);

/**
 * 000 §4 "Saving criteria levels": reads the user, sets, adds or removes the skills of the changed criteria in
 * perfilUsuario.digomais.lista, and saves the whole user.
 */
export async function saveCriteriaLevels(
  userId: string,
  changes: CriterionLevelChange[],
): Promise<UserProfile> {
  const user = await fetchUser(userId);
  const lista = applyCriterionLevels(user.perfilUsuario.digomais.lista, changes);
  return saveUser({
    ...user,
    perfilUsuario: {
      ...user.perfilUsuario,
      digomais: { lista: lista as UserProfile['perfilUsuario']['digomais']['lista'] },
    },
  });
}

export const fetchMatchStatus = (userId: string, signal?: AbortSignal) =>
  apiGet(`/users/${seg(userId)}/get-status-vagas`, matchStatusResponseSchema, { signal });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls get-status-vagas every 3 s (000 §4, §9) until 'completed'. Gives up after `maxPolls` so a stuck job never
 * keeps the screen busy for ever (the data is reloaded either way).
 */
export async function waitForMatch(
  userId: string,
  { intervalMs = TIMINGS_MS.matchPolling, maxPolls = 40 }: { intervalMs?: number; maxPolls?: number } = {},
): Promise<boolean> {
  for (let poll = 0; poll < maxPolls; poll++) {
    const { status } = await fetchMatchStatus(userId);
    if (status === 'completed') return true;
    await wait(intervalMs);
  }
  return false;
}

/** POST documents/file?kind=cv (multipart, part `file`): uploads a CV, to be attached by attachCv. */
export const uploadCvFile = (file: File): Promise<UploadedFile> =>
  apiUpload('/documents/file', file, undefined, uploadedFileSchema, { query: { kind: 'cv' } });

/** POST documents/file/uploadCv {_id, file, comment}: attaches an uploaded CV to the user's profile. */
export const attachCv = (userId: string, file: UploadedFile, comment: string) =>
  apiSend(
    'POST',
    '/documents/file/uploadCv',
    { _id: userId, file, comment: comment.trim() || null },
    attachmentListSchema,
  );

/** DELETE documents/file/deleteCv {id, cvId}. */
export const deleteCv = (userId: string, cvId: string) =>
  apiSend('DELETE', '/documents/file/deleteCv', { id: userId, cvId }, attachmentListSchema);
