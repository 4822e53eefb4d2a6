/**
 * npm run bench:load [-- --embedded] [--duration 30] [--professionals 100000 --opportunities 10000] [--only …]
 *                    [--no-settle]
 *
 * The serving-speed benchmark (issues 11 and 27). Starts the built server (npm run build first) as README's
 * production section does, on PostgreSQL (DATABASE_URL, else `mosaico_load` on 127.0.0.1:5432 at the default
 * scale, `mosaico_load_<professionals>_<opportunities>` at any other), filled by the scale seed unless it holds
 * exactly the asked scale; or with --embedded on PGlite with the demo world. On PostgreSQL it first waits until
 * the matching has ranked every opportunity (a new database has them all queued; --no-settle does not wait).
 *
 * Every call is asked as users ask it: ids, words, skills, names and filters drawn from the database measured
 * (load-requests.ts), pages 1–3, and no URL asked twice while the row's list lasts; a row whose name says
 * 'reference: one repeated URL' is the only exception, kept to compare with earlier runs. For each row:
 * autocannon at 100 connections (throughput, errors, timeouts) while a prober reads GET /api/health and a static
 * file one at a time (their p99 under that load), then 10 connections (latency), and for the calls with a
 * one-client target, one request at a time (p50 and p95). The URLs go on in turn from one phase to the next.
 * Beside them, in the same run, OpenCATS's key-skills REGEXP scan over the same professionals and a plain
 * full-text query over the same opportunities (load-peers.ts), as SQL.
 *
 * Prints one table (with the distinct URLs each row asked and the machine's load average before and after it)
 * and the comparisons; the ratio column compares each call's req/s with GET /api/health measured in the same run.
 * `--only home,users/find` runs the rows whose names contain any of those words (and health, the reference).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import {
  DEFAULT_OPPORTUNITIES,
  DEFAULT_PROFESSIONALS,
  defaultLoadDatabaseUrl,
  LOAD_RECRUITER_EMAIL,
  prepareScaleData,
  waitForMatching,
} from './load-database';
import {
  openCatsKeySkillsStatement,
  type PeerStatement,
  peerPool,
  plainFullTextStatement,
  prepareOpenCatsPeer,
} from './load-peers';
import {
  type DrawnRequest,
  describeMix,
  drawByNameOrId,
  drawCompatiblesPages,
  drawFinderSearches,
  drawKeySkillSearches,
  drawOpportunitySearches,
  drawRecruiterSearches,
  kanbanBoards,
  type LoadData,
  opportunityDetails,
  type Query,
  readLoadData,
} from './load-requests';
import { signInWithSecondFactor } from './sign-in';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');
const WEB_ASSETS = path.join(ROOT, 'apps/web/dist/assets');

// What every browser sends: the static file and the API's larger answers then travel compressed, as to visitors.
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

interface Target {
  reqPerSec: number;
  p975Ms: number;
}

/** Hands a row's items out in turn across its phases; a list that runs out starts again in a new order. */
class InTurn<T> {
  private next = 0;
  handed = 0;

  constructor(readonly items: T[]) {
    if (items.length === 0) throw new Error('bench:load: a row with nothing to ask');
  }

  take(): T {
    if (this.next === this.items.length) {
      this.next = 0;
      for (let i = this.items.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [this.items[i], this.items[j]] = [this.items[j] as T, this.items[i] as T];
      }
    }
    this.handed += 1;
    return this.items[this.next++] as T;
  }
}

interface HttpCase {
  kind: 'http';
  name: string;
  /**
   * Asked one at a time before the row is measured, apart from its lists: the first call of a kind loads what a
   * running server keeps loaded (the gazetteer for a place search, each statement's plan), which is no steady state.
   */
  warmUp: string[];
  /** The URLs asked at 100 and then 10 connections. */
  paths: string[];
  /** The URLs asked one at a time afterwards (a list of its own, none of `paths`), for a one-client target. */
  single?: string[];
  as?: 'recruiter';
  target: Target | null;
  /** Request headers of the row's own (the static file without any encoding). */
  headers?: Record<string, string>;
}

