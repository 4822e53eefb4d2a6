import type { Region } from '../opportunity/listing';

// 000 §2 / §9: location type-ahead begins after 3 letters.
export const PLACE_QUERY_MIN_LENGTH = 3;
export const PLACE_AUTOCOMPLETE_LIMIT = 10;

const FOLDED: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ı: 'i' };

/** Lower case without accents or extra spaces: how place names are compared ('São Paulo' ~ 'sao paulo'). */
export function normalizePlaceText(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // Letters that carry no separable accent in Unicode.
      .replace(/[øæœßłđı]/g, (letter) => FOLDED[letter] ?? letter)
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export interface Coordinates {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine), for search radii (001: range in km, default 50). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// Europe as the home page groups it: the EU, EFTA, the UK and the rest of geographic Europe.
const EUROPE = new Set([
  'AD',
  'AL',
  'AT',
  'AX',
  'BA',
  'BE',
  'BG',
  'BY',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FO',
  'FR',
  'GB',
  'GG',
  'GI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IM',
  'IS',
  'IT',
  'JE',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MD',
  'ME',
  'MK',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'SE',
  'SI',
  'SJ',
  'SK',
  'SM',
  'UA',
  'VA',
  'XK',
]);
// "USA / North America" (000 §1): the United States, Canada and Mexico, with the US territories.
const NORTH_AMERICA = new Set(['US', 'CA', 'MX', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']);

/** Which home-page region (000 §1) a country belongs to. */
export function regionOf(countryCode: string): Region | 'other' {
  const code = countryCode.trim().toUpperCase();
  if (code === 'BR') return 'brazil';
  if (EUROPE.has(code)) return 'europe';
  if (NORTH_AMERICA.has(code)) return 'northAmerica';
  return 'other';
}
