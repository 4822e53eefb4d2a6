import { Button, Divider, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { isNavGroup, type NavItem, useUserMenuItems } from './navigation-items';
import { useLogout } from './use-logout';

/** The drawer content under 991 px: the same menus, stacked, plus the welcome entries. */
export function MobileNav({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const { user } = useAuth();
  const userItems = useUserMenuItems();
  const logout = useLogout();

  if (!user) {
    return (
      <Stack gap="sm">
        <Button component={NavLink} to={paths.login} variant="default" onClick={onNavigate}>
          {t('anonymous.signIn')}
        </Button>
        <Button component={NavLink} to={paths.signup} onClick={onNavigate}>
          {t('anonymous.signUp')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap={2}>
      {items.map((item) =>
        isNavGroup(item) ? (
          <MantineNavLink
            key={item.key}
            label={item.label}
            defaultOpened
            tt="uppercase"
            fw={600}
            childrenOffset="md"
          >
            {item.links.map((link) => (
              <MantineNavLink
                key={link.key}
                component={NavLink}
                to={link.to}
                label={link.label}
                onClick={onNavigate}
              />
            ))}
          </MantineNavLink>
        ) : (
          <MantineNavLink
            key={item.key}
            component={NavLink}
            to={item.to}
            end
            label={item.label}
            tt="uppercase"
            fw={600}
            onClick={onNavigate}
          />
        ),
      )}
      <Divider my="sm" />
      <Text size="sm" fw={600} px="sm" pb={4}>
        {t('user.welcome', { name: user.displayName || user.email })}
      </Text>
      {userItems.map((item) => (
        <MantineNavLink
          key={item.key}
          component={NavLink}
          to={item.to}
          label={item.label}
          onClick={onNavigate}
        />
      ))}
      <MantineNavLink
        component="button"
        type="button"
        label={t('user.logout')}
        leftSection={<IconLogout size={16} aria-hidden="true" />}
        onClick={() => {
          onNavigate();
          logout();
        }}
      />
    </Stack>
  );
}
