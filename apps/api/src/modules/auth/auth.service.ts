import {
  AUTH_SUCCESS_CODES,
  type ChangePasswordBody,
  type ChangePasswordResponse,
  CONFIRMATION_TOKEN_TTL_MS,
  confirmationLinkPath,
  type Language,
  MIN_PASSWORD_LENGTH,
  PASSWORD_CHANGE_ERROR_CODES,
  RESET_TOKEN_TTL_MS,
  resetLinkPath,
  SESSION_RENEWAL_GRACE_MS,
  type SigninChallengeResponse,
  type signupRequestSchema,
} from '@mosaico/domain';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Database, DatabaseHandle } from '../../db/client';
import { type CurrentUser, issueSessionToken } from '../../lib/auth';
import { assertPasswordAcceptable } from '../../lib/common-passwords';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { endSessions, type SessionClient, setPassword, setPasswordAndEndSessions } from '../../lib/sessions';
import { continueSignin } from '../account-security';
import { recordAutomaticEvent } from '../feed';
import { bindSignupUploads } from '../files';
import { sendTemplateMail } from '../mail';
import type { UserRow } from './auth.repository';
import * as repository from './auth.repository';

type Ctx = Pick<AppContext, 'config' | 'database' | 'mailer'>;
type SignupInput = z.output<typeof signupRequestSchema>;

const tokenInvalid = () => new AppError(400, 'TOKEN_INVALID_OR_EXPIRED');

/** The user's language for mail: theirs when it is one of ours, else the one the request was made in. */
const languageOf = (user: Pick<UserRow, 'preferredLanguage'>, fallback: Language): Language => {
  const stored = user.preferredLanguage;
  return stored === 'en-US' || stored === 'pt-BR' || stored === 'pt-PT' ? stored : fallback;
};

/**
 * A sign-in JWT for the account (claims: sub, displayName, email, roles, preferredLanguage, tv, sat, sid, iat,
 * exp): a new session for `client`, or the continuation of an existing one.
 */
export function issueAccessToken(
  ctx: Pick<AppContext, 'config' | 'database'>,
  user: UserRow,
  session: { client: SessionClient; secondFactor?: boolean } | { id: string; startedAt: number },
): Promise<string> {
  return issueSessionToken(
    ctx,
    {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      roles: user.roles,
      preferredLanguage: user.preferredLanguage,
      tokenVersion: user.tokenVersion,
    },
    session,
  );
}

async function requireUser(db: Database, id: string): Promise<UserRow> {
  const user = await repository.findActiveUserById(db, id);
  if (!user) throw new AppError(404, 'USER_NOTFOUND');
  return user;
}

const absolute = (ctx: Ctx, path: string) => `${ctx.config.publicUrl}${path}`;
const profileLink = (ctx: Ctx, userId: string) =>
  absolute(ctx, `/professional/${encodeURIComponent(userId)}/professinal-profile?step=welcome`);

// ---------------------------------------------------------------- sign-in

// Compared against when the e-mail is unknown, so both failures take about the same time.
let dummyHash: Promise<string> | null = null;

/**
 * POST /auth/signin. Unknown e-mail, wrong password and an account without a password (pre-registered by a
 * recruiter) all answer INVALID_CREDENTIALS; UNCONFIRMED_EMAIL only once the password is right, so it never tells
 * a stranger that an address is registered.
 */
export async function signin(
  ctx: Ctx,
  input: { email: string; password: string },
  client: SessionClient,
): Promise<{ token: string } | SigninChallengeResponse> {
  const user = await repository.findActiveUserByEmail(ctx.database.db, input.email);
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, input.password);
    throw new AppError(401, 'INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new AppError(401, 'INVALID_CREDENTIALS');
  if (!user.emailConfirmedAt) throw new AppError(403, 'UNCONFIRMED_EMAIL');
  // A second factor, when the account has one or must enrol one, comes before any token.
  return continueSignin(ctx, user.id, client);
}

