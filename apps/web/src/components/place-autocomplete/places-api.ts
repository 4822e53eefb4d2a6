import { PLACE_QUERY_MIN_LENGTH } from '@mosaico/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

export type { PlacePrediction } from '@mosaico/domain';

// The schemas load with the first call: the home's search form is on the first page (issue 11).
const schemas = () => import('./places-schemas');

/** Location search begins at 3 typed letters (000 §5, §9). */
export const PLACE_SEARCH_MIN_LENGTH = PLACE_QUERY_MIN_LENGTH;

export function usePlacePredictions(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['places', 'autocomplete', q.toLowerCase()],
    queryFn: ({ signal }) =>
      apiGet(
        '/places/autocomplete',
        () => schemas().then((loaded) => loaded.placeAutocompleteResponseSchema),
        { query: { q }, signal },
      ),
    enabled: q.length >= PLACE_SEARCH_MIN_LENGTH,
    staleTime: 10 * 60_000,
  });
}

/** GET places/{place_id}: the place with its country (ISO code), for rules that depend on the country. */
export function usePlaceDetails(placeId: string | null | undefined) {
  return useQuery({
    queryKey: ['places', 'details', placeId ?? ''],
    queryFn: ({ signal }) =>
      apiGet(
        `/places/${encodeURIComponent(placeId ?? '')}`,
        () => schemas().then((loaded) => loaded.placeDetailsSchema),
        { signal },
      ),
    enabled: Boolean(placeId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
