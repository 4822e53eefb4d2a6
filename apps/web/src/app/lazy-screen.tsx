import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { matchRoutes, type Params, type RouteObject, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../components/layout/page-loader';
import { loadNamespaces } from '../i18n';
import type { LazyNamespace } from '../i18n/lazy-namespaces';

/** A lazy screen that can be asked to start loading before it renders (`preloadScreens`). */
type LazyScreen = ComponentType & { preload?: () => Promise<unknown> };

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
  return Object.assign(lazy(start), { preload: start });
}

/**
 * Starts loading the screens a URL will draw, so the first page's screen travels beside the shell's catalogues
 * instead of after them (the data router did this when it was created).
 */
export function preloadScreens(routes: RouteObject[], url: Pick<Location, 'pathname'>): void {
  for (const match of matchRoutes(routes, url) ?? []) {
    void (match.route.Component as LazyScreen | null | undefined)?.preload?.().catch(() => undefined);
  }
}

/**
 * A lazy screen whose first calls leave as it is entered, beside its code, instead of once that code has run
 * (issue 9). Its own Suspense boundary lets this wrapper commit, and so start the calls, while the code loads.
 * Once per visit: the screen's own queries refetch on a tab or filter change.
 */
export function withEarlyCalls(
  startCalls: (params: Params, search: URLSearchParams) => void,
  Screen: LazyScreen,
): LazyScreen {
  const withCalls: LazyScreen = function ScreenWithEarlyCalls() {
    const params = useParams();
    const [search] = useSearchParams();
    // biome-ignore lint/correctness/useExhaustiveDependencies: on entering the route only
    useEffect(() => startCalls(params, search), []);
    return (
      <Suspense fallback={<PageLoader />}>
        <Screen />
      </Suspense>
    );
  };
  withCalls.preload = (Screen as LazyScreen).preload;
  return withCalls;
}
