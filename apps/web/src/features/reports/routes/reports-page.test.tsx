import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { clearToken, setToken } from '../../../lib/auth-token';
import { renderWithProviders, tokenFor } from '../../../test/render';
import { ReportsPage } from './reports-page';

const average = (mean: number | null, median: number | null = mean, count = mean === null ? 0 : 1) => ({
  mean,
  median,
  count,
});
const none = { state: 'notVisited' as const, value: null };

function answer(mediaFilter: string) {
  return {
    filters: { by: 'responsible', id: null, mediaFilter, start: '2026-10-28', end: '2026-11-27' },
    overall: {
      averages: {
        recruitment: average(4.75, 4, 3),
        evaluation: average(0.25),
        selection: average(null),
        interview: average(null),
        closed: average(null),
      },
      totalOpportunities: 1,
    },
    rows: [
      {
        id: 'r1',
        name: 'Rita Recruiter',
        averages: {
          recruitment: average(4.75, 4, 3),
          evaluation: average(0.25),
          selection: average(null),
          interview: average(null),
          closed: average(null),
        },
        totalOpportunities: 1,
        opportunities: [
          {
            id: 'o1',
            idOpportunity: 42,
            titulo: 'Dev Java',
            title: 'Dev Java',
            quantidadeVagas: 1,
            isFinished: false,
            label: '1',
            fase: 3,
            media: { recruitment: 4.75, evaluation: 0.25, selection: null, interview: null, closed: null },
            cells: {
              recruitment: { state: 'value', value: 4.75 },
              evaluation: { state: 'value', value: 0.25 },
              selection: { state: 'inProgress', value: null },
              interview: none,
              closed: none,
            },
            victories: [],
            defeats: 0,
          },
        ],
      },
    ],
    warnings: [
      {
        oppId: 'o1',
        oppname: 'Dev Java',
        candidate: 'Otto Early',
        step: 2,
        startDate: '2026-11-10',
        endDate: '2026-11-05',
      },
    ],
  };
}

function stubApi(failure?: { status: number; message: string }) {
  const bodies: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/reports/recruitment') {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        bodies.push(body);
        if (failure)
          return Response.json(
            { statusCode: failure.status, code: 'X', message: failure.message },
            { status: failure.status },
          );
        return Response.json(answer(String(body.mediaFilter)));
      }
      if (url.pathname === '/api/responsables') return Response.json([]);
      if (url.pathname === '/api/squad') return Response.json([]);
      return Response.json({ statusCode: 404, code: 'X', message: '' }, { status: 404 });
    }),
  );
  return bodies;
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/reports/:token?" element={<ReportsPage />} />
    </Routes>,
    { route: '/reports' },
  );

// The signed-in recruiter's token says en-US, which the session applies: the texts below are the English ones.
describe('reports screen (002 §2.12)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('asks for the last 30 days by responsible, shows mean and median, the definition, the warnings and the chart data', async () => {
    setToken(tokenFor({ id: 'm1', roles: ['rh', 'rh_manager'] }));
    const bodies = stubApi();
    renderPage();
    const table = await screen.findByTestId('recruitment-table');
    expect(bodies[0]).toMatchObject({
      filter: { by: 'responsible', id: null },
      mediaFilter: 'intervalPerStage',
    });
    const start = new Date(String(bodies[0]?.endDateFilter));
    expect((start.getTime() - new Date(String(bodies[0]?.startDateFilter)).getTime()) / 86_400_000).toBe(30);
    const row = within(table)
      .getByRole('rowheader', { name: /Rita Recruiter/ })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('4.75')).toBeInTheDocument();
    expect(within(row).getByText('(median 4)')).toBeInTheDocument();
    expect(screen.getByTestId('report-definition')).toHaveTextContent('Interval of days in each stage');
    expect(screen.getByTestId('report-definition')).toHaveTextContent('0.25 day');
    expect(screen.getByTestId('report-warnings')).toHaveTextContent(
      'Dev Java — Otto Early: invalid end date at Evaluation (start 10/11/2026, end 05/11/2026)',
    );
    const chartData = screen.getByTestId('report-chart-data');
    const recruitment = within(chartData)
      .getByRole('rowheader', { name: 'Recruitment' })
      .closest('tr') as HTMLElement;
    expect(
      within(recruitment)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4.75', '4']);
    expect(within(chartData).getByRole('rowheader', { name: 'Selection' }).closest('tr')).toHaveTextContent(
      'Not visited',
    );
  });

  it('expands a row onto its opportunities linking to the candidates tab, and switches the display mode', async () => {
    setToken(tokenFor({ id: 'm1', roles: ['rh', 'rh_manager'] }));
    const bodies = stubApi();
    renderPage();
    const expand = await screen.findByRole('button', { name: 'Show the opportunities of Rita Recruiter' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(expand);
    const link = screen.getByRole('link', { name: '#42 Dev Java' });
    expect(link).toHaveAttribute('href', '/opportunity/o1/professionals?state=candidates');
    expect(link.closest('tr')).toHaveTextContent('In progress');
    fireEvent.click(screen.getByText('Days elapsed up to the stage'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ mediaFilter: 'elapsedUntilStage' }));
    await waitFor(() =>
      expect(screen.getByTestId('report-definition')).toHaveTextContent('Days elapsed up to the stage'),
    );
  });

  it('shows the server message when the report fails', async () => {
    setToken(tokenFor({ id: 'm1', roles: ['rh', 'rh_manager'] }));
    stubApi({ status: 400, message: 'Datas fora da ordem cronologica.' });
    renderPage();
    expect(await screen.findByText('Datas fora da ordem cronologica.')).toBeInTheDocument();
  });

  it('lets a recruiter who is not a manager read only their own opportunities', async () => {
    setToken(tokenFor({ id: 'r1', roles: ['rh'] }));
    const bodies = stubApi();
    renderPage();
    await screen.findByTestId('recruitment-table');
    expect(bodies[0]).toMatchObject({ filter: { by: 'responsible', id: 'r1' } });
    expect(screen.getByTestId('report-self-only')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Responsible' })).toBeNull();
  });

  it('opens the evaluations and deleted profiles reports', async () => {
    setToken(tokenFor({ id: 'm1', roles: ['rh', 'rh_manager'] }));
    stubApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Evaluations report' }));
    expect(await screen.findByRole('dialog', { name: 'Evaluations report' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Deleted profiles' }));
    expect(await screen.findByRole('dialog', { name: 'Deleted profiles' })).toBeInTheDocument();
  });
});
