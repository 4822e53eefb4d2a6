import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { notifyError } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { PreRegisterEditPage, PreRegisterPage } from './pre-register-page';

vi.mock('../../../lib/notify', () => ({
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
  notifyWarning: vi.fn(),
}));

const USER = {
  _id: 'u-1',
  firstName: 'Paula',
  lastName: 'Pereira',
  displayName: 'Paula Pereira',
  email: 'paula@example.com',
  preferredLanguage: 'pt-BR',
  location: { place_id: 'gn_1', formatted_address: 'Lisboa, Lisboa, Portugal' },
  opportunityId: 'opp-1',
  preRegister: true,
  validRegistration: false,
  registeredBy: 'rh-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  attachments: [],
};

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

function stubApi(handler: Handler) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      return (
        handler(url, init) ??
        Response.json({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: '' }, { status: 404 })
      );
    }),
  );
  return calls;
}

/**
 * The server a new pre-registration for opportunity opp-1 meets: the e-mail is free, saving creates USER, and the
 * conversion call `conversion` answers `answer()` (asked anew on every call).
 */
function stubSaveAndConversion(conversion: 'Candidate' | 'Registered', answer: () => Response) {
  return stubApi((url, init) => {
    if (url.pathname.startsWith('/api/users/check-email-cadastro/')) return Response.json({ exists: false });
    if (url.pathname === '/api/users/pre-register' && init?.method === 'PUT') {
      return Response.json({ message: 'PRE_REGISTER_CREATED', user: USER });
    }
    if (url.pathname === `/api/opportunity/addProfessionalPreRegisterTo${conversion}InOpportunity`)
      return answer();
    return undefined;
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/pre-register/:opportunityId?" element={<PreRegisterPage />} />
      <Route path="/professional/pre-register/:opportunityId/edit" element={<PreRegisterEditPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

function fillRequired() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Nome/ }), { target: { value: ' Paula ' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Sobrenome/ }), { target: { value: 'Pereira' } });
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), {
    target: { value: 'Paula@Example.com' },
  });
}

