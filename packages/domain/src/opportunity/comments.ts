import { z } from 'zod';

// 001 §3 "Comment", §7: recruiters' comments on an opportunity.

/** A comment's text: trimmed, not empty. The spec fixes no maximum; 2,000 characters keeps a comment a note. */
export const COMMENT_MAX_LENGTH = 2000;
const messageSchema = z.string().trim().min(1).max(COMMENT_MAX_LENGTH);

export const opportunityCommentSchema = z.object({
  _id: z.string(),
  message: z.string(),
  user: z.object({ _id: z.string(), displayName: z.string(), userImageUrl: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpportunityComment = z.infer<typeof opportunityCommentSchema>;

/** GET opportunity/{id}/comments: oldest first. */
export const opportunityCommentsResponseSchema = z.array(opportunityCommentSchema);

/** POST opportunity/comment. */
export const createCommentBodySchema = z.object({ message: messageSchema, opportunityId: z.string().min(1) });
/** PUT opportunity/comment. */
export const updateCommentBodySchema = z.object({
  message: messageSchema,
  commentId: z.string().min(1),
  opportunityId: z.string().min(1),
});
/** DELETE opportunity/comment. */
export const deleteCommentBodySchema = z.object({
  commentId: z.string().min(1),
  opportunityId: z.string().min(1),
});
/** The answer of DELETE opportunity/comment. */
export const deleteCommentResponseSchema = z.object({ _id: z.string(), deleted: z.literal(true) });
