// 000 §1: the interface is offered in three languages.
export const LANGUAGES = ['en-US', 'pt-BR', 'pt-PT'] as const;
export type Language = (typeof LANGUAGES)[number];

// 000 §1: when a text is missing in the active language, try en-US, then pt-PT, then pt-BR.
export const LANGUAGE_FALLBACK_ORDER: readonly Language[] = ['en-US', 'pt-PT', 'pt-BR'];

// The first language of the fallback order is also what a request without a usable
// Accept-Language (or an unsupported one, e.g. 'fr-FR') gets: an unknown visitor reads English.
export const DEFAULT_LANGUAGE: Language = 'en-US';

// 000 §3: contact entries default to this locale; it is data, not the interface language.
export const DEFAULT_CONTACT_LOCALE: Language = 'pt-BR';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps one BCP 47 tag (any case, '-' or '_') to a supported language, or null. */
export function matchLanguageTag(tag: string): Language | null {
  const [primary = '', region = ''] = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  if (primary === 'en') return 'en-US';
  if (primary === 'pt') {
    // Bare 'pt' and 'pt-BR' → Brazilian: Brazil is the product's main market and the contract's
    // default locale. Any other region (PT, AO, MZ, CV…) writes European Portuguese → pt-PT.
    return region === '' || region === 'br' ? 'pt-BR' : 'pt-PT';
  }
  return null;
}

/**
 * Resolves an Accept-Language header (e.g. 'pt-PT;q=0.9, en;q=0.8') or a single tag
 * (e.g. 'pt-br', 'en-GB') to a supported language: the acceptable entry with the highest
 * q that maps to one, header order breaking ties; DEFAULT_LANGUAGE when none does.
 */
export function resolveLanguage(acceptLanguageHeaderOrTag: string | null | undefined): Language {
  if (!acceptLanguageHeaderOrTag) return DEFAULT_LANGUAGE;
  const entries = acceptLanguageHeaderOrTag
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const qParam = params.find((p) => p.toLowerCase().startsWith('q='));
      const q = qParam === undefined ? 1 : Number.parseFloat(qParam.slice(2));
      return { tag, q: Number.isNaN(q) ? 0 : q, index };
    })
    // q=0 means "not acceptable" (RFC 9110 §12.5.4).
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of entries) {
    const language = matchLanguageTag(entry.tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

// 000 §1, 002 §1: data displays use DD/MM/YYYY; date with time 'HH:mm - DD/MM/YYYY';
// kanban cards DD-MM-YY. Some English texts write MM/DD/YYYY.
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'HH:mm - DD/MM/YYYY';
export const KANBAN_DATE_FORMAT = 'DD-MM-YY';
export const ENGLISH_TEXT_DATE_FORMAT = 'MM/DD/YYYY';
