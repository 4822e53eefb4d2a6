import {
  careersResponseSchema,
  checkCriterionNameQuerySchema,
  checkCriterionNameResponseSchema,
  clientNamesResponseSchema,
  clientOpportunitiesResponseSchema,
  createCareersBodySchema,
  createCriterionBodySchema,
  criterionTemplateSchema,
  criterionTemplatesResponseSchema,
  evaluationTypesResponseSchema,
  opportunityTemplatesResponseSchema,
  responsiblesResponseSchema,
  squadsResponseSchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireRecruiter, requireUser } from '../../lib/auth';
import { apiErrorSchema } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import * as service from './catalogues.service';

const security = [{ bearerAuth: [] }];
const errorSchema = apiErrorSchema;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['catalogues'];

/** The lists the opportunity form and the boards choose from (001 §7 'Related supporting calls', 002 §3). */
export const cataloguesRoutes: FastifyPluginAsyncZod = async (app) => {
  const recruiterGet = { preHandler: requireRecruiter } as const;

  app.get(
    '/squad',
    {
      ...recruiterGet,
      schema: {
        tags,
        summary: 'Squads (002 §3)',
        security,
        response: { 200: squadsResponseSchema, ...errors },
      },
    },
    async () => service.squads(app.ctx),
  );

  app.get(
    '/responsables',
    {
      ...recruiterGet,
      schema: {
        tags,
        summary: 'Recruiters an opportunity can be given to (002 §3 Responsible)',
        description: 'Name and picture only.',
        security,
        response: { 200: responsiblesResponseSchema, ...errors },
      },
    },
    async () => service.responsibles(app.ctx),
  );

  app.get(
    '/criteria',
    {
      ...recruiterGet,
      schema: {
        tags,
        summary: 'Criterion templates with their synonyms (001 §2.2)',
        security,
        response: { 200: criterionTemplatesResponseSchema, ...errors },
      },
    },
    async () => service.criteria(app.ctx),
  );

  app.get(
    '/criteria/check-name',
    {
      ...recruiterGet,
      schema: {
        tags,
        summary: 'Whether a global criterion already has this name, ignoring case (001 §2.2)',
        security,
        querystring: checkCriterionNameQuerySchema,
        response: { 200: checkCriterionNameResponseSchema, ...errors },
      },
    },
    async (request) => service.criterionNameExists(app.ctx, request.query.nome),
  );

  app.post(
    '/criteria',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'A new criterion template (001 §2.2)',
        description:
          'Body {nome, termos, global (default true)}: the name trimmed, at least one synonym (400 ' +
          'CRITERION_TERMS_REQUIRED); a global name already used answers 409 CriterioGlobalDuplicado.',
        security,
        body: createCriterionBodySchema,
        response: { 200: criterionTemplateSchema, ...errors },
      },
    },
    async (request) => service.createCriterion(app.ctx, request.body),
  );

  app.get(
    '/carreiras',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Careers or areas (001 §3 Career)',
        security,
        response: { 200: careersResponseSchema, ...errors },
      },
    },
    async () => service.careers(app.ctx),
  );

  app.post(
    '/carreiras/:userId',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'New careers (001 §2.2, §7)',
        description:
          'Body: a list of {nome, created, user}; names trimmed and unique. One that exists already (ignoring case) ' +
          "answers 409 CAREER_ALREADY_EXISTS ('Ops parece que essa carreira já existe') and nothing is created; no " +
          'name answers 400 CAREER_NAME_REQUIRED. The creator recorded is the caller, whatever the path says.',
        security,
        params: z.object({ userId: z.string().min(1).max(100) }),
        body: createCareersBodySchema,
        response: { 200: careersResponseSchema, ...errors },
      },
    },
    async (request) => service.createCareers(app.ctx, currentUserOf(request), request.body),
  );

  app.delete(
    '/carreiras/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Removes a career from the list (001 §2.2)',
        description: 'Opportunities and profiles that chose it keep their copy. 404 CAREER_NOT_FOUND.',
        security,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.object({ _id: z.string(), deleted: z.literal(true) }), ...errors },
      },
    },
    async (request) => service.deleteCareer(app.ctx, request.params.id),
  );

  app.get(
    '/userevaluation',
    {
      ...recruiterGet,
      schema: {
        tags,
        summary: 'Evaluation types (001 §7)',
        security,
        response: { 200: evaluationTypesResponseSchema, ...errors },
      },
    },
    async () => service.evaluationTypes(app.ctx),
  );

  app.get(
    '/opportunity-templates',
    {
      ...recruiterGet,
      schema: {
        tags,
        summary: "Templates of an opportunity's details in Portuguese and English (001 §2.2)",
        description:
          'detalhes is in the Portuguese of Accept-Language (European for pt-PT, Brazilian otherwise); detalhesEn in English.',
        security,
        response: { 200: opportunityTemplatesResponseSchema, ...errors },
      },
    },
    async (request) => service.opportunityTemplates(requestLanguage(request)),
  );

  app.get(
    '/opportunity/list/All-clients',
    {
      ...recruiterGet,
      schema: {
        tags,
        summary: "The clients' names, sorted (001 §7)",
        security,
        response: { 200: clientNamesResponseSchema, ...errors },
      },
    },
    async () => service.clientNames(app.ctx),
  );

  app.get(
    '/opportunity/list/:name',
    {
      ...recruiterGet,
      schema: {
        tags,
        summary: "A client's opportunities, newest first (001 §7 opportunity/list/{name})",
        description: 'The client name is matched ignoring case; at most 200.',
        security,
        params: z.object({ name: z.string().min(1).max(200) }),
        response: { 200: clientOpportunitiesResponseSchema, ...errors },
      },
    },
    async (request) => service.clientOpportunities(app.ctx, request.params.name),
  );
};
