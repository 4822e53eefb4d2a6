import { fileUrlOf, type OpportunityComment } from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import * as repository from './opportunity-comments.repository';

type Ctx = Pick<AppContext, 'database'>;

function toComment(
  row: repository.CommentRow,
  author: { displayName: string; userImageFileId: string | null },
): OpportunityComment {
  return {
    _id: row.id,
    message: row.message,
    user: {
      _id: row.userId,
      displayName: author.displayName,
      userImageUrl: author.userImageFileId ? fileUrlOf(author.userImageFileId) : null,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function requireOpportunity(ctx: Ctx, opportunityId: string): Promise<void> {
  if (!(await repository.opportunityExists(ctx.database.db, opportunityId))) {
    throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  }
}

/** The author's own comment, or 404 (unknown) / 403 (someone else's: 001 §6, only the author edits). */
async function ownComment(ctx: Ctx, caller: CurrentUser, opportunityId: string, commentId: string) {
  const found = await repository.findComment(ctx.database.db, opportunityId, commentId);
  if (!found) throw new AppError(404, 'COMMENT_NOT_FOUND');
  if (found.comment.userId !== caller.id) throw new AppError(403, 'COMMENT_NOT_AUTHOR');
  return found;
}

/** GET opportunity/{id}/comments: oldest first. */
export async function listComments(ctx: Ctx, opportunityId: string): Promise<OpportunityComment[]> {
  await requireOpportunity(ctx, opportunityId);
  const rows = await repository.listComments(ctx.database.db, opportunityId);
  return rows.map((row) => toComment(row.comment, row));
}

/** POST opportunity/comment. */
export async function createComment(
  ctx: Ctx,
  caller: CurrentUser,
  input: { opportunityId: string; message: string },
): Promise<OpportunityComment> {
  await requireOpportunity(ctx, input.opportunityId);
  const row = await repository.insertComment(ctx.database.db, { ...input, userId: caller.id });
  const saved = await repository.findComment(ctx.database.db, input.opportunityId, row.id);
  if (!saved) throw new AppError(404, 'COMMENT_NOT_FOUND');
  return toComment(saved.comment, saved);
}

/** PUT opportunity/comment: the author changes the text. */
export async function updateComment(
  ctx: Ctx,
  caller: CurrentUser,
  input: { opportunityId: string; commentId: string; message: string },
): Promise<OpportunityComment> {
  await ownComment(ctx, caller, input.opportunityId, input.commentId);
  await repository.updateCommentMessage(ctx.database.db, input.commentId, input.message);
  const saved = await repository.findComment(ctx.database.db, input.opportunityId, input.commentId);
  if (!saved) throw new AppError(404, 'COMMENT_NOT_FOUND');
  return toComment(saved.comment, saved);
}

/** DELETE opportunity/comment: the author removes it. */
export async function deleteComment(
  ctx: Ctx,
  caller: CurrentUser,
  input: { opportunityId: string; commentId: string },
): Promise<{ _id: string; deleted: true }> {
  await ownComment(ctx, caller, input.opportunityId, input.commentId);
  await repository.deleteComment(ctx.database.db, input.commentId);
  return { _id: input.commentId, deleted: true };
}
