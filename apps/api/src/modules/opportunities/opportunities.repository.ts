import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type CandidateStep,
  candidatures,
  compatibilities,
  opportunities,
  squads,
  users,
} from '../../db/schema';

export type OpportunityRow = typeof opportunities.$inferSelect;
export type CandidatureRow = typeof candidatures.$inferSelect;

/** The opportunity with its squad's name and its responsible's display name. */
export async function findOpportunityWithTeam(db: Database, id: string) {
  const [row] = await db
    .select({
      opportunity: opportunities,
      squadName: squads.name,
      responsibleName: users.displayName,
    })
    .from(opportunities)
    .leftJoin(squads, eq(squads.id, opportunities.squadId))
    .leftJoin(users, eq(users.id, opportunities.responsibleId))
    .where(eq(opportunities.id, id));
  return row ?? null;
}

export async function findOpportunity(db: Database, id: string): Promise<OpportunityRow | null> {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id));
  return row ?? null;
}

export async function findCandidature(
  db: Database,
  opportunityId: string,
  userId: string,
): Promise<CandidatureRow | null> {
  const [row] = await db
    .select()
    .from(candidatures)
    .where(and(eq(candidatures.opportunityId, opportunityId), eq(candidatures.userId, userId)));
  return row ?? null;
}

/** The engine's stored adherence of the pair (present only when compatible). */
export async function storedCompatibility(
  db: Database,
  opportunityId: string,
  userId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ adherence: compatibilities.adherence })
    .from(compatibilities)
    .where(and(eq(compatibilities.opportunityId, opportunityId), eq(compatibilities.userId, userId)));
  return row ? row.adherence : null;
}

/** A live (not deleted) account by id. */
export async function findActiveUser(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

export interface NewCandidature {
  opportunityId: string;
  userId: string;
  capture: string;
  source: string;
  indicadoPor: string | null;
  recruiterId: string | null;
  byRh: boolean;
  nivelAderencia: number;
  steps: CandidateStep[];
  statusHistory: Array<{ status: number; date: string }>;
  statusCurrent: number;
}

/** Inserts the candidature unless the person already has one there; null when one existed. */
export async function insertCandidature(
  db: Database,
  values: NewCandidature,
): Promise<CandidatureRow | null> {
  const [row] = await db
    .insert(candidatures)
    .values({ ...values, kind: 'candidate' })
    .onConflictDoNothing({ target: [candidatures.opportunityId, candidatures.userId] })
    .returning();
  return row ?? null;
}
