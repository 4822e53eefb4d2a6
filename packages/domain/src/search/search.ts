import { z } from 'zod';
import { professionalBadgeSchema } from '../profile/badges';
import { oneLineText } from '../shared/one-line';
import { DEFAULT_SEARCH_RADIUS_KM, MAX_SEARCH_RADIUS_KM } from './search-radius';

// ---------------------------------------------------------------------------------------------------------------
// Query-string helpers. The web client sends every field, empty ones as '' and booleans as 'true' / 'false'
// (apps/web paths.search), so '' must read as "not given" and 'false' as false (z.coerce.boolean would say true).
// ---------------------------------------------------------------------------------------------------------------

/** 'true' / '1' → true; 'false' / '0' / '' / absent → false. */
export const queryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** A trimmed text where '' means absent. */
export const queryTextSchema = z
  .string()
  .max(500)
  .optional()
  .transform((value) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? undefined : trimmed;
  });

const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

const radiusSchema = z.coerce.number().min(1).max(MAX_SEARCH_RADIUS_KM).default(DEFAULT_SEARCH_RADIUS_KM);

/** A page size taken from a path, bounded so no call can ask for the whole table. */
export const MAX_PAGE_SIZE = 100;
export const pathPageSizeSchema = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE);
export const pathPageSchema = z.coerce.number().int().min(1).max(100_000);

// Home sections (000 §2): how many cards each section carries.
export const HOME_SECTION_SIZE = 12;

// ---------------------------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------------------------

/** A place as opportunities store it: gazetteer id, "City, State, Country" and, when known, coordinates. */
export const searchPlaceSchema = z.object({
  place_id: z.string(),
  formatted_address: z.string(),
  lat: z.number().optional(),
  lng: z.number().optional(),
});
export type SearchPlace = z.infer<typeof searchPlaceSchema>;

/**
 * 000 §2 "Card data": one opportunity on the home and in search results. `location` is the display text (the
 * opportunity's places joined by ' / '), `geolocation` the places themselves. `homeOffice` is the remote mark,
 * `hybrid` the hybrid one. The four per-user fields are false / 0 without a signed-in person.
 */
export const opportunityCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  homeOffice: z.boolean(),
  hybrid: z.boolean(),
  geolocation: z.array(searchPlaceSchema),
  isCandidate: z.boolean(),
  isEnrolled: z.boolean(),
  isCompatibleCandidate: z.boolean(),
  /** The signed-in professional's adherence (0–100) from the matching engine; 0 when not computed. */
  isCompatibleCandidateLevel: z.number(),
});
export type OpportunityCard = z.infer<typeof opportunityCardSchema>;

/** GET opportunity/list/home (000 §7); `brazillianOpportunities` is spelt as the contract spells it. */
export const homeListsResponseSchema = z.object({
  recentPresentialOpportunities: z.array(opportunityCardSchema),
  recentHomeOfficeOpportunities: z.array(opportunityCardSchema),
  brazillianOpportunities: z.array(opportunityCardSchema),
  europeanOpportunities: z.array(opportunityCardSchema),
  northAmericanOpportunities: z.array(opportunityCardSchema),
});
export type HomeListsResponse = z.infer<typeof homeListsResponseSchema>;

/**
 * The home sections a search can be narrowed to ('see all' of each section): in-person news, remote, and the
 * three regions.
 */
