import { type GridPiece, MAX_PLACED_PIECES, placePiece } from '@mosaico/domain';

export interface MosaicPieceInput {
  nome: string;
  classif: 'euquero' | 'eusou' | 'eusei' | 'digomais';
  subclassif: string;
}

export interface MosaicEntry {
  detalhe: { nome: string; nomeCaption: string; classif: string; subclassif: string };
  posicao: GridPiece & { color: string; fontsize?: 1 | 2 | 3 };
}

// Colours the mosaic editor offers; interests keep the default orange so they read as one family.
const COLORS = { euquero: '#ed961c', eusou: '#3b8ea5', eusei: '#6a4c93', digomais: '#2a9d8f' } as const;

/**
 * Places pieces one after another with the domain's placement rule (000 §5), the way a person adding them in
 * the editor would; pieces that find no room are left out, and never more than MAX_PLACED_PIECES are placed.
 */
export function buildMosaic(
  pieces: readonly MosaicPieceInput[],
  options: { fontsize?: boolean } = {},
): MosaicEntry[] {
  const placed: MosaicEntry[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (placed.length >= MAX_PLACED_PIECES) break;
    const position = placePiece(
      placed.map((entry) => entry.posicao),
      { name: piece.nome, color: COLORS[piece.classif] },
    );
    if (!position) continue;
    placed.push({
      detalhe: {
        nome: piece.nome,
        nomeCaption: piece.nome,
        classif: piece.classif,
        subclassif: piece.subclassif,
      },
      posicao: options.fontsize ? { ...position, fontsize: index === 0 ? 2 : 1 } : position,
    });
  }
  return placed;
}
