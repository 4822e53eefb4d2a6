import { and, eq, inArray, sql } from 'drizzle-orm';
import { withActor } from '../../db/actor';
import type { Database } from '../../db/client';
import { type CandidateStep, candidatures, opportunities, users } from '../../db/schema';

export type CandidatureRow = typeof candidatures.$inferSelect;

/** What the selection rules read of an opportunity. */
export async function findOpportunity(db: Database, id: string) {
  const [row] = await db
    .select({
      id: opportunities.id,
      titulo: opportunities.titulo,
      label: opportunities.label,
      isFinished: opportunities.isFinished,
      isPublic: opportunities.isPublic,
      quantidadeVagas: opportunities.quantidadeVagas,
      criterias: opportunities.criterias,
      pcdPref: opportunities.pcdPref,
    })
    .from(opportunities)
    .where(eq(opportunities.id, id))
    .limit(1);
  return row ?? null;
}
export type SelectionOpportunity = NonNullable<Awaited<ReturnType<typeof findOpportunity>>>;

/** One line per participant of a kind, with what the tabs filter and order by (a few hundred at most). */
export interface ParticipantRow {
  kind: 'enrolled' | 'candidate';
  userId: string;
  adherence: number;
  statusCurrent: number;
  steps: CandidateStep[];
  createdAt: Date;
  byRh: boolean;
  recruiterId: string | null;
  isPcd: boolean;
  isTalent: boolean;
  displayName: string;
  userImageFileId: string | null;
  deleted: boolean;
  dateVictory: Date | null;
  version: number;
}

export async function participants(
  db: Database,
  opportunityId: string,
  kind?: 'enrolled' | 'candidate',
): Promise<ParticipantRow[]> {
  return db
    .select({
      kind: candidatures.kind,
      userId: candidatures.userId,
      adherence: candidatures.nivelAderencia,
      statusCurrent: candidatures.statusCurrent,
      steps: candidatures.steps,
      createdAt: candidatures.createdAt,
      byRh: candidatures.byRh,
      recruiterId: candidatures.recruiterId,
      isPcd: sql<boolean>`coalesce((${users.personalData} -> 'pcdUser' ->> 'isUserPCD')::boolean, false)`,
      isTalent: sql<boolean>`coalesce((${users.flags} -> 'talent' ->> 'status')::boolean, false)`,
      displayName: users.displayName,
      userImageFileId: users.userImageFileId,
      deleted: sql<boolean>`${users.deletedAt} IS NOT NULL`,
      dateVictory: candidatures.dateVictory,
      version: candidatures.version,
    })
    .from(candidatures)
    .innerJoin(users, eq(users.id, candidatures.userId))
    .where(
      kind
        ? and(eq(candidatures.opportunityId, opportunityId), eq(candidatures.kind, kind))
        : eq(candidatures.opportunityId, opportunityId),
    );
}

/** How many enrolled and candidates an opportunity has (the tabs' counters). */
export async function countKinds(
  db: Database,
  opportunityId: string,
): Promise<{ enrolled: number; candidate: number }> {
  const counted = await db
    .select({ kind: candidatures.kind, total: sql<number>`count(*)::int` })
    .from(candidatures)
    .where(eq(candidatures.opportunityId, opportunityId))
    .groupBy(candidatures.kind);
  const of = (kind: string) => Number(counted.find((row) => row.kind === kind)?.total ?? 0);
  return { enrolled: of('enrolled'), candidate: of('candidate') };
}

