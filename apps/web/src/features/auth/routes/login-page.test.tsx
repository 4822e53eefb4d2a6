import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { getToken } from '../../../lib/auth-token';
import { renderWithProviders, tokenFor } from '../../../test/render';
import { LoginPage } from './login-page';

function renderLogin(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<p>home page</p>} />
      <Route path="/signup" element={<p>signup page</p>} />
      <Route path="/opportunity/:id" element={<p>opportunity page</p>} />
    </Routes>,
    { route },
  );
}

function answer(status: number, body: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body, { status }));
}

function fillAndSubmit(email: string, password: string, button = 'Sign in') {
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('LoginPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the button disabled until the e-mail is valid and a password is typed', () => {
    renderLogin();
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    fireEvent.change(email, { target: { value: 'ana@' } });
    fireEvent.blur(email);
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    expect(submit).toBeDisabled();
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    expect(submit).toBeEnabled();
  });

  it('names the browser tab in the current language', async () => {
    renderLogin();
    expect(document.title).toBe('Sign in · Mosaico');
    await act(() => i18n.changeLanguage('pt-PT'));
    expect(document.title).toBe('Iniciar sessão · Mosaico');
    await act(() => i18n.changeLanguage('en-US'));
  });

  it('passes the typed e-mail to the forgot-password link', () => {
    renderLogin();
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'ana@example.com' },
    });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password?email=ana%40example.com',
    );
  });

  it('signs in (lowercased e-mail) and goes home', async () => {
    const token = tokenFor();
    const fetchMock = answer(200, { token });
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fillAndSubmit('Ana@Example.com', 'secret-1');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(getToken()).toBe(token);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/signin');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.com', password: 'secret-1' });
  });

  it('shows the unconfirmed-e-mail message with a resend link that calls resendmail', async () => {
    const fetchMock = vi
      .fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
        Response.json({ message: 'EMAIL_RESENT_WITH_SUCCESS' }),
      )
      .mockImplementationOnce(async () =>
        Response.json({ statusCode: 403, code: 'UNCONFIRMED_EMAIL', message: 'x' }, { status: 403 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fillAndSubmit('ana@example.com', 'secret-1');
    expect(await screen.findByText('Your email has not yet been validated')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the confirmation e-mail' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/signup/resendmail');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      email: 'ana@example.com',
      activeLanguage: 'en-US',
    });
  });

  it("shows the server's message for wrong credentials and keeps what was typed", async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid e-mail or password' }),
    );
    renderLogin();
    fillAndSubmit('ana@example.com', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana@example.com');
  });

  it('with an opportunity: its own title, a Continue button, and failures go to sign-up', async () => {
    vi.stubGlobal('fetch', answer(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Nope' }));
    renderLogin('/login?opportunityId=op-1');
    expect(
      screen.getByRole('heading', { name: 'Log in or sign up to apply to this opportunity' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?opportunityId=op-1',
    );
    fillAndSubmit('ana@example.com', 'wrong-one', 'Continue');
    expect(await screen.findByText('signup page')).toBeInTheDocument();
  });

  it('asks for the second factor after the password and signs in with the code (issue 26)', async () => {
    const token = tokenFor();
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).endsWith('/auth/signin')
        ? Response.json({ secondFactor: 'required', challenge: 'the-challenge' })
        : Response.json({ token }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fillAndSubmit('rh@example.com', 'secret-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeInTheDocument();
    expect(getToken()).not.toBe(token);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /6-digit code/ }), {
      target: { value: '12 34 56' },
    });
    fireEvent.click(verify);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe('/api/auth/second-factor');
    expect(JSON.parse(String(init?.body))).toEqual({ challenge: 'the-challenge', code: '123456' });
    expect(getToken()).toBe(token);
  });
});
