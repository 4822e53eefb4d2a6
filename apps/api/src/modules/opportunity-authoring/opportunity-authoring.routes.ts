import { opportunityCreatedSchema, opportunityEditSchema, opportunityWriteSchema } from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireRecruiter } from '../../lib/auth';
import { apiErrorSchema } from '../../lib/errors';
import { createOpportunity, opportunityForEdit, updateOpportunity } from './opportunity-authoring.service';

const security = [{ bearerAuth: [] }];
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const errorSchema = apiErrorSchema;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const RULES =
  'The thirteen rules of 001 §5 run in order and the first broken one answers 400 with its code and message ' +
  '(Accept-Language): OPPORTUNITY_TITLE_REQUIRED, OPPORTUNITY_CLIENT_REQUIRED, OPPORTUNITY_REWARD_REQUIRED, ' +
  'OPPORTUNITY_PUBLICATION_DATE_REQUIRED (and OPPORTUNITY_PUBLICATION_DATE_INVALID for a date that is no real day ' +
  'or lies more than a year from today, unless an edit keeps the stored one), OPPORTUNITY_LOCATION_REQUIRED, OPPORTUNITY_TYPE_REQUIRED, ' +
  'OPPORTUNITY_HIRING_MODEL_REQUIRED, OPPORTUNITY_PRIORITY_REQUIRED, OPPORTUNITY_SALARY_REQUIRED (only an offered currency and range count), ' +
  'OPPORTUNITY_MOSAIC_EMPTY, OPPORTUNITY_DETAILS_REQUIRED, OPPORTUNITY_CRITERION_REQUIRED, ' +
  'OPPORTUNITY_INTEREST_REQUIRED, OPPORTUNITY_CAREER_REQUIRED; an unknown place id is PLACE_NOT_FOUND. Rich text ' +
  'is sanitised (allow-list). With sendToQueue (the form always sends true) the compatibles are recomputed; ' +
  'GET opportunity/{id}/get-status-compativeis reads the progress.';

/** Creating and editing an opportunity (001 §2.2, §5, §7). */
export const opportunityAuthoringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/opportunity',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity authoring'],
        summary: 'Creates an unpublished opportunity (001 §2.2, §7)',
        description: `${RULES} Answers {_id, idOpportunity}.`,
        security,
        body: opportunityWriteSchema,
        response: { 200: opportunityCreatedSchema, ...errors },
      },
    },
    async (request) => createOpportunity(app.ctx, currentUserOf(request), request.body),
  );

  app.get(
    '/opportunity/:id/edit',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity authoring'],
        summary: 'An opportunity as its form edits it (001 §7)',
        description: '404 OPPORTUNITY_NOT_FOUND.',
        security,
        params: paramsSchema,
        response: { 200: opportunityEditSchema, ...errors },
      },
    },
    async (request) => opportunityForEdit(app.ctx, request.params.id),
  );

  app.put(
    '/opportunity/:id/edit',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity authoring'],
        summary: "Saves an opportunity's form (001 §2.2, §7)",
        description: `${RULES} Publication, stage, vacancies and candidates stay as they are. Answers {_id, idOpportunity}.`,
        security,
        params: paramsSchema,
        body: opportunityWriteSchema,
        response: { 200: opportunityCreatedSchema, ...errors },
      },
    },
    async (request) => updateOpportunity(app.ctx, request.params.id, request.body),
  );
};
