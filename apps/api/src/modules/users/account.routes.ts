import { recruitmentProfileSchema } from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { deleteOwnAccount, getRecruitmentProfile } from './account.service';
import { profileFlagsRoutes } from './profile-flags.routes';

const security = [{ bearerAuth: [] }];
const errorSchema = z.object({ statusCode: z.number(), code: z.string(), message: z.string() }).loose();

/** One's own account beyond PUT users (000 §4, §7): deleting it, the `profile/*` flags, the recruitment profile. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(profileFlagsRoutes);

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
