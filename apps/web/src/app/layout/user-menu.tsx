import { Button } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HeaderMenu } from '../../components/header-menu/header-menu';
import { useAuth } from '../../features/auth';
import { useUserMenuItems } from './navigation-items';
import { useLogout } from './use-logout';

/** "Welcome, {name}" dropdown for a signed-in user. */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const { user } = useAuth();
  const items = useUserMenuItems();
  const logout = useLogout();
  if (!user) return null;
  const name = user.displayName || user.email;
  return (
    <HeaderMenu
      position="bottom-end"
      target={
        <Button
          variant="subtle"
          color="dark"
          leftSection={<IconUserCircle size={20} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {t('user.welcome', { name })}
        </Button>
      }
      entries={[
        ...items.map((item) => ({ kind: 'item' as const, key: item.key, label: item.label, to: item.to })),
        { kind: 'divider', key: 'divider' },
        {
          kind: 'item',
          key: 'logout',
          label: t('user.logout'),
          leftSection: <IconLogout size={16} aria-hidden="true" />,
          onClick: logout,
        },
      ]}
    />
  );
}
