import { LAZY_NAMESPACES, type LazyNamespace } from './lazy-namespaces';

/**
 * Catalogues: locales/<language>/<namespace>.json. The shell's namespaces load for the current language before the
 * first render (one chunk per language, vite.config.ts), and another language's when the user switches to it; the
 * namespaces of one feature's screens load with the screen (`loadNamespaces`, called by the route). Adding a
 * namespace needs no code beyond listing it in LAZY_NAMESPACES when it belongs to screens that load lazily.
 */
export { LAZY_NAMESPACES, type LazyNamespace };

const shellFiles = import.meta.glob<Record<string, unknown>>(
  [
    './locales/*/*.json',
    '!./locales/*/{account-security,candidature,candidature-progress,evaluations,event-feed,mailbox,opportunity,opportunity-board,opportunity-card,pre-registration,professional-detail,professional-flags,professionals,professionals-finder,profile,public,recruiter,recruiter-search,reports,reports-more,rich-text,talent-board}.json',
  ],
  { import: 'default' },
);
const lazyFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*/{account-security,candidature,candidature-progress,evaluations,event-feed,mailbox,opportunity,opportunity-board,opportunity-card,pre-registration,professional-detail,professional-flags,professionals,professionals-finder,profile,public,recruiter,recruiter-search,reports,reports-more,rich-text,talent-board}.json',
  { import: 'default' },
);

export interface CatalogueFile {
  language: string;
  namespace: string;
  content: Record<string, unknown>;
}

function parsePath(path: string): { language: string; namespace: string } {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) throw new Error(`Unexpected catalogue path ${path}`);
  return { language: match[1], namespace: match[2] };
}

export const namespaces: string[] = [
  ...new Set([...Object.keys(shellFiles).map((path) => parsePath(path).namespace), ...LAZY_NAMESPACES]),
].sort();

/** The shell's catalogues of one language (only the current language's ship with the first page, issue 11). */
export async function fetchShellCatalogues(language: string): Promise<CatalogueFile[]> {
  const entries = Object.entries(shellFiles).filter(([path]) => parsePath(path).language === language);
  return Promise.all(entries.map(async ([path, load]) => ({ ...parsePath(path), content: await load() })));
}

/** Every language's catalogue of these namespaces, so switching language on the screen needs no new load. */
export async function fetchLazyCatalogues(wanted: readonly LazyNamespace[]): Promise<CatalogueFile[]> {
  const entries = Object.entries(lazyFiles).filter(([path]) =>
    (wanted as readonly string[]).includes(parsePath(path).namespace),
  );
  return Promise.all(entries.map(async ([path, load]) => ({ ...parsePath(path), content: await load() })));
}
