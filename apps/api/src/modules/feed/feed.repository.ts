import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventTypes, feedEventAttachments, feedEvents, files, opportunities, users } from '../../db/schema';

export type FeedEventRow = typeof feedEvents.$inferSelect;
export type EventTypeRow = typeof eventTypes.$inferSelect;

export async function listEventTypes(db: Database): Promise<EventTypeRow[]> {
  return db.select().from(eventTypes).orderBy(asc(eventTypes.automatic), asc(eventTypes.name));
}

export async function findEventType(db: Database, id: string): Promise<EventTypeRow | undefined> {
  const [row] = await db.select().from(eventTypes).where(eq(eventTypes.id, id));
  return row;
}

export async function eventTypeIdsByKind(
  db: Database,
  kinds: readonly string[],
): Promise<Map<string, string>> {
  if (kinds.length === 0) return new Map();
  const rows = await db
    .select({ id: eventTypes.id, kind: eventTypes.kind })
    .from(eventTypes)
    .where(inArray(eventTypes.kind, [...kinds]));
  return new Map(rows.flatMap((row) => (row.kind ? [[row.kind, row.id] as [string, string]] : [])));
}

/** A professional (not a recruiter) whose registration exists; deleted ones are found with `deletedAt` set. */
export async function findPerson(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, roles: users.roles, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/**
 * One page of a professional's feed, newest first, with the type, the responsible person and the opportunity
 * drawn now (never stored): an erased person's row has an empty name and `deletedAt` set.
 */
export async function listFeedPage(
  db: Database,
  professionalId: string,
  options: { before?: { happenedAt: Date; id: string }; limit: number; eventId?: string },
) {
  const before = options.before;
  return db
    .select({
      event: feedEvents,
      typeName: eventTypes.name,
      typeNameEn: eventTypes.nameEn,
      typeNamePtPt: eventTypes.namePtPt,
      typeAutomatic: eventTypes.automatic,
      actorName: users.displayName,
      actorImageFileId: users.userImageFileId,
      actorDeletedAt: users.deletedAt,
      opportunityTitulo: opportunities.titulo,
      opportunityNumber: opportunities.idOpportunity,
    })
    .from(feedEvents)
    .innerJoin(eventTypes, eq(eventTypes.id, feedEvents.eventTypeId))
    .leftJoin(users, eq(users.id, feedEvents.actorId))
    .leftJoin(opportunities, eq(opportunities.id, feedEvents.opportunityId))
    .where(
      and(
        eq(feedEvents.professionalId, professionalId),
        options.eventId ? eq(feedEvents.id, options.eventId) : undefined,
        before
          ? sql`(${feedEvents.happenedAt}, ${feedEvents.id}) < (${before.happenedAt.toISOString()}::timestamptz, ${before.id})`
          : undefined,
      ),
    )
    .orderBy(desc(feedEvents.happenedAt), desc(feedEvents.id))
    .limit(options.limit);
}

export type FeedPageRow = Awaited<ReturnType<typeof listFeedPage>>[number];

export async function findEvent(db: Database, professionalId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(feedEvents)
    .where(and(eq(feedEvents.id, eventId), eq(feedEvents.professionalId, professionalId)));
  return row;
}

export async function attachmentsOf(db: Database, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({ eventId: feedEventAttachments.eventId, fileId: files.id, fileName: files.fileName })
    .from(feedEventAttachments)
    .innerJoin(files, eq(files.id, feedEventAttachments.fileId))
    .where(inArray(feedEventAttachments.eventId, eventIds))
    .orderBy(asc(feedEventAttachments.position), asc(files.fileName));
}

export async function findFiles(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(files).where(inArray(files.id, ids));
}

/** A recruiter (rh or rh_manager) whose registration exists. */
export async function findActiveRecruiter(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, id), isNull(users.deletedAt), sql`${users.roles} && array['rh','rh_manager']::text[]`),
    );
  return row !== undefined;
}

export async function insertEvents(db: Database, rows: Array<typeof feedEvents.$inferInsert>) {
  if (rows.length === 0) return [];
  return db.insert(feedEvents).values(rows).returning({ id: feedEvents.id });
}

export async function updateEvent(
  db: Database,
  eventId: string,
  values: Pick<FeedEventRow, 'eventTypeId' | 'actorId' | 'happenedAt' | 'comment'>,
): Promise<void> {
  await db
    .update(feedEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(feedEvents.id, eventId));
}

/** The event's attachments become exactly `fileIds`, in that order; the files of removed ones are returned. */
export async function replaceAttachments(db: Database, eventId: string, fileIds: string[]) {
  const removed = await db
    .delete(feedEventAttachments)
    .where(eq(feedEventAttachments.eventId, eventId))
    .returning({ fileId: feedEventAttachments.fileId });
  if (fileIds.length > 0) {
    await db
      .insert(feedEventAttachments)
      .values(fileIds.map((fileId, position) => ({ eventId, fileId, position })));
  }
  return removed.map((row) => row.fileId).filter((id) => !fileIds.includes(id));
}

/** Hands an uploaded file to the professional the event is about (erasing them removes it; the uploader's does not). */
export async function handFileTo(db: Database, fileId: string, professionalId: string): Promise<void> {
  await db.update(files).set({ ownerId: professionalId }).where(eq(files.id, fileId));
}

export async function deleteFiles(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.delete(files).where(inArray(files.id, ids)).returning({ storageKey: files.storageKey });
}

export async function attachmentsOfFiles(db: Database, fileIds: string[]) {
  if (fileIds.length === 0) return [];
  return db
    .select({ fileId: feedEventAttachments.fileId })
    .from(feedEventAttachments)
    .where(inArray(feedEventAttachments.fileId, fileIds));
}
