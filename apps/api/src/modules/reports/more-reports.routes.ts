import {
  CSV_FLAVOURS,
  createDeletedProfileBodySchema,
  deletedProfileSchema,
  deletedProfilesByDateQuerySchema,
  evaluationsReportBodySchema,
  evaluationsReportSchema,
  opportunitiesReportRowSchema,
  otherReportParamsSchema,
  preRegisterReportRowSchema,
  REPORT_KINDS,
  registeredByHrRowSchema,
  reportLinkSchema,
  sendReportEmailBodySchema,
  sendReportEmailResponseSchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireRecruiter } from '../../lib/auth';
import { apiErrorSchema } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import * as service from './more-reports.service';
import { registerReportLinkPurge } from './report-link-purge';

const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['reports'];

const THREE_PARAMS =
  'Path parameters (002 §7.1 leaves them unnamed): {start} and {end}, calendar days YYYY-MM-DD, inclusive, read ' +
  "in UTC (start not after end: 400 REPORT_DATES_OUT_OF_ORDER 'Datas fora da ordem cronologica.'; end not in " +
  "the future: 400 REPORT_END_IN_FUTURE); {responsible}, a recruiter's id, 'me' or 'all' (another " +
  "recruiter or 'all' only for an rh_manager, 002 §6: 400 REPORT_MANAGER_ONLY naming responsible).";

