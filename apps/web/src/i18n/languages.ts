export const SUPPORTED_LANGUAGES = ['en-US', 'pt-BR', 'pt-PT'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en-US';
export const LANGUAGE_STORAGE_KEY = 'mosaico.language';

/** Spec 000 §1: a missing text is looked up in en-US, then pt-PT, then pt-BR (skipping the current one). */
export const FALLBACK_ORDER: readonly Language[] = ['en-US', 'pt-PT', 'pt-BR'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function fallbackFor(language: string): Language[] {
  return FALLBACK_ORDER.filter((candidate) => candidate !== language);
}

/** Maps a browser tag: pt-PT exactly, any other Portuguese to pt-BR, everything else to en-US. */
export function mapBrowserLanguage(tag: string): Language {
  const lower = tag.toLowerCase();
  if (lower === 'pt-pt') return 'pt-PT';
  if (lower === 'pt' || lower.startsWith('pt-')) return 'pt-BR';
  return 'en-US';
}

export function readSavedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

export function detectInitialLanguage(): Language {
  const saved = readSavedLanguage();
  if (saved) return saved;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const first = browser.find((tag) => typeof tag === 'string' && tag.length > 0);
  return first ? mapBrowserLanguage(first) : DEFAULT_LANGUAGE;
}
