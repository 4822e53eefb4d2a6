import { type MatchSource, PROFESSIONAL_TOTAL_CAP } from '@mosaico/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executePlannedOnce } from '../../db/planned-once';
import { candidatures, opportunities, users } from '../../db/schema';
import { RECRUITER_ROLES } from '../../lib/auth';
import {
  allOf,
  anyOf,
  type FoldedKeyword,
  foldedKeywordColumns,
  foldedKeywordsOf,
  keywordTsQuery,
  rowsOf,
  trigramMatch,
} from './search-sql';

/**
 * Queries behind the recruiters' professional finder (users/find) and find-by-keyword. A keyword matches a
 * professional by name or e-mail, by a skill, or by the text of an attached CV; every keyword must match
 * somewhere. Names have their GIN indexes on users (migration 0004); skills and CVs are read from one search
 * document per professional (migration 0015), whose GIN index answers every keyword in one probe.
 */

export interface ProfessionalFilter {
  keywords: string[];
  sources: ReadonlyArray<MatchSource>;
  /** Skills below this level do not count (find-by-keyword); CVs count only without a minimum. */
  minLevel?: number;
  pcd?: boolean;
  talent?: boolean;
  europeanUnionCitizenship?: boolean;
}

export interface ProfessionalHit {
  id: string;
  sources: MatchSource[];
}

// Weights of the sources in the ordering: a name hit says more than a skill, a skill more than a CV mention.
const SOURCE_WEIGHT: Record<MatchSource, number> = { name: 4, skills: 2, cv: 1 };
// One bit per source in the aggregated `sources` mask.
const SOURCE_BIT: Record<MatchSource, number> = { name: 1, skills: 2, cv: 4 };

interface HitSet {
  keyword: number;
  source: MatchSource;
  /** A query answering the `user_id` of every professional this keyword matches in this source (once each). */
  users: SQL;
  /** The test on one row of the source (`u` the professional for names, `d` search document, `s` skill row). */
  rowTest?: SQL;
  /** Tested on the professional's search document (skills without a minimum level, CVs). */
  inDocument: boolean;
  /** The keyword as a tsquery. */
  tsquery: SQL;
  /** `users` with the Portuguese form of the keyword only, for the planner's estimate (see walkOrJoins). */
  estimate: SQL;
}

/** The names of `u` as search_name and search_vector hold them (migration 0004), without the e-mail. */
const NAMES_TEXT = sql`(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.display_name, ''))`;

/**
 * Whether recruiters see `u`'s e-mail unmasked: `contactVisibility(settings).showEmail` of packages/domain (002 §6,
 * the rule every answer masks by), read in SQL so the finder can page and count. Notification settings without
 * channels count as both channels on (normalizeNotificationSettings); otherwise the E-mail channel must be on.
 * A test compares the two on every shape of settings (professional-search-email.test.ts).
 */
export const EMAIL_SHOWN_TO_RECRUITERS = sql`(
  jsonb_typeof(u.notifications_settings -> 'channels') IS DISTINCT FROM 'array'
  OR jsonb_array_length(u.notifications_settings -> 'channels') = 0
  OR (u.notifications_settings -> 'channels') @> '[{"name": "E-mail", "isActive": true}]'::jsonb
)`;

/** Where one keyword matches: by name or e-mail, in the skills, in the attached CVs' text. */
function hitSetsOfKeyword(
  keyword: string,
  index: number,
  filter: ProfessionalFilter,
  resolved?: FoldedKeyword,
): HitSet[] {
  const query = resolved ? sql`${resolved.tsquery}::tsquery` : keywordTsQuery(keyword);
  // The search document's GIN index is on skills || CVs (migration 0015): a test of either part probes it first.
  const inDocument = (vector: string, tsquery: SQL) =>
    sql`(d.skills_vector || d.cv_vector) @@ ${tsquery} AND d.${sql.raw(vector)} @@ ${tsquery}`;
  const oneForm = sql`plainto_tsquery('portuguese', search_pt_text(${keyword}))`;
  const sets: HitSet[] = [];
  if (filter.sources.includes('name')) {
    // Typo tolerance only for a one-word chip: on several words it finds anyone sharing a common name; on an
    // e-mail address, anyone of the same domain (its trigrams are most of the address's: at 100,000 professionals
    // of one domain, one address found all of them, by a scan of every name).
    const severalWords = /\s/.test(keyword.trim());
    const trigram = trigramMatch(sql`u.search_name`, keyword, {
      fuzzy: !severalWords && !keyword.includes('@'),
      ...(resolved ? { folded: resolved.folded } : {}),
    });
    // search_name and search_vector hold the e-mail too (migration 0004, indexed): a hit counts only when the
    // recruiter sees that e-mail, or when the names alone match (issue 21: an exact address confirmed a masked one).
    const byNames = anyOf([
      sql`to_tsvector('simple'::regconfig, public.immutable_unaccent(${NAMES_TEXT})) @@ ${query}`,
      trigramMatch(sql`public.immutable_unaccent(lower(${NAMES_TEXT}))`, keyword, {
        fuzzy: !severalWords && !keyword.includes('@'),
        ...(resolved ? { folded: resolved.folded } : {}),
      }),
    ]);
    const nameTest = allOf([
      anyOf([sql`u.search_vector @@ ${query}`, trigram]),
      anyOf([EMAIL_SHOWN_TO_RECRUITERS, byNames]),
    ]);
    sets.push({
      keyword: index,
      source: 'name',
      users: sql`SELECT u.id AS user_id FROM users u WHERE ${nameTest}`,
      rowTest: nameTest,
      estimate: sql`SELECT u.id AS user_id FROM users u WHERE ${anyOf([sql`u.search_vector @@ ${query}`, trigram])}`,
      inDocument: false,
      tsquery: query,
    });
  }
  if (filter.sources.includes('skills')) {
    // One document per professional (migration 0015), unless a minimum level asks for the skill rows themselves.
    sets.push({
      keyword: index,
      source: 'skills',
      users: filter.minLevel
        ? sql`SELECT DISTINCT s.user_id FROM user_skills s
          WHERE s.search_vector @@ ${query} AND s.level >= ${filter.minLevel}`
        : sql`SELECT d.user_id FROM professional_search_documents d WHERE ${inDocument('skills_vector', query)}`,
      rowTest: filter.minLevel
        ? sql`(s.search_vector @@ ${query} AND s.level >= ${filter.minLevel})`
        : sql`(d.skills_vector @@ ${query})`,
      estimate: filter.minLevel
        ? sql`SELECT s.user_id FROM user_skills s WHERE s.search_vector @@ ${oneForm} AND s.level >= ${filter.minLevel}`
        : sql`SELECT d.user_id FROM professional_search_documents d WHERE d.skills_vector @@ ${oneForm}`,
      inDocument: !filter.minLevel,
      tsquery: query,
    });
  }
  if (filter.sources.includes('cv') && !filter.minLevel) {
    sets.push({
      keyword: index,
      source: 'cv',
      // The CVs' own index (migration 0028): the one on skills || CVs would hand over every skill hit too.
      users: sql`SELECT d.user_id FROM professional_search_documents d WHERE d.cv_vector @@ ${query}`,
      rowTest: sql`(d.cv_vector @@ ${query})`,
      estimate: sql`SELECT d.user_id FROM professional_search_documents d WHERE d.cv_vector @@ ${oneForm}`,
      inDocument: true,
      tsquery: query,
    });
  }
  return sets;
}

