import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { setActor } from '../../db/actor';
import type { Database } from '../../db/client';
import { candidatures, matchStatus, opportunities, users } from '../../db/schema';

export type OpportunityRow = typeof opportunities.$inferSelect;
export type OpportunityChanges = Partial<typeof opportunities.$inferInsert>;

export async function findOpportunity(db: Database, id: string): Promise<OpportunityRow | null> {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id));
  return row ?? null;
}

/** The opportunity, locked until the end of the caller's transaction (a change read and written as one). */
export async function findOpportunityForUpdate(db: Database, id: string): Promise<OpportunityRow | null> {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id)).for('update');
  return row ?? null;
}

export async function updateOpportunity(db: Database, id: string, changes: OpportunityChanges) {
  const [row] = await db.update(opportunities).set(changes).where(eq(opportunities.id, id)).returning();
  return row ?? null;
}

/** Candidates and enrolled professionals of an opportunity, whatever their status. */
export async function countApplicants(db: Database, opportunityId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(candidatures)
    .where(eq(candidatures.opportunityId, opportunityId));
  return row?.n ?? 0;
}

/** Deletes the opportunity (its match rows, comments and candidatures cascade) and its recompute status. */
export async function deleteOpportunity(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(matchStatus)
      .where(and(eq(matchStatus.kind, 'opportunity'), eq(matchStatus.subjectId, id)));
    await tx.delete(opportunities).where(eq(opportunities.id, id));
  });
}

/** Candidatures still open (Registrado, Concorrendo, Reservado) with what the not-selected e-mail needs. */
export async function openApplicants(db: Database, opportunityId: string, openStatuses: readonly number[]) {
  return db
    .select({
      candidatureId: candidatures.id,
      userId: candidatures.userId,
      notifyOnFinish: candidatures.notifyOnFinish,
      email: users.email,
      firstName: users.firstName,
      preferredLanguage: users.preferredLanguage,
      notificationsSettings: users.notificationsSettings,
      deletedAt: users.deletedAt,
    })
    .from(candidatures)
    .innerJoin(users, eq(users.id, candidatures.userId))
    .where(
      and(
        eq(candidatures.opportunityId, opportunityId),
        inArray(candidatures.statusCurrent, [...openStatuses]),
      ),
    );
}

/** Finishes the opportunity and dismisses the open candidatures, in one transaction. */
export async function finishOpportunity(
  db: Database,
  id: string,
  changes: OpportunityChanges,
  dismiss: { candidatureIds: string[]; status: number; date: string },
  actorId: string | null = null,
): Promise<OpportunityRow | null> {
  return db.transaction(async (tx) => {
    // Who finished it goes into the dismissed candidatures' history (candidature_transitions).
    if (actorId) await setActor(tx as unknown as Database, actorId);
    const [row] = await tx.update(opportunities).set(changes).where(eq(opportunities.id, id)).returning();
    if (dismiss.candidatureIds.length > 0) {
      const entry = JSON.stringify([{ status: dismiss.status, date: dismiss.date }]);
      await tx
        .update(candidatures)
        .set({
          statusCurrent: dismiss.status,
          statusHistory: sql`${candidatures.statusHistory} || ${entry}::jsonb`,
          updatedAt: new Date(),
        })
        .where(inArray(candidatures.id, dismiss.candidatureIds));
    }
    return row ?? null;
  });
}
