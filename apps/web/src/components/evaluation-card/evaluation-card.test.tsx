import type { Evaluation } from '@mosaico/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { renderWithProviders } from '../../test/render';
import { EvaluationCard } from './evaluation-card';

vi.mock('../../lib/notify', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyWarning: vi.fn(),
}));

const technical: Evaluation = {
  _id: 'e-1',
  avaliacao: 'Parecer Técnico',
  avaliacaoId: 't-tech',
  behavioural: false,
  opportunity: {
    id: 'opp-7',
    title: 'Backend Node',
    avaliationCriteria: [
      { name: 'Node.js', peso: 3 },
      { name: 'Docker', peso: 1 },
    ],
  },
  user: { _id: 'rh-1', displayName: 'Rita Henriques' },
  conteudo: 'Sólida\nem testes',
  created: '2026-03-10T10:00:00.000Z',
  resultado: 9,
  flags: { star: true, negative: false, expired: false },
};

let sent: Array<{ url: string; body: Record<string, unknown> }> = [];

function stubApi(options: { failCriteria?: boolean } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      sent.push({ url, body });
      if (url.endsWith('/criteria')) {
        if (options.failCriteria) return new Response('', { status: 502 });
        return Response.json({
          message: 'CRITERIA_UPDATED',
          evaluation: {
            ...technical,
            opportunity: { ...technical.opportunity, avaliationCriteria: body.avaliationCriteria },
          },
        });
      }
      return Response.json({ message: 'EVALUATION_UPDATED', evaluation: { ...technical, ...body } });
    }),
  );
}

describe('the evaluation card and its edit modal in pt-BR (002 §2.11, §5, §8)', () => {
  beforeEach(async () => {
    sent = [];
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    await i18n.changeLanguage('en-US');
  });

  it('shows the type, grade, flags, evaluator, criteria and a link to /opportunity/{id}', () => {
    renderWithProviders(<EvaluationCard evaluation={technical} professionalId="u-1" />);
    const card = screen.getByRole('article', { name: 'Parecer Técnico' });
    expect(within(card).getByText('Nota 9/10')).toBeInTheDocument();
    expect(card.querySelector('[data-flag="star"]')).not.toBeNull();
    expect(card.querySelector('[data-flag="negative"]')).toBeNull();
    expect(within(card).getByText(/Por Rita Henriques em 10\/03\/2026/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Oportunidade: Backend Node' })).toHaveAttribute(
      'href',
      '/opportunity/opp-7',
    );
    expect(within(card).getByText(/Node\.js — Obrigatório/)).toBeInTheDocument();
    expect(within(card).getByText(/Docker — Desejável/)).toBeInTheDocument();
  });

  it("refuses to save an emptied text with 'Preencha o campo Avaliação', then saves the edit", async () => {
    stubApi();
    renderWithProviders(<EvaluationCard evaluation={technical} professionalId="u-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar avaliação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar avaliação — Parecer Técnico' });
    const text = within(dialog).getByRole('textbox', { name: /^Avaliação/ });
    fireEvent.change(text, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Preencha o campo Avaliação')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(text, { target: { value: 'Revista' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: '/api/userevaluation/e-1',
      body: { conteudo: 'Revista', resultado: 9 },
    });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Avaliação atualizada com sucesso.'));
  }, 20_000);

  it("updates the criteria: 'Criterios atualizados com sucesso!!', or 'Erro ao atualizar criterios'", async () => {
    stubApi();
    const view = renderWithProviders(<EvaluationCard evaluation={technical} professionalId="u-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar avaliação' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar avaliação — Parecer Técnico' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover o critério Docker' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar critérios' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Criterios atualizados com sucesso!!'));
    expect(sent[0]).toMatchObject({
      url: '/api/userevaluation/e-1/criteria',
      body: { avaliationCriteria: [{ name: 'Node.js', peso: 3 }] },
    });
    view.unmount();

    vi.unstubAllGlobals();
    stubApi({ failCriteria: true });
    renderWithProviders(<EvaluationCard evaluation={technical} professionalId="u-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar avaliação' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar avaliação — Parecer Técnico' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar critérios' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Erro ao atualizar criterios'));
  }, 20_000);
});
