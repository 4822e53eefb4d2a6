import type { Language } from '../i18n/languages';

/**
 * Place names in the reader's language. The gazetteer answers "City, State, Country" in English (DECISIONS);
 * countries are translated through Intl.DisplayNames, and the major cities whose Portuguese names differ through
 * this table, which also lets place search find them by those names ('Lisboa', 'Londres', 'Nova York').
 */
export interface CityExonym {
  /** The gazetteer's (English) name and ISO country code. */
  city: string;
  countryCode: string;
  /** First-level division code, when the name repeats in the country. */
  admin1?: string;
  'pt-BR': string;
  'pt-PT': string;
  /** Other names people type. */
  also?: readonly string[];
}

export const CITY_EXONYMS: readonly CityExonym[] = [
  { city: 'Lisbon', countryCode: 'PT', 'pt-BR': 'Lisboa', 'pt-PT': 'Lisboa' },
  { city: 'London', countryCode: 'GB', 'pt-BR': 'Londres', 'pt-PT': 'Londres' },
  { city: 'Munich', countryCode: 'DE', 'pt-BR': 'Munique', 'pt-PT': 'Munique' },
  { city: 'New York City', countryCode: 'US', 'pt-BR': 'Nova York', 'pt-PT': 'Nova Iorque' },
  {
    city: 'Washington',
    countryCode: 'US',
    admin1: 'DC',
    'pt-BR': 'Washington',
    'pt-PT': 'Washington',
    also: ['Washington D.C.'],
  },
  { city: 'Mexico City', countryCode: 'MX', 'pt-BR': 'Cidade do México', 'pt-PT': 'Cidade do México' },
  { city: 'Montréal', countryCode: 'CA', 'pt-BR': 'Montreal', 'pt-PT': 'Montreal' },
  { city: 'Berlin', countryCode: 'DE', 'pt-BR': 'Berlim', 'pt-PT': 'Berlim' },
  { city: 'Rome', countryCode: 'IT', 'pt-BR': 'Roma', 'pt-PT': 'Roma' },
  { city: 'Milan', countryCode: 'IT', 'pt-BR': 'Milão', 'pt-PT': 'Milão' },
  { city: 'Amsterdam', countryCode: 'NL', 'pt-BR': 'Amsterdã', 'pt-PT': 'Amesterdão' },
  { city: 'Dublin', countryCode: 'IE', 'pt-BR': 'Dublin', 'pt-PT': 'Dublin', also: ['Dublim'] },
  { city: 'Brussels', countryCode: 'BE', 'pt-BR': 'Bruxelas', 'pt-PT': 'Bruxelas' },
  { city: 'Vienna', countryCode: 'AT', 'pt-BR': 'Viena', 'pt-PT': 'Viena' },
  { city: 'Zürich', countryCode: 'CH', 'pt-BR': 'Zurique', 'pt-PT': 'Zurique' },
  { city: 'Warsaw', countryCode: 'PL', 'pt-BR': 'Varsóvia', 'pt-PT': 'Varsóvia' },
  { city: 'Prague', countryCode: 'CZ', 'pt-BR': 'Praga', 'pt-PT': 'Praga' },
  { city: 'Stockholm', countryCode: 'SE', 'pt-BR': 'Estocolmo', 'pt-PT': 'Estocolmo' },
  { city: 'Copenhagen', countryCode: 'DK', 'pt-BR': 'Copenhague', 'pt-PT': 'Copenhaga' },
  { city: 'Helsinki', countryCode: 'FI', 'pt-BR': 'Helsinque', 'pt-PT': 'Helsínquia' },
  { city: 'Athens', countryCode: 'GR', 'pt-BR': 'Atenas', 'pt-PT': 'Atenas' },
  { city: 'Bucharest', countryCode: 'RO', 'pt-BR': 'Bucareste', 'pt-PT': 'Bucareste' },
  { city: 'Tokyo', countryCode: 'JP', 'pt-BR': 'Tóquio', 'pt-PT': 'Tóquio' },
  { city: 'Florence', countryCode: 'IT', 'pt-BR': 'Florença', 'pt-PT': 'Florença' },
  { city: 'Venice', countryCode: 'IT', 'pt-BR': 'Veneza', 'pt-PT': 'Veneza' },
  { city: 'Naples', countryCode: 'IT', 'pt-BR': 'Nápoles', 'pt-PT': 'Nápoles' },
  { city: 'Turin', countryCode: 'IT', 'pt-BR': 'Turim', 'pt-PT': 'Turim' },
  { city: 'Geneva', countryCode: 'CH', 'pt-BR': 'Genebra', 'pt-PT': 'Genebra' },
  { city: 'Bern', countryCode: 'CH', 'pt-BR': 'Berna', 'pt-PT': 'Berna' },
  { city: 'Hamburg', countryCode: 'DE', 'pt-BR': 'Hamburgo', 'pt-PT': 'Hamburgo' },
  { city: 'Köln', countryCode: 'DE', 'pt-BR': 'Colônia', 'pt-PT': 'Colónia', also: ['Cologne'] },
  { city: 'Nuremberg', countryCode: 'DE', 'pt-BR': 'Nuremberg', 'pt-PT': 'Nuremberga' },
  { city: 'Edinburgh', countryCode: 'GB', 'pt-BR': 'Edimburgo', 'pt-PT': 'Edimburgo' },
  { city: 'Marseille', countryCode: 'FR', 'pt-BR': 'Marselha', 'pt-PT': 'Marselha' },
  { city: 'Antwerp', countryCode: 'BE', 'pt-BR': 'Antuérpia', 'pt-PT': 'Antuérpia' },
  { city: 'The Hague', countryCode: 'NL', 'pt-BR': 'Haia', 'pt-PT': 'Haia' },
  { city: 'Gothenburg', countryCode: 'SE', 'pt-BR': 'Gotemburgo', 'pt-PT': 'Gotemburgo' },
  { city: 'Luxembourg', countryCode: 'LU', 'pt-BR': 'Luxemburgo', 'pt-PT': 'Luxemburgo' },
  { city: 'Valencia', countryCode: 'ES', 'pt-BR': 'Valência', 'pt-PT': 'Valência' },
  { city: 'Sevilla', countryCode: 'ES', 'pt-BR': 'Sevilha', 'pt-PT': 'Sevilha', also: ['Seville'] },
  { city: 'Zaragoza', countryCode: 'ES', 'pt-BR': 'Saragoça', 'pt-PT': 'Saragoça' },
  { city: 'Kraków', countryCode: 'PL', 'pt-BR': 'Cracóvia', 'pt-PT': 'Cracóvia' },
  { city: 'Moscow', countryCode: 'RU', 'pt-BR': 'Moscou', 'pt-PT': 'Moscovo' },
  { city: 'Philadelphia', countryCode: 'US', admin1: 'PA', 'pt-BR': 'Filadélfia', 'pt-PT': 'Filadélfia' },
  { city: 'New Orleans', countryCode: 'US', 'pt-BR': 'Nova Orleans', 'pt-PT': 'Nova Orleães' },
];

