import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, type CandidateStep, candidatures, opportunities, users } from '../../db/schema';

export type AuthTokenKind = 'confirm' | 'reset';

/** What the access flows read of a user. */
export const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  displayName: users.displayName,
  roles: users.roles,
  preferredLanguage: users.preferredLanguage,
  tokenVersion: users.tokenVersion,
  emailConfirmedAt: users.emailConfirmedAt,
  deletedAt: users.deletedAt,
  privacyConsentAt: users.privacyConsentAt,
  privacyConsentExpiresAt: users.privacyConsentExpiresAt,
  createdAt: users.createdAt,
};
export interface UserRow {
  id: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  displayName: string;
  roles: string[];
  preferredLanguage: string;
  tokenVersion: number;
  emailConfirmedAt: Date | null;
  deletedAt: Date | null;
  privacyConsentAt: Date | null;
  privacyConsentExpiresAt: Date | null;
  createdAt: Date;
}

const emailMatches = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

/** An active (not deleted) account by e-mail, case-insensitively. */
export async function findActiveUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(emailMatches(email), isNull(users.deletedAt)));
  return row;
}

export async function findActiveUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** Whether any account row holds the e-mail (the unique index counts deleted rows too). */
export async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(emailMatches(email)).limit(1);
  return row !== undefined;
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Database, values: NewUser): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('users insert returned no row');
  return row.id;
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function updateUser(db: Database, id: string, values: Partial<NewUser>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Merges top-level perfilUsuario parts into the stored profile. */
export async function mergeProfile(db: Database, id: string, parts: Record<string, unknown>): Promise<void> {
  await db
    .update(users)
    .set({ profile: sql`${users.profile} || ${JSON.stringify(parts)}::jsonb` })
    .where(eq(users.id, id));
}

/** Marks the e-mail confirmed (keeps the first confirmation date). */
export async function confirmEmail(db: Database, id: string): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, id));
}

/** A pre-registered account whose owner chose a password becomes a normal one (001 §2.10). */
export async function finishPreRegistration(db: Database, id: string): Promise<void> {
  await db
    .update(users)
    .set({ preRegister: false, validRegistration: true })
    .where(and(eq(users.id, id), eq(users.preRegister, true)));
}

// ---------------------------------------------------------------- single-use tokens

/** SHA-256 of a token, the only form the database keeps. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** 32 random bytes, base64url (43 characters). */
export const newRandomToken = () => randomBytes(32).toString('base64url');

/** Issues a token: stores its hash with an expiry `ttlMs` from now (database clock) and returns the token. */
export async function createAuthToken(
  db: Database,
  input: { userId: string; kind: AuthTokenKind; ttlMs: number; opportunityId?: string | null },
): Promise<string> {
  const token = newRandomToken();
  await db.insert(authTokens).values({
    userId: input.userId,
    kind: input.kind,
    tokenHash: hashToken(token),
    opportunityId: input.opportunityId ?? null,
    expiresAt: sql`now() + (${input.ttlMs}::double precision * interval '1 millisecond')`,
  });
  return token;
}

export interface ConsumedToken {
  userId: string;
  opportunityId: string | null;
}

/**
 * Uses a token once: in one statement it must exist with that kind, be unused and unexpired, and (when `email` is
 * given) belong to the active account with that e-mail. Returns null otherwise; a second use always gets null.
 */
export async function consumeAuthToken(
  db: Database,
  input: { token: string; kind: AuthTokenKind; email?: string },
): Promise<ConsumedToken | null> {
  const owner = input.email
    ? sql`and ${authTokens.userId} in (select ${users.id} from ${users} where ${emailMatches(input.email)} and ${users.deletedAt} is null)`
    : sql`and ${authTokens.userId} in (select ${users.id} from ${users} where ${users.deletedAt} is null)`;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      sql`${authTokens.tokenHash} = ${hashToken(input.token)} and ${authTokens.kind} = ${input.kind}
        and ${authTokens.usedAt} is null and ${authTokens.expiresAt} > now() ${owner}`,
    )
    .returning({ userId: authTokens.userId, opportunityId: authTokens.opportunityId });
  return row ?? null;
}

/** Whether a token can still be used (GET /auth/reset/{token}). */
export async function isTokenUsable(db: Database, token: string, kind: AuthTokenKind): Promise<boolean> {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      sql`${authTokens.tokenHash} = ${hashToken(token)} and ${authTokens.kind} = ${kind}
        and ${authTokens.usedAt} is null and ${authTokens.expiresAt} > now() and ${users.deletedAt} is null`,
    );
  return row !== undefined;
}

/** The owner of a usable token (its name and e-mail feed the password rule before the token is used up). */
export async function findTokenOwner(
  db: Database,
  token: string,
  kind: AuthTokenKind,
): Promise<{ firstName: string; lastName: string; email: string } | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      sql`${authTokens.tokenHash} = ${hashToken(token)} and ${authTokens.kind} = ${kind}
        and ${authTokens.usedAt} is null and ${users.deletedAt} is null`,
    );
  return row ?? null;
}

/**
 * Retires an unused confirmation token of the account `email`, expired or not (auth/refreshToken), and returns
 * what it carried; null when there is none.
 */
export async function retireConfirmToken(
  db: Database,
  token: string,
  email: string,
): Promise<ConsumedToken | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      sql`${authTokens.tokenHash} = ${hashToken(token)} and ${authTokens.kind} = 'confirm' and ${authTokens.usedAt} is null
        and ${authTokens.userId} in (select ${users.id} from ${users} where ${emailMatches(email)} and ${users.deletedAt} is null)`,
    )
    .returning({ userId: authTokens.userId, opportunityId: authTokens.opportunityId });
  return row ?? null;
}

/** Retires every unused token of a kind for a user (a new link replaces the old ones; a used reset ends the rest). */
export async function retireTokens(db: Database, userId: string, kind: AuthTokenKind): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
}

/** The opportunity of the user's latest confirmation token, so a resent link keeps the application. */
export async function latestConfirmOpportunity(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ opportunityId: authTokens.opportunityId })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'confirm')))
    .orderBy(sql`${authTokens.createdAt} desc`)
    .limit(1);
  return row?.opportunityId ?? null;
}

// ---------------------------------------------------------------- opportunities and candidatures

export async function findOpportunityTitle(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ titulo: opportunities.titulo })
    .from(opportunities)
    .where(eq(opportunities.id, id));
  return row?.titulo ?? null;
}

/**
 * Applies the user to the opportunity as a candidate (status 1 Concorrendo, step 0 with capture Divulgação). A
 * professional already enrolled there (triado) becomes a candidate; an existing candidature is left as it is.
 */
export async function applyAsCandidate(
  db: Database,
  opportunityId: string,
  userId: string,
  now: Date,
): Promise<void> {
  const date = now.toISOString();
  const steps: CandidateStep[] = [{ key: 0, date, capture: 'Divulgação' }];
  await db
    .insert(candidatures)
    .values({
      opportunityId,
      userId,
      kind: 'candidate',
      statusCurrent: 1,
      statusHistory: [{ status: 1, date }],
      capture: 'Divulgação',
      steps,
    })
    .onConflictDoUpdate({
      target: [candidatures.opportunityId, candidatures.userId],
      set: { kind: 'candidate', statusCurrent: 1, capture: 'Divulgação', steps, updatedAt: now },
      setWhere: sql`${candidatures.kind} = 'enrolled'`,
    });
}
