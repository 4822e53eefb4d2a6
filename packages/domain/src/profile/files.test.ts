import { describe, expect, it } from 'vitest';
import { canRemoveCv, isAllowedCvFileName, isAllowedPhotoFileName, MAX_CV_BYTES } from './files';

describe('files (000 §5)', () => {
  it('accepts pdf and docx CVs up to 5 MB and jpeg/jpg/png photos', () => {
    expect(isAllowedCvFileName('cv.PDF')).toBe(true);
    expect(isAllowedCvFileName('cv.docx')).toBe(true);
    expect(isAllowedCvFileName('cv.doc')).toBe(false);
    expect(isAllowedCvFileName('pdf')).toBe(false);
    expect(isAllowedPhotoFileName('me.jpg')).toBe(true);
    expect(isAllowedPhotoFileName('me.gif')).toBe(false);
    expect(MAX_CV_BYTES).toBe(5_242_880);
  });

  it('removes a CV only when another remains, and by a recruiter only if HR added it', () => {
    expect(canRemoveCv(1)).toBe(false);
    expect(canRemoveCv(2)).toBe(true);
    expect(canRemoveCv(2, { byRecruiter: true, addedByHr: false })).toBe(false);
    expect(canRemoveCv(2, { byRecruiter: true, addedByHr: true })).toBe(true);
  });
});
