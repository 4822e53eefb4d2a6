import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKanbanDate } from './dates';

describe('date helpers', () => {
  const date = new Date(2023, 0, 17, 9, 5);

  it('formats dates as DD/MM/YYYY', () => expect(formatDate(date)).toBe('17/01/2023'));
  it('formats date and time as HH:mm - DD/MM/YYYY', () =>
    expect(formatDateTime(date)).toBe('09:05 - 17/01/2023'));
  it('formats kanban dates as DD-MM-YY', () => expect(formatKanbanDate(date)).toBe('17-01-23'));
  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
