import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../matching/matching.repository';

/** What the board reads of one open opportunity (with its squad's and responsible's names). */
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
  createdAt: Date;
  publicationDate: Date | null;
  squadId: string | null;
  squadName: string | null;
  responsibleId: string | null;
  responsibleName: string | null;
  responsibleImageFileId: string | null;
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

/**
 * Every open opportunity the filters keep, in the board's order, with its period milestones (one read). Finished opportunities are on no column (their
 * process is over); `opportunities_open_idx` keeps the 10,000s of finished ones out of the read.
 */
export async function openOpportunities(db: Database, filter: BoardFilter): Promise<BoardRow[]> {
  const conditions: SQL[] = [sql`NOT o.is_finished`];
  if (filter.squadId) conditions.push(sql`o.squad_id = ${filter.squadId}`);
  if (filter.responsibleId) conditions.push(sql`o.responsible_id = ${filter.responsibleId}`);
  if (filter.priority) conditions.push(sql`o.priority = ${filter.priority}`);
  const order = filter.byPriority ? sql`o.priority, o.created_at DESC, o.id` : sql`o.created_at DESC, o.id`;
  const found = await rows<
    Omit<BoardRow, 'createdAt' | 'publicationDate'> & { createdAt: string; publicationDate: string | null }
  >(
    db,
    sql`SELECT o.id, o.id_opportunity AS "idOpportunity", o.titulo, o.client,
        o.quantidade_vagas AS "quantidadeVagas", o.fase, o.label, o.is_public AS "isPublic",
        o.show_in_kanban AS "showInKanban", o.victories, o.defeats, o.defeat_dates AS "defeatDates", o.priority,
        o.created_at AS "createdAt", o.publication_date AS "publicationDate",
        o.squad_id AS "squadId", s.name AS "squadName",
        o.responsible_id AS "responsibleId", u.display_name AS "responsibleName",
        u.user_image_file_id AS "responsibleImageFileId",
        ARRAY[m.stage1_met_on, m.stage2_met_on, m.stage3_met_on, m.stage4_met_on] AS "stageMetOn",
        coalesce(m.victory_days, '{}') AS "victoryDays"
      FROM opportunities o
      LEFT JOIN squads s ON s.id = o.squad_id
      LEFT JOIN users u ON u.id = o.responsible_id
      -- LATERAL: one primary-key lookup per opportunity whatever the statistics say (a join planned on a never
      -- analysed milestones table rescanned all of it for every opportunity: 1.6 s).
      LEFT JOIN LATERAL (SELECT * FROM opportunity_milestones WHERE opportunity_id = o.id LIMIT 1) m ON true
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${order}`,
  );
  // node-postgres gives Date objects, PGlite may give strings: one shape for the service.
  return found.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    publicationDate: row.publicationDate === null ? null : new Date(row.publicationDate),
  }));
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
  // One parameter for any number of ids.
  const ids = sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(opportunityIds)}::jsonb))`;
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
