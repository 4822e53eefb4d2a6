import type { DictionaryTerm, MosaicDictionary, MosaicEntry } from '@mosaico/domain';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MosaicPicker } from './mosaic-picker';

const term = (nome: string, nomeCaption: string, classif: DictionaryTerm['classif']): DictionaryTerm => ({
  _id: nome,
  nome,
  nomeCaption,
  classif,
  subclassif: null,
});

// The dictionary as the API answers it in en-US: Portuguese names, English captions.
const dictionary: MosaicDictionary = {
  euquero: [
    term('Trabalhar remoto', 'Remote work', 'euquero'),
    term('Projetos internacionais', 'International projects', 'euquero'),
    term('Mentoria', 'Mentoring', 'euquero'),
    term('Startups', 'Startups', 'euquero'),
  ],
  eusou: [term('Resiliente', 'Resilient', 'eusou')],
  eusei: [],
};

// A mosaic saved while the profile was read in Portuguese: the captions stored are the Portuguese ones.
const placed = (nome: string, classif: string, row: number): MosaicEntry => ({
  detalhe: { nome, nomeCaption: nome, classif, subclassif: null },
  posicao: { row, col: 0, sizex: 4, sizey: 1, color: '#ed961c' },
});
const savedInPortuguese: MosaicEntry[] = [
  placed('Trabalhar remoto', 'euquero', 0),
  placed('Projetos internacionais', 'euquero', 1),
  placed('Mentoria', 'euquero', 2),
  placed('Resiliente', 'eusou', 3),
];

function Harness() {
  const [value, setValue] = useState(savedInPortuguese);
  return <MosaicPicker dictionary={dictionary} skills={[]} value={value} onChange={setValue} />;
}

describe('the profile mosaic read in another language (issue 22)', () => {
  it('knows its own pieces by what they are, not by the caption they were saved with', () => {
    renderWithProviders(<Harness />);
    const grid = screen.getByTestId('mosaic-grid');
    // The placed pieces read in English…
    expect(grid).toHaveTextContent('Remote work');
    expect(grid).toHaveTextContent('Resilient');
    expect(grid).not.toHaveTextContent('Trabalhar remoto');
    // …and the English chips of the pieces she has are on.
    expect(screen.getByRole('button', { name: 'Remote work', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resilient', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Startups', pressed: false })).toBeInTheDocument();
    expect(screen.getByTestId('mosaic-counter')).toHaveTextContent('4 of 7 pieces · 3 interests');

    // Choosing an interest she already has takes it off instead of refusing a fourth one.
    fireEvent.click(screen.getByRole('button', { name: 'Mentoring', pressed: true }));
    expect(screen.queryByText(/Choose at most 3 interests/)).not.toBeInTheDocument();
    expect(screen.getByTestId('mosaic-counter')).toHaveTextContent('3 of 7 pieces · 2 interests');
    expect(screen.getByRole('button', { name: 'Mentoring', pressed: false })).toBeInTheDocument();
  });
});
