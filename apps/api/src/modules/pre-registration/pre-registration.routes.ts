import {
  preRegisterBodySchema,
  preRegisteredUserSchema,
  preRegisterMadeBodySchema,
  preRegisterMadeByOpportunitySchema,
  preRegisterMessageSchema,
  preRegisterResponseSchema,
  resendPreRegisterEmailBodySchema,
  sendWelcomeMailBodySchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireRecruiter } from '../../lib/auth';
import { apiErrorSchema } from '../../lib/errors';
import * as service from './pre-registration.service';

const security = [{ bearerAuth: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = z.object({ id: z.string().min(1).max(100) });

/** Recruiters pre-register professionals who are not on the platform yet (001 §2.10, §5, §7, §8). */
export const preRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/pre-register',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['pre-registration'],
        summary: 'Create (no _id) or update (with _id) a pre-registered professional',
        description:
          'Body {_id?, firstName, lastName, email, location?: {place_id} | null, opportunityId?, preferredLanguage?}. ' +
          'Creating makes a professional without a password (preRegister true, validRegistration false, registered ' +
          "by the caller), records the pre-registration for `opportunityId` and mails, in the person's language " +
          '(pt-BR by default), the link /signup/advanced/{e-mail}/{token}/pre-register (7 days) where they choose a ' +
          'password (POST /auth/signup/advanced), which signs them in and makes the account a normal one. A changed ' +
          'e-mail gets a new link. Errors: 400 PRE_REGISTER_FIELDS_REQUIRED (first name, last name or e-mail empty), ' +
          '400 PRE_REGISTER_INVALID_EMAIL, 409 EMAIL_ALREADY_REGISTERED, 400 PLACE_NOT_FOUND, 404 ' +
          'OPPORTUNITY_NOT_FOUND, 400 PRE_REGISTER_UPDATE_FAILED (the _id is not, or no longer, pre-registered). ' +
          'Answers {message: PRE_REGISTER_CREATED | PRE_REGISTER_UPDATED, user}.',
        security,
        body: preRegisterBodySchema,
        response: { 200: preRegisterResponseSchema, ...errors },
      },
    },
    async (request) => service.savePreRegistration(app.ctx, currentUserOf(request), request.body),
  );

  app.get(
    '/users/pre-register/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['pre-registration'],
        summary: 'A pre-registered professional, for the edit screen',
        description:
          'The full e-mail (the recruiter typed it), location, the opportunity it was made for and the CVs. 400 ' +
          'PRE_REGISTER_UPDATE_FAILED when the user is not (or no longer) pre-registered.',
        security,
        params: idParams,
        response: { 200: preRegisteredUserSchema, ...errors },
      },
    },
    async (request) => service.getPreRegistered(app.ctx, currentUserOf(request), request.params.id),
  );

  app.delete(
    '/users/:id/exclude-pre-register',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['pre-registration'],
        summary: 'Delete a pre-registration',
        description:
          'Only a user still pre-registered (400 PRE_REGISTER_UPDATE_FAILED otherwise): the account and its files ' +
          'are deleted; records of pre-registrations made keep the name. Answers {message: PRE_REGISTER_DELETED}.',
        security,
        params: idParams,
        response: { 200: preRegisterMessageSchema, ...errors },
      },
    },
    async (request) => service.excludePreRegistration(app.ctx, request.params.id),
  );

  app.post(
    '/users/preRegisterMade',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['pre-registration'],
        summary: 'Record a pre-registration made for an opportunity',
        description:
          'Body {recruiterId (the caller, else 403), idOpportunity, professionalName}. A name already recorded for ' +
          'the opportunity (PUT /users/pre-register records its own) is not recorded twice. 404 ' +
          'OPPORTUNITY_NOT_FOUND. Answers the list of GET /users/preRegisterMadeByOpportunity/{id}.',
        security,
        body: preRegisterMadeBodySchema,
        response: { 200: preRegisterMadeByOpportunitySchema, ...errors },
      },
    },
    async (request) => service.recordPreRegisterMade(app.ctx, currentUserOf(request), request.body),
  );

  app.get(
    '/users/preRegisterMadeByOpportunity/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['pre-registration'],
        summary: 'The pre-registrations made for an opportunity, newest first',
        description:
          '{opportunityId, total, items: [{_id, opportunityId, professionalName, professionalId (null when made ' +
          'by name or once deleted), stillPreRegistered (null without a professional; false once they chose a ' +
          'password), recruiter: {_id, displayName} | null, createdAt}]}. 404 OPPORTUNITY_NOT_FOUND.',
        security,
        params: idParams,
        response: { 200: preRegisterMadeByOpportunitySchema, ...errors },
      },
    },
    async (request) => service.listPreRegisterMade(app.ctx, request.params.id),
  );

  app.post(
    '/users/resend-pre-register-email',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['pre-registration'],
        summary: 'Send the pre-registration e-mail again',
        description:
          'Body {professionalId, opportunityId?, opportunityTitle?}: a new link (older ones stop working) in the ' +
          "person's language; the stored opportunity's title wins over the one sent. 400 PRE_REGISTER_UPDATE_FAILED " +
          'when the user is not (or no longer) pre-registered. Answers {message: PRE_REGISTER_EMAIL_SENT}.',
        security,
        body: resendPreRegisterEmailBodySchema,
        response: { 200: preRegisterMessageSchema, ...errors },
      },
    },
    async (request) => service.resendPreRegisterEmail(app.ctx, request.body),
  );

  app.post(
    '/users/send-welcome-mail',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['pre-registration'],
        summary: 'Send the welcome message to a professional',
        description:
          "Body {user: {_id}}: the welcome e-mail (link to the profile's welcome step) in the person's language. " +
          '404 USER_NOTFOUND for an unknown, deleted or recruiter account. Answers {message: EMAIL_SENT_WITH_SUCCESS}.',
        security,
        body: sendWelcomeMailBodySchema,
        response: { 200: preRegisterMessageSchema, ...errors },
      },
    },
    async (request) => service.sendWelcomeMail(app.ctx, request.body.user._id),
  );
};
