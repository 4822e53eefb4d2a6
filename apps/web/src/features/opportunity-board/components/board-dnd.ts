import {
  type CollisionDetection,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { OPPORTUNITY_KANBAN_COLUMNS, type OpportunityKanbanColumn } from '@mosaico/domain';
import type { BoardDrop } from '../api/opportunity-board-api';

/**
 * Ids of the board's drag-and-drop parts. A card may show in two columns (its stage and Posições Encerradas), so
 * every id names its column: `drag|column|id` for a card being dragged, `card|column|id` for dropping before a
 * card, `column|column` for dropping at a column's end.
 */
export const dragIdOf = (column: OpportunityKanbanColumn, id: string) => `drag|${column}|${id}`;
export const dropIdOfCard = (column: OpportunityKanbanColumn, id: string) => `card|${column}|${id}`;
export const dropIdOfColumn = (column: OpportunityKanbanColumn) => `column|${column}`;

const isColumn = (value: string | undefined): value is OpportunityKanbanColumn =>
  (OPPORTUNITY_KANBAN_COLUMNS as readonly string[]).includes(value ?? '');

export function parseDragId(id: UniqueIdentifier): { column: OpportunityKanbanColumn; id: string } | null {
  const [kind, column, cardId] = String(id).split('|');
  return kind === 'drag' && isColumn(column) && cardId ? { column, id: cardId } : null;
}

/** What a drop over a droppable means for the local board, or null when it lands nowhere. */
export function dropOf(
  active: UniqueIdentifier,
  over: UniqueIdentifier | null | undefined,
): BoardDrop | null {
  const dragged = parseDragId(active);
  if (!dragged || over === null || over === undefined) return null;
  const [kind, column, cardId] = String(over).split('|');
  if (!isColumn(column)) return null;
  if (kind === 'card' && cardId)
    return { from: dragged.column, id: dragged.id, to: column, beforeId: cardId };
  if (kind === 'column') return { from: dragged.column, id: dragged.id, to: column, beforeId: null };
  return null;
}

/** Cards win over their column, so a drop lands before the card under the pointer (or the moved preview). */
export const boardCollisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const found = hits.length > 0 ? hits : rectIntersection(args);
  const cards = found.filter((hit) => String(hit.id).startsWith('card|'));
  return cards.length > 0 ? cards.slice(0, 1) : found.slice(0, 1);
};

let lastDragEnd = 0;
/** Marks the end of a drag, so the click the mouse fires on release does not open the card. */
export function markDragEnd(): void {
  lastDragEnd = performance.now();
}
export function justDragged(): boolean {
  return performance.now() - lastDragEnd < 250;
}

/**
 * Keyboard moves (Space picks a card up, Space or Enter drops it, Escape cancels): ← and → jump to the top of the
 * previous or next column, ↑ and ↓ move by one card.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const from = context.collisionRect;
  if (!from) return undefined;
  const step = from.height + 8;
  switch (event.code) {
    case KeyboardCode.Down:
      event.preventDefault();
      return { x: currentCoordinates.x, y: currentCoordinates.y + step };
    case KeyboardCode.Up:
      event.preventDefault();
      return { x: currentCoordinates.x, y: currentCoordinates.y - step };
    case KeyboardCode.Right:
    case KeyboardCode.Left: {
      event.preventDefault();
      const right = event.code === KeyboardCode.Right;
      const centre = from.left + from.width / 2;
      const columns = [...context.droppableRects.entries()]
        .filter(([id]) => String(id).startsWith('column|'))
        .map(([, rect]) => rect)
        .filter((rect) => (right ? rect.left > centre : rect.left + rect.width < centre))
        .sort((a, b) => (right ? a.left - b.left : b.left - a.left));
      const target = columns[0];
      if (!target) return currentCoordinates;
      return {
        x: currentCoordinates.x + (target.left + (target.width - from.width) / 2 - from.left),
        y: currentCoordinates.y + (target.top + 8 - from.top),
      };
    }
    default:
      return undefined;
  }
};
