import type { SQL } from 'drizzle-orm';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidatures, files, opportunities, userSkills, users } from '../../db/schema';
import { type StoredPairScope, storedPairIn } from './compatibility-sql';

/** Rows of a raw statement; both drivers answer `{ rows }`. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type MatchKind = 'opportunity' | 'professional';

/**
 * Runs one ranking statement with work memory of its own (SET LOCAL, so nothing leaks to the pooled connection)
 * for the per-(professional, criterion) hash aggregate (85,000 groups at 100,000 professionals, ten times that at
 * a million), which otherwise spills to disk as an external sort. No parallel workers and no JIT come with every
 * pooled connection (SESSION_SETTINGS in db/client.ts): a Gather made the planner drive the hits from a parallel
 * scan of every criterion term instead of the opportunity's few rows by primary key, and at a million
 * professionals compiling the plan took longer than the ranking saved. PGlite has neither.
 */
async function ranked<T>(db: Database, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('work_mem', '64MB', true)`);
    return rows<T>(tx as unknown as Database, query);
  });
}

// ---------------------------------------------------------------------------------------------------------
// The rule in SQL (docs/matching.md). Aliases: o = match_opportunities, p = match_professionals, pl/q = match_places.

/**
 * Two place sets meet (001 §5): a same address, a shared part longer than 2 characters (precomputed), or two
 * coordinates within `range` km. Tested once per distinct place set, never per professional.
 */
function placesMeet(a: string, b: string, range: string): SQL {
  return sql.raw(`(
    ${b}.addresses && ${a}.addresses
    OR ${b}.parts && ${a}.parts
    OR EXISTS (
      SELECT 1 FROM unnest(${a}.lats, ${a}.lngs) AS ap(lat, lng), unnest(${b}.lats, ${b}.lngs) AS bp(lat, lng)
      WHERE match_km(ap.lat, ap.lng, bp.lat, bp.lng) <= ${range}
    )
  )`);
}

/** Per (pair, criterion): the best declared level, or 2 when only a provider reported the skill (001 §5). */
const LEVEL = sql.raw(`coalesce(max(s.level) FILTER (WHERE s.source = 'declared'), 2)`);

/**
 * Writes the result CTE `fresh` (opportunity_id, user_id, adherence, is_pcd, is_talent) of one subject into
 * `compatibilities`, removes that subject's pairs no longer compatible, and updates `candidatures.nivel_aderencia`
 * of that subject's candidatures from `scores` (user_id, opportunity_id, adherence), location aside: an applicant
 * far away still has an adherence.
 *
 * The subject's stored pairs (`current`) are compared with `fresh` by a hash join, so only new and changed pairs
 * reach the INSERT: re-ranking an unchanged opportunity with 35,000 compatibles used to
 * probe the primary key (and lock-check the row) 35,000 times through ON CONFLICT to write nothing. ON CONFLICT
 * stays for a pair that a concurrent job of the other side inserted meanwhile.
 */
function writeBack(subject: SQL, candidatureSubject: SQL): SQL {
  // The row differences are set operations (EXCEPT: hashed or sorted, linear in both sides), never joins of two
  // CTEs: the planner cannot see inside a CTE, and when the statistics of compatibilities predate an
  // opportunity's rows it estimates `current` at 1 row and loops over `fresh` once per stored row (28,000 × 28,000
  // comparisons, 64 s for one save, seen on the scale data). The deletes and upserts then probe the primary key.
  return sql`
  current AS MATERIALIZED (
    SELECT c.opportunity_id, c.user_id, c.adherence, c.is_pcd, c.is_talent FROM compatibilities c WHERE ${subject}
  ),
  gone AS (
    SELECT opportunity_id, user_id FROM current
    EXCEPT
    SELECT opportunity_id, user_id FROM fresh
  ),
  changed AS (
    SELECT opportunity_id, user_id, adherence::smallint AS adherence, is_pcd, is_talent FROM fresh
    EXCEPT
    SELECT opportunity_id, user_id, adherence, is_pcd, is_talent FROM current
  ),
  removed AS (
    DELETE FROM compatibilities c USING gone g
    WHERE c.opportunity_id = g.opportunity_id AND c.user_id = g.user_id
    RETURNING 1
  ),
  levels AS (
    UPDATE candidatures ca SET nivel_aderencia = x.adherence
    FROM (
      SELECT c.id, coalesce(sc.adherence, 0)::smallint AS adherence
      FROM candidatures c
      LEFT JOIN scores sc ON sc.user_id = c.user_id AND sc.opportunity_id = c.opportunity_id
      WHERE ${candidatureSubject}
    ) x
    WHERE ca.id = x.id AND ca.nivel_aderencia <> x.adherence
    RETURNING 1
  ),
  written AS (
    INSERT INTO compatibilities AS cur (opportunity_id, user_id, adherence, is_pcd, is_talent, computed_at)
    SELECT ch.opportunity_id, ch.user_id, ch.adherence, ch.is_pcd, ch.is_talent, now()
    FROM changed ch
    ON CONFLICT (opportunity_id, user_id) DO UPDATE SET
      adherence = EXCLUDED.adherence, is_pcd = EXCLUDED.is_pcd, is_talent = EXCLUDED.is_talent,
      computed_at = EXCLUDED.computed_at
    WHERE cur.adherence <> EXCLUDED.adherence OR cur.is_pcd <> EXCLUDED.is_pcd OR cur.is_talent <> EXCLUDED.is_talent
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM fresh)::int AS compatible, (SELECT count(*) FROM written)::int AS written,
    (SELECT count(*) FROM removed)::int AS removed, (SELECT count(*) FROM levels)::int AS candidatures`;
}

/**
 * What `opportunityScores` needs to know before it is written, read in a statement of its own just before it (as
 * `anywhere` always was): criteria saved in between are the saver's next request, whose job runs after this one.
 */
interface OpportunityPlan {
  /** Remote or without location: every professional is eligible (001 §5). */
  anywhere: boolean;
  /**
   * The criterion positions, ascending, and each one's peso. A criterion's terms (name and synonyms) all carry
   * its peso (match_refresh_opportunities writes them from the criterion), so the peso of a position is the
   * `max(t.peso)` of any professional who meets it.
   */
  positions: number[];
  pesos: number[];
}

async function opportunityPlan(db: Database, opportunityId: string): Promise<OpportunityPlan> {
  const [row] = await rows<{ anywhere: boolean; positions: number[] | null; pesos: number[] | null }>(
    db,
    sql`SELECT o.remote OR NOT o.has_locations AS anywhere, c.positions, c.pesos
      FROM match_opportunities o
      LEFT JOIN LATERAL (
        SELECT array_agg(position ORDER BY position) AS positions, array_agg(peso ORDER BY position) AS pesos
        FROM (SELECT position, max(peso) AS peso FROM match_criterion_terms
              WHERE opportunity_id = o.opportunity_id GROUP BY position) x
      ) c ON true
      WHERE o.opportunity_id = ${opportunityId}`,
  );
  return {
    anywhere: row?.anywhere === true,
    positions: (row?.positions ?? []).map(Number),
    pesos: (row?.pesos ?? []).map(Number),
  };
}

/** Criterion positions per 64-bit mask: 6 bits each (see `LEVEL_BITS`). */
const POSITIONS_PER_MASK = 10;

/**
 * One skill row as a bit of its criterion's 6-bit field: the declared level's band, or "provider only".
 * OR-ing a professional's rows keeps, per criterion, which bands occur, enough to know the best declared level
 * (the highest band present) and whether only a provider reported it: the per-(professional, criterion) maximum
 * of `LEVEL` without grouping by criterion. Levels are not constrained to 1–3, hence the two outer bands.
 */
const LEVEL_BITS = `(CASE WHEN s.source <> 'declared' THEN 32 WHEN s.level > 3 THEN 16 WHEN s.level = 3 THEN 8
  WHEN s.level = 2 THEN 4 WHEN s.level = 1 THEN 2 ELSE 1 END)::bigint`;

/**
 * Σ peso × match_level_pct(best level) over the criteria, from the masks: per criterion the highest band
 * present decides (above 3 and up to 0 score as match_level_pct does there: 0), and a criterion met only by a
 * provider's skill counts as level 2. Pesos are constants of the statement (`OpportunityPlan`).
 */
function pointsFromMasks(plan: OpportunityPlan): string {
  const terms = plan.positions.map((_, k) => {
    const mask = `x.m${Math.floor(k / POSITIONS_PER_MASK)}`;
    const shift = BigInt((k % POSITIONS_PER_MASK) * 6);
    const has = (band: number) => `${mask} & ${BigInt(band) << shift} <> 0`;
    return `${plan.pesos[k]} * (CASE WHEN ${has(16)} THEN match_level_pct(4) WHEN ${has(8)} THEN match_level_pct(3)
      WHEN ${has(4)} THEN match_level_pct(2) WHEN ${has(2)} THEN match_level_pct(1) WHEN ${has(1)} THEN match_level_pct(0)
      WHEN ${has(32)} THEN match_level_pct(2) ELSE 0 END)::bigint`;
  });
  return terms.length > 0 ? terms.join('\n      + ') : '0::bigint';
}

/**
 * CTEs `scores` and `fresh` for one opportunity over every professional.
 * - `places`: eligibility decided per distinct place set (tens to thousands of rows, not one per professional);
 * - `eligible`: the professionals of those place sets (from the narrow place index; materialised, so the join
 *   below hashes them rather than every professional). For a remote opportunity (`anywhere`) that is
 *   every active professional, read straight from the table: materialising a million rows only to hash them
 *   cost a third of the ranking;
 * - `masks`: the skill rows named like the criterion terms, OR-ed per professional into one bit field per
 *   criterion (`LEVEL_BITS`): one aggregation keyed by professional, where grouping by (professional,
 *   criterion) and then by professional hashed every text key twice (at a million professionals 1.1 million
 *   groups, then 870,000, the first past work_mem). On site, the skill rows are hash-joined with the eligible
 *   professionals *before* aggregating, so only the region's rows are aggregated (at a million professionals,
 *   114,000 of 685,000), and the join is planned from the skill statistics: joined after a per-professional
 *   sum it was estimated at a few hundred rows and became one primary-key lookup per professional. Remote, every
 *   active professional is eligible and the aggregate (one level, estimated from the skill statistics) is
 *   joined with them afterwards;
 * - `fresh`: adherence = round(points / Σ peso) in integers (points ≥ 0, Σ peso > 0, so (2·points + Σ) div 2Σ
 *   is the same half-up rounding as numeric round), above 0 kept.
 * `scores` (adherence location aside) is only needed for the opportunity's candidatures, so it is computed for
 * the candidates alone.
 */
function opportunityScores(opportunityId: string, plan: OpportunityPlan): SQL {
  const adherence = sql.raw(`round(sum(h.peso * match_level_pct(h.lvl))::numeric / o.total_peso)::smallint`);
  const { anywhere } = plan;
  const words = Math.max(1, Math.ceil(plan.positions.length / POSITIONS_PER_MASK));
  const maskAggs = sql.raw(
    Array.from({ length: words }, (_, w) =>
      words === 1
        ? `bit_or(${LEVEL_BITS} << t.shift) AS m0`
        : `coalesce(bit_or(${LEVEL_BITS} << t.shift) FILTER (WHERE t.word = ${w}), 0) AS m${w}`,
    ).join(', '),
  );
  const maskCols = sql.raw(Array.from({ length: words }, (_, w) => `x.m${w}`).join(', '));
  // Criterion position → (mask, shift), as the plan numbered them.
  const slot = (of: (k: number) => number) =>
    plan.positions.length === 0
      ? sql.raw('NULL::int')
      : sql.raw(`CASE t.position ${plan.positions.map((p, k) => `WHEN ${p} THEN ${of(k)}`).join(' ')} END`);
  const points = sql.raw(pointsFromMasks(plan));
  return sql`
  o AS MATERIALIZED (SELECT * FROM match_opportunities WHERE opportunity_id = ${opportunityId} AND total_peso > 0),
  places AS MATERIALIZED (
    SELECT pl.id FROM match_places pl, o
    WHERE o.remote OR NOT o.has_locations OR ${placesMeet('o', 'pl', 'o.range_km')}
  ),
  eligible AS ${anywhere ? sql.raw('NOT MATERIALIZED') : sql.raw('MATERIALIZED')} (
    SELECT p.user_id, p.is_pcd, p.is_talent FROM match_professionals p
    WHERE p.active ${anywhere ? sql`` : sql`AND p.place_id IN (SELECT id FROM places)`}
  ),
  terms AS MATERIALIZED (
    SELECT t.term_norm, ${slot((k) => Math.floor(k / POSITIONS_PER_MASK))} AS word,
      ${slot((k) => (k % POSITIONS_PER_MASK) * 6)} AS shift
    FROM match_criterion_terms t WHERE t.opportunity_id = ${opportunityId}
  ),
  masks AS (${
    anywhere
      ? sql`
    SELECT x.user_id, e.is_pcd, e.is_talent, ${maskCols}
    FROM (
      SELECT s.user_id, ${maskAggs}
      FROM terms t JOIN user_skills s ON s.nome_norm = t.term_norm
      GROUP BY s.user_id
    ) x
    JOIN eligible e ON e.user_id = x.user_id`
      : sql`
    SELECT s.user_id, e.is_pcd, e.is_talent, ${maskAggs}
    FROM terms t
    JOIN user_skills s ON s.nome_norm = t.term_norm
    JOIN eligible e ON e.user_id = s.user_id
    GROUP BY s.user_id, e.is_pcd, e.is_talent`
  }
  ),
  fresh AS (
    SELECT ${opportunityId}::text AS opportunity_id, y.user_id, y.adherence, y.is_pcd, y.is_talent
    FROM (
      SELECT x.user_id, x.is_pcd, x.is_talent,
        ((2 * (${points}) + o.total_peso) / (2 * o.total_peso))::smallint AS adherence
      FROM masks x, o
      OFFSET 0 -- a fence: otherwise the filter below and the output each evaluate the whole expression
    ) y
    WHERE y.adherence > 0
  ),
  candidate_hits AS (
    SELECT s.user_id, t.position, max(t.peso) AS peso, ${LEVEL} AS lvl
    FROM candidatures c
    JOIN user_skills s ON s.user_id = c.user_id
    JOIN match_criterion_terms t ON t.opportunity_id = c.opportunity_id AND t.term_norm = s.nome_norm
    WHERE c.opportunity_id = ${opportunityId}
    GROUP BY s.user_id, t.position
  ),
  scores AS (
    SELECT ${opportunityId}::text AS opportunity_id, h.user_id, ${adherence} AS adherence
    FROM candidate_hits h, o
    GROUP BY h.user_id, o.total_peso
  )`;
}

/**
 * CTEs `scores` and `fresh` for one professional over every opportunity. Eligibility is decided per distinct
 * (place set, range) among the opportunities that scored, not per opportunity.
 */
function professionalScores(userId: string, onlyOpen: boolean): SQL {
  return sql`
  p AS MATERIALIZED (
    SELECT mp.*, pl.addresses, pl.parts, pl.lats, pl.lngs
    FROM match_professionals mp JOIN match_places pl ON pl.id = mp.place_id
    WHERE mp.user_id = ${userId}
  ),
  s AS (SELECT nome_norm, level, source FROM user_skills WHERE user_id = ${userId}),
  hits AS (
    SELECT t.opportunity_id, t.position, max(t.peso) AS peso, ${LEVEL} AS lvl
    FROM s
    JOIN match_criterion_terms t ON t.term_norm = s.nome_norm
    GROUP BY t.opportunity_id, t.position
  ),
  scores AS MATERIALIZED (
    SELECT h.opportunity_id, ${userId}::text AS user_id,
      round(sum(h.peso * match_level_pct(h.lvl))::numeric / mo.total_peso)::smallint AS adherence,
      mo.remote OR NOT mo.has_locations AS anywhere, mo.place_id, mo.range_km
    FROM hits h
    JOIN match_opportunities mo ON mo.opportunity_id = h.opportunity_id
    WHERE mo.total_peso > 0 ${onlyOpen ? sql`AND mo.open` : sql``}
    GROUP BY h.opportunity_id, mo.total_peso, mo.remote, mo.has_locations, mo.place_id, mo.range_km
  ),
  reachable AS (
    SELECT r.place_id, r.range_km
    FROM (SELECT DISTINCT place_id, range_km FROM scores WHERE NOT anywhere AND adherence > 0) r
    JOIN match_places q ON q.id = r.place_id
    CROSS JOIN p
    WHERE ${placesMeet('q', 'p', 'r.range_km')}
  ),
  fresh AS (
    SELECT sc.opportunity_id, sc.user_id, sc.adherence, p.is_pcd, p.is_talent
    FROM scores sc
    CROSS JOIN p
    WHERE sc.adherence > 0 AND p.active
      AND (sc.anywhere OR EXISTS (
        SELECT 1 FROM reachable e WHERE e.place_id = sc.place_id AND e.range_km = sc.range_km))
  )`;
}

export interface RecomputeResult {
  compatible: number;
  written: number;
  removed: number;
  candidatures: number;
}

/** Ranks every professional for one opportunity and stores the compatibles, in one statement. */
export async function recomputeOpportunity(db: Database, opportunityId: string): Promise<RecomputeResult> {
  const plan = await opportunityPlan(db, opportunityId);
  const [result] = await ranked<RecomputeResult>(
    db,
    sql`WITH ${opportunityScores(opportunityId, plan)}, ${writeBack(
      sql`c.opportunity_id = ${opportunityId}`,
      sql`c.opportunity_id = ${opportunityId}`,
    )}`,
  );
  return result ?? { compatible: 0, written: 0, removed: 0, candidatures: 0 };
}

/** Ranks every opportunity for one professional and stores the compatible ones, in one statement. */
export async function recomputeProfessional(db: Database, userId: string): Promise<RecomputeResult> {
  const [result] = await ranked<RecomputeResult>(
    db,
    sql`WITH ${professionalScores(userId, false)}, ${writeBack(sql`c.user_id = ${userId}`, sql`c.user_id = ${userId}`)}`,
  );
  return result ?? { compatible: 0, written: 0, removed: 0, candidatures: 0 };
}

/**
 * Ranking only, nothing stored (the benchmark's "rank one opportunity"): every professional is scored, and the
 * answer is how many are compatible plus the best `limit`, as a page would read them. Nothing in the product
 * reads a whole ranking at once (the job stores it, pages walk the index), so neither sorting all compatibles nor
 * shipping them to Node is part of the work measured.
 */
export async function rankOpportunity(
  db: Database,
  opportunityId: string,
  limit = 12,
): Promise<{ total: number; top: Array<{ user_id: string; adherence: number }> }> {
  const plan = await opportunityPlan(db, opportunityId);
  const found = await ranked<{ user_id: string; adherence: number; total: number }>(
    db,
    sql`WITH ${opportunityScores(opportunityId, plan)}
      SELECT user_id, adherence, count(*) OVER ()::int AS total FROM fresh
      ORDER BY adherence DESC, user_id LIMIT ${limit}`,
  );
  return {
    total: Number(found[0]?.total ?? 0),
    top: found.map((row) => ({ user_id: row.user_id, adherence: Number(row.adherence) })),
  };
}

/** Ranking only, over open opportunities (the benchmark's "one professional against all"). */
export async function rankProfessional(
  db: Database,
  userId: string,
): Promise<Array<{ opportunity_id: string; adherence: number }>> {
  return ranked(
    db,
    sql`WITH ${professionalScores(userId, true)}
      SELECT opportunity_id, adherence FROM fresh ORDER BY adherence DESC, opportunity_id`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Status

/** Records a recompute request; answers the request's sequence number. */
export async function markRequested(db: Database, kind: MatchKind, subjectId: string): Promise<number> {
  const [row] = await rows<{ seq: number }>(
    db,
    sql`INSERT INTO match_status (kind, subject_id, requested_seq, requested_at)
      VALUES (${kind}, ${subjectId}, 1, now())
      ON CONFLICT (kind, subject_id) DO UPDATE SET requested_seq = match_status.requested_seq + 1, requested_at = now()
      RETURNING requested_seq AS seq`,
  );
  return row?.seq ?? 0;
}

/** Several opportunities at once (start-up). */
export async function markManyRequested(db: Database, kind: MatchKind, subjectIds: string[]): Promise<void> {
  if (subjectIds.length === 0) return;
  await db.execute(sql`INSERT INTO match_status (kind, subject_id, requested_seq, requested_at)
    SELECT ${kind}, id, 1, now() FROM unnest(${sql.raw('ARRAY[')}${sql.join(
      subjectIds.map((id) => sql`${id}`),
      sql`, `,
    )}${sql.raw(']::text[]')}) AS id
    ON CONFLICT (kind, subject_id) DO UPDATE SET requested_seq = match_status.requested_seq + 1, requested_at = now()`);
}

export async function requestedSeq(db: Database, kind: MatchKind, subjectId: string): Promise<number> {
  const [row] = await rows<{ seq: number }>(
    db,
    sql`SELECT requested_seq AS seq FROM match_status WHERE kind = ${kind} AND subject_id = ${subjectId}`,
  );
  return row?.seq ?? 0;
}

export async function markCompleted(
  db: Database,
  kind: MatchKind,
  subjectId: string,
  seq: number,
): Promise<void> {
  await db.execute(sql`UPDATE match_status SET completed_seq = greatest(completed_seq, ${seq}), completed_at = now()
    WHERE kind = ${kind} AND subject_id = ${subjectId}`);
}

/** True while a request is newer than the last finished computation. No row: nothing pending. */
export async function isProcessing(db: Database, kind: MatchKind, subjectId: string): Promise<boolean> {
  const [row] = await rows<{ processing: boolean }>(
    db,
    sql`SELECT requested_seq > completed_seq AS processing FROM match_status
      WHERE kind = ${kind} AND subject_id = ${subjectId}`,
  );
  return row?.processing ?? false;
}

// ---------------------------------------------------------------------------------------------------------
// Reads

export type CompatiblesOrderKey = 0 | 1 | 4;

/** The flag that comes first in orders 1 (PCD first) and 4 (Talents first). */
const FLAG_FIRST: Record<Exclude<CompatiblesOrderKey, 0>, SQL> = {
  1: sql.raw('c.is_pcd'),
  4: sql.raw('c.is_talent'),
};

/**
 * One page of an opportunity's compatibles. Order 0 walks the rank index. Every ORDER BY says NULLS LAST like
 * the indexes do (adherence is never null, but plain DESC means NULLS FIRST and PostgreSQL would then sort all
 * of an opportunity's compatibles instead of reading offset + limit index entries). Orders 1 and 4 are "flagged first,
 * then by adherence": the flagged rows come from a small partial index and the others from the rank index,
 * each branch stopping at offset + limit rows, so no order needs a full index of its own.
 */
export function compatiblesPageQuery(
  opportunityId: string,
  order: CompatiblesOrderKey,
  limit: number,
  offset: number,
  scope: StoredPairScope = 'compatible',
): SQL {
  const within = storedPairIn(scope, sql.raw('c.adherence'));
  if (order === 0)
    return sql`SELECT c.user_id, c.adherence FROM compatibilities c
      WHERE c.opportunity_id = ${opportunityId} AND ${within}
      ORDER BY c.adherence DESC NULLS LAST, c.user_id LIMIT ${limit} OFFSET ${offset}`;
  const flag = FLAG_FIRST[order];
  const upTo = offset + limit;
  return sql`SELECT user_id, adherence FROM (
      (SELECT c.user_id, c.adherence, 0 AS grp FROM compatibilities c
        WHERE c.opportunity_id = ${opportunityId} AND ${within} AND ${flag}
        ORDER BY c.adherence DESC NULLS LAST, c.user_id LIMIT ${upTo})
      UNION ALL
      (SELECT c.user_id, c.adherence, 1 AS grp FROM compatibilities c
        WHERE c.opportunity_id = ${opportunityId} AND ${within} AND NOT ${flag}
        ORDER BY c.adherence DESC NULLS LAST, c.user_id LIMIT ${upTo})
    ) x
    ORDER BY grp, adherence DESC NULLS LAST, user_id LIMIT ${limit} OFFSET ${offset}`;
}

/** How many professionals the compatibles tab holds (`compatible`: its total and `quantidadeCompativeis`). */
export async function countCompatibles(
  db: Database,
  opportunityId: string,
  scope: StoredPairScope = 'compatible',
): Promise<number> {
  const [row] = await rows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM compatibilities c
      WHERE c.opportunity_id = ${opportunityId} AND ${storedPairIn(scope, sql.raw('c.adherence'))}`,
  );
  return row?.total ?? 0;
}

