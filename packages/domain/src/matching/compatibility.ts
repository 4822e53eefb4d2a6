/**
 * What "compatible" means, once for every answer (DECISIONS 'Compatible', issue 22 item 1): the candidate view's
 * `isCompatible`, the compatibles tab and its count `quantidadeCompativeis`, the home cards' `isCompatibleCandidate`,
 * a professional's compatible opportunities, and the talent and finder cards all decide with these functions (the
 * API's SQL filters are built from the same constants in `apps/api/src/modules/matching/compatibility-sql.ts`).
 * Scores at or below the threshold are still computed, explained and searchable; they are just not compatible.
 */

/** 001 §6 "Compatibility threshold 60%", 002 §9 "over 60%": compatible needs an adherence above this. */
export const COMPATIBILITY_THRESHOLD = 60;

/** Compatible: eligible by location (001 §5, 002 §5) and adherence above 60 % (DECISIONS 'Compatible'). */
export function isCompatible(adherence: number | null | undefined, eligible: boolean): boolean {
  return eligible && (adherence ?? 0) > COMPATIBILITY_THRESHOLD;
}

/**
 * 000 §9 "high compatibility is more than 60 percent" (the talent card's 'Alta Compatibilidade' chip and list,
 * `high-compatibles-opportunities`, 002 §2.6, §7.3). A notion of its own, named apart so the talent board and
 * finder cards say which one they mean; today its threshold equals the compatible one, so the two sets coincide.
 */
export const HIGH_COMPATIBILITY_THRESHOLD = 60;

/** Highly compatible: compatible and adherence above the high-compatibility threshold. */
export function isHighCompatibility(adherence: number | null | undefined, eligible: boolean): boolean {
  return isCompatible(adherence, eligible) && (adherence ?? 0) > HIGH_COMPATIBILITY_THRESHOLD;
}
