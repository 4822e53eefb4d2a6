import { idleTimeoutMs, SESSION_MAX_LIFETIME_MS } from '@mosaico/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { userSessions, users } from '../db/schema';
import { AppError } from './errors';
import { openSession, type SessionClient, touchSession } from './sessions';

export const RECRUITER_ROLES = ['rh', 'rh_manager'] as const;

/** The signed-in person as the API knows them for one request (from a verified token). */
export interface CurrentUser {
  id: string;
  email: string;
  displayName: string;
  roles: string[];
  preferredLanguage: string;
  isRecruiter: boolean;
  /** When the session began (seconds since the epoch): the sign-in that first issued it, kept across renewals. */
  sessionStartedAt: number;
  /** The session row (user_sessions) the token belongs to. */
  sessionId: string;
}

/** Claims the web client decodes (000 §3: "the token carries user data decoded on the client"). */
interface AccessClaims {
  displayName: string;
  email: string;
  roles: string[];
  preferredLanguage: string;
  /** Token version: a password change or account deletion bumps it and older tokens stop working. */
  tv: number;
  /** Session start (seconds): renewals copy it, so a session has an absolute lifetime (SESSION_MAX_LIFETIME_MS). */
  sat: number;
  /** Session id (a user_sessions row): ending that row ends the token, whatever its expiry. */
  sid: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

const secretKey = (config: Config) => new TextEncoder().encode(config.jwtSecret);

export interface TokenSubject {
  id: string;
  email: string;
  displayName: string;
  roles: string[];
  preferredLanguage: string;
  tokenVersion: number;
}

export async function signAccessToken(
  config: Config,
  user: TokenSubject,
  session: { id: string; startedAt?: number },
): Promise<string> {
  const sessionStartedAt = session.startedAt ?? Math.floor(Date.now() / 1000);
  const claims: AccessClaims = {
    displayName: user.displayName,
    email: user.email,
    roles: user.roles,
    preferredLanguage: user.preferredLanguage,
    tv: user.tokenVersion,
    sat: sessionStartedAt,
    sid: session.id,
  };
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(config.jwtExpiresIn)
    .sign(secretKey(config));
}

/**
 * Verifies a token's signature and expiry (or only its signature with `allowExpired`, for renewals), then that
 * the account still exists and the token's version is current. Returns null when any check fails.
 */
export async function verifyAccessToken(
  app: FastifyInstance,
  token: string,
  options: { allowExpired?: boolean } = {},
): Promise<CurrentUser | null> {
  let payload: Partial<AccessClaims> & { sub?: string; iat?: number };
  try {
    ({ payload } = await jwtVerify(token, secretKey(app.ctx.config), {
      algorithms: ['HS256'],
      ...(options.allowExpired ? { currentDate: new Date(0) } : {}),
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
  if (!payload.sub || typeof payload.sid !== 'string') return null;
  const db = app.ctx.database.db;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      roles: users.roles,
      preferredLanguage: users.preferredLanguage,
      tokenVersion: users.tokenVersion,
      deletedAt: users.deletedAt,
      sessionEndedAt: userSessions.endedAt,
      sessionLastSeenAt: userSessions.lastSeenAt,
    })
    .from(users)
    .innerJoin(userSessions, and(eq(userSessions.userId, users.id), eq(userSessions.id, payload.sid)))
    .where(eq(users.id, payload.sub));
  if (!row || row.deletedAt || row.tokenVersion !== payload.tv || row.sessionEndedAt) return null;
  const sessionStartedAt = payload.sat ?? payload.iat ?? 0;
  const now = Date.now();
  if (sessionStartedAt * 1000 + SESSION_MAX_LIFETIME_MS < now) return null;
  const isRecruiter = row.roles.some((role) => (RECRUITER_ROLES as readonly string[]).includes(role));
  // Idle timeout: a session unused for longer than its role allows is over (lastSeenAt moves while it is used).
  const idleFor = now - row.sessionLastSeenAt.getTime();
  if (idleFor > idleTimeoutMs(isRecruiter)) return null;
  // Written at most once a minute per session, so a busy screen does not write on every call.
  if (idleFor > 60_000) await touchSession(db, payload.sid);
  return {
    sessionId: payload.sid,
    sessionStartedAt,
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    roles: row.roles,
    preferredLanguage: row.preferredLanguage,
    isRecruiter,
  };
}

/** Reads the bearer token of every request into `request.currentUser` (null when absent or not valid). */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.currentUser = await verifyAccessToken(app, header.slice('Bearer '.length).trim());
  });
});

/** preHandler: any signed-in person. */
/** The signed-in caller of a route guarded by requireUser or requireRecruiter (401 when there is none). */
export function currentUserOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError(401, 'UNAUTHORIZED');
  return request.currentUser;
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.currentUser) throw new AppError(401, 'UNAUTHORIZED');
}

/** preHandler: recruiters (rh or rh_manager) only. */
export async function requireRecruiter(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.currentUser) throw new AppError(401, 'UNAUTHORIZED');
  if (!request.currentUser.isRecruiter) throw new AppError(403, 'FORBIDDEN');
}

/** preHandler factory: the person named by a route param, or a recruiter. */
export function requireSelfOrRecruiter(param = 'id') {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const user = request.currentUser;
    if (!user) throw new AppError(401, 'UNAUTHORIZED');
    const target = (request.params as Record<string, string | undefined>)[param];
    if (user.id !== target && !user.isRecruiter) throw new AppError(403, 'FORBIDDEN');
  };
}

/** preHandler factory: only the person named by a route param (own-only professional routes). */
export function requireSelf(param = 'id') {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const user = request.currentUser;
    if (!user) throw new AppError(401, 'UNAUTHORIZED');
    const target = (request.params as Record<string, string | undefined>)[param];
    if (user.id !== target) throw new AppError(403, 'FORBIDDEN');
  };
}

/**
 * A sign-in token: for a new session (a row opened for `client`) or, with `session`, for one that goes on
 * (a renewal or a password change keeps the session's id and start).
 */
export async function issueSessionToken(
  ctx: { config: Config; database: { db: Database } },
  user: TokenSubject,
  session: { client: SessionClient; secondFactor?: boolean } | { id: string; startedAt: number },
): Promise<string> {
  if ('id' in session) return signAccessToken(ctx.config, user, session);
  const opened = await openSession(ctx.database.db, user.id, session.client, {
    secondFactor: session.secondFactor ?? false,
  });
  return signAccessToken(ctx.config, user, {
    id: opened.id,
    startedAt: Math.floor(opened.startedAt.getTime() / 1000),
  });
}

/** Where a request comes from, for the session row a sign-in opens. */
export function sessionClientOf(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'], address: request.ip };
}
