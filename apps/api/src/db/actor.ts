import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Who makes the changes of a transaction, for the history the database writes by trigger (candidature_transitions:
 * the trigger reads `mosaico.actor_id`). The setting is local to the transaction, so it never leaks to the next use
 * of a pooled connection.
 */
export async function setActor(tx: Database, actorId: string): Promise<void> {
  await tx.execute(sql`SELECT set_config('mosaico.actor_id', ${actorId}, true)`);
}

/** Runs `work` in a transaction whose changes are recorded as made by `actorId`. */
export async function withActor<T>(
  db: Database,
  actorId: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await setActor(txDb, actorId);
    return work(txDb);
  });
}