interface PeerCase {
  kind: 'peer';
  name: string;
  /** Run by 100 and then 10 callers on the peer's pool; absent: only one at a time. */
  statements?: PeerStatement[];
  /** One at a time: as many as the row `singleAsOf` asked of its own one-client list, so both ask the same. */
  single?: PeerStatement[];
  singleAsOf?: string;
}

type LoadCase = HttpCase | PeerCase;

interface Row {
  name: string;
  reqPerSec: number | null;
  p50: number | null;
  p975: number | null;
  p99: number | null;
  singleP50: number | null;
  singleP95: number | null;
  errors: number;
  timeouts: number;
  non2xx: number;
  kbPerAnswer: number | null;
  probeHealthP99: number | null;
  probeStaticP99: number | null;
  /** Distinct requests asked, and all requests asked, over every phase. */
  distinct: number;
  asked: number;
  loadBefore: number;
  loadAfter: number;
  target: Target | null;
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
      // Listening, and done reading its search indexes (as a load balancer's readiness check would wait for).
      if (response.ok && !((await response.json()) as { warming?: boolean }).warming)
        return { child, baseUrl };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server was not ready (/api/health) within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Sequential GETs while a load runs: what a new visitor waits for meanwhile. They run on a thread of their own: on
 * this process's event loop, busy with autocannon's thousand answers a second, a probe's own callbacks waited behind
 * the load generator's, and its figures measured the client as much as the server.
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  // One request before the load starts, not counted: the thread's own start and first connection are no part of it.
  try {
    await (await fetch(workerData.url, { headers: workerData.headers })).arrayBuffer();
  } catch {}
  parentPort.postMessage('ready');
  while (running) {
    const started = performance.now();
    try {
      const response = await fetch(workerData.url, { headers: workerData.headers, signal: AbortSignal.timeout(10000) });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
    } catch {
      latencies.push(10000);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  parentPort.postMessage(latencies);
})();
`;

function probe(
  url: string,
  headers: Record<string, string> = {},
): { ready: Promise<void>; stop: () => Promise<number[]> } {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url, headers } });
  let readyNow: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    readyNow = resolve;
  });
  const latencies = new Promise<number[]>((resolve, reject) => {
    worker.on('message', (value: 'ready' | number[]) => {
      if (value === 'ready') readyNow();
      else resolve(value);
    });
    worker.once('error', reject);
  });
  return {
    ready,
    stop: async () => {
      worker.postMessage('stop');
      const values = await latencies;
      await worker.terminate();
      return values;
    },
  };
}

function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

function cannon(
  baseUrl: string,
  connections: number,
  duration: number,
  paths: InTurn<string>,
  headers: Record<string, string>,
) {
  const fixed = paths.items.length === 1;
  return autocannon({
    url: `${baseUrl}${paths.items[0]}`,
    connections,
    duration,
    timeout: 10,
    headers,
    // One URL is sent as it is (the reference rows, as earlier runs sent them); a list is taken in turn.
    ...(fixed ? {} : { requests: [{ setupRequest: (request) => ({ ...request, path: paths.take() }) }] }),
  });
}

/** One request at a time, each of `count` at most once, for at most `seconds`: a single client's latencies. */
async function oneAtATime(
  seconds: number,
  count: number,
  send: (index: number) => Promise<boolean>,
): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  while (latencies.length < count && performance.now() < end) {
    const started = performance.now();
    const ok = await send(latencies.length).catch(() => false);
    latencies.push(performance.now() - started);
    if (!ok) errors += 1;
  }
  return { latencies, errors };
}

/** `callers` loops, each sending its next statement as soon as the last one answered, for `seconds`. */
async function sqlCallers(
  pool: pg.Pool,
  statements: InTurn<PeerStatement>,
  callers: number,
  seconds: number,
) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < end) {
        const statement = statements.take();
        const started = performance.now();
        try {
          await pool.query(statement.text, statement.values);
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { completed: latencies.length, latencies, errors };
}

interface Phases {
  heavy: number;
  light: number;
  single: number;
}

interface RunContext {
  baseUrl: string;
  staticPath: string;
  recruiterToken: string;
  phases: Phases;
  databaseUrl: string | null;
  /** How many of its one-client list each row asked, for the peer that asks the same. */
  singleAsked: Map<string, number>;
}

async function measured<T>(
  context: RunContext,
  work: () => Promise<T>,
): Promise<{ result: T; health: number[]; staticFile: number[] }> {
  const health = probe(`${context.baseUrl}/api/health`);
  const staticFile = probe(`${context.baseUrl}${context.staticPath}`, BROWSER_ENCODINGS);
  await Promise.all([health.ready, staticFile.ready]);
  const result = await work();
  const [healthLatencies, staticLatencies] = await Promise.all([health.stop(), staticFile.stop()]);
  return { result, health: healthLatencies, staticFile: staticLatencies };
}

async function runHttpCase(
  context: RunContext,
  item: HttpCase,
): Promise<Omit<Row, 'loadBefore' | 'loadAfter'>> {
  const headers = {
    ...(item.headers ?? BROWSER_ENCODINGS),
    ...(item.as === 'recruiter' ? { authorization: `Bearer ${context.recruiterToken}` } : {}),
  };
  const send = async (pathname: string) => {
    const response = await fetch(`${context.baseUrl}${pathname}`, { headers });
    await response.arrayBuffer();
    return response.ok;
  };
  for (const pathname of item.warmUp) await send(pathname);
  const paths = new InTurn(item.paths);
  const { result: heavy, ...probes } = await measured(context, () =>
    cannon(context.baseUrl, 100, context.phases.heavy, paths, headers),
  );
  const light = await cannon(context.baseUrl, 10, context.phases.light, paths, headers);
  const singleList = item.single;
  const single = singleList
    ? await oneAtATime(context.phases.single, singleList.length, (index) => send(singleList[index] as string))
    : null;
  const singleAsked = single?.latencies.length ?? 0;
  context.singleAsked.set(item.name, singleAsked);
  const asked = heavy.requests.sent + light.requests.sent;
  const isHealth = item.paths[0] === '/api/health';
  return {
    name: item.name,
    reqPerSec: heavy.requests.average,
    p50: light.latency.p50,
    p975: light.latency.p97_5,
    p99: light.latency.p99,
    singleP50: single ? percentile(single.latencies, 50) : null,
    singleP95: single ? percentile(single.latencies, 95) : null,
    errors: heavy.errors + light.errors + (single?.errors ?? 0),
    timeouts: heavy.timeouts + light.timeouts,
    non2xx: heavy.non2xx + light.non2xx,
    kbPerAnswer:
      (heavy.throughput.total + light.throughput.total) /
      Math.max(1, heavy.requests.total + light.requests.total) /
      1024,
    probeHealthP99: isHealth ? null : percentile(probes.health, 99),
    probeStaticP99: isHealth ? null : percentile(probes.staticFile, 99),
    distinct: Math.min(asked, item.paths.length) + singleAsked,
    asked: asked + singleAsked,
    target: item.target,
  };
}

async function runPeerCase(
  context: RunContext,
  item: PeerCase,
): Promise<Omit<Row, 'loadBefore' | 'loadAfter'>> {
  if (!context.databaseUrl) throw new Error('the peers run on PostgreSQL only');
  const pool = peerPool(context.databaseUrl);
  try {
    let heavy: Awaited<ReturnType<typeof sqlCallers>> | null = null;
    let light: Awaited<ReturnType<typeof sqlCallers>> | null = null;
    let probes: { health: number[]; staticFile: number[] } = { health: [], staticFile: [] };
    const statements = item.statements ? new InTurn(item.statements) : null;
    if (statements) {
      const { result, ...probed } = await measured(context, () =>
        sqlCallers(pool, statements, 100, context.phases.heavy),
      );
      heavy = result;
      probes = probed;
      light = await sqlCallers(pool, statements, 10, context.phases.light);
    }
    const singleList = item.single;
    const single = singleList
      ? await oneAtATime(
          // The same requests as its Mosaico row, however long they take; alone, as many as fit the phase.
          item.singleAsOf && context.singleAsked.has(item.singleAsOf)
            ? Number.POSITIVE_INFINITY
            : context.phases.single,
          Math.min(singleList.length, context.singleAsked.get(item.singleAsOf ?? '') ?? singleList.length),
          async (index) => {
            const statement = singleList[index] as PeerStatement;
            await pool.query(statement.text, statement.values);
            return true;
          },
        )
      : null;
    const singleAsked = single?.latencies.length ?? 0;
    const asked = (statements?.handed ?? 0) + singleAsked;
    return {
      name: item.name,
      reqPerSec: heavy ? heavy.completed / context.phases.heavy : null,
      p50: light ? percentile(light.latencies, 50) : null,
      p975: light ? percentile(light.latencies, 97.5) : null,
      p99: light ? percentile(light.latencies, 99) : null,
      singleP50: single ? percentile(single.latencies, 50) : null,
      singleP95: single ? percentile(single.latencies, 95) : null,
      errors: (heavy?.errors ?? 0) + (light?.errors ?? 0) + (single?.errors ?? 0),
      timeouts: 0,
      non2xx: 0,
      kbPerAnswer: null,
      probeHealthP99: heavy ? percentile(probes.health, 99) : null,
      probeStaticP99: heavy ? percentile(probes.staticFile, 99) : null,
      distinct: Math.min(statements?.handed ?? 0, item.statements?.length ?? 0) + singleAsked,
      asked,
      target: null,
    };
  } finally {
    await pool.end();
  }
}

const fmt = (value: number | null, digits = 0) =>
  value === null || Number.isNaN(value)
    ? '–'
    : value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function targetMet(row: Row): string {
  if (row.target === null) return '–';
  const met =
    (row.reqPerSec ?? 0) >= row.target.reqPerSec &&
    (row.p975 ?? Number.POSITIVE_INFINITY) <= row.target.p975Ms &&
    row.errors + row.timeouts + row.non2xx === 0 &&
    (row.probeHealthP99 ?? 0) <= 500 &&
    (row.probeStaticP99 ?? 0) <= 500;
  return met
    ? 'yes'
    : `no (≥ ${row.target.reqPerSec} req/s, p97.5 ≤ ${row.target.p975Ms} ms, no errors, health and static p99 ≤ 500 ms meanwhile)`;
}

function table(rows: Row[]): string {
  const health = rows.find((row) => row.name === 'GET /api/health')?.reqPerSec ?? Number.NaN;
  const lines = [
    '| call | distinct requests / asked | load avg. before → after | req/s (100 conn.) | vs health | p50 ms | p97.5 ms | p99 ms (10 conn.) | 1 client p50 / p95 ms | KB per answer | errors | timeouts | non-2xx | health p99 ms meanwhile | static p99 ms meanwhile | target met |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const single = row.singleP50 === null ? '–' : `${fmt(row.singleP50, 1)} / ${fmt(row.singleP95, 1)}`;
    lines.push(
      `| ${row.name} | ${fmt(row.distinct)} / ${fmt(row.asked)} | ${row.loadBefore.toFixed(1)} → ${row.loadAfter.toFixed(1)} | ${fmt(row.reqPerSec)} | ${row.reqPerSec === null ? '–' : fmt(row.reqPerSec / health, 2)} | ${fmt(row.p50)} | ${fmt(row.p975)} | ${fmt(row.p99)} | ${single} | ${fmt(row.kbPerAnswer, 1)} | ${row.errors} | ${row.timeouts} | ${row.non2xx} | ${fmt(row.probeHealthP99)} | ${fmt(row.probeStaticP99)} | ${targetMet(row)} |`,
    );
  }
  return lines.join('\n');
}

/** Names of the rows the comparisons read (also what --only matches). */
const ROW = {
  search: 'opportunity search, varied (public)',
  plainFullText: 'plain PostgreSQL full-text query beside opportunity search (SQL only, one client)',
  keySkills: 'users/find, key-skill lists beside OpenCATS (recruiter)',
  openCats: 'OpenCATS key-skills REGEXP scan beside users/find, the same lists (SQL only)',
} as const;

function comparisons(rows: Row[]): string {
  const byName = new Map(rows.map((row) => [row.name, row]));
  const lines: string[] = [];
  const mosaico = byName.get(ROW.keySkills);
  const peer = byName.get(ROW.openCats);
  if (mosaico && peer) {
    const times = (peerMs: number | null, mosaicoMs: number | null) =>
      fmt((peerMs ?? 0) / (mosaicoMs ?? Number.NaN), 1);
    lines.push(
      `- users/find against OpenCATS's key-skills scan, same lists, same people (Mosaico's speed ÷ the peer's; ` +
        `target: at least 5): throughput at 100 callers ${fmt((mosaico.reqPerSec ?? 0) / (peer.reqPerSec ?? Number.NaN), 1)}, ` +
        `p50 at 10 callers ${times(peer.p50, mosaico.p50)}, one client p50 ${times(peer.singleP50, mosaico.singleP50)} ` +
        `and p95 ${times(peer.singleP95, mosaico.singleP95)}`,
    );
  }
  const search = byName.get(ROW.search);
  const plain = byName.get(ROW.plainFullText);
  if (search && plain) {
    lines.push(
      `- a single opportunity search against a plain full-text query for the same words, one client (Mosaico's time ÷ ` +
        `the query's; target: at most 2): p50 ${fmt((search.singleP50 ?? 0) / (plain.singleP50 ?? Number.NaN), 1)}, ` +
        `p95 ${fmt((search.singleP95 ?? 0) / (plain.singleP95 ?? Number.NaN), 1)}`,
    );
  }
  return lines.join('\n');
}

