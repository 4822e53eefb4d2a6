import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={<IconUserCircle size={20} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {t('user.welcome', { name })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.key} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={logout}>
          {t('user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
