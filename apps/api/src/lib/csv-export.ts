import { Readable } from 'node:stream';

export type CsvFlavour = 'data' | 'excel';
export type CsvLanguage = 'en-US' | 'pt-BR' | 'pt-PT';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | Date | null;
}

export interface CsvOptions {
  flavour: CsvFlavour;
  language: CsvLanguage;
  /** Label/value lines written before the table: period, filters, export date, who exported. */
  preamble: ReadonlyArray<[string, string]>;
}

const BOM = '\uFEFF';
// OWASP "CSV injection": a cell starting with one of these is read as a formula by spreadsheets. Tab and CR too,
// as Excel strips them before looking at the first character.
const FORMULA_START = /^[=+\-@\t\r]/;

/** The separator of a flavour: excel in Portuguese uses ';' (the comma is the decimal mark there). */
export function csvSeparator(flavour: CsvFlavour, language: CsvLanguage): ',' | ';' {
  return flavour === 'excel' && language !== 'en-US' ? ';' : ',';
}

function formatNumber(value: number, flavour: CsvFlavour, language: CsvLanguage): string {
  if (!Number.isFinite(value)) return '';
  const text = String(Math.round(value * 1e6) / 1e6);
  return flavour === 'excel' && language !== 'en-US' ? text.replace('.', ',') : text;
}

function formatDate(value: Date, flavour: CsvFlavour): string {
  if (Number.isNaN(value.getTime())) return '';
  // data: ISO 8601. excel: "YYYY-MM-DD HH:MM:SS" (UTC), which Excel reads as a date in every locale.
  const iso = value.toISOString();
  return flavour === 'data' ? iso : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** One cell: text neutralised against formulas, then quoted as RFC 4180 asks when it must be. */
export function csvCell(
  value: string | number | Date | null | undefined,
  flavour: CsvFlavour,
  language: CsvLanguage,
): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number') text = formatNumber(value, flavour, language);
  else if (value instanceof Date) text = formatDate(value, flavour);
  else {
    text = value;
    // A leading apostrophe makes the spreadsheet show the text as text; numbers we format ourselves never need it
    // (a negative number is a number, written from a number, never from user text).
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  const separator = csvSeparator(flavour, language);
  if (text.includes('"') || text.includes(separator) || text.includes('\n') || text.includes('\r')) {
    return `"${text.replaceAll('"', '""')}"`;
  }
  return text;
}

function line(cells: string[], flavour: CsvFlavour, language: CsvLanguage): string {
  // RFC 4180 and Excel both end records with CRLF.
  return `${cells.join(csvSeparator(flavour, language))}\r\n`;
}

/**
 * Streams a report as CSV: the preamble (label, value), an empty line, the header and one line per row. Rows are
 * pulled one at a time from an (async) iterable, so a year of data is never held in memory.
 */
export function csvStream<T>(
  rows: AsyncIterable<T> | Iterable<T>,
  columns: ReadonlyArray<CsvColumn<T>>,
  options: CsvOptions,
): Readable {
  const { flavour, language, preamble } = options;
  const cell = (value: string | number | Date | null) => csvCell(value, flavour, language);
  async function* generate(): AsyncGenerator<string> {
    let head = flavour === 'excel' ? BOM : '';
    for (const [label, value] of preamble) head += line([cell(label), cell(value)], flavour, language);
    if (preamble.length > 0) head += '\r\n';
    head += line(
      columns.map((column) => cell(column.header)),
      flavour,
      language,
    );
    yield head;
    let batch = '';
    for await (const row of rows as AsyncIterable<T>) {
      batch += line(
        columns.map((column) => cell(column.value(row))),
        flavour,
        language,
      );
      if (batch.length >= 16_384) {
        yield batch;
        batch = '';
      }
    }
    if (batch) yield batch;
  }
  return Readable.from(generate(), { objectMode: false, encoding: 'utf8' });
}
