import { describe, expect, it } from 'vitest';
import {
  type GridPiece,
  isMosaicPlacementValid,
  MOSAIC_COLUMNS,
  MOSAIC_ROWS,
  mosaicPositionSchema,
  placePiece,
} from './grid';
import { DEFAULT_PIECE_COLOR } from './pieces';

const short = { name: 'Java' }; // width 2
const medium = { name: 'x'.repeat(13) }; // width 3
const full = { name: 'x'.repeat(46) }; // width 6

/** Places pieces one after another, as a user clicking them would. */
function placeAll(pieces: Array<{ name: string }>): GridPiece[] {
  const grid: GridPiece[] = [];
  for (const piece of pieces) {
    const position = placePiece(grid, piece);
    if (!position) throw new Error(`no room for ${piece.name}`);
    grid.push(position);
  }
  return grid;
}

describe('placePiece (000 §5)', () => {
  it('is a 5 × 6 grid', () => {
    expect([MOSAIC_ROWS, MOSAIC_COLUMNS]).toEqual([5, 6]);
  });

  it('puts the first piece top left with the default colour', () => {
    expect(placePiece([], short)).toEqual({ row: 0, col: 0, sizex: 2, sizey: 1, color: DEFAULT_PIECE_COLOR });
    expect(placePiece([], { name: 'Go', color: '#000000' })?.color).toBe('#000000');
  });

  it('fills the last row in use while it has enough free width, then opens the next row', () => {
    const grid = placeAll([short, short, short, medium]);
    expect(grid.map(({ row, col }) => [row, col])).toEqual([
      [0, 0],
      [0, 2],
      [0, 4],
      [1, 0],
    ]);
    expect(placePiece(grid, medium)).toMatchObject({ row: 1, col: 3, sizex: 3 });
    expect(placePiece(grid, { name: 'x'.repeat(23) })).toMatchObject({ row: 2, col: 0, sizex: 4 });
  });

  it('uses a gap in an earlier row only once the bottom row is reached', () => {
    const grid: GridPiece[] = [
      { row: 0, col: 2, sizex: 4, sizey: 1 }, // columns 0–1 free in row 0
      { row: 4, col: 0, sizex: 6, sizey: 1 },
    ];
    expect(placePiece(grid, short)).toMatchObject({ row: 0, col: 0 });
    expect(placePiece(grid, medium)).toMatchObject({ row: 1, col: 0 });
  });

  it('returns null when no row has room', () => {
    const grid = placeAll([full, full, full, full, full]);
    expect(grid.map((p) => p.row)).toEqual([0, 1, 2, 3, 4]);
    expect(placePiece(grid, short)).toBeNull();
  });

  it('refuses an 8th piece even when the grid has room (DECISIONS: at most 7)', () => {
    const seven = placeAll([short, short, short, short, short, short, short]);
    expect(seven).toHaveLength(7);
    expect(placePiece(seven, short)).toBeNull();
    expect(placePiece(seven.slice(0, 6), short)).not.toBeNull();
  });

  it('validates a stored position', () => {
    expect(mosaicPositionSchema.safeParse({ row: 0, col: 5, sizex: 1, sizey: 1 }).success).toBe(true);
    expect(mosaicPositionSchema.safeParse({ row: 0, col: 6, sizex: 1, sizey: 1 }).success).toBe(false);
    expect(mosaicPositionSchema.safeParse({ row: 0, col: 0, sizex: 2, sizey: 1, fontsize: 4 }).success).toBe(
      false,
    );
  });
});

describe('isMosaicPlacementValid (000 §5)', () => {
  const at = (row: number, col: number, sizex: number, sizey = 1) => ({ row, col, sizex, sizey });

  it('accepts what placePiece produces', () => {
    const names = ['Java', 'x'.repeat(13), 'Kotlin', 'x'.repeat(46), 'Go'];
    const pieces = placeAll(names.map((name) => ({ name })));
    expect(isMosaicPlacementValid(pieces.map((position, i) => ({ names: [names[i] ?? ''], position })))).toBe(
      true,
    );
  });

  it('refuses a piece outside the grid, taller than a row, or overlapping another', () => {
    expect(isMosaicPlacementValid([{ names: ['Java'], position: at(9, 0, 2) }])).toBe(false);
    expect(isMosaicPlacementValid([{ names: ['Java'], position: at(0, 5, 2) }])).toBe(false);
    expect(isMosaicPlacementValid([{ names: ['Java'], position: at(-1, 0, 2) }])).toBe(false);
    expect(isMosaicPlacementValid([{ names: ['Java'], position: at(0, 0, 2, 2) }])).toBe(false);
    expect(
      isMosaicPlacementValid([
        { names: ['Java'], position: at(0, 0, 2) },
        { names: ['Kotlin'], position: at(0, 1, 2) },
      ]),
    ).toBe(false);
    expect(
      isMosaicPlacementValid([{ names: ['Java'], position: at(MOSAIC_ROWS - 1, MOSAIC_COLUMNS - 2, 2) }]),
    ).toBe(true);
  });

  it('refuses a width that does not follow the name, accepting the caption’s', () => {
    expect(isMosaicPlacementValid([{ names: ['x'.repeat(32)], position: at(0, 0, 1) }])).toBe(false);
    expect(isMosaicPlacementValid([{ names: ['x'.repeat(32)], position: at(0, 0, 4) }])).toBe(true);
    expect(
      isMosaicPlacementValid([{ names: ['Trabalho em equipe', 'Teamwork'], position: at(0, 0, 2) }]),
    ).toBe(true);
    expect(
      isMosaicPlacementValid([{ names: ['Trabalho em equipe', 'Teamwork'], position: at(0, 0, 3) }]),
    ).toBe(true);
    expect(isMosaicPlacementValid([{ names: ['Trabalho em equipe'], position: at(0, 0, 5) }])).toBe(false);
  });
});
