import {
  boardResultsQuerySchema,
  boardResultsResponseSchema,
  opportunityBoardQuerySchema,
  opportunityBoardResponseSchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRecruiter } from '../../lib/auth';
import { sendSerialized } from '../../lib/serialized-answer';
import { createBoardCache } from './board-cache';
import { boardResultsOfPeriod, opportunityBoard } from './opportunity-board.service';

const security = [{ bearerAuth: [] }];

export const opportunityBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const board = await createBoardCache(app.ctx);
  app.addHook('onClose', async () => board.close());

  app.get(
    '/opportunity/kanban',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity board'],
        summary: 'The opportunity kanban in one call (002 §2.3, §4)',
        description:
          "Every open opportunity the filters keep (squad, responsible: '-1' all; priority 4 most recent (default), " +
          '1–3 only that priority, -1 all by priority), placed on the six columns by 002 §4. Each card once, with ' +
          'its days in the current step (from its periods) and its victory and defeat days; `columns` lists ids.',
        security,
        querystring: opportunityBoardQuerySchema,
        response: { 200: opportunityBoardResponseSchema },
      },
    },
    // The kept answer is already serialised, so the response schema documents it and the tests check it.
    async (request, reply) =>
      sendSerialized(request, reply, await opportunityBoard(app.ctx, request.query, board.cache)),
  );

  app.get(
    '/opportunity/kanban-results',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity board'],
        summary: "'Vitórias e Derrotas' of a period (002 §2.3)",
        description:
          "Query from, to (YYYY-MM-DD, both included) and the board's squad, responsible and priority. Every win " +
          '(a professional became Selecionado) and every defeat dated in the period, of open and finished ' +
          'opportunities alike, newest first: {from, to, victories, defeats}, each entry {opportunityId, titulo, ' +
          'squad, date}. 400 when from is after to.',
        security,
        querystring: boardResultsQuerySchema,
        response: { 200: boardResultsResponseSchema },
      },
    },
    async (request) => boardResultsOfPeriod(app.ctx, request.query),
  );
};
