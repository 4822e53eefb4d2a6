import { COMPATIBILITY_THRESHOLD, HIGH_COMPATIBILITY_THRESHOLD } from '@mosaico/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Which stored pairs an answer counts, decided here only (issue 22 item 1), from the domain's constants.
 *
 * The engine stores in `compatibilities` every pair of an active professional who is eligible by location with an
 * adherence above 0 (docs/matching.md), so a stored row is a pair whose `eligible` is true, and the domain's
 * `isCompatible(adherence, true)` / `isHighCompatibility(adherence, true)` become the predicates below. Every SQL
 * that lists or counts compatibles (the compatibles tab and `quantidadeCompativeis`, a professional's compatible
 * opportunities, high-compatibility lists) takes its filter from this function, and compatibility-sql.test.ts
 * checks it against the domain functions for every adherence.
 *
 * - `compatible`: DECISIONS 'Compatible', above `COMPATIBILITY_THRESHOLD`;
 * - `high`: high compatibility (000 §9), compatible and above `HIGH_COMPATIBILITY_THRESHOLD`;
 * - `scored`: every stored pair, the compatibles tab's explicit 'weaker matches' switch (not compatible ones).
 *
 * The thresholds travel as parameters, as the literals did before, so the rank index's plans are unchanged.
 */
export type StoredPairScope = 'compatible' | 'high' | 'scored';

export function storedPairIn(scope: StoredPairScope, adherence: SQL): SQL {
  const compatible = sql`${adherence} > ${COMPATIBILITY_THRESHOLD}`;
  if (scope === 'compatible') return compatible;
  if (scope === 'high') return sql`(${compatible} AND ${adherence} > ${HIGH_COMPATIBILITY_THRESHOLD})`;
  return sql`${adherence} > 0`;
}
