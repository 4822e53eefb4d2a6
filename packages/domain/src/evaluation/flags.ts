import { z } from 'zod';

// 002 §5 / §9: a grade is an integer from 0 to 10.
export const MIN_EVALUATION_SCORE = 0;
export const MAX_EVALUATION_SCORE = 10;
export const evaluationScoreSchema = z.number().int().min(MIN_EVALUATION_SCORE).max(MAX_EVALUATION_SCORE);
// DECISIONS "Evaluations": star at 8 or more, negative below 5, expired at one year or more.
export const STAR_MIN_SCORE = 8;
export const NEGATIVE_BELOW_SCORE = 5;
export const EVALUATION_VALIDITY_YEARS = 1;

export interface EvaluationFlags {
  star: boolean;
  negative: boolean;
  expired: boolean;
}

/** The moment an evaluation created at `createdAt` expires: the same calendar date one year later (UTC). */
export function evaluationExpiresAt(createdAt: Date | string | number): Date {
  const expires = new Date(createdAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + EVALUATION_VALIDITY_YEARS);
  return expires;
}

/** DECISIONS "Evaluations" (everywhere, finder cards included). */
export function evaluationFlags(
  result: number,
  createdAt: Date | string | number,
  now: Date | string | number,
): EvaluationFlags {
  return {
    star: result >= STAR_MIN_SCORE,
    negative: result < NEGATIVE_BELOW_SCORE,
    expired: new Date(now).getTime() >= evaluationExpiresAt(createdAt).getTime(),
  };
}