// Up to this many keywords each hit set is hash-joined to the professionals; beyond, the hits are grouped.
const MAX_JOINED_KEYWORDS = 3;

/** Score (name 4, skill 2, CV 1 per keyword), source mask and "every keyword matched" of per-set hit tests. */
function scoring(sets: HitSet[], keywordCount: number, hit: (set: HitSet) => SQL) {
  const everyKeyword = allOf(
    Array.from({ length: keywordCount }, (_, keyword) =>
      anyOf(sets.filter((set) => set.keyword === keyword).map(hit)),
    ),
  );
  const score = sql.join(
    sets.map(
      (set) => sql`(CASE WHEN ${hit(set)} THEN ${sql.raw(String(SOURCE_WEIGHT[set.source]))} ELSE 0 END)`,
    ),
    sql` + `,
  );
  const sources = sql.join(
    sets.map(
      (set) => sql`(CASE WHEN ${hit(set)} THEN ${sql.raw(String(SOURCE_BIT[set.source]))} ELSE 0 END)`,
    ),
    sql` | `,
  );
  return { everyKeyword, score, sources };
}

const aliasOf = (set: HitSet) => sql.raw(`h_${set.source}_${set.keyword}`);

/**
 * Few keywords (the usual case): every professional is read once (index-only, from the partial index of
 * migration 0009) and joined by hash to the name hits and to the search documents that can match. No sort or
 * grouping of the hits, whose number the planner cannot foresee: a common skill matches most people. The window
 * counts only narrow rows (id, order keys, mask), so it stays in memory.
 *
 * The documents are read with one GIN probe for every keyword at once (skills || CVs must hold them all); each
 * row then says by itself which keyword is in its skills and which in its CVs. Someone who matches a keyword by
 * name only would be missed by that probe, so the documents of the name hits are read too.
 */
function joinedHitsQuery(
  sets: HitSet[],
  keywordCount: number,
  where: SQL,
  page: { limit: number; offset: number },
) {
  const documentSets = sets.filter((set) => set.inDocument);
  const otherSets = sets.filter((set) => !set.inDocument);
  const joins = otherSets.map(
    (set) => sql`LEFT JOIN (${set.users}) AS ${aliasOf(set)} ON ${aliasOf(set)}.user_id = u.id`,
  );
  if (documentSets.length > 0) {
    const columns = sql.join(
      documentSets.map((set, index) => sql`${set.rowTest ?? sql`false`} AS ${sql.raw(`dh_${index}`)}`),
      sql`, `,
    );
    const keywords = [...new Set(documentSets.map((set) => set.keyword))].map(
      (keyword) => documentSets.find((set) => set.keyword === keyword)?.tsquery ?? sql`NULL`,
    );
    const everyKeyword = sql`(d.skills_vector || d.cv_vector) @@ (${sql.join(keywords, sql` && `)})`;
    const nameSets = otherSets.filter((set) => set.source === 'name');
    const byName =
      nameSets.length > 0 && keywordCount > 1
        ? sql` UNION ALL SELECT d.user_id, ${columns} FROM professional_search_documents d
            WHERE d.user_id IN (${sql.join(
              nameSets.map((set) => sql`SELECT user_id FROM (${set.users}) AS n`),
              sql` UNION `,
            )}) AND NOT (${everyKeyword})`
        : sql``;
    joins.push(sql`LEFT JOIN (
        SELECT d.user_id, ${columns} FROM professional_search_documents d WHERE ${everyKeyword}${byName}
      ) AS docs ON docs.user_id = u.id`);
  }
  const { everyKeyword, score, sources } = scoring(sets, keywordCount, (set) =>
    set.inDocument
      ? sql`coalesce(docs.${sql.raw(`dh_${documentSets.indexOf(set)}`)}, false)`
      : sql`(${aliasOf(set)}.user_id IS NOT NULL)`,
  );
  return rankedPage(sql`users u ${sql.join(joins, sql` `)}`, { everyKeyword, score, sources }, where, page);
}

