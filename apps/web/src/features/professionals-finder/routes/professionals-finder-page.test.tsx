import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { notifySuccess } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { ProfessionalsFinderPage } from './professionals-finder-page';

vi.mock('../../../lib/notify', () => ({
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
  notifyWarning: vi.fn(),
}));

const card = (overrides: Record<string, unknown> = {}) => ({
  _id: 'p-1',
  id: 'p-1',
  displayName: 'Bruna Barros',
  firstName: 'Bruna',
  lastName: 'Barros',
  email: 'br****@example.com',
  phone: null,
  userImageUrl: null,
  localidade: 'Lisboa, Lisboa, Portugal',
  isUserPCD: true,
  isTalent: false,
  europeanUnionCitizenship: false,
  registerRh: true,
  preRegister: false,
  validRegistration: false,
  provider: null,
  skills: [{ nome: 'Kotlin', level: 1 }],
  attachments: [],
  matchedIn: ['skills'],
  badges: ['pcd', 'registered-by-recruiter', 'incomplete-registration'],
  ...overrides,
});

function stubApi(handler: (url: URL, init?: RequestInit) => Response | undefined) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      return (
        handler(url, init) ?? Response.json({ statusCode: 404, code: 'X', message: '' }, { status: 404 })
      );
    }),
  );
  return calls;
}

function renderFinder(route = '/rh/professionals') {
  return renderWithProviders(
    <Routes>
      <Route path="/rh/professionals" element={<ProfessionalsFinderPage />} />
    </Routes>,
    { route },
  );
}

function addChip(word: string) {
  const input = screen.getByRole('combobox', { name: /Palavras-chave/ }) as HTMLInputElement;
  input.focus();
  fireEvent.change(input, { target: { value: word } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('find professionals (002 §2.9)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('needs at least one keyword chip before searching', async () => {
    const calls = stubApi(() => undefined);
    renderFinder();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Adicione pelo menos uma palavra-chave.')).toBeInTheDocument();
    expect(calls.some((url) => url.pathname.startsWith('/api/users/find/'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Cadastrar profissional' })).toHaveAttribute(
      'href',
      '/rh/professional/create',
    );
  });

  it('searches the chips with the type and options, 12 per page, and offers the card actions', async () => {
    const calls = stubApi((url) => {
      if (url.pathname.startsWith('/api/users/find/')) {
        return Response.json({
          usersList: [card(), card({ _id: 'p-2', id: 'p-2', displayName: 'Caio Costa', registerRh: false })],
          total: 30,
          totalCapped: false,
          page: 1,
          pageSize: 12,
        });
      }
      if (url.pathname === '/api/users/talent/high-compatibles-opportunities/p-1') return Response.json([]);
      if (url.pathname === '/api/users/send-confirmation-mail') {
        return Response.json({ message: 'CONFIRMATION_EMAIL_SENT' });
      }
      return undefined;
    });
    renderFinder();
    addChip('Kotlin');
    addChip('Java');
    fireEvent.click(screen.getByRole('radio', { name: 'Critérios' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pessoa com deficiência' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(await screen.findByText('30 profissionais encontrados')).toBeInTheDocument();
    const find = calls.find((url) => url.pathname.startsWith('/api/users/find/'));
    expect(find?.pathname).toBe('/api/users/find/Kotlin%7CJava/12/1');
    expect(Object.fromEntries(find?.searchParams ?? [])).toEqual({
      typeFilter: 'criteria',
      pcdFilter: 'true',
      talentFilter: 'false',
      europeanUnionCitizenshipFilter: 'false',
    });
    // 30 results at 12 a page: three pages.
    expect(screen.getByRole('button', { name: 'Página 3' })).toBeInTheDocument();

    const [first, second] = screen.getAllByTestId('finder-card');
    if (!first || !second) throw new Error('two cards expected');
    // Only HR-registered professionals offer 'confirm registration by e-mail'.
    expect(within(second).queryByRole('button', { name: 'Confirmar cadastro por e-mail' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Confirmar cadastro por e-mail' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('E-mail de confirmação enviado.'));
    expect(within(first).getByRole('button', { name: 'Sem currículo' })).toBeDisabled();
    for (const name of ['Inscrever', 'Tornar candidato', 'Registrar avaliação']) {
      expect(within(first).getByRole('button', { name })).toBeInTheDocument();
    }
    fireEvent.click(within(first).getByRole('button', { name: 'Oportunidades compatíveis' }));
    expect(
      await within(first).findByText('Sem oportunidades de alta compatibilidade. (+ 60% de afinidade)'),
    ).toBeInTheDocument();
  });

  it('reads the search from the address and lists compatible opportunities above 60 %', async () => {
    stubApi((url) => {
      if (url.pathname.startsWith('/api/users/find/')) {
        return Response.json({ usersList: [card()], total: 1, totalCapped: false, page: 2, pageSize: 12 });
      }
      if (url.pathname === '/api/users/talent/high-compatibles-opportunities/p-1') {
        return Response.json([
          { _id: 'o-1', id: 'o-1', idOpportunity: 7, title: 'Engenheira Kotlin', nivelAderencia: 82 },
        ]);
      }
      return undefined;
    });
    renderFinder('/rh/professionals?q=Kotlin&type=all&eu=true&page=2');
    const cardElement = await screen.findByTestId('finder-card');
    fireEvent.click(within(cardElement).getByRole('button', { name: 'Oportunidades compatíveis' }));
    expect(await within(cardElement).findByRole('link', { name: /Engenheira Kotlin/ })).toHaveAttribute(
      'href',
      '/opportunity/o-1',
    );
    expect(within(cardElement).getByText('82% de afinidade')).toBeInTheDocument();
  });
});
