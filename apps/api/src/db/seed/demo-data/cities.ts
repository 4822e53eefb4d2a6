// The places the demo world uses. Each is resolved through the places gazetteer at load time (see
// ../demo-places.ts); the coordinates and labels here are the GeoNames values the gazetteer also ships, kept
// so the world still loads, with the same addresses, if the gazetteer cannot answer.

export type DemoRegion = 'brazil' | 'europe' | 'northAmerica';

export interface DemoCity {
  key: string;
  /** The city's name as the gazetteer (GeoNames) spells it. */
  name: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** GeoNames admin1 code of the state or district. */
  admin1: string;
  state: string;
  countryName: string;
  lat: number;
  lng: number;
  region: DemoRegion;
}

const city = (
  key: string,
  name: string,
  country: string,
  admin1: string,
  state: string,
  countryName: string,
  lat: number,
  lng: number,
  region: DemoRegion,
): DemoCity => ({ key, name, country, admin1, state, countryName, lat, lng, region });

export const DEMO_CITIES = [
  city('saoPaulo', 'São Paulo', 'BR', '27', 'São Paulo', 'Brazil', -23.5475, -46.63611, 'brazil'),
  city('rio', 'Rio de Janeiro', 'BR', '21', 'Rio de Janeiro', 'Brazil', -22.90642, -43.18223, 'brazil'),
  city('bh', 'Belo Horizonte', 'BR', '15', 'Minas Gerais', 'Brazil', -19.92083, -43.93778, 'brazil'),
  city('curitiba', 'Curitiba', 'BR', '18', 'Paraná', 'Brazil', -25.42778, -49.27306, 'brazil'),
  city(
    'portoAlegre',
    'Porto Alegre',
    'BR',
    '23',
    'Rio Grande do Sul',
    'Brazil',
    -30.03283,
    -51.23019,
    'brazil',
  ),
  city('recife', 'Recife', 'BR', '30', 'Pernambuco', 'Brazil', -8.05389, -34.88111, 'brazil'),
  city('floripa', 'Florianópolis', 'BR', '26', 'Santa Catarina', 'Brazil', -27.59667, -48.54917, 'brazil'),
  city('campinas', 'Campinas', 'BR', '27', 'São Paulo', 'Brazil', -22.90556, -47.06083, 'brazil'),
  city('fortaleza', 'Fortaleza', 'BR', '06', 'Ceará', 'Brazil', -3.71722, -38.54306, 'brazil'),
  city('brasilia', 'Brasília', 'BR', '07', 'Federal District', 'Brazil', -15.77972, -47.92972, 'brazil'),
  city('salvador', 'Salvador', 'BR', '05', 'Bahia', 'Brazil', -12.97563, -38.49096, 'brazil'),
  city('lisbon', 'Lisbon', 'PT', '14', 'Lisbon', 'Portugal', 38.72509, -9.1498, 'europe'),
  city('porto', 'Porto', 'PT', '17', 'Porto', 'Portugal', 41.1485, -8.61097, 'europe'),
  city('braga', 'Braga', 'PT', '04', 'Braga', 'Portugal', 41.5514, -8.42311, 'europe'),
  city('coimbra', 'Coimbra', 'PT', '07', 'Coimbra', 'Portugal', 40.20686, -8.41996, 'europe'),
  city('aveiro', 'Aveiro', 'PT', '02', 'Aveiro', 'Portugal', 40.64575, -8.64643, 'europe'),
  city('madrid', 'Madrid', 'ES', '29', 'Madrid', 'Spain', 40.4165, -3.70256, 'europe'),
  city('barcelona', 'Barcelona', 'ES', '56', 'Catalonia', 'Spain', 41.38879, 2.15899, 'europe'),
  city('berlin', 'Berlin', 'DE', '16', 'Berlin', 'Germany', 52.52437, 13.41053, 'europe'),
  city('amsterdam', 'Amsterdam', 'NL', '07', 'North Holland', 'Netherlands', 52.37403, 4.88969, 'europe'),
  city('dublin', 'Dublin', 'IE', 'L', 'Leinster', 'Ireland', 53.33306, -6.24889, 'europe'),
  city(
    'newYork',
    'New York City',
    'US',
    'NY',
    'New York',
    'United States',
    40.71427,
    -74.00597,
    'northAmerica',
  ),
  city('austin', 'Austin', 'US', 'TX', 'Texas', 'United States', 30.26715, -97.74306, 'northAmerica'),
  city('miami', 'Miami', 'US', 'FL', 'Florida', 'United States', 25.77427, -80.19366, 'northAmerica'),
  city(
    'sanFrancisco',
    'San Francisco',
    'US',
    'CA',
    'California',
    'United States',
    37.77493,
    -122.41942,
    'northAmerica',
  ),
  city('boston', 'Boston', 'US', 'MA', 'Massachusetts', 'United States', 42.35843, -71.05977, 'northAmerica'),
  city('chicago', 'Chicago', 'US', 'IL', 'Illinois', 'United States', 41.85003, -87.65005, 'northAmerica'),
  city('seattle', 'Seattle', 'US', 'WA', 'Washington', 'United States', 47.60621, -122.33207, 'northAmerica'),
  city('orlando', 'Orlando', 'US', 'FL', 'Florida', 'United States', 28.53834, -81.37924, 'northAmerica'),
  city('toronto', 'Toronto', 'CA', '08', 'Ontario', 'Canada', 43.70643, -79.39864, 'northAmerica'),
] as const satisfies readonly DemoCity[];

export type DemoCityKey = (typeof DEMO_CITIES)[number]['key'];

export function demoCity(key: DemoCityKey): DemoCity {
  const found = DEMO_CITIES.find((c) => c.key === key);
  if (!found) throw new Error(`unknown demo city ${key}`);
  return found;
}
