import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { CandidateStep } from '../../db/schema';
import {
  candidatures,
  deletedProfiles,
  opportunities,
  preRegistrations,
  userEvaluations,
  users,
} from '../../db/schema';

/** A half-open instant range [from, to). */
export interface InstantRange {
  from: Date;
  to: Date;
}

/** Rows are read in pages of this size (keyset on created, id): an export never holds a year in memory. */
export const PAGE_SIZE = 500;

/**
 * Where a page ended: the row's creation instant as the database prints it (microseconds; a JavaScript Date keeps
 * only milliseconds, so a cursor made from one fell before its own row: every page re-read the rows of its last
 * millisecond, and 500 rows created in one millisecond, as a bulk insert makes them, were read forever) and its id.
 */
interface Cursor {
  at: string;
  id: string;
}

/** Keyset paging over (created, id): yields every row of `page` in order, one page at a time. */
export async function* paged<T extends { cursorAt: string; cursorId: string }>(
  page: (after: Cursor | null) => Promise<T[]>,
): AsyncGenerator<T> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < PAGE_SIZE) return;
    const last = rows[rows.length - 1] as T;
    after = { at: last.cursorAt, id: last.cursorId };
  }
}

/** The page cursor's instant, exactly as stored. */
const cursorAt = (createdColumn: AnyPgColumn) => sql<string>`${createdColumn}::text`;

const afterCursor = (createdColumn: AnyPgColumn, idColumn: AnyPgColumn, after: Cursor | null) =>
  after ? sql`(${createdColumn}, ${idColumn}) > (${after.at}::timestamptz, ${after.id})` : undefined;

export async function recruiters(db: Database, ids?: string[]) {
  return db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(
      and(
        sql`${users.roles} && ARRAY['rh','rh_manager']::text[]`,
        ids ? inArray(users.id, ids) : undefined,
        sql`${users.deletedAt} is null`,
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id));
}

/**
 * One page of the evaluations with an opportunity registered in the range, by the evaluators given (all when null),
 * with the steps of the professional's candidature to it; keyset on (created, id), so a year is read a page at a
 * time and only its counts are kept.
 */
export async function evaluationsPage(
  db: Database,
  range: InstantRange,
  evaluatorIds: string[] | null,
  after: Cursor | null,
) {
  return db
    .select({
      evaluatorId: userEvaluations.evaluatorId,
      steps: candidatures.steps,
      cursorCreated: userEvaluations.created,
      cursorAt: cursorAt(userEvaluations.created),
      cursorId: userEvaluations.id,
    })
    .from(userEvaluations)
    .leftJoin(
      candidatures,
      and(
        eq(candidatures.opportunityId, userEvaluations.opportunityId),
        eq(candidatures.userId, userEvaluations.professionalId),
      ),
    )
    .where(
      and(
        gte(userEvaluations.created, range.from),
        lt(userEvaluations.created, range.to),
        isNotNull(userEvaluations.opportunityId),
        evaluatorIds
          ? inArray(userEvaluations.evaluatorId, evaluatorIds)
          : isNotNull(userEvaluations.evaluatorId),
        afterCursor(userEvaluations.created, userEvaluations.id, after),
      ),
    )
    .orderBy(asc(userEvaluations.created), asc(userEvaluations.id))
    .limit(PAGE_SIZE) as Promise<
    Array<{
      evaluatorId: string | null;
      steps: CandidateStep[] | null;
      cursorCreated: Date;
      cursorAt: string;
      cursorId: string;
    }>
  >;
}

