import { Button, Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { HeaderMenu } from '../../components/header-menu/header-menu';
import { isNavGroup, type NavItem } from './navigation-items';

/** Desktop top menu: plain links, and dropdowns for grouped entries. */
export function MainNav({ items }: { items: NavItem[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {items.map((item) =>
        isNavGroup(item) ? (
          <HeaderMenu
            key={item.key}
            position="bottom-start"
            target={
              <Button
                variant="subtle"
                color="dark"
                tt="uppercase"
                fw={600}
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              >
                {item.label}
              </Button>
            }
            entries={item.links.map((link) => ({
              kind: 'item',
              key: link.key,
              label: link.label,
              to: link.to,
            }))}
          />
        ) : (
          <Button
            key={item.key}
            component={NavLink}
            to={item.to}
            end
            variant="subtle"
            color="dark"
            tt="uppercase"
            fw={600}
          >
            {item.label}
          </Button>
        ),
      )}
    </Group>
  );
}
