import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidatures, opportunities, squads, users } from '../../db/schema';
import { allOf, anyOf, distanceKmSql, keywordTsQuery, rowsOf, trigramMatch } from './search-sql';

/**
 * Queries behind the opportunity searches, home sections and placement feeds. Searches return ordered ids and a
 * total; the rows are then read with the typed query builder (`loadOpportunities`), so no raw row leaves here.
 */

/** What professionals and visitors may see (000 §6, 001 §6; `isOpportunityAvailableToProfessionals`). */
export const availableToProfessionals = sql`(o.is_public AND NOT o.is_finished AND o.quantidade_vagas <> 0)`;

export interface PlaceFilter {
  placeId?: string | undefined;
  /** The searched place's coordinates, when the gazetteer knows them. */
  coordinates?: { lat: number; lng: number } | undefined;
  /** The typed location text, matched against the addresses when there are no coordinates. */
  text?: string | undefined;
  radiusKm: number;
}

export interface OpportunityFilter {
  keywords: string[];
  place?: PlaceFilter | undefined;
  homeOffice?: boolean;
  /** Extra conditions over the alias `o` (availability, status, client…). */
  where: SQL[];
}

export interface IdPage {
  ids: string[];
  total: number;
}

/** Remote (home office) or hybrid: the Home Office / Hybrid box of 000 §2 and 002 §2.7. */
const remoteOrHybrid = sql`(o.home_office OR coalesce((o.opportunity_type->>'remote')::boolean, false)
  OR coalesce((o.opportunity_type->>'hybrid')::boolean, false))`;

/**
 * A keyword matches the full-text document (title, client, careers, criteria and synonyms, details); when it
 * matches no opportunity at all as typed or stemmed, the titles by substring or typo instead ('desenv' while
 * typing, 'desenvolvdor'). The fallback keeps 'java' from also finding every 'JavaScript' title, and skips the
 * trigram similarity of thousands of titles for a common word, which cost more than everything else together.
 */
function keywordCondition(keyword: string): SQL {
  const query = keywordTsQuery(keyword);
  const trigram = trigramMatch(sql`t.search_title`, keyword);
  const byText = sql`SELECT f.id FROM opportunities f WHERE f.search_vector @@ ${query}`;
  if (!trigram) return sql`o.id IN (${byText})`;
  return sql`o.id IN (WITH text_hits AS MATERIALIZED (${byText})
    SELECT id FROM text_hits
    UNION ALL SELECT t.id FROM opportunities t WHERE ${trigram} AND NOT EXISTS (SELECT 1 FROM text_hits))`;
}

function placeCondition(place: PlaceFilter): SQL | null {
  const alternatives: SQL[] = [];
  if (place.placeId) alternatives.push(sql`l.place->>'place_id' = ${place.placeId}`);
  if (place.coordinates) {
    const distance = distanceKmSql(
      sql`(l.place->>'lat')::float8`,
      sql`(l.place->>'lng')::float8`,
      place.coordinates.lat,
      place.coordinates.lng,
    );
    alternatives.push(
      sql`(jsonb_typeof(l.place->'lat') = 'number' AND jsonb_typeof(l.place->'lng') = 'number' AND ${distance} <= ${place.radiusKm})`,
    );
  } else if (place.text) {
    alternatives.push(
      sql`public.immutable_unaccent(lower(l.place->>'formatted_address')) LIKE '%' || public.immutable_unaccent(lower(${place.text.replace(/[\\%_]/g, (char) => `\\${char}`)})) || '%'`,
    );
  }
  if (alternatives.length === 0) return null;
  return sql`EXISTS (SELECT 1 FROM jsonb_array_elements(o.locations) AS l(place) WHERE ${anyOf(alternatives)})`;
}

function filterConditions(filter: OpportunityFilter): SQL {
  return allOf([
    ...filter.where,
    ...filter.keywords.map(keywordCondition),
    filter.place ? placeCondition(filter.place) : null,
    filter.homeOffice ? remoteOrHybrid : null,
  ]);
}

/** Every keyword as one tsquery (AND), for ranking. */
function rankQuery(keywords: string[]): SQL {
  return sql.join(
    keywords.map((keyword) => keywordTsQuery(keyword)),
    sql` && `,
  );
}

const recentFirst = sql`o.publication_date DESC NULLS LAST, o.created_at DESC, o.id`;

/**
 * One page of matching ids, best first: by relevance (weighted ts_rank: title, then client, careers and criteria,
 * then details) when there are keywords, then most recent first.
 */
export async function searchOpportunityIds(
  db: Database,
  filter: OpportunityFilter,
  page: { limit: number; offset: number },
): Promise<IdPage> {
  const where = filterConditions(filter);
  const order =
    filter.keywords.length > 0
      ? sql`ts_rank(o.search_vector, ${rankQuery(filter.keywords)}) DESC, ${recentFirst}`
      : recentFirst;
  const rows = rowsOf<{ id: string; total: number }>(
    await db.execute(sql`SELECT o.id, (count(*) OVER ())::int AS total
      FROM opportunities o WHERE ${where}
      ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
  if (page.offset === 0) return { ids: [], total: 0 };
  // A page past the end still reports how many there are.
  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT count(*)::int AS total FROM opportunities o WHERE ${where}`),
  );
  return { ids: [], total: Number(count?.total ?? 0) };
}

