import { describe, expect, it } from 'vitest';
import { isOneLine, ONE_LINE_MESSAGE, oneLineText } from './one-line';

describe('one-line texts (issue 21)', () => {
  it.each(['a\rb', 'a\nb', 'Ana\r\nBcc: x@example.com', 'a\u0085b', 'a\u2028b', 'a\u2029b', 'Ana\n'])(
    'refuses a line break: %j',
    (value) => {
      expect(isOneLine(value)).toBe(false);
      const parsed = oneLineText().trim().min(1).safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(ONE_LINE_MESSAGE);
    },
  );

  it('accepts ordinary one-line text, tabs and accents included', () => {
    for (const value of ['Ana Souza', 'João\tD’Ávila', 'ação — 日本']) {
      expect(isOneLine(value)).toBe(true);
      expect(oneLineText().trim().min(1).parse(` ${value} `)).toBe(value);
    }
  });
});