/**
 * A keyword most professionals match ("Inglês": two in three): instead of reading every hit, walk the
 * professionals from the most recently updated (index order) and look each one's skills and CVs up by key,
 * stopping at `cap + 1` matches or after `budget` professionals. The first `cap` matches are ranked by score, then
 * recency. Answers `total` = matches found (at most cap + 1), on a row of its own (null id) when the page is past
 * them.
 */
function walkQuery(
  sets: HitSet[],
  keywordCount: number,
  filter: ProfessionalFilter,
  options: { cap: number; budget: number; page: { limit: number; offset: number } },
) {
  const of = (source: MatchSource) => sets.filter((set) => set.source === source);
  const tests = (source: MatchSource, wrap: (test: SQL) => SQL) =>
    sql.join(
      of(source).map((set) => wrap(set.rowTest ?? sql`false`)),
      sql`, `,
    );
  // One lookup per source and professional answers every keyword at once (an array of booleans). Scalar
  // subqueries stay per-row lookups by key: PostgreSQL never turns them into a hashed set of every match, the
  // very read the walk avoids. Names are few per keyword: their hit set is read once (hashed) and looked into.
  const columns: SQL[] = [];
  const documentSets = sets.filter((set) => set.inDocument);
  if (documentSets.length > 0) {
    columns.push(
      sql`(SELECT ARRAY[${sql.join(
        documentSets.map((set) => set.rowTest ?? sql`false`),
        sql`, `,
      )}] FROM professional_search_documents d WHERE d.user_id = w.id) AS document_hits`,
    );
  }
  if (filter.minLevel && of('skills').length > 0) {
    columns.push(sql`(SELECT ARRAY[${tests('skills', (test) => sql`coalesce(bool_or(${test}), false)`)}]
      FROM user_skills s WHERE s.user_id = w.id) AS skills_hits`);
  }
  for (const set of of('name')) {
    columns.push(sql`(w.id IN (${set.users})) AS ${sql.raw(`name_hit_${set.keyword}`)}`);
  }
  const hit = (set: HitSet): SQL => {
    if (set.source === 'name') return sql.raw(`p.name_hit_${set.keyword}`);
    if (set.inDocument) {
      return sql`coalesce(p.document_hits[${sql.raw(String(documentSets.indexOf(set) + 1))}], false)`;
    }
    return sql`coalesce(p.skills_hits[${sql.raw(String(of('skills').indexOf(set) + 1))}], false)`;
  };
  const { everyKeyword, score, sources } = scoring(sets, keywordCount, hit);
  // The lookups are computed as the recency index yields each professional, so the LIMIT on the matches stops
  // the walk (no sort: the rows keep the index order).
  return sql`WITH walked AS MATERIALIZED (
      SELECT p.id, p.updated_at, (${sources}) AS sources, (${score}) AS score FROM (
        SELECT w.id, w.updated_at, ${sql.join(columns, sql`, `)} FROM users AS w
        WHERE ${professionalConditions(filter, 'w')}
        ORDER BY w.updated_at DESC, w.id LIMIT ${options.budget}
      ) AS p
      WHERE ${everyKeyword}
      ORDER BY p.updated_at DESC, p.id
      LIMIT ${options.cap + 1}
    )
    SELECT r.id, r.sources, c.total
    FROM (SELECT count(*)::int AS total FROM walked) AS c
    LEFT JOIN LATERAL (
      SELECT ranked.* FROM (SELECT * FROM walked ORDER BY updated_at DESC, id LIMIT ${options.cap}) AS ranked
      ORDER BY ranked.score DESC, ranked.updated_at DESC, ranked.id
      LIMIT ${options.page.limit} OFFSET ${options.page.offset}
    ) AS r ON true
    ORDER BY r.score DESC, r.updated_at DESC, r.id`;
}

// A rough cost model, in "professionals walked" (about 8 µs each at 100,000 on the 2-core machine): the joins
// read every professional's index entry (about 1/20 of a walked one) and every hit (about 1/7). Measured with
// EXPLAIN ANALYZE on the bench data ("Inglês", "react", "Java|Docker", CV words).
const JOIN_COST_PER_PROFESSIONAL = 0.05;
const JOIN_COST_PER_HIT = 0.15;

