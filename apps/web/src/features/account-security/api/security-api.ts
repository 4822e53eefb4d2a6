import {
  endedSessionsSchema,
  recoveryCodesResponseSchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
  sessionListSchema,
} from '@mosaico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, apiSend } from '../../../lib/api-client';

// The signed-in person's second factor and sessions (issue 26): GET/POST users/second-factor*, users/sessions*.

const keys = { secondFactor: ['users', 'second-factor'] as const, sessions: ['users', 'sessions'] as const };

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: keys.secondFactor,
    queryFn: ({ signal }) => apiGet('/users/second-factor', secondFactorStatusSchema, { signal }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: keys.sessions,
    queryFn: ({ signal }) => apiGet('/users/sessions', sessionListSchema, { signal }),
  });
}

export const startSecondFactor = (password: string) =>
  apiSend('POST', '/users/second-factor/setup', { password }, secondFactorSetupSchema);
export const confirmSecondFactor = (code: string) =>
  apiSend('POST', '/users/second-factor/confirm', { code }, recoveryCodesResponseSchema);
export const renewRecoveryCodes = (password: string) =>
  apiSend('POST', '/users/second-factor/recovery-codes', { password }, recoveryCodesResponseSchema);
export const disableSecondFactor = (password: string) =>
  apiRequest('/users/second-factor/disable', { method: 'POST', body: { password } });

export function useRefreshSecurity() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: keys.secondFactor });
    void client.invalidateQueries({ queryKey: keys.sessions });
  };
}

export function useEndSession() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(`/users/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useEndOtherSessions() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: () => apiSend('POST', '/users/sessions/end-others', undefined, endedSessionsSchema),
    onSuccess: refresh,
  });
}
