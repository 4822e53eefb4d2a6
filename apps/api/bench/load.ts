/**
 * npm run bench:load [-- --embedded] [--duration 30] [--professionals 100000 --opportunities 10000]
 *
 * The serving-speed benchmark (issue 11). Starts the built server (npm run build first) as README's production
 * section does, on PostgreSQL (DATABASE_URL, else a database `mosaico_load` on 127.0.0.1:5432, filled by the
 * scale seed when it holds fewer professionals than asked) or with --embedded on PGlite with the demo world.
 * For each call: autocannon at 100 connections (throughput, errors, timeouts) while a prober reads
 * GET /api/health and a static file one at a time (their p99 under that load), then 10 connections (latency).
 * The prober asks for the static file with `Accept-Encoding: gzip, deflate, br`, as every browser does.
 * Prints one table; the ratio column compares each call's req/s with GET /api/health measured in the same run.
 * `--only home,users/find` runs the calls whose names contain any of those words (and health, the reference).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { runScaleSeed, SCALE_EMAIL_DOMAIN } from '../src/db/seed/scale-seed';
import { hashPassword } from '../src/lib/password';
import { signInWithSecondFactor } from './sign-in';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');
const WEB_ASSETS = path.join(ROOT, 'apps/web/dist/assets');
const RECRUITER_EMAIL = 'load-recruiter@bench.mosaico.test';

interface LoadCase {
  name: string;
  path: string;
  /** Paths taken in turn instead of `path` (searches the cache cannot all hold). */
  paths?: string[];
  /** Which signed-in caller the call needs. */
  as?: 'recruiter';
  /** Request headers of its own (an encoding a browser accepts). */
  headers?: Record<string, string>;
  target: { reqPerSec: number; p975Ms: number } | null;
}

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  probeHealthP99: number | null;
  probeStaticP99: number | null;
  target: LoadCase['target'];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Fills a PostgreSQL database with the scale seed when it holds fewer professionals than asked. */
async function prepareScaleData(url: string, professionals: number, opportunities: number): Promise<void> {
  await ensureDatabase(url);
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
    const client = database.client as pg.Pool;
    const count = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE email LIKE $1',
      [`%@${SCALE_EMAIL_DOMAIN}`],
    );
    const have = count.rows[0]?.n ?? 0;
    if (have < professionals) {
      console.error(`  filling the database: ${professionals} professionals, ${opportunities} opportunities`);
      await runScaleSeed(database, {
        professionals,
        opportunities,
        batchSize: 2000,
        reset: have > 0,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        log: (line) => console.error(`    ${line}`),
      });
    }
    await client.query(
      `INSERT INTO users (id, email, first_name, last_name, display_name, roles, password_hash, email_confirmed_at)
       VALUES ('load-recruiter', $1, 'Load', 'Recruiter', 'Load Recruiter', ARRAY['rh'], $2, now())
       ON CONFLICT (id) DO UPDATE SET password_hash = EXCLUDED.password_hash`,
      [RECRUITER_EMAIL, await hashPassword(DEMO_PASSWORD)],
    );
  } finally {
    await database.close();
  }
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile of the run there as it stops (opened by Chrome
  // DevTools' Performance panel), to see where a call's Node time goes.
  const profile = process.env.BENCH_CPU_PROF;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, SERVER], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  return signInWithSecondFactor(baseUrl, email, DEMO_PASSWORD);
}

/** Sequential GETs while a load runs: what a new visitor waits for meanwhile. */
function probe(url: string, headers: Record<string, string> = {}): { stop: () => Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
      } catch {
        latencies.push(10_000);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return latencies;
    },
  };
}

function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

async function cannon(
  url: string,
  connections: number,
  duration: number,
  token?: string,
  paths?: string[],
  headers: Record<string, string> = {},
) {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(paths
      ? {
          requests: [
            {
              setupRequest: (request) => {
                next = (next + 1) % paths.length;
                return { ...request, path: paths[next] ?? '/' };
              },
            },
          ],
        }
      : {}),
  });
}

// Words from the scale seed's titles, careers and skills: their pairs and two pages make 1,560 distinct searches,
// three times what the search cache keeps, so most of these requests run the query.
const SEARCH_WORDS = [
  'java',
  'react',
  'python',
  'dados',
  'devops',
  'sênior',
  'pleno',
  'júnior',
  'analista',
  'engenheiro',
  'designer',
  'testes',
  'cloud',
  'mobile',
  'frontend',
  'backend',
  'desenvolvedor',
  'arquiteto',
  'especialista',
  'infraestrutura',
  'segurança',
  'scrum',
  'produto',
  'gerente',
  'suporte',
  'redes',
  'sql',
  'node',
  'angular',
  'kotlin',
  'android',
  'ios',
  'qa',
  'sap',
  'salesforce',
  'azure',
  'aws',
  'linux',
  'golang',
  'php',
];