export async function compatiblesPage(
  db: Database,
  opportunityId: string,
  order: CompatiblesOrderKey,
  limit: number,
  offset: number,
  scope: StoredPairScope = 'compatible',
): Promise<{ total: number; page: Array<{ userId: string; adherence: number }> }> {
  const [page, counted] = await Promise.all([
    rows<{ user_id: string; adherence: number }>(
      db,
      compatiblesPageQuery(opportunityId, order, limit, offset, scope),
    ),
    countCompatibles(db, opportunityId, scope),
  ]);
  return {
    total: counted,
    page: page.map((row) => ({ userId: row.user_id, adherence: Number(row.adherence) })),
  };
}

export interface CompatibleOpportunityRow {
  id: string;
  idOpportunity: number;
  titulo: string;
  client: string | null;
  locations: Array<{ place_id: string; formatted_address: string; lat?: number; lng?: number }>;
  homeOffice: boolean;
  opportunityType: { remote: boolean; hybrid: boolean; inPerson: boolean };
  adherence: number;
  candidatureKind: 'enrolled' | 'candidate' | null;
}

/** A professional's compatible (or highly compatible) open opportunities, best first. */
export async function compatibleOpportunities(
  db: Database,
  userId: string,
  options: { scope?: Exclude<StoredPairScope, 'scored'>; limit?: number } = {},
): Promise<CompatibleOpportunityRow[]> {
  const result = await rows<{
    id: string;
    id_opportunity: number;
    titulo: string;
    client: string | null;
    locations: CompatibleOpportunityRow['locations'];
    home_office: boolean;
    opportunity_type: CompatibleOpportunityRow['opportunityType'];
    adherence: number;
    kind: 'enrolled' | 'candidate' | null;
  }>(
    db,
    sql`SELECT op.id, op.id_opportunity, op.titulo, op.client, op.locations, op.home_office, op.opportunity_type,
        c.adherence, ca.kind
      FROM compatibilities c
      JOIN match_opportunities mo ON mo.opportunity_id = c.opportunity_id AND mo.open
      JOIN opportunities op ON op.id = c.opportunity_id
      LEFT JOIN candidatures ca ON ca.opportunity_id = c.opportunity_id AND ca.user_id = c.user_id
      WHERE c.user_id = ${userId} AND ${storedPairIn(options.scope ?? 'compatible', sql.raw('c.adherence'))}
      ORDER BY c.adherence DESC, op.id_opportunity DESC
      ${options.limit ? sql`LIMIT ${options.limit}` : sql``}`,
  );
  return result.map((row) => ({
    id: row.id,
    idOpportunity: Number(row.id_opportunity),
    titulo: row.titulo,
    client: row.client,
    locations: row.locations,
    homeOffice: row.home_office,
    opportunityType: row.opportunity_type,
    adherence: Number(row.adherence),
    candidatureKind: row.kind,
  }));
}

