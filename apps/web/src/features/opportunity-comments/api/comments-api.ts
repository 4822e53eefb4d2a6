import {
  COMMENT_MAX_LENGTH,
  createCommentBodySchema,
  deleteCommentBodySchema,
  deleteCommentResponseSchema,
  opportunityCommentSchema,
  opportunityCommentsResponseSchema,
  updateCommentBodySchema,
} from '@mosaico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export { COMMENT_MAX_LENGTH };

const commentsKey = (opportunityId: string) => ['opportunity', opportunityId, 'comments'] as const;

export function useComments(opportunityId: string) {
  return useQuery({
    queryKey: commentsKey(opportunityId),
    queryFn: ({ signal }) =>
      apiGet(
        `/opportunity/${encodeURIComponent(opportunityId)}/comments`,
        opportunityCommentsResponseSchema,
        { signal },
      ),
  });
}

type CommentChange =
  | { kind: 'create'; message: string }
  | { kind: 'update'; message: string; commentId: string }
  | { kind: 'delete'; commentId: string };

export function useCommentChange(opportunityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CommentChange): Promise<unknown> => {
      switch (change.kind) {
        case 'create':
          return apiSend(
            'POST',
            '/opportunity/comment',
            createCommentBodySchema.parse({ message: change.message, opportunityId }),
            opportunityCommentSchema,
          );
        case 'update':
          return apiSend(
            'PUT',
            '/opportunity/comment',
            updateCommentBodySchema.parse({ ...change, opportunityId }),
            opportunityCommentSchema,
          );
        case 'delete':
          return apiSend(
            'DELETE',
            '/opportunity/comment',
            deleteCommentBodySchema.parse({ commentId: change.commentId, opportunityId }),
            deleteCommentResponseSchema,
          );
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(opportunityId) }),
  });
}
