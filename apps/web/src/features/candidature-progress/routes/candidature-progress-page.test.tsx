import type { CandidateEntry } from '@mosaico/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { CandidatureProgressPage } from './candidature-progress-page';

vi.mock('../../../lib/notify', () => ({
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
  notifyWarning: vi.fn(),
}));

function entry(change: Partial<CandidateEntry> = {}): CandidateEntry {
  return {
    _id: 'c1',
    opportunityId: 'opp-1',
    userId: 'u-1',
    displayName: 'Ana Souza',
    deleted: false,
    kind: 'candidate',
    status: { current: 1, history: [{ status: 1, date: '2026-11-01' }] },
    capture: 'Busca',
    source: 'LinkedIn',
    recruiter: { _id: 'rh-1', displayName: 'Rita Henriques' },
    entry: { date: '2026-11-01', details: '' },
    steps: [
      { key: 1, meetsTheRequirements: 0, date: '2026-11-05', details: '<p>CV ok</p>' },
      { key: 2, meetsTheRequirements: 0, date: '2026-11-08', details: '<p>Entrevista</p>' },
    ],
    dateVictory: null,
    dateRefused: null,
    dateQuit: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    nivelAderencia: 72,
    byRH: true,
    version: 4,
    opportunityLabel: '1',
    opportunityTitle: 'Desenvolvedor(a) Full-stack',
    badges: [],
    ...change,
  };
}

type Handler = (url: string, init?: RequestInit) => Response | undefined;

function stubApi(handler: Handler) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return (
        handler(url, init) ??
        Response.json({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: '' }, { status: 404 })
      );
    }),
  );
  return calls;
}

const READ = '/api/opportunity/opp-1/candidature/u-1';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/opportunity/:opportunityId/application/:professionalId"
        element={<CandidatureProgressPage />}
      />
    </Routes>,
    { route: '/opportunity/opp-1/application/u-1' },
  );
}

