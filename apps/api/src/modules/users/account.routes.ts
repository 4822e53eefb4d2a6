import { flagStatusBodySchema, flagStatusResponseSchema, recruitmentProfileSchema } from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import {
  deleteOwnAccount,
  getRecruitmentProfile,
  type SwitchableFlag,
  setPcdState,
  setProfileFlag,
} from './account.service';

const security = [{ bearerAuth: [] }];
const errorSchema = z.object({ statusCode: z.number(), code: z.string(), message: z.string() }).loose();
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const flagResponses = {
  200: flagStatusResponseSchema,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
};

/** One's own account beyond PUT users (000 §4, §7): deleting it, the `profile/*` flags, the recruitment profile. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.delete(
    '/users',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: "Delete the signed-in professional's own registration (000 §4)",
        description:
          'Erases the personal data, files, skills, applications’ personal parts (who referred, recruiters’ notes), ' +
          'match and search rows, e-mails in the outbox and sessions; applications stay for recruiters as ' +
          "'Cadastro excluído'. Keeps only the deleted-profile record of 002 §3 (userName, userEmail, created, " +
          'comment). The e-mail can register again. Body (optional): {comment} (up to 500 characters, why). ' +
          'Answers 204. ACCOUNT_DELETION_FAILED (500) when it could not be done: nothing was deleted. Recruiter ' +
          'accounts are not deleted here (403).',
        security,
        body: z.object({ comment: z.string().max(500).nullish() }).nullish(),
        response: { 204: z.null(), 401: errorSchema, 403: errorSchema, 404: errorSchema, 500: errorSchema },
      },
    },
    async (request, reply) => {
      const viewer = request.currentUser;
      if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
      await deleteOwnAccount(ctx, viewer, request.body ?? {}, request.log);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/profile/changePcdState/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Set whether the professional is a person with a disability (PcD)',
        description:
          'Body {status}. Sets dadosPessoais.pcdUser.isUserPCD (the details are kept); the PcD-first orders of ' +
          'compatibles follow at once. The professional or a recruiter. Answers {status, updatedAt}.',
        security,
        params: paramsSchema,
        body: flagStatusBodySchema,
        response: flagResponses,
      },
    },
    async (request) => setPcdState(ctx, request.params.id, request.body.status),
  );

  const flagRoute = (
    method: 'PUT' | 'POST',
    url: string,
    flag: SwitchableFlag,
    summary: string,
    who: string,
  ) =>
    app.route({
      method,
      url,
      schema: {
        tags: ['users'],
        summary,
        description: `Body {status}. Stores the flag ${flag} with when and by whom it changed (000 §3). ${who} Answers {status, updatedAt}.`,
        security,
        params: paramsSchema,
        body: flagStatusBodySchema,
        response: flagResponses,
      },
      handler: async (request) => {
        const viewer = request.currentUser;
        if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
        return setProfileFlag(ctx, viewer, request.params.id, flag, request.body.status);
      },
    });
  flagRoute(
    'PUT',
    '/profile/location-international/:id',
    'location_international',
    'Set whether the professional lives outside Brazil',
    'The professional or a recruiter.',
  );
  flagRoute(
    'PUT',
    '/profile/indication-user/:id',
    'indication_user',
    'Set whether the professional was referred by the provider',
    'Recruiters only: the referral is the provider’s to record.',
  );
  flagRoute(
    'POST',
    '/profile/updateEuropeanUnionCitizenship/:id',
    'europeanUnionCitizenship',
    'Set whether the professional is a European Union citizen',
    'The professional or a recruiter.',
  );

  app.get(
    '/profile/recruitment',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: 'How the signed-in professional arrived (the profile’s “how you got here” tab)',
        description:
          'indicadoPor (who referred them), whether a recruiter registered or pre-registered them, whether the ' +
          'registration is valid, the provider that brought them, and when they registered.',
        security,
        response: { 200: recruitmentProfileSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const viewer = request.currentUser;
      if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
      return getRecruitmentProfile(ctx, viewer);
    },
  );
};
