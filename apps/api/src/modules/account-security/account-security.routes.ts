import {
  endedSessionsSchema,
  enrolChallengeConfirmRequestSchema,
  enrolChallengeRequestSchema,
  enrolCompleteResponseSchema,
  recoveryCodesResponseSchema,
  secondFactorConfirmRequestSchema,
  secondFactorDisableRequestSchema,
  secondFactorSetupRequestSchema,
  secondFactorSetupSchema,
  secondFactorSigninRequestSchema,
  secondFactorStatusSchema,
  sessionListSchema,
  tokenResponseSchema,
} from '@mosaico/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireUser, sessionClientOf } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import {
  assertAccountBelowLimit,
  clearAccountLimit,
  countAccountFailure,
  describeRateLimit,
  RATE_LIMITS,
  routeRateLimit,
} from '../../lib/rate-limit/limits';
import * as service from './account-security.service';

const errorSchema = z.object({ statusCode: z.number(), code: z.string(), message: z.string() }).loose();
const FAILURE_CODES = new Set(['SECOND_FACTOR_INVALID_CODE', 'WRONG_CURRENT_PASSWORD']);
const limitNote =
  `${RATE_LIMITS.secondFactorFailuresPerAccount.max} wrong codes or passwords per account in ` +
  `${describeRateLimit(RATE_LIMITS.secondFactorFailuresPerAccount)} make further attempts wait (429 RATE_LIMITED).`;

/**
 * Runs a step that checks a code or a password, counting failures per account (like sign-in failures) so a
 * six-digit code cannot be guessed; a success clears the count.
 */
async function limited<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: () => Promise<T>,
): Promise<T> {
  const rule = RATE_LIMITS.secondFactorFailuresPerAccount;
  await assertAccountBelowLimit(request, reply, 'second-factor', rule, userId);
  try {
    const answer = await run();
    await clearAccountLimit(request, 'second-factor', userId);
    return answer;
  } catch (error) {
    if (error instanceof AppError && FAILURE_CODES.has(error.code)) {
      await countAccountFailure(request, 'second-factor', rule, userId);
    }
    throw error;
  }
}

