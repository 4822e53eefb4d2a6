import { useDroppable } from '@dnd-kit/core';
import type { OpportunityBoardCard, OpportunityKanbanColumn } from '@mosaico/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardCard } from './board-card';
import { dropIdOfColumn } from './board-dnd';
import classes from './opportunity-board.module.css';

/**
 * Every card has this height (opportunity-board.module.css, `.card`): the list needs no measuring, which forced a
 * layout per card and cost a tenth of a second on a phone-class CPU.
 */
export const CARD_HEIGHT = 212;
/** A card shown in two columns (002 §4) has one more line naming the other (`.card[data-twin]`). */
export const TWIN_CARD_HEIGHT = 234;

/**
 * The opportunities the server placed twice (002 §4: their stage and Closed positions), each with the stage column
 * it holds besides Closed.
 */
export function twinStages(columns: Readonly<Record<OpportunityKanbanColumn, readonly string[]>>) {
  const closed = new Set(columns.closed);
  const twins = new Map<string, OpportunityKanbanColumn>();
  for (const [column, ids] of Object.entries(columns) as Array<
    [OpportunityKanbanColumn, readonly string[]]
  >) {
    if (column === 'closed') continue;
    for (const id of ids) if (closed.has(id)) twins.set(id, column);
  }
  return twins;
}

interface BoardColumnProps {
  column: OpportunityKanbanColumn;
  ids: readonly string[];
  cards: ReadonlyMap<string, OpportunityBoardCard>;
  /** The id of the card being dragged out of this column, if any. */
  draggingId: string | null;
  /** Cards shown twice on the board, with their stage column (twinStages). */
  twins: ReadonlyMap<string, OpportunityKanbanColumn>;
}

/**
 * One column of the board. Long columns are virtualised: only the cards in view (and a few around) are in the
 * page, so a column of 2,000 costs what a column of 10 does.
 */
export const BoardColumn = memo(function BoardColumn({
  column,
  ids,
  cards,
  draggingId,
  twins,
}: BoardColumnProps) {
  const { t } = useTranslation('opportunity-board');
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const drop = useDroppable({ id: dropIdOfColumn(column) });
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (twins.has(ids[index] ?? '') ? TWIN_CARD_HEIGHT : CARD_HEIGHT),
    getItemKey: (index) => ids[index] ?? index,
    overscan: 2,
    gap: 8,
  });
  const headingId = `board-column-${column}`;
  return (
    <section
      className={classes.column}
      aria-labelledby={headingId}
      data-testid="board-column"
      data-column={column}
    >
      <header className={classes.columnHeader}>
        <h2 id={headingId} className={classes.columnTitle}>
          {t(`columns.${column}`)}
        </h2>
        <span className={classes.columnCount}>{ids.length}</span>
      </header>
      <div
        ref={(node) => {
          scrollRef.current = node;
          drop.setNodeRef(node);
        }}
        className={classes.columnBody}
        data-over={drop.isOver || undefined}
      >
        {ids.length === 0 ? (
          <p className={classes.empty}>{t('emptyColumn')}</p>
        ) : (
          <ul className={classes.cards} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const id = ids[item.index];
              const card = id ? cards.get(id) : undefined;
              if (!card) return null;
              const twin = twins.get(card._id);
              const alsoIn = twin === undefined ? undefined : column === 'closed' ? twin : 'closed';
              return (
                <li
                  key={item.key}
                  className={classes.cardSlot}
                  style={{ transform: `translateY(${item.start}px)` }}
                  aria-setsize={ids.length}
                  aria-posinset={item.index + 1}
                >
                  <BoardCard card={card} column={column} dragging={draggingId === card._id} alsoIn={alsoIn} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
});
