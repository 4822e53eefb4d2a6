import type { DatabaseHandle } from './client';
import type { EmbeddedDatabase } from './embedded-database';

/**
 * Autovacuum for the embedded database.
 *
 * PGlite runs PostgreSQL as a single backend: `SHOW autovacuum` answers 'on', but there is no launcher, so left
 * alone an embedded Mosaico would never collect planner statistics nor clear dead rows. The planner would then
 * plan the matching statements on the sizes of the day the tables were created (seen in the PGlite benchmark on a
 * brand-new data directory: re-ranking an unchanged opportunity took 2.2 s p50 / 13.3 s p95 without this, 59 ms /
 * 97 ms with it; docs/performance-history.md), and every update would grow the tables and their indexes for good.
 *
 * So the app does autovacuum's work itself: a pass every minute vacuums or analyses each table past
 * PostgreSQL's default autovacuum thresholds, and the first pass at start analyses everything (the activity
 * counters start from zero whenever PGlite opens, so changes not yet analysed when it last closed are invisible).
 * A PostgreSQL server (DATABASE_URL) runs its own autovacuum and gets none of this.
 */
export const EMBEDDED_MAINTENANCE_INTERVAL_MS = 60_000;

/** PostgreSQL's defaults (autovacuum_{vacuum,analyze}_{threshold,scale_factor}). */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE_FACTOR = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;

export interface MaintainedTable {
  table: string;
  action: 'vacuum analyze' | 'analyze';
}

/**
 * One pass: `VACUUM (ANALYZE)` on every table whose dead rows exceed 50 + 20 % of its rows, `ANALYZE` on every
 * other table whose rows changed more than 50 + 10 % since it was last analysed. Returns what it did.
 */
export async function maintainEmbeddedDatabase(client: EmbeddedDatabase): Promise<MaintainedTable[]> {
  const due = await client.query<{ table_name: string; needs_vacuum: boolean }>(
    `SELECT format('%I.%I', schemaname, relname) AS table_name,
       n_dead_tup > $1::int + $2::float8 * n_live_tup AS needs_vacuum
     FROM pg_stat_user_tables
     WHERE n_dead_tup > $1::int + $2::float8 * n_live_tup
        OR n_mod_since_analyze > $3::int + $4::float8 * n_live_tup
     ORDER BY schemaname, relname`,
    [VACUUM_THRESHOLD, VACUUM_SCALE_FACTOR, ANALYZE_THRESHOLD, ANALYZE_SCALE_FACTOR],
  );
  const done: MaintainedTable[] = [];
  for (const { table_name: table, needs_vacuum: needsVacuum } of due.rows) {
    // VACUUM cannot run inside a transaction block: each statement on its own.
    await client.exec(needsVacuum ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`);
    done.push({ table, action: needsVacuum ? 'vacuum analyze' : 'analyze' });
  }
  return done;
}

/**
 * PostgreSQL: tables holding rows that were never analysed, by ANALYZE or autovacuum. A server with autovacuum
 * off (common between a bulk load and autovacuum's first pass) would otherwise plan on empty-table statistics:
 * professional search on the 100,000-professional scale data took 2–3 s per call before, 0.1–0.4 s after
 * (issue 11).
 */
export async function analyzeNeverAnalyzedTables(pool: import('pg').Pool): Promise<string[]> {
  const due = await pool.query<{ table_name: string }>(
    `SELECT format('%I.%I', schemaname, relname) AS table_name FROM pg_stat_user_tables
     WHERE last_analyze IS NULL AND last_autoanalyze IS NULL AND n_live_tup + n_mod_since_analyze > 0
     ORDER BY schemaname, relname`,
  );
  for (const { table_name: table } of due.rows) await pool.query(`ANALYZE ${table}`);
  return due.rows.map((row) => row.table_name);
}

/**
 * On PGlite: analyses the whole database now, then runs maintainEmbeddedDatabase every minute while the app is
 * up (the timer is unref'd; a pass still at work when the next is due makes that one skip). Returns the function
 * that stops it, which waits for a pass under way. On PostgreSQL: analyses, once at start, the tables never
 * analysed (analyzeNeverAnalyzedTables); the server's autovacuum does the rest.
 */
export function scheduleEmbeddedMaintenance(
  database: DatabaseHandle,
  onError: (error: unknown) => void,
  intervalMs = EMBEDDED_MAINTENANCE_INTERVAL_MS,
): () => Promise<void> {
  if (database.kind !== 'pglite') {
    const first = analyzeNeverAnalyzedTables(database.client).then(() => undefined, onError);
    return async () => {
      await first;
    };
  }
  const client = database.client;
  let running: Promise<void> | undefined;
  const run = (pass: () => Promise<unknown>) => {
    running = pass()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  };
  run(() => client.exec('ANALYZE'));
  const timer = setInterval(() => {
    if (!running) run(() => maintainEmbeddedDatabase(client)); // else the previous pass is still at work
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
