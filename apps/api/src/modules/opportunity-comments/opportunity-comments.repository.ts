import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { opportunities, opportunityComments, users } from '../../db/schema';

export type CommentRow = typeof opportunityComments.$inferSelect;

export async function opportunityExists(db: Database, opportunityId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId));
  return row !== undefined;
}

/** An opportunity's comments with their authors, oldest first (index on opportunity_id, created_at). */
export async function listComments(db: Database, opportunityId: string) {
  return db
    .select({
      comment: opportunityComments,
      displayName: users.displayName,
      userImageFileId: users.userImageFileId,
    })
    .from(opportunityComments)
    .innerJoin(users, eq(users.id, opportunityComments.userId))
    .where(eq(opportunityComments.opportunityId, opportunityId))
    .orderBy(asc(opportunityComments.createdAt), asc(opportunityComments.id));
}

export async function findComment(db: Database, opportunityId: string, commentId: string) {
  const [row] = await db
    .select({
      comment: opportunityComments,
      displayName: users.displayName,
      userImageFileId: users.userImageFileId,
    })
    .from(opportunityComments)
    .innerJoin(users, eq(users.id, opportunityComments.userId))
    .where(and(eq(opportunityComments.id, commentId), eq(opportunityComments.opportunityId, opportunityId)));
  return row ?? null;
}

export async function insertComment(
  db: Database,
  values: { opportunityId: string; userId: string; message: string },
): Promise<CommentRow> {
  const [row] = await db.insert(opportunityComments).values(values).returning();
  if (!row) throw new Error('insertComment: no row');
  return row;
}

export async function updateCommentMessage(db: Database, commentId: string, message: string): Promise<void> {
  await db
    .update(opportunityComments)
    .set({ message, updatedAt: new Date() })
    .where(eq(opportunityComments.id, commentId));
}

export async function deleteComment(db: Database, commentId: string): Promise<void> {
  await db.delete(opportunityComments).where(eq(opportunityComments.id, commentId));
}
