import { z } from 'zod';
import { PLACE_QUERY_MIN_LENGTH } from './places';

// The places calls' contract schemas, apart from the place rules (places.ts) so the web's first page can use the
// rules without zod (issue 11).

export const placeAutocompleteQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(PLACE_QUERY_MIN_LENGTH, `type at least ${PLACE_QUERY_MIN_LENGTH} letters`)
    .max(100),
});

export const placePredictionSchema = z.object({
  place_id: z.string(),
  /** "City, State, Country" (DECISIONS: the offline gazetteer). */
  formatted_address: z.string(),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

export const placeAutocompleteResponseSchema = z.object({
  predictions: z.array(placePredictionSchema),
});

export const placeDetailsSchema = z.object({
  place_id: z.string(),
  formatted_address: z.string(),
  city: z.string(),
  /** First-level division (state, district, region); empty when the gazetteer has none. */
  state: z.string(),
  country: z.string(),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;
