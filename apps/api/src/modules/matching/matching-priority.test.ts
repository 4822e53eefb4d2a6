import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers';
import { insertOpportunity } from '../../../test/search-fixtures';
import type { JobQueue, SendOptions } from '../../lib/queue/job-queue';
import {
  BULK_MATCH_PRIORITY,
  PERSON_MATCH_PRIORITY,
  requestAllMatches,
  requestOpportunityMatch,
  requestProfessionalMatch,
} from './matching.service';

/** Issue 28 item 3: a person's change is queued ahead of bulk work (the queue's own order is job-queue.test.ts's). */
describe('matching requests and their place in the queue', () => {
  let t: TestApp;
  const sent: Array<{ name: string; options: SendOptions | undefined }> = [];
  let ctx: { database: TestApp['app']['ctx']['database']; queue: JobQueue };

  beforeAll(async () => {
    t = await buildTestApp();
    const queue = t.app.ctx.queue;
    ctx = {
      database: t.app.ctx.database,
      // The app's own queue, with each send written down.
      queue: {
        send: (name, data, options) => {
          sent.push({ name, options });
          return queue.send(name, data, options);
        },
        work: (name, handler, options) => queue.work(name, handler, options),
        pending: (name) => queue.pending(name),
        stop: async () => {},
      },
    };
  }, 120_000);
  afterAll(async () => t.close());

  it('asks a saved opportunity and a changed profile at a person’s priority, every opportunity at the bulk one', async () => {
    const opportunity = await insertOpportunity(t.app, { titulo: 'Priority check' });
    const person = await createUser(t);
    await requestOpportunityMatch(ctx, opportunity.id);
    await requestProfessionalMatch(ctx, person.id);
    expect(sent.map((item) => item.options?.priority)).toEqual([
      PERSON_MATCH_PRIORITY,
      PERSON_MATCH_PRIORITY,
    ]);
    sent.length = 0;
    const queued = await requestAllMatches(ctx);
    expect(queued).toBeGreaterThan(0);
    expect(new Set(sent.map((item) => item.options?.priority))).toEqual(new Set([BULK_MATCH_PRIORITY]));
    expect(PERSON_MATCH_PRIORITY).toBeGreaterThan(BULK_MATCH_PRIORITY);
  });
});
