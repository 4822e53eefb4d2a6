import {
  addPreRegisteredBodySchema,
  allCandidatesResponseSchema,
  applicantsOrderSchema,
  becomeCandidateResponseSchema,
  candidateEntrySchema,
  candidateStatusFilterSchema,
  changeInfoBodySchema,
  changeStatusPreRegisterBodySchema,
  changeStepBodySchema,
  chooseProfessionalBodySchema,
  chooseProfessionalResponseSchema,
  dismissAllBodySchema,
  dismissBodySchema,
  dismissedStatisticsSchema,
  enrolledFilterSchema,
  finalDispenseBodySchema,
  finishNoticeBodySchema,
  participantsResponseSchema,
  pathPageSchema,
  pathPageSizeSchema,
  selectionMessageSchema,
  sendInviteBodySchema,
  stageFilterSchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireRecruiter } from '../../lib/auth';
import { apiErrorSchema } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import {
  addPreRegistered,
  allCandidates,
  candidatureOf,
  changeFinishNotice,
  changeInfo,
  changeStatusPreRegister,
  changeSteps,
  chooseProfessional,
  dismissAllEnrolled,
  dismissedStatistics,
  dismissOne,
  finalDispense,
  listCandidates,
  listEnrolled,
  sendInvite,
} from './selection.service';

const security = [{ bearerAuth: [] }];
const tags = ['selection'];
const idSchema = z.string().min(1).max(100);
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { ...errors, 409: apiErrorSchema };
const number = <T extends z.ZodType<unknown, number>>(schema: T) => z.coerce.number().int().pipe(schema);
const STALE_NOTE =
  ' Body `version` is the candidature’s version as read; a change saved meanwhile by somebody else is refused ' +
  'with 409 CANDIDATURE_CHANGED and the fresh candidature in `candidate`, never overwritten.';

