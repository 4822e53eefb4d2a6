import {
  evaluationSavedResponseSchema,
  evaluationsResponseSchema,
  evaluationTypeOptionSchema,
  registerEvaluationBodySchema,
  updateEvaluationBodySchema,
  updateEvaluationCriteriaBodySchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireRecruiter } from '../../lib/auth';
import { apiErrorSchema } from '../../lib/errors';
import * as service from './evaluations.service';

const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['evaluations'];
const userId = z.object({ id: z.string().min(1).max(100) });
const evaluationId = z.object({ evaluationId: z.string().min(1).max(100) });

/** Recruiters' evaluations of professionals (002 §2.11, §3 Evaluation, §4, §5, §7.3, §8). */
export const evaluationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/userevaluation/types',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "The evaluation wizard's types (002 §4, §5)",
        description:
          "Every type but the hidden ones ('Technical advice'); 'Desenvolvedor Java' and types switched off come " +
          "with disabled true (the wizard shows them greyed with 'Avaliação Indisponível'). With their criteria.",
        security,
        response: { 200: z.array(evaluationTypeOptionSchema), ...errors },
      },
    },
    async () => service.evaluationTypeOptions(app.ctx),
  );

  app.get(
    '/userevaluation/user/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "A professional's evaluations, newest first (002 §2.11, §3)",
        description:
          'Each with its type, the opportunity {id, title, avaliationCriteria} (null: behavioural opinion), the ' +
          "evaluator's name drawn now, and the flags star / negative / expired of the one rule. 404 " +
          'PROFESSIONAL_NOT_FOUND.',
        security,
        params: userId,
        response: { 200: evaluationsResponseSchema, ...errors },
      },
    },
    async (request) => service.listEvaluations(app.ctx, request.params.id),
  );

  app.post(
    '/userevaluation/:id/registrar-avaliacao',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Registers an evaluation of the professional {id} (002 §7.3)',
        description:
          'Body {avaliacao (type _id), opportunity (id or null), conteudo, created?, resultado 0..10, ' +
          "avaliationCriteria?}. 400 EVALUATION_CONTENT_REQUIRED ('Preencha o campo Avaliação') for an empty " +
          "text, EVALUATION_TYPE_UNAVAILABLE ('Avaliação Indisponível') for a disabled type, " +
          'EVALUATION_TYPE_NOT_FOUND for an unknown or hidden one, EVALUATION_DATE_IN_FUTURE, ' +
          'EVALUATION_CRITERIA_NEED_OPPORTUNITY; 404 PROFESSIONAL_NOT_FOUND / OPPORTUNITY_NOT_FOUND. ' +
          "'Parecer Técnico' for an opportunity without criteria takes the opportunity's (necessary → peso 3). " +
          'Answers {message: EVALUATION_REGISTERED, evaluation}.',
        security,
        params: userId,
        body: registerEvaluationBodySchema,
        response: { 200: evaluationSavedResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.registerEvaluation(app.ctx, currentUserOf(request), request.params.id, request.body),
  );

  app.put(
    '/userevaluation/:evaluationId',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "Edits an evaluation's text and grade (002 §2.11 edit modal, §5)",
        description:
          'Body {conteudo, resultado}. 400 EVALUATION_CONTENT_REQUIRED for an empty text; 404 EVALUATION_NOT_FOUND. ' +
          'Answers {message: EVALUATION_UPDATED, evaluation}.',
        security,
        params: evaluationId,
        body: updateEvaluationBodySchema,
        response: { 200: evaluationSavedResponseSchema, ...errors },
      },
    },
    async (request) => service.updateEvaluation(app.ctx, request.params.evaluationId, request.body),
  );

  app.put(
    '/userevaluation/:evaluationId/criteria',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "Replaces an evaluation's criteria [{name, peso 3 | 1}] (002 §3, §8)",
        description:
          'Only for an evaluation of an opportunity (400 EVALUATION_CRITERIA_NEED_OPPORTUNITY); 404 ' +
          "EVALUATION_NOT_FOUND. Answers {message: CRITERIA_UPDATED ('Criterios atualizados com sucesso!!'), evaluation}.",
        security,
        params: evaluationId,
        body: updateEvaluationCriteriaBodySchema,
        response: { 200: evaluationSavedResponseSchema, ...errors },
      },
    },
    async (request) => service.updateEvaluationCriteria(app.ctx, request.params.evaluationId, request.body),
  );
};