/**
 * How many distinct requests a row draws so that none is asked twice: its target rate over its two autocannon
 * phases, a quarter more for a server that beats its target, and for one client a list of its own at one request
 * every 2 ms (no varied call answers faster). The data may offer fewer: the row then says how many it asked.
 */
function listSizes(phases: Phases) {
  return {
    at: (reqPerSec: number) => Math.ceil(reqPerSec * (phases.heavy + phases.light) * 1.25),
    single: Math.ceil((phases.single * 1000) / 2),
  };
}

function say(label: string, requests: DrawnRequest[]): void {
  console.error(
    `    ${label}: ${requests.length.toLocaleString('en')} distinct (${describeMix(requests) || 'no mix'})`,
  );
}

const pathsOf = (requests: DrawnRequest[]) => requests.map((request) => request.path);

/** Requests a row asks one at a time before it is measured: a tenth of its list, at most 20. */
function splitWarmUp(requests: DrawnRequest[]): { warmUp: DrawnRequest[]; measured: DrawnRequest[] } {
  const count = Math.min(20, Math.floor(requests.length / 10));
  return {
    warmUp: requests.slice(requests.length - count),
    measured: requests.slice(0, requests.length - count),
  };
}

function buildCases(data: LoadData, phases: Phases, staticPath: string, withPeers: boolean): LoadCase[] {
  const sizes = listSizes(phases);
  const opportunityId = data.documents.find((document) => document.available)?.id;
  if (!opportunityId) throw new Error('no opportunity a visitor may see in the database');
  const searchSingle = drawOpportunitySearches(data, sizes.single, { seed: 11, keywordsOnly: true });
  const searches = drawOpportunitySearches(data, sizes.at(1000), {
    seed: 12,
    taken: new Set(pathsOf(searchSingle)),
  });
  const recruiterSearches = drawRecruiterSearches(data, sizes.at(300), 13);
  const byNameOrId = drawByNameOrId(data, sizes.at(300), 14);
  const finderSingle = drawFinderSearches(data, sizes.single, { seed: 15 });
  const finder = drawFinderSearches(data, sizes.at(300), { seed: 16, taken: new Set(pathsOf(finderSingle)) });
  const keySkillsSingle = drawKeySkillSearches(data, sizes.single, { seed: 17 });
  const keySkills = drawKeySkillSearches(data, sizes.at(300), {
    seed: 18,
    taken: new Set(pathsOf(keySkillsSingle)),
  });
  const compatibles = drawCompatiblesPages(data, sizes.at(300), 19);
  const boards = kanbanBoards(data, 20);
  const details = opportunityDetails(data, 21);
  console.error('  requests drawn from the database:');
  say('opportunity search', searches);
  say('opportunity search, one client (words only)', searchSingle);
  say('oppRh', recruiterSearches);
  say('byNameOrID', byNameOrId);
  say('users/find', finder);
  say('users/find, one client', finderSingle);
  say('users/find, key-skill lists', [...keySkills, ...keySkillsSingle]);
  say('compatibles', compatibles);
  say('kanban boards', boards);
  say('opportunity details', details);

  const reference = (
    name: string,
    pathname: string,
    as: HttpCase['as'],
    target: Target | null,
  ): HttpCase => ({
    kind: 'http',
    name,
    warmUp: [pathname],
    paths: [pathname],
    target,
    ...(as ? { as } : {}),
  });
  const varied = (
    name: string,
    requests: DrawnRequest[],
    as: HttpCase['as'],
    target: Target | null,
    single?: DrawnRequest[],
  ): HttpCase => {
    const { warmUp, measured } = splitWarmUp(requests);
    return {
      kind: 'http',
      name,
      warmUp: pathsOf(warmUp),
      paths: pathsOf(measured),
      target,
      ...(single ? { single: pathsOf(single) } : {}),
      ...(as ? { as } : {}),
    };
  };
  const recruiterTarget = { reqPerSec: 300, p975Ms: 60 };
  const publicTarget = { reqPerSec: 1000, p975Ms: 25 };
  const cases: LoadCase[] = [
    reference('GET /api/health', '/api/health', undefined, null),
    {
      ...reference('static asset (no Accept-Encoding: uncompressed)', staticPath, undefined, null),
      headers: {},
    },
    reference('static asset (Accept-Encoding: gzip, deflate, br)', staticPath, undefined, null),
    reference(
      'home lists (the call has no parameters: one URL for every visitor)',
      '/api/opportunity/list/home',
      undefined,
      publicTarget,
    ),
    varied('opportunity detail, every open opportunity in turn', details, undefined, publicTarget),
    reference(
      'opportunity detail (reference: one repeated URL)',
      `/api/opportunity/${opportunityId}`,
      undefined,
      publicTarget,
    ),
    varied(ROW.search, searches, undefined, publicTarget, searchSingle),
    ...(withPeers
      ? [
          {
            kind: 'peer' as const,
            name: ROW.plainFullText,
            single: searchSingle.map(plainFullTextStatement),
            singleAsOf: ROW.search,
          },
        ]
      : []),
    reference(
      'opportunity search (reference: one repeated URL, a common word)',
      '/api/opportunity/search/opp?keywords=desenvolvedor&page=1',
      undefined,
      publicTarget,
    ),
    varied(
      "recruiters' opportunity search oppRh, varied (recruiter)",
      recruiterSearches,
      'recruiter',
      recruiterTarget,
    ),
    varied(
      "recruiters' opportunity search byNameOrID, varied (recruiter)",
      byNameOrId,
      'recruiter',
      recruiterTarget,
    ),
    varied(
      'professional search users/find, varied lists and filters (recruiter)',
      finder,
      'recruiter',
      recruiterTarget,
      finderSingle,
    ),
    varied(ROW.keySkills, keySkills, 'recruiter', null, keySkillsSingle),
    ...(withPeers
      ? [
          {
            kind: 'peer' as const,
            name: ROW.openCats,
            // The same requests as the row before, warm-up apart.
            statements: splitWarmUp(keySkills).measured.map(openCatsKeySkillsStatement),
            single: keySkillsSingle.map(openCatsKeySkillsStatement),
            singleAsOf: ROW.keySkills,
          },
        ]
      : []),
    reference(
      'professional search users/find (reference: one repeated URL, java)',
      '/api/users/find/java/12/1',
      'recruiter',
      recruiterTarget,
    ),
    varied('compatibles pages, varied (recruiter)', compatibles, 'recruiter', recruiterTarget),
    reference(
      'compatibles page (reference: one repeated URL)',
      `/api/opportunity/${opportunityId}/compatibles/12/1/0`,
      'recruiter',
      recruiterTarget,
    ),
    varied(
      `opportunity kanban, the ${boards.length} boards its filters offer on this data, in turn (recruiter)`,
      boards,
      'recruiter',
      null,
    ),
  ];
  return cases;
}

