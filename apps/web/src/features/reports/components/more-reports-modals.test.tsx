import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { clearToken, setToken } from '../../../lib/auth-token';
import { makeToken, renderWithProviders, tokenFor } from '../../../test/render';
import { DeletedProfilesModal } from './deleted-profiles-modal';
import { EvaluationsReportModal } from './evaluations-report-modal';
import { addDays, localDay } from './report-period-fields';

interface Call {
  url: string;
  body: unknown;
}

function stubApi(answers: Record<string, unknown>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      for (const [prefix, answer] of Object.entries(answers)) {
        if (url.startsWith(prefix)) {
          if (answer instanceof Response) return answer.clone();
          return Response.json(answer);
        }
      }
      return new Response('', { status: 404 });
    }),
  );
  return calls;
}

const rita = { id: 'rh-1', displayName: 'Rita Henriques' };

/** A session in pt-BR (the provider applies the token's language). */
const ptToken = (id: string, roles: string[], displayName = 'Rita Henriques') =>
  makeToken({
    sub: id,
    displayName,
    email: `${id}@mosaico.test`,
    roles,
    preferredLanguage: 'pt-BR',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });

describe('EvaluationsReportModal (002 §2.12, §6, §8, §9)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearToken();
    await i18n.changeLanguage('en-US');
  });

  it('asks for today .. today + 7 for the recruiter alone and shows the rows', async () => {
    setToken(ptToken('rh-1', ['rh'], 'Rita Henriques'));
    const calls = stubApi({
      '/api/users/recruiterEvaluations/me': {
        rows: [
          {
            responsibleId: 'rh-1',
            displayName: 'Rita Henriques',
            recrutamento: 2,
            avaliacao: 1,
            selecao: 0,
            apresentacao: 3,
          },
        ],
        responsibles: [rita],
        canChooseAnyone: false,
      },
    });
    renderWithProviders(<EvaluationsReportModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Relatório de avaliações' });
    const row = await within(dialog).findByRole('row', { name: /Rita Henriques/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '0', '3']);
    const today = localDay();
    expect(calls[0]?.body).toEqual({ dateStart: today, dateEnd: addDays(today, 7), responsible: 'rh-1' });
    // Not a manager: no choice of responsible.
    expect(within(dialog).queryByRole('combobox', { name: 'Responsável' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Você vê apenas as suas avaliações.')).toBeInTheDocument();
  });

  it("says 'Sem avaliações no período' when there are none and refuses dates out of order", async () => {
    setToken(ptToken('rh-1', ['rh']));
    const calls = stubApi({
      '/api/users/recruiterEvaluations/me': { rows: [], responsibles: [rita], canChooseAnyone: false },
    });
    renderWithProviders(<EvaluationsReportModal opened onClose={() => {}} />);
    expect(await screen.findByText('Sem avaliações no período')).toBeInTheDocument();
    const asked = calls.length;
    fireEvent.change(screen.getByLabelText('Início'), { target: { value: '2030-01-10' } });
    fireEvent.change(screen.getByLabelText('Fim'), { target: { value: '2030-01-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Datas fora da ordem cronologica.');
    expect(calls.length).toBe(asked);
  });

  it('lets a manager choose all responsibles', async () => {
    setToken(ptToken('m-1', ['rh_manager'], 'Marta'));
    const calls = stubApi({
      '/api/users/recruiterEvaluations/me': {
        rows: [],
        responsibles: [rita, { id: 'm-1', displayName: 'Marta' }],
        canChooseAnyone: true,
      },
    });
    renderWithProviders(<EvaluationsReportModal opened onClose={() => {}} />);
    const select = await screen.findByRole('combobox', { name: 'Responsável' });
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Todos os responsáveis' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ responsible: 'all' }));
  });

  it("shows the server's message when the report fails (002 §8)", async () => {
    setToken(ptToken('rh-1', ['rh']));
    stubApi({
      '/api/users/recruiterEvaluations/me': Response.json(
        {
          statusCode: 400,
          code: 'REPORT_MANAGER_ONLY',
          field: 'responsible',
          message: 'Somente um gestor de RH pode consultar o relatório de outro responsável.',
        },
        { status: 400 },
      ),
    });
    renderWithProviders(<EvaluationsReportModal opened onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Somente um gestor de RH pode consultar o relatório de outro responsável.',
    );
  });
});

describe('DeletedProfilesModal (002 §3 Deleted-profile record)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists userName, userEmail, created and comment, by period or every record', async () => {
    setToken(tokenFor({ id: 'rh-1', roles: ['rh'] }));
    const record = {
      userName: 'Carla Dias',
      userEmail: 'carla@mosaico.test',
      created: '2026-01-05T09:00:00.000Z',
      comment: 'a pedido',
    };
    const calls = stubApi({
      '/api/deletedProfile/byDate': [record],
      '/api/deletedProfile': [
        record,
        { ...record, userName: 'Duda Reis', userEmail: 'duda@mosaico.test', comment: null },
      ],
    });
    renderWithProviders(<DeletedProfilesModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Deleted profiles' });
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'E-mail', 'Deleted on', 'Comment']);
    expect(within(table).getByRole('row', { name: /Carla Dias/ })).toHaveTextContent('carla@mosaico.test');
    const today = localDay();
    expect(calls[0]?.url).toBe(`/api/deletedProfile/byDate?start=${addDays(today, -30)}&end=${today}`);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Every record (all dates)' }));
    expect(await within(dialog).findByRole('row', { name: /Duda Reis/ })).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/deletedProfile');
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('says when the period has none', async () => {
    setToken(tokenFor({ id: 'rh-1', roles: ['rh'] }));
    stubApi({ '/api/deletedProfile/byDate': [] });
    renderWithProviders(<DeletedProfilesModal opened onClose={() => {}} />);
    expect(await screen.findByText('No deleted profiles in the period')).toBeInTheDocument();
  });
});
