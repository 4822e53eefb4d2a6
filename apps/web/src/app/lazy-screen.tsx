import { type ComponentType, lazy, useEffect, useState } from 'react';
import {
  matchRoutes,
  type Params,
  type RouteObject,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
import { loadNamespaces } from '../i18n';
import type { LazyNamespace } from '../i18n/lazy-namespaces';

/** Where the first page opens: the matched route's parameters and the address's query. */
interface Entry {
  params: Params;
  search: URLSearchParams;
  address: string;
}

/** A lazy screen that can be asked to start its work before it renders (`preloadScreens`). */
type LazyScreen = ComponentType & { preload?: (entry: Entry) => Promise<void> };

/**
 * A screen whose code (and the catalogues only it reads) loads on its first visit. Until then it suspends: on a
 * navigation the router's transition keeps the previous screen meanwhile; on a first page `main.tsx` waits for it
 * (`preloadScreens`) before the first render. Once loaded it renders at once, without suspending again: a
 * `React.lazy` alone would suspend once even then, and React holds back a boundary's content for 300 ms after
 * showing its fallback.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  namespaces: readonly LazyNamespace[] = [],
): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  let Loaded: ComponentType | undefined;
  const start = () => {
    loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => {
      Loaded = pick(module);
      return Loaded;
    });
    return loading;
  };
  const Pending = lazy(async () => ({ default: await start() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route, when the route table is built, like React.lazy
  function Screen() {
    // Chosen once per mount: a different component type on a later render would remount the screen and lose
    // its state.
    const [Component] = useState(() => Loaded ?? Pending);
    return <Component />;
  }
  return Object.assign(Screen, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/**
 * Starts the work of the screens the first page will draw (their code, and the early calls of those that have
 * them), beside the shell's catalogues; resolves when their code is in (or failed: the error page then shows).
 */
export function preloadScreens(
  routes: RouteObject[],
  url: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const search = new URLSearchParams(url.search);
  const started = (matchRoutes(routes, url) ?? []).map((match) =>
    (match.route.Component as LazyScreen | null | undefined)?.preload?.({
      params: match.params,
      search,
      address: url.pathname + url.search,
    }),
  );
  return Promise.all(started).then(() => undefined);
}

/**
 * A lazy screen whose first calls leave as it is entered, beside its code, instead of once that code has run
 * (issue 9): as the route first renders, so a navigation's transition waits for the code with the calls already
 * out. Once per visit of a path: not again when only the query changes (the screen's own queries refetch on a tab
 * or filter change); on the first page `preloadScreens` has sent them already.
 */
export function withEarlyCalls(
  startCalls: (params: Params, search: URLSearchParams) => void,
  Screen: LazyScreen,
): LazyScreen {
  // The path whose calls were started last, and the address `preloadScreens` started them for.
  let startedForPath: string | undefined;
  let startedAtLaunch: string | undefined;
  function ScreenWithEarlyCalls() {
    const params = useParams();
    const [search] = useSearchParams();
    const { pathname, search: query } = useLocation();
    // During render on purpose (see above), and idempotent: a render that suspends and is retried is the same visit.
    if (startedForPath !== pathname) {
      startedForPath = pathname;
      if (startedAtLaunch !== pathname + query) startCalls(params, search);
      startedAtLaunch = undefined;
    }
    // Leaving the screen ends the visit: coming back to it (Back) is a new one, with its calls.
    useEffect(
      () => () => {
        startedForPath = undefined;
      },
      [],
    );
    return <Screen />;
  }
  return Object.assign(ScreenWithEarlyCalls, {
    preload: (entry: Entry) => {
      startCalls(entry.params, entry.search);
      startedAtLaunch = entry.address;
      return Screen.preload?.(entry) ?? Promise.resolve();
    },
  });
}