// ---------------------------------------------------------------- sign-up and confirmation

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function sendConfirmation(
  ctx: Ctx,
  user: { id: string; email: string; firstName: string },
  input: { opportunityId: string | null; language: Language; template: 'confirm' | 'resend' },
): Promise<void> {
  const token = await repository.createAuthToken(ctx.database.db, {
    userId: user.id,
    kind: 'confirm',
    ttlMs: CONFIRMATION_TOKEN_TTL_MS,
    opportunityId: input.opportunityId,
  });
  const opportunityTitle = input.opportunityId
    ? await repository.findOpportunityTitle(ctx.database.db, input.opportunityId)
    : null;
  await sendTemplateMail(ctx, {
    to: user.email,
    template: input.template,
    language: input.language,
    data: {
      firstName: user.firstName,
      link: absolute(ctx, confirmationLinkPath(user.email, token, input.opportunityId)),
      opportunityTitle,
    },
  });
}

/**
 * POST /auth/signup: creates the professional (password hashed, e-mail unconfirmed), binds the CVs uploaded at step
 * 2 in the same transaction (at least one must bind), then mails the confirmation link (48 h). With `vaga` the link
 * opens the combined validation-and-application screen and the confirmation applies the user to that opportunity.
 */
export async function signup(
  ctx: Ctx,
  input: SignupInput,
  requestLanguage: Language,
): Promise<{ userId: string }> {
  const { user } = input;
  const db = ctx.database.db;
  const language = user.dadosPessoais.preferredLanguage ?? input.activeLanguage ?? requestLanguage;
  const opportunityId = input.vaga ?? null;
  if (opportunityId && (await repository.findOpportunityTitle(db, opportunityId)) === null) {
    throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  }
  if (await repository.emailTaken(db, user.email)) throw new AppError(409, 'EMAIL_ALREADY_REGISTERED');
  assertPasswordAcceptable(user.password, user);

  const passwordHash = await hashPassword(user.password);
  let userId: string;
  try {
    userId = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const id = await repository.insertUser(txDb, {
        email: user.email,
        passwordHash,
        firstName: user.firstName,
        lastName: user.lastName,
        displayName: `${user.firstName} ${user.lastName}`,
        roles: ['user'],
        preferredLanguage: language,
        personalData: { pcdUser: { isUserPCD: user.dadosPessoais.pcdUser.isUserPCD, defs: [] } },
        placeId: user.dadosPessoais.geolocation.place_id,
        formattedAddress: user.dadosPessoais.geolocation.formatted_address,
        contacts: user.contato.lista,
        flags: { europeanUnionCitizenship: { status: user.europeanUnionCitizenship.status } },
      });
      const database = { ...ctx.database, db: txDb } as DatabaseHandle;
      const bound = await bindSignupUploads(
        { database },
        id,
        user.attachments.map((file) => file.url),
      );
      if (bound.length === 0) throw new AppError(400, 'CV_REQUIRED');
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'EMAIL_ALREADY_REGISTERED');
    throw error;
  }

  await sendConfirmation(
    ctx,
    { id: userId, email: user.email, firstName: user.firstName },
    { opportunityId, language, template: 'confirm' },
  );
  return { userId };
}

/** After a confirmation: the welcome message, and the application when the sign-up started on an opportunity. */
async function completeConfirmation(
  ctx: Ctx,
  userId: string,
  opportunityId: string | null,
  fallbackLanguage: Language,
): Promise<{ user: UserRow; opportunityId?: string }> {
  const db = ctx.database.db;
  await repository.confirmEmail(db, userId);
  await repository.retireTokens(db, userId, 'confirm');
  const user = await requireUser(db, userId);
  const opportunityTitle = opportunityId ? await repository.findOpportunityTitle(db, opportunityId) : null;
  const applied = opportunityId !== null && opportunityTitle !== null;
  if (applied) {
    await repository.applyAsCandidate(db, opportunityId, userId, new Date());
    await recordAutomaticEvent(db, {
      professionalId: userId,
      kind: 'applied',
      actorId: userId,
      opportunityId,
    });
  }
  await sendTemplateMail(ctx, {
    to: user.email,
    template: 'welcome',
    language: languageOf(user, fallbackLanguage),
    data: { firstName: user.firstName, link: profileLink(ctx, user.id), opportunityTitle },
  });
  return applied ? { user, opportunityId } : { user };
}

