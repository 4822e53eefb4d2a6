import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate, formatDateTime, formatKanbanDate, parseTypedDate } from './dates';

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

  it('has one order per language, day first in all three (DECISIONS Dates), for displays and pickers', () => {
    expect(DATE_FORMATS).toEqual({ 'en-US': 'DD/MM/YYYY', 'pt-BR': 'DD/MM/YYYY', 'pt-PT': 'DD/MM/YYYY' });
    expect(formatDate('2026-11-05', 'en-US')).toBe('05/11/2026');
  });
  it('reads a typed day in that order, and nothing that is not a day', () => {
    expect(parseTypedDate('05/11/2026', 'en-US')).toBe('2026-11-05');
    expect(parseTypedDate('5/1/2026', 'pt-PT')).toBe('2026-01-05');
    expect(parseTypedDate('31/02/2026', 'pt-BR')).toBeNull();
    expect(parseTypedDate('2026-11-05', 'pt-BR')).toBeNull();
    expect(parseTypedDate('05/11/26', 'pt-BR')).toBeNull();
  });
});
