import { type MatchSource, PROFESSIONAL_TOTAL_CAP } from '@mosaico/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listenTo } from '../../db/notifications';
import { changedRowsOf } from '../../lib/notified-cache';
import { firstInOrder } from './opportunity-text-index';
import {
  hitSetsOfKeyword,
  type ProfessionalFilter,
  type ProfessionalHit,
  parseSources,
  professionalConditions,
  SOURCE_BIT,
  SOURCE_WEIGHT,
} from './professional-hit-sets';
import { foldedKeywords } from './professional-search.repository';
import { rowsOf } from './search-sql';

/**
 * The recruiters' professional finder (users/find) with each keyword's hits in this process's memory (issue 27:
 * 300 requests a second over varied skill lists at 100,000 professionals, 100 ms for one client at a million).
 *
 * A keyword's hits per source (its name or e-mail, its skills, its CVs) are the professionals PostgreSQL answers
 * for that source's own test (professional-hit-sets.ts, the same statements the SQL plans are built from), asked
 * once per keyword and kept as a bit set over the professionals: a search engine's posting list. What a search
 * combines is then done here: every keyword must match by some source, the option boxes narrow, and the order is
 * the SQL finder's (name 4, skill 2, CV 1 per keyword, then the most recently updated, then id), total exact up to
 * the cap. PostgreSQL stays the source: the database names the professionals that changed
 * ('mosaico_professionals_changed', migration 0044), their order keys and boxes are read again before the next
 * search, and each kept keyword tests just them again when next used. A message without names reads everything
 * again. docs/decisions/search.md, 'The professional finder in memory'.
 */

/** Sent by the triggers of migration 0044 when professionals' names, boxes, order, skills or CVs change. */
export const PROFESSIONALS_CHANGED_CHANNEL = 'mosaico_professionals_changed';

/** Keywords' hit sets kept, all sources together (a set is a bit per professional: 125 KB at a million). */
const MAX_KEPT_SETS = 600;
/** A kept set behind by more changed professionals than this is asked again whole instead of patched. */
const MAX_PATCH = 5_000;
/** Professionals read per statement when everything is read. */
const LOAD_BATCH = 50_000;

type Bits = Uint32Array;

const hasBit = (bits: Bits, at: number) => ((bits[at >>> 5] ?? 0) & (1 << (at & 31))) !== 0;
function setBit(bits: Bits, at: number, on: boolean): void {
  const word = at >>> 5;
  if (on) bits[word] = (bits[word] as number) | (1 << (at & 31));
  else bits[word] = (bits[word] as number) & ~(1 << (at & 31));
}

interface HitSetEntry {
  bits: Bits;
  /** The change it is up to date with. */
  seq: number;
}

interface ProfessionalRow {
  id: string;
  updated_us: string;
  professional: boolean | null;
  pcd: boolean | null;
  talent: boolean | null;
  eu: boolean | null;
}

export interface ProfessionalSearchIndex {
  /**
   * One page of professionals for these keywords and boxes, best first, as searchProfessionalIds answers them;
   * null when this index does not answer (no keyword, a minimum level): the SQL plans do.
   */
  search(
    filter: ProfessionalFilter,
    page: { limit: number; offset: number },
    cap?: number,
  ): Promise<{ hits: ProfessionalHit[]; total: number; totalCapped: boolean } | null>;
  close(): Promise<void>;
}

