import type { DatabaseHandle } from '../src/db/client';
import type { MatchingContext } from '../src/modules/matching/matching.service';

/**
 * The benchmark's case registry. A `*.bench.ts` file in this folder registers cases with `registerCase`; run.ts
 * loads every such file, runs the cases in registration order on one database, and prints one table and one
 * JSON document. Each case measures itself and, on the same data in the same run, its floor: the same answer
 * computed the plainest way (an in-memory scan, a raw PostgreSQL query), so the ratio says how far the product
 * is from what the data allows.
 */

export interface BenchEnv {
  database: DatabaseHandle;
  ctx: MatchingContext;
  kind: 'pglite' | 'postgres';
  professionals: number;
  opportunities: number;
  /** Repetitions for sampled cases (--samples). */
  samples: number;
  log: (line: string) => void;
}

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export interface CaseResult {
  /** Milliseconds of the product path. */
  product: Stats;
  /** Milliseconds of the floor on the same inputs. */
  floor: Stats;
  floorLabel: string;
  /** Target in ms, compared with the product's p95 (or p50 where `targetOn` says so). */
  targetMs?: number;
  targetOn?: 'p50' | 'p95';
  note?: string;
  /** More rows measured on the same setup (a case whose data takes a minute to write measures several things). */
  more?: Array<{ name: string } & Omit<CaseResult, 'more'>>;
}

export interface BenchCase {
  name: string;
  run: (env: BenchEnv) => Promise<CaseResult>;
}

const registry: BenchCase[] = [];

export function registerCase(benchCase: BenchCase): void {
  registry.push(benchCase);
}

export function registeredCases(): readonly BenchCase[] {
  return registry;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

/** Runs `fn` once per input and returns each duration in ms. */
export async function timeEach<T>(
  inputs: readonly T[],
  fn: (input: T) => Promise<unknown> | unknown,
  /** Run after each sample, outside its time (e.g. waiting for work the call left running in the background). */
  between?: () => Promise<unknown>,
): Promise<number[]> {
  const out: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await fn(input);
    out.push(performance.now() - started);
    await between?.();
  }
  return out;
}

/**
 * The whole app on a free local port, for cases measured over HTTP or in a browser. It shares the run's database
 * and queue; closing it leaves the queue running (the app stops its queue on close, and later cases need it).
 */
export async function serveApp(env: BenchEnv): Promise<{ base: string; close: () => Promise<void> }> {
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const queue = env.ctx.queue;
  const app = await buildApp(
    {
      config: loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' }),
      ...env.ctx,
      queue: {
        send: (name, data, options) => queue.send(name, data, options),
        work: (name, handler, options) => queue.work(name, handler, options),
        pending: (name) => queue.pending(name),
        stop: async () => {},
      },
    },
    { logger: { level: 'warn' } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => app.close(),
  };
}
