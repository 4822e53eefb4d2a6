import { Box, Drawer, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileNav } from './mobile-nav';
import type { NavItem } from './navigation-items';

// Mantine's `md` breakpoint is 62em (992 px): below it the burger replaces the menus (002 §2.2).
const MOBILE_BELOW = 'md';

/**
 * The burger's drawer. Loaded on the burger's first use (app-header.tsx): the drawer (Mantine's modal base, focus
 * trap, scroll lock) is not on the first page (issue 11).
 */
export function MobileDrawer({
  opened,
  onClose,
  items,
}: {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
}) {
  const { t } = useTranslation('layout');
  // Mounted closed, then opened, so the first opening slides in as every later one does.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    // Composed by hand: Mantine's drawer header is a <header>, a second banner landmark (axe).
    <Drawer.Root
      opened={opened && mounted}
      onClose={onClose}
      position="right"
      size="xs"
      hiddenFrom={MOBILE_BELOW}
    >
      <Drawer.Overlay />
      <Drawer.Content id="mobile-navigation">
        <Group justify="space-between" px="md" pt="md" pb="xs">
          <Drawer.Title fw={700}>{t('nav.menuTitle')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('burger.close')} />
        </Group>
        <Drawer.Body>
          <Box component="nav" aria-label={t('nav.mobileLabel')}>
            <MobileNav items={items} onNavigate={onClose} />
          </Box>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