// Four tiptap editors and Mantine's inputs render slowly in jsdom.
describe('CandidatureProgressPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the header, the information and the stages as read', async () => {
    stubApi((url) => (url.endsWith(READ) ? Response.json(entry()) : undefined));
    renderPage();
    const name = await screen.findByRole('link', { name: /Ana Souza/ });
    expect(name).toHaveAttribute('href', '/professional/u-1');
    expect(name).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Desenvolvedor(a) Full-stack' })).toHaveAttribute(
      'href',
      '/opportunity/opp-1',
    );
    expect(screen.getByTestId('entry-date')).toHaveTextContent(
      'Entered the process on 01/11/2026 · by Rita Henriques',
    );
    expect(screen.getByTestId('status-history')).toHaveTextContent('Competing on 01/11/2026');
    // Issue 22: the picker reads day first, as the dates shown beside it (one order per language).
    expect(within(screen.getByTestId('stage-1')).getByLabelText('Date of Recruitment')).toHaveValue(
      '05/11/2026',
    );
    expect(within(screen.getByTestId('stage-3')).getByText('Not registered')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('stage-4')).getByText('Register the result of the previous stage first.'),
    ).toBeInTheDocument();
  });

  it("shows the professional's badges the server decided under the header", async () => {
    stubApi((url) =>
      url.endsWith(READ) ? Response.json(entry({ badges: ['talent', 'eu-citizen'] })) : undefined,
    );
    renderPage();
    const badges = await screen.findByRole('list', { name: "Professional's badges" });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-badge')),
    ).toEqual(['talent', 'eu-citizen']);
    expect(within(badges).getByText('Talent')).toBeInTheDocument();
  });

  it('refuses days out of order in the browser, with the server’s text, without calling the server', async () => {
    const calls = stubApi((url) => (url.endsWith(READ) ? Response.json(entry()) : undefined));
    renderPage();
    const stage2 = await screen.findByTestId('stage-2');
    fireEvent.change(within(stage2).getByLabelText('Date of Evaluation'), {
      target: { value: '04/11/2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save stages' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dates out of chronological order.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    // Issue 22: the stage's heading still says what is saved, not the refused day.
    const heading = within(stage2).getByRole('button', { name: /^2\. Evaluation/ });
    expect(heading).toHaveTextContent('08/11/2026');
    expect(heading).not.toHaveTextContent('04/11/2026');
  });

  it('clears a stage and the later ones on screen, and saves only those kept', async () => {
    const calls = stubApi((url) => {
      if (url.endsWith(READ)) return Response.json(entry());
      if (url.endsWith('/change-step-candidate'))
        return Response.json(entry({ version: 5, steps: entry().steps.slice(0, 0) }));
      return undefined;
    });
    renderPage();
    const stage1 = await screen.findByTestId('stage-1');
    fireEvent.click(
      within(stage1).getByRole('button', { name: 'Clear Recruitment and the stages after it' }),
    );
    expect(within(screen.getByTestId('stage-2')).getByLabelText('Date of Evaluation')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Save stages' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ candidate: 'u-1', steps: [], version: 4 });
    // Rebuilt from the answer: nothing registered.
    await waitFor(() => expect(screen.getAllByText('Not registered')).toHaveLength(4));
  });

  it('on a stale save, loads the fresh candidature into the form and says it was replaced', async () => {
    let reads = 0;
    stubApi((url) => {
      if (url.endsWith(READ)) {
        reads += 1;
        return Response.json(reads === 1 ? entry() : entry({ version: 9, source: 'Catho' }));
      }
      if (url.endsWith('/change-step-candidate'))
        return Response.json(
          {
            statusCode: 409,
            code: 'CANDIDATURE_CHANGED',
            message: 'Another recruiter changed this candidacy meanwhile.',
          },
          { status: 409 },
        );
      return undefined;
    });
    renderPage();
    const stage2 = await screen.findByTestId('stage-2');
    fireEvent.change(within(stage2).getByLabelText('Date of Evaluation'), {
      target: { value: '09/11/2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save stages' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Replaced by the current state');
    expect(alert).toHaveTextContent('Another recruiter changed this candidacy meanwhile.');
    await waitFor(() => expect(screen.getAllByDisplayValue('Catho').length).toBeGreaterThan(0));
    expect(within(screen.getByTestId('stage-2')).getByLabelText('Date of Evaluation')).toHaveValue(
      '08/11/2026',
    );
  });

  it('warns to activate the opportunity on the kanban and disables saving while its label is 2', async () => {
    stubApi((url) => (url.endsWith(READ) ? Response.json(entry({ opportunityLabel: '2' })) : undefined));
    renderPage();
    expect(await screen.findByTestId('read-only-reason')).toHaveTextContent(
      'This opportunity is inactive on the kanban. Activate it on the kanban before changing a candidacy.',
    );
    expect(screen.getByRole('button', { name: 'Save stages' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save information' })).toBeDisabled();
  });

  it("shows 'Could not change the information' when changing the information fails unexpectedly", async () => {
    let answer = Response.json(
      { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal error' },
      { status: 500 },
    );
    const calls = stubApi((url) => {
      if (url.endsWith(READ)) return Response.json(entry());
      if (url.endsWith('/change-info-candidate')) return answer;
      return undefined;
    });
    vi.mocked(notifyError).mockClear();
    renderPage();
    const save = await screen.findByRole('button', { name: 'Save information' });
    fireEvent.click(save);
    // 001 §8 'Info change failure' (pt-BR 'Não foi possível alterar as informações').
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Could not change the information'));
    expect(calls.some((call) => call.url.endsWith('/change-info-candidate'))).toBe(true);
    expect(notifyError).not.toHaveBeenCalledWith('Error saving the date. Try again.');

    // A refusal the server words itself is shown as it says.
    answer = Response.json(
      { statusCode: 409, code: 'CANDIDATE_DISMISSED', message: 'This candidate was dismissed.' },
      { status: 409 },
    );
    fireEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('This candidate was dismissed.');
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('says when the professional is not in the opportunity', async () => {
    stubApi((url) =>
      url.endsWith(READ)
        ? Response.json({ statusCode: 404, code: 'CANDIDATURE_NOT_FOUND', message: 'x' }, { status: 404 })
        : undefined,
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Candidature not found' })).toBeInTheDocument();
  });
});
