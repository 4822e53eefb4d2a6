import { type MatchSource, PROFESSIONAL_TOTAL_CAP } from '@mosaico/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listenTo } from '../../db/notifications';
import { changedRowsOf, followChanges, PROFESSIONALS_CHANGED_CHANNEL } from '../../lib/notified-cache';
import {
  buildLexemePostings,
  type LexemePostings,
  lexemesOfVectorText,
  parseTsQuery,
  type TsQueryNode,
} from './lexeme-postings';
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
import { dropOldest } from './professional-search-estimates';
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

/** Keywords' hit sets kept, all sources together (a set is a bit per professional: 125 KB at a million). */
const MAX_KEPT_SETS = 600;
/** Skills sets kept from the postings until the next change (each recomputed in about a millisecond). */
const MAX_KEPT_SKILL_SETS = 100;
/** A kept set behind by more changed professionals than this is asked again whole instead of patched. */
const MAX_PATCH = 5_000;
/**
 * Keyword sets asked of PostgreSQL at once. A cold index meeting many new keywords (a restart under load) queues
 * them here instead of filling the pool of 10 that every request's session check and cards also need. Skills come
 * from the postings, so what is read is names and CVs: a common surname at a million professionals is 100,000
 * rows of a 985 MB table, 0.4–0.6 s (two at once left requests waiting past 10 s in the first seconds of a load).
 */
export const MAX_CONCURRENT_READS = 4;
/** Professionals read per statement when everything is read. */
const LOAD_BATCH = 50_000;

type Bits = Uint32Array;

/** Bits set in a 32-bit word. */
function countBits(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

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
  /** Their skills' search vector as text, each lexeme quoted (null without a document). */
  skill_lexemes: string | null;
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
  /** Reads every professional's order and boxes now, so the first search finds them read (false: it could not). */
  warm(): Promise<boolean>;
  close(): Promise<void>;
}

