import {
  byNameOrIdQuerySchema,
  byNameOrIdResponseSchema,
  homeListsResponseSchema,
  opportunityFeedResponseSchema,
  opportunityListFilterSchema,
  opportunitySearchQuerySchema,
  opportunitySearchResponseSchema,
  recruiterOpportunitySearchQuerySchema,
  recruiterOpportunitySearchResponseSchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRecruiter } from '../../lib/auth';
import {
  homeLists,
  opportunityFeed,
  searchByNameOrId,
  searchForProfessionals,
  searchForRecruiters,
} from './opportunity-search.service';
import { createSearchCaches } from './search-caches';

const security = [{ bearerAuth: [] }];

export const opportunitySearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const caches = createSearchCaches(app.ctx);
  app.addHook('onClose', async () => caches.text.close());
  app.ctx.warmUps.add(() => caches.text.warm());

  app.get(
    '/opportunity/list/home',
    {
      schema: {
        tags: ['search'],
        summary: 'Home sections: recent in-person, remote, Brazil, Europe, North America (000 §2, §7)',
        description:
          'Up to 12 of the most recent opportunities available to professionals (public, not finished, with ' +
          'vacancies) per section. With a bearer token the per-user fields (isCandidate, isEnrolled, ' +
          'isCompatibleCandidate, isCompatibleCandidateLevel) are filled; without one they are false / 0.',
        security,
        response: { 200: homeListsResponseSchema },
      },
    },
    async (request) => homeLists(app.ctx, request.currentUser, caches),
  );

  app.get(
    '/opportunity/search/opp',
    {
      schema: {
        tags: ['search'],
        summary: 'Search opportunities as a professional or visitor (000 §2), 36 per page',
        description:
          'Keywords are matched accent-insensitively with Portuguese and English stemming over title, client, ' +
          'careers, criteria and their synonyms, and details in both languages; every word must match. ' +
          'place_id searches within `radius` km (default 50) of the place; a location without a known place ' +
          'matches the addresses. homeOffice=true keeps remote and hybrid opportunities. section (news, remote, ' +
          "brazil, europe, northAmerica) keeps one home section's opportunities: its 'see all'.",
        security,
        querystring: opportunitySearchQuerySchema,
        response: { 200: opportunitySearchResponseSchema },
      },
    },
    async (request) => searchForProfessionals(app.ctx, request.query, request.currentUser, caches),
  );

  app.get(
    '/opportunity/search/oppRh',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['search'],
        summary: 'Search every opportunity as a recruiter (002 §2.7), 36 per page',
        description:
          'Same matching as search/opp over all opportunities; status published | unpublished | finalized, ' +
          'and the result filters client, career (id or name) and motive (close reason).',
        security,
        querystring: recruiterOpportunitySearchQuerySchema,
        response: { 200: recruiterOpportunitySearchResponseSchema },
      },
    },
    async (request) => searchForRecruiters(app.ctx, request.query, caches),
  );

  app.get(
    '/opportunity/search/byNameOrID',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['search'],
        summary: 'Find opportunities by title or by idOpportunity (002 §7.5), at most 20',
        security,
        querystring: byNameOrIdQuerySchema,
        response: { 200: byNameOrIdResponseSchema },
      },
    },
    async (request) => searchByNameOrId(app.ctx, request.query.value, caches),
  );

  app.get(
    '/opportunity/filter/:filter',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['search'],
        summary: 'Opportunity lists for the recruiter boards (001 §7, 002 §4)',
        description:
          'published, unpublished, revision (not public), recruitment (public, fase 0–1), inProgress (public, ' +
          'fase 2–4), active (label 1); finished opportunities are in none. Newest first.',
        security,
        params: z.object({ filter: opportunityListFilterSchema }),
        response: { 200: opportunityFeedResponseSchema },
      },
    },
    async (request) => opportunityFeed(app.ctx, request.params.filter),
  );
};
