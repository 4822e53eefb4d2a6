import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { reportToday } from '@mosaico/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import type { CurrentUser } from '../src/lib/auth';
import { rows } from '../src/modules/matching/matching.repository';
import { exportReport } from '../src/modules/reports/more-reports.service';
import { recruitmentReport } from '../src/modules/reports/recruitment-report.service';
import { type BenchEnv, registerCase, stats, timeEach } from './cases';
import { seedHistory } from './report-history-seed';

/**
 * Issue 25 item 7: the recruitment indicators for a year at the scale data (10,000 opportunities, their candidatures
 * and transitions) within 500 ms p95 on PostgreSQL, and the CSV of a year streamed. The history they read is written
 * once by `seedHistory` (report-history-seed.ts), through the candidatures' trigger as the app writes it.
 */
const benchManager: CurrentUser = {
  id: 'bench-rh-1',
  email: 'bench-rh-1@reports.bench',
  displayName: 'Bench RH 1',
  roles: ['rh', 'rh_manager'],
  preferredLanguage: 'pt-BR',
  isRecruiter: true,
  sessionStartedAt: 0,
  sessionId: 'bench',
};

function yearUpTo(end: string): string {
  return new Date(new Date(`${end}T12:00:00Z`).getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
}

registerCase({
  name: 'recruitment report for a year (all responsibles, a squad, one responsible)',
  async run(env) {
    const db = env.database.db;
    await seedHistory(db, env.log);
    const manager = benchManager;
    const end = reportToday();
    const start = yearUpTo(end);
    const calls = Array.from({ length: env.samples }, (_, i) => i);
    const product = await timeEach(calls, (i) =>
      recruitmentReport({ database: env.database }, manager, {
        filter:
          i % 3 === 0
            ? { by: 'responsible', id: null }
            : i % 3 === 1
              ? { by: 'squad', id: 'bench-squad-2' }
              : { by: 'responsible', id: 'bench-rh-3' },
        mediaFilter: i % 2 === 0 ? 'intervalPerStage' : 'elapsedUntilStage',
        startDateFilter: start,
        endDateFilter: end,
      }),
    );
    const floor = await timeEach(calls, () =>
      rows(
        db,
        sql`SELECT t.opportunity_id, count(*) FROM candidature_transitions t
          JOIN opportunities o ON o.id = t.opportunity_id
          WHERE o.publication_date < now() GROUP BY 1`,
      ),
    );
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel: 'one count of every opportunity’s transitions',
      targetMs: 500,
      note: 'POST reports/recruitment service: opportunities of the year, their transitions, warnings, names, the domain rule',
    };
  },
});

