import { cloneElement, lazy, type ReactElement, type ReactNode, Suspense, useState } from 'react';

/** One entry of a header dropdown: a link, an action, or a divider line. */
export type HeaderMenuEntry =
  | { kind: 'divider'; key: string }
  | {
      kind: 'item';
      key: string;
      label: ReactNode;
      /** A link's address; without it the entry is a button calling onClick. */
      to?: string;
      onClick?: () => void;
      leftSection?: ReactNode;
      rightSection?: ReactNode;
      lang?: string;
      current?: boolean;
    };

export interface HeaderMenuProps {
  /** The button that opens the dropdown, drawn the same before and after the menu's code loads. */
  target: ReactElement<Record<string, unknown>>;
  entries: HeaderMenuEntry[];
  position: 'bottom-start' | 'bottom-end';
}

const loadMenu = () => import('./header-menu-dropdown');
const LoadedMenu = lazy(async () => ({ default: (await loadMenu()).LoadedHeaderMenu }));

/**
 * A header dropdown (language, welcome, the recruiters' grouped menus) whose Menu code loads on first use: the
 * page shows only its button until then (issue 11). The code starts loading as the pointer or focus reaches the
 * button; the first click opens the menu once it is in, as later clicks do.
 */
export function HeaderMenu({ target, entries, position }: HeaderMenuProps) {
  const [used, setUsed] = useState<{ focused: boolean } | null>(null);
  // The attributes Mantine's menu target carries while closed, so the button says the same before it loads.
  const button = cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: loadMenu,
    onFocus: loadMenu,
    onClick: (event: { currentTarget: Element }) =>
      setUsed({ focused: event.currentTarget === document.activeElement }),
  });
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <LoadedMenu target={target} entries={entries} position={position} focusTarget={used.focused} />
    </Suspense>
  );
}
