/**
 * Which professionals' skills hold each lexeme, in this process's memory: the posting lists of the skills part of
 * the professional search documents (`professional_search_documents.skills_vector`, migration 0015, stripped).
 * A keyword's skills hits are then its tsquery evaluated over these lists, with no statement: at a million
 * professionals the same statement reads several hundred thousand ids for a common skill (issue 27).
 *
 * Exact for what `vector @@ query` answers on a stripped vector when the query is lexemes joined by `&` and `|`
 * (keywordTsQuery's forms: `plainto_tsquery` in three configurations, OR-ed); any other operator (`!`, phrases,
 * prefixes, weights) makes `parseTsQuery` answer null and the caller asks PostgreSQL.
 */

export type TsQueryNode =
  | { kind: 'lexeme'; lexeme: string }
  | { kind: 'and' | 'or'; parts: TsQueryNode[] }
  | { kind: 'empty' };

/**
 * A tsquery's text as PostgreSQL writes it (`'spring' & 'boot' | 'java'`, parentheses where needed, `''` for a
 * quote inside a lexeme), or null for anything beyond lexemes, `&`, `|` and parentheses.
 */
export function parseTsQuery(text: string): TsQueryNode | null {
  let at = 0;
  const skipSpaces = () => {
    while (text[at] === ' ') at += 1;
  };
  function lexeme(): TsQueryNode | null {
    // After the opening quote: up to the closing one, '' and \x standing for the character itself.
    let value = '';
    for (;;) {
      const char = text[at];
      if (char === undefined) return null;
      if (char === "'") {
        if (text[at + 1] === "'") {
          value += "'";
          at += 2;
          continue;
        }
        at += 1;
        break;
      }
      if (char === '\\') {
        const next = text[at + 1];
        if (next === undefined) return null;
        value += next;
        at += 2;
        continue;
      }
      value += char;
      at += 1;
    }
    // A weight or prefix mark (`:*`, `:AB`) changes what matches.
    if (text[at] === ':') return null;
    return { kind: 'lexeme', lexeme: value };
  }
  function operand(): TsQueryNode | null {
    skipSpaces();
    if (text[at] === '(') {
      at += 1;
      const inner = disjunction();
      skipSpaces();
      if (inner === null || text[at] !== ')') return null;
      at += 1;
      return inner;
    }
    if (text[at] === "'") {
      at += 1;
      return lexeme();
    }
    return null;
  }
  /** `next` operands joined by `operator` (`&` binds tighter than `|`: conjunctions are the operands of `|`). */
  function joined(operator: '&' | '|', next: () => TsQueryNode | null): TsQueryNode | null {
    const parts: TsQueryNode[] = [];
    for (;;) {
      const part = next();
      if (part === null) return null;
      parts.push(part);
      skipSpaces();
      if (text[at] !== operator) break;
      at += 1;
    }
    return parts.length === 1 ? (parts[0] as TsQueryNode) : { kind: operator === '&' ? 'and' : 'or', parts };
  }
  const conjunction = () => joined('&', operand);
  const disjunction = (): TsQueryNode | null => joined('|', conjunction);
  if (text.trim() === '') return { kind: 'empty' };
  const tree = disjunction();
  skipSpaces();
  return tree !== null && at === text.length ? tree : null;
}

/**
 * The lexemes of a stripped tsvector's text as PostgreSQL writes it (`'java' 'o''reilly' 'spring'`): each quoted,
 * a quote or backslash inside doubled, separated by one space (a lexeme of the default parser holds no space).
 */
export function lexemesOfVectorText(text: string): string[] {
  if (text === '') return [];
  return text.split(' ').map((quoted) => {
    const lexeme = quoted.slice(1, -1);
    return lexeme.includes("'") || lexeme.includes('\\')
      ? lexeme.replace(/''|\\\\/g, (pair) => pair.slice(1))
      : lexeme;
  });
}

/** Professionals re-filed one by one beyond this share of everyone make the lists be built again. */
const REBUILD_SHARE = 1 / 50;
const REBUILD_AT_LEAST = 20_000;
const rebuildByDefault = (listed: number) => Math.max(REBUILD_AT_LEAST, listed * REBUILD_SHARE);

export interface LexemePostingsBuilder {
  /** A professional's lexemes, professionals numbered 0, 1, 2… in the order given. */
  add(number: number, lexemes: readonly string[]): void;
  finish(): LexemePostings;
}

export interface LexemePostings {
  /** A professional's lexemes now (a new professional's, or [] for one gone). */
  replace(number: number, lexemes: readonly string[]): void;
  /** A bit per professional (`words` 32-bit words) for those whose lexemes satisfy the query. */
  matching(query: TsQueryNode, words: number): Uint32Array;
  /** Lexemes, postings and professionals re-filed since the lists were built (tests and measurements). */
  size(): { lexemes: number; postings: number; replaced: number };
}

export function buildLexemePostings(
  options: { rebuildAfter?: (listed: number) => number } = {},
): LexemePostingsBuilder {
  const ids = new Map<string, number>();
  // Professional-major while reading: each professional's lexeme ids, then turned lexeme-major by finish().
  let flat = new Int32Array(1 << 16);
  let used = 0;
  let owners = new Int32Array(1 << 16);
  return {
    add(number, lexemes) {
      if (used + lexemes.length > flat.length) {
        const size = Math.max(flat.length * 2, used + lexemes.length);
        const wider = new Int32Array(size);
        wider.set(flat.subarray(0, used));
        flat = wider;
        const widerOwners = new Int32Array(size);
        widerOwners.set(owners.subarray(0, used));
        owners = widerOwners;
      }
      for (const lexeme of lexemes) {
        let id = ids.get(lexeme);
        if (id === undefined) {
          id = ids.size;
          ids.set(lexeme, id);
        }
        flat[used] = id;
        owners[used] = number;
        used += 1;
      }
    },
    finish() {
      return lexemePostingsOf(
        ids,
        flat.subarray(0, used),
        owners.subarray(0, used),
        // A function of this module, not of the builder: a closure made here would keep the builder's buffers.
        options.rebuildAfter ?? rebuildByDefault,
      );
    },
  };
}