export async function createProfessionalSearchIndex(
  ctx: Pick<AppContext, 'database'>,
): Promise<ProfessionalSearchIndex> {
  const db = ctx.database.db;
  // Professionals by number; the numbers are this process's own, given as professionals are first seen.
  let numberOf = new Map<string, number>();
  let ids: string[] = [];
  let updatedUs: number[] = [];
  let capacity = 0;
  /** Professionals (not deleted, not recruiters) and the option boxes, as bit sets. */
  let boxes = {
    professional: new Uint32Array(0),
    pcd: new Uint32Array(0),
    talent: new Uint32Array(0),
    eu: new Uint32Array(0),
  };
  const sets = new Map<string, HitSetEntry>();
  /** Which professionals changed at each change number since the oldest kept set. */
  let changes: Array<{ seq: number; numbers: number[] }> = [];
  let seq = 0;
  /** Bumped when everything is read again: numbers and kept sets of an earlier generation mean nothing. */
  let generation = 0;
  let loaded = false;
  let pending: { all: boolean; ids: Set<string> } = { all: true, ids: new Set() };
  let refreshing: Promise<void> | null = null;
  let closed = false;

  const unlisten = await listenTo(ctx.database, PROFESSIONALS_CHANGED_CHANNEL, {
    onNotify: (payload) => {
      const changed = changedRowsOf(payload);
      if (changed === null) pending.all = true;
      else for (const id of changed) pending.ids.add(id);
    },
    onReconnect: () => {
      pending.all = true;
    },
  });

  function grow(needed: number): void {
    if (needed <= capacity) return;
    const words = Math.ceil((needed * 1.25 + 1024) / 32);
    const widen = (bits: Bits) => {
      const wider = new Uint32Array(words);
      wider.set(bits);
      return wider;
    };
    boxes = {
      professional: widen(boxes.professional),
      pcd: widen(boxes.pcd),
      talent: widen(boxes.talent),
      eu: widen(boxes.eu),
    };
    for (const entry of sets.values()) entry.bits = widen(entry.bits);
    capacity = words * 32;
  }

  /** The boxes and order key of professionals, as professionalConditions reads them. */
  const boxColumns = sql`u.id, (extract(epoch FROM u.updated_at) * 1000000)::bigint::text AS updated_us,
    ${professionalConditions({ keywords: [], sources: [] })} AS professional,
    ${professionalConditions({ keywords: [], sources: [], pcd: true })} AS pcd,
    ${professionalConditions({ keywords: [], sources: [], talent: true })} AS talent,
    ${professionalConditions({ keywords: [], sources: [], europeanUnionCitizenship: true })} AS eu`;

  function take(row: ProfessionalRow): number {
    let number = numberOf.get(row.id);
    if (number === undefined) {
      number = ids.length;
      numberOf.set(row.id, number);
      ids.push(row.id);
      updatedUs.push(0);
      grow(ids.length);
    }
    updatedUs[number] = Number(row.updated_us);
    setBit(boxes.professional, number, row.professional === true);
    setBit(boxes.pcd, number, row.pcd === true);
    setBit(boxes.talent, number, row.talent === true);
    setBit(boxes.eu, number, row.eu === true);
    return number;
  }

  async function readAll(): Promise<void> {
    const rows: ProfessionalRow[] = [];
    let after = '';
    for (;;) {
      const batch = rowsOf<ProfessionalRow>(
        await db.execute(
          sql`SELECT ${boxColumns} FROM users u WHERE u.id > ${after} ORDER BY u.id LIMIT ${LOAD_BATCH}`,
        ),
      );
      rows.push(...batch);
      if (batch.length < LOAD_BATCH) break;
      after = batch.at(-1)?.id ?? after;
    }
    numberOf = new Map();
    ids = [];
    updatedUs = [];
    capacity = 0;
    boxes = {
      professional: new Uint32Array(0),
      pcd: new Uint32Array(0),
      talent: new Uint32Array(0),
      eu: new Uint32Array(0),
    };
    sets.clear();
    changes = [];
    grow(rows.length);
    for (const row of rows) take(row);
    seq += 1;
    generation += 1;
    loaded = true;
  }

  async function readChanged(changed: string[]): Promise<void> {
    const rows = rowsOf<ProfessionalRow>(
      await db.execute(
        sql`SELECT ${boxColumns} FROM users u WHERE u.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(changed)}::jsonb))`,
      ),
    );
    const found = new Set(rows.map((row) => row.id));
    const numbers = rows.map(take);
    // A professional gone from the table is no professional any more.
    for (const id of changed) {
      const number = numberOf.get(id);
      if (number !== undefined && !found.has(id)) {
        setBit(boxes.professional, number, false);
        numbers.push(number);
      }
    }
    seq += 1;
    changes.push({ seq, numbers });
  }

  async function refresh(): Promise<void> {
    while (!closed && (pending.all || pending.ids.size > 0)) {
      const taken = pending;
      pending = { all: false, ids: new Set() };
      try {
        if (taken.all || !loaded) await readAll();
        else await readChanged([...taken.ids]);
      } catch (error) {
        pending.all = true;
        throw error;
      }
    }
  }

  /** Brought up to date with the database, or false when it could not be (the caller then asks SQL). */
  async function current(): Promise<boolean> {
    if (closed) return false;
    if (!pending.all && pending.ids.size === 0 && !refreshing && loaded) return true;
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
    return current();
  }

  const setKey = (source: MatchSource, keyword: string) => `${source}\u0000${keyword}`;

  /** The statement answering the professionals one keyword matches by one source (hitSetsOfKeyword). */
  async function hitStatement(source: MatchSource, keyword: string) {
    const [folded] = await foldedKeywords(db, [keyword]);
    const [set] = hitSetsOfKeyword(keyword, 0, { keywords: [keyword], sources: [source] }, folded);
    if (!set) throw new Error(`no ${source} test for a keyword`);
    return set.users;
  }

  /** A keyword's hits by one source as of change `seq`: kept and patched with what changed, or asked whole. */
  async function hitSet(source: MatchSource, keyword: string): Promise<Bits> {
    const key = setKey(source, keyword);
    const kept = sets.get(key);
    if (kept && kept.seq === seq) {
      // Most recently used last: the Map's order is the eviction order.
      sets.delete(key);
      sets.set(key, kept);
      return kept.bits;
    }
    const at = seq;
    const readFrom = generation;
    const users = await hitStatement(source, keyword);
    const changed = kept
      ? [...new Set(changes.filter((change) => change.seq > kept.seq).flatMap((c) => c.numbers))]
      : null;
    let entry: HitSetEntry;
    if (kept && changed && changed.length <= MAX_PATCH) {
      const matching = rowsOf<{ user_id: string }>(
        await db.execute(sql`SELECT h.user_id FROM (${users}) AS h
          WHERE h.user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(changed.map((number) => ids[number]))}::jsonb))`),
      );
      const now = new Set(matching.map((row) => numberOf.get(row.user_id)));
      for (const number of changed) setBit(kept.bits, number, now.has(number));
      entry = { bits: kept.bits, seq: at };
    } else {
      const matching = rowsOf<{ user_id: string }>(await db.execute(users));
      const bits = new Uint32Array(capacity / 32);
      for (const row of matching) {
        const number = numberOf.get(row.user_id);
        if (number !== undefined) setBit(bits, number, true);
      }
      entry = { bits, seq: at };
    }
    // Everything was read again meanwhile: these numbers are not the index's any more (the search asks again).
    if (generation !== readFrom) return entry.bits;
    sets.delete(key);
    sets.set(key, entry);
    while (sets.size > MAX_KEPT_SETS) {
      const oldest = sets.keys().next().value;
      if (oldest === undefined) break;
      sets.delete(oldest);
    }
    const oldestSeq = Math.min(...[...sets.values()].map((set) => set.seq));
    changes = changes.filter((change) => change.seq > oldestSeq);
    return entry.bits;
  }

  return {
    async search(filter, page, cap = PROFESSIONAL_TOTAL_CAP) {
      if (filter.keywords.length === 0 || filter.minLevel) return null;
      const sources = filter.sources.filter((source) => source !== 'cv' || !filter.minLevel);
      // Every set a keyword needs, as of one change number: asked again if a change came in meanwhile.
      let hits: Bits[][] = [];
      for (let attempt = 0; ; attempt++) {
        if (!(await current())) return null;
        const at = seq;
        hits = await Promise.all(
          filter.keywords.map((keyword) => Promise.all(sources.map((source) => hitSet(source, keyword)))),
        );
        if (seq === at && !pending.all && pending.ids.size === 0) break;
        if (attempt >= 3) return null;
      }
      // Nothing below waits: the sets and the professionals are of the same moment.
      const words = capacity / 32;
      const candidates = boxes.professional.slice(0, words);
      const narrow = (bits: Bits) => {
        for (let i = 0; i < words; i++) candidates[i] = (candidates[i] as number) & (bits[i] ?? 0);
      };
      if (filter.pcd) narrow(boxes.pcd);
      if (filter.talent) narrow(boxes.talent);
      if (filter.europeanUnionCitizenship) narrow(boxes.eu);
      for (const keywordSets of hits) {
        const any = new Uint32Array(words);
        for (const bits of keywordSets)
          for (let i = 0; i < words; i++) any[i] = (any[i] as number) | (bits[i] ?? 0);
        narrow(any);
      }
      const found: number[] = [];
      const scores: number[] = [];
      const masks: number[] = [];
      for (let word = 0; word < words; word++) {
        let bits = candidates[word] as number;
        while (bits !== 0) {
          const low = bits & -bits;
          const number = word * 32 + 31 - Math.clz32(low);
          bits ^= low;
          let score = 0;
          let mask = 0;
          for (const keywordSets of hits) {
            keywordSets.forEach((set, index) => {
              if (hasBit(set, number)) {
                const source = sources[index] as MatchSource;
                score += SOURCE_WEIGHT[source];
                mask |= SOURCE_BIT[source];
              }
            });
          }
          found.push(number);
          scores.push(score);
          masks.push(mask);
        }
      }
      // Score, then the most recently updated, then id: the finder's order.
      const order = (a: number, b: number) => {
        const x = found[a] as number;
        const y = found[b] as number;
        return (
          (scores[b] as number) - (scores[a] as number) ||
          (updatedUs[y] as number) - (updatedUs[x] as number) ||
          ((ids[x] as string) < (ids[y] as string) ? -1 : (ids[x] as string) > (ids[y] as string) ? 1 : 0)
        );
      };
      const wanted = Math.min(found.length, page.offset + page.limit);
      const best = firstInOrder(found.length, wanted, order).slice(page.offset);
      return {
        hits: best.map((at) => ({
          id: ids[found[at] as number] as string,
          sources: parseSources(masks[at] as number),
        })),
        total: Math.min(found.length, cap),
        totalCapped: found.length > cap,
      };
    },
    async close() {
      closed = true;
      await unlisten();
    },
  };
}
