import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import {
  clearSignupDraft,
  loadSignupDraft,
  SIGNUP_DRAFT_KEY,
  saveSignupDraft,
} from '../components/signup-draft';
import { ConfirmPage } from './confirm-page';
import { SignupLocationPage } from './signup-location-page';
import { SignupPage } from './signup-page';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/signup-location" element={<SignupLocationPage />} />
      <Route path="/confirm" element={<ConfirmPage />} />
    </Routes>,
    { route },
  );
}

const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

describe('sign-up step 1', () => {
  beforeEach(() => {
    clearSignupDraft();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each field message and keeps Continue disabled until all are valid', () => {
    renderAt('/signup');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    type(/^Name/, 'Al');
    fireEvent.blur(screen.getByLabelText(/^Name/));
    type(/^Surname/, 'Li');
    fireEvent.blur(screen.getByLabelText(/^Surname/));
    type(/^Password/, 'short');
    fireEvent.blur(screen.getByLabelText(/^Password/));
    expect(screen.getByText('Invalid name')).toBeInTheDocument();
    expect(screen.getByText('Invalid surname')).toBeInTheDocument();
    expect(screen.getByText('Invalid password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(next).toBeDisabled();
  });

  it("after a submit attempt (Enter) says 'Email required' and focuses the first field in error", async () => {
    renderAt('/signup');
    type(/^Name/, 'Alice');
    type(/^Surname/, 'Lima');
    type(/^Password/, 'long-enough');
    fireEvent.keyDown(screen.getByLabelText(/^Password/), { key: 'Enter' });
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveFocus());
  });

  it("checks the e-mail on blur: 'Email already registered' blocks Continue", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json({ exists: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/signup');
    type(/^Name/, 'Alice');
    type(/^Surname/, 'Lima');
    type(/^Password/, 'long-enough');
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    fireEvent.change(email, { target: { value: 'Alice@Example.com' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/check-email-cadastro/alice%40example.com');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('passes lowercased data to step 2 and keeps it for a reload', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ exists: false })),
    );
    renderAt('/signup?opportunityId=op-9');
    expect(
      screen.getByRole('heading', { name: 'Create your account to apply to this opportunity' }),
    ).toBeInTheDocument();
    type(/^Name/, 'Alice');
    type(/^Surname/, 'Lima');
    type(/^Password/, 'long-enough');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I am a citizen of the European Union' }));
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    fireEvent.change(email, { target: { value: 'Alice@Example.com' } });
    fireEvent.blur(email);
    const next = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(next).toBeEnabled());
    fireEvent.click(next);
    expect(
      await screen.findByRole('heading', { name: 'Where you live and your resume' }),
    ).toBeInTheDocument();
    expect(loadSignupDraft().step1).toMatchObject({ email: 'alice@example.com', europeanCitizen: true });
    // ASVS 14.3.3: neither the draft nor the history entry holds the password or the PcD answer.
    const stored = sessionStorage.getItem(SIGNUP_DRAFT_KEY) ?? '';
    expect(stored).toContain('alice@example.com');
    expect(stored).not.toContain('long-enough');
    expect(stored).not.toMatch(/password|isUserPCD/);
    expect(JSON.stringify(window.history.state ?? null)).not.toContain('long-enough');
  });

  it('keeps the rest of the draft after a reload but asks for the password again', async () => {
    sessionStorage.setItem(
      SIGNUP_DRAFT_KEY,
      JSON.stringify({
        // What an older version wrote, password included: it is not read back.
        step1: { firstName: 'Alice', lastName: 'Lima', email: 'alice@example.com', password: 'long-enough' },
        step2: { phone: '+55 11 91234-5678', place: null, cv: null, acceptedTerms: false },
      }),
    );
    renderAt('/signup-location');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('type it again');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Alice');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('alice@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(loadSignupDraft().step2?.phone).toBe('+55 11 91234-5678');
  });
});

describe('sign-up step 2', () => {
  beforeEach(() => {
    clearSignupDraft();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('returns to step 1 without step-1 data', () => {
    renderAt('/signup-location');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  function withStep1() {
    saveSignupDraft({
      step1: {
        firstName: 'Alice',
        lastName: 'Lima',
        email: 'alice@example.com',
        password: 'long-enough',
        isUserPCD: false,
        europeanCitizen: false,
      },
    });
  }

  it('shows every message on an empty submit and focuses the place field', async () => {
    withStep1();
    renderAt('/signup-location');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Invalid location\. Type the first 3 letters/)).toBeInTheDocument();
    expect(screen.getByText('Invalid phone')).toBeInTheDocument();
    expect(screen.getByText('Attach your resume (PDF or DOCX).')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms of use to register.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Place of residence/ })).toHaveFocus());
  });

  it('refuses a file that is not PDF or DOCX, or larger than 5 MB, without calling the API', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    withStep1();
    const { container } = renderAt('/signup-location');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.zip')] } });
    expect(screen.getByText('Only PDF or DOCX files are accepted.')).toBeInTheDocument();
    const big = new File(['x'], 'cv.pdf');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText('The file is larger than 5 MB.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads the CV as multipart field "file" and names it', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ fileName: 'cv.pdf', url: '/api/documents/file/abc' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    withStep1();
    const { container } = renderAt('/signup-location');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'cv.pdf')] } });
    expect(
      await screen.findByText('cv.pdf attached. Choose another file to replace it.'),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/documents/file?kind=cv');
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    expect(loadSignupDraft().step2?.cv).toEqual({ fileName: 'cv.pdf', url: '/api/documents/file/abc' });
  });
});

describe('check your e-mail', () => {
  it('returns to sign-up when no e-mail was passed', () => {
    renderAt('/confirm');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });
});