export const HOME_SECTIONS = ['news', 'remote', 'brazil', 'europe', 'northAmerica'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** GET opportunity/search/opp (000 §7): keywords, place and the Home Office / Hybrid box; 36 per page. */
export const opportunitySearchQuerySchema = z.object({
  keywords: queryTextSchema,
  /** Only the opportunities of one home section (its 'see all'). */
  section: z.enum(HOME_SECTIONS).optional(),
  location: queryTextSchema,
  place_id: queryTextSchema,
  homeOffice: queryBooleanSchema,
  /** Kilometres around the place (default 50). */
  radius: radiusSchema,
  page: pageSchema,
});
export type OpportunitySearchQuery = z.infer<typeof opportunitySearchQuerySchema>;

export const opportunitySearchResponseSchema = z.object({
  opportunities: z.array(opportunityCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OpportunitySearchResponse = z.infer<typeof opportunitySearchResponseSchema>;

// 002 §2.7: Publicadas, Não Publicadas, Encerradas.
export const RECRUITER_SEARCH_STATUS_VALUES = ['published', 'unpublished', 'finalized'] as const;

/** GET opportunity/search/oppRh (002 §2.7, §7.5): the recruiters' search, over every opportunity. */
export const recruiterOpportunitySearchQuerySchema = z.object({
  keywords: queryTextSchema,
  location: queryTextSchema,
  place_id: queryTextSchema,
  status: z
    .enum([...RECRUITER_SEARCH_STATUS_VALUES, ''])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  homeOffice: queryBooleanSchema,
  radius: radiusSchema,
  /** 002 §2.7 result filters: client name, career (id or name) and closure motive. */
  client: queryTextSchema,
  career: queryTextSchema,
  motive: queryTextSchema,
  page: pageSchema,
});
export type RecruiterOpportunitySearchQuery = z.infer<typeof recruiterOpportunitySearchQuerySchema>;

export const namedRefSchema = z.object({ _id: z.string(), nome: z.string() });

/** 002 §3 "Search result": id, title, location, homeOffice, geolocation, client, careers, motive. */
export const recruiterOpportunityCardSchema = z.object({
  id: z.string(),
  idOpportunity: z.number().int(),
  title: z.string(),
  location: z.string(),
  homeOffice: z.boolean(),
  hybrid: z.boolean(),
  geolocation: z.array(searchPlaceSchema),
  client: z.string().nullable(),
  careers: z.array(namedRefSchema),
  /** The closure motive of a finished opportunity (its close reason), else null. */
  motive: z.string().nullable(),
  status: z.enum(RECRUITER_SEARCH_STATUS_VALUES),
  quantidadeVagas: z.number().int(),
  created: z.string(),
});
export type RecruiterOpportunityCard = z.infer<typeof recruiterOpportunityCardSchema>;

export const recruiterOpportunitySearchResponseSchema = z.object({
  opportunities: z.array(recruiterOpportunityCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RecruiterOpportunitySearchResponse = z.infer<typeof recruiterOpportunitySearchResponseSchema>;

/** GET opportunity/search/byNameOrID?value: by title words or by the running number idOpportunity. */
export const byNameOrIdQuerySchema = z.object({ value: oneLineText().trim().min(1).max(200) });
export const BY_NAME_OR_ID_LIMIT = 20;
export const byNameOrIdResponseSchema = z.array(recruiterOpportunityCardSchema);

/** 002 §3 "Opportunity (kanban item)", as the placement feeds of GET opportunity/filter/{…} give it. */
export const opportunityFeedItemSchema = z.object({
  _id: z.string(),
  idOpportunity: z.number().int(),
  titulo: z.string(),
  cliente: z.string().nullable(),
  user: z
    .object({ _id: z.string(), displayName: z.string(), userImageUrl: z.string().nullable() })
    .nullable(),
  quantidadeVagas: z.number().int(),
  fase: z.number().int(),
  label: z.enum(['1', '2']),
  squad: z.object({ _id: z.string(), name: z.string() }).nullable(),
  victories: z.number().int(),
  defeats: z.number().int(),
  datesDefeats: z.array(z.object({ date: z.string() })),
  /**
   * Days in the current step from the opportunity's periods (002 §4, as on the kanban): 0.25 for a same-day period,
   * null before the step's period has started.
   */
  periodInCurrentStep: z.number().nullable(),
  selectedPriority: z.object({ label: z.string(), value: z.number().int() }),
  created: z.string(),
  publicationDate: z.string().nullable(),
  showInKanban: z.boolean(),
  isPublic: z.boolean(),
  isFinished: z.boolean(),
  homeOffice: z.boolean(),
  location: z.string(),
  quantidadeCandidatos: z.number().int(),
  quantidadeTriados: z.number().int(),
});
export type OpportunityFeedItem = z.infer<typeof opportunityFeedItemSchema>;
export const opportunityFeedResponseSchema = z.array(opportunityFeedItemSchema);

// 002 §2.9: search type Todas as Categorias, Nomes/Email, Critérios.
export const PROFESSIONAL_SEARCH_TYPES = ['all', 'names', 'criteria'] as const;
export type ProfessionalSearchType = (typeof PROFESSIONAL_SEARCH_TYPES)[number];

/** GET users/find/{list}/{pageSize}/{page} query (002 §7.3). */
export const professionalSearchQuerySchema = z.object({
  pcdFilter: queryBooleanSchema,
  talentFilter: queryBooleanSchema,
  europeanUnionCitizenshipFilter: queryBooleanSchema,
  typeFilter: z
    .enum([...PROFESSIONAL_SEARCH_TYPES, ''])
    .optional()
    .transform((value): ProfessionalSearchType => (value === undefined || value === '' ? 'all' : value)),
});
export type ProfessionalSearchQuery = z.infer<typeof professionalSearchQuerySchema>;

/** Where a professional matched the keywords: the name, the e-mail, a declared skill, a CV's text. */
export const MATCH_SOURCES = ['name', 'skills', 'cv'] as const;
export type MatchSource = (typeof MATCH_SOURCES)[number];

/** One professional in the recruiters' finder (002 §2.9) and in find-by-keyword; contacts masked per 002 §6. */
export const professionalCardSchema = z.object({
  _id: z.string(),
  id: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userImageUrl: z.string().nullable(),
  localidade: z.string().nullable(),
  isUserPCD: z.boolean(),
  isTalent: z.boolean(),
  europeanUnionCitizenship: z.boolean(),
  registerRh: z.boolean(),
  preRegister: z.boolean(),
  validRegistration: z.boolean(),
  provider: z.string().nullable(),
  skills: z.array(z.object({ nome: z.string(), level: z.number().int() })),
  attachments: z.array(z.object({ _id: z.string(), fileName: z.string(), url: z.string() })),
  matchedIn: z.array(z.enum(MATCH_SOURCES)),
  /** 002 §6 badges, decided by the server with professionalBadges (profile/badges.ts). */
  badges: z.array(professionalBadgeSchema),
});
export type ProfessionalCard = z.infer<typeof professionalCardSchema>;

/**
 * `total` is exact up to PROFESSIONAL_TOTAL_CAP; beyond, it is the cap and `totalCapped` is true ("1,000+"): the
 * count stops there so that a keyword most people match (a language, a common skill) does not cost a full count.
 */
export const PROFESSIONAL_TOTAL_CAP = 1000;

export const professionalSearchResponseSchema = z.object({
  usersList: z.array(professionalCardSchema),
  total: z.number().int(),
  /** True when more than `total` (the cap) professionals match: show "1,000+". */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProfessionalSearchResponse = z.infer<typeof professionalSearchResponseSchema>;

/** POST opportunity/{id}/{pageSize}/{page}/find-by-keyword body (001 §7): keywords and a minimum level. */
export const findByKeywordBodySchema = z.object({
  keywords: z
    .union([z.array(oneLineText().max(200)).max(30), oneLineText().max(2000)])
    .transform((value) => (Array.isArray(value) ? value : splitKeywordList(value))),
  /** Minimum skill level 0–3; 0 also accepts a keyword found only in a CV. */
  level: z.coerce.number().int().min(0).max(3).default(0),
});
export type FindByKeywordBody = z.infer<typeof findByKeywordBodySchema>;

export const findByKeywordCardSchema = professionalCardSchema.extend({
  /** Adherence to this opportunity from the matching engine, 0 when not computed. */
  nivelAderencia: z.number(),
  isCandidate: z.boolean(),
  isEnrolled: z.boolean(),
});
export const findByKeywordResponseSchema = z.object({
  usersList: z.array(findByKeywordCardSchema),
  total: z.number().int(),
  /** As in the finder: true when more than `total` (the cap) professionals match. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FindByKeywordResponse = z.infer<typeof findByKeywordResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------------------

export const MAX_KEYWORDS = 30;

/**
 * The finder's `{list}` (002 §7.3: keyword chips, pipe-joined; commas accepted too): trimmed, blank and repeated
 * chips dropped (case- and accent-insensitively), at most 30.
 */
export function splitKeywordList(list: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of list.split(/[|,]/)) {
    const keyword = part.replace(/\s+/g, ' ').trim();
    const key = foldSearchText(keyword);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
    if (keywords.length === MAX_KEYWORDS) break;
  }
  return keywords;
}

/**
 * The words of a free-text search box (000 §2): split on spaces, commas and pipes only, so that terms such as
 * 'node.js' or 'c#' reach the database parser whole; repeated words dropped; at most 30.
 */
export function splitSearchWords(text: string): string[] {
  return splitKeywordList(text.replace(/\s+/g, '|'));
}

/** Lower case without accents: how the client and the tests compare search text ('João' ~ 'joao'). */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A card's display location: its places' addresses joined by ' / '. */
export function displayLocation(places: ReadonlyArray<{ formatted_address: string }>): string {
  return places
    .map((place) => place.formatted_address.trim())
    .filter((address) => address !== '')
    .join(' / ');
}

/** 002 §2.7: an opportunity's recruiter-search status: finalized when finished, else published or unpublished. */
export function recruiterSearchStatus(opp: {
  isFinished: boolean;
  isPublic: boolean;
}): (typeof RECRUITER_SEARCH_STATUS_VALUES)[number] {
  if (opp.isFinished) return 'finalized';
  return opp.isPublic ? 'published' : 'unpublished';
}
