import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import {
  matchRoutes,
  type Params,
  type RouteObject,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
import { PageLoader } from '../components/layout/page-loader';
import { loadNamespaces } from '../i18n';
import type { LazyNamespace } from '../i18n/lazy-namespaces';

/** Where the first page opens: the matched route's parameters and the address's query. */
interface Entry {
  params: Params;
  search: URLSearchParams;
  address: string;
}

/** A lazy screen that can be asked to start its work before it renders (`preloadScreens`). */
type LazyScreen = ComponentType & { preload?: (entry: Entry) => void };

/**
 * A screen whose code (and the catalogues only it reads) loads on its first visit; the layout's Suspense boundary
 * shows the page loader meanwhile.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  namespaces: readonly LazyNamespace[] = [],
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => ({
      default: pick(module),
    }));
    return loading;
  };
  return Object.assign(lazy(start), {
    preload: () => {
      void start().catch(() => undefined);
    },
  });
}

/**
 * Starts the work of the screens the first page will draw (their code, and the early calls of those that have
 * them), so it travels beside the shell's catalogues instead of after them and the first render (the data router
 * did this when it was created).
 */
export function preloadScreens(routes: RouteObject[], url: Pick<Location, 'pathname' | 'search'>): void {
  const search = new URLSearchParams(url.search);
  for (const match of matchRoutes(routes, url) ?? []) {
    const screen = match.route.Component as LazyScreen | null | undefined;
    screen?.preload?.({ params: match.params, search, address: url.pathname + url.search });
  }
}

/**
 * A lazy screen whose first calls leave as it is entered, beside its code, instead of once that code has run
 * (issue 9). Its own Suspense boundary lets this wrapper commit, and so start the calls, while the code loads. On
 * the first page they leave even earlier, from `preloadScreens`, and the wrapper does not send them again. Once
 * per visit: the screen's own queries refetch on a tab or filter change.
 */
export function withEarlyCalls(
  startCalls: (params: Params, search: URLSearchParams) => void,
  Screen: LazyScreen,
): LazyScreen {
  // The address whose calls `preloadScreens` already started, until the screen is entered there.
  let startedFor: string | undefined;
  const withCalls: LazyScreen = function ScreenWithEarlyCalls() {
    const params = useParams();
    const [search] = useSearchParams();
    const { pathname, search: query } = useLocation();
    // biome-ignore lint/correctness/useExhaustiveDependencies: on entering the route only
    useEffect(() => {
      const preloaded = startedFor === pathname + query;
      startedFor = undefined;
      if (!preloaded) startCalls(params, search);
    }, []);
    return (
      <Suspense fallback={<PageLoader />}>
        <Screen />
      </Suspense>
    );
  };
  withCalls.preload = (entry) => {
    Screen.preload?.(entry);
    startCalls(entry.params, entry.search);
    startedFor = entry.address;
  };
  return withCalls;
}
