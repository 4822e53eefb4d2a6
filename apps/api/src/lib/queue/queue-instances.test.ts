import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { waitUntil } from '../../../test/wait-until';
import { failJobsWhere, HANDED_BACK_OUTPUT, lockClass } from './queue-instances';

// The hand-back reuses pg-boss's own fail statement with another condition (issue 26 item 7): a pg-boss upgrade
// that reworded it must stop here, not hand back nothing in production.
describe("the hand-back statement (pg-boss's fail, another condition)", () => {
  it('swaps the expiry condition and the output for ours', () => {
    const statement = failJobsWhere('pgboss', 'id = ANY($9)');
    expect(statement).toContain('WHERE id = ANY($9)');
    expect(statement).not.toContain('started_on + expire_in');
    expect(statement).toContain(HANDED_BACK_OUTPUT.message);
    expect(statement).toContain('retry_count < retry_limit');
  });
});

// PostgreSQL only: the embedded database has one process, so it has no instances to tell apart.
if (process.env.TEST_DATABASE_URL) {
  describe('a queue instance on PostgreSQL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    const query = async <T>(sql: string, values: unknown[] = []): Promise<T[]> => {
      if (t.app.ctx.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
      return (await t.app.ctx.database.client.query(sql, values)).rows as T[];
    };
    const heldLocks = () =>
      query<{ pid: number; objid: string }>(
        `SELECT pid, objid::text FROM pg_locks
         WHERE locktype = 'advisory' AND granted AND objsubid = 2 AND classid::bigint = $1
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [lockClass('pgboss')],
      );

    it('registers again when its lock connection is cut, and keeps running jobs', async () => {
      const [before] = await heldLocks();
      expect(before).toBeDefined();
      await query('SELECT pg_terminate_backend($1)', [before?.pid]);
      const again = await waitUntil(
        async () => {
          const locks = await heldLocks();
          return locks.length === 1 && locks[0]?.objid !== before?.objid ? locks : false;
        },
        { what: 'a new registration' },
      );
      const rows = await query<{ id: number }>('SELECT id FROM pgboss.queue_instance');
      expect(rows.map((row) => String(row.id))).toContain(again[0]?.objid);

      const seen: number[] = [];
      await t.app.ctx.queue.work<{ n: number }>('test-after-cut', async (data) => {
        seen.push(data.n);
      });
      await t.app.ctx.queue.send('test-after-cut', { n: 1 });
      await waitUntil(async () => seen.length > 0, { what: 'the job' });
      expect(seen).toEqual([1]);
    });
  });
}
