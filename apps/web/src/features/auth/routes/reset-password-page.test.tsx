import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

function renderReset() {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/reset/:id" element={<ResetPasswordPage />} />
    </Routes>,
    { route: '/auth/reset/tok-1' },
  );
}

describe('ResetPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the expired page with a link to /forgot-password for an invalid token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ statusCode: 400, code: 'TOKEN_INVALID_OR_EXPIRED', message: 'x' }, { status: 400 }),
      ),
    );
    renderReset();
    expect(await screen.findByRole('heading', { name: 'Expired or Invalid Token' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks 8 characters and equality before posting, then posts both passwords', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).endsWith('/auth/reset/tok-1') && _init?.method === 'POST'
        ? Response.json({ message: 'PASSWORD_CHANGED_WITH_SUCCESS' })
        : Response.json({ status: 'valid' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderReset();
    const first = await screen.findByLabelText(/^New password/);
    const second = screen.getByLabelText(/^Confirm the new password/);
    fireEvent.change(first, { target: { value: 'short' } });
    fireEvent.change(second, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getAllByText('Password must have at least 8 characters')).toHaveLength(2);
    await waitFor(() => expect(first).toHaveFocus());
    fireEvent.change(first, { target: { value: 'long-enough' } });
    fireEvent.change(second, { target: { value: 'long-enougH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(second, { target: { value: 'long-enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      newPassword: 'long-enough',
      verifyPassword: 'long-enough',
    });
  });
});
