import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { PlaceAutocomplete } from './place-autocomplete';

describe('PlaceAutocomplete', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('ties the id, label, description and error to the input and reports the blur', () => {
    const onBlur = vi.fn();
    renderWithProviders(
      <PlaceAutocomplete
        id="home-place"
        label="Place of residence"
        description="The city you live in"
        error="Invalid location"
        required
        value={null}
        onChange={() => {}}
        onBlur={onBlur}
      />,
    );
    const input = screen.getByRole('textbox', { name: /Place of residence/ });
    expect(input).toHaveAttribute('id', 'home-place');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription(/The city you live in/);
    expect(input).toHaveAccessibleDescription(/Invalid location/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(input);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('asks for 3 letters before searching, then says when nothing matches', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json({ predictions: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await i18n.changeLanguage('pt-BR');
    renderWithProviders(<PlaceAutocomplete label="Local" value={null} onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Local' });
    fireEvent.change(input, { target: { value: 'Sã' } });
    expect(await screen.findByText('Digite pelo menos 3 letras da cidade')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'Xyzq' } });
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/places/autocomplete?q=Xyzq');
  });
});
