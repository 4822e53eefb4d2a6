import { Box } from '@mantine/core';
import {
  DEFAULT_PIECE_COLOR,
  MOSAIC_COLUMNS,
  MOSAIC_ROWS,
  type MosaicEntry,
  pieceTextColor,
} from '@mosaico/domain';
import classes from './mosaic-grid.module.css';

/**
 * A mosaic drawn read-only (000 §3 mosaico.escolhidas on its 5 × 6 grid): the same placement and colours as the
 * profile's mosaic picker, without its actions. Pieces without a position are not drawn.
 */
export function MosaicGrid({
  entries,
  label,
  captionOf = (entry) => entry.detalhe.nomeCaption || entry.detalhe.nome,
}: {
  entries: readonly MosaicEntry[];
  /** The grid's accessible name. */
  label: string;
  captionOf?: (entry: MosaicEntry) => string;
}) {
  return (
    <Box
      component="ul"
      className={classes.grid}
      aria-label={label}
      style={{
        gridTemplateColumns: `repeat(${MOSAIC_COLUMNS}, 1fr)`,
        gridTemplateRows: `repeat(${MOSAIC_ROWS}, minmax(40px, auto))`,
      }}
      data-testid="mosaic-grid"
    >
      {entries.map((entry) =>
        entry.posicao ? (
          <li
            key={`${entry.detalhe.classif}\u0000${entry.detalhe.nome}`}
            className={classes.cell}
            style={{
              gridColumn: `${entry.posicao.col + 1} / span ${entry.posicao.sizex}`,
              gridRow: `${entry.posicao.row + 1} / span ${entry.posicao.sizey || 1}`,
            }}
          >
            <span
              className={classes.piece}
              style={{
                background: entry.posicao.color || DEFAULT_PIECE_COLOR,
                color: pieceTextColor(entry.posicao.color || DEFAULT_PIECE_COLOR),
              }}
            >
              {captionOf(entry)}
            </span>
          </li>
        ) : null,
      )}
    </Box>
  );
}
