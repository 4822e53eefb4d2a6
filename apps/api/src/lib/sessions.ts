import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
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