interface PlanNode {
  'Plan Rows': number;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

/**
 * The planner's row estimates of some queries (planned together, never executed, one round trip): enough to
 * choose between the walk and the joins.
 */
async function estimatedRows(db: Database, queries: SQL[]): Promise<number[]> {
  const counts = sql.join(
    queries.map((query, index) => sql`(SELECT count(*) FROM (${query}) AS ${sql.raw(`e${index}`)})`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`EXPLAIN (FORMAT JSON) SELECT ${counts}`),
  );
  const raw = row ? Object.values(row)[0] : undefined;
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  // Each count is an InitPlan numbered in order; its aggregate's input carries the estimate.
  const estimates = queries.map(() => 0);
  for (const node of top?.Plan.Plans ?? []) {
    const number = /^InitPlan (\d+)/.exec(node['Subplan Name'] ?? '')?.[1];
    if (number) estimates[Number(number) - 1] = Number(node.Plans?.[0]?.['Plan Rows'] ?? 0);
  }
  return estimates;
}

/**
 * How many professionals the walk should pass to find `cap + 1` matches (sources and keywords taken as
 * independent, from the planner's estimates of each hit set) and what the joins would cost, in the same unit.
 * Each hit set is estimated with the keyword's Portuguese form alone: with all its forms ORed the planner takes
 * them as independent and doubles a common word's share ("java": 31 % instead of 17 %), which for two keywords
 * made the walk look four times cheaper than it was. Stored skills and CVs all have that form. The walk's budget
 * bounds the loss of a wrong choice.
 */
async function walkOrJoins(db: Database, sets: HitSet[], keywordCount: number, where: SQL, cap: number) {
  const [professionals = 0, ...hits] = await estimatedRows(db, [
    sql`SELECT u.id FROM users u WHERE ${where}`,
    ...sets.map((set) => set.estimate),
  ]);
  let share = professionals > 0 ? 1 : 0;
  for (let keyword = 0; keyword < keywordCount; keyword++) {
    let missed = 1;
    sets.forEach((set, index) => {
      // Name hits do not count towards walking: the planner's estimate of a substring or typo match is loose
      // ("Gonçalves": 26 % estimated, 10 % found, so the walk gave up and the joins ran after it).
      if (set.keyword === keyword && set.source !== 'name') {
        missed *= 1 - Math.min(1, (hits[index] ?? 0) / professionals);
      }
    });
    share *= 1 - missed;
  }
  const joins =
    professionals * JOIN_COST_PER_PROFESSIONAL +
    hits.reduce((sum, rows) => sum + rows, 0) * JOIN_COST_PER_HIT;
  return { walk: share > 0 ? (cap + 1) / share : Number.POSITIVE_INFINITY, joins };
}

/** Many keywords: the hits of all of them grouped per professional, kept when every keyword's bit is set. */
function groupedHitsQuery(
  sets: HitSet[],
  keywordCount: number,
  where: SQL,
  page: { limit: number; offset: number },
) {
  const rows = sql.join(
    sets.map(
      (set) =>
        sql`SELECT user_id, ${sql.raw(`${2 ** set.keyword}::bigint AS kbit, ${SOURCE_WEIGHT[set.source]} AS w, ${SOURCE_BIT[set.source]} AS sbit`)}
          FROM (${set.users}) AS ${sql.raw(`h_${set.source}_${set.keyword}`)}`,
    ),
    sql` UNION ALL `,
  );
  return sql`WITH hits AS (
      SELECT user_id, sum(w) AS score, bit_or(sbit) AS sources FROM (${rows}) AS raw_hits
      GROUP BY user_id HAVING bit_or(kbit) = ${2 ** keywordCount - 1}
    )
    SELECT u.id, h.sources, (count(*) OVER ())::int AS total
    FROM hits h JOIN users u ON u.id = h.user_id
    WHERE ${where}
    ORDER BY h.score DESC, u.updated_at DESC, u.id
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/**
 * Score, source mask and "every keyword" of a professional `u` with its search document `d` (left-joined: null
 * when it has none), each set tested on the row itself.
 */
function rowScoring(sets: HitSet[], keywordCount: number) {
  return scoring(sets, keywordCount, (set) =>
    set.source === 'name' ? (set.rowTest ?? sql`false`) : sql`coalesce(${set.rowTest ?? sql`false`}, false)`,
  );
}

/**
 * Ranks candidates (a query answering `id`) exactly: strength, then recency; `total` counts the matches. Each
 * candidate's professional and document are looked up by key (OFFSET 0 keeps the planner from flattening the lookup into a
 * join): misjudging the candidates' number, it hashed them against every professional (75 ms at 100,000).
 */
function rankCandidates(
  candidates: SQL,
  sets: HitSet[],
  keywordCount: number,
  where: SQL,
  page: { limit: number; offset: number },
) {
  return rankedPage(
    sql`(${candidates}) AS c
      CROSS JOIN LATERAL (SELECT * FROM users AS by_id WHERE by_id.id = c.id OFFSET 0) AS u
      LEFT JOIN LATERAL (
        SELECT * FROM professional_search_documents AS of_id WHERE of_id.user_id = u.id OFFSET 0
      ) AS d ON true`,
    rowScoring(sets, keywordCount),
    where,
    page,
  );
}

/**
 * One page of the matches among the professionals `u` that `from` yields, ranked exactly: strength, then recency;
 * `total` counts the matches (the window runs before the LIMIT).
 */
function rankedPage(
  from: SQL,
  { everyKeyword, score, sources }: { everyKeyword: SQL; score: SQL; sources: SQL },
  where: SQL,
  page: { limit: number; offset: number },
) {
  return sql`SELECT m.id, m.sources, m.score, m.updated_at, (count(*) OVER ())::int AS total FROM (
      SELECT u.id, u.updated_at, (${sources}) AS sources, (${score}) AS score
      FROM ${from}
      WHERE ${where} AND ${everyKeyword}
    ) AS m
    ORDER BY m.score DESC, m.updated_at DESC, m.id
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/**
 * Few hits (a rare word, two skills seldom held together): the professionals whose document holds every keyword
 * (one GIN probe of skills || CVs with all of them ANDed) and the name hits of any keyword, each then looked up by
 * key and ranked exactly. Reads the hits only, never every professional.
 */
function exactHitsQuery(
  sets: HitSet[],
  keywordCount: number,
  where: SQL,
  page: { limit: number; offset: number },
) {
  const parts: SQL[] = [];
  const documentKeywords = [...new Set(sets.filter((set) => set.inDocument).map((set) => set.keyword))];
  if (documentKeywords.length === keywordCount) {
    const every = documentKeywords.map(
      (keyword) => sets.find((set) => set.keyword === keyword && set.inDocument)?.tsquery ?? sql`NULL`,
    );
    parts.push(sql`SELECT d.user_id AS id FROM professional_search_documents d
      WHERE (d.skills_vector || d.cv_vector) @@ (${sql.join(every, sql` && `)})`);
  }
  for (const set of sets.filter((set) => set.source === 'name'))
    parts.push(sql`SELECT user_id AS id FROM (${set.users}) AS n`);
  if (parts.length === 0) return null;
  return rankCandidates(sql.join(parts, sql` UNION `), sets, keywordCount, where, page);
}

/**
 * Many hits (a common skill, a common surname, two common skills): the page is read in the order of the recency
 * index. Each keyword's largest source is its "bulk" (skills for "java", the name for "silva"); every other hit
 * of a keyword is "rare" and read whole from its index. A match with no rare hit matched every keyword by its bulk
 * source alone, so its strength is the bulk's (skills 2 per keyword, name 4), the same as or below that of any
 * professional matching every keyword by its bulk source. So the first `offset + limit` of the exact order are
 * among the rare hits and the first `offset + limit` professionals, by recency, matching every keyword by its bulk
 * source: those are walked from the recency index (the walk stops there, or after `budget` professionals) and
 * ranked together, exactly as every match would be.
 *
 * `total` is exact up to `cap + 1` without reading every match: the bulk matches counted from the search
 * documents' GIN index (or the names') until `cap + 1`, plus the rare hits' matches that are not bulk matches.
 * `walked` is how many bulk matches the walk found (fewer than `offset + limit` when its budget ran out).
 */
function pageWalkQuery(
  givenSets: HitSet[],
  keywordCount: number,
  where: SQL,
  bulk: HitSet[],
  options: { budget: number; cap: number; count: boolean; page: { limit: number; offset: number } },
) {
  // A rare name set is read once, into a CTE of its own, and tested by membership: its substring and typo tests
  // cost about 1 ms each to plan at 100,000 names, and the scoring repeats every test several times.
  const nameCtes: SQL[] = [];
  const sets = givenSets.map((set): HitSet => {
    if (set.source !== 'name' || bulk.includes(set)) return set;
    const cte = sql.raw(`name_hits_${set.keyword}`);
    nameCtes.push(sql`${cte} AS MATERIALIZED (${set.users}),`);
    return {
      ...set,
      users: sql`SELECT user_id FROM ${cte}`,
      rowTest: sql`(u.id IN (SELECT user_id FROM ${cte}))`,
    };
  });
  const rare = sets.filter((set) => !bulk.includes(set));
  const nameTests = bulk.filter((set) => set.source === 'name').map((set) => set.rowTest ?? sql`false`);
  const documentBulk = bulk.filter((set) => set.inDocument);
  const documentTests = documentBulk.map((set) => set.rowTest ?? sql`false`);
  const bulkTest = allOf([
    ...nameTests,
    documentTests.length > 0
      ? sql`coalesce((SELECT ${allOf(documentTests)} FROM professional_search_documents d WHERE d.user_id = u.id), false)`
      : null,
  ]);
  const wanted = options.page.offset + options.page.limit;
  const rareHits =
    rare.length > 0
      ? sql.join(
          rare.map(
            (set) =>
              sql`SELECT user_id AS id FROM (${set.users}) AS ${sql.raw(`r_${set.source}_${set.keyword}`)}`,
          ),
          sql` UNION `,
        )
      : sql`SELECT NULL::text AS id WHERE false`;
  // Bulk matches up to cap + 1, from the documents (one probe of skills || CVs with every such keyword) when a
  // bulk source is in them, otherwise from the names. The professional is looked up per document by a scalar
  // subquery, which the planner keeps a lookup by key: as a join it may hash every match first.
  const bulkMatches =
    documentBulk.length > 0
      ? sql`SELECT 1 FROM professional_search_documents d
          WHERE (d.skills_vector || d.cv_vector) @@ (${sql.join(
            documentBulk.map((set) => set.tsquery),
            sql` && `,
          )}) AND ${allOf(documentTests)}
          AND coalesce((SELECT ${allOf([where, ...nameTests])} FROM users u WHERE u.id = d.user_id), false)`
      : sql`SELECT 1 FROM users u WHERE ${allOf(nameTests)} AND ${where}`;
  const { everyKeyword } = rowScoring(sets, keywordCount);
  const bulkRow = allOf([
    ...nameTests,
    documentTests.length > 0 ? sql`coalesce(${allOf(documentTests)}, false)` : null,
  ]);
  // The bulk test is computed as the recency index yields each professional (no sort: the rows keep the index
  // order), so the LIMIT stops the walk.
  const candidates = sql`SELECT id FROM rare_hits UNION SELECT id FROM bulk_hits`;
  const total = options.count
    ? sql`least(${options.cap + 1},
        (SELECT count(*) FROM (${bulkMatches} LIMIT ${options.cap + 1}) AS b)
        + (SELECT count(*) FROM rare_hits r JOIN users u ON u.id = r.id
            LEFT JOIN professional_search_documents d ON d.user_id = u.id
            WHERE ${where} AND ${everyKeyword} AND NOT (${bulkRow}))
      )`
    : sql`${options.cap + 1}`;
  return sql`WITH ${sql.join(nameCtes, sql` `)} rare_hits AS MATERIALIZED (${rareHits}),
    bulk_hits AS MATERIALIZED (
      SELECT p.id FROM (
        SELECT u.id, u.updated_at, (${bulkTest}) AS hit FROM users u WHERE ${where}
        ORDER BY u.updated_at DESC, u.id LIMIT ${options.budget}
      ) AS p
      WHERE p.hit ORDER BY p.updated_at DESC, p.id LIMIT ${wanted}
    ),
    counted AS (SELECT (${total})::int AS total, (SELECT count(*) FROM bulk_hits)::int AS walked)
    SELECT r.id, r.sources, c.total, c.walked
    FROM counted c LEFT JOIN LATERAL (${rankCandidates(candidates, sets, keywordCount, where, options.page)}) AS r
      ON true
    ORDER BY r.score DESC, r.updated_at DESC, r.id`;
}

/** The page walk's statement with each keyword's bulk source given (its plan test reads it with EXPLAIN ANALYZE). */
export function pageWalkStatement(
  filter: ProfessionalFilter,
  bulkSources: ReadonlyArray<MatchSource>,
  page: { limit: number; offset: number },
  options: { cap: number; budget: number; count: boolean },
  folded?: FoldedKeyword[],
): SQL {
  const sets = filter.keywords.flatMap((keyword, index) =>
    hitSetsOfKeyword(keyword, index, filter, folded?.[index]),
  );
  const bulk = filter.keywords.flatMap((_, keyword) =>
    sets.filter((set) => set.keyword === keyword && set.source === bulkSources[keyword]),
  );
  return pageWalkQuery(sets, filter.keywords.length, professionalConditions(filter), bulk, {
    ...options,
    page,
  });
}

/**
 * The planner's estimates of the hit sets, kept per database and keyword for a while: they only change when the
 * tables are analysed, and asking costs a round trip and the planning of every set (a few ms).
 */
const ESTIMATE_TTL_MS = 10 * 60_000;
const MAX_KEPT_ESTIMATES = 10_000;

/** Maps kept per database (each test opens its own), by key; `dropOldest` bounds them. */
function perDatabase<V>(): (db: Database) => Map<string, V> {
  const maps = new WeakMap<object, Map<string, V>>();
  return (db) => {
    let map = maps.get(db);
    if (!map) {
      map = new Map();
      maps.set(db, map);
    }
    return map;
  };
}

/** Drops the oldest entries (first in a Map's order) past `max`. */
function dropOldest(map: Map<string, unknown>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) break;
    map.delete(key);
  }
}