/** The recruiter's selection workflow (001 §2.6–§2.8, §4, §5, §7). */
export const selectionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, conversionType] of [
    ['/opportunity/addProfessionalPreRegisterToRegisteredInOpportunity', 'inscribe'],
    ['/opportunity/addProfessionalPreRegisterToCandidateInOpportunity', 'candidate'],
  ] as const) {
    app.post(
      path,
      {
        preHandler: requireRecruiter,
        schema: {
          tags,
          summary:
            conversionType === 'inscribe'
              ? 'Enrols a pre-registered professional in an opportunity (001 §4, §7)'
              : 'Makes a pre-registered professional a candidate of an opportunity (001 §4, §7)',
          description:
            'Body {user, opportunity, password (ignored), recruiter (ignored), triageRecruitmentOptions?}. The ' +
            'enrolment of becomeCandidate by a recruiter; 409 NOT_PRE_REGISTERED for anyone who is not ' +
            'pre-registered. Without triage options, step 0 reads capture Busca, channel Outros, today.',
          security,
          body: addPreRegisteredBodySchema,
          response: { 200: becomeCandidateResponseSchema, ...writeErrors },
        },
      },
      async (request) =>
        addPreRegistered(
          app.ctx,
          currentUserOf(request),
          {
            userId: request.body.user,
            opportunityId: request.body.opportunity,
            conversionType,
            triage: request.body.triageRecruitmentOptions,
          },
          requestLanguage(request),
        ),
    );
  }

  app.get(
    '/opportunity/:id/enrolled/:pageSize/:page/:filter/:order',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'The enrolled tab: one page of enrolled professionals as cards (001 §2.6, §7, §9)',
        description:
          'filter 99 all, 0 enrolled by a recruiter, 1 own applications; order 0 adherence, 1 older applications, ' +
          '2 recent, 3 PCD first, 4 Talents first. `total` counts what the filter keeps; `triadosTotal` and ' +
          '`candidatosTotal` count the tabs unfiltered.',
        security,
        params: z.object({
          id: idSchema,
          pageSize: pathPageSizeSchema,
          page: pathPageSchema,
          filter: number(enrolledFilterSchema),
          order: number(applicantsOrderSchema),
        }),
        response: { 200: participantsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, ...input } = request.params;
      return listEnrolled(app.ctx, id, input);
    },
  );

  app.get(
    '/opportunity/:id/candidates/:pageSize/:page/:step/:status/:origin/:order/:responsible',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'The candidates tab: one page of candidates as cards (001 §2.6, §7, §9)',
        description:
          'step: 99 all or the current stage 1–4 (the first stage not met, DECISIONS); status: 99 all or 0–6; ' +
          'origin: the parameter the contract fixes at 99 (all), or 0 made candidates by a recruiter, 1 own ' +
          'applications; order as in the enrolled tab; responsible: the recruiter who made them candidates, or ' +
          '-1 / 99 for all.',
        security,
        params: z.object({
          id: idSchema,
          pageSize: pathPageSizeSchema,
          page: pathPageSchema,
          step: number(stageFilterSchema),
          status: number(candidateStatusFilterSchema),
          origin: number(enrolledFilterSchema),
          order: number(applicantsOrderSchema),
          responsible: idSchema,
        }),
        response: { 200: participantsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, step, ...input } = request.params;
      return listCandidates(app.ctx, id, { ...input, stage: step });
    },
  );

  app.get(
    '/opportunity/:id/all-candidates',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Every candidate with their current stage, for the candidate kanban (001 §4)',
        security,
        params: z.object({ id: idSchema }),
        response: { 200: allCandidatesResponseSchema, ...errors },
      },
    },
    async (request) => allCandidates(app.ctx, request.params.id),
  );

  app.get(
    '/opportunity/:id/candidature/:userId',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary:
          "A professional's candidature in an opportunity, for the candidature progress screen (001 §2.8)",
        description:
          'Designed (the documents show no call for it): status with history, capture, channel, the entry step, ' +
          'stages 1–4 (result, day, note), the final dates, the version to send back with a change, and the ' +
          "opportunity's kanban label. 404 CANDIDATURE_NOT_FOUND.",
        security,
        params: z.object({ id: idSchema, userId: idSchema }),
        response: { 200: candidateEntrySchema, ...errors },
      },
    },
    async (request) => candidatureOf(app.ctx, request.params.id, request.params.userId),
  );

  app.post(
    '/opportunity/:id/change-step-candidate',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Registers the stages of a candidate (001 §4, §5)',
        description:
          'Body {candidate, steps: [{key 1–4, meetsTheRequirements 0 met / 1 not met / null cleared, date ' +
          'YYYY-MM-DD, details}], version}. A cleared stage wipes the later ones. Refused (400) while the ' +
          'opportunity is inactive on the kanban (OPPORTUNITY_INACTIVE_IN_KANBAN), for a dismissed candidate or a ' +
          'dated final status, without a date (STEP_DATE_REQUIRED) or with days out of order ' +
          '(STEP_DATES_OUT_OF_ORDER). Only a candidate whose account exists (400 CANDIDATURE_NOT_CANDIDATE, 400 ' +
          'CANDIDATE_ACCOUNT_DELETED). Notes are sanitised rich text. Answers the candidature.' +
          STALE_NOTE,
        security,
        params: z.object({ id: idSchema }),
        body: changeStepBodySchema,
        response: { 200: candidateEntrySchema, ...writeErrors },
      },
    },
    async (request) =>
      changeSteps(app.ctx, currentUserOf(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.post(
    '/opportunity/:id/change-info-candidate',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "Changes a candidate's status, capture and channel (001 §4, §5)",
        description:
          'Body {candidate, status 0–2 or 4–6, capture, source, dateVictory, dateRefused, dateQuit, version}. ' +
          'Selecionado needs no stage in the future (SELECT_FUTURE_STEP) and stages 1–4 met ' +
          '(SELECT_STEPS_MISSING); Recusou all four filled (REFUSE_STEPS_MISSING); a final status needs the ' +
          'stages’ notes and its day between the final stage (the last registered one for Desistiu) and today ' +
          "(STATUS_DATE_OUT_OF_RANGE: 'Verifique a data ou se a etapa do candidato está preenchida.' with the range, " +
          'params from and to). Selecionado, Recusou and Desistiu are locked once dated, capture and channel too ' +
          '(CANDIDATE_STATUS_LOCKED, as for a dismissed candidate and an inactive opportunity, even with the same ' +
          'status). A new channel must be one of the list (INVALID_CHANNEL). Only a candidate whose account exists ' +
          '(400 CANDIDATURE_NOT_CANDIDATE, 400 CANDIDATE_ACCOUNT_DELETED). ' +
          "Selecting makes the professional a member of the provider's programme and counts a victory (one " +
          'position fewer); refusing counts a defeat. Dismissing has its own call (dispenseTriaged).' +
          STALE_NOTE,
        security,
        params: z.object({ id: idSchema }),
        body: changeInfoBodySchema,
        response: { 200: candidateEntrySchema, ...writeErrors },
      },
    },
    async (request) =>
      changeInfo(
        app.ctx,
        request.params.id,
        request.body,
        requestLanguage(request),
        undefined,
        currentUserOf(request).id,
      ),
  );

  app.post(
    '/opportunity/:id/change-finish-notice',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "'Não comunicar encerramento' on a candidature (001 §2.7)",
        description:
          'Designed (the documents name the toggle, not its call). Body {candidate, notifyOnFinish}; with ' +
          'notifyOnFinish false, finishing the opportunity sends this professional no e-mail. 404 ' +
          'CANDIDATURE_NOT_FOUND; 400 CANDIDATE_ACCOUNT_DELETED. The contract’s path for it is escolher-profissional.',
        security,
        params: z.object({ id: idSchema }),
        body: finishNoticeBodySchema,
        response: { 200: z.object({ notifyOnFinish: z.boolean() }), ...errors },
      },
    },
    async (request) =>
      changeFinishNotice(app.ctx, request.params.id, request.body.candidate, request.body.notifyOnFinish),
  );

  app.post(
    '/opportunity/:id/escolher-profissional',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary:
          "'Não comunicar encerramento' on a card, the contract's call (001 §7; 002 §4 'Selection toggle')",
        description:
          'Body {professionalId, professionalStatus}. professionalStatus is the toggle (the card’s isSelected): true ' +
          'when ticked, so finishing the opportunity sends this professional no e-mail (notifyOnFinish false); false ' +
          'undoes it. The same flag as change-finish-notice, for an enrolled professional or a candidate. 404 ' +
          'CANDIDATURE_NOT_FOUND when they are neither; 400 CANDIDATE_ACCOUNT_DELETED for a deleted account. Answers ' +
          '{professionalId, professionalStatus, notifyOnFinish}.',
        security,
        params: z.object({ id: idSchema }),
        body: chooseProfessionalBodySchema,
        response: { 200: chooseProfessionalResponseSchema, ...errors },
      },
    },
    async (request) =>
      chooseProfessional(
        app.ctx,
        request.params.id,
        request.body.professionalId,
        request.body.professionalStatus,
      ),
  );

  app.post(
    '/opportunity/:id/changeStatusPreRegister',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary:
          'Puts a pre-registered professional in the opportunity as enrolled or candidate (001 §3, §4, §7)',
        description:
          'Designed (the documents do not show the payload). Body {user (id or {_id}), type: the pre-register type ' +
          "of 001 §3, 'registered' (enrolled) or 'candidate', triageRecruitmentOptions?}. The conversions of " +
          'addProfessionalPreRegisterTo… on the opportunity of the path: 409 NOT_PRE_REGISTERED for anyone not ' +
          'pre-registered, 409 PROFESSIONAL_ALREADY_ENROLLED / PROFESSIONAL_ALREADY_CANDIDATE (a candidate is never ' +
          "turned back into enrolled), 409 CANDIDATE_DISMISSED. 'candidate' on an enrolled professional keeps the " +
          'row and history; without triage options it keeps their entry (capture, channel, day, details), anyone ' +
          'else gets capture Busca, channel Outros, today. The triage day may not be in the future ' +
          '(ENTRY_DATE_IN_FUTURE) and the channel must be one of the list (INVALID_CHANNEL).',
        security,
        params: z.object({ id: idSchema }),
        body: changeStatusPreRegisterBodySchema,
        response: { 200: becomeCandidateResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      changeStatusPreRegister(
        app.ctx,
        currentUserOf(request),
        request.params.id,
        {
          userId: request.body.user,
          type: request.body.type,
          triage: request.body.triageRecruitmentOptions,
        },
        requestLanguage(request),
      ),
  );

  app.post(
    '/opportunity/:id/sendInvite',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Invites a professional to apply, by e-mail in their language (001 §2.7, §5)',
        description:
          'Body {profissionalId, …}; the other fields of the contract are accepted and ignored (the server reads ' +
          "the professional's own data). 400 INVITE_NOT_ALLOWED ('Sistema sem permissao para convite.') unless " +
          'their notifications and the E-mail channel are on.',
        security,
        params: z.object({ id: idSchema }),
        body: sendInviteBodySchema,
        response: { 200: selectionMessageSchema, ...errors },
      },
    },
    async (request) =>
      sendInvite(
        app.ctx,
        request.params.id,
        request.body.profissionalId,
        request.body.activeLanguage ?? requestLanguage(request),
      ),
  );

  app.post(
    '/opportunity/:id/dispenseTriaged',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Dismisses one enrolled professional or candidate (001 §2.7, §4; DECISIONS "Dismissing")',
        description:
          "Body {_usuario: {_id}, type: 'dispensar-triado' | 'dispensar-trido' (enrolled) | 'dispensar-candidato', " +
          'sendDispensedMail}. Sets Dispensado (3) with a history entry; with sendDispensedMail the professional ' +
          'is told by e-mail when their e-mail channel is on. 409 CANDIDATE_DISMISSED when already dismissed, ' +
          '409 CANDIDATE_STATUS_LOCKED at a final status.',
        security,
        params: z.object({ id: idSchema }),
        body: dismissBodySchema,
        response: { 200: selectionMessageSchema, ...writeErrors },
      },
    },
    async (request) =>
      dismissOne(
        app.ctx,
        request.params.id,
        {
          userId: request.body._usuario._id,
          type: request.body.type,
          sendMail: request.body.sendDispensedMail,
        },
        request.body.activeLanguage ?? requestLanguage(request),
        currentUserOf(request).id,
      ),
  );

  app.post(
    '/opportunity/:id/dispenseAllTriaged',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Dismisses every enrolled professional still in the process (001 §4)',
        description:
          'Body {activeLanguage, sendDispensedMail, allProfessionals (ignored)}. Answers how many.',
        security,
        params: z.object({ id: idSchema }),
        body: dismissAllBodySchema,
        response: { 200: selectionMessageSchema, ...errors },
      },
    },
    async (request) =>
      dismissAllEnrolled(
        app.ctx,
        request.params.id,
        request.body.sendDispensedMail,
        request.body.activeLanguage ?? requestLanguage(request),
        currentUserOf(request).id,
      ),
  );

  app.post(
    '/opportunity/:id/final-dispense',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Dismisses the named candidates who have no victory date (001 §4)',
        description: 'Body {users: [ids]}. Candidates at a final status or already dismissed are left alone.',
        security,
        params: z.object({ id: idSchema }),
        body: finalDispenseBodySchema,
        response: { 200: selectionMessageSchema, ...errors },
      },
    },
    async (request) =>
      finalDispense(
        app.ctx,
        request.params.id,
        request.body.users,
        requestLanguage(request),
        currentUserOf(request).id,
      ),
  );

  app.get(
    '/opportunity/:id/get-statistics-dismissed-professionals',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "The opportunity's dismissal counts (001 §7)",
        description:
          'dismissed (every dismissed professional), dismissedEnrolled and dismissedCandidates apart, and ' +
          'candidatesWithoutVictory: the candidates still in process without a victory date, whom final-dispense ' +
          "('Dispensar candidatos sem vitória') would dismiss.",
        security,
        params: z.object({ id: idSchema }),
        response: { 200: dismissedStatisticsSchema, ...errors },
      },
    },
    async (request) => dismissedStatistics(app.ctx, request.params.id),
  );
};
