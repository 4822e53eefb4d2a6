import { describe, expect, it } from 'vitest';
import { mosaicFontSizePx } from './editor';

describe('mosaicFontSizePx (001 §2.5)', () => {
  it('maps font sizes 1, 2, 3 to 16, 24, 40 px and anything else to size 1', () => {
    expect([1, 2, 3].map(mosaicFontSizePx)).toEqual([16, 24, 40]);
    expect(mosaicFontSizePx(undefined)).toBe(16);
    expect(mosaicFontSizePx(7)).toBe(16);
  });
});
