import {
  createCommentBodySchema,
  deleteCommentBodySchema,
  deleteCommentResponseSchema,
  opportunityCommentSchema,
  opportunityCommentsResponseSchema,
  updateCommentBodySchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireRecruiter } from '../../lib/auth';
import { apiErrorSchema } from '../../lib/errors';
import { createComment, deleteComment, listComments, updateComment } from './opportunity-comments.service';

const security = [{ bearerAuth: [] }];
const errorSchema = apiErrorSchema;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Recruiters' comments on an opportunity (001 §3 Comment, §6, §7). */
export const opportunityCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opportunity/:id/comments',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity comments'],
        summary: "An opportunity's comments, oldest first (001 §3 Comment)",
        description: 'Each with its author (name and picture) and both dates. 404 OPPORTUNITY_NOT_FOUND.',
        security,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: opportunityCommentsResponseSchema, ...errors },
      },
    },
    async (request) => listComments(app.ctx, request.params.id),
  );

  app.post(
    '/opportunity/comment',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity comments'],
        summary: 'Posts a comment on an opportunity (001 §7)',
        description:
          'Body {message, opportunityId}; the message is trimmed, 1 to 2,000 characters. Answers the comment.',
        security,
        body: createCommentBodySchema,
        response: { 200: opportunityCommentSchema, ...errors },
      },
    },
    async (request) => createComment(app.ctx, currentUserOf(request), request.body),
  );

  app.put(
    '/opportunity/comment',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity comments'],
        summary: "Changes a comment's text; only its author may (001 §6)",
        description:
          'Body {message, commentId, opportunityId}. 403 COMMENT_NOT_AUTHOR for somebody else’s comment, 404 ' +
          'COMMENT_NOT_FOUND for an unknown one.',
        security,
        body: updateCommentBodySchema,
        response: { 200: opportunityCommentSchema, ...errors },
      },
    },
    async (request) => updateComment(app.ctx, currentUserOf(request), request.body),
  );

  app.delete(
    '/opportunity/comment',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['opportunity comments'],
        summary: 'Deletes a comment; only its author may (001 §6)',
        description: 'Body {commentId, opportunityId}. 403 COMMENT_NOT_AUTHOR, 404 COMMENT_NOT_FOUND.',
        security,
        body: deleteCommentBodySchema,
        response: { 200: deleteCommentResponseSchema, ...errors },
      },
    },
    async (request) => deleteComment(app.ctx, currentUserOf(request), request.body),
  );
};
