/**
 * npm run bench [-- --professionals 100000 --opportunities 10000 --samples 20 --reseed --only <name>]
 * On PGlite under DATA_DIR/bench-pglite by default, on PostgreSQL with DATABASE_URL (use a database of its own:
 * the scale seed fills it). Fills the database through the scale seed unless it already holds exactly the
 * requested scale (then it is reused), runs every registered case (bench/*.bench.ts), and prints a table and
 * a JSON document.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { maintainEmbeddedDatabase } from '../src/db/maintenance';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { runScaleSeed, SCALE_CLIENT, SCALE_EMAIL_DOMAIN } from '../src/db/seed/scale-seed';
import { hashPassword } from '../src/lib/password';
import { createJobQueue } from '../src/lib/queue/job-queue';
import { rows } from '../src/modules/matching/matching.repository';
import { registerMatchingJobs } from '../src/modules/matching/matching.service';
import { type BenchEnv, type CaseResult, registeredCases } from './cases';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      professionals: { type: 'string' },
      opportunities: { type: 'string' },
      samples: { type: 'string', default: '20' },
      reseed: { type: 'boolean', default: false },
      only: { type: 'string' },
    },
  });
  const databaseUrl = process.env.DATABASE_URL;
  // PGlite is for trying the benchmark anywhere; the targets are PostgreSQL's.
  const professionals = Number(values.professionals ?? (databaseUrl ? 100_000 : 10_000));
  const opportunities = Number(values.opportunities ?? (databaseUrl ? 10_000 : 1_000));
  const samples = Number(values.samples);
  const log = (line: string) => console.error(`  ${line}`);
  const pgliteDir = path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'bench-pglite');
  console.error(`Benchmark on ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir}`}`);

  const database = await openDatabase({ databaseUrl, pgliteDir });
  await database.migrate();
  const db = database.db;

  const [have] = await rows<{ users: number; opportunities: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM users WHERE email LIKE ${`%@${SCALE_EMAIL_DOMAIN}`})::int AS users,
      (SELECT count(*) FROM opportunities WHERE client = ${SCALE_CLIENT})::int AS opportunities`,
  );
  if (values.reseed || have?.users !== professionals || have?.opportunities !== opportunities) {
    log(`filling: ${professionals} professionals, ${opportunities} opportunities (scale seed)…`);
    const result = await runScaleSeed(database, {
      professionals,
      opportunities,
      reset: true,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      log,
    });
    log(`filled in ${(result.ms / 1000).toFixed(1)} s (${result.skills} skills)`);
    // Fresh rows: compatibilities and statuses from an older fill no longer mean anything.
    await db.execute(sql`TRUNCATE compatibilities, match_status`);
  } else {
    log(`reusing ${professionals} professionals and ${opportunities} opportunities`);
  }
  // Planner statistics and the visibility map (index-only scans) as a running server would have them.
  if (database.kind === 'postgres') await database.client.query('VACUUM ANALYZE');
  else await database.client.exec('VACUUM ANALYZE');

  const queue = await createJobQueue(database, { supervise: false });
  const ctx = { database, queue };
  await registerMatchingJobs(ctx);

  const env: BenchEnv = { database, ctx, kind: database.kind, professionals, opportunities, samples, log };
  for (const file of readdirSync(import.meta.dirname)
    .filter((name) => name.endsWith('.bench.ts'))
    .sort()) {
    await import(path.join(import.meta.dirname, file));
  }

  const results: Array<{ name: string } & CaseResult> = [];
  try {
    for (const benchCase of registeredCases()) {
      if (values.only && !benchCase.name.includes(values.only)) continue;
      // What the app's minute pass does on PGlite (src/db/maintenance.ts): the previous case's writes analysed.
      if (database.kind === 'pglite') await maintainEmbeddedDatabase(database.client);
      log(`${benchCase.name}…`);
      const { more, ...result } = await benchCase.run(env);
      results.push({ name: benchCase.name, ...result }, ...(more ?? []));
    }
  } finally {
    await queue.stop(2_000);
    await database.close();
  }

  const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
  const table = results.map((r) => {
    const measured = r.targetOn === 'p50' ? r.product.p50 : r.product.p95;
    return {
      case: r.name,
      n: r.product.n,
      'p50 ms': fmt(r.product.p50),
      'p95 ms': fmt(r.product.p95),
      'floor p50 ms': fmt(r.floor.p50),
      'x floor': r.floor.p50 > 0 ? (r.product.p50 / r.floor.p50).toFixed(1) : '-',
      target: r.targetMs === undefined ? '-' : `≤ ${r.targetMs} (${r.targetOn ?? 'p95'})`,
      met: r.targetMs === undefined ? '-' : measured <= r.targetMs ? 'yes' : 'NO',
    };
  });
  console.log(
    `\nMatching benchmark, ${database.kind}, ${professionals} professionals, ${opportunities} opportunities\n`,
  );
  console.table(table);
  for (const r of results) console.log(`  ${r.name}: floor = ${r.floorLabel}${r.note ? `; ${r.note}` : ''}`);
  console.log(
    JSON.stringify(
      {
        database: database.kind,
        professionals,
        opportunities,
        samples,
        at: new Date().toISOString(),
        results,
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
