import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';
import { executePlannedOnce } from './planned-once';

describe('pooled connections to a PostgreSQL server', () => {
  // Always on a real server (the tests' own, or this machine's), whichever database the other tests use.
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schemaName = `client_${randomBytes(6).toString('hex')}`;
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: serverUrl, schemaName });
  });

  afterAll(async () => {
    await database?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    await admin.end();
  });

  it('plan without parallel workers or JIT and with 16 MB of work memory, outside any transaction', async () => {
    // Several connections at once, so more than the first one of the pool is asked.
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const result = await database.db.execute(
          sql`SELECT current_setting('max_parallel_workers_per_gather') AS workers,
            current_setting('jit') AS jit, current_setting('work_mem') AS work_mem,
            current_setting('search_path') AS search_path, pg_sleep(0.05)::text AS slept`,
        );
        return (result as unknown as { rows: Array<Record<string, string>> }).rows[0];
      }),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({
        workers: '0',
        jit: 'off',
        work_mem: '16MB',
        search_path: `${schemaName},public`,
      });
    }
  });

  it('run a statement planned once as a prepared statement with a generic plan, and every other one with custom plans', async () => {
    const probe = (value: number) =>
      executePlannedOnce(
        database.db,
        sql`SELECT current_setting('plan_cache_mode') AS mode, current_setting('search_path') AS search_path,
          (SELECT generic_plans FROM pg_prepared_statements
            WHERE name LIKE 'planned-once-%' AND statement LIKE '%planned-once probe%') AS generic_plans,
          ${value}::int AS value -- planned-once probe`,
      );
    const first = (await probe(1)).rows[0];
    expect(first).toMatchObject({
      mode: 'force_generic_plan',
      search_path: `${schemaName},public`,
      value: 1,
    });
    // The same text again, with another value: the same prepared statement and its one generic plan (several
    // connections may each hold one, so ask until the connection that prepared it answers twice).
    let answer = first as { generic_plans: string | number; value: number };
    for (let attempt = 0; attempt < 20 && Number(answer.generic_plans) < 2; attempt++) {
      answer = (await probe(2)).rows[0] as typeof answer;
    }
    expect(Number(answer.generic_plans)).toBeGreaterThanOrEqual(2);
    expect(answer.value).toBe(2);

    const other = await database.db.execute(sql`SELECT current_setting('plan_cache_mode') AS mode`);
    expect((other as unknown as { rows: Array<{ mode: string }> }).rows[0]?.mode).toBe('auto');
  });
});