/** Days before `end`, as YYYY-MM-DD. */
function daysBefore(end: string, days: number): string {
  return new Date(new Date(`${end}T12:00:00Z`).getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

interface ExportRun {
  ms: number;
  bytes: number;
  lines: number;
  heapMb: number;
  rssMb: number;
  /** Heap growth at each chunk (MB), from just before the export. */
  heapSeries: number[];
}

/** A full collection on demand, without a command-line flag: the bench runs under the brief's plain tsx command. */
function fullCollector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * One export consumed chunk by chunk, as the HTTP reply pipes it: time to the last byte, bytes and lines, and the
 * peak growth of the heap and of the process's RSS over the run (sampled at every chunk), from just before it.
 * With `collect`, a full collection runs before the export and before each sample, so the heap counts only what the
 * export still holds (its garbage, which a timed run's samples include, is gone); such a run is not timed.
 */
async function exportOnce(
  ctx: AppContext,
  kind: 'recruitment' | 'opportunities',
  filters: Record<string, string>,
  collect?: () => void,
): Promise<ExportRun> {
  collect?.();
  const before = process.memoryUsage();
  let heapPeak = before.heapUsed;
  let rssPeak = before.rss;
  let bytes = 0;
  let lines = 0;
  const heapSeries: number[] = [];
  const mb = (value: number) => Math.round((value / 1_048_576) * 10) / 10;
  const started = performance.now();
  const { stream } = await exportReport(ctx, benchManager, kind, 'excel', filters, 'pt-BR');
  for await (const chunk of stream) {
    const text = typeof chunk === 'string' ? chunk : String(chunk);
    bytes += Buffer.byteLength(text);
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
    collect?.();
    const usage = process.memoryUsage();
    heapPeak = Math.max(heapPeak, usage.heapUsed);
    rssPeak = Math.max(rssPeak, usage.rss);
    heapSeries.push(mb(usage.heapUsed - before.heapUsed));
  }
  const ms = performance.now() - started;
  return {
    ms,
    bytes,
    lines,
    heapMb: mb(heapPeak - before.heapUsed),
    rssMb: mb(rssPeak - before.rss),
    heapSeries,
  };
}

/** The most a run held (after a full collection) over the first and the second half of its chunks. */
function heldHalves(run: ExportRun): string {
  const half = Math.ceil(run.heapSeries.length / 2);
  const most = (values: number[]) => Math.max(0, ...values);
  return `+${most(run.heapSeries.slice(0, half))} / +${most(run.heapSeries.slice(half))} MB`;
}

/**
 * What the exports hold, without their garbage: year and week twice each, alternated, with a full collection at
 * every chunk (the first pair also meets whatever the process sets up once). Were the year held, the second half of
 * its chunks would hold more than the first, and the year more than the week.
 */
async function heldByExports(
  ctx: AppContext,
  kind: 'recruitment' | 'opportunities',
  year: Record<string, string>,
  week: Record<string, string>,
): Promise<string> {
  const collect = fullCollector();
  const pairs: string[] = [];
  for (let pair = 0; pair < 2; pair += 1) {
    const yearRun = await exportOnce(ctx, kind, year, collect);
    const weekRun = await exportOnce(ctx, kind, week, collect);
    pairs.push(`year ${heldHalves(yearRun)}, week ${heldHalves(weekRun)}`);
  }
  return `heap held after a full collection at every chunk (first / second half of the chunks): ${pairs.join('; then ')}`;
}

function describeRuns(label: string, runs: ExportRun[]): string {
  const time = stats(runs.map((run) => run.ms));
  const heap = stats(runs.map((run) => run.heapMb));
  const rss = stats(runs.map((run) => run.rssMb));
  const last = runs.at(-1);
  return (
    `${label}: ${last?.lines ?? 0} lines, ${((last?.bytes ?? 0) / 1024).toFixed(0)} KiB; last byte p50 ` +
    `${time.p50.toFixed(0)} / p95 ${time.p95.toFixed(0)} ms; peak growth heap median +${heap.p50} / max +${heap.max} MB, ` +
    `RSS median +${rss.p50} / max +${rss.max} MB`
  );
}

/**
 * Issue 25 item 7: the CSV of a year streams without holding it all in memory. Each kind is exported as Excel CSV
 * through the product's stream (the export route's service), for a year and for its first week, consumed chunk by
 * chunk as the HTTP reply would be; the time to the last byte, the lines and the peak growth of heap and RSS go in
 * the log, the week beside the year: were the year held in memory, its growth would follow its lines. A timed run's
 * heap samples include the garbage not yet collected; one more run of each period collects at every chunk, so its
 * growth is what the export holds.
 */
function registerExportCase(
  kind: 'recruitment' | 'opportunities',
  filtersOf: (start: string, end: string) => Record<string, string>,
  floor: { label: string; run: (env: BenchEnv, start: string, end: string) => Promise<unknown> },
) {
  registerCase({
    name: `report CSV export of a year (${kind})`,
    async run(env) {
      await seedHistory(env.database.db, env.log);
      // exportReport reads only the database for these two reports (no mail, no links).
      const ctx = { database: env.database } as AppContext;
      const end = reportToday();
      const year = filtersOf(yearUpTo(end), end);
      // The year's first week: the opportunities published by then (about a tenth of the year's at the scale data,
      // as publications spread over 400 days and none is finished), or those created in it.
      const week = filtersOf(yearUpTo(end), daysBefore(end, 358));
      await exportOnce(ctx, kind, week); // warm-up: the modules' first run is not the export's cost
      const weeks: ExportRun[] = [];
      const years: ExportRun[] = [];
      // Alternated, so both periods meet the same machine load.
      for (let i = 0; i < env.samples; i += 1) {
        weeks.push(await exportOnce(ctx, kind, week));
        years.push(await exportOnce(ctx, kind, year));
      }
      const retained = await heldByExports(ctx, kind, year, week);
      const yearLine = describeRuns(`CSV ${kind}, a year`, years);
      const weekLine = describeRuns(`CSV ${kind}, a week`, weeks);
      env.log(yearLine);
      env.log(weekLine);
      env.log(`CSV ${kind}, ${retained}`);
      const calls = Array.from({ length: env.samples }, (_, i) => i);
      const floorTimes = await timeEach(calls, () => floor.run(env, yearUpTo(end), end));
      return {
        product: stats(years.map((run) => run.ms)),
        floor: stats(floorTimes),
        floorLabel: floor.label,
        note: `GET reports/export/${kind} (excel), time to the last byte. ${yearLine}. ${weekLine}. ${retained}`,
      };
    },
  });
}

registerExportCase(
  'recruitment',
  (start, end) => ({
    by: 'responsible',
    mediaFilter: 'intervalPerStage',
    startDateFilter: start,
    endDateFilter: end,
  }),
  {
    label: 'the screen’s report of the year, built whole in memory',
    run: (env, start, end) =>
      recruitmentReport({ database: env.database }, benchManager, {
        filter: { by: 'responsible', id: null },
        mediaFilter: 'intervalPerStage',
        startDateFilter: start,
        endDateFilter: end,
      }),
  },
);

registerExportCase('opportunities', (start, end) => ({ start, end, responsible: 'all' }), {
  label: 'one read of the year’s opportunities',
  run: (env, start) =>
    rows(env.database.db, sql`SELECT id, titulo FROM opportunities WHERE publication_date >= ${start}::date`),
});
