import { z } from 'zod';
import type { CompiledValidate } from './generated/validator';

/**
 * A contract schema checked by a validator compiled ahead of time from it (apps/web/scripts/contract-validators.ts),
 * as a zod schema: `apiGet` and the like take it as they take any other. The answer passes through as it came
 * (zod would copy it); a failure names the first field that broke the shape.
 */
export function precompiledSchema<T>(validate: CompiledValidate, what: string): z.ZodType<T> {
  return z.custom<T>().superRefine((value, ctx) => {
    if (validate(value)) return;
    const [first] = validate.errors ?? [];
    ctx.addIssue({
      code: 'custom',
      message: `${what}: ${first ? `${first.instancePath || '/'} ${first.message ?? 'is not valid'}` : 'is not valid'}`,
    });
  });
}
