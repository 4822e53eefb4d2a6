import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_SECURITY_ERROR_CODES as CODES,
  type EnrolCompleteResponse,
  idleTimeoutMs,
  RECOVERY_CODE_COUNT,
  type RecoveryCodesResponse,
  SECOND_FACTOR_CHALLENGE_TTL_MS,
  SESSION_MAX_LIFETIME_MS,
  type SecondFactorSetup,
  type SecondFactorStatus,
  type SessionList,
  type SigninChallengeResponse,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '@mosaico/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AppContext } from '../../app-context';
import { type CurrentUser, issueSessionToken, RECRUITER_ROLES } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { isSealed, openSecret, sealSecret } from '../../lib/secret-box';
import { endSessions, type SessionClient } from '../../lib/sessions';
import type { SecurityUserRow } from './account-security.repository';
import * as repository from './account-security.repository';

type Ctx = Pick<AppContext, 'config' | 'database'>;

const ISSUER = 'Mosaico';
const CHALLENGE_AUDIENCE = 'mosaico:second-factor';

/** Recruiters and managers must have a second factor (issue 26); professionals may turn one on. */
export const mustHaveSecondFactor = (roles: readonly string[]): boolean =>
  roles.some((role) => (RECRUITER_ROLES as readonly string[]).includes(role));

const totpFor = (email: string, secret: string) =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/**
 * The time step a code belongs to, when it is right for now or one step either side (clock drift, RFC 6238 §5.2);
 * null otherwise.
 */
