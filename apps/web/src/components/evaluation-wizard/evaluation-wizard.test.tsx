import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { renderWithProviders } from '../../test/render';
import { EvaluationWizard } from './evaluation-wizard';

vi.mock('../../lib/notify', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyWarning: vi.fn(),
}));

const TYPES = [
  { _id: 't-java', name: 'Desenvolvedor Java', disabled: true, criteria: [] },
  { _id: 't-beh', name: 'Parecer Comportamental', disabled: false, criteria: [] },
  {
    _id: 't-tech',
    name: 'Parecer Técnico',
    disabled: false,
    criteria: [{ name: 'Conhecimento técnico', peso: 3 }],
  },
];

function evaluationAnswer(body: Record<string, unknown>) {
  return {
    message: 'EVALUATION_REGISTERED',
    evaluation: {
      _id: 'e-1',
      avaliacao: 'Parecer Comportamental',
      avaliacaoId: 't-beh',
      behavioural: true,
      opportunity: null,
      user: { _id: 'rh-1', displayName: 'Rita' },
      conteudo: body.conteudo,
      created: '2026-01-01T00:00:00.000Z',
      resultado: body.resultado,
      flags: { star: false, negative: true, expired: false },
    },
  };
}

let posted: Array<Record<string, unknown>> = [];

function stubApi(options: { failSave?: boolean } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/userevaluation/types')) return Response.json(TYPES);
      if (url.includes('/registrar-avaliacao')) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        posted.push(body);
        if (options.failSave) return new Response('', { status: 502 });
        return Response.json(evaluationAnswer(body));
      }
      return new Response('', { status: 404 });
    }),
  );
}

function renderWizard(onClose = vi.fn(), opportunityId: string | null = null) {
  renderWithProviders(
    <EvaluationWizard
      opened
      onClose={onClose}
      professional={{ id: 'u-1', displayName: 'Ana Souza' }}
      opportunityId={opportunityId}
    />,
  );
  return onClose;
}

async function chooseType(name: string) {
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(name) }));
}

describe('the evaluation wizard in pt-BR (002 §4, §5, §8)', () => {
  beforeEach(async () => {
    posted = [];
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    await i18n.changeLanguage('en-US');
  });

  it('keeps Próximo disabled until a type is chosen; Desenvolvedor Java is disabled with Avaliação Indisponível', async () => {
    stubApi();
    renderWizard();
    const java = await screen.findByRole('radio', { name: /Desenvolvedor Java/ });
    expect(java).toBeDisabled();
    expect(screen.getByText('Avaliação Indisponível')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Próximo' });
    expect(next).toBeDisabled();
    fireEvent.click(java);
    expect(next).toBeDisabled();
    await chooseType('Parecer Comportamental');
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(await screen.findByRole('textbox', { name: /Avaliação/ })).toBeInTheDocument();
  }, 20_000);

  it("refuses an empty text with 'Preencha o campo Avaliação' and sends nothing", async () => {
    stubApi();
    renderWizard();
    await chooseType('Parecer Comportamental');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Avaliação/ }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preencha o campo Avaliação')).toBeInTheDocument();
    expect(posted).toEqual([]);
  }, 20_000);

  it('asks to confirm a zero before saving, then saves and says so', async () => {
    stubApi();
    const onClose = renderWizard();
    await chooseType('Parecer Comportamental');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Avaliação/ }), {
      target: { value: 'Não compareceu' },
    });
    const thumb = screen.getByRole('slider');
    expect(thumb).toHaveAttribute('aria-valuemin', '0');
    expect(thumb).toHaveAttribute('aria-valuemax', '10');
    fireEvent.keyDown(thumb, { key: 'Home' });
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alertdialog', { name: 'Confirmar nota zero?' })).toBeInTheDocument();
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sim, registrar nota zero' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      avaliacao: 't-beh',
      opportunity: null,
      conteudo: 'Não compareceu',
      resultado: 0,
    });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Avaliação registrada com sucesso.'));
    expect(onClose).toHaveBeenCalled();
  }, 20_000);

  it('moves the grade in whole steps and saves a non-zero grade without asking', async () => {
    stubApi();
    renderWizard();
    await chooseType('Parecer Comportamental');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Avaliação/ }), { target: { value: 'Boa' } });
    const thumb = screen.getByRole('slider');
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(thumb).toHaveAttribute('aria-valuenow', '6');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.resultado).toBe(6);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  }, 20_000);

  it("shows the criteria form for 'Parecer Técnico' of an opportunity and sends them", async () => {
    stubApi();
    renderWizard(vi.fn(), 'opp-1');
    await chooseType('Parecer Técnico');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByTestId('criteria-form')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Conhecimento técnico')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /^Avaliação/ }), { target: { value: 'Sólido' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      avaliacao: 't-tech',
      opportunity: 'opp-1',
      avaliationCriteria: [{ name: 'Conhecimento técnico', peso: 3 }],
    });
  }, 20_000);

  it("says 'Ocorreu algum erro!' and closes when the save fails", async () => {
    stubApi({ failSave: true });
    const onClose = renderWizard();
    await chooseType('Parecer Comportamental');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Avaliação/ }), { target: { value: 'Ok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Ocorreu algum erro!'));
    expect(onClose).toHaveBeenCalled();
  }, 20_000);
});