const keptFor = perDatabase<{ rows: number; until: number }>();

async function estimatesOf(db: Database, queries: Array<{ key: string; query: SQL }>) {
  const kept = keptFor(db);
  const now = Date.now();
  const missing = queries.filter((entry) => (kept.get(entry.key)?.until ?? 0) < now);
  if (missing.length > 0) {
    const rows = await estimatedRows(
      db,
      missing.map((entry) => entry.query),
    );
    missing.forEach((entry, index) => {
      kept.delete(entry.key);
      kept.set(entry.key, { rows: rows[index] ?? 0, until: now + ESTIMATE_TTL_MS });
    });
    dropOldest(kept, MAX_KEPT_ESTIMATES);
  }
  return queries.map((entry) => kept.get(entry.key)?.rows ?? 0);
}

const estimateKey = (set: HitSet, keyword: string) => `${set.source}\u0000${keyword}`;

/**
 * users/find without a minimum level or option boxes, up to MAX_JOINED_KEYWORDS chips: exact hits when few are
 * expected, otherwise the page walk; when the walk runs out of budget before the page (the estimates were wrong),
 * the exact hits answer.
 */
async function pagedSearch(
  db: Database,
  filter: ProfessionalFilter,
  sets: HitSet[],
  where: SQL,
  cap: number,
  page: { limit: number; offset: number },
  plan: 'auto' | 'page' | 'exact',
  forcedBulk?: ReadonlyArray<MatchSource>,
): Promise<SearchResult> {
  const count = filter.keywords.length;
  const bulk: HitSet[] = [];
  let walkShare = 0;
  let professionals = 0;
  if (plan !== 'exact') {
    const [everyone = 0, ...hits] = await estimatesOf(db, [
      { key: 'professionals', query: sql`SELECT u.id FROM users u WHERE ${where}` },
      ...sets.map((set) => ({
        key: estimateKey(set, filter.keywords[set.keyword] ?? ''),
        query: set.estimate,
      })),
    ]);
    professionals = everyone;
    walkShare = everyone > 0 ? 1 : 0;
    for (let keyword = 0; keyword < count; keyword++) {
      let largest: HitSet | undefined;
      let rows = -1;
      sets.forEach((set, index) => {
        if (set.keyword === keyword && (hits[index] ?? 0) > rows) {
          largest = set;
          rows = hits[index] ?? 0;
        }
      });
      const forced = forcedBulk?.[keyword];
      if (forced) largest = sets.find((set) => set.keyword === keyword && set.source === forced) ?? largest;
      if (largest) bulk.push(largest);
      walkShare *= everyone > 0 ? Math.min(1, Math.max(0, rows) / everyone) : 0;
    }
  }
  const wanted = page.offset + page.limit;
  // The walk answers when at least twice the cap are expected to match every keyword by its bulk source alone:
  // then its budget (four times the professionals expected to hold the page, and a margin) is seldom reached.
  if (plan === 'page' || (plan === 'auto' && walkShare * professionals >= 2 * cap)) {
    const budget =
      plan === 'page' ? Number.MAX_SAFE_INTEGER : Math.ceil((4 * wanted) / Math.max(walkShare, 1e-6)) + 1000;
    // Once counted past the cap, a keyword list is known to be past it for a while (as the estimates): it would
    // take hundreds of professionals changing to bring it under, and the count is most of the statement's cost.
    const kept = keptFor(db);
    const cappedKey = `capped\u0000${cap}\u0000${filter.sources.join()}\u0000${filter.keywords.join('\u0000')}`;
    const knownCapped = plan === 'auto' && (kept.get(cappedKey)?.until ?? 0) >= Date.now();
    const rows = rowsOf<PageRow & { walked: number }>(
      // Planned once per connection: planning was most of this statement's time (db/planned-once.ts).
      await executePlannedOnce(
        db,
        pageWalkQuery(sets, count, where, bulk, { budget, cap, count: !knownCapped, page }),
      ),
    );
    const walked = Number(rows[0]?.walked ?? 0);
    // The page is exact when the walk found its bulk matches, or passed every professional (no budget).
    if (walked >= wanted || plan === 'page') {
      const counted = Number(rows[0]?.total ?? 0);
      if (counted > cap && !knownCapped) {
        kept.delete(cappedKey);
        kept.set(cappedKey, { rows: counted, until: Date.now() + ESTIMATE_TTL_MS });
      }
      return {
        hits: rows
          .filter((row) => row.id !== null)
          .map((row) => ({ id: row.id, sources: parseSources(row.sources) })),
        total: Math.min(counted, cap),
        totalCapped: counted > cap,
      };
    }
  }
  const query = exactHitsQuery(sets, count, where, page);
  if (!query) return { hits: [], total: 0, totalCapped: false };
  const rows = rowsOf<PageRow>(await db.execute(query));
  if (rows.length === 0 && page.offset > 0) {
    const all = await pagedSearch(db, filter, sets, where, cap, { limit: 1, offset: 0 }, 'exact');
    return { hits: [], total: all.total, totalCapped: all.totalCapped };
  }
  const counted = Number(rows[0]?.total ?? 0);
  return {
    hits: rows.map((row) => ({ id: row.id, sources: parseSources(row.sources) })),
    total: Math.min(counted, cap),
    totalCapped: counted > cap,
  };
}

