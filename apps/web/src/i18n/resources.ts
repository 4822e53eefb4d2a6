import type { Resource, ResourceLanguage } from 'i18next';

// Every catalogue file is bundled: locales/<language>/<namespace>.json. Adding a namespace needs no code.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

export interface CatalogueFile {
  language: string;
  namespace: string;
  content: Record<string, unknown>;
}

export const catalogueFiles: CatalogueFile[] = Object.entries(files).map(([path, content]) => {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) throw new Error(`Unexpected catalogue path ${path}`);
  return { language: match[1], namespace: match[2], content };
});

export const resources: Resource = catalogueFiles.reduce<Resource>((all, file) => {
  const language: ResourceLanguage = all[file.language] ?? {};
  language[file.namespace] = file.content as ResourceLanguage[string];
  all[file.language] = language;
  return all;
}, {});

export const namespaces: string[] = [...new Set(catalogueFiles.map((file) => file.namespace))].sort();
