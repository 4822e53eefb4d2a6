import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitUntil } from '../../test/wait-until';
import type { DatabaseHandle } from './client';
import { openDatabase } from './client';
import {
  analyzeNeverAnalyzedTables,
  maintainEmbeddedDatabase,
  scheduleEmbeddedMaintenance,
} from './maintenance';

type PgliteHandle = Extract<DatabaseHandle, { kind: 'pglite' }>;

interface TableStats {
  n_dead_tup: number;
  n_mod_since_analyze: number;
  vacuumed: boolean;
  analyzed: boolean;
}

async function statsOf(database: PgliteHandle, table: string): Promise<TableStats> {
  // Activity counters reach pg_stat_* when the backend reports them; ask for it now rather than waiting.
  await database.client.query('SELECT pg_stat_force_next_flush()');
  await database.client.query('SELECT pg_stat_clear_snapshot()');
  const result = await database.client.query<TableStats>(
    `SELECT n_dead_tup::int, n_mod_since_analyze::int, last_vacuum IS NOT NULL AS vacuumed,
       last_analyze IS NOT NULL AS analyzed
     FROM pg_stat_user_tables WHERE relname = $1`,
    [table],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`no statistics for ${table}`);
  return row;
}

describe('embedded database maintenance (PGlite has no autovacuum)', () => {
  let database: PgliteHandle;

  beforeAll(async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    database = handle;
  });

  afterAll(async () => {
    await database.close();
  });

  beforeEach(async () => {
    // Fresh tables (and so fresh activity counters) for every test, in one database: opening PGlite is the slow part.
    await database.client.exec(`
      DROP SCHEMA public CASCADE;
      CREATE SCHEMA public;
      CREATE TABLE churned (id int PRIMARY KEY, v text);
      CREATE TABLE grown (id int PRIMARY KEY, v text);
      CREATE TABLE quiet (id int PRIMARY KEY, v text);
      INSERT INTO churned SELECT g, 'a' FROM generate_series(1, 1000) g;
      INSERT INTO grown SELECT g, 'a' FROM generate_series(1, 1000) g;
      INSERT INTO quiet SELECT g, 'a' FROM generate_series(1, 1000) g;
    `);
    // Changes reach the counters when the backend reports them (at most once a second): report the inserts now,
    // or they would be counted after the ANALYZE and look like changes since it.
    await statsOf(database, 'quiet');
    await database.client.exec('ANALYZE');
    await database.client.exec(`
      UPDATE churned SET v = 'b' WHERE id <= 600;
      INSERT INTO grown SELECT g, 'a' FROM generate_series(1001, 1400) g;
      UPDATE quiet SET v = 'b' WHERE id <= 20;
    `);
  });

  it('vacuums a table past the dead-row threshold, analyses one past the change threshold, leaves the rest', async () => {
    // The setting says 'on', yet nothing runs it: the reason this module exists.
    expect((await database.client.query<{ autovacuum: string }>('SHOW autovacuum')).rows[0]?.autovacuum).toBe(
      'on',
    );
    expect((await statsOf(database, 'churned')).n_dead_tup).toBe(600);

    const done = await maintainEmbeddedDatabase(database.client);

    expect(done).toEqual([
      { table: 'public.churned', action: 'vacuum analyze' },
      { table: 'public.grown', action: 'analyze' },
    ]);
    const churned = await statsOf(database, 'churned');
    expect(churned).toMatchObject({ n_dead_tup: 0, n_mod_since_analyze: 0, vacuumed: true });
    expect(await statsOf(database, 'grown')).toMatchObject({ n_mod_since_analyze: 0, vacuumed: false });
    // 20 changes in 1,000 rows is under 50 + 10 %: untouched, as autovacuum would leave it.
    expect(await statsOf(database, 'quiet')).toMatchObject({ n_mod_since_analyze: 20, vacuumed: false });
    // Nothing is due any more.
    expect(await maintainEmbeddedDatabase(database.client)).toEqual([]);
  });

  it('analyses everything when scheduled, then keeps passing every interval until stopped', async () => {
    const errors: unknown[] = [];
    expect((await statsOf(database, 'quiet')).n_mod_since_analyze).toBe(20);
    const stop = scheduleEmbeddedMaintenance(database, (error) => errors.push(error), 20);
    await expect
      .poll(async () => (await statsOf(database, 'churned')).vacuumed, { timeout: 5_000 })
      .toBe(true);
    // The start-up ANALYZE reached even the quiet table.
    expect((await statsOf(database, 'quiet')).n_mod_since_analyze).toBe(0);
    await stop();
    expect(errors).toEqual([]);
  });
});

describe('start-up analysis on a PostgreSQL server', () => {
  // Always on a real server (the tests' own, or this machine's), whichever database the other tests use.
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `analyze_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let pool: pg.Pool;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  });

  afterAll(async () => {
    await pool?.end();
    // pool.end() resolves before the server has closed the sessions; dropping with FORCE then would kill a
    // session still closing, and its client would report the kill as an unhandled error.
    await waitUntil(async () => {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      return rows[0]?.n === 0;
    });
    await admin?.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin?.end();
  });

  it('analyses the tables that hold rows and were never analysed, once', async () => {
    await pool.query('CREATE TABLE loaded (n int)');
    await pool.query('CREATE TABLE empty (n int)');
    await pool.query('INSERT INTO loaded SELECT generate_series(1, 1000)');
    // The server's activity counters are flushed shortly after a transaction ends.
    await waitUntil(async () => {
      const { rows } = await pool.query<{ n: string }>(
        "SELECT n_mod_since_analyze AS n FROM pg_stat_user_tables WHERE relname = 'loaded'",
      );
      return Number(rows[0]?.n ?? 0) > 0;
    });
    expect(await analyzeNeverAnalyzedTables(pool)).toEqual(['public.loaded']);
    const { rows } = await pool.query<{ analysed: boolean }>(
      "SELECT last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables WHERE relname = 'loaded'",
    );
    expect(rows[0]?.analysed).toBe(true);
    expect(await analyzeNeverAnalyzedTables(pool)).toEqual([]);
  });
});
