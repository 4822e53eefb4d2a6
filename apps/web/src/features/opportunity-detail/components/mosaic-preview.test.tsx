import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MosaicPreview } from './mosaic-preview';

const tile = (nome: string, col: number) => ({
  detalhe: { nome },
  posicao: { row: 0, col, sizex: 2, sizey: 1, color: '#ed961c', fontsize: 1 as const },
});

afterEach(() => vi.unstubAllGlobals());

describe("the opportunity's mosaic in English (issue 22)", () => {
  it('reads its tiles in the reader language, by the dictionary captions, and keeps unknown words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input), 'http://localhost').pathname === '/api/dictionary/dictionary'
          ? Response.json({
              euquero: [
                {
                  _id: 'i1',
                  nome: 'Crescimento na carreira',
                  nomeCaption: 'Career growth',
                  classif: 'euquero',
                  subclassif: null,
                },
              ],
              eusou: [],
              eusei: [],
            })
          : Response.json({}, { status: 404 }),
      ),
    );
    renderWithProviders(<MosaicPreview tiles={[tile('Crescimento na carreira', 0), tile('Java', 2)]} />);
    const grid = screen.getByRole('list');
    expect(await screen.findByText('Career growth')).toBeInTheDocument();
    expect(grid).not.toHaveTextContent('Crescimento na carreira');
    expect(grid).toHaveTextContent('Java');
  });
});
