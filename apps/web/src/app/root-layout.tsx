import { Outlet, ScrollRestoration } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { PrivacyConsentModal } from '../features/privacy-consent';

export function RootLayout() {
  return (
    <>
      <AppLayout overlay={<PrivacyConsentModal />}>
        <Outlet />
      </AppLayout>
      <ScrollRestoration />
    </>
  );
}
