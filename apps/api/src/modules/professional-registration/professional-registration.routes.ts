import {
  registeredProfessionalSchema,
  registerProfessionalBodySchema,
  registerProfessionalResponseSchema,
  sendConfirmationMailBodySchema,
  sendConfirmationMailResponseSchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireRecruiter } from '../../lib/auth';
import { apiErrorSchema } from '../../lib/errors';
import * as service from './professional-registration.service';

const security = [{ bearerAuth: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  415: apiErrorSchema,
};

const RULES =
  'Rules (002 §5), each a 400 with its code: PROFESSIONAL_FIELDS_REQUIRED (first and last name of at least 3 ' +
  'characters, an e-mail, at least one skill), PROFESSIONAL_INVALID_EMAIL, INVALID_LINKEDIN_URL (not https:// on linkedin.com ' +
  'address), PROFESSIONAL_ONE_CV_ONLY. The CV is an upload of the caller (POST /documents/file judges its bytes: ' +
  'PDF or DOCX, else 415 FILE_TYPE_NOT_ALLOWED; 404 FILE_NOT_FOUND for anything else) and is attached as added by ' +
  'HR. Before saving, the same person is looked for: 409 EMAIL_ALREADY_REGISTERED, PHONE_ALREADY_REGISTERED (the ' +
  "same digits) or LINKEDIN_ALREADY_REGISTERED (the same profile, whatever the URL's scheme, www or trailing " +
  'slash), each with `field` (email | phone | linkedinUrl) and `professionalId`.';

/** A recruiter registers or edits a professional (002 §2.13, §3 'Registration payload', §5, §7.3, §7.5). */
export const professionalRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/register-professional',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['professional-registration'],
        summary: 'Register a professional (recruiters); with user._id, edit one',
        description:
          "Body {user}: 002 §3's registration payload (registerRh true). Creates the professional without a " +
          'password (DECISIONS), registered by the caller, and mails, in their preferredLanguage, the link to choose ' +
          'one (/signup/advanced/{e-mail}/{token}/pre-register, 7 days; POST /users/send-confirmation-mail sends it ' +
          `again). ${RULES} Answers {message: PROFESSIONAL_REGISTERED | PROFESSIONAL_UPDATED, user: {id}}.`,
        security,
        body: registerProfessionalBodySchema,
        response: { 200: registerProfessionalResponseSchema, ...errors },
      },
    },
    async (request) => service.registerProfessional(app.ctx, currentUserOf(request), request.body.user),
  );

  app.put(
    '/users/register-professional',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['professional-registration'],
        summary: 'Edit a professional with the registration form (recruiters)',
        description:
          'Body {user} with user._id: the registration payload. Any professional (not a recruiter account, not ' +
          'deleted; 404 PROFESSIONAL_NOT_FOUND). An e-mail or phone the recruiter sees masked (002 §6) is left out ' +
          '(or sent as an empty phone list) and stays as stored. Interests replace the unplaced euquero pieces; ' +
          `declared skills replace the declared ones. ${RULES} Answers {message: PROFESSIONAL_UPDATED, user: {id}}.`,
        security,
        body: registerProfessionalBodySchema.extend({
          user: registerProfessionalBodySchema.shape.user.extend({ _id: z.string().trim().min(1).max(100) }),
        }),
        response: { 200: registerProfessionalResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.updateRegisteredProfessional(app.ctx, currentUserOf(request), request.body.user),
  );

  app.get(
    '/users/register-professional/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['professional-registration'],
        summary: 'A professional as the registration form edits them (recruiters)',
        description:
          'Names, e-mail and phone (masked unless their channel is active, with emailMasked / phoneMasked), ' +
          'declared skills, interests, disability, EU citizenship, LinkedIn URL, language, the two channels, CVs, ' +
          'registerRh and awaitingPassword (registered by a recruiter, no password yet). 404 PROFESSIONAL_NOT_FOUND.',
        security,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: registeredProfessionalSchema, ...errors },
      },
    },
    async (request) => service.getRegisteredProfessional(app.ctx, currentUserOf(request), request.params.id),
  );

  app.post(
    '/users/send-confirmation-mail',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['professional-registration'],
        summary: "Send the registration e-mail again (002 §7.5 'Send confirmation e-mail')",
        description:
          'Body {userId, opportunityId?, title?}: a new link to choose a password (older ones stop working), in ' +
          "the person's language, naming the opportunity title when given. Only for a professional registered by " +
          'a recruiter who has no password yet: 400 PROFESSIONAL_NOT_REGISTERED_BY_RH otherwise, 404 ' +
          'PROFESSIONAL_NOT_FOUND. Answers {message: CONFIRMATION_EMAIL_SENT}.',
        security,
        body: sendConfirmationMailBodySchema,
        response: { 200: sendConfirmationMailResponseSchema, ...errors },
      },
    },
    async (request) => service.sendConfirmationMail(app.ctx, request.body),
  );
};
