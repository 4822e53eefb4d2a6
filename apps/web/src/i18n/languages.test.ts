import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '.';
import { detectInitialLanguage, fallbackFor, LANGUAGE_STORAGE_KEY, mapBrowserLanguage } from './languages';

describe('language selection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('maps browser languages: pt-PT exactly, other Portuguese to pt-BR, the rest to en-US', () => {
    expect(mapBrowserLanguage('pt-PT')).toBe('pt-PT');
    expect(mapBrowserLanguage('pt-pt')).toBe('pt-PT');
    expect(mapBrowserLanguage('pt')).toBe('pt-BR');
    expect(mapBrowserLanguage('pt-BR')).toBe('pt-BR');
    expect(mapBrowserLanguage('pt-AO')).toBe('pt-BR');
    expect(mapBrowserLanguage('fr-FR')).toBe('en-US');
  });

  it('prefers the saved choice over the browser language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt-PT');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
    expect(detectInitialLanguage()).toBe('pt-PT');
  });

  it('uses the browser language when nothing is saved', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt']);
    expect(detectInitialLanguage()).toBe('pt-BR');
  });

  it('falls back en-US, then pt-PT, then pt-BR, skipping the current language', () => {
    expect(fallbackFor('pt-BR')).toEqual(['en-US', 'pt-PT']);
    expect(fallbackFor('pt-PT')).toEqual(['en-US', 'pt-BR']);
    expect(fallbackFor('en-US')).toEqual(['pt-PT', 'pt-BR']);
  });

  it('resolves a key missing in pt-BR through the fallback chain', async () => {
    i18n.addResource('pt-PT', 'common', 'onlyInPortugal', 'só em Portugal');
    await i18n.changeLanguage('pt-BR');
    expect(i18n.t('common:onlyInPortugal')).toBe('só em Portugal');
    await i18n.changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
