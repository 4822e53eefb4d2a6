import {
  professionalWithOpportunitiesSchema,
  professionalWithoutOpportunitiesSchema,
  recruiterInputsBodySchema,
  recruiterInputsSchema,
  recruiterSalaryBodySchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireRecruiter } from '../../lib/auth';
import * as service from './professional-detail.service';

const security = [{ bearerAuth: [] }];
const errorSchema = z.object({ statusCode: z.number(), code: z.string(), message: z.string() }).loose();
const params = z.object({ id: z.string().min(1).max(100) });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const MASKING =
  'Contacts follow 002 §6: the e-mail and each phone of contato.lista come masked unless the person’s ' +
  'notification channel for it is active, so the screen never receives what it must not show. `deleted` is ' +
  'true for an erased registration (its fields are empty; the screen shows ‘Cadastro excluído’). 404 ' +
  'PROFESSIONAL_NOT_FOUND for an unknown id or a recruiter account.';

/** 002 §2.8 professional detail for recruiters: the two reads of 002 §7.3 and the recruiter's edits (002 §5). */
export const professionalDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/users/user-with-opportunities/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['professional-detail'],
        summary: 'A professional as recruiters see them, with the processes they are in (002 §7.3)',
        description:
          `${MASKING} opportunitiesRelated.inProgressOpportunities and finishedOpportunities: every enrolment and ` +
          'candidature with its opportunity (id, idOpportunity, title, cliente, kind, currentStatus, ' +
          'candidateStep 1–5, candidateLabel of 002 §4), newest first; previous ones are those whose opportunity ' +
          'is finished or whose status ended (Dispensado, Recusou, Desistiu, Selecionado).',
        security,
        params,
        response: { 200: professionalWithOpportunitiesSchema, ...errors },
      },
    },
    async (request) =>
      service.getProfessionalWithOpportunities(ctx, currentUserOf(request), request.params.id),
  );

  app.get(
    '/users/user-without-opportunities/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['professional-detail'],
        summary: 'A professional as recruiters see them (002 §7.3)',
        description: MASKING,
        security,
        params,
        response: { 200: professionalWithoutOpportunitiesSchema, ...errors },
      },
    },
    async (request) =>
      service.getProfessionalWithoutOpportunities(ctx, currentUserOf(request), request.params.id),
  );

  app.put(
    '/users/:id/salary-expectation',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['professional-detail'],
        summary: 'A recruiter changes a professional’s salary expectation (002 §5)',
        description:
          'Body {hiringModel {clt, pj, others}, pretensao {tipo {clt, pj, others: {moeda, valor}}}} with ‘-’ as ' +
          'unset. 400 INVALID_SALARY_RANGE for a currency or range not on 002 §9’s lists; 400 ' +
          'PROFESSIONAL_SALARY_REQUIRED when, for a ticked hiring model, the currency is BRL and the range unset, ' +
          'or the range is set without a currency. Unticking a model resets its entry. 409 PROFESSIONAL_DELETED ' +
          'for an erased registration. Answers {user} as user-without-opportunities.',
        security,
        params,
        body: recruiterSalaryBodySchema,
        response: { 200: professionalWithoutOpportunitiesSchema, ...errors },
      },
    },
    async (request) =>
      service.updateSalaryExpectation(ctx, currentUserOf(request), request.params.id, request.body),
  );

  app.put(
    '/users/:id/recruiter-inputs',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['professional-detail'],
        summary: 'A recruiter saves the recruiter sheet about a professional (002 §3 recruiterInputs)',
        description:
          'Replaces the sheet: contato {principal, residencial, email, localidade}, linkedinUrl, pretensao.tipo, ' +
          'formacaoEIdiomas {formacao, idiomas}, infosComplementares {pcd, indicacao}, carreiraEObjetivos ' +
          '{ondeGostariaDeTrabalhar, interesses, comOQueGostariaDeTrabalhar, principaisCompetencias}; missing ' +
          'fields are saved empty. Free text: one-line fields up to 300 characters, notes up to 4,000. Only ' +
          'recruiters read it. 409 PROFESSIONAL_DELETED for an erased registration. Answers the saved sheet with ' +
          'lastUpdated and lastUpdatedBy.',
        security,
        params,
        body: recruiterInputsBodySchema,
        response: { 200: recruiterInputsSchema, ...errors },
      },
    },
    async (request) =>
      service.updateRecruiterInputs(ctx, currentUserOf(request), request.params.id, request.body),
  );
};
