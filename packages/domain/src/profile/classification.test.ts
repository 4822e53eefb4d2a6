import { describe, expect, it } from 'vitest';
import { classifSchema, isDuplicateChip, subclassifSchema } from './classification';

describe('classification', () => {
  it('accepts the stored classif and subclassif values only', () => {
    expect(classifSchema.safeParse('euquero').success).toBe(true);
    expect(classifSchema.safeParse('interests').success).toBe(false);
    expect(subclassifSchema.safeParse('threePastPositions').success).toBe(true);
  });

  it('treats a same-type chip differing only in case or spaces as a duplicate (000 §5)', () => {
    const list = [{ nome: 'TypeScript', subclassif: 'skills' }];
    expect(isDuplicateChip(list, { nome: ' typescript ', subclassif: 'skills' })).toBe(true);
    expect(isDuplicateChip(list, { nome: 'TypeScript', subclassif: 'languages' })).toBe(false);
    expect(isDuplicateChip(list, { nome: 'Type Script', subclassif: 'skills' })).toBe(false);
  });
});
