import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, LANGUAGES } from '@mosaico/domain';
import { describe, expect, it } from 'vitest';
import { hasMessage, messageCodes, translateMessage } from './messages';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('server messages', () => {
  it('translate every code the API throws, in the three languages', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const thrown = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/AppError\(\s*\d{3},\s*'([A-Z_]+)'/g)) {
        if (match[1]) thrown.add(match[1]);
      }
    }
    expect(thrown.size).toBeGreaterThan(10);
    const missing = [...thrown].filter((code) => !hasMessage(code));
    expect(missing).toEqual([]);
  });

  it('translate every error code of the contract', () => {
    const missing = Object.values(ERROR_CODES).filter((code) => !hasMessage(code));
    expect(missing).toEqual([]);
  });

  it('have a non-empty text per language, with the same placeholders in each', () => {
    for (const code of messageCodes()) {
      const placeholders = LANGUAGES.map((language) => {
        const text = translateMessage(code, language, {});
        expect(text.trim(), `${code} in ${language}`).not.toBe('');
        return [...(translateMessageTemplate(code, language).matchAll(/\{(\w+)\}/g) ?? [])]
          .map((m) => m[1])
          .sort();
      });
      expect(placeholders[1], code).toEqual(placeholders[0]);
      expect(placeholders[2], code).toEqual(placeholders[0]);
    }
  });
});

/** The raw template: translate with placeholders that echo their own names. */
function translateMessageTemplate(code: string, language: (typeof LANGUAGES)[number]): string {
  return translateMessage(code, language, new Proxy({}, { get: (_t, name) => `{${String(name)}}` }));
}
