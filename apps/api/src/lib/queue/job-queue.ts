import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';
import type { EmbeddedDatabase } from '../../db/embedded-database';
import { failJobsWhere, type QueueInstance, runHandedBackNow, startQueueInstance } from './queue-instances';

/**
 * Background jobs on pg-boss, in the application's own database (PostgreSQL or PGlite): jobs are rows, so they
 * survive a restart and every API instance shares them. Handlers must be idempotent: a job may run again after
 * a failure (retried with backoff), after a crash (expired, then retried) or on a graceful stop mid-run.
 *
 * A job that takes its process down must not take it down again at every start (issue 21). Each run is written
 * down before the handler starts (`job_start`, beside pg-boss's tables) and crossed out when it ends, however it
 * ends. A job found with a run never crossed out was cut off by a crash: it runs once more, alone on this
 * instance (every other job waits), so that if the process dies again the job is known to be the cause; a job cut
 * off in that lone run as well is marked failed with the reason and never runs again. A job merely interrupted
 * once (a SIGKILL, a power loss) thus finishes on the next start, as before.
 *
 * A job cut off by a crash is handed back within seconds, not after its expiry (issue 26 item 7): on the embedded
 * database at start (one process owns it), on PostgreSQL as soon as any instance sees the one that ran it is dead
 * (queue-instances.ts: each run in the ledger names its instance, whose liveness is a lock PostgreSQL drops with
 * the process).
 */

export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';

export interface QueueOptions {
  /** 'stately' keeps at most one queued and one running job per singletonKey (coalesces repeated requests). */
  policy?: QueuePolicy;
  retryLimit?: number;
  /** Seconds before the first retry. */
  retryDelay?: number;
  /** Doubles the delay on each retry (with jitter). */
  retryBackoff?: boolean;
  /** A running job not finished after this long (a crashed worker) is failed and retried. */
  expireInSeconds?: number;
}

export interface WorkOptions extends QueueOptions {
  /** How often idle workers look for jobs sent by other instances (local sends wake them at once). */
  pollingIntervalSeconds?: number;
}

export type SendOptions = PgBoss.SendOptions;

export interface JobMeta {
  id: string;
  name: string;
}

export type JobHandler<T> = (data: T, meta: JobMeta) => Promise<void>;

export interface JobQueue {
  /**
   * Enqueues a job; null when a singleton/stately queue already holds an equivalent one. Jobs of a higher
   * `priority` are fetched first; asked again at a higher priority than the queued equivalent's (a person's save
   * behind a backfill of the same key), that queued job is moved up.
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of `name` on this instance; a thrown error fails the job (then retried). */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Jobs of `name` not yet finished (created, retry or active): for tests and the benchmark. */
  pending(name: string): Promise<number>;
  /** Stops fetching, waits for running jobs (up to `timeoutMs`), and fails what is still running (retried later). */
  stop(timeoutMs?: number): Promise<void>;
}

export const DEFAULT_QUEUE_OPTIONS: Required<QueueOptions> = {
  policy: 'standard',
  retryLimit: 3,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

const DEFAULT_POLLING_SECONDS = 2;

/** Runs of one job cut off by a crash before it is given up: the first, then the lone retry. */
export const MAX_INTERRUPTED_RUNS = 2;

/** The reason written on a job given up after crashes (pg-boss's `output` of the failed job). */
export const INTERRUPTED_TOO_OFTEN =
  'The job was cut off by a crash twice, the second time running alone: it is taken to be the cause and not run again.';

/**
 * pg-boss talks to the database through this: on PostgreSQL the application's pool; on PGlite the embedded
 * database thread's `query` (parameterised, one statement) and `exec` (pg-boss's multi-statement migrations and
 * locked blocks, which never carry parameters). Both wait their turn behind an open transaction, as PGlite's own
 * do. PGlite's node-postgres connection (`createPgConfig`) does not: a job insert sent through it while a Drizzle
 * transaction is open lands inside that transaction and disappears with its rollback (docs/decisions/matching.md).
 */
interface PgBossCompletionPlans {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
}
const completionPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as PgBossCompletionPlans;

export function queueDbAdapter(database: DatabaseHandle, schema = 'pgboss'): PgBoss.Db {
  // A handler still running past the graceful stop makes pg-boss record its end (complete/fail, not awaited) after
  // the app closed its database. Nothing is written then; the job, left active, expires and is retried by a
  // running instance. The answer has the shape complete/fail read (zero rows affected).
  const closedAnswer = { rows: [{ count: 0 }] };
  // pg-boss does not await a job's complete/fail either: when the database is unreachable at that moment (an outage,
  // a failover) their rejection would be unhandled and stop the process. The job then stays active and is handed
  // back like any cut-off run (queue-instances.ts); every other statement fails to its caller as usual.
  const unawaited = new Set([completionPlans.completeJobs(schema), completionPlans.failJobsById(schema)]);
  if (database.kind === 'postgres') {
    const pool = database.client;
    return {
      executeSql: async (text, values) => {
        if (pool.ending) return closedAnswer;
        const result = await pool.query(text, values).catch((error: unknown) => {
          if (unawaited.has(text)) return null;
          throw error;
        });
        if (result === null) return closedAnswer;
        // Multi-statement text answers one result per statement; pg-boss reads only single statements' rows.
        return Array.isArray(result) ? { rows: [] } : { rows: result.rows };
      },
    };
  }
  const pglite: EmbeddedDatabase = database.client;
  return {
    executeSql: async (text, values) => {
      if (pglite.closed) return closedAnswer;
      if (values && values.length > 0) {
        const result = await pglite.query(text, values).catch((error: unknown) => {
          if (unawaited.has(text)) return null;
          throw error;
        });
        if (result === null) return closedAnswer;
        return { rows: result.rows as unknown[] };
      }
      const results = await pglite.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as unknown[] };
    },
  };
}