/** Professionals only: not deleted, not recruiters; and the finder's option boxes (002 §2.9). */
function professionalConditions(filter: ProfessionalFilter, alias: 'u' | 'w' = 'u'): SQL {
  const u = sql.raw(alias);
  return allOf([
    sql`${u}.deleted_at IS NULL`,
    sql`NOT (${u}.roles && ${sql.raw(`ARRAY[${RECRUITER_ROLES.map((role) => `'${role}'`).join(', ')}]::text[]`)})`,
    filter.pcd ? sql`(${u}.personal_data->'pcdUser'->>'isUserPCD') = 'true'` : null,
    filter.talent ? sql`(${u}.flags->'talent'->>'status') = 'true'` : null,
    filter.europeanUnionCitizenship
      ? sql`(${u}.flags->'europeanUnionCitizenship'->>'status') = 'true'`
      : null,
  ]);
}

export interface SearchOptions {
  /** `total` is exact up to this many (PROFESSIONAL_TOTAL_CAP unless a test asks for less). */
  totalCap?: number;
  /**
   * Tests force a plan; the search chooses by the planner's estimates. users/find's usual case (no minimum level,
   * no option box, up to three chips) goes by the exact hits or the page walk; the rest by the joins, the grouped
   * hits or the capped walk.
   */
  plan?: 'auto' | 'walk' | 'joins' | 'page' | 'exact';
  /** Tests choose each keyword's bulk source for the page walk (otherwise its largest by the estimates). */
  bulkSources?: ReadonlyArray<MatchSource>;
}

