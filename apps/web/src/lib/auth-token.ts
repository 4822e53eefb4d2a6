/**
 * The signed-in user's JWT, kept in localStorage. A tiny external store so the HTTP client (which must
 * sign out on a 401) and the React AuthProvider share one source of truth without importing each other.
 */
export const TOKEN_STORAGE_KEY = 'mosaico.token';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStorage(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, sandboxed iframes): behave as signed out.
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return readStorage();
}

export function setToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Ignored: the session then lasts only until the next reload.
  }
  emit();
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Ignored, see setToken.
  }
  emit();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
