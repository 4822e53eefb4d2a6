import {
  findByKeywordBodySchema,
  findByKeywordResponseSchema,
  pathPageSchema,
  pathPageSizeSchema,
  professionalSearchQuerySchema,
  professionalSearchResponseSchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRecruiter } from '../../lib/auth';
import { registerCvTextJob } from './cv-text.service';
import { findByKeyword, findProfessionals } from './professional-search.service';
import { createProfessionalSearchIndex } from './professional-search-index';

const security = [{ bearerAuth: [] }];

export const professionalSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  // CV texts feed this search: their extraction worker runs on every instance.
  await registerCvTextJob(app.ctx, app.log);
  // Each keyword's hits kept in memory, followed through the database's notifications (professional-search-index.ts).
  const index = await createProfessionalSearchIndex(app.ctx);
  app.addHook('onClose', async () => index.close());
  app.ctx.warmUps.add(() => index.warm());

  app.get(
    '/users/find/:list/:pageSize/:page',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['search'],
        summary: 'Find professionals by keyword chips (002 §2.9, §7.3); the finder uses 12 per page',
        description:
          '`list` holds the keywords joined by | (or commas); every keyword must match, accent-insensitively and ' +
          'with Portuguese and English stemming. typeFilter: all (name, e-mail, skills, CV text), names (name ' +
          'and e-mail, also by substring and with typos), criteria (skills and CV text). pcdFilter, talentFilter ' +
          'and europeanUnionCitizenshipFilter = true keep only those professionals. Contacts are masked unless ' +
          "the professional's notification channels are active. `matchedIn` says where the keywords were found. " +
          '`total` is exact up to 1,000; when more match it is 1000 and `totalCapped` is true (show "1,000+"). ' +
          'Pages rank every match (by strength: name 4, skill 2, CV 1 per keyword; then the most recently updated).',
        security,
        params: z.object({ list: z.string().max(2000), pageSize: pathPageSizeSchema, page: pathPageSchema }),
        querystring: professionalSearchQuerySchema,
        response: { 200: professionalSearchResponseSchema },
      },
    },
    async (request) => findProfessionals(app.ctx, request.params, request.query, index),
  );

  app.post(
    '/opportunity/:id/:pageSize/:page/find-by-keyword',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['search'],
        summary: 'Professionals matching keywords for an opportunity (001 §7); the screen uses 10 per page',
        description:
          'keywords: a list or a |-joined text; every keyword must match a skill at `level` or above (1–3) or, ' +
          'with level 0, a skill or the text of a CV. Each card carries nivelAderencia (adherence to this ' +
          'opportunity) and whether the professional is already enrolled or a candidate. `total` and ' +
          '`totalCapped` as in users/find: exact up to 1,000, otherwise 1000 with totalCapped true.',
        security,
        params: z.object({
          id: z.string().min(1).max(100),
          pageSize: pathPageSizeSchema,
          page: pathPageSchema,
        }),
        body: findByKeywordBodySchema,
        response: { 200: findByKeywordResponseSchema },
      },
    },
    async (request) => findByKeyword(app.ctx, request.params, request.body),
  );
};
