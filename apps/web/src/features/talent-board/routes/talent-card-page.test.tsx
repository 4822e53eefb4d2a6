import type { TalentDetail } from '@mosaico/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TalentCardPage } from './talent-card-page';

const unset = { moeda: '-', valor: '-' } as const;
const talent: TalentDetail = {
  _id: 't-1',
  id: 't-1',
  displayName: 'Alice Talent',
  email: 'al***@example.com',
  contato: { lista: [{ tipo: 'Preferencial', contato: '(11) *****-4321', locale: 'pt-BR' }] },
  huntingTime: 12,
  phase: 'participating',
  outcome: null,
  talent: { category: null, recruiter: null, hiredOrQuit: false, enteredAt: '2026-11-01T00:00:00.000Z' },
  perfilUsuario: {
    pretensao: { tipo: { clt: unset, pj: unset, others: unset } },
    digomais: { lista: [] },
    interestLocations: [{ formatted_address: 'Lisboa, Portugal' }],
  },
  hiringModel: { clt: true, pj: false, others: false },
  opportunityType: { remote: true, hybrid: false, inPerson: false },
  homeOffice: false,
  inProgressOpportunities: [],
  highCompatibleOpportunities: [1, 2, 3, 4].map((n) => ({
    id: `o-${n}`,
    idOpportunity: n,
    title: `Role ${n}`,
    nivelAderencia: 90 - n,
  })),
  avaliacoesUsuario: [
    {
      _id: 'e-2',
      avaliacao: 'Parecer Técnico',
      conteudo: 'Strong Kotlin',
      resultado: 9,
      created: '2026-11-20T10:00:00.000Z',
      user: { _id: 'r-1', displayName: 'Rita' },
      opportunity: { id: 'o-9' },
      behavioural: false,
    },
    {
      _id: 'e-1',
      avaliacao: 'Parecer Comportamental',
      conteudo: 'Calm under pressure',
      resultado: 7,
      created: '2026-11-10T10:00:00.000Z',
      user: { _id: 'r-1', displayName: 'Rita' },
      opportunity: { id: 'o-9' },
      behavioural: true,
    },
  ],
  badges: ['star', 'talent'],
  opportunitiesRelated: {
    inProgressOpportunities: [
      { id: 'o-9', idOpportunity: 9, title: 'Java role', cliente: null, currentStatus: 1, candidateStep: 2 },
    ],
    finishedOpportunities: [
      { id: 'o-8', idOpportunity: 8, title: 'Old role', cliente: null, currentStatus: 5, candidateStep: 1 },
    ],
  },
};

function stubApi(detail: TalentDetail | null) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/talent')
        return Response.json([{ _id: 'g-1', name: 'H1', description: 'Seniors' }]);
      if (url.pathname === '/api/responsables')
        return Response.json([{ _id: 'r-1', displayName: 'Rita', userImageUrl: null }]);
      if (init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return Response.json({ message: 'Talent updated' });
      }
      if (!detail) {
        return Response.json(
          { statusCode: 404, code: 'PROFESSIONAL_NOT_FOUND', message: 'Professional not found' },
          { status: 404 },
        );
      }
      return Response.json(detail);
    }),
  );
  return sent;
}

const renderCard = () =>
  renderWithProviders(
    <Routes>
      <Route path="/kanban/talent/:id" element={<TalentCardPage />} />
    </Routes>,
    { route: '/kanban/talent/t-1' },
  );

describe('the talent expanded card (002 §2.6, §5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the talent and saves group, responsible and salary with their rules', async () => {
    const sent = stubApi(talent);
    renderCard();
    expect(await screen.findByRole('link', { name: 'Alice Talent' })).toHaveAttribute(
      'href',
      '/professional/t-1',
    );
    expect(screen.getByText('No category')).toBeInTheDocument();
    expect(screen.getByText('12 days hunting')).toBeInTheDocument();
    // The first three high-compatibility opportunities, then a link shows the rest.
    const high = screen.getByRole('region', { name: 'High compatibility' });
    expect(within(high).getAllByRole('link')).toHaveLength(3);
    fireEvent.click(within(high).getByRole('button', { name: 'See 1 more' }));
    expect(within(high).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'Step 2 of 5' })).toBeInTheDocument();
    expect(screen.getByText('Old role · Withdrew')).toBeInTheDocument();
    expect(screen.getByText('Preferencial: (11) *****-4321')).toBeInTheDocument();
    // Only behavioural evaluations (a behavioural opinion given from an opportunity counts), and the badges.
    const evaluations = screen.getByRole('region', { name: 'Behavioural evaluations' });
    expect(within(evaluations).getByText('Calm under pressure')).toBeInTheDocument();
    expect(within(evaluations).queryByText('Strong Kotlin')).not.toBeInTheDocument();
    const badges = screen.getByRole('list', { name: "Professional's badges" });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(':')[0]),
    ).toEqual(['Evaluation 8+', 'Talent']);

    // No group: 'Esse campo precisa ser preenchido', nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field must be filled in')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // A BRL currency without a range for a ticked contract type blocks the save (002 §5).
    await waitFor(() => expect(screen.getByRole('option', { name: 'H1 – Seniors' })).toBeInTheDocument());
    fireEvent.change(screen.getByRole('combobox', { name: /Group/ }), { target: { value: 'g-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salary expectation' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: 'BRL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Salary expectation is required. Fill in both the currency and the range.',
    );
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Salary expectation' }));
    const again = await screen.findByRole('dialog');
    fireEvent.change(within(again).getByLabelText('Range'), { target: { value: '5k-7k' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Rita' })).toBeInTheDocument());
    fireEvent.change(screen.getByRole('combobox', { name: 'Responsible' }), { target: { value: 'r-1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Withdrew' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      selectedGroup: 'g-1',
      selectedResp: 'r-1',
      hiredOrQuit: true,
      talent: {
        perfilUsuario: {
          pretensao: { tipo: { clt: { moeda: 'BRL', valor: '5k-7k' }, pj: unset, others: unset } },
        },
      },
    });
  }, 30_000);

  it("says 'Profissional não encontrado' for someone who is no talent", async () => {
    stubApi(null);
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Professional not found' })).toBeInTheDocument();
  }, 20_000);
});
