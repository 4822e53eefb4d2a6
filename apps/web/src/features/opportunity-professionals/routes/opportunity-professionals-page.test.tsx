import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { cardItem, compatiblesPage, expandedCard, opportunityDetail } from '../test/fixtures';
import { OpportunityProfessionalsPage } from './opportunity-professionals-page';

type Handler = (url: string) => Response | undefined;

function stubApi(handler: Handler) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      return (
        handler(url) ??
        Response.json({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: '' }, { status: 404 })
      );
    }),
  );
  return calls;
}

function renderPage(route = '/opportunity/opp-1/professionals') {
  return renderWithProviders(
    <Routes>
      <Route path="/opportunity/:id/professionals" element={<OpportunityProfessionalsPage />} />
    </Routes>,
    { route },
  );
}

const ranked = [
  cardItem({ user: { _id: 'u-1', displayName: 'Ana Souza' }, nivelAderencia: 91 }),
  cardItem({
    user: {
      _id: 'u-2',
      displayName: 'Daniel Wilson',
      talent: { status: true },
      dadosPessoais: { pcdUser: { isUserPCD: true }, preferredLanguage: 'en-US' },
      provider: 'LinkedIn',
      validRegistration: false,
      avaliacoesUsuario: [{ resultado: 9, created: new Date().toISOString(), _avaliacaoUsuario: null }],
    },
    byRH: true,
    candidatureKind: 'enrolled',
    nivelAderencia: 85,
    // The server decides the badges (packages/domain profile/badges.ts); the card draws what it is sent.
    badges: [
      'star',
      'talent',
      'pcd',
      'registered-by-recruiter',
      'incomplete-registration',
      'linkedin-provider',
    ],
  }),
  cardItem({ user: { _id: 'u-3', displayName: 'Gone Person', deleted: true }, nivelAderencia: 40 }),
];

