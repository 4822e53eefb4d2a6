import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { OpportunityCardPage } from './opportunity-card-page';

function card(extra: Record<string, unknown> = {}) {
  return {
    _id: 'opp-1',
    idOpportunity: 42,
    titulo: 'Back-end Java',
    cliente: null,
    status: 'unpublished',
    created: '2026-03-05T12:00:00.000Z',
    label: '2',
    isPublic: false,
    isFinished: false,
    fase: 0,
    quantidadeVagas: 3,
    victories: 1,
    defeats: 1,
    detalhes: `<p>${'a'.repeat(650)}</p>`,
    detalhesEn: null,
    quantidadeCompativeis: 5,
    quantidadeTriados: 2,
    quantidadeCandidatos: 4,
    squad: null,
    user: null,
    criteriosMatch: [],
    geolocation: [],
    atitudes: [],
    carreiras: [],
    ...extra,
  };
}

const periods = {
  periods: [
    { key: 'recruitment', stage: 1, start: '2026-03-01', end: '2026-03-11', days: 10, outOfOrder: false },
    { key: 'evaluation', stage: 2, start: '2026-03-11', end: null, days: 3, outOfOrder: false },
    { key: 'selection', stage: 3, start: null, end: null, days: null, outOfOrder: false },
    { key: 'presentation', stage: 4, start: null, end: null, days: null, outOfOrder: false },
    { key: 'closing', stage: 5, start: null, end: null, days: null, outOfOrder: false },
  ],
};

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

function stubApi(current: Record<string, unknown>, handler: Handler = () => undefined) {
  const calls: Array<{ path: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({
        path: url.pathname,
        method,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = handler(url, init);
      if (answer) return answer;
      if (url.pathname === '/api/opportunity/kanban/opp-1') return Response.json(current);
      if (url.pathname === '/api/opportunity/dates/opp-1') return Response.json(periods);
      if (url.pathname === '/api/squad') return Response.json([{ _id: 's1', name: 'Squad Azul' }]);
      if (url.pathname === '/api/responsables') return Response.json([]);
      return Response.json(
        { statusCode: 404, code: 'OPPORTUNITY_NOT_FOUND', message: 'Opportunity not found' },
        { status: 404 },
      );
    }),
  );
  return calls;
}

const renderPage = (id = 'opp-1') =>
  renderWithProviders(
    <Routes>
      <Route path="/kanban/card-details/:id" element={<OpportunityCardPage />} />
    </Routes>,
    { route: `/kanban/card-details/${id}` },
  );

describe('OpportunityCardPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the card: client, linked title, number, status, date, details cut, periods and counters', async () => {
    stubApi(card());
    renderPage();
    expect(await screen.findByRole('link', { name: 'Back-end Java' })).toHaveAttribute(
      'href',
      '/opportunity/opp-1',
    );
    expect(screen.getByText('Client not provided')).toBeInTheDocument();
    expect(screen.getByText('#42')).toBeInTheDocument();
    expect(screen.getByTestId('card-status')).toHaveTextContent('Not published');
    expect(screen.getByText('Created on 05/03/2026')).toBeInTheDocument();
    expect(screen.getByTestId('card-details').textContent).toHaveLength(601);
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    expect(screen.getByTestId('counter-compatibles')).toHaveAttribute(
      'href',
      '/opportunity/opp-1/professionals?state=compatibles',
    );
    expect(screen.getByTestId('counter-enrolled')).toHaveTextContent('2');
    expect(screen.getByTestId('counter-candidates')).toHaveAttribute(
      'href',
      '/opportunity/opp-1/professionals?state=candidates',
    );
  });

  it('shows the English details in English, as the opportunity page does, and the Portuguese ones otherwise (issue 22)', async () => {
    stubApi(card({ detalhes: '<p>Sobre a vaga</p>', detalhesEn: '<p>About the role</p>' }));
    renderPage();
    expect(await screen.findByTestId('card-details')).toHaveTextContent('About the role');
    await act(() => i18n.changeLanguage('pt-PT'));
    expect(await screen.findByTestId('card-details')).toHaveTextContent('Sobre a vaga');
    await act(() => i18n.changeLanguage('en-US'));
  });

  it('locks the kanban switch while public, with the hint', async () => {
    stubApi(card({ isPublic: true, label: '1', status: 'published' }));
    renderPage();
    expect(
      await screen.findByText('While the opportunity is on the job board, the Kanban stays on.'),
    ).toBeInTheDocument();
    const kanban = screen.getByLabelText('Active on the Kanban');
    expect(kanban).toBeChecked();
    expect(kanban).toBeDisabled();
    expect(screen.getByLabelText('Show on the job board')).toBeChecked();
  });

  it('saves defeats on Enter and shows the new positions; a refusal shows the message and the old value', async () => {
    const calls = stubApi(card(), (url, init) => {
      if (url.pathname !== '/api/opportunity/update-defeats') return undefined;
      const body = JSON.parse(String(init?.body));
      if (body.defeats === '-1') {
        return Response.json(
          { statusCode: 400, code: 'OPPORTUNITY_DEFEATS_NEGATIVE', message: 'Defeats cannot be negative.' },
          { status: 400 },
        );
      }
      return Response.json(card({ defeats: 3, quantidadeVagas: 1 }));
    });
    renderPage();
    const defeats = await screen.findByLabelText('Defeats');
    fireEvent.change(defeats, { target: { value: '3' } });
    fireEvent.keyDown(defeats, { key: 'Enter' });
    await waitFor(() => expect(screen.getByLabelText('Positions to fill')).toHaveValue('1'));
    expect(calls.find((c) => c.path === '/api/opportunity/update-defeats')?.body).toEqual({
      defeats: '3',
      opportunityId: 'opp-1',
    });
    fireEvent.change(defeats, { target: { value: '-1' } });
    fireEvent.blur(defeats);
    expect(await screen.findByText('Defeats cannot be negative.')).toBeInTheDocument();
    await waitFor(() => expect(defeats).toHaveValue('3'));
  });

  it('is read-only when finished', async () => {
    stubApi(card({ isFinished: true, status: 'finished' }));
    renderPage();
    expect(await screen.findByLabelText('Show on the job board')).toBeDisabled();
    expect(screen.getByLabelText('Defeats')).toHaveAttribute('readonly');
    expect(
      screen.getByText('This opportunity is finished: its card can no longer be changed.'),
    ).toBeInTheDocument();
  });

  it('says not found for an unknown opportunity', async () => {
    stubApi(card());
    renderPage('nope');
    expect(await screen.findByRole('heading', { name: 'Opportunity not found' })).toBeInTheDocument();
  });
});
