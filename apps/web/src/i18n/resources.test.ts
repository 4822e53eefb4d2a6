import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';
import { fetchShellCatalogues, LAZY_NAMESPACES, namespaces } from './resources';

describe('shell catalogues', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'loads only %s for that language, every namespace not loaded with a screen',
    async (language) => {
      const files = await fetchShellCatalogues(language);
      expect(new Set(files.map((file) => file.language))).toEqual(new Set([language]));
      const lazy: readonly string[] = LAZY_NAMESPACES;
      expect(files.map((file) => file.namespace).sort()).toEqual(
        namespaces.filter((ns) => !lazy.includes(ns)),
      );
      expect(files.map((file) => file.namespace)).toEqual(
        expect.arrayContaining(['common', 'layout', 'home']),
      );
      for (const file of files) expect(Object.keys(file.content).length).toBeGreaterThan(0);
    },
  );
});