/** A first-level division (state, region, district) whose Portuguese name differs from the gazetteer's. */
export interface RegionExonym {
  /** The gazetteer's (GeoNames admin1, English) name and ISO country code. */
  region: string;
  countryCode: string;
  'pt-BR': string;
  'pt-PT': string;
}

const region = (countryCode: string, name: string, ptBR: string, ptPT: string = ptBR): RegionExonym => ({
  region: name,
  countryCode,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
});

/**
 * The states and regions readers here meet (Brazil, Portugal, Europe's larger countries, the United States)
 * whose GeoNames name is English. Brazil's states and Portugal's districts are Portuguese there, except these.
 */
export const REGION_EXONYMS: readonly RegionExonym[] = [
  region('BR', 'Federal District', 'Distrito Federal'),
  region('PT', 'Lisbon', 'Lisboa'),
  region('PT', 'Azores', 'Açores'),
  region('GB', 'England', 'Inglaterra'),
  region('GB', 'Scotland', 'Escócia'),
  region('GB', 'Wales', 'País de Gales'),
  region('GB', 'Northern Ireland', 'Irlanda do Norte'),
  region('ES', 'Andalusia', 'Andaluzia'),
  region('ES', 'Aragon', 'Aragão'),
  region('ES', 'Asturias', 'Astúrias'),
  region('ES', 'Balearic Islands', 'Ilhas Baleares'),
  region('ES', 'Basque Country', 'País Basco'),
  region('ES', 'Canary Islands', 'Ilhas Canárias'),
  region('ES', 'Cantabria', 'Cantábria'),
  region('ES', 'Castille and León', 'Castela e Leão'),
  region('ES', 'Castille-La Mancha', 'Castela-Mancha'),
  region('ES', 'Catalonia', 'Catalunha'),
  region('ES', 'Extremadura', 'Estremadura'),
  region('ES', 'Galicia', 'Galícia', 'Galiza'),
  region('ES', 'Murcia', 'Múrcia'),
  region('ES', 'Navarre', 'Navarra'),
  region('ES', 'Valencia', 'Valência'),
  region('DE', 'Bavaria', 'Baviera'),
  region('DE', 'Hamburg', 'Hamburgo'),
  region('DE', 'Hesse', 'Hesse'),
  region('DE', 'Lower Saxony', 'Baixa Saxônia', 'Baixa Saxónia'),
  region('DE', 'Mecklenburg-Vorpommern', 'Meclemburgo-Pomerânia Ocidental'),
  region('DE', 'North Rhine-Westphalia', 'Renânia do Norte-Vestfália'),
  region('DE', 'Rheinland-Pfalz', 'Renânia-Palatinado'),
  region('DE', 'Saxony', 'Saxônia', 'Saxónia'),
  region('DE', 'Saxony-Anhalt', 'Saxônia-Anhalt', 'Saxónia-Anhalt'),
  region('DE', 'State of Berlin', 'Berlim'),
  region('DE', 'Thuringia', 'Turíngia'),
  region('DE', 'Baden-Wurttemberg', 'Baden-Württemberg'),
  region('IT', 'Apulia', 'Apúlia'),
  region('IT', 'Aosta Valley', 'Vale de Aosta'),
  region('IT', 'Calabria', 'Calábria'),
  region('IT', 'Campania', 'Campânia'),
  region('IT', 'Lazio', 'Lácio'),
  region('IT', 'Liguria', 'Ligúria'),
  region('IT', 'Lombardy', 'Lombardia'),
  region('IT', 'Piedmont', 'Piemonte'),
  region('IT', 'Sardinia', 'Sardenha'),
  region('IT', 'Sicily', 'Sicília'),
  region('IT', 'The Marches', 'Marcas'),
  region('IT', 'Tuscany', 'Toscana'),
  region('IT', 'Veneto', 'Vêneto', 'Véneto'),
  region('FR', 'Brittany', 'Bretanha'),
  region('FR', 'Corsica', 'Córsega'),
  region('FR', 'New Aquitaine', 'Nova Aquitânia'),
  region('FR', 'Normandy', 'Normandia'),
  region('NL', 'North Holland', 'Holanda do Norte'),
  region('NL', 'South Holland', 'Holanda do Sul'),
  region('NL', 'North Brabant', 'Brabante do Norte'),
  region('BE', 'Flanders', 'Flandres'),
  region('BE', 'Wallonia', 'Valônia', 'Valónia'),
  region('CH', 'Geneva', 'Genebra'),
  region('CH', 'Zurich', 'Zurique'),
  region('CH', 'Bern', 'Berna'),
  region('CH', 'Lucerne', 'Lucerna'),
  region('AT', 'Vienna', 'Viena'),
  region('AT', 'Tyrol', 'Tirol'),
  region('AT', 'Styria', 'Estíria'),
  region('AT', 'Upper Austria', 'Alta Áustria'),
  region('AT', 'Lower Austria', 'Baixa Áustria'),
  region('AT', 'Carinthia', 'Caríntia'),
  region('US', 'California', 'Califórnia'),
  region('US', 'District of Columbia', 'Distrito de Colúmbia'),
  region('US', 'Florida', 'Flórida'),
  region('US', 'Georgia', 'Geórgia'),
  region('US', 'Hawaii', 'Havaí', 'Havai'),
  region('US', 'Louisiana', 'Luisiana'),
  region('US', 'New Mexico', 'Novo México'),
  region('US', 'New York', 'Nova York', 'Nova Iorque'),
  region('US', 'North Carolina', 'Carolina do Norte'),
  region('US', 'North Dakota', 'Dakota do Norte'),
  region('US', 'Pennsylvania', 'Pensilvânia'),
  region('US', 'South Carolina', 'Carolina do Sul'),
  region('US', 'South Dakota', 'Dakota do Sul'),
  region('US', 'Virginia', 'Virgínia'),
  region('US', 'West Virginia', 'Virgínia Ocidental'),
];

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let codeByEnglishCountry: Map<string, string> | undefined;

