import { type MatchSource, PROFESSIONAL_TOTAL_CAP } from '@mosaico/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executePlannedOnce } from '../../db/planned-once';
import { candidatures, opportunities, type users } from '../../db/schema';
import { type CardEvaluationJson, cardEvaluationsJsonSql } from '../evaluations';
import {
  type HitSet,
  hitSetsOfKeyword,
  type ProfessionalFilter,
  type ProfessionalHit,
  parseSources,
  professionalConditions,
} from './professional-hit-sets';
import {
  dropOldest,
  ESTIMATE_TTL_MS,
  estimateKey,
  estimatesOf,
  keptFor,
  perDatabase,
  walkOrJoins,
} from './professional-search-estimates';
import {
  exactHitsQuery,
  groupedHitsQuery,
  joinedHitsQuery,
  MAX_JOINED_KEYWORDS,
  pageWalkQuery,
  walkQuery,
} from './professional-search-queries';
import { type FoldedKeyword, foldedKeywordColumns, foldedKeywordsOf, rowsOf } from './search-sql';

/**
 * Queries behind the recruiters' professional finder (users/find) and find-by-keyword. A keyword matches a
 * professional by name or e-mail, by a skill, or by the text of an attached CV; every keyword must match
 * somewhere. Names have their GIN indexes on users (migration 0004); skills and CVs are read from one search
 * document per professional (migration 0015), whose GIN index answers every keyword in one probe.
 *
 * This file chooses a plan and runs it; the hit sets it is built from are in professional-hit-sets.ts, the
 * statements in professional-search-queries.ts, the planner's estimates and the kept maps in
 * professional-search-estimates.ts.
 */

export type { ProfessionalFilter, ProfessionalHit } from './professional-hit-sets';
export { pageWalkStatement } from './professional-search-queries';

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
export async function foldedKeywords(db: Database, keywords: readonly string[]): Promise<FoldedKeyword[]> {
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

export type UserRow = typeof users.$inferSelect;

/** What a finder card reads of a professional (professional-search.service.ts toCards, the badges). */
export type CardUser = Pick<
  UserRow,
  | 'id'
  | 'displayName'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'contacts'
  | 'notificationsSettings'
  | 'personalData'
  | 'formattedAddress'
  | 'userImageFileId'
  | 'flags'
  | 'registerRh'
  | 'preRegister'
  | 'validRegistration'
  | 'provider'
>;

export interface CardRow {
  user: CardUser;
  skills: Array<{ nome: string; level: number }>;
  /** Attached CVs, oldest upload first. */
  cvs: Array<{ id: string; fileName: string }>;
  /** The professional's evaluations, newest first (for the evaluation badges). */
  evaluations: CardEvaluationJson[];
}

/**
 * The professionals of a page, in the order of `ids`, each with its skills (by position, then name), attached
 * CVs and evaluations: one statement, of one shape whatever the page (the ids as one JSON value), planned once per connection
 * (db/planned-once.ts: planning the select of every user column took 3.4 ms of a 6 ms statement). Only what a card
 * shows of the personal data is read.
 */
export async function loadCardRows(db: Database, ids: string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const found = rowsOf<CardUser & Omit<CardRow, 'user'>>(
    await executePlannedOnce(
      db,
      sql`SELECT u.id, u.display_name AS "displayName", u.first_name AS "firstName", u.last_name AS "lastName",
        u.email, u.contacts, u.notifications_settings AS "notificationsSettings",
        jsonb_strip_nulls(jsonb_build_object('pcdUser', u.personal_data -> 'pcdUser',
          'localidade', u.personal_data -> 'localidade')) AS "personalData",
        u.formatted_address AS "formattedAddress", u.user_image_file_id AS "userImageFileId", u.flags,
        u.register_rh AS "registerRh", u.pre_register AS "preRegister", u.valid_registration AS "validRegistration",
        u.provider,
        coalesce((SELECT json_agg(json_build_object('nome', s.nome, 'level', s.level) ORDER BY s.position, s.nome)
          FROM user_skills s WHERE s.user_id = u.id), '[]'::json) AS skills,
        coalesce((SELECT json_agg(json_build_object('id', f.id, 'fileName', f.file_name) ORDER BY f.uploaded_at)
          FROM files f WHERE f.owner_id = u.id AND f.kind = 'cv' AND f.attached_at IS NOT NULL), '[]'::json) AS cvs,
        ${cardEvaluationsJsonSql(sql`u.id`)} AS evaluations
      FROM users u WHERE u.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
    ),
  );
  const byId = new Map(
    found.map(({ skills, cvs, evaluations, ...user }) => [
      user.id,
      { user, skills, cvs, evaluations } satisfies CardRow,
    ]),
  );
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
