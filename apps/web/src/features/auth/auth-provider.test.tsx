import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { clearToken, setToken } from '../../lib/auth-token';
import { makeToken } from '../../test/render';
import { AuthProvider } from './auth-provider';

const tokenWith = (preferredLanguage: string) =>
  makeToken({
    sub: 'u1',
    displayName: 'Ana',
    email: 'a@x.io',
    roles: ['user'],
    preferredLanguage,
    exp: 4_102_444_800,
  });

describe('AuthProvider and the language rule', () => {
  afterEach(async () => {
    clearToken();
    await i18n.changeLanguage('en-US');
  });

  it('applies the language saved on the profile when this browser made no choice', async () => {
    await i18n.changeLanguage('en-US');
    setToken(tokenWith('pt-PT'));
    render(<AuthProvider>{null}</AuthProvider>);
    await waitFor(() => expect(i18n.language).toBe('pt-PT'));
  });

  it('keeps a choice made in this browser', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
    await i18n.changeLanguage('en-US');
    setToken(tokenWith('pt-BR'));
    render(<AuthProvider>{null}</AuthProvider>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.language).toBe('en-US');
  });
});
