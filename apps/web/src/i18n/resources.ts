import type { Resource, ResourceLanguage } from 'i18next';

/**
 * Catalogues: locales/<language>/<namespace>.json. The namespaces of one feature's screens load with the screen
 * (`loadNamespaces`, called by the route); the rest ship with the first page. Adding a namespace needs no code
 * beyond listing it here when it belongs to screens that load lazily.
 */
export const LAZY_NAMESPACES = [
  'candidature',
  'candidature-progress',
  'mailbox',
  'opportunity',
  'opportunity-board',
  'opportunity-card',
  'pre-registration',
  'professionals',
  'profile',
  'public',
  'recruiter',
  'recruiter-search',
  'rich-text',
] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

const eagerFiles = import.meta.glob<Record<string, unknown>>(
  [
    './locales/*/*.json',
    '!./locales/*/{candidature,candidature-progress,mailbox,opportunity,opportunity-board,opportunity-card,pre-registration,professionals,profile,public,recruiter,recruiter-search,rich-text}.json',
  ],
  { eager: true, import: 'default' },
);
const lazyFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*/{candidature,candidature-progress,mailbox,opportunity,opportunity-board,opportunity-card,pre-registration,professionals,profile,public,recruiter,recruiter-search,rich-text}.json',
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

const catalogueFiles: CatalogueFile[] = Object.entries(eagerFiles).map(([path, content]) => ({
  ...parsePath(path),
  content,
}));

export const resources: Resource = catalogueFiles.reduce<Resource>((all, file) => {
  const language: ResourceLanguage = all[file.language] ?? {};
  language[file.namespace] = file.content as ResourceLanguage[string];
  all[file.language] = language;
  return all;
}, {});

export const namespaces: string[] = [
  ...new Set([...catalogueFiles.map((file) => file.namespace), ...LAZY_NAMESPACES]),
].sort();

/** Every language's catalogue of these namespaces, so switching language on the screen needs no new load. */
export async function fetchLazyCatalogues(wanted: readonly LazyNamespace[]): Promise<CatalogueFile[]> {
  const entries = Object.entries(lazyFiles).filter(([path]) =>
    (wanted as readonly string[]).includes(parsePath(path).namespace),
  );
  return Promise.all(entries.map(async ([path, load]) => ({ ...parsePath(path), content: await load() })));
}
