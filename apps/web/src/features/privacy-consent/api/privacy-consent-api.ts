import { needsPrivacyConsent as needsConsent } from '@mosaico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import type { PrivacyConsent } from './privacy-consent-schema';

export type { PrivacyConsent } from './privacy-consent-schema';

// The schema loads with the first call: the check runs on the first page, which ships without zod (issue 11).
const privacyConsentSchema = () =>
  import('./privacy-consent-schema').then((schemas) => schemas.privacyConsentSchema);

const consentPath = (userId: string) => `/users/privacyPolicyAcceptance/${encodeURIComponent(userId)}`;
export const privacyConsentKey = (userId: string) => ['privacy-consent', userId] as const;

/** The modal is needed when nothing was accepted yet or the acceptance has expired (000 §4; rule in domain). */
export function needsPrivacyConsent(consent: PrivacyConsent, now: number = Date.now()): boolean {
  return needsConsent(consent, new Date(now));
}

export function usePrivacyConsent(userId: string | null) {
  return useQuery({
    queryKey: privacyConsentKey(userId ?? ''),
    queryFn: ({ signal }) => apiGet(consentPath(userId ?? ''), privacyConsentSchema, { signal }),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useAcceptPrivacyConsent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', consentPath(userId), { consent: true }, privacyConsentSchema),
    onSuccess: (data) => queryClient.setQueryData(privacyConsentKey(userId), data),
  });
}
