import { dataExportSchema, erasureReceiptSchema, recruitmentProfileSchema } from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { deleteOwnAccount, getRecruitmentProfile } from './account.service';
import { exportOwnData } from './data-export.service';
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
          'Answers 200 with the erasure receipt (what was removed where, walking the personal-data registry). ' +
          'ACCOUNT_DELETION_FAILED (500) when it could not be done: nothing was deleted. Recruiter ' +
          'accounts are not deleted here (403).',
        security,
        body: z.object({ comment: z.string().max(500).nullish() }).nullish(),
        response: {
          200: erasureReceiptSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          500: errorSchema,
        },
      },
    },
    async (request) => {
      const viewer = request.currentUser;
      if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
      return deleteOwnAccount(ctx, viewer, request.body ?? {}, request.log);
    },
  );

  app.get(
    '/users/me/export',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: 'All of the signed-in person’s data at once (LGPD art. 18–19, GDPR art. 15, 20)',
        description:
          'The profile, applications with their stages, the evaluations recruiters wrote of them, consent, files ' +
          '(with the path that downloads each), where the data came from, and every place that keeps data about ' +
          'them with who reads it, why and how long (the personal-data registry). Only the person themselves.',
        security,
        response: { 200: dataExportSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const viewer = request.currentUser;
      if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
      return exportOwnData(ctx, viewer);
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
