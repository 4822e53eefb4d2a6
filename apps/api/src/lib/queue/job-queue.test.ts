import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { waitUntil } from '../../../test/wait-until';
import { createJobQueue } from './job-queue';

describe('job queue (pg-boss in the application database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The schema the test app's queue uses (its own database on PostgreSQL, its own PGlite otherwise). */
  async function bossSchema(): Promise<string> {
    return 'pgboss';
  }

  it('runs a sent job with its data', async () => {
    const seen: Array<{ value: number }> = [];
    await t.app.ctx.queue.work<{ value: number }>('test-echo', async (data) => {
      seen.push(data);
    });
    const id = await t.app.ctx.queue.send('test-echo', { value: 42 });
    expect(id).toEqual(expect.any(String));
    await waitUntil(async () => seen.length > 0, { what: 'the job' });
    expect(seen).toEqual([{ value: 42 }]);
    await waitUntil(async () => (await t.app.ctx.queue.pending('test-echo')) === 0, { what: 'completion' });
  });

  it('retries a job that fails', async () => {
    let attempts = 0;
    await t.app.ctx.queue.work(
      'test-flaky',
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('transient failure');
      },
      { retryLimit: 2, retryDelay: 0, retryBackoff: false, pollingIntervalSeconds: 0.5 },
    );
    await t.app.ctx.queue.send('test-flaky', {});
    await waitUntil(async () => attempts >= 2 && (await t.app.ctx.queue.pending('test-flaky')) === 0, {
      what: 'the retry',
    });
    expect(attempts).toBe(2);
  });

  it('coalesces repeated requests on a stately queue', async () => {
    const queue = t.app.ctx.queue;
    // No worker: both sends stay queued, and the second one finds the first.
    const schema = await bossSchema();
    const first = await createJobQueue(t.app.ctx.database, { schema, supervise: false });
    await first.work('test-stately', async () => {}, { policy: 'stately' });
    await first.stop();
    expect(await queue.send('test-stately', { a: 1 }, { singletonKey: 'same' })).toEqual(expect.any(String));
    expect(await queue.send('test-stately', { a: 2 }, { singletonKey: 'same' })).toBeNull();
    expect(await queue.send('test-stately', { a: 3 }, { singletonKey: 'other' })).toEqual(expect.any(String));
  });

  it('runs higher priorities first, and moves a queued job up when it is asked again at a higher priority', async () => {
    const queue = t.app.ctx.queue;
    const schema = await bossSchema();
    // Queued with no worker yet: three bulk jobs, then 'late' asked again as a person's change would be.
    const setup = await createJobQueue(t.app.ctx.database, { schema, supervise: false });
    await setup.work('test-priority', async () => {}, { policy: 'stately' });
    await setup.stop();
    for (const key of ['first', 'second', 'late']) {
      expect(await queue.send('test-priority', { key }, { singletonKey: key, priority: 0 })).toEqual(
        expect.any(String),
      );
    }
    expect(
      await queue.send('test-priority', { key: 'late' }, { singletonKey: 'late', priority: 10 }),
    ).toBeNull();
    expect(
      await queue.send('test-priority', { key: 'urgent' }, { singletonKey: 'urgent', priority: 10 }),
    ).toEqual(expect.any(String));
    const seen: string[] = [];
    const worker = await createJobQueue(t.app.ctx.database, { schema, supervise: false });
    await worker.work<{ key: string }>(
      'test-priority',
      async (data) => {
        seen.push(data.key);
      },
      { policy: 'stately', pollingIntervalSeconds: 0.5 },
    );
    try {
      await waitUntil(async () => seen.length === 4, { what: 'the four jobs' });
    } finally {
      await worker.stop();
    }
    // The two of priority 10 first (in the order they were queued), then the bulk ones in theirs.
    expect(seen).toEqual(['late', 'urgent', 'first', 'second']);
  });

  it('keeps jobs across a restart: a job sent before a stop runs on the next start', async () => {
    const schema = await bossSchema();
    const before = await createJobQueue(t.app.ctx.database, { schema, supervise: false });
    await before.send('test-restart', { order: 7 });
    await before.stop();

    const after = await createJobQueue(t.app.ctx.database, { schema, supervise: false });
    const seen: number[] = [];
    await after.work<{ order: number }>('test-restart', async (data) => {
      seen.push(data.order);
    });
    try {
      await waitUntil(async () => seen.length > 0, { what: 'the job after restart' });
    } finally {
      await after.stop();
    }
    expect(seen).toEqual([7]);
  });
});
