import { describe, expect, it } from 'vitest';
import { csvCell, csvStream } from './csv-export';

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text;
}

interface Row {
  name: string;
  days: number;
  when: Date;
}
const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Days', value: (row: Row) => row.days },
  { header: 'When', value: (row: Row) => row.when },
];
const rows: Row[] = [
  { name: 'Ana', days: 1.25, when: new Date('2026-03-04T10:20:30Z') },
  { name: 'Silva, "Bia"', days: -2, when: new Date('2026-03-05T00:00:00Z') },
];
const preamble: Array<[string, string]> = [
  ['Period', '2026-03-01 – 2026-03-31'],
  ['Exported by', 'Rita'],
];

describe('csvStream (issue 25 item 6)', () => {
  it('data flavour: no BOM, comma, ISO dates, decimal point, CRLF, RFC 4180 quoting', async () => {
    const text = await collect(csvStream(rows, columns, { flavour: 'data', language: 'pt-BR', preamble }));
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(text).toBe(
      'Period,2026-03-01 – 2026-03-31\r\nExported by,Rita\r\n\r\n' +
        'Name,Days,When\r\n' +
        'Ana,1.25,2026-03-04T10:20:30.000Z\r\n' +
        '"Silva, ""Bia""",-2,2026-03-05T00:00:00.000Z\r\n',
    );
  });

  it('excel flavour in Portuguese: BOM, semicolon, decimal comma, CRLF, no sep= line', async () => {
    const text = await collect(
      csvStream(rows, columns, { flavour: 'excel', language: 'pt-PT', preamble: [] }),
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).not.toContain('sep=');
    expect(text).toBe(
      '\uFEFFName;Days;When\r\nAna;1,25;2026-03-04 10:20:30\r\nSilva, ""Bia"";-2;2026-03-05 00:00:00\r\n'.replace(
        'Silva, ""Bia""',
        '"Silva, ""Bia"""',
      ),
    );
  });

  it('excel flavour in English: BOM, comma and decimal point', async () => {
    const text = await collect(
      csvStream(rows, columns, { flavour: 'excel', language: 'en-US', preamble: [] }),
    );
    expect(text.startsWith('\uFEFFName,Days,When\r\nAna,1.25,2026-03-04 10:20:30\r\n')).toBe(true);
  });

  it('neutralises cells that a spreadsheet would read as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const cell = csvCell(`${start}HYPERLINK("x")`, 'data', 'en-US');
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=1+1', 'excel', 'pt-BR')).toBe("'=1+1");
    expect(csvCell('plain', 'data', 'en-US')).toBe('plain');
    // Numbers are written from numbers: a negative figure stays a number.
    expect(csvCell(-3.5, 'excel', 'pt-BR')).toBe('-3,5');
  });

  it('quotes separators, quotes and line breaks and leaves nulls empty', () => {
    expect(csvCell('a;b', 'excel', 'pt-BR')).toBe('"a;b"');
    expect(csvCell('a;b', 'data', 'pt-BR')).toBe('a;b');
    expect(csvCell('a,b', 'data', 'en-US')).toBe('"a,b"');
    expect(csvCell('line\nbreak', 'data', 'en-US')).toBe('"line\nbreak"');
    expect(csvCell(null, 'data', 'en-US')).toBe('');
  });

  it('pulls rows from an async iterable one at a time (streaming)', async () => {
    let produced = 0;
    async function* many() {
      for (let i = 0; i < 50_000; i += 1) {
        produced += 1;
        yield { name: `n${i}`, days: i, when: new Date(0) };
      }
    }
    const stream = csvStream(many(), columns, { flavour: 'data', language: 'en-US', preamble: [] });
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    expect(produced).toBeLessThan(50_000);
    let lines = 0;
    for await (const chunk of { [Symbol.asyncIterator]: () => iterator })
      lines += String(chunk).split('\r\n').length - 1;
    expect(produced).toBe(50_000);
    expect(lines).toBeGreaterThan(40_000);
  });
});