/** The evaluations, deleted-profiles and other reports, their CSV exports, mail and signed links (issue 25). */
export const moreReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerReportLinkPurge(app.ctx, app.log);

  app.post(
    '/users/recruiterEvaluations/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Evaluations report (002 §2.12, §3 Evaluation report row, §7.1)',
        description:
          "{id}: the caller's own id or 'me' (400 REPORT_CALLER_MISMATCH otherwise). Body {dateStart, dateEnd " +
          "(YYYY-MM-DD, in order: 400 REPORT_DATES_OUT_OF_ORDER; the end may be ahead), responsible (a recruiter id, 'me' or 'all')}. " +
          "Only an rh_manager may name another recruiter or 'all' (002 §6): 400 REPORT_MANAGER_ONLY naming responsible. " +
          'Rows {displayName, recrutamento, avaliacao, selecao, apresentacao}: evaluations the recruiter registered ' +
          "in the period for an opportunity, by the stage the professional's candidature stood at that day. Also the " +
          'responsibles the caller may choose.',
        security,
        params: z.object({ id: z.string().min(1).max(100) }),
        body: evaluationsReportBodySchema,
        response: { 200: evaluationsReportSchema, ...errors },
      },
    },
    async (request) =>
      service.evaluationsReport(app.ctx, currentUserOf(request), request.params.id, request.body),
  );

  app.get(
    '/deletedProfile',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Every deleted-profile record (002 §3, §7.1)',
        description: 'Oldest first; each {userName, userEmail, created, comment}: all the deletion kept.',
        security,
        response: { 200: z.array(deletedProfileSchema), ...errors },
      },
    },
    async () => service.deletedProfiles(app.ctx, null),
  );

  app.get(
    '/deletedProfile/byDate',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Deleted-profile records of a period (002 §7.1)',
        description:
          'Query start, end (YYYY-MM-DD, inclusive, UTC; in order and end not in the future: 400 ' +
          'REPORT_DATES_OUT_OF_ORDER / REPORT_END_IN_FUTURE).',
        security,
        querystring: deletedProfilesByDateQuerySchema,
        response: { 200: z.array(deletedProfileSchema), ...errors },
      },
    },
    async (request) => service.deletedProfiles(app.ctx, request.query),
  );

  app.post(
    '/deletedProfile',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Records a deleted profile (002 §7.1), managers only',
        description:
          'Body {userName, userEmail, comment?, created? (ISO instant, not in the future)}. Account deletion writes ' +
          'its own record; this call is for deletions made outside the app. rh_manager only.',
        security,
        body: createDeletedProfileBodySchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => service.createDeletedProfile(app.ctx, request.body),
  );

  const otherReport = (
    url: string,
    summary: string,
    rowSchema: z.ZodTypeAny,
    run:
      | typeof service.preRegisterReport
      | typeof service.opportunitiesReport
      | typeof service.professionalsRegisteredByHr,
  ) =>
    app.get(
      url,
      {
        preHandler: requireRecruiter,
        schema: {
          tags,
          summary,
          description: THREE_PARAMS,
          security,
          params: otherReportParamsSchema,
          response: { 200: z.array(rowSchema), ...errors },
        },
      },
      async (request) => run(app.ctx, currentUserOf(request), request.params),
    );

  otherReport(
    '/reports/preRegisterReport/:start/:end/:responsible',
    'Pre-registrations made in the period (by {responsible}), oldest first',
    preRegisterReportRowSchema,
    service.preRegisterReport,
  );
  otherReport(
    '/reports/opportunitiesReport/:start/:end/:responsible',
    'Opportunities created in the period (with {responsible} responsible), with candidates and hires today',
    opportunitiesReportRowSchema,
    service.opportunitiesReport,
  );
  otherReport(
    '/reports/ProfessionalsRegisteredByHR/:start/:end/:responsible',
    'Professionals registered by a recruiter (registerRh) in the period, by {responsible}',
    registeredByHrRowSchema,
    service.professionalsRegisteredByHr,
  );

  app.get(
    '/reports/export/:kind',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'A report as CSV (issue 25 item 6), streamed',
        description:
          'flavour=data (RFC 4180, UTF-8, comma, ISO dates) or excel (UTF-8 with BOM, CRLF, semicolon and decimal ' +
          "comma for pt-BR/pt-PT by Accept-Language, comma and point for en-US). Other query values are the report's " +
          'filters: evaluations dateStart, dateEnd, responsible; deleted-profiles start, end (optional); ' +
          'pre-registrations, opportunities, registered-by-hr start, end, responsible; recruitment the recruitment ' +
          "report's filters. Each report's own rules apply. A preamble states the report, period, filters, export " +
          'time and who exported. Cells starting with = + - @ tab or CR are prefixed with an apostrophe.',
        security,
        params: z.object({ kind: z.enum(REPORT_KINDS) }),
        querystring: z
          .record(z.string().max(60), z.string().max(200))
          .and(z.object({ flavour: z.enum(CSV_FLAVOURS).default('data') })),
      },
    },
    async (request, reply) => {
      const { flavour, ...filters } = request.query as Record<string, string> & { flavour: 'data' | 'excel' };
      const { stream, filename } = await service.exportReport(
        app.ctx,
        currentUserOf(request),
        request.params.kind,
        flavour,
        filters,
        requestLanguage(request),
      );
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`);
      return reply.send(stream);
    },
  );

  app.post(
    '/reports/sendReportEmail',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: "Mails a report's CSV to the signed-in recruiter (002 §7.1)",
        description:
          'Body {report (kind), flavour (data|excel, default excel), filters (as the export takes them)}. The message ' +
          'carries the CSV attached and a signed link to the report valid for 7 days. Answers {message: ' +
          'REPORT_EMAIL_SENT, link}.',
        security,
        body: sendReportEmailBodySchema,
        response: { 200: sendReportEmailResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.sendReportEmail(app.ctx, currentUserOf(request), request.body, requestLanguage(request)),
  );

  app.get(
    '/reports/token/:token',
    {
      preHandler: requireRecruiter,
      schema: {
        tags,
        summary: 'Which report a signed report link opens (reports/:token)',
        description:
          'Answers {report, filters, expiresAt}; 400 REPORT_LINK_INVALID for an altered or malformed token, 400 ' +
          'REPORT_LINK_EXPIRED after 7 days. Recruiters only.',
        security,
        params: z.object({ token: z.string().min(1).max(100) }),
        response: { 200: reportLinkSchema, ...errors },
      },
    },
    async (request) => service.reportLink(app.ctx, request.params.token),
  );
};
