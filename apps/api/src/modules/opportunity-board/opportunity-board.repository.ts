import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../matching/matching.repository';

/**
 * What the board reads of one open opportunity. Its squad and responsible are ids: their names and photo are read
 * apart (`squadNames`, `responsibles`), once for the whole board, since a board of 10,000 cards names a few dozen.
 */
export interface BoardRow {
  id: string;
  idOpportunity: number;
  titulo: string;
  client: string | null;
  quantidadeVagas: number;
  fase: number;
  label: '1' | '2';
  isPublic: boolean;
  showInKanban: boolean;
  victories: number;
  defeats: number;
  defeatDates: string[];
  priority: number;
  /** The creation instant as the contract writes it (ISO 8601 in UTC, milliseconds). */
  created: string;
  /** The publication's calendar day in UTC (YYYY-MM-DD), null before the first publication. */
  publicationDay: string | null;
  squadId: string | null;
  responsibleId: string | null;
  /** The first day each stage (1–4) was registered as met, null when not yet (`opportunity_milestones`). */
  stageMetOn: [string | null, string | null, string | null, string | null];
  victoryDays: string[];
}

export interface BoardFilter {
  squadId: string | null;
  responsibleId: string | null;
  priority: 1 | 2 | 3 | null;
  byPriority: boolean;
}

/** One parameter for any number of ids. */
const idList = (ids: readonly string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/**
 * Every open opportunity, or those of `ids` that are open, with its period milestones (one read, in no order: the
 * board orders them itself). Finished opportunities are on no column (their process is over);
 * `opportunities_open_idx` keeps the 10,000s of finished ones out of the read. The responsible's name is not joined
 * here: joining `users` made the planner hash all 100,000 people for a few dozen recruiters (136 of 200 ms).
 */
export async function openBoardRows(db: Database, ids?: readonly string[]): Promise<BoardRow[]> {
  const conditions: SQL[] = [sql`NOT o.is_finished`];
  if (ids) conditions.push(sql`o.id = ANY(${idList(ids)})`);
  return rows<BoardRow>(
    db,
    sql`SELECT o.id, o.id_opportunity AS "idOpportunity", o.titulo, o.client,
        o.quantidade_vagas AS "quantidadeVagas", o.fase, o.label, o.is_public AS "isPublic",
        o.show_in_kanban AS "showInKanban", o.victories, o.defeats, o.defeat_dates AS "defeatDates", o.priority,
        to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "created",
        to_char(o.publication_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "publicationDay",
        o.squad_id AS "squadId", o.responsible_id AS "responsibleId",
        ARRAY[m.stage1_met_on, m.stage2_met_on, m.stage3_met_on, m.stage4_met_on] AS "stageMetOn",
        coalesce(m.victory_days, '{}') AS "victoryDays"
      FROM opportunities o
      -- LATERAL: one primary-key lookup per opportunity whatever the statistics say (a join planned on a never
      -- analysed milestones table rescanned all of it for every opportunity: 1.6 s).
      LEFT JOIN LATERAL (SELECT * FROM opportunity_milestones WHERE opportunity_id = o.id LIMIT 1) m ON true
      WHERE ${sql.join(conditions, sql` AND `)}`,
  );
}

/** The names of these squads (a squad deleted meanwhile is not answered). */
export async function squadNames(
  db: Database,
  ids: readonly string[],
): Promise<Array<{ id: string; name: string }>> {
  if (ids.length === 0) return [];
  return rows(db, sql`SELECT id, name FROM squads WHERE id = ANY(${idList(ids)})`);
}

/** The name and photo of these responsibles, by primary key. */
export async function responsibles(
  db: Database,
  ids: readonly string[],
): Promise<Array<{ id: string; displayName: string; imageFileId: string | null }>> {
  if (ids.length === 0) return [];
  return rows(
    db,
    sql`SELECT id, display_name AS "displayName", user_image_file_id AS "imageFileId"
      FROM users WHERE id = ANY(${idList(ids)})`,
  );
}

/** One opportunity's milestones: the first day a stage (1–4) was registered as met, and each victory's day (5). */
export interface MilestoneRow {
  opportunityId: string;
  stage: 1 | 2 | 3 | 4 | 5;
  day: string;
}

/**
 * The period boundaries of many opportunities in one read of `opportunity_milestones` (kept in step with the
 * candidatures by triggers, docs/decisions/boards.md 'Opportunity periods'): per opportunity and stage the earliest
 * positive registration, and every victory day.
 */
export async function milestones(db: Database, opportunityIds: readonly string[]): Promise<MilestoneRow[]> {
  if (opportunityIds.length === 0) return [];
  const ids = idList(opportunityIds);
  return rows<MilestoneRow>(
    db,
    sql`SELECT m.opportunity_id AS "opportunityId", x.stage, x.day
      FROM opportunity_milestones m
      CROSS JOIN LATERAL (
        VALUES (1, m.stage1_met_on), (2, m.stage2_met_on), (3, m.stage3_met_on), (4, m.stage4_met_on)
        UNION ALL SELECT 5, unnest(m.victory_days)
      ) AS x(stage, day)
      WHERE m.opportunity_id = ANY(${ids}) AND x.day IS NOT NULL
      ORDER BY 1, 2, 3`,
  );
}

/** An opportunity, open or finished, with its win and defeat days (for 'Vitórias e Derrotas'). */
export interface ResultsRow {
  id: string;
  titulo: string;
  squadName: string | null;
  victoryDays: string[];
  defeatDates: string[];
}

/**
 * Every opportunity the board's filters keep, finished or not, with a win or a defeat dated from `from` to `to`
 * (YYYY-MM-DD, both included), newest first. Finished ones are read too: their wins outlive the board.
 */
export async function opportunitiesWithResults(
  db: Database,
  filter: Omit<BoardFilter, 'byPriority'>,
  from: string,
  to: string,
): Promise<ResultsRow[]> {
  const conditions: SQL[] = [
    sql`(EXISTS (SELECT 1 FROM unnest(m.victory_days) AS v(day) WHERE left(v.day, 10) BETWEEN ${from} AND ${to})
      OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(o.defeat_dates) AS d(day)
        WHERE left(d.day, 10) BETWEEN ${from} AND ${to}))`,
  ];
  if (filter.squadId) conditions.push(sql`o.squad_id = ${filter.squadId}`);
  if (filter.responsibleId) conditions.push(sql`o.responsible_id = ${filter.responsibleId}`);
  if (filter.priority) conditions.push(sql`o.priority = ${filter.priority}`);
  return rows<ResultsRow>(
    db,
    sql`SELECT o.id, o.titulo, s.name AS "squadName", coalesce(m.victory_days, '{}') AS "victoryDays",
        o.defeat_dates AS "defeatDates"
      FROM opportunities o
      LEFT JOIN squads s ON s.id = o.squad_id
      LEFT JOIN LATERAL (SELECT victory_days FROM opportunity_milestones WHERE opportunity_id = o.id LIMIT 1) m ON true
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY o.created_at DESC, o.id`,
  );
}
