import { Menu } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { HeaderMenuProps } from './header-menu';

/**
 * The header dropdown itself (Mantine's Menu), loaded by HeaderMenu on the button's first use. It takes the
 * button's place open: mounted closed with the focus moved to its own button when the first one had it, then
 * opened, so the focus returns there on closing and the dropdown opens as on any later click.
 */
export function LoadedHeaderMenu({
  target,
  entries,
  position,
  focusTarget,
}: HeaderMenuProps & { focusTarget: boolean }) {
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTarget) targetRef.current?.focus();
    setOpened(true);
  }, [focusTarget]);

  return (
    // No focus placeholder inside the menu: axe's aria-required-children refuses it (issue 22).
    <Menu
      position={position}
      withinPortal
      opened={opened}
      onChange={setOpened}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{cloneElement(target, { ref: targetRef })}</Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) => {
          if (entry.kind === 'divider') return <Menu.Divider key={entry.key} />;
          const common = {
            leftSection: entry.leftSection,
            rightSection: entry.rightSection,
            lang: entry.lang,
            'aria-current': entry.current ? ('true' as const) : undefined,
            onClick: entry.onClick,
          };
          return entry.to === undefined ? (
            <Menu.Item key={entry.key} {...common}>
              {entry.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.key} component={Link} to={entry.to} {...common}>
              {entry.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
