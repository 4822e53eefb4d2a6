import { CONSENT_VALIDITY_MS, type PrivacyConsentAnswer } from '@mosaico/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';

type Ctx = Pick<AppContext, 'database'>;

/** How long after creating an account the anonymous sign-up step may record its consent. */
export const SIGNUP_CONSENT_WINDOW_MS = 24 * 60 * 60 * 1000;

interface ConsentRow {
  privacyConsentAt: Date | null;
  privacyConsentExpiresAt: Date | null;
}

/** The contract shape: consent is true only while an acceptance is in force; dates as stored (ISO), or null. */
export function toConsentAnswer(row: ConsentRow, now: Date = new Date()): PrivacyConsentAnswer {
  const accepted = row.privacyConsentAt;
  const expires = row.privacyConsentExpiresAt;
  return {
    consent: accepted !== null && expires !== null && expires.getTime() > now.getTime(),
    dateOfAcceptance: accepted?.toISOString() ?? null,
    expirationDate: expires?.toISOString() ?? null,
  };
}

async function findUser(ctx: Ctx, id: string) {
  const [row] = await ctx.database.db
    .select({
      id: users.id,
      emailConfirmedAt: users.emailConfirmedAt,
      createdAt: users.createdAt,
      privacyConsentAt: users.privacyConsentAt,
      privacyConsentExpiresAt: users.privacyConsentExpiresAt,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw new AppError(404, 'USER_NOTFOUND');
  return row;
}

/** GET /users/privacyPolicyAcceptance/{id}. */
export async function getConsent(ctx: Ctx, userId: string): Promise<PrivacyConsentAnswer> {
  return toConsentAnswer(await findUser(ctx, userId));
}

/**
 * Records an acceptance now, valid for 182 days (CONSENT_VALIDITY_MS = 15,724,800,000 ms), or with `consent` false
 * withdraws it (both dates cleared, so the modal shows again).
 */
export async function recordConsent(
  ctx: Ctx,
  userId: string,
  consent: boolean,
): Promise<PrivacyConsentAnswer> {
  await findUser(ctx, userId);
  const now = new Date();
  const values = consent
    ? { privacyConsentAt: now, privacyConsentExpiresAt: new Date(now.getTime() + CONSENT_VALIDITY_MS) }
    : { privacyConsentAt: null, privacyConsentExpiresAt: null };
  await ctx.database.db.update(users).set(values).where(eq(users.id, userId));
  return toConsentAnswer(values, now);
}

/**
 * POST /users/privacyPolicyAcceptance/signup-location/{id}: the terms accepted at sign-up step 2. The new account
 * is not signed in yet, so the call is allowed either to the account itself (bearer token) or anonymously while the
 * account is fresh: e-mail not confirmed and created less than 24 hours ago. Anything else is FORBIDDEN.
 */
export async function recordSignupConsent(
  ctx: Ctx,
  caller: CurrentUser | null,
  userId: string,
): Promise<PrivacyConsentAnswer> {
  const user = await findUser(ctx, userId);
  const isSelf = caller?.id === userId;
  const freshSignup =
    user.emailConfirmedAt === null && Date.now() - user.createdAt.getTime() < SIGNUP_CONSENT_WINDOW_MS;
  if (!isSelf && (caller !== null || !freshSignup)) throw new AppError(403, 'FORBIDDEN');
  return recordConsent(ctx, userId, true);
}
