import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { ProfessionalFormPage } from './professional-form-page';

vi.mock('../../../lib/notify', () => ({
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
  notifyWarning: vi.fn(),
}));

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

function stubApi(handler: Handler) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      if (url.pathname === '/api/dictionary/interests')
        return Response.json([{ _id: 'i1', nome: 'Inovação' }]);
      return (
        handler(url, init) ??
        Response.json({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: '' }, { status: 404 })
      );
    }),
  );
  return calls;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/rh/professional/create" element={<ProfessionalFormPage />} />
      <Route path="/rh/professional/:id/edit" element={<ProfessionalFormPage />} />
    </Routes>,
    { route },
  );
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

function addSkill(skill: string) {
  const input = document.getElementById('professional-skills') as HTMLInputElement;
  // Mantine ignores a change to an input that is not focused (autofill), as a person always types into one.
  input.focus();
  fireEvent.change(input, { target: { value: skill } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

function fillRequired(email = 'bruna@example.com') {
  fireEvent.change(textbox(/^Nome/), { target: { value: 'Bruna' } });
  fireEvent.change(textbox(/^Sobrenome/), { target: { value: 'Barros' } });
  fireEvent.change(textbox(/^E-mail/), { target: { value: email } });
  addSkill('Kotlin');
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('register or edit a professional (002 §2.13, §5)', () => {
  let open: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    open = vi.fn();
    vi.stubGlobal('open', open);
    vi.mocked(notifyError).mockClear();
    vi.mocked(notifySuccess).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('blocks with the combined warning, shows the phone rule after a failed submit, then the invalid e-mail warning', async () => {
    const calls = stubApi(() => undefined);
    renderAt('/rh/professional/create');
    fireEvent.change(textbox(/^Nome/), { target: { value: 'Bo' } });
    save();
    expect(
      await screen.findByText('Os campos nome, sobrenome, e-mail e competências são obrigatórios'),
    ).toBeInTheDocument();
    expect(screen.getByText('Pelo menos 3 caracteres')).toBeInTheDocument();
    // The phone shows 'Campo obrigatório' after the failed submit…
    const phone = textbox(/^Telefone/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/api/users/register-professional')).toBe(false);

    // With names and a skill, a malformed e-mail has its own warning.
    fireEvent.change(textbox(/^Nome/), { target: { value: 'Bruna' } });
    fireEvent.change(textbox(/^Sobrenome/), { target: { value: 'Barros' } });
    fireEvent.change(textbox(/^E-mail/), { target: { value: 'bruna@semdominio' } });
    addSkill('Kotlin');
    save();
    expect(await screen.findByText('Por favor preencha com um e-mail válido')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/users/register-professional')).toBe(false);
  });

  it('checks the e-mail on blur: required, format, already registered, a failed check', async () => {
    let answer: Response = Response.json({ exists: true });
    stubApi((url) => (url.pathname.startsWith('/api/users/check-email-cadastro/') ? answer : undefined));
    renderAt('/rh/professional/create');
    const email = textbox(/^E-mail/);
    fireEvent.blur(email);
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'sem-arroba' } });
    expect(await screen.findByText('Endereço de e-mail inválido')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.blur(email);
    expect(await screen.findByText('E-mail já cadastrado')).toBeInTheDocument();
    answer = Response.json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, { status: 500 });
    fireEvent.change(email, { target: { value: 'bia@example.com' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Endereço de e-mail inválido')).toBeInTheDocument();
  });

  it('refuses a CV other than PDF or DOCX', async () => {
    stubApi(() => undefined);
    const { container } = renderAt('/rh/professional/create');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Apenas arquivos PDF ou DOCX.')).toBeInTheDocument();
  });

  it('registers, opens the professional in a new tab and resets the form', async () => {
    const calls = stubApi((url, init) => {
      if (url.pathname.startsWith('/api/users/check-email-cadastro/'))
        return Response.json({ exists: false });
      if (url.pathname === '/api/users/register-professional' && init?.method === 'POST') {
        return Response.json({ message: 'PROFESSIONAL_REGISTERED', user: { id: 'new-1' } });
      }
      return undefined;
    });
    renderAt('/rh/professional/create');
    fillRequired();
    fireEvent.change(textbox(/^Telefone/), { target: { value: '+55 11 98765-4321' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pessoa com deficiência' }));
    save();
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Profissional cadastrado com sucesso!'));
    expect(open).toHaveBeenCalledWith('/professional/new-1', '_blank', 'noopener,noreferrer');
    const sent = calls.find((call) => call.path === '/api/users/register-professional')?.body as {
      user: Record<string, unknown>;
    };
    expect(sent.user).toMatchObject({
      firstName: 'Bruna',
      lastName: 'Barros',
      email: 'bruna@example.com',
      registerRh: true,
      dadosPessoais: { pcdUser: { isUserPCD: true }, preferredLanguage: 'pt-BR' },
      contato: { lista: [{ locale: 'pt-BR', contato: '+55 11 98765-4321', tipo: 'Preferencial' }] },
      perfilUsuario: {
        digomais: {
          lista: [{ nomeCaption: 'Kotlin', subclassif: 'skills', classif: 'digomais', nome: 'Kotlin' }],
        },
      },
      notificationsSettings: {
        channels: [
          { isActive: true, name: 'E-mail' },
          { isActive: true, name: 'Telefone' },
        ],
      },
    });
    // The form resets after a create.
    await waitFor(() => expect(textbox(/^Nome/)).toHaveValue(''));
    expect(textbox(/^E-mail/)).toHaveValue('');
    expect(screen.getByTestId('professional-saved')).toHaveTextContent(
      'Profissional cadastrado com sucesso!',
    );
  });

  it('names the field by which the same person is already registered, and keeps what was typed', async () => {
    let answer = Response.json(
      {
        statusCode: 409,
        code: 'PHONE_ALREADY_REGISTERED',
        message: 'Telefone já cadastrado',
        field: 'phone',
      },
      { status: 409 },
    );
    stubApi((url) => {
      if (url.pathname.startsWith('/api/users/check-email-cadastro/'))
        return Response.json({ exists: false });
      if (url.pathname === '/api/users/register-professional') return answer;
      return undefined;
    });
    renderAt('/rh/professional/create');
    fillRequired();
    fireEvent.change(textbox(/^Telefone/), { target: { value: '11 98765-4321' } });
    save();
    expect(await screen.findByTestId('professional-duplicate')).toHaveTextContent('Telefone já cadastrado');
    expect(textbox(/^Telefone/)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(/^Nome/)).toHaveValue('Bruna');
    expect(open).not.toHaveBeenCalled();

    answer = Response.json(
      { statusCode: 409, code: 'EMAIL_ALREADY_REGISTERED', message: 'x', field: 'email' },
      { status: 409 },
    );
    save();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('E-mail já cadastrado'));

    answer = Response.json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, { status: 500 });
    fireEvent.change(textbox(/^E-mail/), { target: { value: 'outra@example.com' } });
    save();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Erro ao cadastrar profissional'));
  });

  it('edits: fills the form, leaves out an e-mail shown masked, and opens the page in a new tab', async () => {
    const calls = stubApi((url, init) => {
      if (url.pathname === '/api/users/register-professional/p-1') {
        return Response.json({
          _id: 'p-1',
          firstName: 'Bruna',
          lastName: 'Barros',
          email: 'br****@example.com',
          emailMasked: true,
          phone: '(11) *****-4321',
          phoneMasked: true,
          skills: ['Kotlin'],
          interests: ['Inovação'],
          isUserPCD: false,
          europeanUnionCitizenship: true,
          linkedinUrl: null,
          preferredLanguage: 'en-US',
          notifications: { email: false, phone: false },
          attachments: [],
          registerRh: true,
          awaitingPassword: true,
        });
      }
      if (url.pathname === '/api/users/register-professional' && init?.method === 'PUT') {
        return Response.json({ message: 'PROFESSIONAL_UPDATED', user: { id: 'p-1' } });
      }
      return undefined;
    });
    renderAt('/rh/professional/p-1/edit');
    expect(await screen.findByRole('heading', { name: 'Editar profissional' })).toBeInTheDocument();
    await waitFor(() => expect(textbox(/^Nome/)).toHaveValue('Bruna'));
    expect(textbox(/^E-mail/)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Cidadania europeia' })).toBeChecked();
    fireEvent.change(textbox(/^Sobrenome/), { target: { value: 'Barros Lima' } });
    save();
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Profissional atualizado com sucesso!'));
    expect(open).toHaveBeenCalledWith('/professional/p-1', '_blank', 'noopener,noreferrer');
    const sent = calls.find((call) => call.method === 'PUT')?.body as { user: Record<string, unknown> };
    expect(sent.user).toMatchObject({ _id: 'p-1', lastName: 'Barros Lima', europeanUnionCitizenship: true });
    expect(sent.user).not.toHaveProperty('email');
    expect(sent.user.contato).toEqual({ lista: [] });
    // An edit keeps the form as saved.
    expect(textbox(/^Sobrenome/)).toHaveValue('Barros Lima');
  });

  it('does not let a recruiter turn on a channel someone turned off (it would unmask their contact)', async () => {
    stubApi((url) =>
      url.pathname === '/api/users/register-professional/p-2'
        ? Response.json({
            _id: 'p-2',
            firstName: 'Olga',
            lastName: 'Oculta',
            email: 'olga@example.com',
            emailMasked: false,
            phone: '(11) *****-4321',
            phoneMasked: true,
            skills: ['Go'],
            interests: [],
            isUserPCD: false,
            europeanUnionCitizenship: false,
            linkedinUrl: null,
            preferredLanguage: 'pt-BR',
            notifications: { email: true, phone: false },
            attachments: [],
            registerRh: false,
            awaitingPassword: false,
          })
        : undefined,
    );
    renderAt('/rh/professional/p-2/edit');
    const phoneSwitch = await screen.findByRole('switch', { name: 'Receber notificações por telefone' });
    expect(phoneSwitch).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Receber notificações por e-mail' })).toBeEnabled();
    expect(
      screen.getByText(
        'Só o profissional pode reativar um canal: ele decide se os recrutadores veem o contato.',
      ),
    ).toBeInTheDocument();
  });
});
