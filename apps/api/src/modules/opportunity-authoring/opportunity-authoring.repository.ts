import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { opportunities } from '../../db/schema';

export type OpportunityRow = typeof opportunities.$inferSelect;
export type OpportunityValues = typeof opportunities.$inferInsert;

export async function findOpportunity(db: Database, id: string): Promise<OpportunityRow | null> {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id));
  return row ?? null;
}

export async function insertOpportunity(db: Database, values: OpportunityValues): Promise<OpportunityRow> {
  const [row] = await db.insert(opportunities).values(values).returning();
  if (!row) throw new Error('insertOpportunity: no row');
  return row;
}

export async function updateOpportunity(
  db: Database,
  id: string,
  values: Partial<OpportunityValues>,
): Promise<OpportunityRow | null> {
  const [row] = await db.update(opportunities).set(values).where(eq(opportunities.id, id)).returning();
  return row ?? null;
}
