import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { cardItem, compatiblesPage, opportunityDetail } from '../test/fixtures';
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
    const badges = within(daniel)
      .getAllByText(/./, { selector: '[data-badge] *' })
      .map((element) => element.textContent);
    expect(badges).toEqual([
      'Enrolled',
      'PCD',
      'Talent',
      'Registered by HR',
      'LinkedIn',
      'Incomplete registration',
    ]);
    expect(within(daniel).getByText('Evaluation 9')).toBeInTheDocument();

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

  it('shows the enrolled and candidates tabs as not available yet', async () => {
    stubApi((url) => {
      if (url.endsWith('/get-status-compativeis')) return Response.json({ status: 'completed' });
      if (url.endsWith('/api/opportunity/opp-1')) return Response.json(opportunityDetail);
      if (url.includes('/compatibles/')) return Response.json(compatiblesPage(ranked, 3));
      return undefined;
    });
    renderPage('/opportunity/opp-1/professionals?state=enrolled');
    const enrolled = await screen.findByRole('tab', { name: 'Enrolled' });
    expect(enrolled).toHaveAttribute('aria-disabled', 'true');
    expect(enrolled).toHaveAccessibleDescription('Arrives with the selection workflow: not available yet.');
    expect(screen.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-disabled', 'true');
    // A link straight to the enrolled tab explains itself and leads back to the compatibles.
    fireEvent.click(await screen.findByRole('button', { name: 'See the compatibles' }));
    expect(await screen.findByRole('tab', { name: 'Compatibles (3)', selected: true })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Candidates' }));
    expect(screen.getByRole('tab', { name: 'Compatibles (3)' })).toHaveAttribute('aria-selected', 'true');
  });
});