type PageRow = { id: string; sources: number | null; total: number };

/**
 * One page of professionals, best first: by how strongly they matched (name 4, skill 2, CV 1 per keyword), then
 * the most recently updated profiles. Without keywords, every professional passing the options, newest first.
 * `total` counts up to the cap; past it, `totalCapped` is set and, when the walk answered (most professionals
 * match), the ranking is of the `cap` most recently updated matches, so pages end there.
 */
export async function searchProfessionalIds(
  db: Database,
  filter: ProfessionalFilter,
  page: { limit: number; offset: number },
  options: SearchOptions = {},
): Promise<SearchResult> {
  // No transaction of its own: the settings these plans were chosen under (no parallel workers, no JIT, 16 MB of
  // work memory) are every pooled connection's (db/client.ts, SESSION_SETTINGS), and a BEGIN, a SET and a COMMIT
  // were three of the call's six round trips (issue 11).
  const folded = await foldedKeywords(db, filter.keywords);
  return searchWithin(db, filter, page, options, folded);
}

/** Folded forms by keyword, per database: they depend only on the keyword and the database's own functions. */
const keptFoldsFor = perDatabase<FoldedKeyword>();
const MAX_KEPT_FOLDS = 2_000;

/**
 * Each keyword's tsquery and folded form (foldedKeywordColumns), asked of the database once per keyword and kept:
 * the same words come back all day (a recruiter's 'java', 'react'), and the fold is immutable.
 */
async function foldedKeywords(db: Database, keywords: readonly string[]): Promise<FoldedKeyword[]> {
  const kept = keptFoldsFor(db);
  const missing = [...new Set(keywords.filter((keyword) => !kept.has(keyword)))];
  if (missing.length > 0) {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`SELECT 1 AS one${foldedKeywordColumns(missing)}`),
    );
    foldedKeywordsOf(row, missing.length).forEach((fold, index) => {
      const keyword = missing[index];
      if (keyword !== undefined) kept.set(keyword, fold);
    });
    dropOldest(kept, MAX_KEPT_FOLDS);
  }
  return keywords.map((keyword) => kept.get(keyword) ?? { tsquery: '', folded: '' });
}

type SearchResult = { hits: ProfessionalHit[]; total: number; totalCapped: boolean };

