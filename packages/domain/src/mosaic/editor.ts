// 001 §2.5 / §9: the opportunity mosaic editor grid.
export const MOSAIC_EDITOR_COLUMNS = 6;
export const MOSAIC_EDITOR_ROW_HEIGHT_PX = 125;
export const MOSAIC_EDITOR_WIDTH_PX = 500;

// 001 §2.5: a tile's font size 1, 2 or 3 renders at 16, 24 or 40 px.
export const MOSAIC_FONT_SIZES_PX = { 1: 16, 2: 24, 3: 40 } as const;
export type MosaicFontSize = keyof typeof MOSAIC_FONT_SIZES_PX;
export const DEFAULT_MOSAIC_FONT_SIZE: MosaicFontSize = 1;

export function mosaicFontSizePx(size: number | null | undefined): number {
  return size === 2 || size === 3
    ? MOSAIC_FONT_SIZES_PX[size]
    : MOSAIC_FONT_SIZES_PX[DEFAULT_MOSAIC_FONT_SIZE];
}
