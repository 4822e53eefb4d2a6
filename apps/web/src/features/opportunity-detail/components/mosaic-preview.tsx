import { Box, Text } from '@mantine/core';
import {
  DEFAULT_PIECE_COLOR,
  MOSAIC_EDITOR_COLUMNS,
  MOSAIC_EDITOR_ROW_HEIGHT_PX,
  MOSAIC_EDITOR_WIDTH_PX,
  mosaicFontSizePx,
  type OpportunityMosaicTile,
  pieceTextColor,
} from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { useTermCaption } from '../../../lib/dictionary';
import classes from './mosaic-preview.module.css';

const ROW_HEIGHT_PX = MOSAIC_EDITOR_ROW_HEIGHT_PX / 2;

/** Black or white, whichever reads better on the tile's colour (the domain's rule, shared with the profile's picker). */
export const textColorOn = pieceTextColor;

/**
 * The opportunity's mosaic, read-only (001 §2.3, §9): tiles on a 6-column grid, each with its colour and font
 * size (16, 24 or 40 px at the editor's 500 px width; smaller when the preview is narrower).
 */
export function MosaicPreview({ tiles }: { tiles: OpportunityMosaicTile[] }) {
  const { t } = useTranslation('opportunity');
  const caption = useTermCaption();
  if (tiles.length === 0) {
    return <Text c="gray.7">{t('mosaic.empty')}</Text>;
  }
  const rows = Math.max(...tiles.map((tile) => tile.posicao.row + tile.posicao.sizey));
  return (
    <Box className={classes.frame} maw={MOSAIC_EDITOR_WIDTH_PX}>
      <ul
        className={classes.grid}
        aria-label={t('mosaic.label')}
        style={{
          gridTemplateColumns: `repeat(${MOSAIC_EDITOR_COLUMNS}, minmax(0, 1fr))`,
          // Half the editor's 125 px rows at its 500 px width, scaled down with the preview.
          gridTemplateRows: `repeat(${rows}, clamp(44px, ${(ROW_HEIGHT_PX * 100) / MOSAIC_EDITOR_WIDTH_PX}cqw, ${ROW_HEIGHT_PX}px))`,
        }}
      >
        {tiles.map((tile) => {
          const { row, col, sizex, sizey, color, fontsize } = tile.posicao;
          const background = color || DEFAULT_PIECE_COLOR;
          const px = mosaicFontSizePx(fontsize);
          return (
            <li
              key={`${row}-${col}-${tile.detalhe.nome}`}
              className={classes.tile}
              style={{
                gridColumn: `${col + 1} / span ${sizex}`,
                gridRow: `${row + 1} / span ${sizey}`,
                background,
                color: textColorOn(background),
                // Scales with the preview's width (px at 500 px), never below 14 px.
                fontSize: `clamp(14px, ${(px * 100) / MOSAIC_EDITOR_WIDTH_PX}cqw, ${px}px)`,
              }}
            >
              {caption(tile.detalhe.nome)}
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
