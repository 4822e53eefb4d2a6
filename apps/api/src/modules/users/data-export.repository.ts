import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  candidatures,
  eventTypes,
  feedEvents,
  files,
  opportunities,
  recruiterInputs,
  talentGroups,
  talents,
  userEvaluations,
} from '../../db/schema';

/** Queries of GET users/me/export (the person's own data, issue 26 item 4). */

/** Every application and enrolment of the person, with the opportunity's number and title. */
export function listApplications(db: Database, userId: string) {
  return db
    .select({
      opportunityId: opportunities.id,
      opportunityNumber: opportunities.idOpportunity,
      opportunityTitle: opportunities.titulo,
      kind: candidatures.kind,
      statusCurrent: candidatures.statusCurrent,
      statusHistory: candidatures.statusHistory,
      steps: candidatures.steps,
      indicadoPor: candidatures.indicadoPor,
      createdAt: candidatures.createdAt,
    })
    .from(candidatures)
    .innerJoin(opportunities, eq(opportunities.id, candidatures.opportunityId))
    .where(eq(candidatures.userId, userId))
    .orderBy(desc(candidatures.createdAt), asc(candidatures.id));
}

/** Recruiters' evaluations of the person; who wrote each is left out (a third party's data). */
export function listEvaluations(db: Database, userId: string) {
  return db
    .select({
      type: userEvaluations.typeName,
      opportunityTitle: opportunities.titulo,
      result: userEvaluations.result,
      conteudo: userEvaluations.conteudo,
      created: userEvaluations.created,
    })
    .from(userEvaluations)
    .leftJoin(opportunities, eq(opportunities.id, userEvaluations.opportunityId))
    .where(eq(userEvaluations.professionalId, userId))
    .orderBy(desc(userEvaluations.created), asc(userEvaluations.id));
}

/** Every file the person owns (CVs, photos, feed attachments recruiters added for them). */
export function listOwnFiles(db: Database, userId: string) {
  return db
    .select({
      id: files.id,
      kind: files.kind,
      fileName: files.fileName,
      mimeType: files.mimeType,
      size: files.size,
      uploadedAt: files.uploadedAt,
    })
    .from(files)
    .where(eq(files.ownerId, userId))
    .orderBy(asc(files.uploadedAt), asc(files.id));
}

/** The recruiters' activity feed about the person, oldest first. */
export function listFeedEvents(db: Database, userId: string) {
  return db
    .select({
      happenedAt: feedEvents.happenedAt,
      type: eventTypes.name,
      opportunityTitle: opportunities.titulo,
      comment: feedEvents.comment,
    })
    .from(feedEvents)
    .innerJoin(eventTypes, eq(eventTypes.id, feedEvents.eventTypeId))
    .leftJoin(opportunities, eq(opportunities.id, feedEvents.opportunityId))
    .where(eq(feedEvents.professionalId, userId))
    .orderBy(asc(feedEvents.happenedAt), asc(feedEvents.id));
}

/** The recruiter sheet about the person, if any. */
export async function findRecruiterSheet(db: Database, userId: string) {
  const [row] = await db
    .select({ values: recruiterInputs.values })
    .from(recruiterInputs)
    .where(eq(recruiterInputs.userId, userId));
  return row;
}

/** The person's row on the talent board, if any, with its group's name. */
export async function findTalent(db: Database, userId: string) {
  const [row] = await db
    .select({ group: talentGroups.name, enteredAt: talents.enteredAt, hiredOrQuit: talents.hiredOrQuit })
    .from(talents)
    .leftJoin(talentGroups, eq(talentGroups.id, talents.groupId))
    .where(eq(talents.userId, userId));
  return row;
}
