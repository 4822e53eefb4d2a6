import {
  boardResultsResponseSchema,
  type OpportunityBoardResponse,
  type OpportunityKanbanColumn,
  opportunityBoardResponseSchema,
} from '@mosaico/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { type BoardFilters, boardDataPath } from './board-url';

export { type BoardFilters, readBoardFilters, writeBoardFilters } from './board-url';

/** GET opportunity/kanban: every card once and each column's ids, placed by the server (002 §4). */
export function useOpportunityBoard(filters: BoardFilters) {
  return useQuery({
    queryKey: ['opportunity-board', filters],
    queryFn: ({ signal }) => apiGet(boardDataPath(filters), opportunityBoardResponseSchema, { signal }),
    placeholderData: keepPreviousData,
    // The expanded card opens in another tab: coming back to the board shows its changes.
    refetchOnWindowFocus: true,
  });
}

/**
 * GET opportunity/kanban-results: 'Vitórias e Derrotas' of a period under the board's filters, finished
 * opportunities included (the board's cards are open ones only). Asked for while the modal is open.
 */
export function useBoardResults(
  filters: BoardFilters,
  period: { from: string; to: string },
  enabled: boolean,
) {
  const query = new URLSearchParams({
    squad: filters.squad,
    responsible: filters.responsible,
    priority: String(filters.priority),
    from: period.from,
    to: period.to,
  });
  return useQuery({
    queryKey: ['opportunity-board', 'results', filters, period],
    queryFn: ({ signal }) =>
      apiGet(`/opportunity/kanban-results?${query}`, boardResultsResponseSchema, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export type BoardColumns = OpportunityBoardResponse['columns'];

/** Where a dragged card lands: before a card of a column, or at the end of the column (`beforeId` null). */
export interface BoardDrop {
  from: OpportunityKanbanColumn;
  id: string;
  to: OpportunityKanbanColumn;
  beforeId: string | null;
}

/**
 * Moves one card on the local board (002 §2.3: dragging changes nothing on the server). A card already in the
 * target column (one shown in its stage and in Posições Encerradas) is moved within it instead of twice.
 * Untouched columns keep their arrays, so their lists do not re-render.
 */
export function moveCard(columns: BoardColumns, drop: BoardDrop): BoardColumns {
  if (drop.id === drop.beforeId) return columns;
  const source = columns[drop.from];
  if (!source.includes(drop.id)) return columns;
  const next = { ...columns, [drop.from]: source.filter((id) => id !== drop.id) };
  const target = next[drop.to].filter((id) => id !== drop.id);
  const at = drop.beforeId === null ? -1 : target.indexOf(drop.beforeId);
  target.splice(at === -1 ? target.length : at, 0, drop.id);
  next[drop.to] = target;
  return next;
}
