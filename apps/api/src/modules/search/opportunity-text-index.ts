import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { type ChangedRows, followChanges, type OwedChanges } from '../../lib/notified-cache';
import type { RecruiterCardSource } from './opportunity-search.service';
import { keywordTsQuery, rowsOf, trigramMatch } from './search-sql';
import { type ItemPositions, type RankQuery, rankQueryOf, tsRank } from './text-search/ts-rank';
import { parseTsquery, type QueryNode } from './text-search/tsquery';
import { parseTsvector } from './text-search/tsvector';

/**
 * Every opportunity's search document in this process's memory, so that a search asks no query of the database
 * (issue 27: the public search at 1,000 requests a second over varied words, on two cores). PostgreSQL stays the
 * source: the documents are its `search_vector`s, read once and then row by row as the database names the
 * opportunities that changed (the same notifications the kanban follows), each applied before the next search
 * answers; a keyword's tsquery is PostgreSQL's own (`keywordTsQuery`, asked once per keyword and kept); matching is
 * `@@` and the order is `ts_rank` ported exactly (text-search/ts-rank.ts), then the most recent first, as the SQL
 * search orders. What this index does not hold answers null and the caller runs the SQL search as before: a keyword
 * that matches no opportunity at all (the title's substrings and typos then, through trigrams), a typed location
 * without a place, a tsquery form not read here (docs/decisions/search.md, 'The opportunity search in memory').
 */

/**
 * Which opportunities a search may return, as the SQL search's conditions say (opportunity-search.repository.ts):
 * those available to professionals or one home section of them, or every opportunity (recruiters).
 */
export type Visibility = 'available' | 'news' | 'remote' | 'brazil' | 'europe' | 'northAmerica' | 'all';

export interface TextSearch {
  /** splitSearchWords(keywords), as typed. */
  keywords: readonly string[];
  visibility: Visibility;
  /** A gazetteer place: by its id, or within the radius of its coordinates. */
  place?: { placeId: string; coordinates?: { lat: number; lng: number } | undefined; radiusKm: number };
  /** Remote or hybrid only. */
  homeOffice?: boolean;
  /** The recruiters' search filters (statusConditions and the others of searchForRecruiters). */
  status?: 'published' | 'unpublished' | 'finalized' | undefined;
  /** A client's name, compared folded (immutable_unaccent(lower(…))). */
  client?: string | undefined;
  /** A career's id, or its name compared folded. */
  career?: string | undefined;
  /** The close reason, as stored. */
  motive?: string | undefined;
}

interface Document {
  id: string;
  /** What the search's cards are made of. */
  source: RecruiterCardSource;
  /** availableToProfessionals: public, not finished, with vacancies. */
  available: boolean;
  isPublic: boolean;
  isFinished: boolean;
  closeReason: string | null;
  /** immutable_unaccent(lower(coalesce(client, ''))). */
  clientFolded: string;
  /** Each career's id and folded name. */
  careers: ReadonlyArray<readonly [string | null, string | null]>;
  /** Place in the recency order (recentFirst) among the documents; kept by `recency()`. */
  recency: number;
  /** Its slot in the index. */
  slot: number;
  /** search_title, as the title searches read it. */
  searchTitle: string;
  idOpportunity: number;
  homeOffice: boolean;
  remote: boolean;
  hybrid: boolean;
  region: string | null;
  places: ReadonlyArray<{ placeId: string | null; lat: number | null; lng: number | null }>;
  /** publication_date and created_at in microseconds (the database's precision: the order's ties need it). */
  publishedUs: number | null;
  createdUs: number;
  /** The vector: lexeme ids ascending, each one's positions at positions[offsets[i] .. offsets[i + 1]). */
  lexemes: Int32Array;
  offsets: Int32Array;
  positions: Uint16Array;
}

interface KeywordQuery {
  node: QueryNode;
  /** Whether a keyword without a text match falls back to the titles' substrings and typos (trigramMatch). */
  trigramFallback: boolean;
}

