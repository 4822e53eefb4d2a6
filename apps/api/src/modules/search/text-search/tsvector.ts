/**
 * PostgreSQL's tsvector and tsquery in memory, as their text forms read them (`search_vector::text`,
 * `tsquery::text`), for the opportunity search's in-process index (opportunity-text-index.ts). Only what the
 * search's own vectors and queries use is read; anything else is reported as not understood, and the caller then
 * asks PostgreSQL as before.
 */

/** One lexeme of a vector: its positions, each `position | weight << 14` (A = 3, B = 2, C = 1, D = 0), as stored. */
export interface VectorEntry {
  lexeme: string;
  positions: number[];
}

/** The position PostgreSQL gives a lexeme stored without positions (MAXENTRYPOS - 1), weight D. */
export const NO_POSITION = 16383;

const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * Reads `tsvector::text`: `'lexeme':1A,5B 'other':3 'bare'`. Lexemes are quoted, a quote doubled and a backslash
 * escaped inside; positions are numbers with an optional weight letter (none is D). Null when the text is not a
 * vector of that form.
 */
export function parseTsvector(text: string): VectorEntry[] | null {
  const entries: VectorEntry[] = [];
  let at = 0;
  const length = text.length;
  while (at < length) {
    if (text[at] === ' ') {
      at += 1;
      continue;
    }
    if (text[at] !== "'") return null;
    at += 1;
    let lexeme = '';
    for (;;) {
      if (at >= length) return null;
      const char = text[at] as string;
      if (char === '\\') {
        lexeme += text[at + 1] ?? '';
        at += 2;
      } else if (char === "'") {
        if (text[at + 1] === "'") {
          lexeme += "'";
          at += 2;
        } else {
          at += 1;
          break;
        }
      } else {
        lexeme += char;
        at += 1;
      }
    }
    const positions: number[] = [];
    if (text[at] === ':') {
      at += 1;
      for (;;) {
        let digits = 0;
        let position = 0;
        while (at < length && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) {
          position = position * 10 + (text.charCodeAt(at) - 48);
          at += 1;
          digits += 1;
        }
        if (digits === 0) return null;
        let weight = 0;
        const letter = text[at];
        if (letter !== undefined && letter in WEIGHT_OF) {
          weight = WEIGHT_OF[letter] as number;
          at += 1;
        }
        positions.push((Math.min(position, NO_POSITION) & 0x3fff) | (weight << 14));
        if (text[at] !== ',') break;
        at += 1;
      }
    }
    entries.push({ lexeme, positions });
  }
  return entries;
}
