import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { preloadScreens } from './app/lazy-screen';
import { AppProviders } from './app/providers';
import { AppRoutes, appRoutes } from './app/router';
import { RouteErrorPage } from './features/public-pages/routes/route-error-page';
import { shellCataloguesReady } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first render waits for the current language's texts (only that language ships with the first page, issue 11)
// and for the first screen's code, which starts loading now beside them with the screen's early calls (as the data
// router did), so the page draws whole at once. A failed load still renders. The outer error boundary catches what the layout's own
// boundary cannot: a failure of the frame itself. Navigations are transitions (BrowserRouter's default): the
// previous screen stays until the next one's code is in.
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <ErrorBoundary fallback={<RouteErrorPage />}>
            <AppRoutes />
          </ErrorBoundary>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
Promise.all([shellCataloguesReady, preloadScreens(appRoutes, window.location)]).then(render, render);
