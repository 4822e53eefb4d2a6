import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import pg from 'pg';
import type PgBoss from 'pg-boss';

/**
 * Which API instances are alive, so a job cut off by a dead one runs again within seconds rather than after its
 * expiry (issue 26 item 7: matching's is 10 minutes). pg-boss 10 does not record which worker took a job; the run
 * ledger (`job_start`, job-queue.ts) does: each run names the instance that began it.
 *
 * An instance is a row of `queue_instance` plus a session advisory lock held on a connection of its own. The lock
 * is what PostgreSQL lets go of the moment the process dies (SIGKILL, out of memory: the kernel closes the socket
 * and the server ends the session), so a restart, or any other instance, sees the death at once. A machine that
 * vanishes without closing its socket (power loss, a cut network) keeps the lock until the server's TCP keepalive
 * notices; its heartbeat (every 5 s on that same connection, so a busy pool never delays it) going stale for 30 s
 * covers that case.
 *
 * A job is orphaned when it is active and its current run was begun by an instance that is dead, or when it is
 * active with no run written down for 30 s (the process died between pg-boss handing it over and the ledger write,
 * a window of milliseconds). Orphans are handed back by pg-boss's own fail statement (retry with the queue's
 * backoff, or failed once retries are spent; a stately queue's coalesced twin is kept), in one statement, so a
 * job another instance has just taken again is never touched.
 */

/** A run whose instance has not beaten its heart for this long is taken as cut off. */
export const INSTANCE_STALE_SECONDS = 30;
const HEARTBEAT_MS = 5_000;
/** How often each instance looks for jobs cut off by others (and once at start). */
export const SWEEP_INTERVAL_MS = 10_000;

/** The output written on a job handed back because the instance running it died. */
export const HANDED_BACK_OUTPUT = {
  message: 'handed back: the instance running it stopped without finishing it',
};

interface PgBossPlans {
  failJobsByTimeout(schema: string): string;
}

// pg-boss's statement that fails expired jobs (retry or failed, stately twins respected) is reused with another
// condition; its internals are not exported through its types, hence the require and the check below.
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as PgBossPlans;
const TIMEOUT_CONDITION = `state = 'active' AND (started_on + expire_in) < now()`;

/**
 * A job handed back was cut off, not failed: it runs again at once rather than after the queue's retry backoff
 * (seconds to minutes). The statement to run right after `failJobsWhere`'s; its jobs wait in 'retry' for their
 * start time, so no instance is running them.
 */
export function runHandedBackNow(schema: string): string {
  return `UPDATE "${schema}".job SET start_after = now()
    WHERE state = 'retry' AND start_after > now()
      AND output = '${JSON.stringify({ value: HANDED_BACK_OUTPUT })}'::jsonb`;
}

/** pg-boss's fail statement for the jobs matching `condition` (a WHERE on its job table). */
export function failJobsWhere(schema: string, condition: string): string {
  const statement = plans.failJobsByTimeout(schema);
  if (!statement.includes(TIMEOUT_CONDITION)) {
    throw new Error('pg-boss changed its expiry statement: review queue-instances.ts');
  }
  return statement
    .replace(TIMEOUT_CONDITION, condition)
    .replace(
      `'{ "value": { "message": "job failed by timeout in active state" } }'::jsonb`,
      `'${JSON.stringify({ value: HANDED_BACK_OUTPUT })}'::jsonb`,
    );
}