export async function createProfessionalSearchIndex(
  ctx: Pick<AppContext, 'database'>,
  options: {
    /**
     * A score level of at most this many professionals is read out and sorted; a larger one is read in the recency
     * order until the page is full (tests set 0 to take that path always).
     */
    extractUpTo?: number;
    /** Professionals per statement when everything is read (tests set a few, to read in many ranges). */
    readBatch?: number;
  } = {},
): Promise<ProfessionalSearchIndex> {
  const extractUpTo = options.extractUpTo ?? 4_096;
  const readBatch = options.readBatch ?? LOAD_BATCH;
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
  /**
   * Every professional's skill lexemes as posting lists (lexeme-postings.ts): a keyword's skills hits without a
   * statement. Read with everything and kept with each change, so always of change `seq`.
   */
  let skillPostings: LexemePostings | null = null;
  /** Skills sets evaluated from the postings, each as of its change number. */
  const skillSets = new Map<string, HitSetEntry>();
  /**
   * The recency order (updated_at descending, then id): `order` as sorted when everything was last sorted, each
   * professional in it at its place while `inOrder` has them; those changed since (`recent`, kept sorted) are read
   * beside it. Sorted again once `recent` grows past a share of everyone.
   */
  let order = new Int32Array(0);
  let inOrder = new Uint32Array(0);
  let recent: number[] = [];
  /** While everything is read: no one is moved one by one (all are sorted at the end). */
  let readingAll = false;
  /** Which professionals changed at each change number since the oldest kept set. */
  let changes: Array<{ seq: number; numbers: number[] }> = [];
  let seq = 0;
  /** Bumped when everything is read again: numbers and kept sets of an earlier generation mean nothing. */
  let generation = 0;
  /** Keyword sets being asked of PostgreSQL, so that searches waiting for the same one share its read. */
  const loading = new Map<string, { seq: number; generation: number; bits: Promise<Bits> }>();
  const changesOwed = followChanges((owed) => (owed.all ? readAll() : readChanged(owed.ids)));

  const unlisten = await listenTo(ctx.database, PROFESSIONALS_CHANGED_CHANNEL, {
    onNotify: (payload) => changesOwed.note(changedRowsOf(payload)),
    onReconnect: () => changesOwed.note(null),
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
    inOrder = widen(inOrder);
    capacity = words * 32;
  }

  /** The boxes and order key of professionals, as professionalConditions reads them. */
  // The vector's text ('java' 'spring'), split here: node-postgres parses a text[] a character at a time, and
  // PostgreSQL writes the vector's text in half the time of tsvector_to_array and array_to_string.
  const boxColumns = sql`u.id, d.skills_vector::text AS skill_lexemes,
    (extract(epoch FROM u.updated_at) * 1000000)::bigint::text AS updated_us,
    ${professionalConditions({ keywords: [], sources: [] })} AS professional,
    ${professionalConditions({ keywords: [], sources: [], pcd: true })} AS pcd,
    ${professionalConditions({ keywords: [], sources: [], talent: true })} AS talent,
    ${professionalConditions({ keywords: [], sources: [], europeanUnionCitizenship: true })} AS eu`;
  /**
   * The professionals with their documents; `after` bounds both sides of a batch: without it on the documents, a
   * merge join read them from the first each time (2.4 s for the last of twenty batches at a million).
   */
  const boxSource = (after?: string) =>
    sql`users u LEFT JOIN professional_search_documents d ON d.user_id = u.id${after === undefined ? sql`` : sql` AND d.user_id > ${after}`}`;

  const lexemesOf = (row: ProfessionalRow) =>
    row.skill_lexemes ? lexemesOfVectorText(row.skill_lexemes) : [];

  /** The finder's order after the score: the most recently updated first, then by id. */
  function newer(a: number, b: number): number {
    return (
      (updatedUs[b] as number) - (updatedUs[a] as number) ||
      ((ids[a] as string) < (ids[b] as string) ? -1 : (ids[a] as string) > (ids[b] as string) ? 1 : 0)
    );
  }

  /** Takes a professional out of the sorted order into the recent ones, at their place. */
  function moved(number: number): void {
    if (readingAll) return;
    setBit(inOrder, number, false);
    let low = 0;
    let high = recent.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (newer(recent[middle] as number, number) < 0) low = middle + 1;
      else high = middle;
    }
    recent.splice(low, 0, number);
  }

  function sortAll(): void {
    order = Int32Array.from(ids.keys()).sort(newer);
    inOrder.fill(0xffffffff);
    recent = [];
  }

  /** Calls `visit` with professionals in the recency order until it answers false. */
  function inRecencyOrder(visit: (number: number) => boolean): void {
    let at = 0;
    let fresh = 0;
    for (;;) {
      while (at < order.length && !hasBit(inOrder, order[at] as number)) at += 1;
      const sorted = at < order.length ? (order[at] as number) : -1;
      const changed = fresh < recent.length ? (recent[fresh] as number) : -1;
      if (sorted < 0 && changed < 0) return;
      const takeChanged = sorted < 0 || (changed >= 0 && newer(changed, sorted) < 0);
      if (takeChanged) fresh += 1;
      else at += 1;
      if (!visit(takeChanged ? changed : sorted)) return;
    }
  }

  function take(row: ProfessionalRow): number {
    let number = numberOf.get(row.id);
    const updated = Number(row.updated_us);
    if (number === undefined) {
      number = ids.length;
      numberOf.set(row.id, number);
      ids.push(row.id);
      updatedUs.push(updated);
      grow(ids.length);
      moved(number);
    } else if (updatedUs[number] !== updated) {
      const was = recent.indexOf(number);
      if (was >= 0) recent.splice(was, 1);
      updatedUs[number] = updated;
      moved(number);
    }
    setBit(boxes.professional, number, row.professional === true);
    setBit(boxes.pcd, number, row.pcd === true);
    setBit(boxes.talent, number, row.talent === true);
    setBit(boxes.eu, number, row.eu === true);
    return number;
  }

  async function readAll(): Promise<void> {
    const rows: ProfessionalRow[] = [];
    // Professionals are numbered in the order read (below): the lexemes are filed under those numbers as each
    // batch arrives, and their strings dropped.
    const postings = buildLexemePostings();
    // Ranges of `readBatch` ids, from an index-only walk of the ids; two read at once, so that PostgreSQL writes
    // the next while this process parses the last (at a million: 12–15 s, against 14.5 s one after another).
    const bounds = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users) AS numbered
        WHERE n % ${readBatch} = 0 ORDER BY id`),
    ).map((row) => row.id);
    const readRange = (at: number) => {
      const after = at === 0 ? null : (bounds[at - 1] as string);
      const upTo = bounds[at];
      const read = db
        .execute(
          sql`SELECT ${boxColumns} FROM ${boxSource(after ?? '')}
            WHERE ${after === null ? sql`TRUE` : sql`u.id > ${after}`} ${upTo === undefined ? sql`` : sql`AND u.id <= ${upTo}`}
            ORDER BY u.id`,
        )
        .then((result) => rowsOf<ProfessionalRow>(result));
      // Awaited in turn: a failure of a read ahead is seen when its turn comes, not as an unhandled rejection.
      read.catch(() => undefined);
      return read;
    };
    const ranges = bounds.length + 1;
    const reads = [readRange(0), ...(ranges > 1 ? [readRange(1)] : [])];
    for (let at = 0; at < ranges; at++) {
      const batch = await (reads[at] as Promise<ProfessionalRow[]>);
      if (at + 2 < ranges) reads.push(readRange(at + 2));
      for (const row of batch) {
        postings.add(rows.length, lexemesOf(row));
        row.skill_lexemes = null;
        rows.push(row);
      }
      reads[at] = Promise.resolve([]);
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
    order = new Int32Array(0);
    inOrder = new Uint32Array(0);
    recent = [];
    grow(rows.length);
    readingAll = true;
    for (const row of rows) take(row);
    readingAll = false;
    skillPostings = postings.finish();
    skillSets.clear();
    sortAll();
    seq += 1;
    generation += 1;
  }

  async function readChanged(changed: string[]): Promise<void> {
    const rows = rowsOf<ProfessionalRow>(
      await db.execute(
        sql`SELECT ${boxColumns} FROM ${boxSource()} WHERE u.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(changed)}::jsonb))`,
      ),
    );
    const found = new Set(rows.map((row) => row.id));
    const numbers = rows.map((row) => {
      const number = take(row);
      skillPostings?.replace(number, lexemesOf(row));
      return number;
    });
    // A professional gone from the table is no professional any more.
    for (const id of changed) {
      const number = numberOf.get(id);
      if (number !== undefined && !found.has(id)) {
        setBit(boxes.professional, number, false);
        skillPostings?.replace(number, []);
        numbers.push(number);
      }
    }
    // Many moved since the last sort: sort everyone again (a few hundred ms at a million, seldom).
    if (recent.length > Math.max(2_000, ids.length / 20)) sortAll();
    seq += 1;
    changes.push({ seq, numbers });
  }

  const setKey = (source: MatchSource, keyword: string) => `${source}\u0000${keyword}`;

  /** The statement answering the professionals one keyword matches by one source (hitSetsOfKeyword). */
  async function hitStatement(source: MatchSource, keyword: string) {
    const [folded] = await foldedKeywords(db, [keyword]);
    const [set] = hitSetsOfKeyword(keyword, 0, { keywords: [keyword], sources: [source] }, folded);
    if (!set) throw new Error(`no ${source} test for a keyword`);
    return set.users;
  }

  /**
   * A keyword's hits by one source as of change `seq`: kept, or being read for another search (shared: a hundred
   * searches arriving for a new keyword make one read), or read now.
   */
  function hitSet(source: MatchSource, keyword: string): Promise<Bits> {
    if (source === 'skills' && skillPostings) return skillSet(keyword);
    const key = setKey(source, keyword);
    const kept = sets.get(key);
    if (kept && kept.seq === seq) {
      // Most recently used last: the Map's order is the eviction order.
      sets.delete(key);
      sets.set(key, kept);
      return Promise.resolve(kept.bits);
    }
    const inFlight = loading.get(key);
    if (inFlight && inFlight.seq === seq && inFlight.generation === generation) return inFlight.bits;
    const bits = withReadSlot(() => readHitSet(key, source, keyword));
    loading.set(key, { seq, generation, bits });
    const forget = () => {
      if (loading.get(key)?.bits === bits) loading.delete(key);
    };
    bits.then(forget, forget);
    return bits;
  }

  /** Keywords' skills queries, parsed (null: not for the postings), asked once for every search waiting for one. */
  const skillQueries = new Map<string, Promise<TsQueryNode | null>>();
  function skillQuery(keyword: string): Promise<TsQueryNode | null> {
    const kept = skillQueries.get(keyword);
    if (kept) return kept;
    const query = withReadSlot(() => foldedKeywords(db, [keyword])).then(([folded]) =>
      parseTsQuery(folded?.tsquery ?? ''),
    );
    query.catch(() => skillQueries.delete(keyword));
    skillQueries.set(keyword, query);
    dropOldest(skillQueries, MAX_KEPT_SETS);
    return query;
  }

  /** A keyword's skills hits from the postings, as `d.skills_vector @@ keywordTsQuery(keyword)` answers them. */
  async function skillSet(keyword: string): Promise<Bits> {
    const kept = skillSets.get(keyword);
    if (kept && kept.seq === seq) return kept.bits;
    const query = await skillQuery(keyword);
    // Evaluated after the fold's round trip: the postings are of change `seq` now, whatever came in meanwhile.
    if (!query || !skillPostings) {
      return withReadSlot(() => readHitSet(setKey('skills', keyword), 'skills', keyword));
    }
    const again = skillSets.get(keyword);
    if (again && again.seq === seq) return again.bits;
    const entry = { bits: skillPostings.matching(query, capacity / 32), seq };
    skillSets.delete(keyword);
    skillSets.set(keyword, entry);
    dropOldest(skillSets, MAX_KEPT_SKILL_SETS);
    return entry.bits;
  }

  let reading = 0;
  const waitingToRead: Array<() => void> = [];
  /** Runs `read` once fewer than MAX_CONCURRENT_READS run, in the order asked. */
  async function withReadSlot<T>(read: () => Promise<T>): Promise<T> {
    if (reading < MAX_CONCURRENT_READS) reading += 1;
    else await new Promise<void>((resolve) => waitingToRead.push(resolve));
    try {
      return await read();
    } finally {
      // The slot passes to the next in line, or is given back.
      const next = waitingToRead.shift();
      if (next) next();
      else reading -= 1;
    }
  }

  /** A keyword's set read as of change `seq`: the kept one patched with what changed since, or asked whole. */
  async function readHitSet(key: string, source: MatchSource, keyword: string): Promise<Bits> {
    // Taken together, once this read has its turn (it may have waited for a slot while sets were read, changes
    // came in, or everything was read again): the kept set, the moment and what changed since the kept set.
    const kept = sets.get(key);
    if (kept && kept.seq === seq) return kept.bits;
    const at = seq;
    const readFrom = generation;
    const changed = kept
      ? [...new Set(changes.filter((change) => change.seq > kept.seq).flatMap((c) => c.numbers))]
      : null;
    const users = await hitStatement(source, keyword);
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
    dropOldest(sets, MAX_KEPT_SETS);
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
        if (!(await changesOwed.current())) return null;
        const at = seq;
        hits = await Promise.all(
          filter.keywords.map((keyword) => Promise.all(sources.map((source) => hitSet(source, keyword)))),
        );
        if (seq === at && !changesOwed.behind()) break;
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
      let total = 0;
      for (const word of candidates) total += countBits(word);
      const wanted = page.offset + page.limit;
      const sourcesOf = (number: number) => {
        let score = 0;
        let mask = 0;
        for (const keywordSets of hits) {
          for (let index = 0; index < keywordSets.length; index++) {
            if (hasBit(keywordSets[index] as Bits, number)) {
              const source = sources[index] as MatchSource;
              score += SOURCE_WEIGHT[source];
              mask |= SOURCE_BIT[source];
            }
          }
        }
        return { score, mask };
      };
      const answer = (chosen: number[]) => ({
        hits: chosen.slice(page.offset).map((number) => ({
          id: ids[number] as string,
          sources: parseSources(sourcesOf(number).mask),
        })),
        total: Math.min(total, cap),
        totalCapped: total > cap,
      });
      if (total <= extractUpTo) {
        // Few matches: each one's score read from the sets, then ordered.
        const found: number[] = [];
        for (let i = 0; i < words; i++) {
          let bits = candidates[i] as number;
          while (bits !== 0) {
            const low = bits & -bits;
            found.push(i * 32 + 31 - Math.clz32(low));
            bits ^= low;
          }
        }
        const scores = found.map((number) => sourcesOf(number).score);
        const best = firstInOrder(
          found.length,
          Math.min(wanted, found.length),
          (a, b) =>
            (scores[b] as number) - (scores[a] as number) || newer(found[a] as number, found[b] as number),
        );
        return answer(best.map((at) => found[at] as number));
      }
      // Each candidate's score (name 4, skill 2, CV 1 per keyword) in bit planes: planes[p] holds bit p of every
      // professional's score, added set by set as a ripple-carry adder over 32 professionals at a time.
      const weights = sources.map((source) => SOURCE_WEIGHT[source]);
      const maxScore = hits.length * weights.reduce((sum, weight) => sum + weight, 0);
      const planeCount = Math.max(1, Math.ceil(Math.log2(maxScore + 1)));
      const planes = Array.from({ length: planeCount }, () => new Uint32Array(words));
      for (const keywordSets of hits) {
        keywordSets.forEach((bits, index) => {
          const first = Math.log2(weights[index] as number);
          for (let i = 0; i < words; i++) {
            let carry = (bits[i] ?? 0) & (candidates[i] as number);
            for (let p = first; carry !== 0 && p < planeCount; p++) {
              const plane = planes[p] as Uint32Array;
              const next = (plane[i] as number) & carry;
              plane[i] = (plane[i] as number) ^ carry;
              carry = next;
            }
          }
        });
      }
      const chosen: number[] = [];
      // Score by score from the highest: each level's professionals in the recency order, until the page is full.
      const level = new Uint32Array(words);
      for (let score = maxScore; score > 0 && chosen.length < wanted; score--) {
        let members = 0;
        for (let i = 0; i < words; i++) {
          let bits = candidates[i] as number;
          for (let p = 0; p < planeCount; p++) {
            const plane = (planes[p] as Uint32Array)[i] as number;
            bits &= (score >>> p) & 1 ? plane : ~plane;
          }
          level[i] = bits;
          members += countBits(bits);
        }
        if (members === 0) continue;
        const need = wanted - chosen.length;
        if (members <= Math.max(extractUpTo, extractUpTo > 0 ? need * 32 : 0)) {
          const inLevel: number[] = [];
          for (let i = 0; i < words; i++) {
            let bits = level[i] as number;
            while (bits !== 0) {
              const low = bits & -bits;
              inLevel.push(i * 32 + 31 - Math.clz32(low));
              bits ^= low;
            }
          }
          const best = firstInOrder(inLevel.length, Math.min(need, inLevel.length), (a, b) =>
            newer(inLevel[a] as number, inLevel[b] as number),
          );
          for (const at of best) chosen.push(inLevel[at] as number);
        } else {
          let taken = 0;
          inRecencyOrder((number) => {
            if (hasBit(level, number)) {
              chosen.push(number);
              taken += 1;
            }
            return taken < need;
          });
        }
      }
      return answer(chosen);
    },
    warm: () => changesOwed.current(),
    async close() {
      changesOwed.close();
      await unlisten();
    },
  };
}
