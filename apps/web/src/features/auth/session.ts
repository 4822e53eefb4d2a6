import { decodeJwt } from 'jose';

export const RECRUITER_ROLES = ['rh', 'rh_manager'] as const;

export interface SessionUser {
  id: string;
  displayName: string;
  email: string;
  roles: string[];
  preferredLanguage: string | null;
  /** Expiry in seconds since the epoch (JWT `exp`), or null when the token does not expire. */
  expiresAt: number | null;
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reads the sign-in token's claims; null when the token is malformed, lacks a subject or has expired. */
export function userFromToken(token: string | null, now: number = Date.now()): SessionUser | null {
  if (!token) return null;
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  const id = asString(claims.sub);
  if (!id) return null;
  const exp = typeof claims.exp === 'number' ? claims.exp : null;
  if (exp !== null && exp * 1000 <= now) return null;
  const roles = Array.isArray(claims.roles)
    ? claims.roles.filter((role): role is string => typeof role === 'string')
    : [];
  return {
    id,
    displayName: asString(claims.displayName),
    email: asString(claims.email),
    roles,
    preferredLanguage: typeof claims.preferredLanguage === 'string' ? claims.preferredLanguage : null,
    expiresAt: exp,
  };
}

export function isRecruiterUser(user: SessionUser | null): boolean {
  return user?.roles.some((role) => (RECRUITER_ROLES as readonly string[]).includes(role)) ?? false;
}
