import type { Classif } from '../profile/classification';

// DECISIONS "Numbers": at most 7 placed pieces (the FAQ's 8 is not followed).
export const MAX_PLACED_PIECES = 7;
// 000 §5: at least 1 and at most 3 pieces from interests; at least one competence or skill.
export const MIN_INTEREST_PIECES = 1;
export const MAX_INTEREST_PIECES = 3;
export const MIN_COMPETENCE_PIECES = 1;
// 001 §5: an opportunity needs at least 1 piece to be saved.
export const MIN_OPPORTUNITY_PIECES = 1;
// 001 §3: mosaicItems default weight (peso).
export const DEFAULT_MOSAIC_WEIGHT = 3;
// 000 §5: default piece colour.
export const DEFAULT_PIECE_COLOR = '#ed961c';

// Piece name length → width in grid columns (000 §5): ≤12 → 2, 13–22 → 3, 23–33 → 4, 34–45 → 5, more → 6.
const WIDTH_STEPS: ReadonlyArray<readonly [maxLength: number, width: number]> = [
  [12, 2],
  [22, 3],
  [33, 4],
  [45, 5],
];
export const MAX_PIECE_WIDTH = 6;

/** Width (columns) of a mosaic piece from its name; counts Unicode characters of the trimmed name. */
export function pieceWidth(name: string): number {
  const length = [...name.trim()].length;
  for (const [maxLength, width] of WIDTH_STEPS) {
    if (length <= maxLength) return width;
  }
  return MAX_PIECE_WIDTH;
}

// Pieces chosen from the interests list are 'euquero'; competences and skills come from these.
const COMPETENCE_CLASSIFS: readonly Classif[] = ['eusou', 'eusei', 'digomais'];

export interface MosaicCompositionIssues {
  tooManyPieces: boolean;
  tooFewInterests: boolean;
  tooManyInterests: boolean;
  noCompetence: boolean;
}

/** 000 §5 guidance on a professional's placed pieces; all false means the mosaic follows it. */
export function mosaicCompositionIssues(
  placed: ReadonlyArray<{ classif?: string | null }>,
): MosaicCompositionIssues {
  const interests = placed.filter((p) => p.classif === 'euquero').length;
  const competences = placed.filter((p) => COMPETENCE_CLASSIFS.some((c) => c === p.classif)).length;
  return {
    tooManyPieces: placed.length > MAX_PLACED_PIECES,
    tooFewInterests: interests < MIN_INTEREST_PIECES,
    tooManyInterests: interests > MAX_INTEREST_PIECES,
    noCompetence: competences < MIN_COMPETENCE_PIECES,
  };
}

function luminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/**
 * Black or white, whichever reads better on a piece's colour (at least 4.5:1 for any colour): pieces come in any
 * colour a recruiter or the seeds chose (a purple one under near-black text read 2.54:1, issue 22).
 */
export function pieceTextColor(background: string): '#000000' | '#ffffff' {
  const lum = luminance(background) ?? luminance(DEFAULT_PIECE_COLOR) ?? 0;
  const onBlack = (lum + 0.05) / 0.05;
  const onWhite = 1.05 / (lum + 0.05);
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}
