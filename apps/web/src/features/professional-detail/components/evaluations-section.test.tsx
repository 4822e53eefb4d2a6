import type { Evaluation } from '@mosaico/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { EvaluationsSection } from './evaluations-section';

const base = {
  avaliacaoId: 't',
  user: { _id: 'rh-1', displayName: 'Rita' },
  conteudo: 'Texto',
  created: '2026-03-10T10:00:00.000Z',
};
const EVALUATIONS: Evaluation[] = [
  {
    ...base,
    _id: 'e-2',
    avaliacao: 'Parecer Comportamental',
    behavioural: true,
    opportunity: null,
    resultado: 3,
    flags: { star: false, negative: true, expired: false },
  },
  {
    ...base,
    _id: 'e-1',
    avaliacao: 'Parecer Técnico',
    behavioural: false,
    opportunity: { id: 'opp-1', title: 'Backend', avaliationCriteria: [] },
    resultado: 9,
    flags: { star: true, negative: false, expired: false },
  },
];

function stubApi(list: Evaluation[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/userevaluation/user/u-1')) return Response.json(list);
      if (url.endsWith('/api/userevaluation/types')) return Response.json([]);
      return new Response('', { status: 404 });
    }),
  );
}

describe("the professional page's evaluations (002 §2.8, §2.11) in pt-PT", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-PT');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en-US');
  });

  it('groups the cards into technical and behavioural opinions, each with its flags, and opens the wizard', async () => {
    stubApi(EVALUATIONS);
    renderWithProviders(<EvaluationsSection professionalId="u-1" displayName="Ana Souza" />);
    const technical = await screen.findByRole('article', { name: 'Parecer Técnico' });
    expect(technical.querySelector('[data-flag="star"]')).not.toBeNull();
    const behavioural = screen.getByRole('article', { name: 'Parecer Comportamental' });
    expect(behavioural.querySelector('[data-flag="negative"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Parecer técnico' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Parecer comportamental' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Registar avaliação' }));
    expect(
      await screen.findByRole('dialog', { name: 'Registar avaliação de Ana Souza' }),
    ).toBeInTheDocument();
  }, 20_000);

  it('offers no actions for a deleted professional and says when there are none', async () => {
    stubApi([]);
    renderWithProviders(<EvaluationsSection professionalId="u-1" displayName="Ana Souza" deleted />);
    expect(await screen.findByText('Nenhuma avaliação registada.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registar avaliação' })).not.toBeInTheDocument();
  });

  it('keeps the cards readable but not editable for a deleted professional', async () => {
    stubApi(EVALUATIONS);
    renderWithProviders(<EvaluationsSection professionalId="u-1" displayName="Ana Souza" deleted />);
    const card = await screen.findByRole('article', { name: 'Parecer Técnico' });
    expect(within(card).queryByRole('button', { name: 'Editar avaliação' })).not.toBeInTheDocument();
  });
});
