import {
  boardResultsQuerySchema,
  boardResultsResponseSchema,
  opportunityBoardQuerySchema,
  opportunityBoardWireSchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRecruiter } from '../../lib/auth';
import { sendSerialized } from '../../lib/serialized-answer';
import { createBoardSnapshot } from './board-snapshot';
import { boardEntryOf, boardResultsOfPeriod, opportunityBoard } from './opportunity-board.service';

const security = [{ bearerAuth: [] }];

export const opportunityBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const board = await createBoardSnapshot(app.ctx, boardEntryOf);
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
          'its days in the current step (from its periods) and its victory and defeat days. Packed by field: ' +
          '`cards` holds one array per card field (card i is element i of each), `user` and `squad` index ' +
          '`users` and `squads`, `selectedPriority` is the priority value, and each column lists indexes into ' +
          '`cards` (the schema `opportunityBoardResponseSchema` of @mosaico/domain unpacks it card by card).',
        security,
        querystring: opportunityBoardQuerySchema,
        response: { 200: opportunityBoardWireSchema },
      },
    },
    // The kept answer is already serialised, so the response schema documents it and the tests check it.
    async (request, reply) => sendSerialized(request, reply, await opportunityBoard(request.query, board)),
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
