import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../features/auth';
import i18n from '../i18n';
import { showPendingNotice } from '../lib/notify';
import { NotificationsHost } from './notifications-host';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(showPendingNotice, []);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <NotificationsHost />
        <QueryClientProvider client={client}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