export interface CreateJobQueueOptions {
  /** Database schema for pg-boss's tables (default 'pgboss'; tests give each file its own). */
  schema?: string;
  /** Periodic maintenance (expiring stuck jobs, archiving); on in the server. */
  supervise?: boolean;
  /** How often that maintenance runs (default a minute). */
  maintenanceIntervalSeconds?: number;
}

export async function createJobQueue(
  database: DatabaseHandle,
  options: CreateJobQueueOptions = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: queueDbAdapter(database, options.schema ?? 'pgboss'),
    schema: options.schema ?? 'pgboss',
    supervise: options.supervise ?? true,
    // No cron schedules are used; skipping the clock monitor saves a query every few seconds.
    schedule: false,
    migrate: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  const errors: Error[] = [];
  boss.on('error', (error) => {
    errors.push(error);
  });
  await boss.start();

  const ensured = new Map<string, Promise<void>>();
  /** Creates the queue once per instance; `options` (from `work`) also update an existing queue's settings. */
  const ensureQueue = (name: string, options?: QueueOptions): Promise<void> => {
    const existing = ensured.get(name);
    if (existing && !options) return existing;
    const merged = { ...DEFAULT_QUEUE_OPTIONS, ...options };
    const creating = (async () => {
      await existing?.catch(() => undefined);
      await boss.createQueue(name, { name, ...merged });
      // pg-boss's updateQueue resets an omitted policy to 'standard': always pass the whole definition.
      if (options) await boss.updateQueue(name, { name, ...merged });
    })();
    ensured.set(name, creating);
    creating.catch(() => ensured.delete(name));
    return creating;
  };

  const schema = options.schema ?? 'pgboss';
  const db = queueDbAdapter(database, schema);
  await createRunLedger(db, schema);
  if (database.kind === 'pglite') await recoverOrphanedJobs(db, schema);
  const instance: QueueInstance | null =
    database.kind === 'postgres'
      ? await startQueueInstance(database.client, db, schema, (error) => errors.push(error))
      : null;
  const gate = new IsolationGate();
  const running = new Set<string>();

  /**
   * Claims the job for this instance in the ledger (so other instances know who runs it) and answers how many
   * earlier runs began without ending. The run itself is counted only once it passes the gate (`countRun`): a job
   * cut off while still waiting for its turn never ran, and is not blamed for the crash.
   */
  const claim = async (id: string, name: string): Promise<number> => {
    const { rows } = await db.executeSql(
      `INSERT INTO "${schema}".job_start (id, name, starts${instance ? ', instance_id' : ''})
       VALUES ($1, $2, 0${instance ? ', $3' : ''})
       ON CONFLICT (id) DO UPDATE SET last_started_on = now()${
         instance ? ', instance_id = EXCLUDED.instance_id' : ''
       }
       RETURNING starts`,
      instance ? [id, name, instance.id()] : [id, name],
    );
    return Number((rows[0] as { starts: number } | undefined)?.starts ?? 0);
  };
  const countRun = async (id: string): Promise<void> => {
    await db.executeSql(`UPDATE "${schema}".job_start SET starts = starts + 1 WHERE id = $1`, [id]);
  };
  const crossOut = async (ids: readonly string[]): Promise<void> => {
    if (ids.length === 0) return;
    await db.executeSql(`DELETE FROM "${schema}".job_start WHERE id = ANY($1::uuid[])`, [ids]);
  };
  /** The job fails for good: no retry is left (pg-boss fails it with the error thrown next). */
  const giveUp = async (id: string, name: string): Promise<never> => {
    await db.executeSql(`UPDATE "${schema}".job SET retry_limit = 0 WHERE name = $1 AND id = $2`, [name, id]);
    await crossOut([id]);
    throw new Error(INTERRUPTED_TOO_OFTEN);
  };

  const workers = new Map<string, string[]>();
  let stopped = false;

  return {
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      const id = await boss.send(name, data, sendOptions);
      const priority = sendOptions.priority ?? 0;
      if (id === null && sendOptions.singletonKey !== undefined && priority > 0) {
        // The job already waiting for this key is the one that will run: it takes the higher priority.
        await db.executeSql(
          `UPDATE "${schema}".job SET priority = $3
           WHERE name = $1 AND singleton_key = $2 AND state < 'active' AND priority < $3`,
          [name, sendOptions.singletonKey, priority],
        );
      }
      // Wake this instance's idle workers now rather than at their next poll.
      for (const workerId of workers.get(name) ?? []) boss.notifyWorker(workerId);
      return id;
    },
    async work(name, handler, workOptions = {}) {
      const { pollingIntervalSeconds = DEFAULT_POLLING_SECONDS, ...queueOptions } = workOptions;
      await ensureQueue(name, queueOptions);
      const workerId = await boss.work<object>(
        name,
        { pollingIntervalSeconds, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) {
            const cutOff = await claim(job.id, job.name);
            if (cutOff + 1 > MAX_INTERRUPTED_RUNS) await giveUp(job.id, job.name);
            // A run that follows a crash goes alone; the others share the instance as usual.
            const release = cutOff > 0 ? await gate.alone() : await gate.together();
            running.add(job.id);
            try {
              await countRun(job.id);
              await handler(job.data as Parameters<typeof handler>[0], { id: job.id, name: job.name });
            } finally {
              running.delete(job.id);
              release();
              await crossOut([job.id]);
            }
          }
        },
      );
      workers.set(name, [...(workers.get(name) ?? []), workerId]);
    },
    async pending(name) {
      await ensureQueue(name);
      const total = await boss.getQueueSize(name, { before: 'completed' });
      return total;
    },
    // Running jobs get 6 s to finish (then they are handed back for a retry), inside the server's 9-second exit.
    async stop(timeoutMs = 6_000) {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      // Jobs still running were handed back by this stop, not cut off by a crash: their next run is an ordinary one.
      await crossOut([...running]).catch(() => undefined);
      await instance?.stop();
    },
  };
}

