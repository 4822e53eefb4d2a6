import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recoveryCodes, secondFactors, userSessions, users } from '../../db/schema';

export interface SecurityUserRow {
  id: string;
  email: string;
  displayName: string;
  roles: string[];
  preferredLanguage: string;
  tokenVersion: number;
  passwordHash: string | null;
  deletedAt: Date | null;
}

export async function findUser(db: Database, id: string): Promise<SecurityUserRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      roles: users.roles,
      preferredLanguage: users.preferredLanguage,
      tokenVersion: users.tokenVersion,
      passwordHash: users.passwordHash,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

export async function findSecondFactor(
  db: Database,
  userId: string,
): Promise<{ secret: string; confirmedAt: Date | null; lastUsedStep: number | null } | null> {
  const [row] = await db
    .select({
      secret: secondFactors.secret,
      confirmedAt: secondFactors.confirmedAt,
      lastUsedStep: secondFactors.lastUsedStep,
    })
    .from(secondFactors)
    .where(eq(secondFactors.userId, userId));
  return row ?? null;
}

/** Every stored secret (for the start-up pass that encrypts plain ones). */
export async function secondFactorSecrets(db: Database): Promise<{ userId: string; secret: string }[]> {
  return db.select({ userId: secondFactors.userId, secret: secondFactors.secret }).from(secondFactors);
}

/** Replaces a secret only while it still holds `from`; false when it changed meanwhile. */
export async function replaceSecret(
  db: Database,
  userId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ secret: to })
    .where(and(eq(secondFactors.userId, userId), eq(secondFactors.secret, from)))
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

/** Starts (or restarts) an enrolment: a new secret, not confirmed yet. Never replaces a confirmed one. */
export async function putPendingSecret(db: Database, userId: string, secret: string): Promise<boolean> {
  const rows = await db
    .insert(secondFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { secret, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(secondFactors.confirmedAt),
    })
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

/**
 * Records `step` as used when it is later than the last used one, in one statement, so two requests with the same
 * code cannot both pass. Answers false when the step was already used (or an earlier one was).
 */
export async function claimStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(secondFactors.userId, userId),
        or(isNull(secondFactors.lastUsedStep), sql`${secondFactors.lastUsedStep} < ${step}`),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

export async function confirmSecondFactor(db: Database, userId: string): Promise<void> {
  await db.update(secondFactors).set({ confirmedAt: new Date() }).where(eq(secondFactors.userId, userId));
}

export async function deleteSecondFactor(db: Database, userId: string): Promise<void> {
  await db.delete(secondFactors).where(eq(secondFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: Database, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function unusedRecoveryCodes(
  db: Database,
  userId: string,
): Promise<{ id: string; codeHash: string }[]> {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/** Uses a recovery code once: false when another request used it first. */
export async function useRecoveryCode(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function openSessions(db: Database, userId: string, idleSince: Date) {
  return db
    .select({
      id: userSessions.id,
      device: userSessions.device,
      address: userSessions.address,
      startedAt: userSessions.startedAt,
      lastSeenAt: userSessions.lastSeenAt,
    })
    .from(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.endedAt),
        sql`${userSessions.lastSeenAt} > ${idleSince}`,
      ),
    )
    .orderBy(desc(userSessions.lastSeenAt));
}
