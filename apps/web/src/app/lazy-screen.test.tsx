import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { lazyScreen, preloadScreens, withEarlyCalls } from './lazy-screen';

function ScreenText() {
  return 'the screen';
}

/** A screen module that arrives only when the test says so. */
function deferredScreen() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ Screen: () => string }>((resolve) => {
        arrive = () => resolve({ Screen: ScreenText });
      }),
  );
  return { load, arrive: () => arrive() };
}

describe('lazy screens', () => {
  it('start their early calls, with the address’s parameters and query, while their code is still loading', async () => {
    const board = deferredScreen();
    const startCalls = vi.fn();
    const Board = withEarlyCalls(
      startCalls,
      lazyScreen(board.load, (module) => module.Screen),
    );
    renderWithProviders(
      <>
        <Link to="/opportunity/42/professionals?state=enrolled">another tab</Link>
        <Link to="/opportunity/43/professionals">another opportunity</Link>
        <Suspense fallback={<p role="status">loading</p>}>
          <Routes>
            <Route path="/opportunity/:id/professionals" Component={Board} />
          </Routes>
        </Suspense>
      </>,
      { route: '/opportunity/42/professionals?state=candidates' },
    );

    await vi.waitFor(() => expect(startCalls).toHaveBeenCalledTimes(1));
    const [params, search] = startCalls.mock.calls[0] as [Record<string, string>, URLSearchParams];
    expect(params.id).toBe('42');
    expect(search.get('state')).toBe('candidates');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('the screen')).toBeNull();

    // Inside act: React's test mode only retries a suspended render there.
    await act(async () => board.arrive());
    expect(await screen.findByText('the screen')).toBeInTheDocument();
    expect(startCalls).toHaveBeenCalledTimes(1);

    // A tab or filter change keeps the visit (the screen's queries refetch themselves); another path is a new one.
    fireEvent.click(screen.getByRole('link', { name: 'another tab' }));
    expect(startCalls).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'another opportunity' }));
    await vi.waitFor(() => expect(startCalls).toHaveBeenCalledTimes(2));
    expect((startCalls.mock.calls[1] as [Record<string, string>])[0].id).toBe('43');
  });

  it('preloads only the screens the address matches, once however often asked', () => {
    const home = deferredScreen();
    const faq = deferredScreen();
    const routes = [
      { path: '/', Component: lazyScreen(home.load, (module) => module.Screen) },
      { path: '/faq', Component: lazyScreen(faq.load, (module) => module.Screen) },
    ];
    preloadScreens(routes, { pathname: '/faq', search: '' });
    preloadScreens(routes, { pathname: '/faq', search: '' });
    expect(faq.load).toHaveBeenCalledTimes(1);
    expect(home.load).not.toHaveBeenCalled();
  });

  it('on the first page, start the early calls before the first render, draw the screen at once, and do not send the calls again', async () => {
    const board = deferredScreen();
    const startCalls = vi.fn();
    const Board = withEarlyCalls(
      startCalls,
      lazyScreen(board.load, (module) => module.Screen),
    );
    const routes = [{ path: '/opportunity/:id/professionals', Component: Board }];
    const preloaded = preloadScreens(routes, {
      pathname: '/opportunity/7/professionals',
      search: '?state=candidates',
    });
    expect(board.load).toHaveBeenCalledTimes(1);
    expect(startCalls).toHaveBeenCalledTimes(1);
    const [params, search] = startCalls.mock.calls[0] as [Record<string, string>, URLSearchParams];
    expect(params.id).toBe('7');
    expect(search.get('state')).toBe('candidates');
    board.arrive();
    await preloaded;

    renderWithProviders(
      <Suspense fallback={<p role="status">loading</p>}>
        <Routes>
          <Route path="/opportunity/:id/professionals" Component={Board} />
        </Routes>
      </Suspense>,
      { route: '/opportunity/7/professionals?state=candidates' },
    );
    // Its code is in before the first render (main.tsx waits for it): no loader, not even for a frame.
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(startCalls).toHaveBeenCalledTimes(1);
  });
});
