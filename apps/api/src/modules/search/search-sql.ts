import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL pieces shared by the search repositories. Every text goes through `public.immutable_unaccent` on the
 * database side, the same function the generated columns use (migration 0004), so a query and the stored text
 * are folded alike on PGlite and on PostgreSQL.
 */

// Below these lengths a substring or a typo-tolerant match finds too much to mean anything.
const MIN_INFIX_LENGTH = 3;
const MIN_FUZZY_LENGTH = 4;

/**
 * One keyword as a tsquery: its words in the unstemmed, Portuguese and English forms, any of the three (the
 * Portuguese form through search_pt_text, migration 0007, exactly as the stored texts). Inside
 * one configuration the words are ANDed (plainto_tsquery), so 'spring boot' needs both words in one document.
 */
export function keywordTsQuery(keyword: string): SQL {
  const plain = sql`plainto_tsquery('simple', public.immutable_unaccent(${keyword}))`;
  const portuguese = sql`plainto_tsquery('portuguese', search_pt_text(${keyword}))`;
  const english = sql`plainto_tsquery('english', public.immutable_unaccent(${keyword}))`;
  // The three forms are often the same ('react' | 'react' | 'react'); the planner would read that as three times
  // as likely and pick a scan of the whole table over the index. Each form is kept once. All of this is
  // immutable, so it is folded to one constant when the statement is planned.
  return sql`(CASE WHEN ${portuguese} = ${plain}
      THEN (CASE WHEN ${english} = ${plain} THEN ${plain} ELSE ${plain} || ${english} END)
      ELSE (CASE WHEN ${english} = ${plain} OR ${english} = ${portuguese} THEN ${plain} || ${portuguese}
        ELSE ${plain} || ${portuguese} || ${english} END) END)`;
}

/**
 * Each keyword's tsquery (as text) and folded form, computed once by the database: a statement that writes
 * keywordTsQuery out ten times has it folded ten times while planning (search_pt_text's rewrites and unaccent in
 * each), about 1 ms each at 100,000 professionals. Selected beside other work of the same round trip.
 */
export function foldedKeywordColumns(keywords: readonly string[]): SQL {
  if (keywords.length === 0) return sql``;
  return sql`, ${sql.join(
    keywords.map(
      (keyword, index) =>
        sql`(${keywordTsQuery(keyword)})::text AS ${sql.raw(`q${index}`)}, public.immutable_unaccent(lower(${keyword.trim()})) AS ${sql.raw(`f${index}`)}`,
    ),
    sql`, `,
  )}`;
}

export interface FoldedKeyword {
  /** keywordTsQuery's value, as tsquery text. */
  tsquery: string;
  /** immutable_unaccent(lower(keyword.trim())). */
  folded: string;
}

export function foldedKeywordsOf(row: Record<string, unknown> | undefined, count: number): FoldedKeyword[] {
  return Array.from({ length: count }, (_, index) => ({
    tsquery: String(row?.[`q${index}`] ?? ''),
    folded: String(row?.[`f${index}`] ?? ''),
  }));
}

/** Escapes LIKE's wildcards so a keyword is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Substring (prefix, infix) and typo-tolerant matches of a keyword on a lower-case unaccented column indexed with
 * gin_trgm_ops. `<<%` is strict word similarity: 'desenvolvdor' finds 'desenvolvedor' but 'joao' does not find
 * 'joana'. Returns null when the keyword is too short for either.
 */
export function trigramMatch(
  column: SQL,
  keyword: string,
  options: { fuzzy?: boolean; folded?: string } = {},
): SQL | null {
  const length = [...keyword.trim()].length;
  const parts: SQL[] = [];
  // `folded`: the keyword already through immutable_unaccent(lower(…)) (foldedKeywords), sent as a value.
  const folded = options.folded;
  if (length >= MIN_INFIX_LENGTH) {
    parts.push(
      folded === undefined
        ? sql`${column} LIKE '%' || public.immutable_unaccent(lower(${escapeLike(keyword.trim())})) || '%'`
        : sql`${column} LIKE ${`%${escapeLike(folded)}%`}`,
    );
  }
  if (length >= MIN_FUZZY_LENGTH && options.fuzzy !== false) {
    parts.push(
      folded === undefined
        ? sql`public.immutable_unaccent(lower(${keyword.trim()})) <<% ${column}`
        : sql`${folded}::text <<% ${column}`,
    );
  }
  if (parts.length === 0) return null;
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** `a OR b OR …` of the non-null parts (false when none). */
export function anyOf(parts: ReadonlyArray<SQL | null>): SQL {
  const present = parts.filter((part): part is SQL => part !== null);
  if (present.length === 0) return sql`false`;
  return sql`(${sql.join(present, sql` OR `)})`;
}

/** `a AND b AND …` of the parts (true when none). */
export function allOf(parts: ReadonlyArray<SQL | null>): SQL {
  const present = parts.filter((part): part is SQL => part !== null);
  if (present.length === 0) return sql`true`;
  return sql`(${sql.join(present, sql` AND `)})`;
}

/** Great-circle distance in km between two coordinate pairs (haversine), as a SQL expression. */
export function distanceKmSql(lat1: SQL, lng1: SQL, lat2: number, lng2: number): SQL {
  return sql`(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${lat2}::float8 - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2}::float8)) * power(sin(radians(${lng2}::float8 - ${lng1}) / 2), 2)))))`;
}

/** Rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `{rows}`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
