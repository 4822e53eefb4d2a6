import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';

// Reads the JSON files from disk (not the bundle) so a file the glob would miss still counts.
const LOCALES_DIR = join(__dirname, 'locales');

function namespacesOf(language: string): string[] {
  return readdirSync(join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(language: string, namespace: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')));
}

describe('translation catalogues', () => {
  const allNamespaces = [...new Set(SUPPORTED_LANGUAGES.flatMap(namespacesOf))].sort();

  it('has at least the shell namespaces', () => {
    expect(allNamespaces).toEqual(expect.arrayContaining(['common', 'layout', 'home', 'public', 'consent']));
  });

  it.each(SUPPORTED_LANGUAGES)('%s has every namespace file', (language) => {
    expect(namespacesOf(language)).toEqual(allNamespaces);
  });

  it.each(allNamespaces)('namespace %s has the same non-empty keys in every language', (namespace) => {
    const catalogues = SUPPORTED_LANGUAGES.filter((language) =>
      namespacesOf(language).includes(namespace),
    ).map((language) => ({ language, keys: load(language, namespace) }));
    const allKeys = new Set(catalogues.flatMap((catalogue) => [...catalogue.keys.keys()]));
    const problems: string[] = [];
    for (const { language, keys } of catalogues) {
      for (const key of allKeys) {
        if (!keys.has(key)) problems.push(`${language}/${namespace}: missing "${key}"`);
        else {
          const value = keys.get(key);
          if (typeof value !== 'string') problems.push(`${language}/${namespace}: "${key}" is not a string`);
          else if (value.trim() === '') problems.push(`${language}/${namespace}: "${key}" is empty`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
