import {
  deleteOpportunityResponseSchema,
  finishOpportunityBodySchema,
  finishOpportunityResponseSchema,
  linkedInTextsSchema,
  opportunityStateSchema,
  saveOpportunityMosaicBodySchema,
  updatePublicBodySchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireRecruiter } from '../../lib/auth';
import { apiErrorSchema } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import {
  deleteOpportunity,
  finishOpportunity,
  linkedInKeywords,
  saveMosaic,
  updatePublic,
} from './opportunity-lifecycle.service';

const security = [{ bearerAuth: [] }];
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const errorSchema = apiErrorSchema;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** What recruiters do to an opportunity after creating it (001 §2.3–§2.5, §4, §5, §7). */
export const opportunityLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/opportunity/:id/mosaic',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity lifecycle'],
        summary: "Saves the opportunity's mosaic from the editor (001 §2.5, §7)",
        description:
          'Body {escolhidas: [{detalhe: {nome}, posicao: {row, col, sizex, sizey, color #rrggbb, fontsize 1|2|3}}]}, ' +
          'the shape GET opportunity/{id} answers as `mosaico`. The tiles must fit the 6 columns without overlapping ' +
          'and name each piece once (400 OPPORTUNITY_MOSAIC_INVALID); at least one (400 OPPORTUNITY_MOSAIC_EMPTY).',
        security,
        params: paramsSchema,
        body: saveOpportunityMosaicBodySchema,
        response: { 200: opportunityStateSchema, ...errors },
      },
    },
    async (request) => saveMosaic(app.ctx, request.params.id, request.body),
  );

  app.put(
    '/opportunity/update-public',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity lifecycle'],
        summary: 'Publishes or unpublishes an opportunity (001 §4, 002 §2.4 Exibir no Mural)',
        description:
          "Body {opportunityId, status, label?}. Publishing forces the kanban on (label '1') and, the first time, sets " +
          'the publication date. 409 OPPORTUNITY_ALREADY_FINISHED for a finished opportunity.',
        security,
        body: updatePublicBodySchema,
        response: { 200: opportunityStateSchema, ...errors },
      },
    },
    async (request) => updatePublic(app.ctx, request.body),
  );

  app.post(
    '/opportunity/:id/finalizar-processo-seletivo',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity lifecycle'],
        summary: 'Finishes an opportunity (001 §4, §5)',
        description:
          'Body {activeLanguage, sendMailToProfessionals (default true), selectedReason: {label: a close reason key}, ' +
          'description}. 400 FINISH_DESCRIPTION_REQUIRED / FINISH_DESCRIPTION_TOO_LONG (80 characters); 409 ' +
          'OPPORTUNITY_ALREADY_FINISHED. Candidates and enrolled professionals still in process are dismissed; with ' +
          'sendMailToProfessionals each whose e-mail channel is on is told, in their own language, that they were ' +
          'not selected.',
        security,
        params: paramsSchema,
        body: finishOpportunityBodySchema,
        response: { 200: finishOpportunityResponseSchema, ...errors },
      },
    },
    async (request) =>
      finishOpportunity(app.ctx, request.params.id, request.body, undefined, currentUserOf(request).id),
  );

  app.delete(
    '/opportunity/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity lifecycle'],
        summary: 'Deletes an opportunity without applicants (001 §4)',
        description: '409 OPPORTUNITY_HAS_APPLICANTS while it has candidates or enrolled professionals.',
        security,
        params: paramsSchema,
        response: { 200: deleteOpportunityResponseSchema, ...errors },
      },
    },
    async (request) => deleteOpportunity(app.ctx, request.params.id),
  );

  app.get(
    '/opportunity/:id/generat-key-word',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity lifecycle'],
        summary: 'A LinkedIn title and keywords for the opportunity (001 §2.3)',
        description:
          'The title with its hiring models, city and remote work (in the language of Accept-Language); keywords from the criteria (required first) and ' +
          'their synonyms, de-duplicated, at most 20.',
        security,
        params: paramsSchema,
        response: { 200: linkedInTextsSchema, ...errors },
      },
    },
    async (request) => linkedInKeywords(app.ctx, request.params.id, requestLanguage(request)),
  );
};
