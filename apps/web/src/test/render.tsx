import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';
import { AuthProvider } from '../features/auth';
import i18n from '../i18n';

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT: the client only decodes claims, the server verifies signatures. */
export function makeToken(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

export function tokenFor(
  options: { id?: string; roles?: string[]; displayName?: string; expiresInSeconds?: number } = {},
): string {
  return makeToken({
    sub: options.id ?? 'user-1',
    displayName: options.displayName ?? 'Ana Souza',
    email: 'ana@example.com',
    roles: options.roles ?? ['user'],
    preferredLanguage: 'en-US',
    exp: Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 3600),
  });
}

export function TestProviders({
  children,
  initialEntries = ['/'],
}: {
  children: ReactNode;
  initialEntries?: string[];
}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

export function renderWithProviders(ui: ReactElement, options: { route?: string } = {}) {
  return render(<TestProviders initialEntries={[options.route ?? '/']}>{ui}</TestProviders>);
}
