import { z } from 'zod';

/**
 * One-line texts (issue 21): names, e-mails, phones, titles, places, sources… never hold a line break. A line break
 * in a name reached the contact form's mail subject (a header: CR/LF there writes new headers), and in any other
 * one-line field it breaks the lists, cards and exports that show it. CR, LF and the Unicode line breaks (NEL,
 * LINE SEPARATOR, PARAGRAPH SEPARATOR) are refused; multi-line texts (descriptions, messages, comments) do not use
 * this rule. The API's schemas and the web forms use this one rule.
 */
export const LINE_BREAK_PATTERN = /[\r\n\u0085\u2028\u2029]/;
/** The same rule as a whole-string pattern (what the OpenAPI document shows for every one-line field). */
export const ONE_LINE_PATTERN = /^[^\r\n\u0085\u2028\u2029]*$/;
/** The validation detail the API answers for a line break in a one-line field. */
export const ONE_LINE_MESSAGE = 'must be a single line (no line breaks)';

export function isOneLine(value: string): boolean {
  return !LINE_BREAK_PATTERN.test(value);
}

/**
 * A one-line text field: chain `.trim()`, `.min()`, `.max()` after it. The check runs before any trim, so a line
 * break anywhere is refused rather than silently cut.
 */
export function oneLineText() {
  return z.string().regex(ONE_LINE_PATTERN, ONE_LINE_MESSAGE);
}
