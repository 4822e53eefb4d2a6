import {
  opportunityExpandedCardSchema,
  talentBoardParamsSchema,
  talentBoardQuerySchema,
  talentBoardResponseSchema,
  talentDetailSchema,
  talentGroupSchema,
  talentMessageSchema,
  talentRecordPatchSchema,
  talentRecordSchema,
  talentSaveBodySchema,
  updateResponsableBodySchema,
  updateSquadBodySchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireRecruiter } from '../../lib/auth';
import { apiErrorSchema } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { compressAheadFor, sendSerialized } from '../../lib/serialized-answer';
import { updateResponsable, updateSquad } from '../opportunity-card';
import {
  patchTalentRecord,
  saveTalent,
  talentBoard,
  talentDetail,
  talentGroupsList,
  talentRecord,
  useTalentBoardKeys,
} from './talent.service';
import { createTalentBoardKeys } from './talent-board-keys';

const security = [{ bearerAuth: [] }];
const tags = ['talent board'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The talent hunters board and the talent expanded card (002 §2.5, §2.6, §5, §7.3; issue 24). Recruiters only. */
export const talentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every talent's order keys in memory, followed through the database's notifications (talent-board-keys.ts).
  const keys = await createTalentBoardKeys(app.ctx);
  const stopUsingKeys = useTalentBoardKeys(app.ctx, keys);
  app.addHook('onClose', async () => {
    stopUsingKeys();
    await keys.close();
  });
  app.ctx.warmUps.add(() => keys.warm());

  app.get(
    '/users/get-talents/:pageSize/:page',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'One page of the talent hunters board (002 §2.5, §7.3)',
        description:
          "Talents (talent flag on) the filters keep — responsable (a recruiter's id, '-1' all), group (all, H1, " +
          "H2, H3, none = 'Sem categoria'), sort 0–6, keywords (chips joined by '|', each in the name or a skill), " +
          'dateStart and dateEnd (YYYY-MM-DD; the client sends the last day + 1, so dateEnd is excluded) — one ' +
          'page of them split into waiting, participating and finished by the phase rule, and total (all pages).',
        security,
        params: talentBoardParamsSchema,
        querystring: talentBoardQuerySchema,
        response: { 200: talentBoardResponseSchema, ...errors },
      },
    },
    // Pages are serialised by the service (the next one ahead of its request), so the response schema documents
    // them and the module's tests check them against it.
    async (request, reply) => {
      const page = await talentBoard(app.ctx, request.params, request.query, currentUserOf(request), {
        compressAhead: compressAheadFor(request),
      });
      return sendSerialized(request, reply, page.serialized);
    },
  );

  app.get(
    '/talent',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'The talent groups (002 §3 Group/category)',
        security,
        response: { 200: z.array(talentGroupSchema), ...errors },
      },
    },
    async () => talentGroupsList(app.ctx),
  );

  app.get(
    '/talent/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'The talent expanded card (002 §2.6)',
        description:
          "404 PROFESSIONAL_NOT_FOUND ('Profissional não encontrado') when the professional is no talent.",
        security,
        params: idParams,
        response: { 200: talentDetailSchema, ...errors },
      },
    },
    async (request) => talentDetail(app.ctx, request.params.id),
  );

  app.put(
    '/talent/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "Saves the talent's group, responsible, 'Desistiu' and salary expectation (002 §5)",
        description:
          'selectedGroup required (400 TALENT_GROUP_REQUIRED, unknown: TALENT_GROUP_NOT_FOUND); selectedResp a ' +
          'recruiter or null (TALENT_RESPONSIBLE_NOT_RECRUITER); talent.perfilUsuario.pretensao.tipo valid for every ' +
          'hiring model the professional ticked (TALENT_SALARY_REQUIRED). Answers {message}.',
        security,
        params: idParams,
        body: talentSaveBodySchema,
        response: { 200: talentMessageSchema, ...errors },
      },
    },
    async (request) =>
      saveTalent(
        app.ctx,
        currentUserOf(request).id,
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    '/talent/update-squad',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary:
          "An opportunity's squad from the talent screens (002 §7.3): as POST opportunity/update-squad",
        security,
        body: updateSquadBodySchema,
        response: { 200: opportunityExpandedCardSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => updateSquad(app.ctx, request.body),
  );

  app.post(
    '/talent/update-responsable',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary:
          "An opportunity's responsible from the talent screens (002 §7.3): as POST opportunity/update-responsable",
        security,
        body: updateResponsableBodySchema,
        response: { 200: opportunityExpandedCardSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => updateResponsable(app.ctx, request.body),
  );

  app.get(
    '/users/talent/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "A professional's talent record: flag, group, responsible, 'Desistiu', entry date",
        security,
        params: idParams,
        response: { 200: talentRecordSchema, ...errors },
      },
    },
    async (request) => talentRecord(app.ctx, request.params.id),
  );

  app.patch(
    '/users/talent/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "Changes some of a talent's record (groupId, recruiterId, hiredOrQuit)",
        description: 'Each field checked as PUT talent/{id} checks it; groupId null clears the group here.',
        security,
        params: idParams,
        body: talentRecordPatchSchema,
        response: { 200: talentRecordSchema, ...errors },
      },
    },
    async (request) => patchTalentRecord(app.ctx, currentUserOf(request).id, request.params.id, request.body),
  );
};
