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

// The first screen's code starts loading now, beside the current language's texts, which the first render waits
// for (only that language ships with the first page, issue 11). A failed load still renders. The outer error boundary
// catches what the layout's own boundary cannot: a failure of the frame itself. Navigations are plain updates, not
// transitions: a screen not loaded yet shows the page loader inside the frame at once (feedback on a slow
// connection), and a navigation lands in the same render as what the same click changed (signing out and going
// home: no guarded page is ever drawn signed out).
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter useTransitions={false}>
          <ErrorBoundary fallback={<RouteErrorPage />}>
            <AppRoutes />
          </ErrorBoundary>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
preloadScreens(appRoutes, window.location);
shellCataloguesReady.then(render, render);
