import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';

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
});
