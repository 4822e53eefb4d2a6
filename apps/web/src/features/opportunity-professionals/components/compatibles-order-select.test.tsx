import { COMPATIBLES_ORDER } from '@mosaico/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CompatiblesOrderSelect } from './compatibles-order-select';

describe('CompatiblesOrderSelect', () => {
  it('offers the three order keys of the compatibles tab (0, 1, 4) and shows the current one', () => {
    renderWithProviders(<CompatiblesOrderSelect value={COMPATIBLES_ORDER.pcd} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Order by' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['Adherence', '0'],
      ['PCD first', '1'],
      ['Talents first', '4'],
    ]);
    expect(select).toHaveValue('1');
  });

  it('hands back the chosen order key', () => {
    const onChange = vi.fn();
    renderWithProviders(<CompatiblesOrderSelect value={COMPATIBLES_ORDER.adherence} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Order by' }), { target: { value: '4' } });
    expect(onChange).toHaveBeenCalledWith(4);
    fireEvent.change(screen.getByRole('combobox', { name: 'Order by' }), { target: { value: '1' } });
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
