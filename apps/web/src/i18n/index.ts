import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  detectInitialLanguage,
  fallbackFor,
  isLanguage,
  type Language,
  SUPPORTED_LANGUAGES,
  saveLanguage,
} from './languages';
import { fetchLazyCatalogues, fetchShellCatalogues, type LazyNamespace, namespaces } from './resources';

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  // Filled by loadShellCatalogues and loadNamespaces below; given (though empty) so i18next treats every
  // namespace as bundled and never waits for a backend.
  resources: {},
  lng: detectInitialLanguage(),
  // A function keeps the spec's order per language: pt-BR falls back to en-US then pt-PT, never to itself.
  fallbackLng: (code) => fallbackFor(code),
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // Only the exact regional code is loaded; 'pt' alone would find no catalogue.
  load: 'currentOnly',
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

const shellLoads = new Map<Language, Promise<void>>();

/**
 * Loads the shell's catalogues of one language (once). Only the current language's travel with the first page
 * (issue 11); the catalogue parity test keeps every key in every language, so no text falls back to another.
 */
export function loadShellCatalogues(language: Language): Promise<void> {
  let load = shellLoads.get(language);
  if (!load) {
    load = fetchShellCatalogues(language).then((files) => {
      for (const file of files)
        i18n.addResourceBundle(file.language, file.namespace, file.content, true, true);
    });
    // A failed load (network) is tried again on the next switch.
    load.catch(() => shellLoads.delete(language));
    shellLoads.set(language, load);
  }
  return load;
}

/** The current language's shell catalogues: main.tsx renders once they are in (they load beside the route's code). */
export const shellCataloguesReady: Promise<void> = loadShellCatalogues(currentLanguage());

const loaded = new Set<LazyNamespace>();

/**
 * Loads the catalogues of screens that ship separately (LAZY_NAMESPACES), in every language; routes call it
 * beside their component's import so texts are there at the first render.
 */
export async function loadNamespaces(wanted: readonly LazyNamespace[]): Promise<void> {
  const missing = wanted.filter((namespace) => !loaded.has(namespace));
  if (missing.length === 0) return;
  for (const file of await fetchLazyCatalogues(missing)) {
    i18n.addResourceBundle(file.language, file.namespace, file.content, true, true);
  }
  for (const namespace of missing) loaded.add(namespace);
}

/** Switches every text live once the language's shell catalogues are in (the profile's language at sign-in). */
export async function applyLanguage(language: Language): Promise<void> {
  await loadShellCatalogues(language);
  await i18n.changeLanguage(language);
}

/** The user's explicit choice: switches every text live and is remembered for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  saveLanguage(language);
  await applyLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export default i18n;
