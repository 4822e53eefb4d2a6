import { type Language, resolveLanguage } from '@mosaico/domain';
import dayjs from 'dayjs';
import i18n from '../i18n';

type DateInput = string | number | Date | null | undefined;

/**
 * The one order a date is shown and typed in, per language (issue 22: en-US showed DD/MM/YYYY beside pickers
 * that were month first). DECISIONS 'Dates': DD/MM/YYYY in all three languages (000 §1), pickers included, so
 * every display (formatDate) and every picker (components/date-field) reads this table.
 */
export const DATE_FORMATS: Readonly<Record<Language, string>> = {
  'en-US': 'DD/MM/YYYY',
  'pt-BR': 'DD/MM/YYYY',
  'pt-PT': 'DD/MM/YYYY',
};
export const DATE_FORMAT = DATE_FORMATS['pt-BR'];
export const DATE_TIME_FORMAT = 'HH:mm - DD/MM/YYYY';
export const KANBAN_DATE_FORMAT = 'DD-MM-YY';

/** The date order of a language (the current one by default). */
export function dateFormatFor(language: string = i18n.language): string {
  return DATE_FORMATS[resolveLanguage(language)];
}

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

export function formatDate(value: DateInput, language?: string): string {
  return format(value, dateFormatFor(language));
}

export function formatDateTime(value: DateInput): string {
  return format(value, DATE_TIME_FORMAT);
}

export function formatKanbanDate(value: DateInput): string {
  return format(value, KANBAN_DATE_FORMAT);
}

/**
 * A typed day in the language's order ('25/11/2026') as the calendar day 'YYYY-MM-DD', or null when it is not
 * one (wrong shape, 31/02, a year not of four digits).
 */
export function parseTypedDate(text: string, language?: string): string | null {
  const order = dateFormatFor(language).split(/[^A-Z]+/);
  const parts = text.trim().split(/[/.-]/);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const part = (token: string) => parts[order.indexOf(token)] ?? '';
  const [year, month, day] = [part('YYYY'), part('MM'), part('DD')];
  if (year.length !== 4) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}
