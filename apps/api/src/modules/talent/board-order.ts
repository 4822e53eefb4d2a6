/**
 * The talent board is loaded page after page of 10 (002 §9): at 5,000 talents that is 500 calls for one board.
 * Sorting every talent again for each page (what OFFSET paging does) made the whole board cost ~35 s of server
 * time. Instead, page 1 of a load takes the board's order once (every talent's id, sorted) and keeps it here for
 * the same session and filters; the following pages slice it and read only their 10 cards. It is a cursor, not an
 * answer cache: cards, phases and counts are read fresh on every page.
 *
 * Kept in this process only: a page asked of another instance, after a restart or after the order expired takes
 * the order again (correct, only slower). A later page also sees the same order as page 1, so a talent flagged or
 * renamed mid-load is neither shown twice nor skipped.
 */

/** Entries unused for longer than this are dropped (a board loads in seconds; a stalled load starts again). */
const IDLE_MS = 5 * 60_000;
/** At most this many ids in all (≈ 64 bytes each), whatever the number of loads at once. */
const MAX_IDS = 500_000;

interface Entry {
  ids: readonly string[];
  usedAt: number;
}

export class BoardOrders {
  private readonly entries = new Map<string, Entry>();
  private idCount = 0;

  constructor(
    private readonly idleMs = IDLE_MS,
    private readonly maxIds = MAX_IDS,
  ) {}

  get(key: string, now = Date.now()): readonly string[] | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.usedAt > this.idleMs) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last: the Map's order is the eviction order.
    this.entries.delete(key);
    entry.usedAt = now;
    this.entries.set(key, entry);
    return entry.ids;
  }

  set(key: string, ids: readonly string[], now = Date.now()): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    // An order larger than the whole budget is not kept: later pages take it again.
    if (ids.length > this.maxIds) return;
    for (const [oldest, entry] of this.entries) {
      if (this.idCount + ids.length <= this.maxIds && now - entry.usedAt <= this.idleMs) break;
      this.remove(oldest, entry);
    }
    this.entries.set(key, { ids, usedAt: now });
    this.idCount += ids.length;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.idCount -= entry.ids.length;
  }
}

/** A read-ahead is taken by the page it was read for within this long, or dropped. */
const READ_AHEAD_MS = 10_000;
/** At most this many read-aheads at once (one per load in progress). */
const MAX_READ_AHEADS = 64;

/**
 * The next page of a load, read while the client is still reading this one (docs/decisions/talent-board.md,
 * 'Reading the next page ahead'): the board's pages are asked one after another (002 §9), so without it the
 * server's reading of each page and the browser's reading of the page before take turns instead of overlapping.
 * Taken once, by the request for that page of the same load; a read-ahead that is not asked for in READ_AHEAD_MS
 * (the load stopped, the filters changed) is dropped, so no page is ever older than that.
 */
export class PageReadAhead<T> {
  private readonly entries = new Map<string, { rows: Promise<T>; readAt: number }>();

  constructor(
    private readonly maxAgeMs = READ_AHEAD_MS,
    private readonly maxEntries = MAX_READ_AHEADS,
  ) {}

  /** Starts reading a page; a failure is kept for its taker (who reads the page again), never thrown here. */
  put(key: string, read: () => Promise<T>, now = Date.now()): void {
    const rows = read();
    rows.catch(() => undefined);
    this.entries.delete(key);
    this.entries.set(key, { rows, readAt: now });
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && now - entry.readAt <= this.maxAgeMs) break;
      this.entries.delete(oldest);
    }
  }

  /** Whether a fresh read-ahead waits for this key. */
  has(key: string, now = Date.now()): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && now - entry.readAt <= this.maxAgeMs;
  }

  /** The page read ahead for this key, once, if it is fresh. */
  take(key: string, now = Date.now()): Promise<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    return now - entry.readAt <= this.maxAgeMs ? entry.rows : undefined;
  }

  /** Resolves once every read-ahead started so far has finished (benchmarks wait for it between samples). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.entries.values()].map((entry) => entry.rows));
  }

  get size(): number {
    return this.entries.size;
  }
}
