import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { queueDbAdapter } from './job-queue';

const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};

/** A PostgreSQL handle whose every query fails as an unreachable server does. */
const unreachable = {
  kind: 'postgres',
  client: {
    ending: false,
    query: async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    },
  },
} as unknown as DatabaseHandle;

describe('the queue database adapter during an outage', () => {
  it("answers pg-boss's unawaited complete and fail with nothing done, instead of an unhandled rejection", async () => {
    const db = queueDbAdapter(unreachable, 'pgboss');
    await expect(db.executeSql(plans.completeJobs('pgboss'), ['q', ['id'], null])).resolves.toEqual({
      rows: [{ count: 0 }],
    });
    await expect(db.executeSql(plans.failJobsById('pgboss'), ['q', ['id'], null])).resolves.toEqual({
      rows: [{ count: 0 }],
    });
  });

  it('still fails every other statement to its caller', async () => {
    const db = queueDbAdapter(unreachable, 'pgboss');
    await expect(db.executeSql('SELECT 1', [])).rejects.toThrow('ECONNREFUSED');
    // Another schema's complete is not this queue's: it fails too.
    await expect(db.executeSql(plans.completeJobs('other'), ['q', ['id'], null])).rejects.toThrow(
      'ECONNREFUSED',
    );
  });
});
