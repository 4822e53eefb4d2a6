import {
  BY_NAME_OR_ID_LIMIT,
  daysInCurrentStep,
  displayLocation,
  fileUrlOf,
  HOME_SECTION_SIZE,
  type HomeListsResponse,
  type HomeSection,
  isCompatible,
  type OpportunityCard,
  type OpportunityFeedItem,
  type OpportunitySearchQuery,
  type OpportunitySearchResponse,
  PAGE_SIZES,
  priorityLabel,
  type RecruiterOpportunityCard,
  type RecruiterOpportunitySearchQuery,
  type RecruiterOpportunitySearchResponse,
  recruiterSearchStatus,
  type SearchPlace,
  splitSearchWords,
} from '@mosaico/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';

/** What the search services use of the app context (the benchmark passes just this). */
export type SearchContext = Pick<AppContext, 'database'>;

import type { CurrentUser } from '../../lib/auth';
import { periodsOf } from '../opportunity-board';
import { findPlace } from '../places';
import { compatibilityLevels } from './compatibility-levels';
import {
  availableToProfessionals,
  candidatureCounts,
  candidatureKinds,
  feedOpportunityIds,
  homeSectionConditions,
  loadOpportunities,
  type OpportunityRow,
  opportunityIdsByNameOrNumber,
  type PlaceFilter,
  recentOpportunityIds,
  responsiblesAndSquads,
  searchOpportunityIds,
} from './opportunity-search.repository';
import type { OpportunityTextIndex, Visibility } from './opportunity-text-index';
import type { HomeSnapshot, SearchCaches, SearchSnapshot } from './search-caches';

/** What a professional's card is made of (an opportunity row, or the text index's copy of those fields). */
export type CardSource = Pick<
  OpportunityRow,
  'id' | 'titulo' | 'locations' | 'homeOffice' | 'opportunityType'
>;

/** What a recruiter's search card is made of (toRecruiterCard). */
export type RecruiterCardSource = CardSource &
  Pick<
    OpportunityRow,
    | 'idOpportunity'
    | 'client'
    | 'careers'
    | 'isFinished'
    | 'isPublic'
    | 'closeReason'
    | 'quantidadeVagas'
    | 'createdAt'
  >;

function placesOf(row: Pick<OpportunityRow, 'locations'>): SearchPlace[] {
  return row.locations.map((place) => ({
    place_id: place.place_id,
    formatted_address: place.formatted_address,
    ...(typeof place.lat === 'number' ? { lat: place.lat } : {}),
    ...(typeof place.lng === 'number' ? { lng: place.lng } : {}),
  }));
}

/** Remote when the home-office flag or the remote type is on (the card's remote mark). */
function isRemote(row: Pick<OpportunityRow, 'homeOffice' | 'opportunityType'>): boolean {
  return row.homeOffice || row.opportunityType.remote === true;
}

/** Cards for these rows, with the per-user fields filled for a signed-in person. */
async function toCards(
  ctx: SearchContext,
  rows: readonly CardSource[],
  user: CurrentUser | null,
): Promise<OpportunityCard[]> {
  const ids = rows.map((row) => row.id);
  const [kinds, levels] = user
    ? await Promise.all([
        candidatureKinds(ctx.database.db, user.id, ids),
        compatibilityLevels(ctx.database.db, user.id, ids),
      ])
    : [new Map<string, Set<string>>(), new Map<string, number>()];
  return rows.map((row) => {
    const level = levels.get(row.id);
    return {
      id: row.id,
      title: row.titulo,
      location: displayLocation(row.locations),
      homeOffice: isRemote(row),
      hybrid: row.opportunityType.hybrid === true,
      geolocation: placesOf(row),
      isCandidate: kinds.get(row.id)?.has('candidate') ?? false,
      isEnrolled: kinds.get(row.id)?.has('enrolled') ?? false,
      // DECISIONS 'Compatible', the domain's one rule: a stored pair is location-eligible, so the adherence decides;
      // the level is shown either way.
      isCompatibleCandidate: level !== undefined && isCompatible(level, true),
      isCompatibleCandidateLevel: level ?? 0,
    };
  });
}

function pickSections(sections: string[][], cards: Map<string, OpportunityCard>): HomeListsResponse {
  const pick = (ids: string[] = []) =>
    ids.map((id) => cards.get(id)).filter((card): card is OpportunityCard => !!card);
  const [presential, homeOffice, brazil, europe, northAmerica] = sections;
  return {
    recentPresentialOpportunities: pick(presential),
    recentHomeOfficeOpportunities: pick(homeOffice),
    brazillianOpportunities: pick(brazil),
    europeanOpportunities: pick(europe),
    northAmericanOpportunities: pick(northAmerica),
  };
}

