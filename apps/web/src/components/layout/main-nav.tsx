import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { isNavGroup, type NavItem } from './navigation-items';

/** Desktop top menu: plain links, and dropdowns for grouped entries. */
export function MainNav({ items }: { items: NavItem[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {items.map((item) =>
        isNavGroup(item) ? (
          <Menu key={item.key} position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant="subtle"
                color="dark"
                tt="uppercase"
                fw={600}
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              >
                {item.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {item.links.map((link) => (
                <Menu.Item key={link.key} component={Link} to={link.to}>
                  {link.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
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