/**
 * POST /auth/signup/validate: uses the confirmation token (single use, 48 h) of the account `username`, confirms
 * the e-mail, applies to the opportunity the token carries, and signs the user in.
 */
export async function validateSignup(
  ctx: Ctx,
  input: { username: string; token: string },
  requestLanguage: Language,
  client: SessionClient,
): Promise<{ token: string; opportunityId?: string }> {
  const consumed = await repository.consumeAuthToken(ctx.database.db, {
    token: input.token,
    kind: 'confirm',
    email: input.username,
  });
  if (!consumed) throw tokenInvalid();
  const done = await completeConfirmation(ctx, consumed.userId, consumed.opportunityId, requestLanguage);
  const token = await issueAccessToken(ctx, done.user, { client });
  return done.opportunityId ? { token, opportunityId: done.opportunityId } : { token };
}

/**
 * POST /auth/signup/resendmail: a new confirmation link (older ones stop working) for an account whose e-mail is
 * not confirmed yet. The answer is the same whatever the account's state, so it tells nothing about it.
 */
export async function resendConfirmation(
  ctx: Ctx,
  input: { email: string; activeLanguage?: Language | undefined },
  requestLanguage: Language,
): Promise<{ message: string }> {
  const db = ctx.database.db;
  const user = await repository.findActiveUserByEmail(db, input.email);
  if (user && !user.emailConfirmedAt) {
    const opportunityId = await repository.latestConfirmOpportunity(db, user.id);
    await repository.retireTokens(db, user.id, 'confirm');
    await sendConfirmation(ctx, user, {
      opportunityId,
      language: input.activeLanguage ?? languageOf(user, requestLanguage),
      template: 'resend',
    });
  }
  return { message: AUTH_SUCCESS_CODES.EMAIL_RESENT_WITH_SUCCESS };
}

// ---------------------------------------------------------------- renewal

/** A verified sign-in JWT, possibly expired: whose it is and when it expired (seconds since the epoch). */
export interface PresentedSession {
  user: CurrentUser;
  exp: number;
}

/**
 * POST /auth/refreshToken. A sign-in JWT of `username` (signature and token version valid, expired at most an hour
 * ago, its session younger than SESSION_MAX_LIFETIME_MS) gets a fresh JWT; an unused confirmation token of `username`, expired or not, is replaced by a fresh one
 * (48 h) carrying the same opportunity. Anything else is TOKEN_INVALID_OR_EXPIRED.
 */
export async function refreshToken(
  ctx: Ctx,
  input: { token: string; username: string },
  session: PresentedSession | null,
): Promise<{ token: string; opportunityId?: string }> {
  const db = ctx.database.db;
  const username = input.username.trim().toLowerCase();
  if (session) {
    const fresh = session.exp * 1000 + SESSION_RENEWAL_GRACE_MS > Date.now();
    if (!fresh || session.user.email.toLowerCase() !== username) throw tokenInvalid();
    const user = await requireUser(db, session.user.id);
    // The renewed token keeps the session's start: verifyAccessToken refuses it past SESSION_MAX_LIFETIME_MS.
    return {
      token: await issueAccessToken(ctx, user, {
        id: session.user.sessionId,
        startedAt: session.user.sessionStartedAt,
      }),
    };
  }
  const retired = await repository.retireConfirmToken(db, input.token, username);
  if (!retired) throw tokenInvalid();
  const token = await repository.createAuthToken(db, {
    userId: retired.userId,
    kind: 'confirm',
    ttlMs: CONFIRMATION_TOKEN_TTL_MS,
    opportunityId: retired.opportunityId,
  });
  return retired.opportunityId ? { token, opportunityId: retired.opportunityId } : { token };
}

// ---------------------------------------------------------------- advanced sign-up

/** The perfilUsuario parts advanced sign-up stores (skills have their own calls); other keys are ignored. */
const ADVANCED_PROFILE_KEYS = ['pretensao', 'interestLocations', 'mosaico'];

