import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { purgeExpiredReportLinks } from './report-link';

/**
 * Expired report links are purged by a periodic job on the application's queue (pg-boss, in the database), not
 * on write: a purge on write runs only when someone mails a report, so rows could outlive their retention for as
 * long as nobody does. pg-boss's cron is off here (`schedule: false` in job-queue.ts), so the job schedules its own
 * next run: each run purges, then sends the next one an interval later. The queue is 'stately' with one key, so
 * however many instances start (each sends one at start), at most one run is waiting and one running.
 */
export const PURGE_REPORT_LINKS_JOB = 'purge-report-links';
const SINGLETON_KEY = 'report-links';
/** An hour between runs: the rows are tiny, the purge is one indexed delete. */
export const PURGE_REPORT_LINKS_EVERY_SECONDS = 60 * 60;

type Ctx = Pick<AppContext, 'database' | 'queue'>;

/** One run: the purge, then the next run queued (queued even if the purge failed, which pg-boss then retries). */
export async function runReportLinkPurge(ctx: Ctx, log?: FastifyBaseLogger): Promise<number> {
  try {
    const purged = await purgeExpiredReportLinks(ctx.database.db);
    if (purged > 0) log?.info({ purged }, 'expired report links purged');
    return purged;
  } finally {
    await ctx.queue.send(
      PURGE_REPORT_LINKS_JOB,
      {},
      { singletonKey: SINGLETON_KEY, startAfter: PURGE_REPORT_LINKS_EVERY_SECONDS },
    );
  }
}

/** Starts this instance's worker for the purge and queues a run now (coalesced if one is already waiting). */
export async function registerReportLinkPurge(ctx: Ctx, log: FastifyBaseLogger): Promise<void> {
  await ctx.queue.work(
    PURGE_REPORT_LINKS_JOB,
    async () => {
      await runReportLinkPurge(ctx, log);
    },
    { policy: 'stately', pollingIntervalSeconds: 60 },
  );
  await ctx.queue.send(PURGE_REPORT_LINKS_JOB, {}, { singletonKey: SINGLETON_KEY });
}