/** A candidature with the names the progress screen shows. */
export async function findCandidature(db: Database, opportunityId: string, userId: string) {
  const recruiter = sql`(SELECT r.display_name FROM users r WHERE r.id = ${candidatures.recruiterId})`;
  const [row] = await db
    .select({
      candidature: candidatures,
      displayName: users.displayName,
      email: users.email,
      firstName: users.firstName,
      preferredLanguage: users.preferredLanguage,
      notificationsSettings: users.notificationsSettings,
      deleted: sql<boolean>`${users.deletedAt} IS NOT NULL`,
      recruiterName: sql<string | null>`${recruiter}`,
      // What the progress header's badges read (lib/professional-badges.ts).
      flags: users.flags,
      personalData: users.personalData,
      registerRh: users.registerRh,
      preRegister: users.preRegister,
      validRegistration: users.validRegistration,
      provider: users.provider,
    })
    .from(candidatures)
    .innerJoin(users, eq(users.id, candidatures.userId))
    .where(and(eq(candidatures.opportunityId, opportunityId), eq(candidatures.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The professional a recruiter acts on (enrol, invite), deleted or not. */
export async function findPerson(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      roles: users.roles,
      preRegister: users.preRegister,
      preferredLanguage: users.preferredLanguage,
      notificationsSettings: users.notificationsSettings,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Writes a candidature's change only if nobody changed it since `version` was read; answers the new row, or null
 * when the row moved on (the caller then reports the fresh state).
 */
export async function updateIfVersion(
  db: Database,
  id: string,
  version: number,
  values: Partial<Omit<CandidatureRow, 'id' | 'version' | 'createdAt'>>,
): Promise<CandidatureRow | null> {
  const [row] = await db
    .update(candidatures)
    .set({ ...values, version: sql`${candidatures.version} + 1`, updatedAt: new Date() })
    .where(and(eq(candidatures.id, id), eq(candidatures.version, version)))
    .returning();
  return row ?? null;
}

/** Selecting (001 §4): the professional joins the provider's programme; the opportunity counts a victory. */
export async function recordVictory(db: Database, opportunityId: string, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      flags: sql`jsonb_set(${users.flags}, '{eluminer}', jsonb_build_object('status', true, 'date', now()))`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await db
    .update(opportunities)
    .set({
      victories: sql`${opportunities.victories} + 1`,
      quantidadeVagas: sql`greatest(${opportunities.quantidadeVagas} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(opportunities.id, opportunityId));
}

/** Refusing (DECISIONS, demo world): a defeat, with its day kept for the kanban's list. */
export async function recordDefeat(db: Database, opportunityId: string, day: string): Promise<void> {
  await db
    .update(opportunities)
    .set({
      defeats: sql`${opportunities.defeats} + 1`,
      defeatDates: sql`${opportunities.defeatDates} || jsonb_build_array(${day}::text)`,
      updatedAt: new Date(),
    })
    .where(eq(opportunities.id, opportunityId));
}

/** Enrols (or makes a candidate) a professional who is not in the opportunity yet; null when they already are. */
export async function insertCandidature(
  db: Database,
  values: typeof candidatures.$inferInsert,
): Promise<CandidatureRow | null> {
  const [row] = await db.insert(candidatures).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Dismisses, in one statement, the participants of a kind who are still open (not already dismissed and not at a
 * final status), optionally only some users and only those without a victory; answers who was dismissed.
 */
/** Still in the process: not dismissed (3) nor at a final status (4 Recusou, 5 Desistiu, 6 Selecionado). */
const stillOpen = sql`${candidatures.statusCurrent} NOT IN (3, 4, 5, 6)`;
const withoutVictory = sql`${candidatures.dateVictory} IS NULL`;

export async function dismissMany(
  db: Database,
  opportunityId: string,
  filter: { kind?: 'enrolled' | 'candidate'; userIds?: string[]; withoutVictory?: boolean },
  day: string,
  actorId: string | null = null,
): Promise<string[]> {
  // Who dismissed them goes into the candidatures' history (candidature_transitions).
  if (actorId !== null) return withActor(db, actorId, (tx) => dismissMany(tx, opportunityId, filter, day));
  const conditions = [eq(candidatures.opportunityId, opportunityId), stillOpen];
  if (filter.kind) conditions.push(eq(candidatures.kind, filter.kind));
  if (filter.userIds) conditions.push(inArray(candidatures.userId, filter.userIds));
  if (filter.withoutVictory) conditions.push(withoutVictory);
  const rows = await db
    .update(candidatures)
    .set({
      statusCurrent: 3,
      statusHistory: sql`${candidatures.statusHistory} || jsonb_build_array(jsonb_build_object('status', 3, 'date', ${day}::text))`,
      version: sql`${candidatures.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(...conditions))
    .returning({ userId: candidatures.userId });
  return rows.map((row) => row.userId);
}

/**
 * The dismissal counts of one opportunity; `candidatesWithoutVictory` uses dismissMany's own conditions, so it
 * counts exactly whom the final dismissal would dismiss.
 */
export async function dismissedStatistics(db: Database, opportunityId: string) {
  const dismissed = sql`${candidatures.statusCurrent} = 3`;
  const [row] = await db
    .select({
      dismissed: sql<number>`count(*) FILTER (WHERE ${dismissed})::int`,
      dismissedEnrolled: sql<number>`count(*) FILTER (WHERE ${dismissed} AND ${candidatures.kind} = 'enrolled')::int`,
      dismissedCandidates: sql<number>`count(*) FILTER (WHERE ${dismissed} AND ${candidatures.kind} = 'candidate')::int`,
      candidatesWithoutVictory: sql<number>`count(*) FILTER (WHERE ${stillOpen} AND ${withoutVictory} AND ${candidatures.kind} = 'candidate')::int`,
    })
    .from(candidatures)
    .where(eq(candidatures.opportunityId, opportunityId));
  return {
    dismissed: row?.dismissed ?? 0,
    dismissedEnrolled: row?.dismissedEnrolled ?? 0,
    dismissedCandidates: row?.dismissedCandidates ?? 0,
    candidatesWithoutVictory: row?.candidatesWithoutVictory ?? 0,
  };
}

/** Who to write to, for the dismissal e-mails. */
export async function recipients(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      preferredLanguage: users.preferredLanguage,
      notificationsSettings: users.notificationsSettings,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

export async function setFinishNotice(
  db: Database,
  candidatureId: string,
  notifyOnFinish: boolean,
): Promise<void> {
  await db
    .update(candidatures)
    .set({ notifyOnFinish, updatedAt: new Date() })
    .where(eq(candidatures.id, candidatureId));
}
