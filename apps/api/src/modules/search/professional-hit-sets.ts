import type { MatchSource } from '@mosaico/domain';
import { type SQL, sql } from 'drizzle-orm';
import { RECRUITER_ROLES } from '../../lib/auth';
import { allOf, anyOf, type FoldedKeyword, keywordTsQuery, trigramMatch } from './search-sql';

/**
 * What one keyword of the recruiters' professional finder matches, source by source (name or e-mail, skills, CV
 * text), as the hit sets every plan of professional-search.repository.ts is built from; and the conditions every
 * plan shares (professionals only, the option boxes).
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
export const SOURCE_WEIGHT: Record<MatchSource, number> = { name: 4, skills: 2, cv: 1 };
// One bit per source in the aggregated `sources` mask.
export const SOURCE_BIT: Record<MatchSource, number> = { name: 1, skills: 2, cv: 4 };

export interface HitSet {
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
export function hitSetsOfKeyword(
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

/** Professionals only: not deleted, not recruiters; and the finder's option boxes (002 §2.9). */
export function professionalConditions(filter: ProfessionalFilter, alias: 'u' | 'w' = 'u'): SQL {
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

/** The sources of a `bit_or` of source bits. */
export function parseSources(mask: number | null): MatchSource[] {
  if (mask === null) return [];
  const bits = Number(mask);
  return (['cv', 'name', 'skills'] as const).filter((source) => (bits & SOURCE_BIT[source]) !== 0);
}
