import { MAX_CV_BYTES } from '@mosaico/domain';
import { describe, expect, it } from 'vitest';
import { cvFileProblem } from './cv-file';

describe('cvFileProblem', () => {
  it('accepts PDF and DOCX in any case up to 5 MB', () => {
    expect(cvFileProblem({ name: 'cv.pdf', size: 10 })).toBeNull();
    expect(cvFileProblem({ name: 'CV.DOCX', size: MAX_CV_BYTES })).toBeNull();
  });

  it('refuses other types before the size', () => {
    expect(cvFileProblem({ name: 'cv.doc', size: 10 })).toBe('wrongType');
    expect(cvFileProblem({ name: 'cv', size: 10 })).toBe('wrongType');
    expect(cvFileProblem({ name: 'cv.zip', size: MAX_CV_BYTES + 1 })).toBe('wrongType');
  });

  it('refuses a file over 5 MB', () => {
    expect(cvFileProblem({ name: 'cv.pdf', size: MAX_CV_BYTES + 1 })).toBe('tooLarge');
  });
});
