import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from './language';
import { translateMessage } from './messages';

/**
 * A failure the client should see: `code` is the contract's server code where one exists, and the message is
 * translated from it by the request's language. `params` fill placeholders in the message.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly params: Record<string, string | number> = {},
    /** Extra fields the contract puts beside the error (e.g. `exists`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = (code = 'NOT_FOUND') => new AppError(404, code);
export const badRequest = (code = 'VALIDATION_ERROR', params?: Record<string, string | number>) =>
  new AppError(400, code, params);
export const unauthorized = (code = 'UNAUTHORIZED') => new AppError(401, code);
export const forbidden = (code = 'FORBIDDEN') => new AppError(403, code);

/** One place that turns every failure into `{statusCode, code, message}`; no stack trace leaves the server. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        code: error.code,
        message: translateMessage(error.code, language, error.params),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue
        ? `${issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext}`
        : '';
      return reply.status(400).send({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: translateMessage('VALIDATION_ERROR', language, { field, detail: issue?.message ?? '' }),
        issues: error.validation.map((item) => ({
          path: item.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: item.message,
        })),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: loggableError(error), issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.status(500).send({
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: translateMessage('INTERNAL_ERROR', language),
      });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.status(statusCode).send({
        statusCode,
        code: 'INTERNAL_ERROR',
        message: translateMessage('INTERNAL_ERROR', language),
      });
    }
    // Fastify's own 4xx (bad JSON, body too large, 429 from the rate limiter…): keep the status, translate.
    // A JSON body over the limit is a body too large; a file over its limit answers FILE_TOO_LARGE from its route.
    const code =
      statusCode === 429
        ? 'RATE_LIMITED'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'BODY_TOO_LARGE'
          : statusCode === 413
            ? 'FILE_TOO_LARGE'
            : 'BAD_REQUEST';
    return reply.status(statusCode).send({
      statusCode,
      code,
      message: translateMessage(code, language, {
        detail: error.message,
        limit: `${Math.round((request.server.initialConfig.bodyLimit ?? 0) / 1024 / 1024)} MB`,
      }),
    });
  });
}

/**
 * What of an unexpected error goes to the log: its kind, codes and the first line of its message. Never the SQL
 * parameters (a failed Drizzle query's message carries them: e-mails, names, profile values) nor the values of
 * the request, and never the driver's `detail` (which quotes the offending row).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const withCodes = error as Error & { code?: unknown; cause?: unknown };
  const cause = withCodes.cause as { code?: unknown; routine?: unknown; constraint?: unknown } | undefined;
  const firstLine = (error.message.split('\nparams:')[0] ?? '').split('\n')[0]?.slice(0, 500);
  return {
    type: error.name,
    message: firstLine,
    code: withCodes.code,
    ...(cause && typeof cause === 'object'
      ? { pgCode: cause.code, pgRoutine: cause.routine, constraint: cause.constraint }
      : {}),
    stack: error.stack?.split('\n').slice(1, 6).join('\n'),
  };
}

/** The body every refusal answers ({statusCode, code, message}, sometimes with extra fields), for route schemas. */
export const apiErrorSchema = z
  .object({ statusCode: z.number(), code: z.string(), message: z.string() })
  .loose();
