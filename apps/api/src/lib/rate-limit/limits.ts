import { createHash } from 'node:crypto';
import type { Language } from '@mosaico/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { requestLanguage } from '../language';

/** A limit: at most `max` counted events per fixed window of `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Every limit of the access flows, in one place (documented in docs/decisions/access-and-identity.md).
 * Per-IP limits are @fastify/rate-limit route limits; per-account ones are keyed by the e-mail address.
 */
export const RATE_LIMITS = {
  /** POST /auth/signin: attempts from one address. */
  signinPerIp: { max: 10, windowMs: MINUTE },
  /**
   * POST /auth/signin: failed attempts against one e-mail FROM ONE ADDRESS; the next attempt from that address,
   * right or wrong, waits. Keyed by e-mail and address so a stranger cannot lock the owner out (issue 12); the
   * per-IP limit above bounds guessing from each address.
   */
  signinFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  /**
   * POST /auth/signup: new accounts from one address. A job fair or a shared office signs up dozens of people an
   * hour behind one address; a script wanting thousands is still stopped (each sign-up also needs a CV upload).
   */
  signupPerIp: { max: 60, windowMs: 60 * MINUTE },
  /** POST /auth/forgot. */
  forgotPerIp: { max: 5, windowMs: 15 * MINUTE },
  forgotPerAccount: { max: 3, windowMs: 60 * MINUTE },
  /** POST /auth/signup/resendmail. */
  resendPerIp: { max: 5, windowMs: 15 * MINUTE },
  resendPerAccount: { max: 3, windowMs: 60 * MINUTE },
  /** GET /users/check-email-cadastro/{email}: the sign-up form checks on blur. */
  checkEmailPerIp: { max: 30, windowMs: MINUTE },
  checkEmailPerAccount: { max: 10, windowMs: MINUTE },
  /** Token calls (validate, refreshToken, advanced, reset): tokens are unguessable; this only stops floods. */
  tokenPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** POST /documents/file by a signed-in person (each upload is stored and may queue a text extraction). */
  uploadsPerUser: { max: 30, windowMs: 60 * MINUTE },
  /** POST /users/password: wrong current passwords for one account; the next attempt waits. */
  passwordChangeFailuresPerUser: { max: 5, windowMs: 15 * MINUTE },
  /**
   * Second-factor codes: like sign-in, 5 wrong codes (or recovery codes, or passwords asked again) per account in
   * 15 minutes, whatever the address — a six-digit code must not be guessable by spreading tries over addresses.
   */
  secondFactorFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  /** POST /contactus: each message becomes an e-mail to the team. */
  contactPerIp: { max: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/**
 * A duration as the API reference writes it ('an hour', '15 minutes', '48 hours', '7 days'): the reference reads the
 * same constants the code enforces, so it cannot drift from them (issue 21: it said 7 days where the code allowed an
 * hour).
 */
export function describeDuration(ms: number): string {
  const units: Array<[number, string, string]> = [
    [24 * 60 * MINUTE, 'a day', 'days'],
    [60 * MINUTE, 'an hour', 'hours'],
    [MINUTE, 'a minute', 'minutes'],
    [1000, 'a second', 'seconds'],
  ];
  for (const [size, one, many] of units) {
    // Two days read as '48 hours', as the product's texts say them.
    const tooFew = size === units[0]?.[0] && ms < 3 * size && ms !== size;
    if (ms >= size && ms % size === 0 && !tooFew) return ms === size ? one : `${ms / size} ${many}`;
  }
  return `${ms} ms`;
}

/** A limit as the API reference writes it: '60 an hour', '5 per 15 minutes', '10 a minute'. */
export function describeRateLimit(rule: RateLimitRule): string {
  const window = describeDuration(rule.windowMs);
  return /^an? /.test(window) ? `${rule.max} ${window}` : `${rule.max} per ${window}`;
}

/** A per-IP route limit for `config: { rateLimit: routeRateLimit(RATE_LIMITS.x) }`. */
export function routeRateLimit(rule: RateLimitRule): { max: number; timeWindow: number } {
  return { max: rule.max, timeWindow: rule.windowMs };
}

/** "45 seconds", "2 minutos"…: how long to wait, in the request's language. */
export function formatWait(seconds: number, language: Language): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] = whole < 60 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** The 429 every limit answers: `{statusCode, code: 'RATE_LIMITED', message (naming the wait), retryAfter}`. */
export function rateLimitedError(request: FastifyRequest, ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new AppError(
    429,
    'RATE_LIMITED',
    { wait: formatWait(seconds, requestLanguage(request)), seconds },
    { retryAfter: seconds },
  );
}

/** Counter key for an account: the e-mail is hashed so the table holds no addresses. */
function accountKey(name: string, subject: string): string {
  const digest = createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url');
  return `account:${name}|${digest}`;
}

function enabled(request: FastifyRequest): boolean {
  return request.server.ctx.config.rateLimitEnabled;
}

function refuse(request: FastifyRequest, reply: FastifyReply, ttlMs: number): never {
  const error = rateLimitedError(request, ttlMs);
  reply.header('retry-after', String(error.params.seconds));
  throw error;
}

/** Counts one event for the account and refuses (429) once it goes over the rule's max. */
export async function limitAccount(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  if (!enabled(request)) return;
  const counter = await request.server.ctx.rateLimits.hit(accountKey(name, subject), rule.windowMs);
  if (counter.current > rule.max) refuse(request, reply, counter.ttl);
}

/** Refuses (429) when the account already reached the rule's max, without counting (failure-only limits). */
export async function assertAccountBelowLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  if (!enabled(request)) return;
  const counter = await request.server.ctx.rateLimits.read(accountKey(name, subject));
  if (counter.current >= rule.max) refuse(request, reply, counter.ttl);
}

/** Counts one failure for the account (see assertAccountBelowLimit). */
export async function countAccountFailure(
  request: FastifyRequest,
  name: string,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  if (!enabled(request)) return;
  await request.server.ctx.rateLimits.hit(accountKey(name, subject), rule.windowMs);
}

/** Forgets the account's counter (a successful sign-in clears its failures). */
export async function clearAccountLimit(
  request: FastifyRequest,
  name: string,
  subject: string,
): Promise<void> {
  if (!enabled(request)) return;
  await request.server.ctx.rateLimits.reset(accountKey(name, subject));
}
