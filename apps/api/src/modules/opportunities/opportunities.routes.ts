import {
  becomeCandidateBodySchema,
  becomeCandidateResponseSchema,
  conversionTypeSchema,
  opportunityDetailSchema,
  opportunityPreferenceSchema,
  triageOptionsSchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRecruiter, requireUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { enrolByRecruiter } from '../selection';
import {
  becomeCandidate,
  getOpportunityDetail,
  getOpportunityPreference,
  type OpportunityRowCache,
} from './opportunities.service';

const security = [{ bearerAuth: [] }];
const paramsSchema = z.object({ id: z.string().min(1).max(100) });

// Distinct opportunities kept in memory for detail pages.
const MAX_CACHED_OPPORTUNITIES = 2_000;

export const opportunitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const rowCache: OpportunityRowCache = app.ctx.opportunityCaches.cache({
    maxEntries: MAX_CACHED_OPPORTUNITIES,
  });

  app.get(
    '/opportunity/:id',
    {
      schema: {
        tags: ['opportunities'],
        summary: 'An opportunity for its detail screen (000 §7, 001 §2.3)',
        description:
          'Recruiters always get the whole opportunity with client, squad, responsible and refer-and-earn ' +
          'fields. Professionals and visitors get it while it is available (public, not finished, with ' +
          'vacancies); otherwise `{restricted: true, available: false, _id, titulo, isCandidate, isEnrolled}` ' +
          "('A oportunidade não está mais disponível.'). With a bearer token, isCandidate / isEnrolled / " +
          'nivelAderencia describe the signed-in person. 404 OPPORTUNITY_NOT_FOUND for an unknown id. ' +
          '`detalhes` and `detalhesEn` are HTML written by recruiters: sanitise before rendering.',
        security,
        params: paramsSchema,
        response: { 200: opportunityDetailSchema },
      },
    },
    async (request) => getOpportunityDetail(app.ctx, request.currentUser, request.params.id, rowCache),
  );

  app.get(
    '/opportunity/:id/get-opportunity-preference',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunities'],
        summary: 'Whether an opportunity prefers professionals with a disability (001 §7, §9)',
        description:
          'Answers `{pcdPref}`. PCD-preferring opportunities list their compatibles, enrolled and candidates in ' +
          'the PCD order by default (001 §9). 404 OPPORTUNITY_NOT_FOUND for an unknown id.',
        security,
        params: paramsSchema,
        response: { 200: opportunityPreferenceSchema },
      },
    },
    async (request) => getOpportunityPreference(app.ctx, request.params.id),
  );

  app.post(
    '/opportunity/:id/becomeCandidate',
    {
      preHandler: requireUser,
      schema: {
        tags: ['opportunities'],
        summary: 'A signed-in professional applies to an opportunity (000 §4, §7)',
        description:
          'Body {activeLanguage, attachmentUrl: null, indicadoPor, _usuario: {_id}}; `_usuario._id` must be the ' +
          'caller (a recruiter may name a professional). Creates the candidature (status 1 Concorrendo, step 0 ' +
          "with capture 'Indicação' when a referrer is named, else 'Divulgação', channel 'Outros') and requests " +
          "the professional's match: `nivelAderencia` is exact once GET users/{id}/get-status-vagas says " +
          "'completed'. 409 OPPORTUNITY_NOT_AVAILABLE when finished, unpublished or filled; 409 " +
          'ALREADY_CANDIDATE when already a candidate or enrolled. The recruiter variant (conversionType, ' +
          'triageRecruitmentOptions {details, date YYYY-MM-DD, capture, source}, byRH) is for recruiters: ' +
          "'inscribe' enrols the professional (Registrado, answer code ENROLLED_BY_RH), 'candidate' makes them a " +
          'candidate (Concorrendo, MADE_CANDIDATE_BY_RH; an enrolled professional keeps their row and history); ' +
          '409 PROFESSIONAL_ALREADY_ENROLLED / PROFESSIONAL_ALREADY_CANDIDATE; 400 ENTRY_DATE_IN_FUTURE for an entry ' +
          'day after today, 400 INVALID_CHANNEL for a channel (source) not on the list of 001 §3.',
        security,
        params: paramsSchema,
        body: becomeCandidateBodySchema,
        response: { 200: becomeCandidateResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const caller = request.currentUser;
      if (!caller) throw new AppError(401, 'UNAUTHORIZED');
      const language = body.activeLanguage ?? requestLanguage(request);
      const recruiterVariant =
        body.conversionType !== undefined ||
        body.triageRecruitmentOptions !== undefined ||
        body.byRH === true;
      if (recruiterVariant) {
        if (!caller.isRecruiter) throw new AppError(403, 'FORBIDDEN');
        const conversionType = conversionTypeSchema.safeParse(body.conversionType);
        if (!conversionType.success) {
          throw new AppError(400, 'VALIDATION_ERROR', {
            field: 'conversionType',
            detail: "'inscribe' or 'candidate'",
          });
        }
        const triage = triageOptionsSchema.safeParse(body.triageRecruitmentOptions);
        if (!triage.success) {
          const issue = triage.error.issues[0];
          throw new AppError(400, 'VALIDATION_ERROR', {
            field: ['triageRecruitmentOptions', ...(issue?.path ?? [])].join('.'),
            detail: issue?.message ?? '',
          });
        }
        return enrolByRecruiter(
          app.ctx,
          caller,
          request.params.id,
          { userId: body._usuario._id, conversionType: conversionType.data, triage: triage.data },
          language,
        );
      }
      return becomeCandidate(
        app.ctx,
        caller,
        request.params.id,
        { userId: body._usuario._id, indicadoPor: body.indicadoPor },
        language,
      );
    },
  );
};
