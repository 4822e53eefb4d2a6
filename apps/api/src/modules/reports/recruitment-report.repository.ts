import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../matching/matching.repository';

/** One parameter for any number of ids. */
function idList(ids: readonly string[]) {
  return sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
}

export interface ReportOpportunityRow {
  id: string;
  idOpportunity: number;
  titulo: string;
  quantidadeVagas: number;
  isFinished: boolean;
  label: string;
  fase: number;
  defeats: number;
  publicationDay: string | null;
  responsibleId: string | null;
  squadId: string | null;
  victoryDays: string[];
}

type ReportPeriod = { start: string; end: string };
type ReportGroup = { by: 'responsible' | 'squad'; id: string | null };

/**
 * The opportunities that were open during the period (published by its end, not finished before its start). With a
 * responsible or squad chosen, only those that had it at some move or have it now (the rest cannot count for it).
 */
function ofPeriod(period: ReportPeriod, filter: ReportGroup) {
  const column = filter.by === 'responsible' ? sql.raw('responsible_id') : sql.raw('squad_id');
  const chosen =
    filter.id === null
      ? sql`true`
      : // A visit counts for whoever held the opportunity at the move that ended it (or holds it now, for the
        // open one), so only the moves can make it count: the partial index holds them (a few per opportunity).
        sql`(o.${column} = ${filter.id} OR EXISTS (SELECT 1 FROM candidature_transitions t
            WHERE t.opportunity_id = o.id AND t.moves_phase AND t.${column} = ${filter.id}))`;
  return sql`o.publication_date IS NOT NULL
    AND o.publication_date < (${period.end}::date + 1)::timestamptz
    AND (NOT o.is_finished OR o.finished_at IS NULL OR o.finished_at >= ${period.start}::date::timestamptz)
    AND ${chosen}`;
}

/**
 * Which opportunities a read covers: those of a period and group, read in the same statement (so the screen's
 * reads run at once, not after the opportunities' ids), or the ids of a page already read (the CSV export).
 */
export type ReportSelection = { period: ReportPeriod; filter: ReportGroup } | { ids: readonly string[] };

function selects(selection: ReportSelection): boolean {
  return !('ids' in selection) || selection.ids.length > 0;
}

function inSelection(column: ReturnType<typeof sql>, selection: ReportSelection) {
  return 'ids' in selection
    ? sql`${column} = ANY(${idList(selection.ids)})`
    : sql`${column} IN (SELECT o.id FROM opportunities o WHERE ${ofPeriod(selection.period, selection.filter)})`;
}

/**
 * The opportunities of the period (`ofPeriod`). With `page`, one keyset page in number order (after `after`, at
 * most `limit`): the CSV export reads a year in pages, so the whole year is never in memory at once.
 */
export async function opportunitiesOfPeriod(
  db: Database,
  period: ReportPeriod,
  filter: ReportGroup,
  page?: { after: number | null; limit: number },
): Promise<ReportOpportunityRow[]> {
  return rows<ReportOpportunityRow>(
    db,
    sql`SELECT o.id, o.id_opportunity AS "idOpportunity", o.titulo, o.quantidade_vagas AS "quantidadeVagas",
          o.is_finished AS "isFinished", o.label, o.fase, o.defeats,
          to_char(o.publication_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "publicationDay",
          o.responsible_id AS "responsibleId", o.squad_id AS "squadId",
          coalesce(m.victory_days, '{}'::text[]) AS "victoryDays"
        FROM opportunities o
        LEFT JOIN opportunity_milestones m ON m.opportunity_id = o.id
        WHERE ${ofPeriod(period, filter)}
          ${page?.after != null ? sql`AND o.id_opportunity > ${page.after}` : sql``}
        ORDER BY o.id_opportunity
        ${page ? sql`LIMIT ${page.limit}` : sql``}`,
  );
}

export interface ReportMoveRow {
  opportunityId: string;
  /** The registration (or victory) day of the change, or the day it was recorded. */
  day: string;
  phase: 1 | 2 | 3 | 4 | 5 | 6;
  responsibleId: string | null;
  squadId: string | null;
}

/**
 * The changes that moved these opportunities from one phase to another, each opportunity's in the order they were
 * recorded (the trigger marks them, `moves_phase`; a partial index holds only them, a few per opportunity).
 */
export async function phaseMovesOf(db: Database, selection: ReportSelection): Promise<ReportMoveRow[]> {
  if (!selects(selection)) return [];
  return rows<ReportMoveRow>(
    db,
    sql`SELECT t.opportunity_id AS "opportunityId",
          coalesce(t.step_day, to_char(t.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')) AS day,
          t.opportunity_phase AS phase, t.responsible_id AS "responsibleId", t.squad_id AS "squadId"
        FROM candidature_transitions t
        WHERE t.moves_phase AND ${inSelection(sql`t.opportunity_id`, selection)}
        -- Each opportunity's in recorded order: the order of the moves index, which carries every column read here
        -- (migration 0045), so PostgreSQL reads the index alone and sorts nothing but the period's opportunities.
        ORDER BY t.opportunity_id, t.id`,
  );
}

export interface WarningRow {
  oppId: string;
  oppname: string;
  candidate: string;
  step: number;
  startDate: string | null;
  endDate: string | null;
}

/**
 * Candidates whose registered stage end date is invalid (002 §2.12): before the previous stage's date (the entry,
 * step 0, for stage 1) or after today.
 */
export async function invalidStageDates(
  db: Database,
  selection: ReportSelection,
  today: string,
): Promise<WarningRow[]> {
  if (!selects(selection)) return [];
  return rows<WarningRow>(
    db,
    sql`WITH steps AS (
          SELECT c.id, c.opportunity_id, c.user_id, (s ->> 'key')::int AS key, left(s ->> 'date', 10) AS day
          FROM candidatures c
          CROSS JOIN LATERAL jsonb_array_elements(
            CASE WHEN jsonb_typeof(c.steps) = 'array' THEN c.steps ELSE '[]'::jsonb END) AS s
          WHERE ${inSelection(sql`c.opportunity_id`, selection)}
            -- Only the candidatures the generated columns flag (the rest need no parsing).
            AND (c.steps_out_of_order OR c.steps_last_day > ${today})
            AND s ->> 'key' IN ('0', '1', '2', '3', '4')
            AND coalesce(s ->> 'date', '') ~ '^\\d{4}-\\d{2}-\\d{2}'
        )
        SELECT o.id AS "oppId", o.titulo AS oppname, u.display_name AS candidate, cur.key AS step,
          prev.day AS "startDate", cur.day AS "endDate"
        FROM steps cur
        LEFT JOIN steps prev ON prev.id = cur.id AND prev.key = cur.key - 1
        JOIN opportunities o ON o.id = cur.opportunity_id
        JOIN users u ON u.id = cur.user_id
        WHERE cur.key >= 1 AND (cur.day < prev.day OR cur.day > ${today})
        ORDER BY o.id_opportunity, u.display_name, cur.key`,
  );
}

export async function namesOf(
  db: Database,
  by: 'responsible' | 'squad',
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const table = by === 'responsible' ? sql.raw('users') : sql.raw('squads');
  const name = by === 'responsible' ? sql.raw('display_name') : sql.raw('name');
  const found = await rows<{ id: string; name: string }>(
    db,
    sql`SELECT id, ${name} AS name FROM ${table} WHERE id = ANY(${idList(ids)})`,
  );
  return new Map(found.map((row) => [row.id, row.name]));
}
