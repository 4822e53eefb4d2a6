import {
  opportunityDatesResponseSchema,
  opportunityExpandedCardSchema,
  updateAmountBodySchema,
  updateDefeatsBodySchema,
  updateLabelBodySchema,
  updateResponsableBodySchema,
  updateSquadBodySchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRecruiter } from '../../lib/auth';
import { apiErrorSchema } from '../../lib/errors';
import {
  opportunityCard,
  opportunityDates,
  updateAmount,
  updateDefeats,
  updateLabel,
  updateResponsable,
  updateSquad,
} from './opportunity-card.service';

const security = [{ bearerAuth: [] }];
const tags = ['opportunity card'];
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const answersCard =
  "Answers the card's fresh data (the shape of GET opportunity/kanban/{id}). 404 OPPORTUNITY_NOT_FOUND; 409 " +
  'OPPORTUNITY_ALREADY_FINISHED (a finished opportunity is read-only).';

/** The opportunity's expanded kanban card (002 §2.4, §4, §5, §7.5; 001 §2.4). Recruiters only. */
export const opportunityCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opportunity/kanban/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "The expanded kanban card's data (002 §2.4, §7.5 'opportunity lite kanban by id')",
        description:
          "status is 'finished', 'published' or 'unpublished'; cliente null shows 'Cliente Não Informado'; " +
          'detalhes is the sanitised rich text as stored (the screen shows 600 characters of its text). ' +
          'quantidadeCompativeis counts the compatibles above 60 % (the compatibles tab), quantidadeTriados the ' +
          'enrolled professionals (the length of candidatosTriados) and quantidadeCandidatos the candidates (the ' +
          'length of candidatos). user is the responsible recruiter. criteriosMatch, geolocation, atitudes and ' +
          'carreiras are the lite fields.',
        security,
        params: paramsSchema,
        response: { 200: opportunityExpandedCardSchema, ...errors },
      },
    },
    async (request) => opportunityCard(app.ctx, request.params.id),
  );

  app.get(
    '/opportunity/dates/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "The opportunity's periods (002 §4 'Period definition')",
        description:
          'Five periods (recruitment, evaluation, selection, presentation, closing) with start and end days ' +
          '(YYYY-MM-DD), days (0.25 for a same-day period) and outOfOrder; an open period runs to today (UTC) or ' +
          'to the day the opportunity was finished (docs/decisions/boards.md, Opportunity periods).',
        security,
        params: paramsSchema,
        response: { 200: opportunityDatesResponseSchema, ...errors },
      },
    },
    async (request) => opportunityDates(app.ctx, request.params.id),
  );

  app.post(
    '/opportunity/update-label',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "'Ativar no Kanban' (002 §4): label '1' active, '2' inactive",
        description:
          "Sets label and showInKanban (label '1'). The kanban toggle changes only while the opportunity is not " +
          'public: 409 OPPORTUNITY_KANBAN_LOCKED_WHILE_PUBLIC (publishing forces it on, PUT opportunity/update-public). ' +
          `fase is accepted and left as it is. ${answersCard}`,
        security,
        body: updateLabelBodySchema,
        response: { 200: opportunityExpandedCardSchema, ...errors },
      },
    },
    async (request) => updateLabel(app.ctx, request.body),
  );

  app.post(
    '/opportunity/update-amount',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Positions to fill (002 §5 Amount)',
        description:
          'amount: a whole number (number or text). Empty or unchanged is ignored (200 with the unchanged card); ' +
          `a negative number becomes 0; anything else is 400 OPPORTUNITY_AMOUNT_INVALID. ${answersCard}`,
        security,
        body: updateAmountBodySchema,
        response: { 200: opportunityExpandedCardSchema, ...errors },
      },
    },
    async (request) => updateAmount(app.ctx, request.body),
  );

  app.post(
    '/opportunity/update-defeats',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Defeats (002 §4, §5 Defeats): positions change by the difference',
        description:
          'defeats: a whole number (number or text), non-empty (400 OPPORTUNITY_DEFEATS_REQUIRED), whole ' +
          '(OPPORTUNITY_DEFEATS_INVALID), ≥ 0 (OPPORTUNITY_DEFEATS_NEGATIVE) and changed ' +
          '(OPPORTUNITY_DEFEATS_UNCHANGED). n more defeats take n positions (never below 0), fewer give them back; ' +
          `the defeat days stay one per defeat (added ones dated today, the latest dropped). ${answersCard}`,
        security,
        body: updateDefeatsBodySchema,
        response: { 200: opportunityExpandedCardSchema, ...errors },
      },
    },
    async (request) => updateDefeats(app.ctx, request.body),
  );

  app.post(
    '/opportunity/update-squad',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "The opportunity's squad (002 §2.4); null clears it",
        description: `squadId from GET squad, or null. 400 OPPORTUNITY_SQUAD_NOT_FOUND for an unknown squad. ${answersCard}`,
        security,
        body: updateSquadBodySchema,
        response: { 200: opportunityExpandedCardSchema, ...errors },
      },
    },
    async (request) => updateSquad(app.ctx, request.body),
  );

  app.post(
    '/opportunity/update-responsable',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "The opportunity's responsible recruiter (002 §2.4); null clears it",
        description:
          'userId from GET responsables, or null. 400 OPPORTUNITY_RESPONSIBLE_NOT_RECRUITER for anyone who is not ' +
          `a live recruiter. ${answersCard}`,
        security,
        body: updateResponsableBodySchema,
        response: { 200: opportunityExpandedCardSchema, ...errors },
      },
    },
    async (request) => updateResponsable(app.ctx, request.body),
  );
};
