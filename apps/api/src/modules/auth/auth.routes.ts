import {
  advancedSignupRequestSchema,
  CONFIRMATION_TOKEN_TTL_MS,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  checkEmailResponseSchema,
  emailSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  RESET_TOKEN_TTL_MS,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  registerProfessionalBodySchema,
  resendMailRequestSchema,
  resetPasswordRequestSchema,
  resetTokenStatusSchema,
  SESSION_MAX_LIFETIME_MS,
  SESSION_RENEWAL_GRACE_MS,
  signinRequestSchema,
  signinResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  validateSignupRequestSchema,
  validateSignupResponseSchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import {
  currentUserOf,
  requireRecruiter,
  requireUser,
  sessionClientOf,
  verifyAccessToken,
} from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { translateMessage } from '../../lib/messages';
import {
  assertAccountBelowLimit,
  clearAccountLimit,
  countAccountFailure,
  describeDuration,
  describeRateLimit,
  limitAccount,
  RATE_LIMITS,
  routeRateLimit,
} from '../../lib/rate-limit/limits';
import { registerProfessional } from '../professional-registration';
import * as service from './auth.service';

const errorSchema = z.object({ statusCode: z.number(), code: z.string(), message: z.string() }).loose();
const resetTokenParams = z.object({ token: z.string().min(1).max(200) });

/** Access and identity calls (000 §7 "Authentication" and users/check-email-cadastro), under /api. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/auth/signin',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.signinPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        description:
          'Answers a sign-in JWT (claims sub, displayName, email, roles, preferredLanguage, tv, sat, sid, iat, exp), ' +
          'or — when the account has a second factor, or is a recruiter or manager who must enrol one — ' +
          '{secondFactor: "required" | "enrol", challenge} (5 minutes) for POST /auth/second-factor or ' +
          '/auth/second-factor/enrol. Each sign-in opens its own session (GET /users/sessions). ' +
          'INVALID_CREDENTIALS (401) for an unknown e-mail or a wrong password alike; UNCONFIRMED_EMAIL (403) when ' +
          `the password is right but the e-mail is not confirmed. Limits: ${describeRateLimit(RATE_LIMITS.signinPerIp)} ` +
          `attempts per IP; after ${RATE_LIMITS.signinFailuresPerAccount.max} failures for one e-mail from one address ` +
          `in ${describeDuration(RATE_LIMITS.signinFailuresPerAccount.windowMs)} further attempts from that address ` +
          'get RATE_LIMITED (429) until the window ends.',
        body: signinRequestSchema,
        response: { 200: signinResponseSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      // Failures count per e-mail and address: a stranger elsewhere cannot lock the owner out.
      const subject = `${request.body.email.trim().toLowerCase()} ${request.ip}`;
      await assertAccountBelowLimit(request, reply, 'signin', RATE_LIMITS.signinFailuresPerAccount, subject);
      try {
        const answer = await service.signin(ctx, request.body, sessionClientOf(request));
        await clearAccountLimit(request, 'signin', subject);
        return answer;
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
          await countAccountFailure(request, 'signin', RATE_LIMITS.signinFailuresPerAccount, subject);
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/signup',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.signupPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Register a professional (sign-up steps 1 and 2)',
        description:
          'Creates the account with an unconfirmed e-mail, binds the CVs uploaded anonymously at step 2 ' +
          '(`attachments[].url` from POST /api/documents/file; at least one must bind, else CV_REQUIRED) and mails ' +
          `the confirmation link (${describeDuration(CONFIRMATION_TOKEN_TTL_MS)}): ` +
          '/signup-candidature/{e-mail}/{token}/{vaga} when `vaga` is given, else ' +
          '/signup/advanced/{e-mail}/{token}/confirm. EMAIL_ALREADY_REGISTERED (409); OPPORTUNITY_NOT_FOUND (404) ' +
          `for an unknown \`vaga\`. Limit: ${describeRateLimit(RATE_LIMITS.signupPerIp)} sign-ups per IP. ` +
          "A recruiter's call with `user.registerRh` true is 002 §7.3's registration by a recruiter: the body is " +
          "002 §3's registration payload and it does what POST /users/register-professional does (the call the " +
          'form uses, which the sign-up limit does not count); 401 without a token, 403 for a non-recruiter.',
        body: signupRequestSchema,
        response: { 201: signupResponseSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
      // 002 §7.3 'POST auth/signup | registration payload': a recruiter registering a professional sends the
      // registration payload (no password) here. It is told apart before the sign-up schema reads the body.
      preValidation: async (request, reply) => {
        const body = request.body as { user?: { registerRh?: unknown } } | null | undefined;
        if (body?.user?.registerRh !== true) return;
        await requireRecruiter(request, reply);
        const parsed = registerProfessionalBodySchema.safeParse(body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new AppError(400, 'VALIDATION_ERROR', {
            field: issue ? ['body', ...issue.path].join('.') : 'body',
            detail: issue?.message ?? 'invalid',
          });
        }
        const answer = await registerProfessional(ctx, currentUserOf(request), parsed.data.user);
        return reply
          .status(201)
          .send({ message: 'PROFESSIONAL_REGISTERED_WITH_SUCCESS' as const, user: answer.user });
      },
    },
    async (request, reply) => {
      const { userId } = await service.signup(ctx, request.body, requestLanguage(request));
      return reply
        .status(201)
        .send({ message: 'PROFESSIONAL_REGISTERED_WITH_SUCCESS' as const, user: { id: userId } });
    },
  );

  app.post(
    '/auth/signup/validate',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.tokenPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail with the link token',
        description:
          'Uses the confirmation token once, confirms the e-mail, sends the welcome message and answers a sign-in ' +
          'JWT. When the sign-up started on an opportunity the user is now its candidate (status 1 Concorrendo) and ' +
          '`opportunityId` comes back too. TOKEN_INVALID_OR_EXPIRED (400) otherwise.',
        body: validateSignupRequestSchema,
        response: { 200: validateSignupResponseSchema, 400: errorSchema },
      },
    },
    async (request) =>
      service.validateSignup(ctx, request.body, requestLanguage(request), sessionClientOf(request)),
  );

  app.post(
    '/auth/signup/resendmail',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.resendPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Send a new confirmation link',
        description:
          'For an account whose e-mail is not confirmed: a new link (older ones stop working) in `activeLanguage`. ' +
          `Always answers {message: "EMAIL_RESENT_WITH_SUCCESS"}. Limits: ${describeRateLimit(RATE_LIMITS.resendPerIp)} ` +
          `per IP, ${describeRateLimit(RATE_LIMITS.resendPerAccount)} per e-mail.`,
        body: resendMailRequestSchema,
        response: { 200: messageResponseSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await limitAccount(request, reply, 'resend', RATE_LIMITS.resendPerAccount, request.body.email);
      return service.resendConfirmation(ctx, request.body, requestLanguage(request));
    },
  );

  app.post(
    '/auth/refreshToken',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.tokenPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Renew a sign-in token or an expired confirmation token',
        description:
          '`token` a sign-in JWT of `username` (valid signature and version; expired at most ' +
          `${describeDuration(SESSION_RENEWAL_GRACE_MS)} ago, and at most ${describeDuration(SESSION_MAX_LIFETIME_MS)} ` +
          'after its sign-in): a fresh JWT. `token` an unused confirmation token of `username`, expired or not: a fresh confirmation token (the ' +
          'old one stops working) and the `opportunityId` it carries, to continue at ' +
          '/signup-candidature/{username}/{token}/{opportunityId}. TOKEN_INVALID_OR_EXPIRED (400) otherwise.',
        body: refreshTokenRequestSchema,
        response: { 200: refreshTokenResponseSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { token } = request.body;
      let session: service.PresentedSession | null = null;
      if (token.split('.').length === 3) {
        const user = await verifyAccessToken(app, token, { allowExpired: true });
        if (!user) throw new AppError(400, 'TOKEN_INVALID_OR_EXPIRED');
        const { exp } = decodeJwt(token);
        session = { user, exp: typeof exp === 'number' ? exp : 0 };
      }
      return service.refreshToken(ctx, request.body, session);
    },
  );

  app.post(
    '/auth/signup/advanced',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.tokenPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Finish the registration a recruiter started (choose a password)',
        description:
          'Uses the confirmation token of `username` once, sets the password (at least 8 characters), confirms the ' +
          'e-mail, stores perfilUsuario (pretensao, interestLocations, mosaico) and homeOffice when sent, and ' +
          'answers a sign-in JWT. Failures answer 400 with `errorMessage` (translated) beside the code: ' +
          'PASSWORD_TOO_SHORT, TOKEN_INVALID_OR_EXPIRED.',
        body: advancedSignupRequestSchema,
        response: { 200: validateSignupResponseSchema, 400: errorSchema },
      },
    },
    async (request) => {
      try {
        return await service.advancedSignup(
          ctx,
          request.body,
          requestLanguage(request),
          sessionClientOf(request),
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
        const errorMessage = translateMessage(error.code, requestLanguage(request), error.params);
        throw new AppError(400, error.code, error.params, { ...error.extra, errorMessage });
      }
    },
  );

  app.post(
    '/auth/forgot',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.forgotPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset link',
        description:
          'Always answers {message: "EMAIL_SENT_WITH_SUCCESS"}; when the account exists a link to /auth/reset/{token} ' +
          `(${describeDuration(RESET_TOKEN_TTL_MS)}, single use) is mailed in \`activeLanguage\`. Limits: ` +
          `${describeRateLimit(RATE_LIMITS.forgotPerIp)} per IP, ${describeRateLimit(RATE_LIMITS.forgotPerAccount)} per ` +
          'e-mail.',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await limitAccount(request, reply, 'forgot', RATE_LIMITS.forgotPerAccount, request.body.email);
      return service.forgotPassword(ctx, request.body, requestLanguage(request));
    },
  );

  app.get(
    '/auth/reset/:token',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.tokenPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Check a password reset token',
        description:
          '{status: "valid"} while the token can be used; TOKEN_INVALID_OR_EXPIRED (400) otherwise.',
        params: resetTokenParams,
        response: { 200: resetTokenStatusSchema, 400: errorSchema },
      },
    },
    async (request) => service.resetTokenStatus(ctx, request.params.token),
  );

  app.post(
    '/auth/reset/:token',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.tokenPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset token',
        description:
          'PASSWORD_TOO_SHORT (400) under 8 characters, PASSWORDS_DO_NOT_MATCH (400), TOKEN_INVALID_OR_EXPIRED (400). ' +
          'On success the token is used up, every sign-in token issued before stops working, and the answer is ' +
          '{message: "PASSWORD_CHANGED_WITH_SUCCESS"}.',
        params: resetTokenParams,
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, 400: errorSchema },
      },
    },
    async (request) => service.resetPassword(ctx, request.params.token, request.body),
  );

  app.post(
    '/auth/signout',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: end the session on the server',
        description:
          'Every sign-in token of the account stops working (the token version is bumped), here and on other ' +
          'devices; refreshToken cannot renew them. Answers 204.',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), 401: errorSchema },
      },
    },
    async (request, reply) => {
      await service.signout(ctx, currentUserOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/check-email-cadastro/:email',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.checkEmailPerIp) },
      schema: {
        tags: ['users'],
        summary: 'Whether an e-mail is already registered',
        description:
          `Sign-up step 1 checks on blur. Limits: ${describeRateLimit(RATE_LIMITS.checkEmailPerIp)} per IP, ` +
          `${describeRateLimit(RATE_LIMITS.checkEmailPerAccount)} per e-mail.`,
        params: z.object({ email: emailSchema }),
        response: { 200: checkEmailResponseSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await limitAccount(
        request,
        reply,
        'check-email',
        RATE_LIMITS.checkEmailPerAccount,
        request.params.email,
      );
      return service.emailExists(ctx, request.params.email);
    },
  );

  app.post(
    '/users/password',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: "Change the signed-in user's password (personal information)",
        description:
          'Checked in this order, each refused with 400 and its code: CURRENT_PASSWORD_REQUIRED, PASSWORD_TOO_SHORT ' +
          '(the new password under 8 characters, DECISIONS), PASSWORDS_DO_NOT_MATCH (newPassword and verifyPassword ' +
          `differ), WRONG_CURRENT_PASSWORD. ${RATE_LIMITS.passwordChangeFailuresPerUser.max} wrong current passwords ` +
          `in ${describeDuration(RATE_LIMITS.passwordChangeFailuresPerUser.windowMs)} make the next attempt wait ` +
          '(429 RATE_LIMITED). The new password must not be one of the 10,000 most common (PASSWORD_TOO_COMMON) nor ' +
          'built from the name or e-mail (PASSWORD_CONTAINS_PERSONAL_DATA). On success, unless `signOutOthers` is ' +
          'false, every other session of the account ends; the answer carries the ' +
          "caller's fresh token: {message: 'PASSWORD_CHANGED_WITH_SUCCESS', token}.",
        security: [{ bearerAuth: [] }],
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = request.currentUser;
      if (!user) throw new AppError(401, 'UNAUTHORIZED');
      const limit = RATE_LIMITS.passwordChangeFailuresPerUser;
      await assertAccountBelowLimit(request, reply, 'password-change', limit, user.id);
      try {
        return await service.changePassword(ctx, user, request.body);
      } catch (error) {
        if (error instanceof AppError && error.code === 'WRONG_CURRENT_PASSWORD') {
          await countAccountFailure(request, 'password-change', limit, user.id);
        }
        throw error;
      }
    },
  );
};
