import { and, asc, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedEventAttachments, files, users } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(db: Database, row: NewFileRow): Promise<FileRow> {
  const [inserted] = await db.insert(files).values(row).returning();
  if (!inserted) throw new Error('file insert returned no row');
  return inserted;
}

export async function findFileById(db: Database, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** A user's CV attachments, oldest first. */
export async function listAttachedCvs(db: Database, userId: string): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, userId), eq(files.kind, 'cv'), isNotNull(files.attachedAt)))
    .orderBy(asc(files.attachedAt), asc(files.id));
}

export async function attachFile(
  db: Database,
  id: string,
  values: { ownerId: string; uploadedBy: string; comment: string | null; attachedAt: Date },
): Promise<void> {
  await db.update(files).set(values).where(eq(files.id, id));
}

export async function deleteFileRows(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(files).where(inArray(files.id, ids));
}

/** Gives ownerless sign-up CVs to a new user and attaches them; returns the rows it bound. */
export async function bindOwnerlessCvs(
  db: Database,
  userId: string,
  ids: string[],
  now: Date,
): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(files)
    .set({ ownerId: userId, uploadedBy: userId, attachedAt: now })
    .where(and(inArray(files.id, ids), isNull(files.ownerId), eq(files.kind, 'cv')))
    .returning();
}

export async function findOwnerlessBefore(
  db: Database,
  before: Date,
): Promise<Array<{ id: string; storageKey: string }>> {
  return db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(and(isNull(files.ownerId), lt(files.uploadedAt, before)));
}

/** Deletes the ownerless rows among `ids` (a row bound meanwhile is kept); returns those deleted. */
export async function deleteOwnerless(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(files)
    .where(and(inArray(files.id, ids), isNull(files.ownerId)))
    .returning({ id: files.id });
  return rows.map((row) => row.id);
}

export async function findActiveUser(db: Database, id: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** Uploads of a signed-in person that are neither attached to a profile nor anyone's photo. */
function unusedUploadsOf(uploaderId?: string) {
  return and(
    isNotNull(files.ownerId),
    isNull(files.attachedAt),
    uploaderId ? eq(files.uploadedBy, uploaderId) : undefined,
    sql`not exists (select 1 from ${users} where ${users.userImageFileId} = ${files.id})`,
    // A feed event's attachment is in use (issue 23) though it is on no profile.
    sql`not exists (select 1 from ${feedEventAttachments} where ${feedEventAttachments.fileId} = ${files.id})`,
  );
}

export async function countUnusedUploads(db: Database, uploaderId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(files).where(unusedUploadsOf(uploaderId));
  return row?.count ?? 0;
}

export async function findUnusedBefore(
  db: Database,
  before: Date,
): Promise<Array<{ id: string; storageKey: string }>> {
  return db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(and(unusedUploadsOf(), lt(files.uploadedAt, before)));
}

/** Deletes the rows among `ids` still unused (one attached or made a photo meanwhile is kept). */
export async function deleteUnused(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(files)
    .where(and(inArray(files.id, ids), unusedUploadsOf()))
    .returning({ id: files.id });
  return rows.map((row) => row.id);
}