export function deletedProfilesPage(db: Database, range: InstantRange | null, after: Cursor | null) {
  return db
    .select({
      userName: deletedProfiles.userName,
      userEmail: deletedProfiles.userEmail,
      comment: deletedProfiles.comment,
      cursorCreated: deletedProfiles.createdAt,
      cursorAt: cursorAt(deletedProfiles.createdAt),
      cursorId: deletedProfiles.id,
    })
    .from(deletedProfiles)
    .where(
      and(
        range ? gte(deletedProfiles.createdAt, range.from) : undefined,
        range ? lt(deletedProfiles.createdAt, range.to) : undefined,
        afterCursor(deletedProfiles.createdAt, deletedProfiles.id, after),
      ),
    )
    .orderBy(asc(deletedProfiles.createdAt), asc(deletedProfiles.id))
    .limit(PAGE_SIZE);
}

export async function insertDeletedProfile(
  db: Database,
  row: { userName: string; userEmail: string; comment: string | null; createdAt: Date },
) {
  await db.insert(deletedProfiles).values(row);
}

export function preRegistrationsPage(
  db: Database,
  range: InstantRange,
  recruiterId: string | null,
  after: Cursor | null,
) {
  return db
    .select({
      professionalName: preRegistrations.professionalName,
      opportunityTitle: opportunities.titulo,
      idOpportunity: opportunities.idOpportunity,
      recruiter: users.displayName,
      cursorCreated: preRegistrations.createdAt,
      cursorAt: cursorAt(preRegistrations.createdAt),
      cursorId: preRegistrations.id,
    })
    .from(preRegistrations)
    .innerJoin(opportunities, eq(opportunities.id, preRegistrations.opportunityId))
    .leftJoin(users, eq(users.id, preRegistrations.recruiterId))
    .where(
      and(
        gte(preRegistrations.createdAt, range.from),
        lt(preRegistrations.createdAt, range.to),
        recruiterId ? eq(preRegistrations.recruiterId, recruiterId) : undefined,
        afterCursor(preRegistrations.createdAt, preRegistrations.id, after),
      ),
    )
    .orderBy(asc(preRegistrations.createdAt), asc(preRegistrations.id))
    .limit(PAGE_SIZE);
}

export function opportunitiesPage(
  db: Database,
  range: InstantRange,
  responsibleId: string | null,
  after: Cursor | null,
) {
  return db
    .select({
      idOpportunity: opportunities.idOpportunity,
      title: opportunities.titulo,
      responsible: users.displayName,
      vacancies: opportunities.quantidadeVagas,
      candidates: sql<number>`(select count(*)::int from ${candidatures} c where c.opportunity_id = ${opportunities.id} and c.kind = 'candidate')`,
      hired: sql<number>`(select count(*)::int from ${candidatures} c where c.opportunity_id = ${opportunities.id} and c.status_current = 6)`,
      cursorCreated: opportunities.createdAt,
      cursorAt: cursorAt(opportunities.createdAt),
      cursorId: opportunities.id,
    })
    .from(opportunities)
    .leftJoin(users, eq(users.id, opportunities.responsibleId))
    .where(
      and(
        gte(opportunities.createdAt, range.from),
        lt(opportunities.createdAt, range.to),
        responsibleId ? eq(opportunities.responsibleId, responsibleId) : undefined,
        afterCursor(opportunities.createdAt, opportunities.id, after),
      ),
    )
    .orderBy(asc(opportunities.createdAt), asc(opportunities.id))
    .limit(PAGE_SIZE);
}

export function registeredByHrPage(
  db: Database,
  range: InstantRange,
  recruiterId: string | null,
  after: Cursor | null,
) {
  const registrar = alias(users, 'registrar');
  return db
    .select({
      displayName: users.displayName,
      email: users.email,
      recruiter: registrar.displayName,
      cursorCreated: users.createdAt,
      cursorAt: cursorAt(users.createdAt),
      cursorId: users.id,
    })
    .from(users)
    .leftJoin(registrar, eq(registrar.id, users.registeredBy))
    .where(
      and(
        eq(users.registerRh, true),
        isNull(users.deletedAt),
        gte(users.createdAt, range.from),
        lt(users.createdAt, range.to),
        recruiterId ? eq(users.registeredBy, recruiterId) : undefined,
        afterCursor(users.createdAt, users.id, after),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(PAGE_SIZE);
}