/** Distinct keywords whose tsquery is kept (each a few hundred bytes). */
const MAX_KEPT_KEYWORDS = 20_000;
/** Rows read per statement when the whole index is read. */
const LOAD_BATCH = 2_000;
/** Filter bit sets kept between changes (each a bit per opportunity: 1.25 KB at 10,000). */
const MAX_FILTER_SETS = 2_000;
/** Dead slots (a changed opportunity takes a new one) past this share make the next refresh read everything again. */
const MAX_DEAD_SHARE = 0.25;

const RADIANS = Math.PI / 180;

/** distanceKmSql's haversine, in the same steps. */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * RADIANS) / 2) ** 2 +
    Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(((lng2 - lng1) * RADIANS) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}

function visible(document: Document, visibility: Visibility): boolean {
  if (visibility === 'all') return true;
  if (!document.available) return false;
  switch (visibility) {
    case 'available':
      return true;
    case 'news':
      return !document.homeOffice && !document.remote;
    case 'remote':
      return document.homeOffice || document.remote;
    default:
      return document.region === visibility;
  }
}

/** Kilometres per degree of latitude on the haversine's sphere, less a margin for rounding. */
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180 - 0.01;

function inPlace(document: Document, place: NonNullable<TextSearch['place']>): boolean {
  for (const at of document.places) {
    if (at.placeId === place.placeId) return true;
    const near = place.coordinates;
    if (near && at.lat !== null && at.lng !== null) {
      // The great-circle distance is at least the latitudes' difference: most places are ruled out without it.
      if (Math.abs(at.lat - near.lat) * KM_PER_DEGREE > place.radiusKm) continue;
      if (distanceKm(at.lat, at.lng, near.lat, near.lng) <= place.radiusKm) return true;
    }
  }
  return false;
}

/** Each filter of a search: a key naming it and whether a document passes it. */
function filtersOf(
  search: TextSearch,
  folded: ReadonlyMap<string, string>,
): Array<{ key: string; passes: (document: Document) => boolean }> {
  const filters: Array<{ key: string; passes: (document: Document) => boolean }> = [];
  const visibility = search.visibility;
  if (visibility !== 'all') filters.push({ key: `v:${visibility}`, passes: (d) => visible(d, visibility) });
  if (search.homeOffice) filters.push({ key: 'h', passes: (d) => d.homeOffice || d.remote || d.hybrid });
  const status = search.status;
  if (status === 'published') filters.push({ key: 's:p', passes: (d) => d.isPublic && !d.isFinished });
  if (status === 'unpublished') filters.push({ key: 's:u', passes: (d) => !d.isPublic && !d.isFinished });
  if (status === 'finalized') filters.push({ key: 's:f', passes: (d) => d.isFinished });
  const client = search.client;
  if (client !== undefined) {
    const name = folded.get(client);
    filters.push({ key: `c:${client}`, passes: (d) => d.clientFolded === name });
  }
  const career = search.career;
  if (career !== undefined) {
    const name = folded.get(career);
    filters.push({
      key: `r:${career}`,
      passes: (d) => d.careers.some(([id, nome]) => id === career || (nome !== null && nome === name)),
    });
  }
  const motive = search.motive;
  if (motive !== undefined) filters.push({ key: `m:${motive}`, passes: (d) => d.closeReason === motive });
  const place = search.place;
  if (place) {
    const near = place.coordinates;
    filters.push({
      key: `p:${place.placeId}:${near ? `${near.lat},${near.lng},${place.radiusKm}` : ''}`,
      passes: (d) => inPlace(d, place),
    });
  }
  return filters;
}