describe('pre-registration screens (001 §2.10, §5)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the e-mail on blur: required, format, already registered, check failure', async () => {
    let answer: Response = Response.json({ exists: true });
    stubApi((url) => (url.pathname.startsWith('/api/users/check-email-cadastro/') ? answer : undefined));
    renderAt('/pre-register/opp-1');
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    fireEvent.blur(email);
    expect(await screen.findByText('E-mail obrigatório.')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'sem-arroba' } });
    expect(await screen.findByText('Formato de e-mail inválido.')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Email já cadastrado.')).toBeInTheDocument();
    answer = Response.json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, { status: 500 });
    fireEvent.change(email, { target: { value: 'bia@example.com' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Erro ao verificar o email.')).toBeInTheDocument();
  });

  it('refuses files other than PDF or DOCX', async () => {
    stubApi(() => undefined);
    const { container } = renderAt('/pre-register/opp-1');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Envie apenas arquivos PDF ou DOCX.')).toBeInTheDocument();
  });

  it('asks for the required fields, then saves, makes the professional a candidate and goes to the candidates tab 3 s later', async () => {
    const calls = stubSaveAndConversion('Candidate', () =>
      Response.json({
        message: 'Profissional adicionado como candidato.',
        code: 'MADE_CANDIDATE_BY_RH',
        opportunityId: 'opp-1',
        candidatureId: 'c-1',
      }),
    );
    renderAt('/pre-register/opp-1');
    // 001 §3 'Pre-register type': candidate unless chosen otherwise (the form is opened from the candidates tab).
    const group = screen.getByRole('radiogroup', { name: 'Incluir na vaga como' });
    expect(within(group).getByRole('radio', { name: 'Candidato' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Inscrito' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório.')).toHaveLength(2);
    expect(screen.getByText('Preencha os campos obrigatórios')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Pré-cadastro realizado!')).toBeInTheDocument();
    // Issue 22: the success panel stands alone, without the earlier 'fill in the required fields'.
    expect(screen.queryByText('Preencha os campos obrigatórios')).not.toBeInTheDocument();
    expect(screen.getByText('Profissional adicionado como candidato.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstName: 'Paula',
      lastName: 'Pereira',
      email: 'paula@example.com',
      location: null,
      opportunityId: 'opp-1',
      preferredLanguage: 'pt-BR',
    });
    expect(calls.filter((call) => call.path.startsWith('/api/opportunity/addProfessional'))).toEqual([
      {
        method: 'POST',
        path: '/api/opportunity/addProfessionalPreRegisterToCandidateInOpportunity',
        body: { user: 'u-1', opportunity: 'opp-1' },
      },
    ]);
    await waitFor(
      () =>
        expect(screen.getByTestId('where')).toHaveTextContent(
          '/opportunity/opp-1/professionals?state=candidates',
        ),
      { timeout: 4500 },
    );
  });

  it('enrols the professional when the recruiter chooses Inscrito, and goes to the enrolled tab', async () => {
    const calls = stubSaveAndConversion('Registered', () =>
      Response.json({
        message: 'Profissional inscrito na vaga.',
        code: 'ENROLLED_BY_RH',
        opportunityId: 'opp-1',
        candidatureId: 'c-1',
      }),
    );
    renderAt('/pre-register/opp-1');
    fireEvent.click(screen.getByRole('radio', { name: 'Inscrito' }));
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Profissional inscrito na vaga.')).toBeInTheDocument();
    expect(
      calls.some((call) => call.path.endsWith('/addProfessionalPreRegisterToCandidateInOpportunity')),
    ).toBe(false);
    await waitFor(
      () =>
        expect(screen.getByTestId('where')).toHaveTextContent(
          '/opportunity/opp-1/professionals?state=enrolled',
        ),
      { timeout: 4500 },
    );
  });

  it("the back link follows the 'add as' choice: the candidates tab, or the enrolled tab when Inscrito", async () => {
    stubApi(() => undefined);
    renderAt('/pre-register/opp-1');
    const back = () => screen.getByRole('link', { name: /^Voltar/ });
    expect(back()).toHaveTextContent('Voltar aos candidatos da vaga');
    expect(back()).toHaveAttribute('href', '/opportunity/opp-1/professionals?state=candidates');
    fireEvent.click(screen.getByRole('radio', { name: 'Inscrito' }));
    await waitFor(() => expect(back()).toHaveTextContent('Voltar aos inscritos da vaga'));
    expect(back()).toHaveAttribute('href', '/opportunity/opp-1/professionals?state=enrolled');
    fireEvent.click(screen.getByRole('radio', { name: 'Candidato' }));
    await waitFor(() => expect(back()).toHaveTextContent('Voltar aos candidatos da vaga'));
    expect(back()).toHaveAttribute('href', '/opportunity/opp-1/professionals?state=candidates');
    fireEvent.click(back());
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/opportunity/opp-1/professionals?state=candidates',
    );
  });

  it("the back link says home without an opportunity, and the opportunity's professionals when editing", async () => {
    stubApi((url) => (url.pathname === '/api/users/pre-register/u-1' ? Response.json(USER) : undefined));
    const first = renderAt('/pre-register');
    expect(screen.getByRole('link', { name: /^Voltar/ })).toHaveTextContent('Voltar ao início');
    expect(screen.getByRole('link', { name: /^Voltar/ })).toHaveAttribute('href', '/');
    first.unmount();
    renderAt('/professional/pre-register/opp-1/edit?user=u-1');
    expect(await screen.findByDisplayValue('paula@example.com')).toBeInTheDocument();
    // Editing, the screen does not know whether the professional is enrolled or a candidate.
    expect(screen.getByRole('link', { name: /^Voltar/ })).toHaveTextContent(
      'Voltar aos profissionais da vaga',
    );
  });

  it('keeps the pre-registration when adding it to the opportunity fails: shows the server message and tries again', async () => {
    let added = 0;
    const calls = stubSaveAndConversion('Candidate', () => {
      added += 1;
      return added === 1
        ? Response.json(
            {
              statusCode: 409,
              code: 'OPPORTUNITY_NOT_AVAILABLE',
              message: 'A oportunidade não está mais disponível.',
            },
            { status: 409 },
          )
        : Response.json({
            message: 'Profissional adicionado como candidato.',
            code: 'MADE_CANDIDATE_BY_RH',
            opportunityId: 'opp-1',
            candidatureId: 'c-1',
          });
    });
    renderAt('/pre-register/opp-1');
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pré-cadastro realizado, mas o profissional não entrou na vaga');
    expect(alert).toHaveTextContent(
      'Não foi possível torná-lo candidato da vaga: A oportunidade não está mais disponível.',
    );
    // No redirect while the professional is not in the opportunity.
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tornar candidato novamente' }));
    expect(await screen.findByText('Profissional adicionado como candidato.')).toBeInTheDocument();
    // The retry adds the same professional; it does not save the pre-registration again.
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(added).toBe(2);
    await waitFor(
      () =>
        expect(screen.getByTestId('where')).toHaveTextContent(
          '/opportunity/opp-1/professionals?state=candidates',
        ),
      { timeout: 4500 },
    );
  });

  it('shows the server message when saving fails (400: Não foi possível atualizar o pré-cadastro)', async () => {
    stubApi((url, init) =>
      url.pathname === '/api/users/pre-register' && init?.method === 'PUT'
        ? Response.json(
            {
              statusCode: 400,
              code: 'PRE_REGISTER_UPDATE_FAILED',
              message: 'Não foi possível atualizar o pré-cadastro',
            },
            { status: 400 },
          )
        : undefined,
    );
    renderAt('/pre-register');
    // Without an opportunity there is nothing to join.
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Paula' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Sobrenome/ }), { target: { value: 'Pereira' } });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: 'p@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Não foi possível atualizar o pré-cadastro'),
    );
  });

  it('edits: fills the form from the user and deletes after a confirmation', async () => {
    const calls = stubApi((url, init) => {
      if (url.pathname === '/api/users/pre-register/u-1') return Response.json(USER);
      if (url.pathname === '/api/users/u-1/exclude-pre-register' && init?.method === 'DELETE') {
        return Response.json({ message: 'PRE_REGISTER_DELETED' });
      }
      return undefined;
    });
    renderAt('/professional/pre-register/opp-1/edit?user=u-1');
    expect(await screen.findByDisplayValue('paula@example.com')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Localização/ })).toHaveValue('Lisboa, Lisboa, Portugal');
    // Editing leaves the candidature as it is: no type to choose.
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir pré-cadastro' }));
    const confirm = await screen.findByRole('button', { name: 'Excluir' });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/opportunity/opp-1/professionals?state=candidates',
      ),
    );
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === '/api/users/u-1/exclude-pre-register'),
    ).toBe(true);
  });

  it('says so when the user is no longer pre-registered', async () => {
    stubApi((url) =>
      url.pathname === '/api/users/pre-register/u-2'
        ? Response.json(
            { statusCode: 400, code: 'PRE_REGISTER_UPDATE_FAILED', message: 'x' },
            { status: 400 },
          )
        : undefined,
    );
    renderAt('/professional/pre-register/opp-1/edit?user=u-2');
    expect(await screen.findByText(/não tem mais um pré-cadastro/)).toBeInTheDocument();
  });
});
