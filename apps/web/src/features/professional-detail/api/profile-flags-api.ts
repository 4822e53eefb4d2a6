import {
  flagStatusResponseSchema,
  type ProfileFlagsResponse,
  profileFlagsResponseSchema,
} from '@mosaico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

const seg = encodeURIComponent;

/** The switches of the flags panel, by their recruiter-side names (002 §3). */
export type PanelFlag = keyof Omit<ProfileFlagsResponse, '_id' | 'displayName'>;

export const profileFlagsKeys = {
  flags: (professionalId: string) => ['profile-flags', professionalId] as const,
};

/** GET profile/flags/{id}: the panel's own read (recruiters only), so it does not wait for the page's call. */
export function useProfileFlags(professionalId: string, enabled = true) {
  return useQuery({
    queryKey: profileFlagsKeys.flags(professionalId),
    queryFn: ({ signal }) =>
      apiGet(`/profile/flags/${seg(professionalId)}`, profileFlagsResponseSchema, { signal }),
    enabled,
  });
}

/** The 002 §7.4 call that sets each flag. Becoming a member has its own call; leaving is update-eluminer. */
function sendFlag(professionalId: string, flag: PanelFlag, status: boolean) {
  const id = seg(professionalId);
  const body = { status };
  switch (flag) {
    case 'isTalent':
      return apiSend('PUT', `/profile/turn-talent/${id}`, body, flagStatusResponseSchema);
    case 'isEluminer':
      return status
        ? apiSend('POST', `/profile/become-eluminer/${id}`, undefined, flagStatusResponseSchema)
        : apiSend('PUT', `/profile/update-eluminer/${id}`, body, flagStatusResponseSchema);
    case 'isCollaboratorExEluminer':
      return apiSend('PUT', `/profile/update-ex-eluminer/${id}`, body, flagStatusResponseSchema);
    case 'isIndicationUser':
      return apiSend('PUT', `/profile/indication-user/${id}`, body, flagStatusResponseSchema);
    case 'locationInternational':
      return apiSend('PUT', `/profile/location-international/${id}`, body, flagStatusResponseSchema);
    case 'europeanUnionCitizenship':
      return apiSend('POST', `/profile/updateEuropeanUnionCitizenship/${id}`, body, flagStatusResponseSchema);
    case 'isUserPCD':
      return apiSend('PUT', `/profile/changePcdState/${id}`, body, flagStatusResponseSchema);
  }
}

/**
 * Sets one flag, then reads the panel again (turning one provider flag on turns the other off) and refreshes every
 * other answer about this professional (their page and cards carry the badges).
 */
export function useSetProfileFlag(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ flag, status }: { flag: PanelFlag; status: boolean }) =>
      sendFlag(professionalId, flag, status),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.includes(professionalId),
      }),
  });
}
