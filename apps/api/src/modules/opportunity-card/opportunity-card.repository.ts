import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidatures, opportunities, squads, users } from '../../db/schema';
import { RECRUITER_ROLES } from '../../lib/auth';

export type OpportunityRow = typeof opportunities.$inferSelect;
export type OpportunityChanges = Partial<
  Pick<
    typeof opportunities.$inferInsert,
    'label' | 'showInKanban' | 'quantidadeVagas' | 'defeats' | 'defeatDates' | 'squadId' | 'responsibleId'
  >
>;

export async function findOpportunity(db: Database, id: string): Promise<OpportunityRow | null> {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id));
  return row ?? null;
}

/** The opportunity, locked until the end of the caller's transaction (a change read and written as one). */
export async function findOpportunityForUpdate(db: Database, id: string): Promise<OpportunityRow | null> {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id)).for('update');
  return row ?? null;
}

export async function updateOpportunity(
  db: Database,
  id: string,
  changes: OpportunityChanges,
): Promise<OpportunityRow | null> {
  const [row] = await db
    .update(opportunities)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(opportunities.id, id))
    .returning();
  return row ?? null;
}

export async function findSquad(db: Database, id: string) {
  const [row] = await db.select({ id: squads.id, name: squads.name }).from(squads).where(eq(squads.id, id));
  return row ?? null;
}

/** A live user with a recruiter role, or null. */
export async function findRecruiter(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, displayName: users.displayName, userImageFileId: users.userImageFileId })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        isNull(users.deletedAt),
        sql`${users.roles} && ${sql.raw(`ARRAY['${RECRUITER_ROLES.join("','")}']::text[]`)}`,
      ),
    );
  return row ?? null;
}

/** A user's name and picture (the responsible shown on the card), whatever their roles now. */
export async function findPerson(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, displayName: users.displayName, userImageFileId: users.userImageFileId })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** Enrolled and candidate candidatures of the opportunity, counted by kind. */
export async function countCandidatures(
  db: Database,
  opportunityId: string,
): Promise<{ enrolled: number; candidate: number }> {
  const counted = await db
    .select({ kind: candidatures.kind, n: sql<number>`count(*)::int` })
    .from(candidatures)
    .where(eq(candidatures.opportunityId, opportunityId))
    .groupBy(candidatures.kind);
  const of = (kind: 'enrolled' | 'candidate') => Number(counted.find((row) => row.kind === kind)?.n ?? 0);
  return { enrolled: of('enrolled'), candidate: of('candidate') };
}
