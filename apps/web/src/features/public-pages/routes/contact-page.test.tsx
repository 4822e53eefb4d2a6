import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps send disabled until every field is filled, then posts the contract body', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ message: 'Mensagem enviada' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactPage />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(screen.getByText('Fill in the required fields.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ana@example.com' } });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Hello' } });
    expect(send).toBeEnabled();

    fireEvent.click(send);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contactus');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ana',
      email: 'ana@example.com',
      mensagem: 'Hello',
      activeLanguage: 'en-US',
    });
  });
});