function matchingStep(email: string, secret: string, code: string): number | null {
  const delta = totpFor(email, secret).validate({ token: code, window: 1 });
  if (delta === null) return null;
  return Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

const invalidCode = () => new AppError(400, CODES.invalidCode);
const challengeInvalid = () => new AppError(401, CODES.challengeInvalid);

async function activeUser(ctx: Ctx, id: string): Promise<SecurityUserRow> {
  const user = await repository.findUser(ctx.database.db, id);
  if (!user) throw new AppError(404, 'USER_NOTFOUND');
  return user;
}

const tokenSubject = (user: SecurityUserRow) => ({
  id: user.id,
  email: user.email,
  displayName: user.displayName,
  roles: user.roles,
  preferredLanguage: user.preferredLanguage,
  tokenVersion: user.tokenVersion,
});

// ---------------------------------------------------------------- sign-in step

const secretKey = (ctx: Ctx) => new TextEncoder().encode(ctx.config.jwtSecret);

/**
 * After a right password: a token when no second factor is needed, else a short-lived challenge — 'required'
 * when the account has one, 'enrol' for a recruiter or manager who has none yet (they enrol before going on).
 */
export async function continueSignin(
  ctx: Ctx,
  userId: string,
  client: SessionClient,
): Promise<{ token: string } | SigninChallengeResponse> {
  const user = await activeUser(ctx, userId);
  const factor = await repository.findSecondFactor(ctx.database.db, user.id);
  const kind = factor?.confirmedAt ? 'required' : mustHaveSecondFactor(user.roles) ? 'enrol' : null;
  if (!kind) return { token: await issueSessionToken(ctx, tokenSubject(user), { client }) };
  const challenge = await new SignJWT({ kind, tv: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setAudience(CHALLENGE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(new Date(Date.now() + SECOND_FACTOR_CHALLENGE_TTL_MS))
    .sign(secretKey(ctx));
  return { secondFactor: kind, challenge };
}

/**
 * Reads a challenge: whose it is, if it is of the kind wanted, unexpired, and the account's token version has not
 * moved since (a password reset or sign-out in between voids it).
 */
export async function readChallenge(
  ctx: Ctx,
  challenge: string,
  kind: 'required' | 'enrol',
): Promise<SecurityUserRow> {
  let payload: { sub?: string; kind?: unknown; tv?: unknown };
  try {
    ({ payload } = await jwtVerify(challenge, secretKey(ctx), {
      algorithms: ['HS256'],
      audience: CHALLENGE_AUDIENCE,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw challengeInvalid();
    throw error;
  }
  if (!payload.sub || payload.kind !== kind) throw challengeInvalid();
  const user = await repository.findUser(ctx.database.db, payload.sub);
  if (!user || user.tokenVersion !== payload.tv) throw challengeInvalid();
  return user;
}

/**
 * The authenticator's secret in the clear. A secret sealed under another SECRETS_KEY (a key changed or lost, a row
 * restored from elsewhere) cannot be opened: that is said with its own code, not as a server fault, and recovery
 * codes (hashed, so under no key) still sign the person in.
 */
function readSecret(ctx: Ctx, owner: string, stored: string): string {
  try {
    return openSecret(ctx.config.secretsKey, owner, stored);
  } catch {
    throw new AppError(503, CODES.unreadable);
  }
}

/** Checks a TOTP code of a confirmed (or, with `pending`, an enrolling) factor and uses up its time step. */
async function acceptCode(ctx: Ctx, user: SecurityUserRow, code: string, pending = false): Promise<void> {
  const factor = await repository.findSecondFactor(ctx.database.db, user.id);
  if (!factor || (!pending && factor.confirmedAt === null)) throw new AppError(400, CODES.notEnabled);
  if (pending && factor.confirmedAt !== null) throw new AppError(409, CODES.alreadyEnabled);
  const step = matchingStep(user.email, readSecret(ctx, user.id, factor.secret), code);
  if (step === null) throw invalidCode();
  // A right code whose time step (or a later one) was already used: said apart, so the person waits for the next.
  if (!(await repository.claimStep(ctx.database.db, user.id, step))) throw new AppError(400, CODES.codeUsed);
}

async function acceptRecoveryCode(ctx: Ctx, user: SecurityUserRow, code: string): Promise<void> {
  const normalised = normaliseRecoveryCode(code);
  for (const row of await repository.unusedRecoveryCodes(ctx.database.db, user.id)) {
    if (await verifyPassword(row.codeHash, normalised)) {
      if (await repository.useRecoveryCode(ctx.database.db, row.id)) return;
    }
  }
  throw invalidCode();
}

/** POST /auth/second-factor: the second step of a sign-in, with a current code or an unused recovery code. */
export async function completeSignin(
  ctx: Ctx,
  input: { challenge: string; code?: string | undefined; recoveryCode?: string | undefined },
  client: SessionClient,
): Promise<{ token: string }> {
  const user = await readChallenge(ctx, input.challenge, 'required');
  if (input.code !== undefined) await acceptCode(ctx, user, input.code);
  else await acceptRecoveryCode(ctx, user, input.recoveryCode ?? '');
  return { token: await issueSessionToken(ctx, tokenSubject(user), { client, secondFactor: true }) };
}

// ---------------------------------------------------------------- enrolment

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** "abcde-fghjk": 10 characters of a 31-letter alphabet (about 50 bits), grouped to be copied by hand. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

const normaliseRecoveryCode = (code: string): string => {
  const plain = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
};

async function issueRecoveryCodes(ctx: Ctx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  await repository.replaceRecoveryCodes(ctx.database.db, userId, hashes);
  return codes;
}

async function beginEnrolment(ctx: Ctx, user: SecurityUserRow): Promise<SecondFactorSetup> {
  const secret = new Secret({ size: 20 }).base32;
  const sealed = sealSecret(ctx.config.secretsKey, user.id, secret);
  if (!(await repository.putPendingSecret(ctx.database.db, user.id, sealed))) {
    throw new AppError(409, CODES.alreadyEnabled);
  }
  const otpauthUrl = totpFor(user.email, secret).toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCode };
}

async function finishEnrolment(ctx: Ctx, user: SecurityUserRow, code: string): Promise<string[]> {
  await acceptCode(ctx, user, code, true);
  await repository.confirmSecondFactor(ctx.database.db, user.id);
  return issueRecoveryCodes(ctx, user.id);
}

/** POST /auth/second-factor/enrol: a recruiter who must enrol gets a secret (during sign-in, by the challenge). */
export async function enrolDuringSignin(ctx: Ctx, challenge: string): Promise<SecondFactorSetup> {
  return beginEnrolment(ctx, await readChallenge(ctx, challenge, 'enrol'));
}

/** POST /auth/second-factor/enrol/confirm: the first code confirms it; the sign-in finishes with the codes shown. */
export async function confirmDuringSignin(
  ctx: Ctx,
  input: { challenge: string; code: string },
  client: SessionClient,
): Promise<EnrolCompleteResponse> {
  const user = await readChallenge(ctx, input.challenge, 'enrol');
  const recoveryCodes = await finishEnrolment(ctx, user, input.code);
  const token = await issueSessionToken(ctx, tokenSubject(user), { client, secondFactor: true });
  return { token, recoveryCodes };
}

/**
 * Changing the second factor asks for the password again (ASVS 5.0 7.5.1): none answers
 * CURRENT_PASSWORD_REQUIRED, a wrong one WRONG_CURRENT_PASSWORD (counted toward the per-account limit).
 */
async function reauthenticate(
  ctx: Ctx,
  viewer: CurrentUser,
  password: string | undefined,
): Promise<SecurityUserRow> {
  if (!password) throw new AppError(400, CODES.passwordRequired);
  const user = await activeUser(ctx, viewer.id);
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError(400, CODES.wrongPassword);
  return user;
}

/** POST /users/second-factor/setup (signed in, password again). */
export async function setupForUser(
  ctx: Ctx,
  viewer: CurrentUser,
  password: string | undefined,
): Promise<SecondFactorSetup> {
  return beginEnrolment(ctx, await reauthenticate(ctx, viewer, password));
}

/** POST /users/second-factor/confirm: the first code turns it on; the recovery codes are shown once. */
export async function confirmForUser(
  ctx: Ctx,
  viewer: CurrentUser,
  code: string,
): Promise<RecoveryCodesResponse> {
  return { recoveryCodes: await finishEnrolment(ctx, await activeUser(ctx, viewer.id), code) };
}

/** POST /users/second-factor/recovery-codes: ten new codes (the old ones stop working), password again. */
export async function renewRecoveryCodes(
  ctx: Ctx,
  viewer: CurrentUser,
  password: string | undefined,
): Promise<RecoveryCodesResponse> {
  const user = await reauthenticate(ctx, viewer, password);
  const factor = await repository.findSecondFactor(ctx.database.db, user.id);
  if (!factor?.confirmedAt) throw new AppError(400, CODES.notEnabled);
  return { recoveryCodes: await issueRecoveryCodes(ctx, user.id) };
}

/** POST /users/second-factor/disable: professionals only; recruiters and managers must keep theirs. */
export async function disableForUser(
  ctx: Ctx,
  viewer: CurrentUser,
  password: string | undefined,
): Promise<void> {
  const user = await reauthenticate(ctx, viewer, password);
  if (mustHaveSecondFactor(user.roles)) throw new AppError(403, CODES.requiredForRole);
  await repository.deleteSecondFactor(ctx.database.db, user.id);
}

export async function secondFactorStatus(ctx: Ctx, viewer: CurrentUser): Promise<SecondFactorStatus> {
  const db = ctx.database.db;
  const factor = await repository.findSecondFactor(db, viewer.id);
  const enabled = factor?.confirmedAt != null;
  return {
    enabled,
    required: viewer.isRecruiter,
    recoveryCodesLeft: enabled ? (await repository.unusedRecoveryCodes(db, viewer.id)).length : 0,
  };
}

// ---------------------------------------------------------------- sessions

/** GET /users/sessions: the caller's sessions still open (not ended, idle or past their lifetime). */
export async function listSessions(ctx: Ctx, viewer: CurrentUser): Promise<SessionList> {
  const now = Date.now();
  const rows = await repository.openSessions(
    ctx.database.db,
    viewer.id,
    new Date(now - idleTimeoutMs(viewer.isRecruiter)),
  );
  return {
    sessions: rows
      .filter((row) => row.startedAt.getTime() + SESSION_MAX_LIFETIME_MS > now)
      .map((row) => ({
        id: row.id,
        device: row.device,
        address: row.address,
        startedAt: row.startedAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === viewer.sessionId,
      })),
  };
}

/** DELETE /users/sessions/{sessionId}: ends one of the caller's own sessions (its tokens stop working). */
export async function endSession(ctx: Ctx, viewer: CurrentUser, sessionId: string): Promise<void> {
  const ended = await endSessions(ctx.database.db, viewer.id, { only: sessionId });
  if (ended === 0) throw new AppError(404, CODES.sessionNotFound);
}

/** POST /users/sessions/end-others: every session of the caller but the one making the call. */
export async function endOtherSessions(ctx: Ctx, viewer: CurrentUser): Promise<{ ended: number }> {
  return { ended: await endSessions(ctx.database.db, viewer.id, { except: viewer.sessionId }) };
}

// ---------------------------------------------------------------- secrets at rest

/**
 * Encrypts every TOTP secret still stored in plain text (rows written before encryption, or by a seed), once at
 * start-up; reading accepts both forms, so a row this pass has not reached yet still works. Each row is rewritten
 * only while it still holds the plain value read, so an enrolment meanwhile is never overwritten.
 */
export async function encryptPlainSecondFactors(ctx: Ctx): Promise<number> {
  const db = ctx.database.db;
  let done = 0;
  for (const row of await repository.secondFactorSecrets(db)) {
    if (isSealed(row.secret)) continue;
    const sealed = sealSecret(ctx.config.secretsKey, row.userId, row.secret);
    if (await repository.replaceSecret(db, row.userId, row.secret, sealed)) done += 1;
  }
  return done;
}