/**
 * The criteria that the professional's near-matching open opportunities (every stored pair, `scored`: 000 §2 says
 * "matching jobs", and a tip matters most where the professional is not yet compatible) most often require and
 * none of the professional's skills meet, most frequent first (ties: heavier, then alphabetical).
 */
export async function unmatchedCriteria(db: Database, userId: string, limit: number): Promise<string[]> {
  const result = await rows<{ nome: string }>(
    db,
    sql`WITH mine AS (SELECT DISTINCT nome_norm FROM user_skills WHERE user_id = ${userId}),
      near AS (
        SELECT c.opportunity_id FROM compatibilities c
        JOIN match_opportunities mo ON mo.opportunity_id = c.opportunity_id AND mo.open
        WHERE c.user_id = ${userId}
      ),
      missing AS (
        SELECT n.opportunity_id, t.position, max(t.peso) AS peso
        FROM near n JOIN match_criterion_terms t ON t.opportunity_id = n.opportunity_id
        GROUP BY n.opportunity_id, t.position
        HAVING NOT bool_or(t.term_norm IN (SELECT nome_norm FROM mine))
      ),
      named AS (
        SELECT match_norm(cr.value ->> 'nome') AS key, btrim(cr.value ->> 'nome') AS nome, m.peso
        FROM missing m
        JOIN opportunities op ON op.id = m.opportunity_id
        CROSS JOIN LATERAL (SELECT op.criterias -> m.position::int AS value) cr
        WHERE coalesce(btrim(cr.value ->> 'nome'), '') <> ''
      )
      SELECT mode() WITHIN GROUP (ORDER BY nome) AS nome
      FROM named
      GROUP BY key
      ORDER BY count(*) DESC, sum(peso) DESC, key
      LIMIT ${limit}`,
  );
  return result.map((row) => row.nome);
}

