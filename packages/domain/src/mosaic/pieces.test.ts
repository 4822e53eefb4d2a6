import { describe, expect, it } from 'vitest';
import { MAX_PLACED_PIECES, mosaicCompositionIssues, pieceWidth } from './pieces';

const name = (length: number) => 'x'.repeat(length);

describe('pieceWidth (000 §5)', () => {
  it.each([
    [1, 2],
    [12, 2],
    [13, 3],
    [22, 3],
    [23, 4],
    [33, 4],
    [34, 5],
    [45, 5],
    [46, 6],
    [80, 6],
  ])('a name of %i characters is %i columns wide', (length, width) => {
    expect(pieceWidth(name(length))).toBe(width);
  });

  it('ignores surrounding spaces and counts accented letters once', () => {
    expect(pieceWidth(`  ${name(12)}  `)).toBe(2);
    expect(pieceWidth('Comunicação é')).toBe(3); // 13 characters
  });
});

describe('mosaicCompositionIssues (000 §5, DECISIONS)', () => {
  const interest = { classif: 'euquero' };
  const skill = { classif: 'eusei' };

  it('accepts 7 pieces with 1–3 interests and a competence', () => {
    const pieces = [interest, interest, interest, skill, skill, skill, skill];
    expect(pieces).toHaveLength(MAX_PLACED_PIECES);
    expect(mosaicCompositionIssues(pieces)).toEqual({
      tooManyPieces: false,
      tooFewInterests: false,
      tooManyInterests: false,
      noCompetence: false,
    });
  });

  it('flags an 8th piece, a 4th interest, no interest and no competence', () => {
    const eight = [interest, skill, skill, skill, skill, skill, skill, skill];
    expect(mosaicCompositionIssues(eight).tooManyPieces).toBe(true);
    expect(mosaicCompositionIssues([interest, interest, interest, interest, skill]).tooManyInterests).toBe(
      true,
    );
    expect(mosaicCompositionIssues([skill]).tooFewInterests).toBe(true);
    expect(mosaicCompositionIssues([interest]).noCompetence).toBe(true);
  });
});
