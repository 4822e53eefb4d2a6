import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { renderWithProviders, tokenFor } from '../../../test/render';
import { AccountSecurityPage } from './account-security-page';

const session = (id: string, current: boolean) => ({
  id,
  device: current ? 'Chrome on Linux' : 'Firefox on Windows',
  address: current ? '10.0.0.1' : '10.0.0.2',
  startedAt: '2026-11-27T10:00:00.000Z',
  lastSeenAt: '2026-11-27T10:05:00.000Z',
  current,
});

/** The API as the screen uses it: a recruiter with a factor, signed in here and on one other device. */
function fakeServer(options: { others: boolean }) {
  let sessions = options.others ? [session('here', true), session('there', false)] : [session('here', true)];
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/users/second-factor') {
      return Response.json({ enabled: true, required: true, recoveryCodesLeft: 10 });
    }
    if (url === '/api/users/sessions') return Response.json({ sessions });
    if (url === '/api/users/second-factor/recovery-codes') {
      if (body?.password !== 'the right one 42') {
        return Response.json(
          {
            statusCode: 400,
            code: 'WRONG_CURRENT_PASSWORD',
            message: 'The current password is not correct.',
          },
          { status: 400 },
        );
      }
      return Response.json({ recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] });
    }
    if (url === '/api/users/sessions/end-others' && method === 'POST') {
      const ended = sessions.length - 1;
      sessions = sessions.filter((row) => row.current);
      return Response.json({ ended });
    }
    return Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'no' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

async function renewCodes(password: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'New recovery codes' }));
  fireEvent.change(screen.getByLabelText(/^Confirm with your password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('sign-in and security screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the password before new recovery codes, then offers to end the other sessions', async () => {
    setToken(tokenFor({ id: 'r1', roles: ['rh'], displayName: 'Rita' }));
    const calls = fakeServer({ others: true });
    renderWithProviders(<AccountSecurityPage />, { route: '/account/security' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('session-row')).toHaveLength(2);
    expect(screen.queryByTestId('offer-end-others')).not.toBeInTheDocument();

    await renewCodes('a wrong one');
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.queryByTestId('offer-end-others')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Confirm with your password/), {
      target: { value: 'the right one 42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('abcde-fghjk')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/recovery-codes')).map((call) => call.body)).toEqual([
      { password: 'a wrong one' },
      { password: 'the right one 42' },
    ]);

    const offer = await screen.findByTestId('offer-end-others');
    expect(offer).toHaveTextContent('Your two-step verification changed');
    fireEvent.click(within(offer).getByRole('button', { name: 'End all other sessions' }));
    await waitFor(() => expect(screen.queryByTestId('offer-end-others')).not.toBeInTheDocument());
    expect(
      calls.some((call) => call.method === 'POST' && call.url === '/api/users/sessions/end-others'),
    ).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
  });

  it('offers nothing to end when this is the only session', async () => {
    setToken(tokenFor({ id: 'r1', roles: ['rh'], displayName: 'Rita' }));
    fakeServer({ others: false });
    renderWithProviders(<AccountSecurityPage />, { route: '/account/security' });
    await renewCodes('the right one 42');
    expect(await screen.findByText('abcde-fghjk')).toBeInTheDocument();
    expect(screen.queryByTestId('offer-end-others')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
  });
});