/**
 * On the embedded database one process owns the data: a job still 'active' at start was running in a process
 * that died (SIGKILL, power loss). Hand it back now rather than after its expiry (minutes), so a restart finishes
 * the interrupted work at once, through pg-boss's own fail statement (a retry, or failed once its retries are
 * spent; a stately queue's queued twin is respected). Every job is idempotent, so running one again is safe.
 * (On PostgreSQL another instance may still be running it: there, queue-instances.ts decides.)
 */
async function recoverOrphanedJobs(db: PgBoss.Db, schema: string): Promise<void> {
  await db.executeSql(failJobsWhere(schema, `state = 'active'`), []);
  await db.executeSql(runHandedBackNow(schema), []);
}

/** The table of runs begun and not yet ended (see the module comment), created beside pg-boss's own tables. */
async function createRunLedger(db: PgBoss.Db, schema: string): Promise<void> {
  try {
    await db.executeSql(
      `CREATE TABLE IF NOT EXISTS "${schema}".job_start (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        starts integer NOT NULL,
        first_started_on timestamptz NOT NULL DEFAULT now(),
        last_started_on timestamptz NOT NULL DEFAULT now()
      )`,
      [],
    );
  } catch (error) {
    // Two instances starting at once: the other one created it (PostgreSQL reports the race as a duplicate type).
    if ((error as { code?: string }).code !== '23505') throw error;
  }
}

/**
 * Lets jobs run together, or one alone: `alone()` waits for the running jobs to end and holds back new ones until
 * it is released. In one process only; that is where a crash strikes.
 */
export class IsolationGate {
  private runningTogether = 0;
  private lone: Promise<void> | null = null;
  private drained: (() => void) | null = null;

  async together(): Promise<() => void> {
    while (this.lone) await this.lone;
    this.runningTogether += 1;
    return () => {
      this.runningTogether -= 1;
      if (this.runningTogether === 0) this.drained?.();
    };
  }

  async alone(): Promise<() => void> {
    while (this.lone) await this.lone;
    let release = () => {};
    this.lone = new Promise<void>((resolve) => {
      release = () => {
        this.lone = null;
        resolve();
      };
    });
    if (this.runningTogether > 0) {
      await new Promise<void>((resolve) => {
        this.drained = resolve;
      });
      this.drained = null;
    }
    return release;
  }
}
