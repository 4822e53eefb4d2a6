import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { LazyPlaceAutocomplete } from './lazy-place-autocomplete';

describe('LazyPlaceAutocomplete', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stands in with a labelled input, then hands the typed text and the focus to the type-ahead', async () => {
    const onTextChange = vi.fn();
    renderWithProviders(
      <LazyPlaceAutocomplete
        label="Location"
        placeholder="City"
        value={null}
        onChange={() => {}}
        onTextChange={onTextChange}
      />,
    );
    const standIn = screen.getByRole('textbox', { name: 'Location' });
    // The stand-in is a plain input: no listbox behind it yet.
    expect(standIn).not.toHaveAttribute('aria-haspopup');
    standIn.focus();
    fireEvent.change(standIn, { target: { value: 'Li' } });
    expect(onTextChange).toHaveBeenLastCalledWith('Li');

    // The type-ahead replaces the stand-in.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Location' })).toHaveAttribute('aria-haspopup', 'listbox'),
    );
    const field = screen.getByRole('textbox', { name: 'Location' });
    expect(field).not.toBe(standIn);
    expect(field).toHaveValue('Li');
    expect(field).toHaveFocus();
    // The type-ahead answers the text typed before it loaded.
    expect(await screen.findByText('Type at least 3 letters of the city')).toBeInTheDocument();
  });
});
