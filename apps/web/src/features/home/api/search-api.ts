import {
  DEFAULT_SEARCH_RADIUS_KM,
  HOME_SECTIONS,
  type HomeSection,
  MAX_SEARCH_RADIUS_KM,
  type OpportunitySearchResponse,
  opportunitySearchResponseSchema,
} from '@mosaico/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The /search page's query, read from its URL (paths.search writes the same names). */
export interface OpportunitySearchInput {
  keywords: string;
  location: string;
  placeId: string;
  homeOffice: boolean;
  /** km around the place (000 §9). */
  radius: number;
  /** One home section's opportunities ('see all'). */
  section: HomeSection | null;
  page: number;
}

export function readSearchInput(params: URLSearchParams): OpportunitySearchInput {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const radius = Number.parseInt(params.get('radius') ?? '', 10);
  return {
    keywords: params.get('keywords')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    placeId: params.get('place_id')?.trim() ?? '',
    homeOffice: params.get('homeOffice') === 'true',
    radius: radius >= 1 && radius <= MAX_SEARCH_RADIUS_KM ? radius : DEFAULT_SEARCH_RADIUS_KM,
    section: (HOME_SECTIONS as readonly string[]).includes(params.get('section') ?? '')
      ? (params.get('section') as HomeSection)
      : null,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** GET opportunity/search/opp (000 §2, §7): 36 cards a page; per-user flags make the cache per user. */
export function useOpportunitySearch(input: OpportunitySearchInput, userId: string | null) {
  return useQuery<OpportunitySearchResponse>({
    queryKey: ['opportunities', 'search', input, userId ?? 'anonymous'],
    queryFn: ({ signal }) =>
      apiGet('/opportunity/search/opp', opportunitySearchResponseSchema, {
        signal,
        query: {
          keywords: input.keywords,
          location: input.location,
          place_id: input.placeId,
          homeOffice: input.homeOffice,
          radius: input.placeId ? input.radius : undefined,
          section: input.section ?? undefined,
          page: input.page,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