/** Newest first as recentFirst orders: publication (nulls last), creation, then id. */
function recentFirst(a: Document, b: Document): number {
  if (a.publishedUs !== b.publishedUs) {
    if (a.publishedUs === null) return 1;
    if (b.publishedUs === null) return -1;
    return b.publishedUs - a.publishedUs;
  }
  if (a.createdUs !== b.createdUs) return b.createdUs - a.createdUs;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Bits set in a bit set. */
function countBits(bits: Uint32Array): number {
  let count = 0;
  for (let word of bits) {
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

const hasBit = (bits: Uint32Array, slot: number) => ((bits[slot >>> 5] as number) & (1 << (slot & 31))) !== 0;

/**
 * The first `wanted` of `count` items in `order`, in order, without sorting them all: a page near the start of a
 * long list of matches is the usual search (a bounded heap holds the best so far).
 */
export function firstInOrder(
  count: number,
  wanted: number,
  order: (a: number, b: number) => number,
): number[] {
  if (wanted <= 0) return [];
  if (wanted * 8 >= count) {
    const all = Array.from({ length: count }, (_, at) => at);
    return all.sort(order).slice(0, wanted);
  }
  // A max-heap (by `order`) of the best `wanted` seen: its root is the worst of them.
  const heap: number[] = [];
  const worse = (a: number, b: number) => order(a, b) > 0;
  const up = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!worse(heap[at] as number, heap[parent] as number)) break;
      [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
      at = parent;
    }
  };
  const down = (at: number) => {
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let top = at;
      if (left < heap.length && worse(heap[left] as number, heap[top] as number)) top = left;
      if (right < heap.length && worse(heap[right] as number, heap[top] as number)) top = right;
      if (top === at) return;
      [heap[at], heap[top]] = [heap[top] as number, heap[at] as number];
      at = top;
    }
  };
  for (let item = 0; item < count; item++) {
    if (heap.length < wanted) {
      heap.push(item);
      up(heap.length - 1);
    } else if (order(item, heap[0] as number) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(order);
}

interface DocumentRow {
  id: string;
  search_title: string;
  id_opportunity: number;
  titulo: string;
  opportunity_type: RecruiterCardSource['opportunityType'];
  is_public: boolean;
  is_finished: boolean;
  close_reason: string | null;
  quantidade_vagas: number;
  client: string | null;
  client_folded: string;
  careers: RecruiterCardSource['careers'] | null;
  careers_folded: Array<[string | null, string | null]> | null;
  vector: string;
  available: boolean;
  home_office: boolean;
  remote: boolean;
  hybrid: boolean;
  region: string | null;
  locations: Array<Record<string, unknown>> | null;
  published_us: string | null;
  created_us: string;
}

/** The documents of these opportunities (all when `ids` is null), read after `after` by id, a batch at a time. */
async function documentRows(db: Database, ids: readonly string[] | null, after = ''): Promise<DocumentRow[]> {
  const which = ids
    ? sql`o.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`
    : sql`o.id > ${after}`;
  return rowsOf<DocumentRow>(
    await db.execute(sql`SELECT o.id, o.id_opportunity, o.titulo, o.search_title, o.opportunity_type, o.is_public, o.is_finished,
        o.close_reason, o.quantidade_vagas, o.client, o.careers,
        public.immutable_unaccent(lower(coalesce(o.client, ''))) AS client_folded,
        (SELECT jsonb_agg(jsonb_build_array(c.career->>'_id', public.immutable_unaccent(lower(c.career->>'nome'))))
          FROM jsonb_array_elements(o.careers) AS c(career)) AS careers_folded,
        o.search_vector::text AS vector,
        (o.is_public AND NOT o.is_finished AND o.quantidade_vagas <> 0) AS available,
        o.home_office, coalesce((o.opportunity_type->>'remote')::boolean, false) AS remote,
        coalesce((o.opportunity_type->>'hybrid')::boolean, false) AS hybrid, o.region, o.locations,
        (extract(epoch FROM o.publication_date) * 1000000)::bigint::text AS published_us,
        (extract(epoch FROM o.created_at) * 1000000)::bigint::text AS created_us
      FROM opportunities o WHERE ${which} ORDER BY o.id ${ids ? sql`` : sql`LIMIT ${LOAD_BATCH}`}`),
  );
}

export interface OpportunityTextIndex {
  /**
   * One page of the matching opportunities (their cards' fields), best first, and how many match; null when the index cannot answer this search
   * exactly (the caller runs the SQL search).
   */
  search(
    search: TextSearch,
    page: { limit: number; offset: number },
  ): Promise<{ sources: RecruiterCardSource[]; total: number } | null>;
  /**
   * byNameOrID: the opportunity with this running number first, then those whose titles hold every word (as
   * opportunityIdsByNameOrNumber: substrings and typos through trigrams), newest first; null when it cannot answer.
   */
  byNameOrId(value: string, limit: number): Promise<RecruiterCardSource[] | null>;
  /** Reads every opportunity's document now, so the first search finds them read (false: it could not). */
  warm(): Promise<boolean>;
  close(): void;
}

export function createOpportunityTextIndex(
  ctx: Pick<AppContext, 'database' | 'opportunityCaches'>,
): OpportunityTextIndex {
  const db = ctx.database.db;
  const lexemeIds = new Map<string, number>();
  /** Per lexeme id, the slots of the documents holding it, ascending. */
  let postings: number[][] = [];
  /** Documents by slot; a changed document takes a new slot and its old one is emptied. */
  let slots: Array<Document | null> = [];
  let slotOf = new Map<string, number>();
  let dead = 0;
  const keywordQueries = new Map<string, KeywordQuery | null>();
  /**
   * Per title word, the distinct titles it matches (opportunityIdsByNameOrNumber's test of one word, made by the
   * database over the titles in use), kept while no new title appears.
   */
  const titleWords = new Map<string, ReadonlySet<string>>();
  let titlesKnown = new Set<string>();
  /** Documents by running number. */
  let byNumber = new Map<number, Document>();
  /** Client and career names as immutable_unaccent(lower(…)) folds them, asked once per name and kept. */
  const foldedNames = new Map<string, string>();
  /**
   * The documents passing each filter a search used (a visibility, the Home Office box, a place and radius, a
   * status, client, career or motive), as bit sets over the slots, kept until the next change (a search engine's
   * filter cache: the same filters come back with other words and pages).
   */
  const filterSets = new Map<string, Uint32Array>();
  /** The live documents newest first (recentFirst), made again after a change when a search needs them. */
  let byRecency: Document[] | null = null;

  const changesOwed = followChanges(applyChanges);
  ctx.opportunityCaches.follow((changed: ChangedRows) => changesOwed.note(changed));

  function lexemeId(lexeme: string): number {
    let id = lexemeIds.get(lexeme);
    if (id === undefined) {
      id = lexemeIds.size;
      lexemeIds.set(lexeme, id);
      postings.push([]);
    }
    return id;
  }

  function documentOf(row: DocumentRow): Document | null {
    const entries = parseTsvector(row.vector ?? '');
    if (!entries) return null;
    const ids = entries.map((entry) => lexemeId(entry.lexeme));
    const order = ids.map((_, index) => index).sort((a, b) => (ids[a] as number) - (ids[b] as number));
    const lexemes = new Int32Array(order.length);
    const offsets = new Int32Array(order.length + 1);
    const positions: number[] = [];
    order.forEach((from, to) => {
      lexemes[to] = ids[from] as number;
      offsets[to] = positions.length;
      positions.push(...(entries[from]?.positions ?? []));
    });
    offsets[order.length] = positions.length;
    const number = (value: unknown) => (typeof value === 'number' ? value : null);
    return {
      id: row.id,
      source: {
        id: row.id,
        idOpportunity: row.id_opportunity,
        titulo: row.titulo,
        locations: (row.locations ?? []) as unknown as RecruiterCardSource['locations'],
        homeOffice: row.home_office,
        opportunityType: row.opportunity_type,
        client: row.client,
        careers: row.careers ?? [],
        isFinished: row.is_finished,
        isPublic: row.is_public,
        closeReason: row.close_reason,
        quantidadeVagas: row.quantidade_vagas,
        // As the typed query builder reads it: to the millisecond.
        createdAt: new Date(Math.floor(Number(row.created_us) / 1000)),
      },
      available: row.available,
      isPublic: row.is_public,
      isFinished: row.is_finished,
      closeReason: row.close_reason,
      clientFolded: row.client_folded,
      careers: row.careers_folded ?? [],
      recency: 0,
      slot: -1,
      searchTitle: row.search_title,
      idOpportunity: row.id_opportunity,
      homeOffice: row.home_office,
      remote: row.remote,
      hybrid: row.hybrid,
      region: row.region,
      places: (row.locations ?? []).map((place) => ({
        placeId: place.place_id === undefined || place.place_id === null ? null : String(place.place_id),
        lat: number(place.lat),
        lng: number(place.lng),
      })),
      publishedUs: row.published_us === null ? null : Number(row.published_us),
      createdUs: Number(row.created_us),
      lexemes,
      offsets,
      positions: Uint16Array.from(positions),
    };
  }

  /** Puts a document in a new slot (emptying its old one), or removes it (null). */
  function place(id: string, document: Document | null): void {
    byRecency = null;
    filterSets.clear();
    if (document && !titlesKnown.has(document.searchTitle)) {
      // A title never seen: every word is tested again (against the titles in use) when next asked.
      titlesKnown.add(document.searchTitle);
      titleWords.clear();
    }
    const old = slotOf.get(id);
    if (old !== undefined) {
      const was = slots[old];
      if (was && byNumber.get(was.idOpportunity) === was) byNumber.delete(was.idOpportunity);
      slots[old] = null;
      slotOf.delete(id);
      dead += 1;
    }
    if (!document) return;
    const slot = slots.length;
    document.slot = slot;
    byNumber.set(document.idOpportunity, document);
    slots.push(document);
    slotOf.set(id, slot);
    for (const lexeme of document.lexemes) postings[lexeme]?.push(slot);
  }

  /** Reads every document, then replaces the index at once (a search never sees it half made). */
  async function readAll(): Promise<void> {
    const rows: DocumentRow[] = [];
    let after = '';
    for (;;) {
      const batch = await documentRows(db, null, after);
      rows.push(...batch);
      if (batch.length < LOAD_BATCH) break;
      after = batch.at(-1)?.id ?? after;
    }
    lexemeIds.clear();
    titlesKnown = new Set();
    titleWords.clear();
    byNumber = new Map();
    postings = [];
    slots = [];
    slotOf = new Map();
    dead = 0;
    for (const row of rows) {
      const document = documentOf(row);
      // A vector not read here: the whole index stands down until everything is read again.
      if (!document) throw new Error(`opportunity ${row.id}: search vector not understood`);
      place(row.id, document);
    }
  }

  /** Applies what changed since the last search: the named opportunities read again, or everything. */
  async function applyChanges(owed: OwedChanges): Promise<void> {
    if (owed.all || dead > MAX_DEAD_SHARE * Math.max(slots.length, 1000)) {
      await readAll();
      return;
    }
    const fresh = new Map((await documentRows(db, owed.ids)).map((row) => [row.id, row]));
    for (const id of owed.ids) {
      const row = fresh.get(id);
      const document = row ? documentOf(row) : null;
      // Everything is read again next time; meanwhile the caller searches with SQL.
      if (row && !document) throw new Error(`opportunity ${id}: search vector not understood`);
      place(id, document);
    }
  }

  /** The index brought up to date with the database (once per burst of searches), or false if it could not be. */
  const current = () => changesOwed.current();

  function recency(): Document[] {
    if (!byRecency) {
      byRecency = slots.filter((document): document is Document => document !== null).sort(recentFirst);
      byRecency.forEach((document, at) => {
        document.recency = at;
      });
    }
    return byRecency;
  }

  /** The names' folded forms, asked of the database once per name. */
  async function foldNames(names: ReadonlyArray<string | undefined>): Promise<ReadonlyMap<string, string>> {
    const missing = [
      ...new Set(names.filter((name): name is string => name !== undefined && !foldedNames.has(name))),
    ];
    if (missing.length > 0) {
      const [row] = rowsOf<Record<string, string>>(
        await db.execute(
          sql`SELECT ${sql.join(
            missing.map(
              (name, index) => sql`public.immutable_unaccent(lower(${name})) AS ${sql.raw(`f${index}`)}`,
            ),
            sql`, `,
          )}`,
        ),
      );
      missing.forEach((name, index) => {
        foldedNames.set(name, row?.[`f${index}`] ?? '');
      });
      while (foldedNames.size > MAX_KEPT_KEYWORDS) {
        const oldest = foldedNames.keys().next().value;
        if (oldest === undefined) break;
        foldedNames.delete(oldest);
      }
    }
    return foldedNames;
  }

  /** The titles in use each word matches, asked of the database for the words not asked since the last new title. */
  async function titlesMatching(words: readonly string[]): Promise<Array<ReadonlySet<string>>> {
    // A word of digits alone matches only titles holding a digit: each of its trigrams holds one, and so does any
    // title holding the word. The running numbers typed into byNameOrID are all different: with no such title in
    // use, they cost no query.
    const digits = (word: string) => /^\d+$/.test(word);
    const titlesWithDigits = [...titlesKnown].filter((title) => /\d/.test(title));
    for (const word of words) {
      if (digits(word) && titlesWithDigits.length === 0 && !titleWords.has(word))
        titleWords.set(word, new Set());
    }
    const missing = [...new Set(words.filter((word) => !titleWords.has(word)))];
    if (missing.length > 0) {
      const titles = JSON.stringify([...titlesKnown]);
      const known = titlesKnown;
      const answers = await Promise.all(
        missing.map(async (word) => {
          // The same test as opportunityIdsByNameOrNumber's, on each title in use instead of each opportunity.
          const test =
            trigramMatch(sql`x.t`, word) ??
            sql`to_tsvector('simple', x.t) @@ plainto_tsquery('simple', public.immutable_unaccent(${word}))`;
          const found = rowsOf<{ t: string }>(
            await db.execute(
              sql`SELECT x.t FROM jsonb_array_elements_text(${titles}::jsonb) AS x(t) WHERE ${test}`,
            ),
          );
          return new Set(found.map((row) => row.t));
        }),
      );
      // Titles added meanwhile were not tested: the answers are kept only if the titles in use are the same.
      if (known !== titlesKnown) return titlesMatching(words);
      for (const [index, word] of missing.entries()) titleWords.set(word, answers[index] as Set<string>);
      while (titleWords.size > MAX_KEPT_KEYWORDS) {
        const oldest = titleWords.keys().next().value;
        if (oldest === undefined) break;
        titleWords.delete(oldest);
      }
    }
    return words.map((word) => titleWords.get(word) ?? new Set<string>());
  }

  /** Each keyword's tsquery as PostgreSQL builds it (keywordTsQuery), asked once per keyword and kept. */
  async function keywordQueriesOf(keywords: readonly string[]): Promise<Array<KeywordQuery | null>> {
    const missing = [...new Set(keywords.filter((keyword) => !keywordQueries.has(keyword)))];
    if (missing.length > 0) {
      const [row] = rowsOf<Record<string, string>>(
        await db.execute(
          sql`SELECT ${sql.join(
            missing.map(
              (keyword, index) => sql`(${keywordTsQuery(keyword)})::text AS ${sql.raw(`q${index}`)}`,
            ),
            sql`, `,
          )}`,
        ),
      );
      missing.forEach((keyword, index) => {
        const text = row?.[`q${index}`] ?? '';
        const node = text === '' ? null : parseTsquery(text);
        // trigramMatch's rule: a keyword of 3 characters or more falls back to the titles' substrings.
        keywordQueries.set(keyword, node ? { node, trigramFallback: [...keyword.trim()].length >= 3 } : null);
      });
      while (keywordQueries.size > MAX_KEPT_KEYWORDS) {
        const oldest = keywordQueries.keys().next().value;
        if (oldest === undefined) break;
        keywordQueries.delete(oldest);
      }
    }
    return keywords.map((keyword) => keywordQueries.get(keyword) ?? null);
  }

  /** The slots whose documents match the query (`@@`), as a bit set over the slots. */
  function matching(node: QueryNode, words: number): Uint32Array {
    switch (node.kind) {
      case 'lexeme': {
        const bits = new Uint32Array(words);
        const id = lexemeIds.get(node.lexeme);
        if (id === undefined) return bits;
        for (const slot of postings[id] ?? []) {
          if (slots[slot]) bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
        }
        return bits;
      }
      case 'and':
      case 'or': {
        const left = matching(node.left, words);
        const right = matching(node.right, words);
        for (let i = 0; i < words; i++) {
          left[i] =
            node.kind === 'and'
              ? (left[i] as number) & (right[i] as number)
              : (left[i] as number) | (right[i] as number);
        }
        return left;
      }
      case 'not': {
        const inner = matching(node.operand, words);
        for (let i = 0; i < words; i++) inner[i] = ~(inner[i] as number);
        // Only live documents: an empty slot matches nothing.
        for (let slot = 0; slot < slots.length; slot++) {
          if (!slots[slot]) inner[slot >>> 5] = (inner[slot >>> 5] as number) & ~(1 << (slot & 31));
        }
        for (let slot = slots.length; slot < words * 32; slot++) {
          inner[slot >>> 5] = (inner[slot >>> 5] as number) & ~(1 << (slot & 31));
        }
        return inner;
      }
    }
  }

  /** Where the document holds each lexeme id of `items` (binary search in its vector), into `at`. */
  function locate(document: Document, items: Int32Array, at: ItemPositions): void {
    const lexemes = document.lexemes;
    for (let item = 0; item < items.length; item++) {
      const lexeme = items[item] as number;
      let low = 0;
      let high = lexemes.length - 1;
      at.starts[item] = -1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const here = lexemes[middle] as number;
        if (here === lexeme) {
          at.starts[item] = document.offsets[middle] as number;
          at.ends[item] = document.offsets[middle + 1] as number;
          break;
        }
        if (here < lexeme) low = middle + 1;
        else high = middle - 1;
      }
    }
  }

  return {
    async search(search, page) {
      const [queries, folded] = await Promise.all([
        keywordQueriesOf(search.keywords),
        foldNames([search.client, search.career]),
      ]);
      if (queries.some((query) => query === null)) return null;
      // Nothing below waits: a refresh cannot change the index while this search reads it.
      if (!(await current())) return null;
      const ordered = recency();
      const words = Math.ceil(slots.length / 32) + 1;
      let hits: Uint32Array | null = null;
      for (const query of queries as KeywordQuery[]) {
        const own = matching(query.node, words);
        // keywordCondition: a keyword matching no opportunity at all is looked for in the titles instead.
        if (query.trigramFallback && own.every((word) => word === 0)) return null;
        if (!hits) hits = own;
        else for (let i = 0; i < words; i++) hits[i] = (hits[i] as number) & (own[i] as number);
      }
      const keywordHits = hits;
      for (const filter of filtersOf(search, folded)) {
        let passing = filterSets.get(filter.key);
        if (!passing) {
          passing = new Uint32Array(words);
          for (const document of ordered) {
            if (filter.passes(document)) {
              passing[document.slot >>> 5] =
                (passing[document.slot >>> 5] as number) | (1 << (document.slot & 31));
            }
          }
          filterSets.set(filter.key, passing);
          if (filterSets.size > MAX_FILTER_SETS) {
            const oldest = filterSets.keys().next().value;
            if (oldest !== undefined) filterSets.delete(oldest);
          }
        }
        if (!hits) hits = passing.slice();
        else for (let i = 0; i < words; i++) hits[i] = (hits[i] as number) & (passing[i] as number);
      }
      const wanted = page.offset + page.limit;
      if (!keywordHits) {
        // No keyword: the most recent first, read in that order until the page is full; all are counted.
        const onPage: Document[] = [];
        let seen = 0;
        for (const document of ordered) {
          if (seen >= wanted) break;
          if (hits && !hasBit(hits, document.slot)) continue;
          if (seen >= page.offset) onPage.push(document);
          seen += 1;
        }
        return {
          sources: onPage.map((document) => document.source),
          total: hits ? countBits(hits) : ordered.length,
        };
      }
      const found: Document[] = [];
      const matched = hits as Uint32Array;
      for (let word = 0; word < words; word++) {
        let bits = matched[word] as number;
        while (bits !== 0) {
          const low = bits & -bits;
          const document = slots[word * 32 + 31 - Math.clz32(low)];
          if (document) found.push(document);
          bits ^= low;
        }
      }
      // rankQuery: every keyword's tsquery joined by &&.
      const [first, ...rest] = (queries as KeywordQuery[]).map((query) => query.node) as [
        QueryNode,
        ...QueryNode[],
      ];
      const root = rest.reduce<QueryNode>((left, right) => ({ kind: 'and', left, right }), first);
      const rank: RankQuery = rankQueryOf(root);
      const items = Int32Array.from(rank.items, (item) => lexemeIds.get(item) ?? -1);
      const ranks = new Float64Array(found.length);
      const recencies = new Int32Array(found.length);
      const at: ItemPositions = {
        positions: [],
        starts: new Int32Array(items.length),
        ends: new Int32Array(items.length),
      };
      for (let i = 0; i < found.length; i++) {
        const document = found[i] as Document;
        at.positions = document.positions;
        locate(document, items, at);
        ranks[i] = tsRank(rank, at, document.lexemes.length);
        recencies[i] = document.recency;
      }
      // ts_rank descending, then recentFirst (the documents' places in the recency order).
      const order = (a: number, b: number) =>
        (ranks[b] as number) - (ranks[a] as number) || (recencies[a] as number) - (recencies[b] as number);
      const best = firstInOrder(found.length, Math.min(found.length, wanted), order);
      return {
        sources: best.slice(page.offset).map((index) => (found[index] as Document).source),
        total: found.length,
      };
    },
    async byNameOrId(value, limit) {
      const trimmed = value.trim().replace(/^#/, '');
      const number = /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
      const words = trimmed.split(/\s+/).filter((word) => word !== '');
      if (!(await current())) return null;
      const matching = await titlesMatching(words);
      if (!(await current())) return null;
      // Only the titles every word matches (all when there is no word), and the numbered one.
      let titles: ReadonlySet<string> | null = null;
      for (const matched of matching) {
        if (titles === null) titles = matched;
        else {
          const common = new Set<string>();
          for (const title of titles) if (matched.has(title)) common.add(title);
          titles = common;
        }
      }
      const numbered = number === null ? undefined : byNumber.get(number);
      const found: Document[] =
        titles !== null && titles.size === 0
          ? numbered
            ? [numbered]
            : []
          : recency().filter(
              (document) =>
                document.idOpportunity === number || titles === null || titles.has(document.searchTitle),
            );
      const order = (a: number, b: number) => {
        const x = found[a] as Document;
        const y = found[b] as Document;
        return (
          Number(y.idOpportunity === number) - Number(x.idOpportunity === number) ||
          y.createdUs - x.createdUs ||
          (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)
        );
      };
      const best = firstInOrder(found.length, Math.min(limit, found.length), order);
      return best.map((at) => (found[at] as Document).source);
    },
    warm: current,
    close() {
      changesOwed.close();
    },
  };
}