/** The five sections as a visitor sees them, with the rows the per-user fields are laid over. */
export async function loadHomeSnapshot(ctx: SearchContext): Promise<HomeSnapshot> {
  const db = ctx.database.db;
  const sections = await Promise.all(
    [
      homeSectionConditions.recentPresential,
      homeSectionConditions.recentHomeOffice,
      homeSectionConditions.brazil,
      homeSectionConditions.europe,
      homeSectionConditions.northAmerica,
    ].map((where) => recentOpportunityIds(db, where, HOME_SECTION_SIZE)),
  );
  const rows = await loadOpportunities(db, [...new Set(sections.flat())]);
  const cards = new Map((await toCards(ctx, rows, null)).map((card) => [card.id, card]));
  return { sections, rows, anonymous: pickSections(sections, cards) };
}

/**
 * GET opportunity/list/home (000 §2, §7): five sections of the most recent available opportunities. With a
 * cache (the route's), visitors cost no query and a signed-in professional two (their applications and levels
 * on the cards).
 */
export async function homeLists(
  ctx: SearchContext,
  user: CurrentUser | null,
  caches?: SearchCaches,
): Promise<HomeListsResponse> {
  const load = () => loadHomeSnapshot(ctx);
  const snapshot = caches ? await caches.home.get('home', load) : await load();
  if (!user) return snapshot.anonymous;
  const cards = new Map((await toCards(ctx, snapshot.rows, user)).map((card) => [card.id, card]));
  return pickSections(snapshot.sections, cards);
}

/**
 * The place part of a search: a gazetteer place (by place_id) searched by coordinates within the radius, or the
 * typed text matched against the opportunities' addresses when no place is known.
 */
function placeFilter(query: {
  place_id?: string | undefined;
  location?: string | undefined;
  radius: number;
}) {
  if (!query.place_id && !query.location) return undefined;
  const place = query.place_id ? findPlace(query.place_id) : undefined;
  const filter: PlaceFilter = {
    placeId: query.place_id,
    coordinates: place ? { lat: place.lat, lng: place.lng } : undefined,
    text: place ? undefined : query.location,
    radiusKm: query.radius,
  };
  return filter;
}

/** A home section's own condition (availability included), for its 'see all' search. */
const sectionConditions: Record<HomeSection, SQL> = {
  news: homeSectionConditions.recentPresential,
  remote: homeSectionConditions.recentHomeOffice,
  brazil: homeSectionConditions.brazil,
  europe: homeSectionConditions.europe,
  northAmerica: homeSectionConditions.northAmerica,
};

/** A home section's visibility in the text index (its condition in sectionConditions). */
const sectionVisibility: Record<HomeSection, Visibility> = {
  news: 'news',
  remote: 'remote',
  brazil: 'brazil',
  europe: 'europe',
  northAmerica: 'northAmerica',
};

/**
 * One page from the in-process text index, when it can answer the search exactly (a gazetteer place or none),
 * with the cards made from its copy of the fields: no query of the database. Null otherwise.
 */
async function searchTheIndex(
  index: OpportunityTextIndex,
  query: OpportunitySearchQuery,
  keywords: string[],
  page: { limit: number; offset: number },
): Promise<{ sources: CardSource[]; total: number } | null> {
  const place = placeFilter(query);
  if (place && (!place.placeId || place.text !== undefined)) return null;
  return index.search(
    {
      keywords,
      visibility: query.section ? sectionVisibility[query.section] : 'available',
      place: place?.placeId
        ? { placeId: place.placeId, coordinates: place.coordinates, radiusKm: place.radiusKm }
        : undefined,
      homeOffice: query.homeOffice === true,
    },
    page,
  );
}

async function loadSearchSnapshot(
  ctx: SearchContext,
  query: OpportunitySearchQuery,
  index?: OpportunityTextIndex,
): Promise<SearchSnapshot> {
  const pageSize = PAGE_SIZES.search;
  const keywords = splitSearchWords(query.keywords ?? '');
  const page = { limit: pageSize, offset: (query.page - 1) * pageSize };
  const indexed = index ? await searchTheIndex(index, query, keywords, page) : null;
  if (indexed) {
    return {
      sources: indexed.sources,
      anonymous: {
        opportunities: await toCards(ctx, indexed.sources, null),
        total: indexed.total,
        page: query.page,
        pageSize,
      },
    };
  }
  const { ids, total } = await searchOpportunityIds(
    ctx.database.db,
    {
      keywords,
      place: placeFilter(query),
      homeOffice: query.homeOffice,
      where: query.section ? [sectionConditions[query.section]] : [availableToProfessionals],
    },
    page,
  );
  const rows = await loadOpportunities(ctx.database.db, ids);
  return {
    sources: rows,
    anonymous: { opportunities: await toCards(ctx, rows, null), total, page: query.page, pageSize },
  };
}