/** Second factor (TOTP with recovery codes) and the sessions a person can see and end (issue 26). */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const signedIn = { preHandler: requireUser };
  const bearer = [{ bearerAuth: [] }];

  app.post(
    '/auth/second-factor',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.signinPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in, second step: a code from the authenticator app or a recovery code',
        description:
          'After POST /auth/signin answered {secondFactor: "required", challenge}. `code`: six digits, right for ' +
          'now or 30 s either side, each time step accepted once; or `recoveryCode`: one unused code of the ten, ' +
          'used up. Answers a sign-in JWT. SECOND_FACTOR_CHALLENGE_INVALID (401) for an expired or foreign ' +
          `challenge, SECOND_FACTOR_INVALID_CODE (400). ${limitNote}`,
        body: secondFactorSigninRequestSchema,
        response: { 200: tokenResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await service.readChallenge(ctx, request.body.challenge, 'required');
      return limited(request, reply, user.id, () =>
        service.completeSignin(ctx, request.body, sessionClientOf(request)),
      );
    },
  );

  app.post(
    '/auth/second-factor/enrol',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.signinPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in of a recruiter without a second factor: get a secret to enrol',
        description:
          'After POST /auth/signin answered {secondFactor: "enrol", challenge} (recruiters and managers must have ' +
          'a second factor). Answers the secret as text, its otpauth:// URI and a QR code of it (PNG data URL). ' +
          'Asking again replaces a secret not yet confirmed.',
        body: enrolChallengeRequestSchema,
        response: { 200: secondFactorSetupSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request) => service.enrolDuringSignin(ctx, request.body.challenge),
  );

  app.post(
    '/auth/second-factor/enrol/confirm',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.signinPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in of a recruiter without a second factor: confirm it with a first code',
        description:
          'Turns the second factor on, answers a sign-in JWT and ten single-use recovery codes (shown once; only ' +
          `their hashes are kept). SECOND_FACTOR_INVALID_CODE (400). ${limitNote}`,
        body: enrolChallengeConfirmRequestSchema,
        response: { 200: enrolCompleteResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await service.readChallenge(ctx, request.body.challenge, 'enrol');
      return limited(request, reply, user.id, () =>
        service.confirmDuringSignin(ctx, request.body, sessionClientOf(request)),
      );
    },
  );

  app.get(
    '/users/second-factor',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: "The signed-in person's second factor: on or off, required or not, recovery codes left",
        security: bearer,
        response: { 200: secondFactorStatusSchema, 401: errorSchema },
      },
    },
    async (request) => service.secondFactorStatus(ctx, currentUserOf(request)),
  );

  app.post(
    '/users/second-factor/setup',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'Start turning the second factor on (the password again)',
        description:
          'Answers the secret, its otpauth:// URI and a QR code; POST /users/second-factor/confirm with a first ' +
          `code turns it on. CURRENT_PASSWORD_REQUIRED (400) without the password, WRONG_CURRENT_PASSWORD (400), ` +
          `SECOND_FACTOR_ALREADY_ENABLED (409). ${limitNote}`,
        security: bearer,
        body: secondFactorSetupRequestSchema,
        response: { 200: secondFactorSetupSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const viewer = currentUserOf(request);
      return limited(request, reply, viewer.id, () =>
        service.setupForUser(ctx, viewer, request.body.password),
      );
    },
  );

  app.post(
    '/users/second-factor/confirm',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'Turn the second factor on with a first code',
        description: `Answers ten single-use recovery codes, shown once. SECOND_FACTOR_INVALID_CODE (400). ${limitNote}`,
        security: bearer,
        body: secondFactorConfirmRequestSchema,
        response: { 200: recoveryCodesResponseSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const viewer = currentUserOf(request);
      return limited(request, reply, viewer.id, () => service.confirmForUser(ctx, viewer, request.body.code));
    },
  );

  app.post(
    '/users/second-factor/recovery-codes',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'Ten new recovery codes (the password again); the old ones stop working',
        description: `CURRENT_PASSWORD_REQUIRED (400) without the password, WRONG_CURRENT_PASSWORD (400). ${limitNote}`,
        security: bearer,
        body: secondFactorSetupRequestSchema,
        response: { 200: recoveryCodesResponseSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const viewer = currentUserOf(request);
      return limited(request, reply, viewer.id, () =>
        service.renewRecoveryCodes(ctx, viewer, request.body.password),
      );
    },
  );

  app.post(
    '/users/second-factor/disable',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'Turn the second factor off (professionals; the password again)',
        description:
          'SECOND_FACTOR_REQUIRED_FOR_ROLE (403) for recruiters and managers, who must keep one; ' +
          'CURRENT_PASSWORD_REQUIRED (400) without the password, WRONG_CURRENT_PASSWORD (400). Answers 204.',
        security: bearer,
        body: secondFactorDisableRequestSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const viewer = currentUserOf(request);
      await limited(request, reply, viewer.id, () =>
        service.disableForUser(ctx, viewer, request.body.password),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/sessions',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: "The signed-in person's open sessions, newest use first; `current` is this one",
        security: bearer,
        response: { 200: sessionListSchema, 401: errorSchema },
      },
    },
    async (request) => service.listSessions(ctx, currentUserOf(request)),
  );

  app.delete(
    '/users/sessions/:sessionId',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'End one of your sessions: its tokens stop working at once',
        description:
          'SESSION_NOT_FOUND (404) for a session that is not yours or has already ended. Answers 204.',
        security: bearer,
        params: z.object({ sessionId: z.string().min(1).max(100) }),
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await service.endSession(ctx, currentUserOf(request), request.params.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/sessions/end-others',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'End every session but this one',
        security: bearer,
        response: { 200: endedSessionsSchema, 401: errorSchema },
      },
    },
    async (request) => service.endOtherSessions(ctx, currentUserOf(request)),
  );
};
