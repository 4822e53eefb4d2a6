import type { MatchSource } from '@mosaico/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type HitSet,
  hitSetsOfKeyword,
  type ProfessionalFilter,
  professionalConditions,
  SOURCE_BIT,
  SOURCE_WEIGHT,
} from './professional-hit-sets';
import { allOf, anyOf, type FoldedKeyword } from './search-sql';

/**
 * The statements of the professional finder's plans, built from hit sets (professional-hit-sets.ts): the joins,
 * the capped walk, the grouped hits, the exact hits and the page walk. professional-search.repository.ts chooses
 * among them and runs them.
 */

// Up to this many keywords each hit set is hash-joined to the professionals; beyond, the hits are grouped.
export const MAX_JOINED_KEYWORDS = 3;

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
export function joinedHitsQuery(
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
export function walkQuery(
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

/** Many keywords: the hits of all of them grouped per professional, kept when every keyword's bit is set. */
export function groupedHitsQuery(
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
export function exactHitsQuery(
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
export function pageWalkQuery(
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
