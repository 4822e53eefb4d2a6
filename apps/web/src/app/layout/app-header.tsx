import { Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MosaicoLogo, MosaicoRecruiterLogo } from '../../components/logo/logo';
import { paths } from '../../config/paths';
import { LanguageMenu, useAuth } from '../../features/auth';
import classes from './app-header.module.css';
import { MainNav } from './main-nav';
import { useNavigationItems } from './navigation-items';
import { UserMenu } from './user-menu';

const loadMobileDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(async () => ({ default: (await loadMobileDrawer()).MobileDrawer }));

// Mantine's `md` breakpoint is 62em (992 px): below it the burger replaces the menus (002 §2.2).
const MOBILE_BELOW = 'md';

export function AppHeader() {
  const { t } = useTranslation('layout');
  const { user, isRecruiter } = useAuth();
  const items = useNavigationItems();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code loads when the burger is first used (its chunk starts loading as the pointer or focus
  // reaches the burger), not with the first page (issue 11).
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <Box component="header" className={classes.header}>
      {/* Narrower padding on phones: at 390 px the recruiter logo, the language menu and the burger overflowed. */}
      <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="md">
        <Group gap="lg" wrap="nowrap">
          <Link
            to={paths.home}
            className={classes.logoLink}
            aria-label={isRecruiter ? t('header.homeLinkRecruiter') : t('header.homeLink')}
          >
            {isRecruiter ? <MosaicoRecruiterLogo /> : <MosaicoLogo />}
          </Link>
          {items.length > 0 && (
            <Box component="nav" aria-label={t('nav.label')} visibleFrom={MOBILE_BELOW}>
              <MainNav items={items} />
            </Box>
          )}
        </Group>

        <Group gap="xs" wrap="nowrap">
          <LanguageMenu />
          <Group gap="xs" wrap="nowrap" visibleFrom={MOBILE_BELOW}>
            {user ? (
              <UserMenu />
            ) : (
              <>
                <Button component={Link} to={paths.login} variant="default">
                  {t('anonymous.signIn')}
                </Button>
                <Button component={Link} to={paths.signup}>
                  {t('anonymous.signUp')}
                </Button>
              </>
            )}
          </Group>
          <Burger
            opened={drawerOpened}
            onClick={() => {
              setDrawerUsed(true);
              drawer.toggle();
            }}
            onPointerEnter={loadMobileDrawer}
            onFocus={loadMobileDrawer}
            hiddenFrom={MOBILE_BELOW}
            aria-label={drawerOpened ? t('burger.close') : t('burger.open')}
            aria-expanded={drawerOpened}
            aria-controls="mobile-navigation"
          />
        </Group>
      </Group>

      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer opened={drawerOpened} onClose={drawer.close} items={items} />
        </Suspense>
      )}
    </Box>
  );
}
