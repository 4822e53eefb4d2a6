import type { PlaceRef } from '../schema';
import { DEMO_CITIES, type DemoCity, type DemoCityKey, type DemoRegion } from './demo-data/cities';

export interface DemoPlace extends PlaceRef {
  lat: number;
  lng: number;
  region: DemoRegion;
  country: string;
}

/** Finds a city in the places gazetteer; returns null when it does not know it. */
export type PlaceLookup = (city: DemoCity) => PlaceRef | null;

/**
 * The demo's places, resolved through the gazetteer when one is given so place_ids are the gazetteer's own;
 * a city it cannot resolve keeps a stable id built from its GeoNames country and state codes and name.
 */
export function resolveDemoPlaces(lookup?: PlaceLookup): Map<DemoCityKey, DemoPlace> {
  const places = new Map<DemoCityKey, DemoPlace>();
  for (const city of DEMO_CITIES) {
    const found = lookup?.(city) ?? null;
    places.set(city.key, {
      place_id: found?.place_id ?? `${city.country}.${city.admin1}.${city.name.replace(/\s+/g, '-')}`,
      formatted_address: found?.formatted_address ?? `${city.name}, ${city.state}, ${city.countryName}`,
      lat: found?.lat ?? city.lat,
      lng: found?.lng ?? city.lng,
      region: city.region,
      country: city.country,
    });
  }
  return places;
}

/** The PlaceRef stored in jsonb (locations, interestLocations): without the seed's own fields. */
export function placeRef(place: DemoPlace): PlaceRef {
  return {
    place_id: place.place_id,
    formatted_address: place.formatted_address,
    lat: place.lat,
    lng: place.lng,
  };
}
