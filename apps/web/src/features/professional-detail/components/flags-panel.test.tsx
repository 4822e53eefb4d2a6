import type { ProfileFlagsResponse } from '@mosaico/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { FlagsPanel } from './flags-panel';

vi.mock('../../../lib/notify', () => ({
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
  notifyWarning: vi.fn(),
}));

const off = { status: false, updatedAt: null };
function flags(change: Partial<ProfileFlagsResponse> = {}): ProfileFlagsResponse {
  return {
    _id: 'u-1',
    displayName: 'Ana Souza',
    isTalent: off,
    isEluminer: off,
    isCollaboratorExEluminer: off,
    isIndicationUser: off,
    locationInternational: off,
    europeanUnionCitizenship: { status: true, updatedAt: '2026-03-04T10:00:00.000Z' },
    isUserPCD: off,
    ...change,
  };
}

type Call = { method: string; url: string; body: unknown };

function stubApi(answers: { flags: () => ProfileFlagsResponse; write?: (call: Call) => Response }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (call.method === 'GET' && url.endsWith('/api/profile/flags/u-1'))
        return Response.json(answers.flags());
      if (answers.write) return answers.write(call);
      return Response.json({ status: true, updatedAt: new Date().toISOString() });
    }),
  );
  return calls;
}

describe('FlagsPanel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.mocked(notifySuccess).mockClear();
    vi.mocked(notifyError).mockClear();
    await i18n.changeLanguage('en-US');
  });

  it('shows a switch per flag a recruiter may set, with its state and since when', async () => {
    stubApi({ flags: () => flags() });
    renderWithProviders(<FlagsPanel professionalId="u-1" />);
    const panel = await screen.findByRole('region', { name: 'Marcações' });
    const names = [
      'Talento',
      'Membro da Eluminer',
      'Ex-colaborador da Eluminer',
      'Indicado pela Eluminer',
      'Localização internacional',
      'Cidadania europeia',
      'Pessoa com deficiência (PCD)',
    ];
    const switches = await within(panel).findAllByRole('switch');
    expect(switches).toHaveLength(7);
    for (const name of names) expect(within(panel).getByRole('switch', { name })).toBeInTheDocument();
    expect(within(panel).getByRole('switch', { name: 'Cidadania europeia' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Talento' })).not.toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Cidadania europeia' })).toHaveAccessibleDescription(
      'Desde 04/03/2026',
    );
  });

  it("turns talent on through turn-talent, says 'Profissional atualizado!' and reads the flags again", async () => {
    let talent = false;
    const calls = stubApi({
      flags: () =>
        flags({ isTalent: { status: talent, updatedAt: talent ? '2026-11-20T10:00:00.000Z' : null } }),
      write: (call) => {
        talent = (call.body as { status: boolean }).status;
        return Response.json({ status: talent, updatedAt: '2026-11-20T10:00:00.000Z' });
      },
    });
    renderWithProviders(<FlagsPanel professionalId="u-1" />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Talento' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Profissional atualizado!'));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'PUT', url: '/api/profile/turn-talent/u-1', body: { status: true } },
    ]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Talento' })).toBeChecked());
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('makes a member through become-eluminer and ends it through update-eluminer', async () => {
    let member = false;
    const calls = stubApi({
      flags: () => flags({ isEluminer: { status: member, updatedAt: null } }),
      write: (call) => {
        member = call.url.includes('become-eluminer') ? true : (call.body as { status: boolean }).status;
        return Response.json({ status: member, updatedAt: null });
      },
    });
    renderWithProviders(<FlagsPanel professionalId="u-1" />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Membro da Eluminer' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Membro da Eluminer' })).toBeChecked());
    fireEvent.click(screen.getByRole('switch', { name: 'Membro da Eluminer' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Membro da Eluminer' })).not.toBeChecked());
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'POST', url: '/api/profile/become-eluminer/u-1', body: undefined },
      { method: 'PUT', url: '/api/profile/update-eluminer/u-1', body: { status: false } },
    ]);
  });

  it("says 'Erro ao atualizar profissional' when the server refuses, and keeps the switch as it was", async () => {
    stubApi({
      flags: () => flags(),
      write: () => Response.json({ statusCode: 500, code: 'X', message: '' }, { status: 500 }),
    });
    renderWithProviders(<FlagsPanel professionalId="u-1" />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Pessoa com deficiência (PCD)' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Erro ao atualizar profissional'));
    expect(notifySuccess).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Pessoa com deficiência (PCD)' })).not.toBeChecked(),
    );
  });

  it("shows 'Cadastro excluído' and no switch, and calls nothing, for a deleted registration", async () => {
    const calls = stubApi({ flags: () => flags() });
    renderWithProviders(<FlagsPanel professionalId="u-1" deleted />);
    expect(screen.getByText('Cadastro excluído')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
