import { describe, expect, it } from 'vitest';
import { languageSchema } from './language-schema';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_FALLBACK_ORDER,
  LANGUAGES,
  matchLanguageTag,
  resolveLanguage,
} from './languages';

describe('languages', () => {
  it('offers exactly en-US, pt-BR and pt-PT with the documented fallback order', () => {
    expect(LANGUAGES).toEqual(['en-US', 'pt-BR', 'pt-PT']);
    expect(LANGUAGE_FALLBACK_ORDER).toEqual(['en-US', 'pt-PT', 'pt-BR']);
    expect(languageSchema.safeParse('pt-PT').success).toBe(true);
    expect(languageSchema.safeParse('pt').success).toBe(false);
  });

  it.each([
    ['pt', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['PT_BR', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['pt-ao', 'pt-PT'],
    ['en-GB', 'en-US'],
    ['en', 'en-US'],
    ['fr-FR', null],
  ])('maps tag %s to %s', (tag, expected) => {
    expect(matchLanguageTag(tag)).toBe(expected);
  });

  it('resolves headers by q value, then order', () => {
    expect(resolveLanguage('pt-PT;q=0.9')).toBe('pt-PT');
    expect(resolveLanguage('fr-FR,pt-PT;q=0.9,en;q=0.8')).toBe('pt-PT');
    expect(resolveLanguage('en;q=0.5, pt-BR;q=0.7')).toBe('pt-BR');
    expect(resolveLanguage('pt-PT, pt-BR')).toBe('pt-PT');
  });

  it('ignores q=0 entries and falls back to the default language', () => {
    expect(resolveLanguage('pt-BR;q=0, de')).toBe(DEFAULT_LANGUAGE);
    expect(resolveLanguage('*')).toBe(DEFAULT_LANGUAGE);
    expect(resolveLanguage('')).toBe(DEFAULT_LANGUAGE);
    expect(resolveLanguage(undefined)).toBe('en-US');
  });
});
