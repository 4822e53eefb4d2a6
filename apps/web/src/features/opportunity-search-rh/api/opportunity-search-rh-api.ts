import {
  CLOSE_REASONS,
  namedRefSchema,
  RECRUITER_SEARCH_STATUS_VALUES,
  type RecruiterOpportunitySearchResponse,
  recruiterOpportunitySearchResponseSchema,
} from '@mosaico/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

export type RecruiterSearchStatus = (typeof RECRUITER_SEARCH_STATUS_VALUES)[number];

/**
 * The recruiters' search (002 §2.7) as its URL holds it, so back, forward and reload keep it. The form writes
 * keywords, location, place_id, status and homeOffice; the result filters client, career and motive; page.
 */
export interface RecruiterSearchInput {
  keywords: string;
  location: string;
  placeId: string;
  /** '' = every status. */
  status: RecruiterSearchStatus | '';
  homeOffice: boolean;
  client: string;
  career: string;
  /** Only with status 'finalized' (002 §2.7: the motive filter appears after searching finalized ones). */
  motive: string;
  page: number;
}

export type RecruiterSearchFormInput = Pick<
  RecruiterSearchInput,
  'keywords' | 'location' | 'placeId' | 'status' | 'homeOffice'
>;

function isStatus(value: string): value is RecruiterSearchStatus {
  return (RECRUITER_SEARCH_STATUS_VALUES as readonly string[]).includes(value);
}

/** Reads the search from the URL; unknown values fall back to "not given". */
export function readRecruiterSearch(params: URLSearchParams): RecruiterSearchInput {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const status = params.get('status')?.trim() ?? '';
  const finalized = status === 'finalized';
  return {
    keywords: params.get('keywords')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    placeId: params.get('place_id')?.trim() ?? '',
    status: isStatus(status) ? status : '',
    homeOffice: params.get('homeOffice') === 'true',
    client: params.get('client')?.trim() ?? '',
    career: params.get('career')?.trim() ?? '',
    motive: finalized ? (params.get('motive')?.trim() ?? '') : '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** Whether the URL holds a search (the screen searches only once "Encontrar" has been pressed). */
export function hasSearched(params: URLSearchParams): boolean {
  return params.has('status') || params.has('keywords');
}

/** The URL query of a search; empty fields are left out except those that mark a submitted search. */
export function writeRecruiterSearch(input: RecruiterSearchInput): URLSearchParams {
  const params = new URLSearchParams();
  params.set('keywords', input.keywords);
  if (input.location) params.set('location', input.location);
  if (input.placeId) params.set('place_id', input.placeId);
  params.set('status', input.status);
  if (input.homeOffice) params.set('homeOffice', 'true');
  if (input.client) params.set('client', input.client);
  if (input.career) params.set('career', input.career);
  if (input.motive && input.status === 'finalized') params.set('motive', input.motive);
  if (input.page > 1) params.set('page', String(input.page));
  return params;
}

/** GET opportunity/search/oppRh (002 §2.7, §7.5): 36 cards a page over every opportunity. */
export function useRecruiterOpportunitySearch(input: RecruiterSearchInput, enabled: boolean) {
  return useQuery<RecruiterOpportunitySearchResponse>({
    queryKey: ['opportunities', 'search-rh', input],
    queryFn: ({ signal }) =>
      apiGet('/opportunity/search/oppRh', recruiterOpportunitySearchResponseSchema, {
        signal,
        query: {
          keywords: input.keywords,
          location: input.location,
          place_id: input.placeId,
          status: input.status,
          homeOffice: input.homeOffice,
          client: input.client,
          career: input.career,
          motive: input.motive,
          page: input.page,
        },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

// Only what the filters read of the catalogues (their full schemas live with the opportunity form's chunk, and
// importing them here would split them into one more file the first page's preload map names: js-budget).
const clientNamesSchema = z.array(z.string());
const careerNamesSchema = z.array(namedRefSchema);

/** The clients' names (GET opportunity/list/All-clients) for the client filter. */
export function useClientNames() {
  return useQuery({
    queryKey: ['opportunity-search-rh', 'clients'],
    queryFn: ({ signal }) => apiGet('/opportunity/list/All-clients', clientNamesSchema, { signal }),
    staleTime: 60_000,
  });
}

/** The careers or areas (GET carreiras) for the career filter. */
export function useCareers() {
  return useQuery({
    queryKey: ['opportunity-search-rh', 'careers'],
    queryFn: ({ signal }) => apiGet('/carreiras', careerNamesSchema, { signal }),
    staleTime: 60_000,
  });
}

/**
 * The closure motives offered once finalized opportunities were searched: the domain's close reasons, then any
 * other motive the answer carries (opportunities closed before the reasons had stable keys keep their text),
 * and the chosen one, so the select always shows what filters the list.
 */
export function motiveOptions(answerMotives: ReadonlyArray<string | null>, chosen: string): string[] {
  const options: string[] = [...CLOSE_REASONS];
  for (const motive of [...answerMotives, chosen]) {
    const text = motive?.trim();
    if (text && !options.includes(text)) options.push(text);
  }
  return options;
}

export function isCloseReasonKey(value: string): value is (typeof CLOSE_REASONS)[number] {
  return (CLOSE_REASONS as readonly string[]).includes(value);
}
