import { recruitmentReportRequestSchema, recruitmentReportResponseSchema } from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserOf, requireRecruiter } from '../../lib/auth';
import { recruitmentReport } from './recruitment-report.service';

const security = [{ bearerAuth: [] }];

export const recruitmentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports/recruitment',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['reports'],
        summary: 'Recruitment indicators: average days per stage (002 §2.12, §7.1)',
        description:
          "Body: filter {by: 'responsible' | 'squad', id: a user's or squad's id, null or '-1' for all}, mediaFilter " +
          "('intervalPerStage' days in each stage, default; 'elapsedUntilStage' days from publication up to the end " +
          'of the stage), startDateFilter and endDateFilter (YYYY-MM-DD, both included; default the last 30 days). ' +
          'Read from the append-only candidature transitions: a stage counts for whoever was responsible when it ' +
          'moved on, each visit of a stage is one sample, a same-day period is 0.25 day, unfinished stages are not ' +
          "averaged. 400 REPORT_DATES_OUT_OF_ORDER ('Datas fora da ordem cronologica.') for a start after the end, " +
          '400 REPORT_END_IN_FUTURE for an end in the future; 400 REPORT_MANAGER_ONLY naming the field (filter.id, ' +
          'or filter.by for a squad) when a recruiter who is not a manager asks for anyone but themselves. Rows per group with mean and median per stage and their opportunities; warnings list ' +
          'candidates whose stage end date is before the previous stage or in the future.',
        security,
        body: recruitmentReportRequestSchema,
        response: { 200: recruitmentReportResponseSchema },
      },
    },
    async (request) => recruitmentReport(app.ctx, currentUserOf(request), request.body),
  );
};