/** ISO code of an English country name as the gazetteer writes it (Intl.DisplayNames in English). */
function countryCodeOf(englishName: string): string | undefined {
  if (!codeByEnglishCountry) {
    codeByEnglishCountry = new Map();
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const first of ALPHABET) {
      for (const second of ALPHABET) {
        const code = `${first}${second}`;
        // Withdrawn codes (DD, once East Germany) answer their successor's name: the canonical code wins.
        const name = english.of(code);
        const canonical = new Intl.Locale('und', { region: code }).maximize().region ?? code;
        if (name && (canonical === code || !codeByEnglishCountry.has(name)))
          codeByEnglishCountry.set(name, code);
      }
    }
  }
  return codeByEnglishCountry.get(englishName);
}

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * "City, State, Country" in the reader's language: the country by Intl.DisplayNames, the city by CITY_EXONYMS,
 * the state by REGION_EXONYMS.
 * English readers and addresses that are not the gazetteer's shape get the address unchanged.
 */
export function localizedAddress(address: string, language: Language): string {
  if (language === 'en-US') return address;
  const parts = address.split(', ');
  if (parts.length < 2) return address;
  const country = parts[parts.length - 1] ?? '';
  const code = countryCodeOf(country);
  if (!code) return address;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    displayNames.set(language, names);
  }
  const city = parts[0] ?? '';
  const exonym = CITY_EXONYMS.find((entry) => entry.city === city && entry.countryCode === code);
  const localized = [...parts];
  localized[parts.length - 1] = names.of(code) ?? country;
  if (exonym) localized[0] = exonym[language];
  if (parts.length === 3) {
    const state = REGION_EXONYMS.find((entry) => entry.region === parts[1] && entry.countryCode === code);
    if (state) localized[1] = state[language];
    // A state named after its city (Lisbon, Lisbon) reads as the city's name too.
    else if (exonym && parts[1] === city) localized[1] = exonym[language];
  }
  return localized.join(', ');
}
