import { z } from 'zod';

// Server codes the documents name (000 §7, §8; 002 §8) plus the generic ones the API needs.
// The API's messages.ts translates each code; PROFESSIONAL_REGISTERED_WITH_SUCCESS is a success code.
export const ERROR_CODES = {
  EMAIL_ALREADY_REGISTERED: 'EMAIL_ALREADY_REGISTERED',
  UNCONFIRMED_EMAIL: 'UNCONFIRMED_EMAIL',
  TOKEN_INVALID_OR_EXPIRED: 'TOKEN_INVALID_OR_EXPIRED',
  USER_NOTFOUND: 'USER_NOTFOUND',
  PROFESSIONAL_REGISTERED_WITH_SUCCESS: 'PROFESSIONAL_REGISTERED_WITH_SUCCESS',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  FILE_TYPE_NOT_ALLOWED: 'FILE_TYPE_NOT_ALLOWED',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  OPPORTUNITY_NOT_FOUND: 'OPPORTUNITY_NOT_FOUND',
  PROFESSIONAL_NOT_FOUND: 'PROFESSIONAL_NOT_FOUND',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
export const errorCodeSchema = z.enum(ERROR_CODES);
export const SUCCESS_CODES: readonly ErrorCode[] = ['PROFESSIONAL_REGISTERED_WITH_SUCCESS'];

// The default HTTP status of each failure code (the API may still choose another).
export const ERROR_STATUS: Record<Exclude<ErrorCode, 'PROFESSIONAL_REGISTERED_WITH_SUCCESS'>, number> = {
  EMAIL_ALREADY_REGISTERED: 409,
  UNCONFIRMED_EMAIL: 403,
  TOKEN_INVALID_OR_EXPIRED: 400,
  USER_NOTFOUND: 404,
  VALIDATION_ERROR: 400,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  INVALID_CREDENTIALS: 401,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_TOO_LARGE: 413,
  OPPORTUNITY_NOT_FOUND: 404,
  PROFESSIONAL_NOT_FOUND: 404,
};

// ARCHITECTURE "A request's path" step 5: every error reaches the client in this shape.
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