async function searchWithin(
  db: Database,
  filter: ProfessionalFilter,
  page: { limit: number; offset: number },
  options: SearchOptions,
  folded: FoldedKeyword[],
): Promise<SearchResult> {
  const cap = options.totalCap ?? PROFESSIONAL_TOTAL_CAP;
  const where = professionalConditions(filter);
  const sets = filter.keywords.flatMap((keyword, index) =>
    hitSetsOfKeyword(keyword, index, filter, folded[index]),
  );
  const count = filter.keywords.length;
  let rows: PageRow[] | null = null;
  if (count === 0) {
    // Every professional: the page from the recency index, and a count that stops past the cap.
    rows = rowsOf(
      await db.execute(sql`SELECT u.id, NULL AS sources,
          (SELECT count(*) FROM (SELECT 1 FROM users u WHERE ${where} LIMIT ${cap + 1}) AS c)::int AS total
        FROM users u WHERE ${where} ORDER BY u.updated_at DESC, u.id LIMIT ${page.limit} OFFSET ${page.offset}`),
    );
  } else if (sets.length === 0) {
    return { hits: [], total: 0, totalCapped: false };
  } else {
    // The option boxes select few professionals the walk would have to pass over: those go by the joins.
    const optionBoxes = filter.pcd || filter.talent || filter.europeanUnionCitizenship;
    const plan = options.plan ?? 'auto';
    if (
      plan === 'page' ||
      plan === 'exact' ||
      (plan === 'auto' && !optionBoxes && !filter.minLevel && count <= MAX_JOINED_KEYWORDS)
    ) {
      return pagedSearch(db, filter, sets, where, cap, page, plan, options.bulkSources);
    }
    let budget = 0;
    if (plan === 'walk') budget = Number.MAX_SAFE_INTEGER;
    else if (plan === 'auto' && !optionBoxes) {
      const cost = await walkOrJoins(db, sets, count, where, cap);
      // Walk when it should cost at most half the joins; give up after the joins' cost, so a wrong estimate
      // costs at most the joins twice.
      if (cost.walk * 2 <= cost.joins) budget = Math.ceil(cost.joins);
    }
    if (budget > 0) {
      const walked = rowsOf<PageRow>(await db.execute(walkQuery(sets, count, filter, { cap, budget, page })));
      const found = Number(walked[0]?.total ?? 0);
      // Fewer matches than the cap within the budget: the joins give the exact answer. Otherwise the walk's
      // ranking holds, pages past the cap included (empty), so that pages never mix the two orders.
      if (found > cap) {
        const onPage = walked.filter((row) => row.id !== null);
        return {
          hits: onPage.map((row) => ({ id: row.id, sources: parseSources(row.sources) })),
          total: cap,
          totalCapped: true,
        };
      }
    }
    if (rows === null) {
      rows = rowsOf(
        await db.execute(
          count <= MAX_JOINED_KEYWORDS
            ? joinedHitsQuery(sets, count, where, page)
            : groupedHitsQuery(sets, count, where, page),
        ),
      );
    }
  }
  if (rows.length === 0 && page.offset > 0) {
    // A page past the end: count without paging.
    const all = await searchWithin(db, filter, { limit: 1, offset: 0 }, options, folded);
    return { hits: [], total: all.total, totalCapped: all.totalCapped };
  }
  const counted = Number(rows[0]?.total ?? 0);
  return {
    hits: rows.map((row) => ({ id: row.id, sources: parseSources(row.sources) })),
    total: Math.min(counted, cap),
    totalCapped: counted > cap,
  };
}

/** The sources of a `bit_or` of source bits. */
function parseSources(mask: number | null): MatchSource[] {
  if (mask === null) return [];
  const bits = Number(mask);
  return (['cv', 'name', 'skills'] as const).filter((source) => (bits & SOURCE_BIT[source]) !== 0);
}

export type UserRow = typeof users.$inferSelect;

export interface CardRow {
  user: UserRow;
  skills: Array<{ nome: string; level: number }>;
  /** Attached CVs, oldest upload first. */
  cvs: Array<{ id: string; fileName: string }>;
}

/**
 * The professionals of a page, in the order of `ids`, each with its skills (by position, then name) and attached
 * CVs: one statement instead of three (issue 11: fewer round trips and pool checkouts per finder request).
 */
export async function loadCardRows(db: Database, ids: string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  // Qualified by hand: inside a subquery drizzle writes the column unqualified, which would name the inner table's.
  const ownId = sql.raw('"users"."id"');
  const rows = await db
    .select({
      user: users,
      skills: sql<
        CardRow['skills']
      >`coalesce((SELECT json_agg(json_build_object('nome', s.nome, 'level', s.level)
          ORDER BY s.position, s.nome) FROM user_skills s WHERE s.user_id = ${ownId}), '[]'::json)`,
      cvs: sql<
        CardRow['cvs']
      >`coalesce((SELECT json_agg(json_build_object('id', f.id, 'fileName', f.file_name)
          ORDER BY f.uploaded_at) FROM files f
          WHERE f.owner_id = ${ownId} AND f.kind = 'cv' AND f.attached_at IS NOT NULL), '[]'::json)`,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.user.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is CardRow => row !== undefined);
}

export async function opportunityExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.id, id));
  return row !== undefined;
}

/** For one opportunity: which of these professionals are candidates of it, or enrolled in it. */
export async function candidatureKindsFor(
  db: Database,
  opportunityId: string,
  userIds: string[],
): Promise<Map<string, Set<'enrolled' | 'candidate'>>> {
  const kinds = new Map<string, Set<'enrolled' | 'candidate'>>();
  if (userIds.length === 0) return kinds;
  const rows = await db
    .select({ userId: candidatures.userId, kind: candidatures.kind })
    .from(candidatures)
    .where(and(eq(candidatures.opportunityId, opportunityId), inArray(candidatures.userId, userIds)));
  for (const row of rows) {
    const set = kinds.get(row.userId) ?? new Set();
    set.add(row.kind);
    kinds.set(row.userId, set);
  }
  return kinds;
}