/** The cache key of a search page: every field that changes the answer, words normalised as they are searched. */
function searchKey(query: OpportunitySearchQuery): string {
  return JSON.stringify([
    splitSearchWords(query.keywords ?? '').map((word) => word.toLowerCase()),
    query.place_id ?? null,
    query.place_id ? null : (query.location ?? null),
    query.radius,
    query.homeOffice ?? null,
    query.section ?? null,
    query.page,
  ]);
}

/**
 * GET opportunity/search/opp (000 §2): what a professional or visitor may see, 36 per page. With the route's
 * caches, a page searched since the last change of any opportunity costs visitors no query.
 */
export async function searchForProfessionals(
  ctx: SearchContext,
  query: OpportunitySearchQuery,
  user: CurrentUser | null,
  caches?: SearchCaches,
): Promise<OpportunitySearchResponse> {
  const load = () => loadSearchSnapshot(ctx, query, caches?.text);
  const snapshot = caches ? await caches.search.get(searchKey(query), load) : await load();
  if (!user) return snapshot.anonymous;
  return { ...snapshot.anonymous, opportunities: await toCards(ctx, snapshot.sources, user) };
}

function toRecruiterCard(row: RecruiterCardSource): RecruiterOpportunityCard {
  return {
    id: row.id,
    idOpportunity: row.idOpportunity,
    title: row.titulo,
    location: displayLocation(row.locations),
    homeOffice: isRemote(row),
    hybrid: row.opportunityType.hybrid === true,
    geolocation: placesOf(row),
    client: row.client,
    careers: row.careers,
    motive: row.isFinished ? row.closeReason : null,
    status: recruiterSearchStatus(row),
    quantidadeVagas: row.quantidadeVagas,
    created: row.createdAt.toISOString(),
  };
}

const statusConditions: Record<NonNullable<RecruiterOpportunitySearchQuery['status']>, SQL> = {
  published: sql`(o.is_public AND NOT o.is_finished)`,
  unpublished: sql`(NOT o.is_public AND NOT o.is_finished)`,
  finalized: sql`o.is_finished`,
};

/** GET opportunity/search/oppRh (002 §2.7): every opportunity, by status and the result filters, 36 per page. */
export async function searchForRecruiters(
  ctx: SearchContext,
  query: RecruiterOpportunitySearchQuery,
  caches?: Pick<SearchCaches, 'text'>,
): Promise<RecruiterOpportunitySearchResponse> {
  const pageSize = PAGE_SIZES.kanbanSearch;
  const keywords = splitSearchWords(query.keywords ?? '');
  const page = { limit: pageSize, offset: (query.page - 1) * pageSize };
  const place = placeFilter(query);
  // The in-process index answers when it can (a gazetteer place or none); SQL otherwise.
  const indexed =
    caches && !(place && (!place.placeId || place.text !== undefined))
      ? await caches.text.search(
          {
            keywords,
            visibility: 'all',
            place: place?.placeId
              ? { placeId: place.placeId, coordinates: place.coordinates, radiusKm: place.radiusKm }
              : undefined,
            homeOffice: query.homeOffice === true,
            // The SQL filters apply only when given (an empty value filters nothing).
            status: query.status || undefined,
            client: query.client || undefined,
            career: query.career || undefined,
            motive: query.motive || undefined,
          },
          page,
        )
      : null;
  if (indexed) {
    return {
      opportunities: indexed.sources.map(toRecruiterCard),
      total: indexed.total,
      page: query.page,
      pageSize,
    };
  }
  const where: SQL[] = [];
  if (query.status) where.push(statusConditions[query.status]);
  if (query.client) {
    where.push(
      sql`public.immutable_unaccent(lower(coalesce(o.client, ''))) = public.immutable_unaccent(lower(${query.client}))`,
    );
  }
  if (query.career) {
    where.push(sql`EXISTS (SELECT 1 FROM jsonb_array_elements(o.careers) AS c(career)
      WHERE c.career->>'_id' = ${query.career}
        OR public.immutable_unaccent(lower(c.career->>'nome')) = public.immutable_unaccent(lower(${query.career})))`);
  }
  if (query.motive) where.push(sql`o.close_reason = ${query.motive}`);
  const { ids, total } = await searchOpportunityIds(
    ctx.database.db,
    { keywords, place, homeOffice: query.homeOffice, where },
    page,
  );
  const rows = await loadOpportunities(ctx.database.db, ids);
  return { opportunities: rows.map(toRecruiterCard), total, page: query.page, pageSize };
}

