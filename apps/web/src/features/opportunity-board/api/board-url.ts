import { KANBAN_ALL, type KanbanPriority, kanbanPrioritySchema } from '@mosaico/domain';

// The board's address and its data call's, kept apart from the screen so the route's early calls (in the shell) can
// start the call without loading the screen's code.

/** The board's header filters, kept in the URL so a reload or a shared link shows the same board. */
export interface BoardFilters {
  squad: string;
  responsible: string;
  priority: KanbanPriority;
}

export function readBoardFilters(params: URLSearchParams): BoardFilters {
  const priority = kanbanPrioritySchema.safeParse(Number(params.get('priority') ?? 4));
  return {
    squad: params.get('squad') || KANBAN_ALL,
    responsible: params.get('responsible') || KANBAN_ALL,
    priority: priority.success ? priority.data : 4,
  };
}

/** Only what differs from the defaults goes in the URL. */
export function writeBoardFilters(filters: BoardFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.squad !== KANBAN_ALL) params.set('squad', filters.squad);
  if (filters.responsible !== KANBAN_ALL) params.set('responsible', filters.responsible);
  if (filters.priority !== 4) params.set('priority', String(filters.priority));
  return params;
}

/** The data call of these filters; the screen's query and the route's prefetch ask for the same URL. */
export function boardDataPath(filters: BoardFilters): string {
  const query = new URLSearchParams({
    squad: filters.squad,
    responsible: filters.responsible,
    priority: String(filters.priority),
  });
  return `/opportunity/kanban?${query}`;
}
