import { phaseMovesOf } from '@mosaico/domain';
import { sql } from 'drizzle-orm';
import { rows } from '../src/modules/matching/matching.repository';

/**
 * A year of candidature history for the report cases (issue 25 item 7), written through the candidatures'
 * transitions trigger as the app writes it: publications spread over 400 days, 8 recruiters and 6 squads, 8
 * candidatures per opportunity moving through 0–4 stages, a victory on some. The scale seed has no candidatures;
 * this one is written once and kept between runs (its candidatures are marked by `indicado_por`).
 *
 * It is written as the app would: the candidatures first (entry step only), then every stage registration and
 * victory as a change of its own, in day order within each opportunity. Two rules of the trigger shape how:
 * - A row trigger sees the final state of every row its statement wrote, so a statement that changes two
 *   candidatures of one opportunity records phases computed from changes not yet recorded, which the domain's
 *   replay (`phaseMovesOf`) of the same rows does not give. Each statement here changes one candidature per
 *   opportunity (a round), as the app's saves do; the seed checks the recorded phases against the replay.
 * - The trigger's lookups are SQL functions, planned once per transaction at its first row: a statement that
 *   starts on an empty history keeps a sequential scan of it for every later row. One INSERT of the 80,000
 *   candidatures therefore read the history it was writing once per candidature (110 s for 16,000 of them,
 *   growing with the square). Each statement here is its own transaction, the history analysed after the first.
 */
// Earlier seeds marked theirs 'Bench reports' and wrote them in one statement: such a history is replaced.
export const HISTORY_MARK = 'Bench reports, replayed';
const PER_OPPORTUNITY = 8;
/** Opportunities whose candidatures one INSERT creates; the first runs on an empty history (see above). */
const INSERT_BATCH = 500;
/** Opportunities whose transitions the seed replays with the domain rule before it calls the history good. */
const CHECKED_OPPORTUNITIES = 300;

type Db = Parameters<typeof rows>[0];

/** Done: marked candidatures and no plan of changes left (a run cut off midway leaves its plan). */
async function historyInPlace(db: Db): Promise<boolean> {
  const [state] = await rows<{ marked: number; planned: boolean }>(
    db,
    sql`SELECT (SELECT count(*) FROM candidatures WHERE indicado_por = ${HISTORY_MARK})::int AS marked,
      to_regclass('bench_report_events') IS NOT NULL AS planned`,
  );
  return (state?.marked ?? 0) > 0 && !state?.planned;
}

/** What a run cut off midway, or an earlier seed, wrote: its candidatures, their transitions, its scratch tables. */
async function dropUnfinishedHistory(db: Db): Promise<void> {
  const marked = sql`SELECT id FROM candidatures WHERE indicado_por LIKE 'Bench reports%'`;
  await db.execute(sql`DELETE FROM candidature_transitions WHERE candidature_id IN (${marked})`);
  await db.execute(sql`DELETE FROM candidatures WHERE id IN (${marked})`);
  await db.execute(sql`DROP TABLE IF EXISTS bench_report_events, bench_report_pros`);
}

