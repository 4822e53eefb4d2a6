import { notifications, notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OpportunityFormPage } from './opportunity-form-page';

const toasts = () => notificationsStore.getState().notifications.map((n) => String(n.message));

beforeEach(() => {
  // The catalogues load empty; nothing is saved (the rules stop every Save below first).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

// The whole form renders in jsdom: slow on a shared 2-core machine.
describe('the opportunity form (001 §2.2, §5; issue 22)', { timeout: 60_000 }, () => {
  it('shows one warning at a time: each Save replaces the last toast, and the message is at its field too', async () => {
    renderWithProviders(<OpportunityFormPage />, { route: '/opportunity/create' });
    save();
    await waitFor(() => expect(toasts()).toEqual(['Enter the opportunity title.']));
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Enter the opportunity title.');
    save();
    await waitFor(() => expect(toasts()).toEqual(['Enter the opportunity title.']));

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Platform engineer' } });
    // Changed, the title no longer carries the message.
    expect(screen.getByLabelText(/^Title/)).not.toHaveAccessibleDescription('Enter the opportunity title.');
    save();
    await waitFor(() => expect(toasts()).toEqual(['Enter the company name.']));
    expect(screen.getByRole('combobox', { name: /^Company or client/ })).toHaveAccessibleDescription(
      'Enter the company name.',
    );
  });

  it('refuses an impossible or far-off publication date, keeping what was typed', async () => {
    renderWithProviders(<OpportunityFormPage />, { route: '/opportunity/create' });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Platform engineer' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Company or client/ }), {
      target: { value: 'Cascade' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Special Refer and Earn' }));
    fireEvent.change(screen.getByLabelText('Reward amount'), { target: { value: '100' } });
    const date = screen.getByLabelText(/^Publication date/);
    const invalid = 'Enter a real publication date (DD/MM/YYYY), at most one year before or after today.';
    for (const typed of ['31/02/2026', '01/06/1999']) {
      fireEvent.change(date, { target: { value: typed } });
      save();
      await waitFor(() => expect(toasts()).toEqual([invalid]));
      expect(date).toHaveValue(typed);
      expect(date).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('keeps the chosen priority when it is clicked again, and offers no None currency', async () => {
    renderWithProviders(<OpportunityFormPage />, { route: '/opportunity/create' });
    const priority = screen.getByRole('combobox', { name: /^Priority/ });
    expect(priority).toHaveValue('High');
    fireEvent.click(priority);
    fireEvent.click(await screen.findByRole('option', { name: 'High' }));
    expect(priority).toHaveValue('High');

    fireEvent.click(screen.getByRole('checkbox', { name: 'CLT' }));
    const currency = await screen.findByRole('combobox', { name: 'Currency (CLT)' });
    expect(currency).toHaveValue('');
    fireEvent.click(currency);
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'BRL',
        'USD',
        'EUR',
      ]),
    );
  });
});
