import type { Readable } from 'node:stream';
import {
  ALL_RESPONSIBLES_VALUE,
  type CreateDeletedProfileBody,
  candidatureStageOn,
  type DeletedProfile,
  type EvaluationsReport,
  type EvaluationsReportBody,
  type EvaluationsReportRow,
  isReportManager,
  type Language,
  type OpportunitiesReportRow,
  type OtherReportParams,
  type PreRegisterReportRow,
  type RecruitmentExportRow,
  type RegisteredByHrRow,
  type ReportFilters,
  type ReportKind,
  type ReportLink,
  recruitmentReportRequestSchema,
  reportChoiceProblem,
  reportDatesProblem,
  reportDaySchema,
  reportToday,
  type SendReportEmailBody,
  type SendReportEmailResponse,
  toReportDay,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { type CsvColumn, type CsvFlavour, csvStream } from '../../lib/csv-export';
import { AppError } from '../../lib/errors';
import { renderMail } from '../mail';
import * as repository from './more-reports.repository';
import { recruitmentFilters, recruitmentReportRows } from './recruitment-report.service';
import { createReportLink, readReportLink } from './report-link';
import { reportName, reportText } from './report-texts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const isManager = isReportManager;

/**
 * 002 §5, every report's one rule (`reportDatesProblem`): start not after end ('Datas fora da ordem
 * cronologica.'); the end not in the future, except for the evaluations report, whose default range itself ends
 * a week ahead (002 §9).
 */
function periodOf(start: string, end: string, options: { futureAllowed: boolean }): repository.InstantRange {
  const problem = reportDatesProblem(start, end, {
    today: reportToday(),
    futureAllowed: options.futureAllowed,
  });
  if (problem) throw new AppError(400, problem);
  const from = new Date(`${start}T00:00:00.000Z`);
  const to = new Date(new Date(`${end}T00:00:00.000Z`).getTime() + DAY_MS);
  return { from, to };
}

/**
 * 002 §6, every report's one manager rule (`reportChoiceProblem`): only an HR manager may pick another
 * responsible or 'all'; others only themselves ('me' or their id). A field-level rule: 400 REPORT_MANAGER_ONLY
 * naming `responsible`. Returns the chosen recruiter's id, or null for all of them.
 */
function chosenResponsible(viewer: CurrentUser, responsible: string): string | null {
  const id = responsible === ALL_RESPONSIBLES_VALUE ? null : responsible === 'me' ? viewer.id : responsible;
  const problem = reportChoiceProblem(viewer, { by: 'responsible', id });
  if (problem) throw new AppError(400, problem, { field: 'responsible' }, { field: 'responsible' });
  return id;
}

function evaluationResponsibles(viewer: CurrentUser, responsible: string): string[] | null {
  const id = chosenResponsible(viewer, responsible);
  return id === null ? null : [id];
}

/** Other reports: the same rule — a manager reads the whole team ('all') or anyone; others themselves. */
const otherResponsible = chosenResponsible;

/** POST users/recruiterEvaluations/{id}: {id} is the caller (their own id or 'me'). */
export async function evaluationsReport(
  ctx: AppContext,
  viewer: CurrentUser,
  id: string,
  body: EvaluationsReportBody,
): Promise<EvaluationsReport> {
  if (id !== 'me' && id !== viewer.id) throw new AppError(400, 'REPORT_CALLER_MISMATCH', { field: 'id' });
  const rows = await evaluationsReportRows(ctx, viewer, body);
  const manager = isManager(viewer);
  const responsibles = manager
    ? await repository.recruiters(ctx.database.db)
    : [{ id: viewer.id, displayName: viewer.displayName }];
  return { rows, responsibles, canChooseAnyone: manager };
}

/**
 * One row per recruiter with at least one evaluation in the period (002 §3): the evaluations they registered for
 * an opportunity, counted by the stage the candidature stood at on the evaluation's day.
 */
export async function evaluationsReportRows(
  ctx: AppContext,
  viewer: CurrentUser,
  body: EvaluationsReportBody,
): Promise<EvaluationsReportRow[]> {
  const range = periodOf(body.dateStart, body.dateEnd, { futureAllowed: true });
  const evaluatorIds = evaluationResponsibles(viewer, body.responsible);
  const { db } = ctx.database;
  const evaluations = repository.paged((after) => repository.evaluationsPage(db, range, evaluatorIds, after));
  const counts = new Map<string, [number, number, number, number]>();
  for await (const evaluation of evaluations) {
    if (!evaluation.evaluatorId) continue;
    const stage = candidatureStageOn(evaluation.steps, toReportDay(evaluation.cursorCreated));
    const row = counts.get(evaluation.evaluatorId) ?? [0, 0, 0, 0];
    row[stage - 1] = (row[stage - 1] ?? 0) + 1;
    counts.set(evaluation.evaluatorId, row);
  }
  if (counts.size === 0) return [];
  const names = await repository.recruiters(db, [...counts.keys()]);
  const nameOf = new Map(names.map((person) => [person.id, person.displayName]));
  return [...counts.entries()]
    .map(([responsibleId, [recrutamento, avaliacao, selecao, apresentacao]]) => ({
      responsibleId,
      displayName: nameOf.get(responsibleId) ?? '—',
      recrutamento,
      avaliacao,
      selecao,
      apresentacao,
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

function deletedProfileRows(ctx: AppContext, range: repository.InstantRange | null) {
  return mapped(
    repository.paged((after) => repository.deletedProfilesPage(ctx.database.db, range, after)),
    (row): DeletedProfile => ({
      userName: row.userName,
      userEmail: row.userEmail,
      created: row.cursorCreated.toISOString(),
      comment: row.comment,
    }),
  );
}

/** GET /deletedProfile (every record) and /deletedProfile/byDate (a period), oldest first. */
export async function deletedProfiles(
  ctx: AppContext,
  period: { start: string; end: string } | null,
): Promise<DeletedProfile[]> {
  const range = period ? periodOf(period.start, period.end, { futureAllowed: false }) : null;
  return collect(deletedProfileRows(ctx, range));
}

/** POST /deletedProfile: a manager records a deletion made elsewhere (account deletion writes its own). */
export async function createDeletedProfile(ctx: AppContext, body: CreateDeletedProfileBody) {
  const createdAt = body.created ? new Date(body.created) : new Date();
  if (createdAt.getTime() > Date.now() + 60_000) {
    throw new AppError(400, 'VALIDATION_ERROR', { field: 'created', detail: 'in the future' });
  }
  await repository.insertDeletedProfile(ctx.database.db, {
    userName: body.userName,
    userEmail: body.userEmail.toLowerCase(),
    comment: body.comment ?? null,
    createdAt,
  });
  return { message: 'DELETED_PROFILE_RECORDED' };
}

function preRegistrationRows(ctx: AppContext, viewer: CurrentUser, params: OtherReportParams) {
  const range = periodOf(params.start, params.end, { futureAllowed: false });
  const recruiterId = otherResponsible(viewer, params.responsible);
  return mapped(
    repository.paged((after) => repository.preRegistrationsPage(ctx.database.db, range, recruiterId, after)),
    (row): PreRegisterReportRow => ({
      created: row.cursorCreated.toISOString(),
      professionalName: row.professionalName,
      opportunityTitle: row.opportunityTitle,
      idOpportunity: row.idOpportunity,
      recruiter: row.recruiter,
    }),
  );
}

function opportunityRows(ctx: AppContext, viewer: CurrentUser, params: OtherReportParams) {
  const range = periodOf(params.start, params.end, { futureAllowed: false });
  const responsibleId = otherResponsible(viewer, params.responsible);
  return mapped(
    repository.paged((after) => repository.opportunitiesPage(ctx.database.db, range, responsibleId, after)),
    (row): OpportunitiesReportRow => ({
      created: row.cursorCreated.toISOString(),
      idOpportunity: row.idOpportunity,
      title: row.title,
      responsible: row.responsible,
      vacancies: row.vacancies,
      candidates: Number(row.candidates),
      hired: Number(row.hired),
    }),
  );
}

function registeredByHrRows(ctx: AppContext, viewer: CurrentUser, params: OtherReportParams) {
  const range = periodOf(params.start, params.end, { futureAllowed: false });
  const recruiterId = otherResponsible(viewer, params.responsible);
  return mapped(
    repository.paged((after) => repository.registeredByHrPage(ctx.database.db, range, recruiterId, after)),
    (row): RegisteredByHrRow => ({
      created: row.cursorCreated.toISOString(),
      displayName: row.displayName,
      email: row.email,
      recruiter: row.recruiter,
    }),
  );
}

export const preRegisterReport = (ctx: AppContext, viewer: CurrentUser, params: OtherReportParams) =>
  collect(preRegistrationRows(ctx, viewer, params));
export const opportunitiesReport = (ctx: AppContext, viewer: CurrentUser, params: OtherReportParams) =>
  collect(opportunityRows(ctx, viewer, params));
export const professionalsRegisteredByHr = (
  ctx: AppContext,
  viewer: CurrentUser,
  params: OtherReportParams,
) => collect(registeredByHrRows(ctx, viewer, params));

// ---------------------------------------------------------------------------------------------------------------
// Exports, mail and links

/** A filter read from the query string; 400 naming it when it is missing. */
function required(filters: ReportFilters, name: string): string {
  const value = filters[name];
  if (!value) throw new AppError(400, 'VALIDATION_ERROR', { field: name, detail: 'required' });
  return value;
}

function day(filters: ReportFilters, name: string): string {
  const value = required(filters, name);
  if (!reportDaySchema.safeParse(value).success) {
    throw new AppError(400, 'VALIDATION_ERROR', { field: name, detail: 'YYYY-MM-DD' });
  }
  return value;
}

const otherParams = (filters: ReportFilters): OtherReportParams => ({
  start: day(filters, 'start'),
  end: day(filters, 'end'),
  responsible: filters.responsible || ALL_RESPONSIBLES_VALUE,
});

interface Prepared {
  rows: AsyncIterable<unknown> | Iterable<unknown>;
  columns: ReadonlyArray<CsvColumn<unknown>>;
  period: string;
}

// biome-ignore lint/suspicious/noExplicitAny: each kind's columns are typed where they are written.
const cols = <T>(columns: ReadonlyArray<CsvColumn<T>>) => columns as ReadonlyArray<CsvColumn<any>>;

/** Rows and columns of a report for an export; every rule of the report's own route applies first. */
async function prepare(
  ctx: AppContext,
  viewer: CurrentUser,
  kind: ReportKind,
  filters: ReportFilters,
  language: Language,
): Promise<Prepared> {
  const t = (key: string) => reportText(language, key);
  const date = (value: string) => new Date(value);
  switch (kind) {
    case 'evaluations': {
      const body = {
        dateStart: day(filters, 'dateStart'),
        dateEnd: day(filters, 'dateEnd'),
        responsible: filters.responsible || 'me',
      };
      return {
        rows: await evaluationsReportRows(ctx, viewer, body),
        period: `${body.dateStart} – ${body.dateEnd}`,
        columns: cols<EvaluationsReportRow>([
          { header: t('displayName'), value: (row) => row.displayName },
          { header: t('recrutamento'), value: (row) => row.recrutamento },
          { header: t('avaliacao'), value: (row) => row.avaliacao },
          { header: t('selecao'), value: (row) => row.selecao },
          { header: t('apresentacao'), value: (row) => row.apresentacao },
        ]),
      };
    }
    case 'deleted-profiles': {
      const period =
        filters.start || filters.end ? { start: day(filters, 'start'), end: day(filters, 'end') } : null;
      const range = period ? periodOf(period.start, period.end, { futureAllowed: false }) : null;
      return {
        rows: deletedProfileRows(ctx, range),
        period: period ? `${period.start} – ${period.end}` : t('all'),
        columns: cols<DeletedProfile>([
          { header: t('userName'), value: (row) => row.userName },
          { header: t('userEmail'), value: (row) => row.userEmail },
          { header: t('created'), value: (row) => date(row.created) },
          { header: t('comment'), value: (row) => row.comment },
        ]),
      };
    }
    case 'pre-registrations': {
      const params = otherParams(filters);
      return {
        rows: preRegistrationRows(ctx, viewer, params),
        period: `${params.start} – ${params.end}`,
        columns: cols<PreRegisterReportRow>([
          { header: t('created'), value: (row) => date(row.created) },
          { header: t('professionalName'), value: (row) => row.professionalName },
          { header: t('idOpportunity'), value: (row) => row.idOpportunity },
          { header: t('opportunity'), value: (row) => row.opportunityTitle },
          { header: t('recruiter'), value: (row) => row.recruiter },
        ]),
      };
    }
    case 'opportunities': {
      const params = otherParams(filters);
      return {
        rows: opportunityRows(ctx, viewer, params),
        period: `${params.start} – ${params.end}`,
        columns: cols<OpportunitiesReportRow>([
          { header: t('created'), value: (row) => date(row.created) },
          { header: t('idOpportunity'), value: (row) => row.idOpportunity },
          { header: t('opportunity'), value: (row) => row.title },
          { header: t('responsible'), value: (row) => row.responsible },
          { header: t('vacancies'), value: (row) => row.vacancies },
          { header: t('candidates'), value: (row) => row.candidates },
          { header: t('hired'), value: (row) => row.hired },
        ]),
      };
    }
    case 'registered-by-hr': {
      const params = otherParams(filters);
      return {
        rows: registeredByHrRows(ctx, viewer, params),
        period: `${params.start} – ${params.end}`,
        columns: cols<RegisteredByHrRow>([
          { header: t('created'), value: (row) => date(row.created) },
          { header: t('displayName'), value: (row) => row.displayName },
          { header: t('email'), value: (row) => row.email },
          { header: t('recruiter'), value: (row) => row.recruiter },
        ]),
      };
    }
    case 'recruitment': {
      // The screen's own filters (its export query), parsed and defaulted by the report's own rule.
      const request = recruitmentReportRequestSchema.safeParse({
        filter: { by: filters.by || 'responsible', id: filters.id || null },
        mediaFilter: filters.mediaFilter || undefined,
        startDateFilter: filters.startDateFilter || undefined,
        endDateFilter: filters.endDateFilter || undefined,
      });
      if (!request.success) {
        const field = request.error.issues[0]?.path.join('.') ?? 'filters';
        throw new AppError(400, 'VALIDATION_ERROR', {}, { field });
      }
      const recruitment = recruitmentFilters(viewer, request.data);
      // Read and built a page of opportunities at a time while the reply is written (a year never sits in memory).
      const rows = recruitmentReportRows(ctx, viewer, recruitment);
      type Row = RecruitmentExportRow;
      const media = (key: keyof Row['opportunity']['media']) => (row: Row) => row.opportunity.media[key];
      return {
        rows,
        period: `${recruitment.start} – ${recruitment.end}`,
        columns: cols<Row>([
          { header: t('idOpportunity'), value: (row) => row.opportunity.idOpportunity },
          { header: t('opportunity'), value: (row) => row.opportunity.titulo },
          { header: t('responsible'), value: (row) => row.opportunity.responsible },
          { header: t('squad'), value: (row) => row.opportunity.squad },
          { header: t('recrutamento'), value: media('recruitment') },
          { header: t('avaliacao'), value: media('evaluation') },
          { header: t('selecao'), value: media('selection') },
          { header: t('apresentacao'), value: media('interview') },
          { header: t('closed'), value: media('closed') },
        ]),
      };
    }
  }
}

/** The CSV of a report, streamed; the preamble says which report, period, filters, when and who. */
export async function exportReport(
  ctx: AppContext,
  viewer: CurrentUser,
  kind: ReportKind,
  flavour: CsvFlavour,
  filters: ReportFilters,
  language: Language,
): Promise<{ stream: Readable; filename: string }> {
  const prepared = await prepare(ctx, viewer, kind, filters, language);
  // Every rule was checked by prepare; the first page is read too before anything is written, so a failing read
  // is still an error answer (500) rather than a reply cut short after its headers.
  const rows = await started(prepared.rows);
  const t = (key: string) => reportText(language, key);
  const shownFilters = Object.entries(filters)
    .map(([key, value]) => `${key}=${value}`)
    .join('; ');
  const now = new Date();
  const stream = csvStream(rows, prepared.columns, {
    flavour,
    language,
    preamble: [
      [t('report'), reportName(language, kind)],
      [t('period'), prepared.period],
      [t('filters'), shownFilters || t('none')],
      [t('exportedAt'), now.toISOString()],
      [t('exportedBy'), `${viewer.displayName} <${viewer.email}>`],
    ],
  });
  return { stream, filename: `mosaico-${kind}-${toReportDay(now)}-${flavour}.csv` };
}

/** POST reports/sendReportEmail: the CSV mailed to the signed-in recruiter, with a signed link to the report. */
export async function sendReportEmail(
  ctx: AppContext,
  viewer: CurrentUser,
  body: SendReportEmailBody,
  language: Language,
): Promise<SendReportEmailResponse> {
  const { stream, filename } = await exportReport(
    ctx,
    viewer,
    body.report,
    body.flavour,
    body.filters,
    language,
  );
  let content = '';
  for await (const chunk of stream) content += typeof chunk === 'string' ? chunk : String(chunk);
  const { token } = await createReportLink(ctx.database.db, ctx.config.jwtSecret, {
    report: body.report,
    filters: body.filters,
    createdBy: viewer.id,
  });
  const link = `${ctx.config.publicUrl}/reports/${token}`;
  const period =
    body.filters.start && body.filters.end
      ? `${body.filters.start} – ${body.filters.end}`
      : body.filters.dateStart && body.filters.dateEnd
        ? `${body.filters.dateStart} – ${body.filters.dateEnd}`
        : reportText(language, 'all');
  const rendered = renderMail('report', language, {
    firstName: viewer.displayName,
    link,
    reportName: reportName(language, body.report),
    reportPeriod: period,
  });
  await ctx.mailer.send({
    to: viewer.email,
    template: 'report',
    language,
    ...rendered,
    attachments: [{ filename, contentType: 'text/csv; charset=utf-8', content }],
  });
  return { message: 'REPORT_EMAIL_SENT', link };
}

/** GET reports/token/:token: which report (and filters) a signed link opens. */
export async function reportLink(ctx: AppContext, token: string): Promise<ReportLink> {
  const link = await readReportLink(ctx.database.db, ctx.config.jwtSecret, token);
  return { report: link.report, filters: link.filters, expiresAt: link.expiresAt.toISOString() };
}

/** The same rows, the first one already read (its page fetched): a failure of that read is thrown here. */
async function started<T>(rows: AsyncIterable<T> | Iterable<T>): Promise<AsyncIterable<T> | Iterable<T>> {
  if (!(Symbol.asyncIterator in rows)) return rows;
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* rest() {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
}

async function* mapped<T, U>(rows: AsyncIterable<T>, map: (row: T) => U): AsyncGenerator<U> {
  for await (const row of rows) yield map(row);
}

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}
