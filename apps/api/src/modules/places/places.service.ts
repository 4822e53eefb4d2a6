import {
  distanceKm,
  PLACE_AUTOCOMPLETE_LIMIT,
  PLACE_QUERY_MIN_LENGTH,
  type PlaceDetails,
  type PlacePrediction,
  regionOf,
} from '@mosaico/domain';
import { AppError } from '../../lib/errors';
import { findInGazetteer, getGazetteer, searchGazetteer } from './gazetteer';

// Other modules (matching, opportunities, profiles) import these; the pure rules live in @mosaico/domain.
export { distanceKm, regionOf };

/**
 * Builds the gazetteer's index now (about a second of CPU, once per process). The server calls it before it
 * listens: built on the first place search instead, it held every other request of the instance for that long.
 */
export function preparePlaces(): void {
  getGazetteer();
}

/** Cities matching a typed prefix, best first (see gazetteer.ts for the ranking). */
export function searchPlaces(query: string, limit = PLACE_AUTOCOMPLETE_LIMIT): PlaceDetails[] {
  return searchGazetteer(query, limit);
}

/** A place by its stable place_id, or undefined. */
export function findPlace(placeId: string): PlaceDetails | undefined {
  return findInGazetteer(placeId);
}

/** GET /places/autocomplete: from 3 letters (000 §2, §9). */
export function autocomplete(query: string): { predictions: PlacePrediction[] } {
  if (query.trim().length < PLACE_QUERY_MIN_LENGTH) {
    throw new AppError(400, 'PLACE_QUERY_TOO_SHORT', { min: PLACE_QUERY_MIN_LENGTH });
  }
  return {
    predictions: searchPlaces(query).map((place) => ({
      place_id: place.place_id,
      formatted_address: place.formatted_address,
    })),
  };
}

/** GET /places/:place_id */
export function placeDetails(placeId: string): PlaceDetails {
  const place = findPlace(placeId);
  if (!place) throw new AppError(404, 'PLACE_NOT_FOUND');
  return place;
}
