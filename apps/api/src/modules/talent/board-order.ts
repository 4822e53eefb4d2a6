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
