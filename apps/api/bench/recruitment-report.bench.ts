import { reportToday } from '@mosaico/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import type { CurrentUser } from '../src/lib/auth';
import { rows } from '../src/modules/matching/matching.repository';
import { exportReport } from '../src/modules/reports/more-reports.service';
import { recruitmentReport } from '../src/modules/reports/recruitment-report.service';
import { registerCase, stats, timeEach } from './cases';

/**
 * Issue 25 item 7: the recruitment indicators for a year at the scale data (10,000 opportunities, their candidatures
 * and transitions) within 500 ms p95 on PostgreSQL. The scale seed has no candidatures: a year of history is written
 * once (marked by `indicado_por`), through the candidatures' trigger as the app writes it: publications spread over
 * 400 days, 8 recruiters and 6 squads, 8 candidatures per opportunity moving through 0–4 stages, a victory on some.
 */
const MARK = 'Bench reports';
const PER_OPPORTUNITY = 8;

async function seedHistory(db: Parameters<typeof rows>[0], log: (line: string) => void): Promise<void> {
  const [have] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM candidatures WHERE indicado_por = ${MARK}`,
  );
  if ((have?.n ?? 0) > 0) return;
  const started = Date.now();
  await db.execute(sql`
    INSERT INTO users (id, email, password_hash, first_name, last_name, display_name, roles)
    SELECT 'bench-rh-' || n, 'bench-rh-' || n || '@reports.bench', 'x', 'Bench', 'RH ' || n, 'Bench RH ' || n,
      ARRAY['rh']::text[]
    FROM generate_series(1, 8) n ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO squads (id, name) SELECT 'bench-squad-' || n, 'Bench squad ' || n FROM generate_series(1, 6) n
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE opportunities SET
      publication_date = now() - ((abs(hashtext(id)) % 400) || ' days')::interval,
      responsible_id = 'bench-rh-' || (1 + abs(hashtext(id || 'r')) % 8),
      squad_id = 'bench-squad-' || (1 + abs(hashtext(id || 's')) % 6)`);
  // Stage k met (k ≤ reached) on publication + k·gap days, capped at today; a victory after all four on some.
  await db.execute(sql`
    WITH picks AS (
      SELECT o.id AS opportunity_id, o.publication_date::date AS published, u.id AS user_id, u.n,
        abs(hashtext(o.id || u.id)) % 5 AS reached, 1 + abs(hashtext(u.id || o.id)) % 12 AS gap
      FROM opportunities o
      CROSS JOIN LATERAL (
        SELECT id, row_number() OVER () AS n FROM users
        WHERE NOT ('rh' = ANY(roles)) AND deleted_at IS NULL
        OFFSET abs(hashtext(o.id)) % 10000 LIMIT ${PER_OPPORTUNITY}) u
    )
    INSERT INTO candidatures (id, opportunity_id, user_id, kind, status_current, status_history, steps, date_victory,
      indicado_por)
    SELECT gen_random_uuid()::text, opportunity_id, user_id, 'candidate',
      CASE WHEN reached = 4 AND n = 1 AND published + 5 * gap <= current_date THEN 6 ELSE 1 END, '[]'::jsonb,
      jsonb_build_array(jsonb_build_object('key', 0, 'date', to_char(published, 'YYYY-MM-DD'))) ||
      (SELECT coalesce(jsonb_agg(jsonb_build_object('key', k, 'meetsTheRequirements', 0,
         'date', to_char(least(published + k * gap, current_date), 'YYYY-MM-DD'))), '[]'::jsonb)
       FROM generate_series(1, reached) k),
      CASE WHEN reached = 4 AND n = 1 AND published + 5 * gap <= current_date
        THEN (published + 5 * gap)::timestamptz END,
      ${MARK}
    FROM picks
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE candidatures`);
  await db.execute(sql`ANALYZE candidature_transitions`);
  await db.execute(sql`ANALYZE opportunities`);
  const [counts] = await rows<{ c: number; t: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM candidatures)::int AS c, (SELECT count(*) FROM candidature_transitions)::int AS t`,
  );
  log(
    `reports history: ${counts?.c} candidatures, ${counts?.t} transitions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

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

/**
 * Issue 25 item 7: the CSV of a year streams without holding it all in memory. Exports a year of the recruitment
 * report and of the opportunities report as Excel CSV through the product's stream (the export routes' service),
 * consuming it chunk by chunk as the HTTP reply would, and logs the bytes written and the peak growth of the heap
 * and of the RSS over the run (sampled at every chunk) beside the time.
 */
registerCase({
  name: 'report CSV export of a year (recruitment, opportunities)',
  async run(env) {
    const db = env.database.db;
    await seedHistory(db, env.log);
    // exportReport reads only the database for these two reports (no mail, no links).
    const ctx = { database: env.database } as AppContext;
    const end = reportToday();
    const start = yearUpTo(end);
    const exports: { kind: 'recruitment' | 'opportunities'; filters: Record<string, string> }[] = [
      {
        kind: 'recruitment',
        filters: {
          by: 'responsible',
          mediaFilter: 'intervalPerStage',
          startDateFilter: start,
          endDateFilter: end,
        },
      },
      { kind: 'opportunities', filters: { start, end, responsible: 'all' } },
    ];
    const calls = Array.from({ length: env.samples }, (_, i) => i);
    const growth = new Map<string, { bytes: number; heapMb: number; rssMb: number }>();
    const product = await timeEach(calls, async (i) => {
      const chosen = exports[i % exports.length];
      if (!chosen) return;
      const heapBefore = process.memoryUsage().heapUsed;
      const rssBefore = process.memoryUsage().rss;
      let heapPeak = heapBefore;
      let rssPeak = rssBefore;
      let bytes = 0;
      const { stream } = await exportReport(ctx, benchManager, chosen.kind, 'excel', chosen.filters, 'pt-BR');
      for await (const chunk of stream) {
        bytes += Buffer.byteLength(chunk as Buffer | string);
        const usage = process.memoryUsage();
        heapPeak = Math.max(heapPeak, usage.heapUsed);
        rssPeak = Math.max(rssPeak, usage.rss);
      }
      const mb = (value: number) => Math.round((value / 1_048_576) * 10) / 10;
      const seen = growth.get(chosen.kind);
      growth.set(chosen.kind, {
        bytes,
        heapMb: Math.max(seen?.heapMb ?? 0, mb(heapPeak - heapBefore)),
        rssMb: Math.max(seen?.rssMb ?? 0, mb(rssPeak - rssBefore)),
      });
    });
    for (const [kind, seen] of growth) {
      env.log(
        `CSV ${kind}: ${(seen.bytes / 1024).toFixed(0)} KiB, peak heap growth ${seen.heapMb} MB, peak RSS growth ${seen.rssMb} MB`,
      );
    }
    const floor = await timeEach(calls, () =>
      rows(db, sql`SELECT id, titulo FROM opportunities WHERE publication_date >= ${start}::date`),
    );
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel: 'one read of the year’s opportunities',
      note: `GET reports/export (excel CSV), alternating recruitment and opportunities; peak memory growth in the log: ${[
        ...growth,
      ]
        .map(([kind, seen]) => `${kind} heap +${seen.heapMb} MB / rss +${seen.rssMb} MB`)
        .join(', ')}`,
    };
  },
});
