import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'mosaico.scroll-positions';

function readStored(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Where the visitor left each history entry, by the entry's key; kept in the tab's session across reloads. */
const positions = readStored();
const current = { key: '' };

/**
 * The scroll a visitor expects of pages, in a single-page app: a new page opens at its top (or at its #anchor),
 * and Back, Forward or a reload return to where they were on that entry. React Router's own ScrollRestoration
 * needs its data router, which the first page no longer carries (docs/decisions/serving-speed.md).
 *
 * Two parts. `ScrollRestoration`, outside the screens' Suspense boundary, records where the visitor is on the
 * current entry and names the new entry as soon as the address changes: while a screen's code loads, the page
 * loader in its place shortens the page and the browser pulls the scroll up, which must not count as the position
 * of the entry just left. `ScrollToEntry`, beside the screen inside that boundary, moves the scroll once the
 * screen has drawn.
 */
export function ScrollRestoration() {
  const { key } = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Scroll events arrive after the layout effect below has named the new entry.
    const remember = () => {
      positions[current.key] = window.scrollY;
    };
    const store = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // A full or refused storage only loses the positions across a reload.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
    };
  }, []);

  useLayoutEffect(() => {
    current.key = key;
  }, [key]);

  return null;
}

export function ScrollToEntry() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry; the hash and the navigation type belong to it
  useLayoutEffect(() => {
    const saved = positions[key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key]);

  return null;
}
