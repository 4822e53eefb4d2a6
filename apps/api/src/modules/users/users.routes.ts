import { userProfileSchema, userUpdateBodySchema } from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSelfOrRecruiter, requireUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { accountRoutes } from './account.routes';
import { getUser, updateOwnUser } from './users.service';

const security = [{ bearerAuth: [] }];
const errorSchema = z.object({ statusCode: z.number(), code: z.string(), message: z.string() }).loose();
const SHAPE_NOTE =
  'The user as 000 §3 describes it (never the password): identity, dadosPessoais (geolocation = the stored ' +
  'place), contato.lista, europeanUnionCitizenship, attachments (CVs, oldest first), notificationsSettings ' +
  '(both channels), opportunityType, hiringModel, homeOffice, perfilUsuario (pretensao.tipo for clt, pj and ' +
  "others with '-' as unset; interestLocations; mosaico.escolhidas; digomais.lista with each skill's `source`: " +
  "'declared' or the provider that reported it), flags kept with a status, and " +
  '`opportunitiesRelated.allCandidatures`: the applications (kind candidate) as candidature items (_id = the ' +
  'opportunity id, title, nivelAderencia, currentStatus, candidateStep 1–5, fase, isFinished, createdAt), newest ' +
  'first.';

/** The professional's own profile (000 §7 users and profile). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(accountRoutes);

  app.get(
    '/users/me/:id',
    {
      preHandler: requireSelfOrRecruiter('id'),
      schema: {
        tags: ['users'],
        summary: 'A user with their applications (own user, or a recruiter)',
        description: `${SHAPE_NOTE} USER_NOTFOUND (404) for an unknown or deleted account.`,
        security,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: userProfileSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const viewer = request.currentUser;
      if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
      return getUser(ctx, viewer, request.params.id);
    },
  );

  app.put(
    '/users',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: "Save the signed-in user's own profile (the whole user without password)",
        description:
          'Body: the user as GET users/me answers it. Ignored: email, roles, flags, attachments (their own calls), ' +
          'registerRh, preRegister, byRH, validRegistration, provider, opportunitiesRelated, and skills carrying a ' +
          "provider's `source` (provider rows are kept). `_id`, when sent, must be the signed-in user's. Rules " +
          '(000 §5), each refused with 400 and its code: INVALID_NAME / INVALID_SURNAME (names of at least 3 ' +
          'characters), INVALID_SALARY_EXPECTATION (currency and range fields must be filled), INVALID_BIRTH_DATE ' +
          '(dd/mm/yyyy, not in the future), INVALID_PHONE (at least 8 characters), INVALID_SKILL_LEVEL (1–3), ' +
          'MOSAIC_TOO_MANY_PIECES (at most 7 placed) and MOSAIC_INTERESTS_OUT_OF_RANGE (1–3 interests) when the ' +
          'mosaic changes, INVALID_PROFILE_PHOTO (a photo the user uploaded), INVALID_LANGUAGE, PLACE_NOT_FOUND ' +
          '(a place_id the gazetteer does not know). Chips are trimmed and case-insensitive duplicates of one ' +
          'type dropped; mosaic pieces are unique by caption and interest locations by place_id; unticking a ' +
          'hiring model resets its salary entry. Declared skills replace the stored ones. When skills, the address ' +
          'or the interest locations change, the matching engine recomputes: users/{id}/get-status-vagas reads ' +
          "'processing' until it is done. Any other failure: USER_UPDATE_FAILED (500). Answers the saved user.",
        security,
        body: userUpdateBodySchema,
        response: { 200: userProfileSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const viewer = request.currentUser;
      if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
      return updateOwnUser(ctx, viewer, request.body);
    },
  );
};