/** A 31-bit number naming this schema's instance locks (the first key of the two-key advisory lock). */
export function lockClass(schema: string): number {
  let hash = 0x811c9dc5;
  for (const char of `mosaico-queue-instance:${schema}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash & 0x7fffffff;
}

/** The instance ids held alive by their lock and their heartbeat, as SQL (parameter $1: the lock class). */
function liveInstance(alias: string): string {
  return `${alias}.heartbeat_on > now() - interval '${INSTANCE_STALE_SECONDS} seconds'
    AND EXISTS (
      SELECT 1 FROM pg_locks l
      WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND l.classid::bigint = $1 AND l.objid::bigint = ${alias}.id
    )`;
}

/** The condition on pg-boss's job table naming orphaned jobs (see the module comment). */
export function orphanCondition(schema: string): string {
  return `state = 'active' AND id IN (
    SELECT j.id FROM "${schema}".job j
    LEFT JOIN "${schema}".job_start s ON s.id = j.id AND s.last_started_on >= j.started_on
    LEFT JOIN "${schema}".queue_instance i ON i.id = s.instance_id
    WHERE j.state = 'active' AND (
      (s.id IS NULL AND j.started_on < now() - interval '${INSTANCE_STALE_SECONDS} seconds')
      OR (s.id IS NOT NULL AND (i.id IS NULL OR NOT (${liveInstance('i')})))
    )
  )`;
}

export interface QueueInstance {
  /** This instance's id, written on every run it begins (null while it is re-registering). */
  id(): number | null;
  /** Hands back the jobs of dead instances; answers how many. */
  sweep(): Promise<number>;
  /** Unregisters: its lock and row go, so its leftover runs count as cut off at once. */
  stop(): Promise<void>;
}

/**
 * Registers this process as a queue instance on PostgreSQL (the pool's connection settings, one extra
 * connection), hands back what dead instances left, and keeps doing so every SWEEP_INTERVAL_MS.
 */
export async function startQueueInstance(
  pool: pg.Pool,
  db: PgBoss.Db,
  schema: string,
  onError: (error: Error) => void,
): Promise<QueueInstance> {
  await createInstanceTable(db, schema);
  const lockClassId = lockClass(schema);
  const sweepStatement = failJobsWhere(schema, orphanCondition(schema));
  let client: pg.Client | null = null;
  let instanceId: number | null = null;
  let stopped = false;
  let reconnecting: NodeJS.Timeout | undefined;

  const register = async (): Promise<void> => {
    const connection = new pg.Client(pool.options);
    connection.on('error', (error) => {
      // The lock went with the connection: other instances now take this one for dead and hand its jobs back
      // (they are idempotent); a new registration follows.
      onError(error);
      lost(connection);
    });
    try {
      await connection.connect();
      for (;;) {
        const { rows } = await connection.query<{ id: number }>(
          `INSERT INTO "${schema}".queue_instance (host, pid) VALUES ($1, $2) RETURNING id`,
          [hostname(), process.pid],
        );
        const id = Number(rows[0]?.id);
        const locked = await connection.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1::int, $2::int) AS locked',
          [lockClassId, id],
        );
        if (locked.rows[0]?.locked) {
          if (stopped) throw new Error('the queue stopped while registering');
          client = connection;
          instanceId = id;
          return;
        }
        // Another schema's instance holds the same key pair (a hash collision): take another number.
        await connection.query(`DELETE FROM "${schema}".queue_instance WHERE id = $1`, [id]);
      }
    } catch (error) {
      await connection.end().catch(() => undefined);
      throw error;
    }
  };
  /** Registers again a second from now, and again after each failure, until it holds or the queue stops. */
  const registerLater = () => {
    if (stopped) return;
    reconnecting = setTimeout(() => {
      register().catch((error: Error) => {
        onError(error);
        registerLater();
      });
    }, 1_000);
    reconnecting.unref();
  };
  const lost = (connection: pg.Client) => {
    if (client !== connection) return;
    client = null;
    instanceId = null;
    connection.end().catch(() => undefined);
    registerLater();
  };

  await register();

  const heartbeat = setInterval(() => {
    const connection = client;
    if (!connection || instanceId === null) return;
    connection
      .query(`UPDATE "${schema}".queue_instance SET heartbeat_on = now() WHERE id = $1`, [instanceId])
      .then((result) => {
        // Declared dead by another instance (a heartbeat missed for 30 s): register afresh.
        if (result.rowCount === 0) lost(connection);
      })
      .catch((error: Error) => onError(error));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let sweeping: Promise<number> | null = null;
  const sweep = (): Promise<number> => {
    sweeping ??= (async () => {
      try {
        const { rows } = await db.executeSql(sweepStatement, [lockClassId]);
        await db.executeSql(runHandedBackNow(schema), []);
        // Rows of instances that are gone, once nothing of theirs is left to hand back.
        await db.executeSql(`DELETE FROM "${schema}".queue_instance i WHERE NOT (${liveInstance('i')})`, [
          lockClassId,
        ]);
        return Number((rows[0] as { count?: number | string } | undefined)?.count ?? 0);
      } finally {
        sweeping = null;
      }
    })();
    return sweeping;
  };
  await sweep();
  const sweeper = setInterval(() => {
    sweep().catch((error: Error) => onError(error));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  return {
    id: () => instanceId,
    sweep,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      clearInterval(sweeper);
      clearTimeout(reconnecting);
      await sweeping?.catch(() => undefined);
      const connection = client;
      client = null;
      if (!connection) return;
      await connection
        .query(`DELETE FROM "${schema}".queue_instance WHERE id = $1`, [instanceId])
        .catch(() => undefined);
      instanceId = null;
      await connection.end().catch(() => undefined);
    },
  };
}

async function createInstanceTable(db: PgBoss.Db, schema: string): Promise<void> {
  const statements = [
    `CREATE TABLE IF NOT EXISTS "${schema}".queue_instance (
      id serial PRIMARY KEY,
      host text NOT NULL,
      pid integer NOT NULL,
      started_on timestamptz NOT NULL DEFAULT now(),
      heartbeat_on timestamptz NOT NULL DEFAULT now()
    )`,
    `ALTER TABLE "${schema}".job_start ADD COLUMN IF NOT EXISTS instance_id integer`,
  ];
  for (const statement of statements) {
    try {
      await db.executeSql(statement, []);
    } catch (error) {
      // Two instances starting at once: the other one created it (a duplicate type, relation or column).
      const code = (error as { code?: string }).code;
      if (code !== '23505' && code !== '42P07' && code !== '42701') throw error;
    }
  }
}