/**
 * POST /auth/signup/advanced: a professional registered by a recruiter opens the link of their invitation,
 * chooses a password and is signed in. The token (a confirmation token of `username`) is used once; the password
 * follows the sign-up rule (at least 8). perfilUsuario and homeOffice, when sent, are stored on the profile.
 * A pre-registered account becomes a normal one (preRegister false, validRegistration true).
 */
export async function advancedSignup(
  ctx: Ctx,
  input: {
    username: string;
    token: string;
    password: string;
    activeLanguage?: Language | undefined;
    perfilUsuario?: Record<string, unknown> | undefined;
    homeOffice?: boolean | undefined;
  },
  requestLanguage: Language,
  client: SessionClient,
): Promise<{ token: string; opportunityId?: string }> {
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError(400, 'PASSWORD_TOO_SHORT', { min: MIN_PASSWORD_LENGTH });
  }
  const db = ctx.database.db;
  const owner = await repository.findTokenOwner(db, input.token, 'confirm');
  if (owner) assertPasswordAcceptable(input.password, owner);
  const consumed = await repository.consumeAuthToken(db, {
    token: input.token,
    kind: 'confirm',
    email: input.username,
  });
  if (!consumed) throw tokenInvalid();
  await setPasswordAndEndSessions(db, consumed.userId, input.password);
  await repository.finishPreRegistration(db, consumed.userId);
  const language = input.activeLanguage ?? requestLanguage;
  const profile = Object.fromEntries(
    Object.entries(input.perfilUsuario ?? {}).filter(([key]) => ADVANCED_PROFILE_KEYS.includes(key)),
  );
  if (Object.keys(profile).length > 0) await repository.mergeProfile(db, consumed.userId, profile);
  if (input.homeOffice !== undefined)
    await repository.updateUser(db, consumed.userId, { homeOffice: input.homeOffice });
  const done = await completeConfirmation(ctx, consumed.userId, consumed.opportunityId, language);
  const token = await issueAccessToken(ctx, done.user, { client });
  return done.opportunityId ? { token, opportunityId: done.opportunityId } : { token };
}

// ---------------------------------------------------------------- pre-registration invitation

/**
 * The link of a pre-registration e-mail (pre-registration module): a confirmation token of the account that
 * auth/signup/advanced uses once to set the password; older links of the account stop working. It carries no
 * opportunity, so finishing signs the person in without applying them anywhere.
 */
export async function createInvitationToken(
  ctx: Pick<AppContext, 'database'>,
  userId: string,
  ttlMs: number,
): Promise<string> {
  const db = ctx.database.db;
  await repository.retireTokens(db, userId, 'confirm');
  return repository.createAuthToken(db, { userId, kind: 'confirm', ttlMs });
}

// ---------------------------------------------------------------- password reset

/**
 * POST /auth/forgot: when an active account has the e-mail, a reset link (1 h, single use; older links stop
 * working) is mailed in the language of the request. The answer never tells whether the account exists.
 */
export async function forgotPassword(
  ctx: Ctx,
  input: { email: string; activeLanguage?: Language | undefined },
  requestLanguage: Language,
): Promise<{ message: string }> {
  const db = ctx.database.db;
  const user = await repository.findActiveUserByEmail(db, input.email);
  if (user) {
    await repository.retireTokens(db, user.id, 'reset');
    const token = await repository.createAuthToken(db, {
      userId: user.id,
      kind: 'reset',
      ttlMs: RESET_TOKEN_TTL_MS,
    });
    await sendTemplateMail(ctx, {
      to: user.email,
      template: 'reset',
      language: input.activeLanguage ?? languageOf(user, requestLanguage),
      data: { firstName: user.firstName, link: absolute(ctx, resetLinkPath(token)) },
    });
  }
  return { message: AUTH_SUCCESS_CODES.EMAIL_SENT_WITH_SUCCESS };
}

/** GET /auth/reset/{token}. */
export async function resetTokenStatus(ctx: Ctx, token: string): Promise<{ status: 'valid' }> {
  if (!(await repository.isTokenUsable(ctx.database.db, token, 'reset'))) throw tokenInvalid();
  return { status: 'valid' };
}

