import {
  dictionaryCreateBodySchema,
  dictionaryEnglishBodySchema,
  dictionaryListQuerySchema,
  dictionaryTermSchema,
  mosaicDictionarySchema,
  namedEntrySchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRecruiter } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import * as service from './dictionary.service';

const security = [{ bearerAuth: [] }];
const errorSchema = z.object({ statusCode: z.number(), code: z.string(), message: z.string() }).loose();
const CAPTION_NOTE =
  '`nome` is the Portuguese term (what profiles and opportunities store and matching reads); `nomeCaption` is ' +
  'the caption in the language of Accept-Language (the English name for en-US when one exists).';

/** The dictionary (000 §7 `dictionary/*`): the words mosaics, profiles and opportunities pick from. */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/dictionary/dictionary',
    {
      schema: {
        tags: ['dictionary'],
        summary: "The mosaic's words: interests (euquero) and competences (eusou, eusei)",
        description: `Alphabetical within each list. ${CAPTION_NOTE}`,
        response: { 200: mosaicDictionarySchema },
      },
    },
    async (request) => service.mosaicDictionary(ctx, requestLanguage(request)),
  );

  app.get(
    '/dictionary/list',
    {
      schema: {
        tags: ['dictionary'],
        summary: "One classif's terms (euquero, eusou, eusei, digomais, carreiras, estados)",
        description: `Alphabetical. ${CAPTION_NOTE}`,
        querystring: dictionaryListQuerySchema,
        response: { 200: z.array(dictionaryTermSchema), 400: errorSchema },
      },
    },
    async (request) => service.listClassif(ctx, request.query.classif, requestLanguage(request)),
  );

  app.get(
    '/dictionary/interests',
    {
      schema: {
        tags: ['dictionary'],
        summary: "The interests ('euquero') as {_id, nome}, nome the stored Portuguese term",
        response: { 200: z.array(namedEntrySchema) },
      },
    },
    async () => service.namedEntries(ctx, 'euquero'),
  );

  app.get(
    '/dictionary/states',
    {
      schema: {
        tags: ['dictionary'],
        summary: "The states ('estados') as {_id, nome}",
        response: { 200: z.array(namedEntrySchema) },
      },
    },
    async () => service.namedEntries(ctx, 'estados'),
  );

  app.get(
    '/dictionary/careers',
    {
      schema: {
        tags: ['dictionary'],
        summary: 'The career roles (000 §3 Career: _id, nome)',
        response: { 200: z.array(namedEntrySchema) },
      },
    },
    async () => service.careerEntries(ctx),
  );

  app.post(
    '/dictionary',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['dictionary'],
        summary: 'Add a term (recruiters)',
        description:
          'Body {nome, classif, subclassif?}; nome trimmed, 1–100 characters. DICTIONARY_TERM_EXISTS (409) when ' +
          'the classif already has the name in any case. Careers (classif carreiras) go to the career list. ' +
          'Answers the new term.',
        security,
        body: dictionaryCreateBodySchema,
        response: {
          200: dictionaryTermSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const viewer = request.currentUser;
      if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
      return service.createTerm(ctx, viewer, request.body, requestLanguage(request));
    },
  );

  app.post(
    '/dictionary/en',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['dictionary'],
        summary: "Set a term's English caption (recruiters)",
        description:
          'Body {_id, nomeEn}. DICTIONARY_TERM_NOT_FOUND (404) for an unknown id. Answers the term.',
        security,
        body: dictionaryEnglishBodySchema,
        response: {
          200: dictionaryTermSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => service.setEnglishName(ctx, request.body, requestLanguage(request)),
  );
};
