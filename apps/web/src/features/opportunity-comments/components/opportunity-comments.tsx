import { Alert, Avatar, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { OpportunityComment } from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { useAuth } from '../../auth';
import { COMMENT_MAX_LENGTH, useCommentChange, useComments } from '../api/comments-api';

/** Recruiters' comments on the opportunity (001 §3 Comment, §6): only the author edits or deletes. */
export function OpportunityComments({ opportunityId }: { opportunityId: string }) {
  const { t } = useTranslation('recruiter');
  const comments = useComments(opportunityId);
  const change = useCommentChange(opportunityId);
  const [draft, setDraft] = useState('');

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="opportunity-comments">
      <Stack gap="md">
        <Title order={2} size="h4" id="opportunity-comments">
          {t('comments.title')}
        </Title>
        {comments.isPending ? (
          <Group justify="center">
            <Loader size="sm" role="status" aria-label={t('comments.loading')} />
          </Group>
        ) : comments.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('comments.loadFailed')}
          </Alert>
        ) : comments.data.length === 0 ? (
          <Text c="dimmed">{t('comments.empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {comments.data.map((comment) => (
              <CommentItem key={comment._id} comment={comment} opportunityId={opportunityId} />
            ))}
          </Stack>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim() === '') return;
            change.mutate({ kind: 'create', message: draft.trim() }, { onSuccess: () => setDraft('') });
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t('comments.new')}
              value={draft}
              maxLength={COMMENT_MAX_LENGTH}
              onChange={(event) => setDraft(event.currentTarget.value)}
              autosize
              minRows={2}
            />
            {change.isError && (
              <Alert color="red" variant="light" role="alert">
                {t('comments.saveFailed')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending} disabled={draft.trim() === ''}>
                {t('comments.post')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

function CommentItem({ comment, opportunityId }: { comment: OpportunityComment; opportunityId: string }) {
  const { t } = useTranslation('recruiter');
  const { user } = useAuth();
  const change = useCommentChange(opportunityId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.message);
  const isAuthor = user?.id === comment.user._id;
  const edited = comment.updatedAt !== comment.createdAt;

  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="opportunity-comment">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Avatar src={comment.user.userImageUrl} alt="" radius="xl" color="brand" aria-hidden="true">
          {comment.user.displayName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {comment.user.displayName}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
              {edited && (
                <>
                  {' · '}
                  {t('comments.edited')}{' '}
                  <time dateTime={comment.updatedAt}>{formatDateTime(comment.updatedAt)}</time>
                </>
              )}
            </Text>
          </Group>
          {editing ? (
            <Stack gap="xs">
              <Textarea
                label={t('comments.editLabel')}
                value={text}
                maxLength={COMMENT_MAX_LENGTH}
                onChange={(event) => setText(event.currentTarget.value)}
                autosize
                minRows={2}
              />
              {change.isError && (
                <Alert color="red" variant="light" role="alert">
                  {t('comments.saveFailed')}
                </Alert>
              )}
              <Group gap="xs">
                <Button
                  size="xs"
                  loading={change.isPending}
                  disabled={text.trim() === ''}
                  onClick={() =>
                    change.mutate(
                      { kind: 'update', commentId: comment._id, message: text.trim() },
                      { onSuccess: () => setEditing(false) },
                    )
                  }
                >
                  {t('comments.save')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    setText(comment.message);
                    setEditing(false);
                  }}
                >
                  {t('comments.cancel')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.message}
            </Text>
          )}
          {isAuthor && !editing && (
            <Group gap="xs">
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
                {t('comments.edit')}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={change.isPending}
                onClick={() => change.mutate({ kind: 'delete', commentId: comment._id })}
              >
                {t('comments.delete')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
