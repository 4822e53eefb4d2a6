import { MOSAIC_EDITOR_COLUMNS, type MosaicFontSize, type OpportunityMosaicTile } from '@mosaico/domain';

/** One tile being edited: a stable key for the grid, the piece's name and its place, colour and font size. */
export interface EditorTile {
  key: string;
  nome: string;
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
  fontsize: MosaicFontSize;
}

export function toEditorTiles(tiles: readonly OpportunityMosaicTile[], defaultColor: string): EditorTile[] {
  return tiles.map((tile, index) => ({
    key: `${index}-${tile.detalhe.nome}`,
    nome: tile.detalhe.nome,
    x: tile.posicao.col,
    y: tile.posicao.row,
    w: tile.posicao.sizex,
    h: tile.posicao.sizey,
    color: tile.posicao.color || defaultColor,
    fontsize: tile.posicao.fontsize ?? 1,
  }));
}

export function toMosaicTiles(tiles: readonly EditorTile[]): OpportunityMosaicTile[] {
  return tiles.map((tile) => ({
    detalhe: { nome: tile.nome },
    posicao: {
      row: tile.y,
      col: tile.x,
      sizex: tile.w,
      sizey: tile.h,
      color: tile.color,
      fontsize: tile.fontsize,
    },
  }));
}

export type Nudge = 'left' | 'right' | 'up' | 'down' | 'wider' | 'narrower' | 'taller' | 'shorter';

/** Keyboard moves and resizes, kept inside the 6 columns. */
export function nudge(tile: EditorTile, how: Nudge): EditorTile {
  const maxCol = MOSAIC_EDITOR_COLUMNS;
  switch (how) {
    case 'left':
      return { ...tile, x: Math.max(0, tile.x - 1) };
    case 'right':
      return { ...tile, x: Math.min(maxCol - tile.w, tile.x + 1) };
    case 'up':
      return { ...tile, y: Math.max(0, tile.y - 1) };
    case 'down':
      return { ...tile, y: tile.y + 1 };
    case 'wider':
      return { ...tile, w: Math.min(maxCol - tile.x, tile.w + 1) };
    case 'narrower':
      return { ...tile, w: Math.max(1, tile.w - 1) };
    case 'taller':
      return { ...tile, h: tile.h + 1 };
    case 'shorter':
      return { ...tile, h: Math.max(1, tile.h - 1) };
  }
}

const overlaps = (a: EditorTile, b: EditorTile) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * After a keyboard move or resize of `movedKey`, the layout the grid shows: the moved tile keeps its place, any
 * tile it now covers moves down out of the way, then every tile rises as far as it can (the grid's vertical
 * compaction). The saved mosaic is then what the recruiter sees, and never has two tiles on one cell.
 */
export function settleLayout(tiles: readonly EditorTile[], movedKey: string): EditorTile[] {
  const moved = tiles.find((tile) => tile.key === movedKey);
  const others = tiles.filter((tile) => tile.key !== movedKey).sort((a, b) => a.y - b.y || a.x - b.x);
  const placed: EditorTile[] = moved ? [{ ...moved }] : [];
  for (const tile of others) {
    const next = { ...tile };
    while (placed.some((other) => overlaps(next, other))) next.y += 1;
    placed.push(next);
  }
  // Vertical compaction, top to bottom: each tile rises while the cell above is free.
  const settled: EditorTile[] = [];
  for (const tile of [...placed].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const next = { ...tile };
    while (next.y > 0 && !settled.some((other) => overlaps({ ...next, y: next.y - 1 }, other))) next.y -= 1;
    settled.push(next);
  }
  return tiles.map((tile) => settled.find((candidate) => candidate.key === tile.key) ?? tile);
}