describe('OpportunityProfessionalsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('polls the status every second while processing, says the opportunity is ready, then lists', async () => {
    let statusCalls = 0;
    const calls = stubApi((url) => {
      if (url.endsWith('/get-status-compativeis')) {
        statusCalls += 1;
        return Response.json({ status: statusCalls < 2 ? 'processing' : 'completed' });
      }
      if (url.endsWith('/api/opportunity/opp-1')) return Response.json(opportunityDetail);
      if (url.includes('/compatibles/12/1/0')) return Response.json(compatiblesPage(ranked, 3));
      return undefined;
    });
    renderPage();
    expect(await screen.findByText('Please wait. We are processing the information.')).toBeInTheDocument();
    expect(calls.some((url) => url.includes('/compatibles/'))).toBe(false);
    expect(await screen.findByText('Your opportunity is ready!', {}, { timeout: 3000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Compatible professionals, ranked' });
    expect(within(list).getAllByTestId('professional-card')).toHaveLength(3);
    expect(statusCalls).toBe(2);
    // Header: title linking to the opportunity, number, stage label.
    expect(screen.getByRole('link', { name: 'Desenvolvedor(a) Full-stack TypeScript' })).toHaveAttribute(
      'href',
      '/opportunity/opp-1',
    );
    expect(screen.getByTestId('opportunity-stage')).toHaveTextContent('Stage: Evaluation');
    expect(screen.getByText('3 compatible professionals')).toBeInTheDocument();
  }, 15_000);

  it('shows each card: new-tab profile link, adherence band, masked contacts, badges, flags, deleted', async () => {
    stubApi((url) => {
      if (url.endsWith('/get-status-compativeis')) return Response.json({ status: 'completed' });
      if (url.endsWith('/api/opportunity/opp-1')) return Response.json(opportunityDetail);
      if (url.includes('/compatibles/12/1/0')) return Response.json(compatiblesPage(ranked, 3));
      return undefined;
    });
    renderPage();
    const ana = await screen.findByRole('article', { name: /Ana Souza/ });
    expect(screen.queryByText('Your opportunity is ready!')).not.toBeInTheDocument();
    const link = within(ana).getByRole('link', { name: 'Ana Souza (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/professional/u-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(ana).getByRole('img', { name: 'Adherence: 91%' })).toHaveAttribute('data-band', 'high');
    expect(within(ana).getByText('an*@mosaico.test')).toBeInTheDocument();
    expect(within(ana).getByText('(11) *****-8940')).toBeInTheDocument();

    const daniel = screen.getByRole('article', { name: /Daniel Wilson/ });
    expect(within(daniel).getByTestId('candidature-kind')).toHaveTextContent('Enrolled');
    const badges = within(within(daniel).getByRole('list', { name: "Professional's badges" }))
      .getAllByRole('listitem')
      .map((element) => element.getAttribute('data-badge'));
    expect(badges).toEqual([
      'star',
      'talent',
      'pcd',
      'registered-by-recruiter',
      'incomplete-registration',
      'linkedin-provider',
    ]);
    expect(within(daniel).getByText('Evaluation 8+')).toBeInTheDocument();
    expect(within(ana).queryByRole('list', { name: "Professional's badges" })).not.toBeInTheDocument();

    const gone = screen.getByRole('article', { name: /Gone Person/ });
    expect(within(gone).getByText('Registration deleted')).toBeInTheDocument();
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
    expect(within(gone).queryByRole('button')).not.toBeInTheDocument();
    expect(within(gone).queryByText(/@/)).not.toBeInTheDocument();

    // Why this match opens the explanation.
    const why = within(ana).getByRole('button', { name: 'Why this match' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(why);
    expect(await within(ana).findByTestId('match-explanation')).toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Hide the explanation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('orders PCD first by default when the opportunity prefers PCD, and changes order from the select', async () => {
    const calls = stubApi((url) => {
      if (url.endsWith('/get-status-compativeis')) return Response.json({ status: 'completed' });
      if (url.endsWith('/api/opportunity/opp-1')) return Response.json(opportunityDetail);
      if (url.endsWith('/get-opportunity-preference')) return Response.json({ pcdPref: true });
      if (url.includes('/compatibles/12/1/')) return Response.json(compatiblesPage(ranked, 3));
      return undefined;
    });
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Order by' });
    expect(select).toHaveValue('1');
    await screen.findAllByTestId('professional-card');
    expect(calls.filter((url) => url.includes('/compatibles/'))).toEqual([
      '/api/opportunity/opp-1/compatibles/12/1/1',
    ]);
    fireEvent.change(select, { target: { value: '4' } });
    await vi.waitFor(() =>
      expect(calls.filter((url) => url.includes('/compatibles/')).at(-1)).toBe(
        '/api/opportunity/opp-1/compatibles/12/1/4',
      ),
    );
  });

  it('pages 12 at a time', async () => {
    const calls = stubApi((url) => {
      if (url.endsWith('/get-status-compativeis')) return Response.json({ status: 'completed' });
      if (url.endsWith('/api/opportunity/opp-1')) return Response.json(opportunityDetail);
      if (url.includes('/compatibles/12/')) return Response.json(compatiblesPage(ranked, 31));
      return undefined;
    });
    renderPage();
    expect(await screen.findByText('Showing 1–3 of 31')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of compatible professionals' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await vi.waitFor(() => expect(calls.at(-1)).toBe('/api/opportunity/opp-1/compatibles/12/3/0'));
  });

  it('says no candidate was found on an empty list', async () => {
    stubApi((url) => {
      if (url.endsWith('/get-status-compativeis')) return Response.json({ status: 'completed' });
      if (url.endsWith('/api/opportunity/opp-1')) return Response.json(opportunityDetail);
      if (url.includes('/compatibles/')) return Response.json(compatiblesPage([], 0));
      return undefined;
    });
    renderPage();
    expect(await screen.findByText('No candidate found.')).toBeInTheDocument();
  });

  it('shows not found with a button back home for an unknown opportunity', async () => {
    stubApi((url) =>
      url.includes('/opportunity/opp-1')
        ? Response.json(
            { statusCode: 404, code: 'OPPORTUNITY_NOT_FOUND', message: 'Opportunity not found' },
            { status: 404 },
          )
        : undefined,
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Opportunity not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('counts all three tabs whatever tab is open: the open one from its list, the others from the counters', async () => {
    const calls = stubApi((url) => {
      if (url.endsWith('/get-status-compativeis')) return Response.json({ status: 'completed' });
      if (url.endsWith('/api/opportunity/opp-1')) return Response.json(opportunityDetail);
      if (url.endsWith('/api/opportunity/kanban/opp-1'))
        return Response.json(expandedCard({ compatibles: 9, enrolled: 4, candidates: 7 }));
      if (url.includes('/compatibles/12/1/0')) return Response.json(compatiblesPage(ranked, 3));
      return undefined;
    });
    renderPage();
    // The compatibles tab counts from its own answer (3 listed), the other two from GET opportunity/kanban/{id}.
    expect(await screen.findByRole('tab', { name: 'Enrolled (4)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Candidates (7)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Compatibles (3)', selected: true })).toBeInTheDocument();
    expect(calls.some((url) => url.includes('/enrolled/') || url.includes('/candidates/'))).toBe(false);
  });

  it('shows no compatibles count while the compatibles are computing, and the others already', async () => {
    stubApi((url) => {
      if (url.endsWith('/get-status-compativeis')) return Response.json({ status: 'processing' });
      if (url.endsWith('/api/opportunity/opp-1')) return Response.json(opportunityDetail);
      if (url.endsWith('/api/opportunity/kanban/opp-1'))
        return Response.json(expandedCard({ compatibles: 0, enrolled: 2, candidates: 1 }));
      return undefined;
    });
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Enrolled (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Candidates (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Compatibles', selected: true })).toBeInTheDocument();
  });

  it('lists the enrolled tab with its filter, counters and actions; the candidates tab with its kanban', async () => {
    const enrolledCard = cardItem({
      user: { _id: 'u-9', displayName: 'Eva Enrolled' },
      byRH: true,
      candidatureKind: 'enrolled',
      status: { current: 0 },
      nivelAderencia: 70,
    });
    const calls = stubApi((url) => {
      if (url.endsWith('/get-status-compativeis')) return Response.json({ status: 'completed' });
      if (url.endsWith('/api/opportunity/opp-1')) return Response.json(opportunityDetail);
      if (url.includes('/enrolled/12/1/'))
        return Response.json({ ...compatiblesPage([enrolledCard], 1), triadosTotal: 1, candidatosTotal: 2 });
      if (url.includes('/candidates/12/1/'))
        return Response.json({ ...compatiblesPage([], 0), triadosTotal: 1, candidatosTotal: 2 });
      if (url.endsWith('/all-candidates'))
        return Response.json({
          title: 'T',
          label: '1',
          candidates: [
            {
              userId: 'c-1',
              displayName: 'Caio Stage',
              userImageUrl: null,
              nivelAderencia: 80,
              statusCurrent: 1,
              stage: 2,
              deleted: false,
            },
          ],
        });
      return undefined;
    });
    renderPage('/opportunity/opp-1/professionals?state=enrolled');
    const eva = await screen.findByRole('article', { name: /Eva Enrolled/ });
    expect(within(eva).getByRole('button', { name: 'Make candidate' })).toBeInTheDocument();
    expect(within(eva).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(within(eva).queryByRole('button', { name: 'Enrol' })).not.toBeInTheDocument();
    expect(within(eva).getByTestId('candidate-status')).toHaveTextContent('Status: Registered');
    expect(screen.getByRole('tab', { name: 'Enrolled (1)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Candidates (2)' })).toBeInTheDocument();
    expect(calls.some((url) => url.includes('/enrolled/12/1/99/0'))).toBe(true);

    fireEvent.change(screen.getByTestId('enrolled-filter'), { target: { value: '0' } });
    await vi.waitFor(() => expect(calls.some((url) => url.includes('/enrolled/12/1/0/0'))).toBe(true));

    fireEvent.click(screen.getByRole('tab', { name: 'Candidates (2)' }));
    const column = await screen.findByRole('region', { name: 'Evaluation' });
    expect(within(column).getByRole('link', { name: 'Caio Stage' })).toHaveAttribute(
      'href',
      '/opportunity/opp-1/application/c-1',
    );
    expect(
      within(screen.getByRole('region', { name: 'Recruitment' })).getByText('No candidate here.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('candidates-empty')).toHaveTextContent('No candidate found.');
    expect(calls.some((url) => url.includes('/candidates/12/1/99/99/99/0/-1'))).toBe(true);
  });

  it('searches professionals by keywords, 10 per page, and clears the search', async () => {
    const bodies: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.endsWith('/get-status-compativeis')) return Response.json({ status: 'completed' });
        if (url.endsWith('/api/opportunity/opp-1')) return Response.json(opportunityDetail);
        if (url.includes('/compatibles/')) return Response.json(compatiblesPage(ranked, 3));
        if (url.endsWith('/opp-1/10/1/find-by-keyword')) {
          bodies.push(String(init?.body));
          return Response.json({
            usersList: [
              {
                _id: 'k-1',
                id: 'k-1',
                displayName: 'Kai Keyword',
                firstName: 'Kai',
                lastName: 'Keyword',
                email: 'ka*@x.test',
                phone: null,
                userImageUrl: null,
                localidade: null,
                isUserPCD: false,
                isTalent: false,
                europeanUnionCitizenship: false,
                registerRh: false,
                preRegister: true,
                validRegistration: false,
                provider: null,
                skills: [],
                attachments: [],
                matchedIn: ['skills', 'cv'],
                badges: ['pre-registered'],
                nivelAderencia: 64,
                isCandidate: false,
                isEnrolled: true,
              },
            ],
            total: 1,
            totalCapped: false,
            page: 1,
            pageSize: 10,
          });
        }
        return Response.json({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: '' }, { status: 404 });
      }),
    );
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /Keywords/ }), {
      target: { value: ' Java, React ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Professionals found by keywords' });
    expect(within(results).getByRole('link', { name: 'Kai Keyword (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/professional/k-1',
    );
    expect(within(results).getByText('Found in: skills, CV')).toBeInTheDocument();
    expect(within(results).getByText('Enrolled')).toBeInTheDocument();
    expect(screen.getByTestId('keyword-total')).toHaveTextContent('1 professional found');
    expect(JSON.parse(bodies[0] ?? '{}')).toEqual({ keywords: 'Java, React', level: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByRole('list', { name: 'Professionals found by keywords' })).not.toBeInTheDocument();
  });
});