/** The most recent ids matching `where` (home sections). */
export async function recentOpportunityIds(db: Database, where: SQL, limit: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`SELECT o.id FROM opportunities o WHERE ${where} ORDER BY ${recentFirst} LIMIT ${limit}`,
    ),
  );
  return rows.map((row) => row.id);
}

export const homeSectionConditions = {
  recentPresential: sql`${availableToProfessionals} AND NOT o.home_office
    AND NOT coalesce((o.opportunity_type->>'remote')::boolean, false)`,
  recentHomeOffice: sql`${availableToProfessionals} AND (o.home_office
    OR coalesce((o.opportunity_type->>'remote')::boolean, false))`,
  brazil: sql`${availableToProfessionals} AND o.region = 'brazil'`,
  europe: sql`${availableToProfessionals} AND o.region = 'europe'`,
  northAmerica: sql`${availableToProfessionals} AND o.region = 'northAmerica'`,
};

/** By the running number (when the value is one) or by title words, for byNameOrID. */
export async function opportunityIdsByNameOrNumber(
  db: Database,
  value: string,
  limit: number,
): Promise<string[]> {
  const trimmed = value.trim().replace(/^#/, '');
  const number = /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
  const words = trimmed.split(/\s+/).filter((word) => word !== '');
  // Title words: substrings and typos through the trigram index; words too short for trigrams as whole words.
  const byWords = allOf(
    words.map(
      (word) =>
        trigramMatch(sql`o.search_title`, word) ??
        sql`to_tsvector('simple', o.search_title) @@ plainto_tsquery('simple', public.immutable_unaccent(${word}))`,
    ),
  );
  const where = number !== null ? sql`(o.id_opportunity = ${number} OR ${byWords})` : byWords;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT o.id FROM opportunities o WHERE ${where}
      ORDER BY (o.id_opportunity = ${number ?? -1}) DESC, o.created_at DESC, o.id LIMIT ${limit}`),
  );
  return rows.map((row) => row.id);
}

export type OpportunityRow = typeof opportunities.$inferSelect;

/** The rows of the given ids, in the given order. */
export async function loadOpportunities(db: Database, ids: string[]): Promise<OpportunityRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(opportunities).where(inArray(opportunities.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is OpportunityRow => row !== undefined);
}

/** For the signed-in person: which of these opportunities they are a candidate of, or enrolled in. */
export async function candidatureKinds(
  db: Database,
  userId: string,
  opportunityIds: string[],
): Promise<Map<string, Set<'enrolled' | 'candidate'>>> {
  const kinds = new Map<string, Set<'enrolled' | 'candidate'>>();
  if (opportunityIds.length === 0) return kinds;
  const rows = await db
    .select({ opportunityId: candidatures.opportunityId, kind: candidatures.kind })
    .from(candidatures)
    .where(and(eq(candidatures.userId, userId), inArray(candidatures.opportunityId, opportunityIds)));
  for (const row of rows) {
    const set = kinds.get(row.opportunityId) ?? new Set();
    set.add(row.kind);
    kinds.set(row.opportunityId, set);
  }
  return kinds;
}

/** Candidates and enrolled per opportunity (feed counters). */
export async function candidatureCounts(
  db: Database,
  opportunityIds: string[],
): Promise<Map<string, { candidates: number; enrolled: number }>> {
  const counts = new Map<string, { candidates: number; enrolled: number }>();
  if (opportunityIds.length === 0) return counts;
  const rows = await db
    .select({
      opportunityId: candidatures.opportunityId,
      candidates: sql<number>`(count(*) FILTER (WHERE ${candidatures.kind} = 'candidate'))::int`,
      enrolled: sql<number>`(count(*) FILTER (WHERE ${candidatures.kind} = 'enrolled'))::int`,
    })
    .from(candidatures)
    .where(inArray(candidatures.opportunityId, opportunityIds))
    .groupBy(candidatures.opportunityId);
  for (const row of rows) {
    counts.set(row.opportunityId, { candidates: Number(row.candidates), enrolled: Number(row.enrolled) });
  }
  return counts;
}

/** Feed rows (002 §4): the opportunities matching `where`, newest first, with responsible and squad. */
export async function feedOpportunityIds(db: Database, where: SQL): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT o.id FROM opportunities o WHERE ${where} ORDER BY o.created_at DESC, o.id`),
  );
  return rows.map((row) => row.id);
}

export async function responsiblesAndSquads(
  db: Database,
  rows: OpportunityRow[],
): Promise<{
  responsibles: Map<string, { displayName: string; userImageFileId: string | null }>;
  squads: Map<string, string>;
}> {
  const responsibleIds = [
    ...new Set(rows.map((row) => row.responsibleId).filter((id): id is string => !!id)),
  ];
  const squadIds = [...new Set(rows.map((row) => row.squadId).filter((id): id is string => !!id))];
  const [people, teams] = await Promise.all([
    responsibleIds.length === 0
      ? []
      : db
          .select({ id: users.id, displayName: users.displayName, userImageFileId: users.userImageFileId })
          .from(users)
          .where(inArray(users.id, responsibleIds)),
    squadIds.length === 0
      ? []
      : db.select({ id: squads.id, name: squads.name }).from(squads).where(inArray(squads.id, squadIds)),
  ]);
  return {
    responsibles: new Map(
      people.map((person) => [
        person.id,
        { displayName: person.displayName, userImageFileId: person.userImageFileId },
      ]),
    ),
    squads: new Map(teams.map((team) => [team.id, team.name])),
  };
}
