import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Text hygiene in one place (issue 12): every string that reaches a route — path params, query, JSON body — is
 * checked before validation and before any handler. PostgreSQL refuses U+0000 in text, other C0 controls have no
 * meaning in any field of the contract, and a lone UTF-16 surrogate cannot be stored as UTF-8: such input is
 * refused with 400 INVALID_TEXT naming the field, rather than reaching the database as a 500. Tab, line feed and
 * carriage return stay legal here (multi-line descriptions); a one-line field (names, e-mails, titles…: issue 21)
 * refuses line breaks through its schema, `oneLineText()` of packages/domain (400 VALIDATION_ERROR naming it),
 * which the web forms share. Multipart fields and file names are checked by the upload
 * route with `assertCleanText` (its body is a stream, parsed inside the handler).
 */

// C0 controls except \t \n \r, and DEL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this regex's purpose.
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused, or null when it is clean. */
export function textProblem(value: string): 'control' | 'surrogate' | null {
  if (FORBIDDEN_CONTROL.test(value)) return 'control';
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  return null;
}

/** Throws 400 INVALID_TEXT naming `field` when the value holds a forbidden character. */
export function assertCleanText(value: string, field: string): void {
  if (textProblem(value)) throw new AppError(400, 'INVALID_TEXT', { field });
}

const MAX_DEPTH = 64;

/** Walks a parsed value (strings, arrays, plain objects) and throws on the first unclean string or key. */
export function assertCleanValue(value: unknown, path: string, depth = 0): void {
  if (typeof value === 'string') {
    assertCleanText(value, path);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) throw new AppError(400, 'INVALID_TEXT', { field: path });
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) assertCleanValue(item, `${path}[${index}]`, depth + 1);
    return;
  }
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    assertCleanText(key, path ? `${path}.${key.slice(0, 40)}` : key.slice(0, 40));
    assertCleanValue(item, path ? `${path}.${key}` : key, depth + 1);
  }
}

function checkRequest(request: FastifyRequest): void {
  assertCleanValue(request.params, 'params');
  assertCleanValue(request.query, 'query');
  assertCleanValue(request.body, 'body');
}

/** Registers the check for every route (a preValidation hook runs after parsing, before the schema and handler). */
export function registerTextHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
