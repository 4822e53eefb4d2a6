import {
  COMPATIBLES_ORDER,
  compatibleOpportunitySchema,
  compatiblesResponseSchema,
  criteriaUnmatchItemSchema,
  highCompatibleOpportunitySchema,
  matchStatusResponseSchema,
  opportunityCandidateSchema,
  pathPageSchema,
  pathPageSizeSchema,
  queryBooleanSchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRecruiter, requireSelfOrRecruiter, requireUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import {
  listCompatibleOpportunities,
  listCompatibles,
  listCriteriaUnmatch,
  listHighCompatibles,
  opportunityStatus,
  opportunityWithCandidate,
  professionalStatus,
  registerMatchingJobs,
} from './matching.service';

const idSchema = z.string().min(1).max(100);
const security = [{ bearerAuth: [] }];
const STATUS_NOTE =
  "Answers `{status}`: 'processing' while a recompute requested for it is queued or running, 'completed' " +
  'otherwise (also when nothing was ever requested). Clients poll it (001 §9: every 1 s on the professionals ' +
  'screen, 3 s after saving criteria levels).';
const orderSchema = z.coerce
  .number()
  .int()
  .refine((value) => (Object.values(COMPATIBLES_ORDER) as number[]).includes(value), {
    message: 'order must be 0 (adherence), 1 (PCD first) or 4 (Talents first)',
  })
  .transform((value) => value as 0 | 1 | 4);

export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMatchingJobs(app.ctx);

  app.get(
    '/opportunity/:id/get-status-compativeis',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['matching'],
        summary: "Compatibles status of an opportunity: 'completed' when its match is done (001 §7)",
        description: STATUS_NOTE,
        security,
        params: z.object({ id: idSchema }),
        response: { 200: matchStatusResponseSchema },
      },
    },
    async (request) => ({ status: await opportunityStatus(app.ctx, request.params.id) }),
  );

  app.get(
    '/users/:id/get-status-vagas',
    {
      preHandler: requireSelfOrRecruiter('id'),
      schema: {
        tags: ['matching'],
        summary:
          "Match status of a professional: 'completed' when the compatible opportunities are current (000 §7)",
        description: `${STATUS_NOTE} A professional may read only their own.`,
        security,
        params: z.object({ id: idSchema }),
        response: { 200: matchStatusResponseSchema },
      },
    },
    async (request) => ({ status: await professionalStatus(app.ctx, request.params.id) }),
  );

  app.get(
    '/opportunity/:id/compatibles/:pageSize/:page/:order',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['matching'],
        summary:
          'Compatible professionals of an opportunity, ranked (001 §2.6, §7, §9; the tab uses 12 per page)',
        description:
          'Pages start at 1. Order keys (001 §9): 0 adherence, 1 PCD first, 4 Talents first; ties by adherence. ' +
          'Each item is a professional card item (001 §3) with `nivelAderencia` and `explanation` (per criterion: ' +
          'peso, matched skill and synonym, level, source, points). Contacts are masked unless the ' +
          "professional's channel is active (002 §6). Compatible means above 60 % (DECISIONS 'Compatible'): " +
          '`total` counts those. With `?weaker=true` the list and `total` also hold every eligible professional ' +
          'scored above 0, ranked the same way (the screen marks those at 60 % or less).',
        security,
        params: z.object({
          id: idSchema,
          pageSize: pathPageSizeSchema,
          page: pathPageSchema,
          order: orderSchema,
        }),
        querystring: z.object({ weaker: queryBooleanSchema }),
        response: { 200: compatiblesResponseSchema },
      },
    },
    async (request) => {
      const { id, pageSize, page, order } = request.params;
      return listCompatibles(app.ctx, id, pageSize, page, order, request.query.weaker === true);
    },
  );

  const compatibleOpportunitiesSchema = {
    tags: ['matching'],
    description:
      "The professional's compatible open opportunities (location-eligible, adherence above 60 %, DECISIONS), best first, as " +
      'home cards (000 §2) with `nivelAderencia` = `isCompatibleCandidateLevel`. A professional may read only ' +
      'their own.',
    security,
    params: z.object({ id: idSchema }),
    response: { 200: z.array(compatibleOpportunitySchema) },
  };

  app.get(
    '/opportunity/list/:id/compatiblesOpportunities',
    {
      preHandler: requireSelfOrRecruiter('id'),
      schema: {
        ...compatibleOpportunitiesSchema,
        summary: 'Compatible opportunities of a professional (000 §7)',
      },
    },
    async (request) => listCompatibleOpportunities(app.ctx, request.params.id),
  );

  app.get(
    '/users/:id/get-vagas-compativeis',
    {
      preHandler: requireSelfOrRecruiter('id'),
      schema: {
        ...compatibleOpportunitiesSchema,
        summary: 'Compatible opportunities of a professional (001 §7)',
      },
    },
    async (request) => listCompatibleOpportunities(app.ctx, request.params.id),
  );

  app.get(
    '/users/talent/high-compatibles-opportunities/:id',
    {
      // 000 §7 lists it for candidates too: the professional's own id, or a recruiter.
      preHandler: requireSelfOrRecruiter('id'),
      schema: {
        tags: ['matching'],
        summary: 'Open opportunities a professional fits above 60 % (001 §5, 002 §7.3)',
        description:
          'Best first; an empty list reads "Sem oportunidades de alta compatibilidade. (+ 60% de afinidade)".',
        security,
        params: z.object({ id: idSchema }),
        response: { 200: z.array(highCompatibleOpportunitySchema) },
      },
    },
    async (request) => listHighCompatibles(app.ctx, request.params.id),
  );

  app.get(
    '/opportunity/list/criteria-unmatch/:id',
    {
      preHandler: requireSelfOrRecruiter('id'),
      schema: {
        tags: ['matching'],
        summary: 'Up to 3 skills most matching opportunities require and the profile lacks (000 §2, §7)',
        description:
          "`id` is the professional's. Criteria of the open opportunities the professional is scored for " +
          '(eligible, adherence above 0: not only the compatible ones) that no profile skill meets (by name or ' +
          'synonym), most frequent first.',
        security,
        params: z.object({ id: idSchema }),
        response: { 200: z.array(criteriaUnmatchItemSchema) },
      },
    },
    async (request) => listCriteriaUnmatch(app.ctx, request.params.id),
  );

  // 002 §7.3 names a criteria-unmatch "by user id" whose path is not shown: the same answer under the users area,
  // for the recruiter screens that start from a professional rather than from an opportunity.
  app.get(
    '/users/criteria-unmatch/:id',
    {
      preHandler: requireSelfOrRecruiter('id'),
      schema: {
        tags: ['matching'],
        summary: 'Up to 3 skill tips for a professional, by user id (002 §7.3)',
        description:
          'Same answer as `GET /opportunity/list/criteria-unmatch/{id}`: criteria of the open opportunities the ' +
          'professional is scored for that no profile skill meets, most frequent first, at most 3.',
        security,
        params: z.object({ id: idSchema }),
        response: { 200: z.array(criteriaUnmatchItemSchema) },
      },
    },
    async (request) => listCriteriaUnmatch(app.ctx, request.params.id),
  );

  app.get(
    '/opportunity/:id/candidate/:userId',
    {
      preHandler: [requireUser, requireSelfOrRecruiter('userId')],
      schema: {
        tags: ['matching'],
        summary: "An opportunity with a professional's criteria levels and their explanation (000 §7)",
        description:
          'Read by the candidature details (the professional, own only) and by the recruiter card. Each criterion ' +
          'has nome, termos, peso, level (0–3), color, caption key, hasModification (000 §3) and how it matched: ' +
          "matchedSkill, matchedTerm (the synonym), source ('declared', a provider, or 'cv' when the term is only " +
          'found in a CV: level 0 until the professional confirms one), points = peso × level %. Required ' +
          '(peso 3) and desirable (1, 2) criteria are also given apart.',
        security,
        params: z.object({ id: idSchema, userId: idSchema }),
        response: { 200: opportunityCandidateSchema },
      },
    },
    async (request) => {
      const viewer = request.currentUser;
      if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
      return opportunityWithCandidate(app.ctx, viewer, request.params.id, request.params.userId);
    },
  );
};
