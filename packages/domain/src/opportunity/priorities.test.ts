import { describe, expect, it } from 'vitest';
import {
  DEFAULT_KANBAN_PRIORITY,
  DEFAULT_PRIORITY,
  kanbanPrioritySchema,
  priorityLabel,
  prioritySchema,
} from './priorities';

describe('priorities (DECISIONS)', () => {
  it('form: Alta 1, Média 2, Baixa 3, default Alta', () => {
    expect([1, 2, 3].map(priorityLabel)).toEqual(['Alta', 'Média', 'Baixa']);
    expect(DEFAULT_PRIORITY).toBe(1);
    expect(prioritySchema.safeParse(4).success).toBe(false);
  });

  it('kanban adds Mais recente 4 (default) and -1 for all', () => {
    expect(DEFAULT_KANBAN_PRIORITY).toBe(4);
    expect(kanbanPrioritySchema.safeParse(-1).success).toBe(true);
    expect(kanbanPrioritySchema.safeParse(4).success).toBe(true);
    expect(kanbanPrioritySchema.safeParse(0).success).toBe(false);
  });
});