/** Adherence of these pairs from the stored compatibilities (absent: not compatible). */
export async function storedAdherence(
  db: Database,
  where: { opportunityId: string; userIds: string[] } | { userId: string; opportunityIds: string[] },
): Promise<Map<string, number>> {
  const byOpportunity = 'opportunityId' in where;
  const ids = byOpportunity ? where.userIds : where.opportunityIds;
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await rows<{ key: string; adherence: number }>(
    db,
    byOpportunity
      ? sql`SELECT user_id AS key, adherence FROM compatibilities
          WHERE opportunity_id = ${where.opportunityId} AND user_id IN (${list})`
      : sql`SELECT opportunity_id AS key, adherence FROM compatibilities
          WHERE user_id = ${where.userId} AND opportunity_id IN (${list})`,
  );
  return new Map(result.map((row) => [row.key, Number(row.adherence)]));
}

export async function anyOpportunityRequested(db: Database): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM match_status WHERE kind = 'opportunity' LIMIT 1`,
  );
  return found.length > 0;
}

export async function allOpportunityIds(db: Database): Promise<string[]> {
  const result = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.isFinished, false));
  return result.map((row) => row.id);
}

export async function findOpportunity(db: Database, id: string) {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id));
  return row ?? null;
}

export async function findProfessional(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

export type UserRow = typeof users.$inferSelect;
export type OpportunityRow = typeof opportunities.$inferSelect;
export type CandidatureRow = typeof candidatures.$inferSelect;

export async function loadUsers(db: Database, ids: string[]): Promise<Map<string, UserRow>> {
  if (ids.length === 0) return new Map();
  const result = await db.select().from(users).where(inArray(users.id, ids));
  return new Map(result.map((row) => [row.id, row]));
}

export async function skillsOf(
  db: Database,
  ids: string[],
): Promise<Map<string, Array<{ nome: string; level: number; source: string }>>> {
  const map = new Map<string, Array<{ nome: string; level: number; source: string }>>();
  if (ids.length === 0) return map;
  const result = await db
    .select({
      userId: userSkills.userId,
      nome: userSkills.nome,
      level: userSkills.level,
      source: userSkills.source,
    })
    .from(userSkills)
    .where(inArray(userSkills.userId, ids))
    .orderBy(asc(userSkills.position));
  for (const row of result) {
    const list = map.get(row.userId) ?? [];
    list.push({ nome: row.nome, level: row.level, source: row.source });
    map.set(row.userId, list);
  }
  return map;
}

/** Extracted text of each user's CVs, joined (for 'found in CV' explanations). */
export async function cvTextOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  if (ids.length === 0) return map;
  const result = await db
    .select({ ownerId: files.ownerId, text: files.textContent })
    .from(files)
    // Attached CVs only, as search counts them: a PDF attached to a feed event is not the person's CV.
    .where(and(inArray(files.ownerId, ids), eq(files.kind, 'cv'), isNotNull(files.attachedAt)));
  for (const row of result) {
    if (!row.ownerId || !row.text) continue;
    map.set(row.ownerId, `${map.get(row.ownerId) ?? ''}\n${row.text}`);
  }
  return map;
}

export async function candidaturesOf(
  db: Database,
  opportunityId: string,
  userIds: string[],
): Promise<Map<string, CandidatureRow>> {
  if (userIds.length === 0) return new Map();
  const result = await db
    .select()
    .from(candidatures)
    .where(and(eq(candidatures.opportunityId, opportunityId), inArray(candidatures.userId, userIds)));
  return new Map(result.map((row) => [row.userId, row]));
}
