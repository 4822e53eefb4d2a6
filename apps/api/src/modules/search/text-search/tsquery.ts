/**
 * A tsquery read from its text form (`tsquery::text`): operands, `&`, `|`, `!` and parentheses, which is what
 * plainto_tsquery and the search's `||` / `&&` of them produce. Phrases (`<->`), prefixes (`:*`) and weight
 * restrictions are not read: parseTsquery answers null and the caller asks PostgreSQL.
 */
export type QueryNode =
  | { kind: 'lexeme'; lexeme: string }
  | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { kind: 'not'; operand: QueryNode };

export function parseTsquery(text: string): QueryNode | null {
  let at = 0;
  const skip = () => {
    while (text[at] === ' ') at += 1;
  };
  const operand = (): QueryNode | null => {
    skip();
    const char = text[at];
    if (char === '!') {
      at += 1;
      const inner = operand();
      return inner ? { kind: 'not', operand: inner } : null;
    }
    if (char === '(') {
      at += 1;
      const inner = orExpression();
      skip();
      if (!inner || text[at] !== ')') return null;
      at += 1;
      return inner;
    }
    if (char !== "'") return null;
    at += 1;
    let lexeme = '';
    for (;;) {
      if (at >= text.length) return null;
      const next = text[at] as string;
      if (next === '\\') {
        lexeme += text[at + 1] ?? '';
        at += 2;
      } else if (next === "'") {
        if (text[at + 1] === "'") {
          lexeme += "'";
          at += 2;
        } else {
          at += 1;
          break;
        }
      } else {
        lexeme += next;
        at += 1;
      }
    }
    // A prefix or weight restriction (':*', ':AB') changes what the operand matches: not read here.
    if (text[at] === ':') return null;
    return { kind: 'lexeme', lexeme };
  };
  const andExpression = (): QueryNode | null => {
    let left = operand();
    for (;;) {
      if (!left) return null;
      skip();
      if (text[at] !== '&') return left;
      at += 1;
      const right = operand();
      if (!right) return null;
      left = { kind: 'and', left, right };
    }
  };
  const orExpression = (): QueryNode | null => {
    let left = andExpression();
    for (;;) {
      if (!left) return null;
      skip();
      if (text[at] !== '|') return left;
      at += 1;
      const right = andExpression();
      if (!right) return null;
      left = { kind: 'or', left, right };
    }
  };
  const tree = orExpression();
  skip();
  return tree && at === text.length ? tree : null;
}

/** The query's operands in tree order (PostgreSQL keeps them in its items in the same order). */
export function operandsOf(node: QueryNode, out: string[] = []): string[] {
  if (node.kind === 'lexeme') out.push(node.lexeme);
  else if (node.kind === 'not') operandsOf(node.operand, out);
  else {
    operandsOf(node.left, out);
    operandsOf(node.right, out);
  }
  return out;
}

/** `@@`: whether a document holding exactly these lexemes matches the query. */
export function matchesQuery(node: QueryNode, has: (lexeme: string) => boolean): boolean {
  switch (node.kind) {
    case 'lexeme':
      return has(node.lexeme);
    case 'not':
      return !matchesQuery(node.operand, has);
    case 'and':
      return matchesQuery(node.left, has) && matchesQuery(node.right, has);
    case 'or':
      return matchesQuery(node.left, has) || matchesQuery(node.right, has);
  }
}
