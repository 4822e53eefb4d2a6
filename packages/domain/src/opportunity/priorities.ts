import { z } from 'zod';

// DECISIONS "Priorities": opportunity form Alta 1, Média 2, Baixa 3, default Alta.
// `label` is the stored selectedPriority.label (001 §3); the web app translates by key.
export const PRIORITIES = [
  { value: 1, key: 'high', label: 'Alta' },
  { value: 2, key: 'medium', label: 'Média' },
  { value: 3, key: 'low', label: 'Baixa' },
] as const;
export type Priority = (typeof PRIORITIES)[number]['value'];
export type PriorityKey = (typeof PRIORITIES)[number]['key'];
export const DEFAULT_PRIORITY: Priority = 1;
export const prioritySchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const selectedPrioritySchema = z.object({ label: z.string(), value: prioritySchema });

// DECISIONS / 002 §3: the kanban's sort and filter add "Mais recente" 4 (default) and -1 for all.
export const KANBAN_PRIORITY_MOST_RECENT = { value: 4, key: 'mostRecent', label: 'Mais recente' } as const;
export const KANBAN_PRIORITY_ALL = -1;
export const KANBAN_PRIORITY_OPTIONS = [KANBAN_PRIORITY_MOST_RECENT, ...PRIORITIES] as const;
export type KanbanPriority = Priority | 4 | -1;
export const DEFAULT_KANBAN_PRIORITY: KanbanPriority = 4;
export const kanbanPrioritySchema = z.union([prioritySchema, z.literal(4), z.literal(-1)]);

export function priorityLabel(value: number): string | null {
  return PRIORITIES.find((p) => p.value === value)?.label ?? null;
}
