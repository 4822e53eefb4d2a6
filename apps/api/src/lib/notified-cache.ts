import type { DatabaseHandle } from '../db/client';
import { listenTo } from '../db/notifications';

/**
 * Answers derived from one table, kept in memory until the database says the table changed (issue 11). A
 * trigger notifies a channel after every statement that changes the table, from whichever instance made the
 * change; every instance empties its caches then. A lost listening connection empties them too (notifications
 * sent meanwhile are lost). Each cache holds at most `maxEntries` keys, the least recently used dropped first.
 */
export interface NotifiedCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

/**
 * What changed, for a keeper that follows changes row by row instead of emptying itself (the opportunity kanban):
 * the ids of the rows a statement touched (none for a statement that touched nothing), or null when they are not
 * known (too many, a TRUNCATE, a lost connection, a writer that named none): then everything may have changed.
 */
export type ChangedRows = readonly string[] | null;

/**
 * The ids a notification names: the triggers of migration 0040 send `<what>:<id>,<id>…`, or `<what>` alone when
 * they do not say (null).
 */
export function changedRowsOf(payload: string): ChangedRows {
  const colon = payload.indexOf(':');
  if (colon === -1) return null;
  const ids = payload.slice(colon + 1);
  return ids === '' ? [] : ids.split(',');
}

/** The caches emptied by one channel, sharing its one listening connection. */
export interface NotifiedCaches {
  cache<V>(options: { maxEntries: number }): NotifiedCache<V>;
  /** Told of every change (a notification, a lost connection, `clearAll`) with the rows it names. */
  follow(listener: (changed: ChangedRows) => void): void;
  /** How many times the caches were emptied: lets tests wait for a notification to arrive. */
  generation(): number;
  /**
   * Empties this instance's caches at once: a writer calls it after its change so its own caller reads the
   * change (read-your-writes); other instances empty theirs when the notification arrives. A writer names the
   * opportunities it changed, so the kanban reads only those again.
   */
  clearAll(changed?: { opportunityIds: readonly string[] }): void;
  close(): Promise<void>;
}

/** Sent by the triggers of migrations 0016 and 0040 after any change to `opportunities`. */
export const OPPORTUNITIES_CHANGED_CHANNEL = 'mosaico_opportunities_changed';

/** Sent by the triggers of migration 0044 when professionals' names, boxes, order, skills or CVs change. */
export const PROFESSIONALS_CHANGED_CHANNEL = 'mosaico_professionals_changed';

/** Sent by the triggers of migration 0046 when talents' groups, recruiters, entries or evaluations change. */
export const TALENTS_CHANGED_CHANNEL = 'mosaico_talents_changed';

function lruCache<V>(maxEntries: number): NotifiedCache<V> {
  const entries = new Map<string, Promise<V>>();
  return {
    get(key, load) {
      const cached = entries.get(key);
      if (cached) {
        // Map order is insertion order: re-inserting marks the key as the most recently used.
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const loading = load();
      entries.set(key, loading);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },
    clear: () => entries.clear(),
  };
}

export async function createNotifiedCaches(
  database: DatabaseHandle,
  channel: string,
): Promise<NotifiedCaches> {
  const caches: Array<NotifiedCache<unknown>> = [];
  const followers: Array<(changed: ChangedRows) => void> = [];
  let generation = 0;
  const changed = (rows: ChangedRows) => {
    generation += 1;
    for (const cache of caches) cache.clear();
    for (const follower of followers) follower(rows);
  };
  const unlisten = await listenTo(database, channel, {
    onNotify: (payload) => changed(changedRowsOf(payload)),
    onReconnect: () => changed(null),
  });
  return {
    cache<V>({ maxEntries }: { maxEntries: number }) {
      const cache = lruCache<V>(maxEntries);
      caches.push(cache as NotifiedCache<unknown>);
      return cache;
    },
    follow(listener) {
      followers.push(listener);
    },
    generation: () => generation,
    clearAll: (rows) => changed(rows ? rows.opportunityIds : null),
    close: unlisten,
  };
}

/** What an in-memory copy owes the database: everything, or the rows that notifications named. */
export interface OwedChanges {
  all: boolean;
  ids: string[];
}

/**
 * The catch-up of a copy that follows changes row by row (the search indexes): notifications are noted as they
 * arrive and applied before the next answer, one read at a time, shared by every caller waiting for it. A failed
 * read owes everything again; its callers hear false (they answer from SQL meanwhile).
 */
export interface ChangeFollower {
  /** Rows named by a notification, or null when everything may have changed. */
  note(changed: ChangedRows): void;
  /** Whether a change arrived that is not applied yet. */
  behind(): boolean;
  /** Brought up to date (true), or false when it could not be or is closed. */
  current(): Promise<boolean>;
  close(): void;
}

/** Starts owing everything (nothing is read yet); `apply` reads what is owed. */
export function followChanges(apply: (owed: OwedChanges) => Promise<void>): ChangeFollower {
  let pending = { all: true, ids: new Set<string>() };
  let refreshing: Promise<void> | null = null;
  let closed = false;
  const owing = () => pending.all || pending.ids.size > 0;

  async function refresh(): Promise<void> {
    while (!closed && owing()) {
      const taken = pending;
      pending = { all: false, ids: new Set() };
      try {
        await apply({ all: taken.all, ids: [...taken.ids] });
      } catch (error) {
        pending.all = true;
        throw error;
      }
    }
  }

  return {
    note(changed) {
      if (changed === null) pending.all = true;
      else for (const id of changed) pending.ids.add(id);
    },
    behind: () => owing() || refreshing !== null,
    async current() {
      // A change that arrives during a read is applied by the next turn of the loop.
      for (;;) {
        if (closed) return false;
        if (!owing() && !refreshing) return true;
        if (!refreshing) {
          refreshing = refresh().finally(() => {
            refreshing = null;
          });
        }
        try {
          await refreshing;
        } catch {
          return false;
        }
      }
    },
    close() {
      closed = true;
    },
  };
}
