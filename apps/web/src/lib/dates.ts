import dayjs from 'dayjs';

type DateInput = string | number | Date | null | undefined;

// Every data display uses the Brazilian order whatever the language (spec 000 §1).
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'HH:mm - DD/MM/YYYY';
export const KANBAN_DATE_FORMAT = 'DD-MM-YY';

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

export function formatDate(value: DateInput): string {
  return format(value, DATE_FORMAT);
}

export function formatDateTime(value: DateInput): string {
  return format(value, DATE_TIME_FORMAT);
}

export function formatKanbanDate(value: DateInput): string {
  return format(value, KANBAN_DATE_FORMAT);
}
