import { createContext, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import i18n, { applyLanguage } from '../../i18n';
import { isLanguage, readSavedLanguage } from '../../i18n/languages';
import { clearToken, getToken, setToken, subscribeToken } from '../../lib/auth-token';
import { signoutOnServer } from './api/signout';
import { isRecruiterUser, type SessionUser, userFromToken } from './session';

export interface AuthContextValue {
  user: SessionUser | null;
  isRecruiter: boolean;
  signIn: (token: string) => void;
  signOut: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

// Browsers cap setTimeout at about 24.8 days; longer tokens are re-checked when the timer fires.
const MAX_TIMEOUT_MS = 2_147_483_647;

export function AuthProvider({ children }: { children: ReactNode }) {
  // State rather than useSyncExternalStore, whose updates are always urgent: signing out inside a transition
  // (useLogout, beside the navigation home) must land in that transition's render.
  const [token, setTokenState] = useState(getToken);
  useEffect(() => {
    setTokenState(getToken());
    return subscribeToken(() => setTokenState(getToken()));
  }, []);
  // Bumped when the token's expiry passes, so the memo below re-reads the clock.
  const [clockTick, setClockTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: clockTick forces a re-check of expiry.
  const user = useMemo(() => userFromToken(token), [token, clockTick]);

  useEffect(() => {
    // An expired token left in storage would be sent with every call; drop it.
    if (token && !user) clearToken();
  }, [token, user]);

  useEffect(() => {
    if (!user?.expiresAt) return;
    const delay = Math.min(user.expiresAt * 1000 - Date.now(), MAX_TIMEOUT_MS);
    const timer = window.setTimeout(() => setClockTick((tick) => tick + 1), Math.max(delay, 0));
    return () => window.clearTimeout(timer);
  }, [user]);

  // The language rule (docs/decisions/web-shell.md): a choice made in this browser wins, then the one saved on the
  // profile (the token carries it), then the browser's. Applied when someone signs in or the page opens signed in.
  const preferred = user?.preferredLanguage;
  useEffect(() => {
    if (!isLanguage(preferred) || readSavedLanguage() !== null || i18n.language === preferred) return;
    void applyLanguage(preferred);
  }, [preferred]);

  const signIn = useCallback((next: string) => setToken(next), []);
  const signOut = useCallback(() => {
    // The server ends the session (every token of the account); the tab forgets its token at once either way.
    if (getToken()) void signoutOnServer().catch(() => undefined);
    clearToken();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isRecruiter: isRecruiterUser(user), signIn, signOut }),
    [user, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
