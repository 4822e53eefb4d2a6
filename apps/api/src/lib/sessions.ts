import { describeUserAgent } from '@mosaico/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userSessions, users } from '../db/schema';
import { hashPassword } from './password';

/**
 * Makes every sign-in token issued so far to this user useless (their `tv` claim no longer matches). Call it on a
 * password change, an account deletion, or anything else that must end the user's sessions.
 */
export async function bumpTokenVersion(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Stores a new password (argon2id) and leaves the sessions alone (a change without 'sign out elsewhere'). */
export async function setPassword(db: Database, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Stores a new password (argon2id) and ends the user's existing sessions in the same statement. The caller checks
 * the length rules first (MIN_PASSWORD_LENGTH from @mosaico/domain).
 */
export async function setPasswordAndEndSessions(
  db: Database,
  userId: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

// ---------------------------------------------------------------- session rows (issue 26)

/** Who is signing in from where: the device read from the User-Agent header and the client's address. */
export interface SessionClient {
  userAgent?: string | undefined;
  address: string;
}

/** Opens a session row for a sign-in; the tokens issued for it carry its id. */
export async function openSession(
  db: Database,
  userId: string,
  client: SessionClient,
  options: { secondFactor?: boolean } = {},
): Promise<{ id: string; startedAt: Date }> {
  const [row] = await db
    .insert(userSessions)
    .values({
      userId,
      device: describeUserAgent(client.userAgent),
      address: client.address.slice(0, 100),
      secondFactor: options.secondFactor ?? false,
    })
    .returning({ id: userSessions.id, startedAt: userSessions.startedAt });
  if (!row) throw new Error('openSession: no row');
  return row;
}

/** Marks sessions ended: one, or every one of the user but `except`. Answers how many ended. */
export async function endSessions(
  db: Database,
  userId: string,
  which: { only: string } | { except?: string },
): Promise<number> {
  const open = and(eq(userSessions.userId, userId), isNull(userSessions.endedAt));
  const where =
    'only' in which
      ? and(open, eq(userSessions.id, which.only))
      : which.except
        ? and(open, ne(userSessions.id, which.except))
        : open;
  const rows = await db
    .update(userSessions)
    .set({ endedAt: new Date() })
    .where(where)
    .returning({ id: userSessions.id });
  return rows.length;
}

/** Moves a session's last use forward; called at most once a minute per session (see lib/auth.ts). */
export async function touchSession(db: Database, sessionId: string): Promise<void> {
  await db.update(userSessions).set({ lastSeenAt: new Date() }).where(eq(userSessions.id, sessionId));
}
