import {
  buildRecruitmentReport,
  RECRUITMENT_REPORT_DEFAULT_DAYS,
  type RecruitmentExportRow,
  type RecruitmentReportFilters,
  type RecruitmentReportInput,
  type RecruitmentReportRequest,
  type RecruitmentReportResponse,
  reportChoiceProblem,
  reportDatesProblem,
  reportToday,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import * as repository from './recruitment-report.repository';

type Ctx = Pick<AppContext, 'database'>;

function minusDays(isoDay: string, days: number): string {
  return new Date(new Date(`${isoDay}T12:00:00Z`).getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The request's filters after defaults and rules: the period defaults to the last 30 days up to today (002 §9); a
 * start after the end is 400 REPORT_DATES_OUT_OF_ORDER ('Datas fora da ordem cronologica.'), an end in the future
 * 400 REPORT_END_IN_FUTURE (002 §5, every report's `reportDatesProblem`). Only a manager may read another
 * responsible, every responsible, or a squad (002 §6, every report's `reportChoiceProblem`): anyone else reads only
 * themselves (400 REPORT_MANAGER_ONLY naming `filter.id`, or `filter.by` for a squad).
 */
export function recruitmentFilters(
  viewer: CurrentUser,
  request: RecruitmentReportRequest,
  now = new Date(),
): RecruitmentReportFilters {
  const today = reportToday(now);
  const end = request.endDateFilter ?? today;
  const start = request.startDateFilter ?? minusDays(end, RECRUITMENT_REPORT_DEFAULT_DAYS);
  const datesProblem = reportDatesProblem(start, end, { today });
  if (datesProblem) throw new AppError(400, datesProblem);
  const id = request.filter.id === '-1' || request.filter.id === '' ? null : (request.filter.id ?? null);
  const choiceProblem = reportChoiceProblem(viewer, { by: request.filter.by, id });
  if (choiceProblem) {
    const field = request.filter.by === 'squad' ? 'filter.by' : 'filter.id';
    throw new AppError(400, choiceProblem, { field }, { field });
  }
  return { by: request.filter.by, id, mediaFilter: request.mediaFilter, start, end };
}

/** The report of these opportunities from their phase moves: the group names and the domain rule, warnings shown. */
async function reportFrom(
  ctx: Ctx,
  filters: RecruitmentReportFilters,
  found: repository.ReportOpportunityRow[],
  moves: repository.ReportMoveRow[],
  warnings: repository.WarningRow[],
) {
  const db = ctx.database.db;
  const byOpportunity = new Map<string, repository.ReportMoveRow[]>();
  for (const row of moves) {
    const list = byOpportunity.get(row.opportunityId);
    if (list) list.push(row);
    else byOpportunity.set(row.opportunityId, [row]);
  }
  const inputs: RecruitmentReportInput[] = found.map((row) => ({
    id: row.id,
    idOpportunity: row.idOpportunity,
    titulo: row.titulo,
    quantidadeVagas: row.quantidadeVagas,
    isFinished: row.isFinished,
    label: row.label,
    fase: row.fase,
    victories: row.victoryDays,
    defeats: row.defeats,
    history: {
      publicationDay: row.publicationDay,
      moves: byOpportunity.get(row.id) ?? [],
      responsibleId: row.responsibleId,
      squadId: row.squadId,
    },
  }));
  const groupIds = new Set<string>();
  for (const input of inputs) {
    const own = filters.by === 'responsible' ? input.history.responsibleId : input.history.squadId;
    if (own) groupIds.add(own);
    for (const move of input.history.moves) {
      const id = filters.by === 'responsible' ? move.responsibleId : move.squadId;
      if (id) groupIds.add(id);
    }
  }
  const names = await repository.namesOf(db, filters.by, [...groupIds]);
  const report = buildRecruitmentReport(inputs, filters, names);
  const shown = new Set(report.rows.flatMap((row) => row.opportunities.map((o) => o.id)));
  return { report, warnings: warnings.filter((warning) => shown.has(warning.oppId)), names };
}

/**
 * The screen's report: the period's opportunities, their moves and the warnings read at once (each statement
 * selects the period's opportunities itself), then the rule.
 */
async function reportOf(ctx: Ctx, filters: RecruitmentReportFilters, now: Date) {
  const db = ctx.database.db;
  const period = { start: filters.start, end: filters.end };
  const selection = { period, filter: filters };
  const [found, moves, warnings] = await Promise.all([
    repository.opportunitiesOfPeriod(db, period, filters),
    repository.phaseMovesOf(db, selection),
    repository.invalidStageDates(db, selection, reportToday(now)),
  ]);
  return reportFrom(ctx, filters, found, moves, warnings);
}

/** POST /api/reports/recruitment (002 §2.12, §7.1). */
export async function recruitmentReport(
  ctx: Ctx,
  viewer: CurrentUser,
  request: RecruitmentReportRequest,
  now = new Date(),
): Promise<RecruitmentReportResponse> {
  const filters = recruitmentFilters(viewer, request, now);
  const { report, warnings } = await reportOf(ctx, filters, now);
  return { filters, ...report, warnings };
}

/** Opportunities read per page by the CSV export (keyset on the opportunity number; works on PGlite and pg). */
export const RECRUITMENT_EXPORT_PAGE = 1000;

/**
 * The recruitment report's lines for the CSV export (REPORTS-MORE's export route): one per opportunity under each
 * group it counted for, with the group's name as responsible (or as squad when grouped by squad). The filters are
 * checked now, before anything is written (an error after the first byte could no longer be a 400); the rows are
 * then read and built a page of opportunities at a time, in opportunity-number order, so a year of them is never
 * held in memory. A line's figures depend only on its opportunity and group, so a page gives the same lines as the
 * whole year would; only the order differs from the screen's (number first, then the group's name).
 */
export function recruitmentReportRows(
  ctx: Pick<AppContext, 'database'>,
  viewer: CurrentUser,
  filters: RecruitmentReportFilters,
  options: { pageSize?: number; now?: Date } = {},
): AsyncGenerator<RecruitmentExportRow> {
  // The same rules as the screen's call: the export never shows more than the report would.
  recruitmentFilters(
    viewer,
    {
      filter: { by: filters.by, id: filters.id },
      mediaFilter: filters.mediaFilter,
      startDateFilter: filters.start,
      endDateFilter: filters.end,
    },
    options.now,
  );
  const pageSize = options.pageSize ?? RECRUITMENT_EXPORT_PAGE;
  const period = { start: filters.start, end: filters.end };
  return (async function* pages() {
    let after: number | null = null;
    for (;;) {
      const found = await repository.opportunitiesOfPeriod(ctx.database.db, period, filters, {
        after,
        limit: pageSize,
      });
      if (found.length === 0) return;
      const moves = await repository.phaseMovesOf(ctx.database.db, { ids: found.map((row) => row.id) });
      const { report } = await reportFrom(ctx, filters, found, moves, []);
      const lines = report.rows.flatMap((row) =>
        row.opportunities.map((opportunity) => ({
          groupName: row.name ?? '',
          line: {
            opportunity: {
              titulo: opportunity.titulo,
              idOpportunity: opportunity.idOpportunity,
              responsible: filters.by === 'responsible' ? (row.name ?? '') : '',
              squad: filters.by === 'squad' ? row.name : null,
              media: opportunity.media,
            },
          },
        })),
      );
      lines.sort(
        (a, b) =>
          a.line.opportunity.idOpportunity - b.line.opportunity.idOpportunity ||
          a.groupName.localeCompare(b.groupName),
      );
      for (const { line } of lines) yield line;
      if (found.length < pageSize) return;
      after = (found[found.length - 1] as repository.ReportOpportunityRow).idOpportunity;
    }
  })();
}
