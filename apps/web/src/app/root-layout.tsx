import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { PrivacyConsentModal } from '../features/privacy-consent';
import { RouteErrorPage } from '../features/public-pages/routes/route-error-page';
import { AppLayout } from './layout/app-layout';
import { ScrollRestoration, ScrollToEntry } from './scroll-restoration';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollRestoration />
      <AppLayout overlay={<PrivacyConsentModal />}>
        {/* A screen that fails to load or render is replaced by the error page inside the frame; leaving it clears that. */}
        <ErrorBoundary fallback={<RouteErrorPage />} resetKeys={[pathname]}>
          <Outlet />
          <ScrollToEntry />
        </ErrorBoundary>
      </AppLayout>
    </>
  );
}
