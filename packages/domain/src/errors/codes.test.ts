import { describe, expect, it } from 'vitest';
import { apiErrorSchema, ERROR_STATUS, errorCodeSchema, isErrorCode } from './codes';

describe('error codes', () => {
  it('validates known codes and the error shape', () => {
    expect(errorCodeSchema.parse('UNCONFIRMED_EMAIL')).toBe('UNCONFIRMED_EMAIL');
    expect(errorCodeSchema.safeParse('SOMETHING').success).toBe(false);
    expect(isErrorCode('USER_NOTFOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(apiErrorSchema.safeParse({ statusCode: 404, code: 'NOT_FOUND', message: 'x' }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ code: 'NOT_FOUND', message: 'x' }).success).toBe(false);
  });

  it('gives every failure code a 4xx or 5xx status', () => {
    for (const status of Object.values(ERROR_STATUS)) expect(status).toBeGreaterThanOrEqual(400);
  });
});
