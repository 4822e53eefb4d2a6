import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OpportunitySearchRhPage } from './opportunity-search-rh-page';

function card(index: number, extra: Record<string, unknown> = {}) {
  return {
    id: `opp-${index}`,
    idOpportunity: index,
    title: `Opportunity ${index}`,
    location: 'Lisboa, Lisboa, Portugal',
    homeOffice: false,
    hybrid: false,
    geolocation: [],
    client: 'Seguros Atlântico',
    careers: [{ _id: 'c-1', nome: 'Designer UX/UI' }],
    motive: null,
    status: 'published',
    quantidadeVagas: 1,
    created: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

function stubApi(search: (url: URL) => Response) {
  const searches: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/opportunity/search/oppRh') {
        searches.push(url);
        return search(url);
      }
      if (url.pathname === '/api/opportunity/list/All-clients') return Response.json(['Seguros Atlântico']);
      if (url.pathname === '/api/carreiras') {
        return Response.json([{ _id: 'c-1', nome: 'Designer UX/UI', created: '', user: null }]);
      }
      return Response.json({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: '' }, { status: 404 });
    }),
  );
  return searches;
}

function CurrentSearch() {
  return <output data-testid="url">{useLocation().search}</output>;
}

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/opportunities/search"
        element={
          <>
            <OpportunitySearchRhPage />
            <CurrentSearch />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

describe('OpportunitySearchRhPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for Find, then writes the search into the URL and shows the count and the cards', async () => {
    const searches = stubApi(() =>
      Response.json({ opportunities: [card(1, { homeOffice: true })], total: 1, page: 1, pageSize: 36 }),
    );
    renderPage('/opportunities/search');
    expect(screen.getByText('Choose what to look for and press Find.')).toBeInTheDocument();
    expect(searches).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: ' Designer ' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'unpublished' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));

    expect(await screen.findByText('1 opportunity found')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('?keywords=Designer&status=unpublished');
    expect(searches[0]?.searchParams.get('keywords')).toBe('Designer');
    expect(searches[0]?.searchParams.get('status')).toBe('unpublished');
    expect(screen.getByRole('link', { name: 'Opportunity 1' })).toHaveAttribute('href', '/opportunity/opp-1');
    expect(screen.getByText('Home Office', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Designer UX/UI', { selector: 'p' })).toBeInTheDocument();
    // The motive filter is only for finalized searches.
    expect(screen.queryByLabelText('Closure motive')).not.toBeInTheDocument();
  });

  it('pages 36 at a time with first, previous, next and last', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const searches = stubApi((url) => {
      const page = Number(url.searchParams.get('page'));
      return Response.json({ opportunities: [card(page)], total: 80, page, pageSize: 36 });
    });
    renderPage('/opportunities/search?keywords=&status=published');
    expect(await screen.findByText('80 opportunities found')).toBeInTheDocument();
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByRole('link', { name: 'Opportunity 3' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('page=3');
    expect(searches.at(-1)?.searchParams.get('page')).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'Opportunity 2' })).toBeInTheDocument();
  });

  it('offers the closure motives after a finalized search, the answer motives included, and filters by one', async () => {
    const searches = stubApi((url) =>
      url.searchParams.get('motive')
        ? Response.json({ opportunities: [], total: 0, page: 1, pageSize: 36 })
        : Response.json({
            opportunities: [card(7, { status: 'finalized', motive: 'Encerrada com outra consultoria' })],
            total: 1,
            page: 1,
            pageSize: 36,
          }),
    );
    renderPage('/opportunities/search?keywords=Designer&status=finalized');
    expect(await screen.findByText('Motive: Encerrada com outra consultoria')).toBeInTheDocument();
    const motive = screen.getByLabelText('Closure motive');
    expect(screen.getByRole('option', { name: 'Cancelled' })).toBeInTheDocument();
    fireEvent.change(motive, { target: { value: 'cancellation' } });
    expect(await screen.findByText('No opportunities found.')).toBeInTheDocument();
    expect(searches.at(-1)?.searchParams.get('motive')).toBe('cancellation');
    expect(screen.getByTestId('url')).toHaveTextContent('motive=cancellation');
  });

  it('filters by client from the clients list', async () => {
    const searches = stubApi(() =>
      Response.json({ opportunities: [card(1)], total: 1, page: 1, pageSize: 36 }),
    );
    renderPage('/opportunities/search?keywords=&status=');
    await screen.findByText('1 opportunity found');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Seguros Atlântico' })).toBeInTheDocument(),
    );
    fireEvent.change(screen.getByLabelText('Client'), { target: { value: 'Seguros Atlântico' } });
    await waitFor(() => expect(searches.at(-1)?.searchParams.get('client')).toBe('Seguros Atlântico'));
  });

  it('says when the search failed and retries', async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? Response.json({ statusCode: 500, code: 'INTERNAL', message: '' }, { status: 500 })
        : Response.json({ opportunities: [card(1)], total: 1, page: 1, pageSize: 36 }),
    );
    renderPage('/opportunities/search?keywords=x&status=');
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 opportunity found')).toBeInTheDocument();
  });
});
