import { Box } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader/page-loader';
import { isAuthPath } from '../../config/paths';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { CookieBanner } from './cookie-banner';

/**
 * The page frame: header, main and footer, except on authentication screens, which draw their own frame
 * (AuthPageLayout) and so get only the outlet. `overlay` holds app-wide dialogs (e.g. privacy consent).
 */
export function AppLayout({ children, overlay }: { children: ReactNode; overlay?: ReactNode }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const bare = isAuthPath(pathname);
  const content = <Suspense fallback={<PageLoader />}>{children}</Suspense>;

  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      {bare ? (
        content
      ) : (
        <Box className={classes.frame}>
          <AppHeader />
          <Box component="main" id="main-content" className={classes.main} tabIndex={-1}>
            {content}
          </Box>
          <AppFooter />
          {overlay}
        </Box>
      )}
      <CookieBanner />
    </>
  );
}