function queryOf(client: {
  query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
}): Query {
  return async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[];
}

function wholeNumber(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`--${name} must be a whole number, got ${value}`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      embedded: { type: 'boolean', default: false },
      duration: { type: 'string', default: '30' },
      professionals: { type: 'string', default: String(DEFAULT_PROFESSIONALS) },
      opportunities: { type: 'string', default: String(DEFAULT_OPPORTUNITIES) },
      only: { type: 'string', default: '' },
      'no-settle': { type: 'boolean', default: false },
    },
  });
  const only = values.only.split(',').filter((word) => word.trim() !== '');
  const duration = wholeNumber('duration', values.duration);
  const professionals = wholeNumber('professionals', values.professionals);
  const opportunities = wholeNumber('opportunities', values.opportunities);
  const phases: Phases = {
    heavy: duration,
    light: Math.max(5, Math.round(duration / 2)),
    single: Math.max(5, Math.round(duration / 2)),
  };
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
  const databaseUrl = values.embedded
    ? null
    : (process.env.DATABASE_URL ?? defaultLoadDatabaseUrl(professionals, opportunities));
  let data: LoadData;
  if (databaseUrl) {
    console.error(`Load benchmark on PostgreSQL: ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
    await prepareScaleData(databaseUrl, professionals, opportunities);
    await prepareOpenCatsPeer(databaseUrl);
    env.DATABASE_URL = databaseUrl;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      data = await readLoadData(queryOf(pool));
    } finally {
      await pool.end();
    }
  } else {
    console.error(`Load benchmark on the embedded PGlite with the demo world in ${dataDir}`);
    // The server fills the demo world at its first start; the draws read it between two starts (PGlite has one
    // owner at a time).
    await stopServer((await startServer(env)).child);
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      data = await readLoadData(queryOf(database.client));
    } finally {
      await database.close();
    }
  }
  const cases = buildCases(data, phases, staticPath, databaseUrl !== null).filter(
    (item) =>
      only.length === 0 || item.name === 'GET /api/health' || only.some((word) => item.name.includes(word)),
  );

  const { child, baseUrl } = await startServer(env);
  try {
    let queuedMatching: number | null = null;
    if (databaseUrl && !values['no-settle']) {
      queuedMatching = await waitForMatching(databaseUrl);
    }
    const recruiterToken = await signInWithSecondFactor(
      baseUrl,
      values.embedded ? 'rh@mosaico.test' : LOAD_RECRUITER_EMAIL,
      DEMO_PASSWORD,
    );
    const context: RunContext = {
      baseUrl,
      staticPath,
      recruiterToken,
      phases,
      databaseUrl,
      singleAsked: new Map(),
    };
    const loadAtStart = os.loadavg()[0] ?? 0;
    const rows: Row[] = [];
    for (const item of cases) {
      console.error(`  ${item.name}…`);
      const loadBefore = os.loadavg()[0] ?? 0;
      const row = item.kind === 'http' ? await runHttpCase(context, item) : await runPeerCase(context, item);
      rows.push({ ...row, loadBefore, loadAfter: os.loadavg()[0] ?? 0 });
    }
    const scale = databaseUrl
      ? `PostgreSQL, ${professionals.toLocaleString('en')} professionals and ${opportunities.toLocaleString('en')} opportunities (scale data)`
      : 'PGlite (demo world)';
    const settled =
      queuedMatching === null
        ? values['no-settle']
          ? ', matching not awaited (--no-settle)'
          : ''
        : `, matching settled (${queuedMatching.toLocaleString('en')} opportunities were still queued)`;
    console.log(
      `\n${scale}, ${os.cpus().length} cores, load average (1 min) ${loadAtStart.toFixed(1)} at the start and ` +
        `${(os.loadavg()[0] ?? 0).toFixed(1)} at the end, ${phases.heavy} s at 100 connections, ${phases.light} s at 10, ` +
        `${phases.single} s for one client${settled}\n`,
    );
    console.log(table(rows));
    const compared = comparisons(rows);
    if (compared) console.log(`\nSame run, beside a peer:\n${compared}`);
    console.log(`\n${JSON.stringify(rows)}`);
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