/**
 * POST /auth/reset/{token}: both passwords at least 8 characters and equal; then the token is used, the password
 * replaced, every older sign-in token stops working, and the e-mail counts as confirmed (the link proved it);
 * a pre-registered account that chose its password this way becomes a normal one too.
 */
export async function resetPassword(
  ctx: Ctx,
  token: string,
  input: { newPassword: string; verifyPassword: string },
): Promise<{ message: string }> {
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) {
    throw new AppError(400, 'PASSWORD_TOO_SHORT', { min: MIN_PASSWORD_LENGTH });
  }
  if (input.newPassword !== input.verifyPassword) throw new AppError(400, 'PASSWORDS_DO_NOT_MATCH');
  const db = ctx.database.db;
  // The rule is checked before the token is used up, so a refused password leaves the link working.
  const owner = await repository.findTokenOwner(db, token, 'reset');
  if (owner) assertPasswordAcceptable(input.newPassword, owner);
  const consumed = await repository.consumeAuthToken(db, { token, kind: 'reset' });
  if (!consumed) throw tokenInvalid();
  await setPasswordAndEndSessions(db, consumed.userId, input.newPassword);
  await endSessions(db, consumed.userId, {});
  await repository.finishPreRegistration(db, consumed.userId);
  await repository.retireTokens(db, consumed.userId, 'reset');
  await repository.confirmEmail(db, consumed.userId);
  return { message: AUTH_SUCCESS_CODES.PASSWORD_CHANGED_WITH_SUCCESS };
}

// ---------------------------------------------------------------- users/password

/**
 * POST users/password (personal information): the current password, then a new one of at least 8 characters
 * given twice. Each rule answers its own code, in PASSWORD_CHANGE_ERROR_CODES order. Every session of the account
 * ends (the token version moves on); the caller goes on with the fresh token in the answer.
 */
export async function changePassword(
  ctx: Ctx,
  viewer: CurrentUser,
  input: ChangePasswordBody,
): Promise<ChangePasswordResponse> {
  if (input.currentPassword === '') throw new AppError(400, PASSWORD_CHANGE_ERROR_CODES.currentRequired);
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) {
    throw new AppError(400, PASSWORD_CHANGE_ERROR_CODES.tooShort, { min: MIN_PASSWORD_LENGTH });
  }
  if (input.newPassword !== input.verifyPassword)
    throw new AppError(400, PASSWORD_CHANGE_ERROR_CODES.mismatch);
  const db = ctx.database.db;
  const user = await requireUser(db, viewer.id);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError(400, PASSWORD_CHANGE_ERROR_CODES.wrongCurrent);
  }
  assertPasswordAcceptable(input.newPassword, { ...user, lastName: user.displayName });
  // 'Sign out everywhere else' is offered and on unless the person turns it off (ASVS 5.0 7.4.3).
  if (input.signOutOthers === false) {
    await setPassword(db, user.id, input.newPassword);
  } else {
    await setPasswordAndEndSessions(db, user.id, input.newPassword);
    await endSessions(db, user.id, { except: viewer.sessionId });
  }
  const updated = await requireUser(db, user.id);
  return {
    message: AUTH_SUCCESS_CODES.PASSWORD_CHANGED_WITH_SUCCESS,
    token: await issueAccessToken(ctx, updated, { id: viewer.sessionId, startedAt: viewer.sessionStartedAt }),
  };
}

// ---------------------------------------------------------------- users/check-email-cadastro

/** GET /users/check-email-cadastro/{email}: whether the address is taken (sign-up step 1 checks on blur). */
export async function emailExists(ctx: Ctx, email: string): Promise<{ exists: boolean }> {
  return { exists: await repository.emailTaken(ctx.database.db, email) };
}

/**
 * POST /auth/signout: ends this session on the server, and only this one: the person's other devices stay signed in
 * (they end those from the sessions list in settings, or with 'sign out everywhere else' on a password change).
 */
export async function signout(ctx: Ctx, viewer: CurrentUser): Promise<void> {
  await endSessions(ctx.database.db, viewer.id, { only: viewer.sessionId });
}