// What every browser sends: the static file then travels brotli-compressed, as it does to visitors.
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

// Lists a recruiter types into the finder, from the scale seed's skills and surnames: one skill, a surname, two
// skills, a skill and a surname; two pages each.
const FINDER_SKILLS = [
  'java',
  'python',
  'docker',
  'kotlin',
  'react',
  'sql',
  'aws',
  'figma',
  'kafka',
  'terraform',
  'scrum',
  'angular',
  'linux',
  'spark',
  'flutter',
  'inglês',
];
const FINDER_SURNAMES = ['gonçalves', 'souza', 'araújo', 'carvalho', 'pereira', 'mendes'];

function fixedShuffle<T>(items: T[]): T[] {
  let seed = 42;
  for (let i = items.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

function variedFinderPaths(): string[] {
  const lists: string[] = [...FINDER_SKILLS, ...FINDER_SURNAMES];
  for (let a = 0; a < 8; a++) lists.push(`${FINDER_SKILLS[a]}|${FINDER_SKILLS[a + 8]}`);
  for (let a = 0; a < FINDER_SURNAMES.length; a++) lists.push(`${FINDER_SKILLS[a]}|${FINDER_SURNAMES[a]}`);
  return fixedShuffle(
    lists.flatMap((list) => [1, 2].map((page) => `/api/users/find/${encodeURIComponent(list)}/12/${page}`)),
  );
}

function variedSearchPaths(): string[] {
  const paths: string[] = [];
  for (let a = 0; a < SEARCH_WORDS.length; a++) {
    for (let b = a + 1; b < SEARCH_WORDS.length; b++) {
      for (const page of [1, 2]) {
        const keywords = encodeURIComponent(`${SEARCH_WORDS[a]} ${SEARCH_WORDS[b]}`);
        paths.push(`/api/opportunity/search/opp?keywords=${keywords}&page=${page}`);
      }
    }
  }
  // Shuffled with a fixed seed so every run asks the same sequence.
  return fixedShuffle(paths);
}

async function runCase(
  baseUrl: string,
  staticPath: string,
  item: LoadCase,
  token: string | undefined,
  duration: number,
): Promise<Row> {
  const url = `${baseUrl}${item.path}`;
  const health = probe(`${baseUrl}/api/health`);
  const staticFile = probe(`${baseUrl}${staticPath}`, BROWSER_ENCODINGS);
  const heavy = await cannon(url, 100, duration, token, item.paths, item.headers);
  const [healthLatencies, staticLatencies] = await Promise.all([health.stop(), staticFile.stop()]);
  const light = await cannon(url, 10, Math.max(5, Math.round(duration / 2)), token, item.paths, item.headers);
  return {
    name: item.name,
    reqPerSec: heavy.requests.average,
    p50: light.latency.p50,
    p975: light.latency.p97_5,
    p99: light.latency.p99,
    errors: heavy.errors + light.errors,
    timeouts: heavy.timeouts + light.timeouts,
    non2xx: heavy.non2xx + light.non2xx,
    probeHealthP99: item.path === '/api/health' ? null : percentile(healthLatencies, 99),
    probeStaticP99: item.path === '/api/health' ? null : percentile(staticLatencies, 99),
    target: item.target,
  };
}

function table(rows: Row[]): string {
  const health = rows.find((row) => row.name === 'GET /api/health')?.reqPerSec ?? Number.NaN;
  const fmt = (value: number | null, digits = 0) => (value === null ? '–' : value.toFixed(digits));
  const lines = [
    '| call | req/s (100 conn.) | vs health | p50 ms | p97.5 ms | p99 ms (10 conn.) | errors | timeouts | non-2xx | health p99 ms meanwhile | static p99 ms meanwhile | target met |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const met =
      row.target === null
        ? '–'
        : row.reqPerSec >= row.target.reqPerSec &&
            row.p975 <= row.target.p975Ms &&
            row.errors + row.timeouts + row.non2xx === 0 &&
            (row.probeHealthP99 ?? 0) <= 500 &&
            (row.probeStaticP99 ?? 0) <= 500
          ? 'yes'
          : `no (≥ ${row.target.reqPerSec} req/s, p97.5 ≤ ${row.target.p975Ms} ms, no errors, health and static p99 ≤ 500 ms meanwhile)`;
    lines.push(
      `| ${row.name} | ${fmt(row.reqPerSec)} | ${fmt(row.reqPerSec / health, 2)} | ${fmt(row.p50)} | ${fmt(row.p975)} | ${fmt(row.p99)} | ${row.errors} | ${row.timeouts} | ${row.non2xx} | ${fmt(row.probeHealthP99)} | ${fmt(row.probeStaticP99)} | ${met} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      embedded: { type: 'boolean', default: false },
      duration: { type: 'string', default: '30' },
      professionals: { type: 'string', default: '100000' },
      opportunities: { type: 'string', default: '10000' },
      only: { type: 'string', default: '' },
    },
  });
  const only = values.only.split(',').filter((word) => word.trim() !== '');
  const duration = Number(values.duration);
  if (!existsSync(SERVER) || !existsSync(WEB_ASSETS)) throw new Error('run `npm run build` first');
  const staticAsset = readdirSync(WEB_ASSETS).find((name) => /^index-.*\.js$/.test(name));
  if (!staticAsset) throw new Error('no built index-*.js in apps/web/dist/assets');
  const staticPath = `/assets/${staticAsset}`;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'mosaico-load-'));
  const env: Record<string, string> = {
    NODE_ENV: values.embedded ? 'development' : 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: 'http://127.0.0.1',
  };
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mosaico_load';
  if (!values.embedded) {
    console.error(`Load benchmark on PostgreSQL: ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
    await prepareScaleData(databaseUrl, Number(values.professionals), Number(values.opportunities));
    env.DATABASE_URL = databaseUrl;
  } else {
    console.error(`Load benchmark on the embedded PGlite with the demo world in ${dataDir}`);
  }

  const { child, baseUrl } = await startServer(env);
  try {
    const recruiterEmail = values.embedded ? 'rh@mosaico.test' : RECRUITER_EMAIL;
    const recruiterToken = await signIn(baseUrl, recruiterEmail);
    const home = await json<Record<string, Array<{ id: string }>>>(
      await fetch(`${baseUrl}/api/opportunity/list/home`),
    );
    const opportunityId = Object.values(home).flat()[0]?.id;
    if (!opportunityId) throw new Error('the home lists are empty');
    const allCases: LoadCase[] = [
      { name: 'GET /api/health', path: '/api/health', target: null },
      { name: 'static asset (no Accept-Encoding: uncompressed)', path: staticPath, target: null },
      {
        name: 'static asset (Accept-Encoding: gzip, deflate, br)',
        path: staticPath,
        headers: BROWSER_ENCODINGS,
        target: null,
      },
      { name: 'home lists', path: '/api/opportunity/list/home', target: { reqPerSec: 1000, p975Ms: 25 } },
      {
        name: 'opportunity detail',
        path: `/api/opportunity/${opportunityId}`,
        target: { reqPerSec: 1000, p975Ms: 25 },
      },
      {
        name: 'opportunity search (common word)',
        path: '/api/opportunity/search/opp?keywords=desenvolvedor&page=1',
        target: { reqPerSec: 1000, p975Ms: 25 },
      },
      {
        name: 'opportunity search, 1,560 varied two-word searches (mostly uncached)',
        path: '/api/opportunity/search/opp?keywords=java&page=1',
        paths: variedSearchPaths(),
        target: { reqPerSec: 1000, p975Ms: 25 },
      },
      {
        name: 'compatibles page (recruiter)',
        path: `/api/opportunity/${opportunityId}/compatibles/12/1/0`,
        as: 'recruiter',
        target: { reqPerSec: 300, p975Ms: 60 },
      },
      {
        name: 'professional search users/find (recruiter)',
        path: '/api/users/find/java/12/1',
        as: 'recruiter',
        target: { reqPerSec: 300, p975Ms: 60 },
      },
      {
        name: `professional search users/find, ${variedFinderPaths().length} varied lists and pages (recruiter)`,
        path: '/api/users/find/java/12/1',
        paths: variedFinderPaths(),
        as: 'recruiter',
        target: { reqPerSec: 300, p975Ms: 60 },
      },
    ];
    const cases = allCases.filter(
      (item) =>
        only.length === 0 || item.path === '/api/health' || only.some((word) => item.name.includes(word)),
    );
    const rows: Row[] = [];
    for (const item of cases) {
      console.error(`  ${item.name}…`);
      rows.push(
        await runCase(
          baseUrl,
          staticPath,
          item,
          item.as === 'recruiter' ? recruiterToken : undefined,
          duration,
        ),
      );
    }
    console.log(
      `\n${values.embedded ? 'PGlite (demo world)' : 'PostgreSQL (scale data)'}, ${os.cpus().length} cores, ` +
        `load average before ${os.loadavg()[0]?.toFixed(1)}, ${duration} s per run\n`,
    );
    console.log(table(rows));
    console.log(`\n${JSON.stringify(rows)}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