/** The recruiters and squads, and every opportunity's publication day, responsible and squad. */
async function prepareOpportunities(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (id, email, password_hash, first_name, last_name, display_name, roles)
    SELECT 'bench-rh-' || n, 'bench-rh-' || n || '@reports.bench', 'x', 'Bench', 'RH ' || n, 'Bench RH ' || n,
      ARRAY['rh']::text[]
    FROM generate_series(1, 8) n ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO squads (id, name) SELECT 'bench-squad-' || n, 'Bench squad ' || n FROM generate_series(1, 6) n
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE opportunities SET
      publication_date = now() - ((abs(hashtext(id)) % 400) || ' days')::interval,
      responsible_id = 'bench-rh-' || (1 + abs(hashtext(id || 'r')) % 8),
      squad_id = 'bench-squad-' || (1 + abs(hashtext(id || 's')) % 6)`);
}

/**
 * 8 professionals per opportunity, consecutive in a numbered list of the first 10,008 (the opportunity's hash picks
 * where its 8 start), each entered on the publication day: status 1 with the entry step only, as an enrolment
 * writes it. In batches of opportunities, each its own transaction.
 */
async function createCandidatures(db: Db): Promise<void> {
  await db.execute(sql`
    CREATE TABLE bench_report_pros AS
    SELECT row_number() OVER (ORDER BY id)::int AS rn, id FROM users
    WHERE NOT ('rh' = ANY(roles)) AND deleted_at IS NULL
    ORDER BY id LIMIT ${10_000 + PER_OPPORTUNITY}`);
  await db.execute(sql`ALTER TABLE bench_report_pros ADD PRIMARY KEY (rn)`);
  const ids = (await rows<{ id: string }>(db, sql`SELECT id FROM opportunities ORDER BY id_opportunity`)).map(
    (row) => row.id,
  );
  for (let at = 0; at < ids.length; at += INSERT_BATCH) {
    const batch = JSON.stringify(ids.slice(at, at + INSERT_BATCH));
    await db.execute(sql`
      WITH span AS (SELECT greatest(count(*) - ${PER_OPPORTUNITY} + 1, 1) AS n FROM bench_report_pros)
      INSERT INTO candidatures (id, opportunity_id, user_id, kind, status_current, status_history, steps,
        indicado_por)
      SELECT gen_random_uuid()::text, o.id, p.id, 'candidate', 1, '[]'::jsonb,
        jsonb_build_array(jsonb_build_object('key', 0, 'date', to_char(o.publication_date::date, 'YYYY-MM-DD'))),
        ${HISTORY_MARK}
      FROM opportunities o
      CROSS JOIN span
      JOIN bench_report_pros p ON p.rn > abs(hashtext(o.id)) % span.n
        AND p.rn <= abs(hashtext(o.id)) % span.n + ${PER_OPPORTUNITY}
      WHERE o.id IN (SELECT jsonb_array_elements_text(${batch}::jsonb))
      ON CONFLICT DO NOTHING`);
    if (at === 0) await db.execute(sql`ANALYZE candidature_transitions`);
  }
  await db.execute(sql`ANALYZE candidatures`);
  await db.execute(sql`ANALYZE candidature_transitions`);
}

/**
 * Every change to come, numbered within its opportunity in day order (then stage, then candidature): stage k
 * (k ≤ reached) met on publication + k·gap days, capped at today; a victory (stage 5 here) on publication + 5·gap
 * for the first candidature of an opportunity when it reached all four and that day has come. Answers the rounds.
 */
async function planChanges(db: Db): Promise<number> {
  await db.execute(sql`
    CREATE TABLE bench_report_events AS
    WITH picked AS (
      SELECT c.id, c.opportunity_id, o.publication_date::date AS published,
        row_number() OVER (PARTITION BY c.opportunity_id ORDER BY c.user_id) AS n,
        abs(hashtext(c.opportunity_id || c.user_id)) % 5 AS reached,
        1 + abs(hashtext(c.user_id || c.opportunity_id)) % 12 AS gap
      FROM candidatures c JOIN opportunities o ON o.id = c.opportunity_id
      WHERE c.indicado_por = ${HISTORY_MARK}
    ), changes AS (
      SELECT id, opportunity_id, n, k AS stage, least(published + k * gap, current_date) AS day
      FROM picked CROSS JOIN LATERAL generate_series(1, reached::int) AS k
      UNION ALL
      SELECT id, opportunity_id, n, 5, published + 5 * gap FROM picked
      WHERE reached = 4 AND n = 1 AND published + 5 * gap <= current_date
    )
    SELECT id AS candidature_id, stage, day,
      row_number() OVER (PARTITION BY opportunity_id ORDER BY day, stage, n)::int AS round
    FROM changes`);
  await db.execute(sql`CREATE INDEX ON bench_report_events (round)`);
  const [last] = await rows<{ rounds: number }>(
    db,
    sql`SELECT coalesce(max(round), 0)::int AS rounds FROM bench_report_events`,
  );
  return last?.rounds ?? 0;
}

/** One change per opportunity: a stage registered as met on its day, or the victory (status 6 and its day). */
async function applyRound(db: Db, round: number): Promise<void> {
  await db.execute(sql`
    UPDATE candidatures c SET
      steps = CASE WHEN e.stage <= 4 THEN c.steps || jsonb_build_array(jsonb_build_object(
        'key', e.stage, 'meetsTheRequirements', 0, 'date', to_char(e.day, 'YYYY-MM-DD'))) ELSE c.steps END,
      status_current = CASE WHEN e.stage = 5 THEN 6 ELSE c.status_current END,
      date_victory = CASE WHEN e.stage = 5 THEN e.day::timestamptz ELSE c.date_victory END,
      updated_at = now()
    FROM bench_report_events e
    WHERE e.round = ${round} AND c.id = e.candidature_id`);
}

/** The phases the trigger recorded on a sample of opportunities, replayed with the domain's rule; throws if any differs. */
async function checkPhases(db: Db): Promise<number> {
  const recorded = await rows<{
    opportunityId: string;
    candidatureId: string;
    kind: 'stage' | 'status';
    stage: number | null;
    met: boolean | null;
    stepDay: string | null;
    toValue: number;
    occurredDay: string;
    responsibleId: string | null;
    squadId: string | null;
    phase: number;
  }>(
    db,
    sql`SELECT t.opportunity_id AS "opportunityId", t.candidature_id AS "candidatureId", t.kind, t.stage, t.met,
        t.step_day AS "stepDay", t.to_value AS "toValue",
        to_char(t.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "occurredDay",
        t.responsible_id AS "responsibleId", t.squad_id AS "squadId", t.opportunity_phase AS phase
      FROM candidature_transitions t
      WHERE t.opportunity_id IN (
        SELECT DISTINCT opportunity_id FROM candidatures WHERE indicado_por = ${HISTORY_MARK}
        ORDER BY opportunity_id LIMIT ${CHECKED_OPPORTUNITIES})
      ORDER BY t.opportunity_id, t.id`,
  );
  const byOpportunity = new Map<string, typeof recorded>();
  for (const row of recorded) {
    const list = byOpportunity.get(row.opportunityId);
    if (list) list.push(row);
    else byOpportunity.set(row.opportunityId, [row]);
  }
  for (const [opportunityId, history] of byOpportunity) {
    const replayed = phaseMovesOf(history).map((move) => move.phase);
    if (replayed.join() !== history.map((row) => row.phase).join())
      throw new Error(
        `reports history: opportunity ${opportunityId} records phases its replay does not give`,
      );
  }
  return byOpportunity.size;
}

/**
 * What autovacuum does between writes on a running server, where a year of changes is spread over a year: a round
 * rewrites a version of every candidature it moves, of every opportunity whose fase moves and of every milestone
 * row, and without a vacuum before the next round each round's versions take new pages (the opportunities grew to
 * five times their rows, the milestones to twenty), which the report's scans then read.
 */
async function vacuumRewritten(db: Db): Promise<void> {
  for (const table of ['candidatures', 'opportunities', 'opportunity_milestones'])
    await db.execute(sql.raw(`VACUUM ${table}`));
}

export async function seedHistory(db: Db, log: (line: string) => void): Promise<void> {
  if (await historyInPlace(db)) return;
  const started = Date.now();
  const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
  await dropUnfinishedHistory(db);
  await prepareOpportunities(db);
  await vacuumRewritten(db);
  await createCandidatures(db);
  log(`reports history: candidatures entered in ${seconds(started)} s`);
  const changesStarted = Date.now();
  const rounds = await planChanges(db);
  for (let round = 1; round <= rounds; round += 1) {
    await applyRound(db, round);
    await vacuumRewritten(db);
  }
  await db.execute(sql`DROP TABLE bench_report_events, bench_report_pros`);
  for (const table of ['candidatures', 'candidature_transitions', 'opportunities', 'opportunity_milestones'])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  log(`reports history: stages and victories in ${rounds} rounds, ${seconds(changesStarted)} s`);
  const checked = await checkPhases(db);
  const [counts] = await rows<{ c: number; t: number; m: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM candidatures)::int AS c, (SELECT count(*) FROM candidature_transitions)::int AS t,
      (SELECT count(*) FROM candidature_transitions WHERE moves_phase)::int AS m`,
  );
  log(
    `reports history: ${counts?.c} candidatures, ${counts?.t} transitions (${counts?.m} phase moves) in ` +
      `${seconds(started)} s; phases of ${checked} opportunities agree with phaseMovesOf`,
  );
}
