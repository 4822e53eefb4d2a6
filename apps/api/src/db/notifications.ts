import pg from 'pg';
import type { DatabaseHandle } from './client';

/**
 * LISTEN on a channel of the application database: how one instance learns that another (or a trigger) changed
 * something it keeps in memory. On PostgreSQL a connection of its own outside the pool (a pooled connection
 * would lose its LISTEN when returned); on PGlite LISTEN on the embedded database's thread (embedded-database.ts).
 */
export interface ChannelListener {
  /** Called for every NOTIFY on the channel. */
  onNotify: (payload: string) => void;
  /**
   * Called when the listening connection was lost and is back: notifications sent meanwhile are lost, so a
   * cache must be dropped here.
   */
  onReconnect: () => void;
}

const RECONNECT_DELAYS_MS = [250, 1_000, 5_000];

// Channel names are fixed by the code; quoting keeps LISTEN safe anyway.
function quoted(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}

/**
 * Several channels given at once share one connection: their notifications then arrive in the order their
 * transactions committed, across the channels (what a reader that sends itself a marker relies on).
 */
export async function listenTo(
  database: DatabaseHandle,
  channels: string | readonly string[],
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  const names = typeof channels === 'string' ? [channels] : channels;
  if (database.kind === 'pglite') {
    const client = database.client;
    const stops = await Promise.all(
      names.map((channel) => client.listen(channel, (payload) => listener.onNotify(payload))),
    );
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  }
  const pool = database.client;
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (names.includes(message.channel)) listener.onNotify(message.payload ?? '');
    });
    // A lost connection (server restart, network) is replaced; until then nothing is cached past a notify.
    next.on('error', () => scheduleReconnect(next));
    next.on('end', () => scheduleReconnect(next));
    try {
      await next.connect();
      for (const channel of names) await next.query(`LISTEN ${quoted(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      if (!isReconnect) throw error;
      scheduleReconnect(next);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    if (isReconnect) listener.onReconnect();
  };

  const scheduleReconnect = (lost: pg.Client): void => {
    if (stopped || retry || (client !== lost && client !== null)) return;
    client = null;
    listener.onReconnect();
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 5_000;
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect(true);
    }, delay);
    retry.unref();
  };

  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
