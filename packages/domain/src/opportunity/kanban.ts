import { OPPORTUNITY_KANBAN_COLUMNS, type OpportunityStageKey } from './stage';

export type OpportunityKanbanColumn = (typeof OPPORTUNITY_KANBAN_COLUMNS)[number];

/** The feeds (GET opportunity/filter/{feed}) the opportunity kanban is built from (002 §4). */
export type KanbanFeed = 'revision' | 'recruitment' | 'inProgress';

/** What placement reads of a feed item (002 §3 'Opportunity (kanban item)'). */
export interface KanbanPlacementItem {
  fase: number;
  quantidadeVagas: number;
  victories?: number | null;
  defeats?: number | null;
  showInKanban?: boolean | null;
}

const IN_PROGRESS_COLUMN: Record<number, OpportunityStageKey> = {
  2: 'evaluation',
  3: 'selection',
  4: 'presentation',
};

/**
 * 002 §4, exactly: the columns one feed item appears in (none, one, or its stage and 'Posições Encerradas').
 * - revision feed: with any victories or defeats, closed; otherwise revision;
 * - recruitment feed: recruitment, only while 'Ativar no Kanban' (showInKanban) is on;
 * - in-progress feed: evaluation, selection or presentation by fase 2, 3 or 4; with wins or defeats and no vacancy
 *   left, closed only; with wins or defeats and vacancies left, both its stage and closed (DECISIONS 'Opportunity
 *   stage label').
 */
export function kanbanColumnsOf(feed: KanbanFeed, item: KanbanPlacementItem): OpportunityKanbanColumn[] {
  const hasResults = (item.victories ?? 0) > 0 || (item.defeats ?? 0) > 0;
  switch (feed) {
    case 'revision':
      return hasResults ? ['closed'] : ['review'];
    case 'recruitment':
      return item.showInKanban ? ['recruitment'] : [];
    case 'inProgress': {
      const stage = IN_PROGRESS_COLUMN[item.fase];
      if (!stage) return [];
      if (!hasResults) return [stage];
      return item.quantidadeVagas > 0 ? [stage, 'closed'] : ['closed'];
    }
  }
}

/** Places every item of the three feeds; an item keeps its feed order inside each column. */
export function placeOnKanban<T extends KanbanPlacementItem>(
  feeds: Record<KanbanFeed, readonly T[]>,
): Record<OpportunityKanbanColumn, T[]> {
  const board = Object.fromEntries(OPPORTUNITY_KANBAN_COLUMNS.map((column) => [column, [] as T[]])) as Record<
    OpportunityKanbanColumn,
    T[]
  >;
  for (const feed of ['revision', 'recruitment', 'inProgress'] as const) {
    for (const item of feeds[feed]) {
      for (const column of kanbanColumnsOf(feed, item)) board[column].push(item);
    }
  }
  return board;
}
