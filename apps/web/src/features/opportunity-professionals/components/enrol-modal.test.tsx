import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EnrolModal } from './enrol-modal';

describe('enrolling a professional in en-US (issue 22)', () => {
  it('offers the channels in English and shows the day day first, as every date of the screen', async () => {
    renderWithProviders(
      <EnrolModal
        opened
        name="Ana Souza"
        conversionType="inscribe"
        pending={false}
        onClose={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    const date = await screen.findByRole('textbox', { name: /^Date/ });
    expect((date as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    fireEvent.click(screen.getByRole('combobox', { name: /^Channel/ }));
    expect(await screen.findByRole('option', { name: 'Other' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Client' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Outros' })).not.toBeInTheDocument();
  });
});
