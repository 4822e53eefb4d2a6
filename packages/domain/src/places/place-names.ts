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
 * "City, State, Country" in the reader's language: the country by Intl.DisplayNames, the city by CITY_EXONYMS.
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
  // A state named after its city (Lisbon, Lisbon) reads as the city's name too.
  if (exonym && parts.length === 3 && parts[1] === city) localized[1] = exonym[language];
  return localized.join(', ');
}