/** GET opportunity/search/byNameOrID?value: the running number first, then title matches, newest first. */
export async function searchByNameOrId(
  ctx: SearchContext,
  value: string,
  caches?: Pick<SearchCaches, 'text'>,
): Promise<RecruiterOpportunityCard[]> {
  const indexed = caches ? await caches.text.byNameOrId(value, BY_NAME_OR_ID_LIMIT) : null;
  if (indexed) return indexed.map(toRecruiterCard);
  const ids = await opportunityIdsByNameOrNumber(ctx.database.db, value, BY_NAME_OR_ID_LIMIT);
  return (await loadOpportunities(ctx.database.db, ids)).map(toRecruiterCard);
}

export type FeedName = 'published' | 'unpublished' | 'recruitment' | 'revision' | 'inProgress' | 'active';

/**
 * The lists of GET opportunity/filter/{…} (001 §7; 002 §4 places them on the kanban). Finished opportunities are
 * in none of the kanban feeds: their process is over.
 * - published / unpublished: open opportunities shown or not on the public board;
 * - revision: open and not public (the Revisão column; with victories or defeats the board shows them closed);
 * - recruitment: open, public, fase 0 or 1;
 * - inProgress: open, public, fase 2 to 4 (vacancies 0 included: the board moves them to closed);
 * - active: open and active on the kanban (label '1'), the ones a candidate can be enrolled in.
 */
const feedConditions: Record<FeedName, SQL> = {
  published: sql`(o.is_public AND NOT o.is_finished)`,
  unpublished: sql`(NOT o.is_public AND NOT o.is_finished)`,
  revision: sql`(NOT o.is_public AND NOT o.is_finished)`,
  recruitment: sql`(o.is_public AND NOT o.is_finished AND o.fase <= 1)`,
  inProgress: sql`(o.is_public AND NOT o.is_finished AND o.fase >= 2)`,
  active: sql`(o.label = '1' AND NOT o.is_finished)`,
};

export async function opportunityFeed(
  ctx: SearchContext,
  feed: FeedName,
  now = new Date(),
): Promise<OpportunityFeedItem[]> {
  const db = ctx.database.db;
  const rows = await loadOpportunities(db, await feedOpportunityIds(db, feedConditions[feed]));
  const ids = rows.map((row) => row.id);
  const [counts, people, periods] = await Promise.all([
    candidatureCounts(db, ids),
    responsiblesAndSquads(db, rows),
    // The same days in the current step as the kanban's cards (finished opportunities are in no feed).
    periodsOf(
      db,
      rows.map((row) => ({ id: row.id, publicationDate: row.publicationDate })),
      now,
    ),
  ]);
  return rows.map((row) => {
    const responsible = row.responsibleId ? people.responsibles.get(row.responsibleId) : undefined;
    const squadName = row.squadId ? people.squads.get(row.squadId) : undefined;
    const count = counts.get(row.id);
    return {
      _id: row.id,
      idOpportunity: row.idOpportunity,
      titulo: row.titulo,
      cliente: row.client,
      user:
        responsible && row.responsibleId
          ? {
              _id: row.responsibleId,
              displayName: responsible.displayName,
              userImageUrl: responsible.userImageFileId ? fileUrlOf(responsible.userImageFileId) : null,
            }
          : null,
      quantidadeVagas: row.quantidadeVagas,
      fase: row.fase,
      label: row.label,
      squad: row.squadId && squadName !== undefined ? { _id: row.squadId, name: squadName } : null,
      victories: row.victories,
      defeats: row.defeats,
      datesDefeats: row.defeatDates.map((date) => ({ date })),
      periodInCurrentStep: daysInCurrentStep(periods.get(row.id) ?? [], row.fase),
      selectedPriority: { label: priorityLabel(row.priority) ?? '', value: row.priority },
      created: row.createdAt.toISOString(),
      publicationDate: row.publicationDate?.toISOString() ?? null,
      showInKanban: row.showInKanban,
      isPublic: row.isPublic,
      isFinished: row.isFinished,
      homeOffice: isRemote(row),
      location: displayLocation(row.locations),
      quantidadeCandidatos: count?.candidates ?? 0,
      quantidadeTriados: count?.enrolled ?? 0,
    };
  });
}