/** The lists from (lexeme id, professional) pairs, by a counting sort on the lexeme. */
function lexemePostingsOf(
  ids: Map<string, number>,
  lexemeOf: Int32Array,
  ownerOf: Int32Array,
  rebuildAfter: (listed: number) => number,
): LexemePostings {
  let start = new Int32Array(ids.size + 1);
  let numbers = new Int32Array(lexemeOf.length);
  function file(lexemes: Int32Array, owners: Int32Array): void {
    start = new Int32Array(ids.size + 1);
    for (const id of lexemes) start[id + 1] = (start[id + 1] as number) + 1;
    for (let id = 0; id < ids.size; id++) start[id + 1] = (start[id + 1] as number) + (start[id] as number);
    numbers = new Int32Array(lexemes.length);
    const next = start.slice(0, ids.size);
    for (let at = 0; at < lexemes.length; at++) {
      const id = lexemes[at] as number;
      numbers[next[id] as number] = owners[at] as number;
      next[id] = (next[id] as number) + 1;
    }
  }
  file(lexemeOf, ownerOf);

  // Professionals re-filed since the lists were built: their lexemes now, and who holds each lexeme among them.
  // Their entries in the lists are skipped (a bit each), so the lists need no removal.
  let replaced = new Map<number, Int32Array>();
  let replacedBits = new Uint32Array(0);
  let replacedByLexeme = new Map<number, Set<number>>();
  let listed = 0;
  for (const owner of ownerOf) listed = Math.max(listed, owner + 1);

  function idOf(lexeme: string): number {
    let id = ids.get(lexeme);
    if (id === undefined) {
      id = ids.size;
      ids.set(lexeme, id);
    }
    return id;
  }

  function rebuild(): void {
    let total = 0;
    for (let at = 0; at < numbers.length; at++) if (!isReplaced(numbers[at] as number)) total += 1;
    for (const now of replaced.values()) total += now.length;
    const lexemes = new Int32Array(total);
    const owners = new Int32Array(total);
    let filled = 0;
    for (let id = 0; id + 1 < start.length; id++) {
      for (let at = start[id] as number; at < (start[id + 1] as number); at++) {
        const number = numbers[at] as number;
        if (isReplaced(number)) continue;
        lexemes[filled] = id;
        owners[filled] = number;
        filled += 1;
      }
    }
    for (const [number, now] of replaced) {
      for (const id of now) {
        lexemes[filled] = id;
        owners[filled] = number;
        filled += 1;
      }
      listed = Math.max(listed, number + 1);
    }
    file(lexemes, owners);
    replaced = new Map();
    replacedBits = new Uint32Array(0);
    replacedByLexeme = new Map();
  }

  function isReplaced(number: number): boolean {
    return ((replacedBits[number >>> 5] ?? 0) & (1 << (number & 31))) !== 0;
  }

  function lexemeBits(lexeme: string, words: number): Uint32Array {
    const bits = new Uint32Array(words);
    const id = ids.get(lexeme);
    if (id === undefined) return bits;
    // A lexeme first met after the lists were built has no list, only re-filed holders.
    const listedLexeme = id + 1 < start.length;
    const end = listedLexeme ? (start[id + 1] as number) : 0;
    for (let at = listedLexeme ? (start[id] as number) : 0; at < end; at++) {
      const number = numbers[at] as number;
      if (isReplaced(number)) continue;
      bits[number >>> 5] = (bits[number >>> 5] as number) | (1 << (number & 31));
    }
    for (const number of replacedByLexeme.get(id) ?? []) {
      bits[number >>> 5] = (bits[number >>> 5] as number) | (1 << (number & 31));
    }
    return bits;
  }

  function evaluate(node: TsQueryNode, words: number): Uint32Array {
    if (node.kind === 'empty') return new Uint32Array(words);
    if (node.kind === 'lexeme') return lexemeBits(node.lexeme, words);
    const [first, ...rest] = node.parts.map((part) => evaluate(part, words));
    const bits = first ?? new Uint32Array(words);
    for (const other of rest) {
      for (let i = 0; i < words; i++) {
        bits[i] =
          node.kind === 'and'
            ? (bits[i] as number) & (other[i] as number)
            : (bits[i] as number) | (other[i] as number);
      }
    }
    return bits;
  }

  return {
    replace(number, lexemes) {
      const before = replaced.get(number);
      for (const id of before ?? []) replacedByLexeme.get(id)?.delete(number);
      const now = Int32Array.from(new Set(lexemes), idOf);
      replaced.set(number, now);
      for (const id of now) {
        let holders = replacedByLexeme.get(id);
        if (!holders) {
          holders = new Set();
          replacedByLexeme.set(id, holders);
        }
        holders.add(number);
      }
      if (number >>> 5 >= replacedBits.length) {
        const wider = new Uint32Array(Math.max((number >>> 5) + 1, replacedBits.length * 2, 1024));
        wider.set(replacedBits);
        replacedBits = wider;
      }
      replacedBits[number >>> 5] = (replacedBits[number >>> 5] as number) | (1 << (number & 31));
      if (replaced.size > rebuildAfter(listed)) rebuild();
    },
    matching: evaluate,
    size: () => ({ lexemes: ids.size, postings: numbers.length, replaced: replaced.size }),
  };
}
