import { z } from 'zod';
import { DEFAULT_PIECE_COLOR, MAX_PIECE_WIDTH, MAX_PLACED_PIECES, pieceWidth } from './pieces';

// 000 §5: the professional's mosaic grid is 5 rows of 6 columns.
export const MOSAIC_ROWS = 5;
export const MOSAIC_COLUMNS = 6;

// 000 §3 posicao; 001 §3 adds fontsize (1, 2 or 3) for opportunity tiles.
export const mosaicPositionSchema = z.object({
  row: z.number().int().min(0),
  col: z
    .number()
    .int()
    .min(0)
    .max(MOSAIC_COLUMNS - 1),
  sizex: z.number().int().min(1).max(MOSAIC_COLUMNS),
  sizey: z.number().int().min(1),
  color: z.string().optional(),
  fontsize: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});
export type MosaicPosition = z.infer<typeof mosaicPositionSchema>;

export type GridPiece = Pick<MosaicPosition, 'row' | 'col' | 'sizex' | 'sizey'>;

function occupancy(grid: readonly GridPiece[]): boolean[][] {
  const cells = Array.from({ length: MOSAIC_ROWS }, () => Array<boolean>(MOSAIC_COLUMNS).fill(false));
  for (const piece of grid) {
    for (let r = piece.row; r < piece.row + piece.sizey; r++) {
      for (let c = piece.col; c < piece.col + piece.sizex; c++) {
        const row = cells[r];
        if (row && c >= 0 && c < MOSAIC_COLUMNS) row[c] = true;
      }
    }
  }
  return cells;
}

function firstFreeColumn(row: readonly boolean[], width: number): number | null {
  for (let col = 0; col + width <= MOSAIC_COLUMNS; col++) {
    if (row.slice(col, col + width).every((taken) => !taken)) return col;
  }
  return null;
}

/**
 * Where a new piece goes on a professional's mosaic (000 §5: "a piece goes in the last row with
 * enough free width"). Rows fill top to bottom like lines of text: the piece goes in the last row
 * in use when it still has a free run as wide as the piece (leftmost such run), else in the next
 * row. Only when the grid's bottom row is reached does it fill a gap left in an earlier row (top
 * first), so removing a piece never blocks adding another. Returns null when the mosaic already
 * holds MAX_PLACED_PIECES pieces or no row has room.
 */
export function placePiece(
  grid: readonly GridPiece[],
  piece: { name: string; color?: string },
): (GridPiece & { color: string }) | null {
  if (grid.length >= MAX_PLACED_PIECES) return null;
  const width = Math.min(pieceWidth(piece.name), MAX_PIECE_WIDTH);
  const cells = occupancy(grid);
  const lastUsedRow = grid.reduce(
    (last, p) => Math.min(Math.max(last, p.row + p.sizey - 1), MOSAIC_ROWS - 1),
    -1,
  );
  const rowsToTry: number[] = [];
  if (lastUsedRow >= 0) rowsToTry.push(lastUsedRow);
  if (lastUsedRow + 1 < MOSAIC_ROWS) rowsToTry.push(lastUsedRow + 1);
  for (let r = 0; r < lastUsedRow; r++) rowsToTry.push(r);
  for (const row of rowsToTry) {
    const col = firstFreeColumn(cells[row] ?? [], width);
    if (col !== null) return { row, col, sizex: width, sizey: 1, color: piece.color ?? DEFAULT_PIECE_COLOR };
  }
  return null;
}

/** A placed piece as the server judges it: its position and the names its width may come from. */
export interface PlacedPiece {
  /** The stored name and the caption the professional saw; the width follows one of them. */
  names: readonly string[];
  position: GridPiece;
}

/**
 * Whether placed pieces respect the grid (000 §5): each one row high, inside the 5 × 6 grid, as wide as its
 * name's length says (pieceWidth), and no two sharing a cell. The piece count and kinds are
 * mosaicCompositionIssues's.
 */
export function isMosaicPlacementValid(pieces: readonly PlacedPiece[]): boolean {
  const taken = new Set<string>();
  for (const { names, position } of pieces) {
    const { row, col, sizex, sizey } = position;
    if (![row, col, sizex, sizey].every(Number.isInteger)) return false;
    if (sizey !== 1 || row < 0 || row >= MOSAIC_ROWS || col < 0 || col + sizex > MOSAIC_COLUMNS) return false;
    if (!names.some((name) => name.trim() !== '' && pieceWidth(name) === sizex)) return false;
    for (let c = col; c < col + sizex; c++) {
      const cell = `${row}:${c}`;
      if (taken.has(cell)) return false;
      taken.add(cell);
    }
  }
  return true;
}
