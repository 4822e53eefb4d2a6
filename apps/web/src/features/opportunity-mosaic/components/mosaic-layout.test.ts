import { describe, expect, it } from 'vitest';
import { type EditorTile, nudge, settleLayout, toEditorTiles, toMosaicTiles } from './mosaic-layout';

const tile: EditorTile = { key: 'a', nome: 'React', x: 4, y: 0, w: 2, h: 1, color: '#ed961c', fontsize: 1 };

describe('mosaic editor layout (001 §2.5)', () => {
  it('keeps keyboard moves and resizes inside the 6 columns', () => {
    expect(nudge(tile, 'right').x).toBe(4);
    expect(nudge(tile, 'wider').w).toBe(2);
    expect(nudge(tile, 'left').x).toBe(3);
    expect(nudge({ ...tile, x: 0 }, 'left').x).toBe(0);
    expect(nudge(tile, 'up').y).toBe(0);
    expect(nudge(tile, 'down').y).toBe(1);
    expect(nudge({ ...tile, w: 1 }, 'narrower').w).toBe(1);
    expect(nudge(tile, 'taller').h).toBe(2);
    expect(nudge(tile, 'shorter').h).toBe(1);
  });

  it('gives a tile without colour or font size the defaults and saves what it shows', () => {
    const [editor] = toEditorTiles(
      [{ detalhe: { nome: 'Java' }, posicao: { row: 1, col: 2, sizex: 3, sizey: 2 } }],
      '#ed961c',
    );
    expect(editor).toMatchObject({ nome: 'Java', x: 2, y: 1, w: 3, h: 2, color: '#ed961c', fontsize: 1 });
    expect(toMosaicTiles([{ ...tile, color: '#1c7ed6', fontsize: 3 }])).toEqual([
      {
        detalhe: { nome: 'React' },
        posicao: { row: 0, col: 4, sizex: 2, sizey: 1, color: '#1c7ed6', fontsize: 3 },
      },
    ]);
  });
});

describe('settleLayout (no two tiles on one cell, as the grid shows it)', () => {
  const tile = (key: string, x: number, y: number, w = 2, h = 1) => ({
    key,
    nome: key,
    x,
    y,
    w,
    h,
    color: '#ed961c',
    fontsize: 1 as const,
  });

  it('moves a tile that a wider neighbour now covers out of the way and keeps the grid compact', () => {
    const settled = settleLayout([tile('a', 0, 0, 3), tile('b', 2, 0), tile('c', 0, 1)], 'a');
    const byKey = Object.fromEntries(settled.map((t) => [t.key, [t.x, t.y, t.w]]));
    expect(byKey).toEqual({ a: [0, 0, 3], b: [2, 1, 2], c: [0, 1, 2] });
  });

  it('lets a tile rise into a gap above it', () => {
    const settled = settleLayout([tile('a', 0, 0), tile('b', 3, 2)], 'b');
    expect(settled.find((t) => t.key === 'b')).toMatchObject({ x: 3, y: 0 });
  });
});
