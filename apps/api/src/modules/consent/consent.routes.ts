import { privacyConsentRequestSchema, privacyConsentSchema } from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSelf } from '../../lib/auth';
import { getConsent, recordConsent, recordSignupConsent } from './consent.service';

const params = z.object({ id: z.string().min(1).max(100) });
const errorSchema = z.object({ statusCode: z.number(), code: z.string(), message: z.string() }).loose();
const consentDescription =
  '{consent, dateOfAcceptance, expirationDate}: consent true only while an acceptance is in force (182 days); ' +
  'ISO dates, null when nothing was accepted. The modal shows when consent is false.';

/** Privacy policy consent (000 §4, §7: users/privacyPolicyAcceptance), under /api. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/users/privacyPolicyAcceptance/:id',
    {
      preHandler: requireSelf('id'),
      schema: {
        tags: ['users'],
        summary: "The signed-in user's privacy consent (own id only)",
        description: consentDescription,
        security: [{ bearerAuth: [] }],
        params,
        response: { 200: privacyConsentSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => getConsent(ctx, request.params.id),
  );

  app.post(
    '/users/privacyPolicyAcceptance/:id',
    {
      preHandler: requireSelf('id'),
      schema: {
        tags: ['users'],
        summary: 'Accept (or withdraw) the privacy policy (own id only)',
        description: `{consent: true} accepts for 182 days from now; {consent: false} withdraws. ${consentDescription}`,
        security: [{ bearerAuth: [] }],
        params,
        body: privacyConsentRequestSchema,
        response: { 200: privacyConsentSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => recordConsent(ctx, request.params.id, request.body.consent),
  );

  app.post(
    '/users/privacyPolicyAcceptance/signup-location/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Record the consent given at sign-up step 2',
        description:
          'Called right after POST /auth/signup with the new user id (no body needed). Allowed to the account ' +
          'itself (bearer token), or anonymously while the account is unconfirmed and less than 24 hours old; ' +
          `FORBIDDEN (403) otherwise. ${consentDescription}`,
        params,
        body: z.object({ consent: z.literal(true).optional() }).nullish(),
        response: { 200: privacyConsentSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => recordSignupConsent(ctx, request.currentUser, request.params.id),
  );
};
