import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { compatibilities } from '../../db/schema';

/**
 * The matching engine's stored compatibilities (issue 4), read for the cards: a pair is there only when the
 * professional is eligible and their adherence is above 0.
 */

/** The signed-in professional's adherence to each of these opportunities (compatible ones only). */
export async function compatibilityLevels(
  db: Database,
  userId: string,
  opportunityIds: string[],
): Promise<Map<string, number>> {
  if (opportunityIds.length === 0) return new Map();
  const rows = await db
    .select({ opportunityId: compatibilities.opportunityId, adherence: compatibilities.adherence })
    .from(compatibilities)
    .where(and(eq(compatibilities.userId, userId), inArray(compatibilities.opportunityId, opportunityIds)));
  return new Map(rows.map((row) => [row.opportunityId, row.adherence]));
}

/** Each of these professionals' adherence to one opportunity (compatible ones only). */
export async function adherenceToOpportunity(
  db: Database,
  opportunityId: string,
  userIds: string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: compatibilities.userId, adherence: compatibilities.adherence })
    .from(compatibilities)
    .where(and(eq(compatibilities.opportunityId, opportunityId), inArray(compatibilities.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, row.adherence]));
}
