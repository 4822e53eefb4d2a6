import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { type FeedAttachment, type FeedEvent, feedCommentPreview } from '@mosaico/domain';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import { RichTextField } from '../../../components/rich-text-field/rich-text-field';
import { UserAvatar } from '../../../components/user-avatar/user-avatar';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { downloadFile } from '../../../lib/download-file';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadFeedFile, useEventTypes, useFeed, useSaveFeedEvent } from '../api/feed-api';

/** Files an event may carry, as the storage accepts them (judged again by their bytes on the server). */
const ACCEPTED_FILES = '.pdf,.docx,.jpg,.jpeg,.png';

/** The browser's calendar day, as the date field gives it. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The calendar day of an event's date, for the edit form (events a recruiter types are stored at noon UTC). */
function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

/**
 * A professional's activity feed (002 §2.10, §3, §5, §6): newest first, a page at a time; recruiters add events
 * and edit those they wrote, never the automatic ones. `deleted` (an erased registration) leaves it read-only.
 */
export function EventFeed({
  professionalId,
  deleted = false,
}: {
  professionalId: string;
  deleted?: boolean;
}) {
  const { t } = useTranslation('event-feed');
  const feed = useFeed(professionalId);
  const [editing, setEditing] = useState<FeedEvent | 'new' | null>(null);
  const events = feed.data?.pages.flat() ?? [];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="event-feed-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="event-feed-title">
            {t('title')}
          </Title>
          {!deleted && <Button onClick={() => setEditing('new')}>{t('add')}</Button>}
        </Group>
        {feed.isPending ? (
          <Group justify="center">
            <Loader size="sm" role="status" aria-label={t('loading')} />
          </Group>
        ) : feed.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('loadFailed')}
          </Alert>
        ) : events.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {events.map((event) => (
              <EventItem
                key={event._id}
                event={event}
                onEdit={!deleted && !event.automatic ? () => setEditing(event) : undefined}
              />
            ))}
          </Stack>
        )}
        {feed.hasNextPage && (
          <Group justify="center">
            <Button
              variant="light"
              onClick={() => void feed.fetchNextPage()}
              loading={feed.isFetchingNextPage}
            >
              {t('loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
      {editing !== null && (
        <EventModal
          professionalId={professionalId}
          event={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}

function EventItem({ event, onEdit }: { event: FeedEvent; onEdit: (() => void) | undefined }) {
  const { t } = useTranslation('event-feed');
  const [expanded, setExpanded] = useState(false);
  const preview = useMemo(() => feedCommentPreview(event.comment), [event.comment]);
  const clean = useMemo(
    () => DOMPurify.sanitize(event.comment, { USE_PROFILES: { html: true } }),
    [event.comment],
  );
  const name = event.recruiter?.displayName || t('nobody');
  const commentId = `feed-comment-${event._id}`;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="sm"
      aria-label={`${event.eventType.name} ${formatDate(event.created)}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <UserAvatar name={name} photoUrl={event.recruiter?.userImageUrl ?? null} size={32} />
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(event.created)}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <Badge variant="light" color={event.automatic ? 'gray' : 'brand'}>
              {event.eventType.name}
            </Badge>
            {onEdit && (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={onEdit}
                aria-label={t('editNamed', { type: event.eventType.name })}
              >
                {t('edit')}
              </Button>
            )}
          </Group>
        </Group>
        {event.opportunity && (
          <Anchor
            href={`/opportunity/${event.opportunity._id}`}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
            {`#${event.opportunity.idOpportunity} ${event.opportunity.titulo}`}
          </Anchor>
        )}
        {event.comment !== '' && (
          <div>
            {preview !== null && !expanded ? (
              <Text size="sm" id={commentId}>
                {preview}
              </Text>
            ) : (
              <Typography fz="sm" id={commentId}>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and by DOMPurify above. */}
                <div dangerouslySetInnerHTML={{ __html: clean }} />
              </Typography>
            )}
            {preview !== null && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                aria-expanded={expanded}
                aria-controls={commentId}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? t('showLess') : t('showMore')}
              </Anchor>
            )}
          </div>
        )}
        {event.attachments.length > 0 && (
          <Group gap="xs" aria-label={t('attachments')} role="group">
            {event.attachments.map((file) => (
              <AttachmentLink key={file._id} file={file} />
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Files need the session, so a plain link cannot open them: the click downloads through the API client. */
function AttachmentLink({ file }: { file: Pick<FeedAttachment, 'fileName' | 'url'> }) {
  const { t } = useTranslation('event-feed');
  return (
    <Anchor
      href={file.url}
      size="sm"
      onClick={(event) => {
        event.preventDefault();
        downloadFile(file.url, file.fileName).catch(() => notifyError(t('downloadFailed')));
      }}
    >
      {file.fileName}
    </Anchor>
  );
}

/** Adds an event, or edits one a recruiter wrote: type, date, rich-text comment and attachments. */
function EventModal({
  professionalId,
  event,
  onClose,
}: {
  professionalId: string;
  event: FeedEvent | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('event-feed');
  const types = useEventTypes();
  const save = useSaveFeedEvent(professionalId);
  const [type, setType] = useState<string | null>(event?.eventType._id ?? null);
  const [date, setDate] = useState<string>(event ? dayOf(event.created) : localToday());
  const [comment, setComment] = useState(event?.comment ?? '');
  const [kept, setKept] = useState<FeedAttachment[]>(event?.attachments ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const options = (types.data ?? [])
    .filter((item) => !item.automatic)
    .map((item) => ({ value: item._id, label: item.name }));
  const failure = event ? t('updateFailed') : t('createFailed');

  async function submit() {
    setTried(true);
    if (!type || !date) return;
    setUploading(true);
    try {
      const uploaded = await Promise.all(files.map((file) => uploadFeedFile(file)));
      await save.mutateAsync({
        ...(event ? { eventId: event._id } : {}),
        body: { event: type, date, comment, attachments: uploaded, feedAttachments: kept },
      });
      notifySuccess(t('saved'));
      onClose();
    } catch (error) {
      notifyError(errorMessage(error, failure), failure);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={event ? t('editTitle') : t('addTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        onSubmit={(formEvent) => {
          formEvent.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('type')}
            data={options}
            value={type}
            onChange={setType}
            withAsterisk
            searchable
            error={tried && !type ? t('typeRequired') : undefined}
            disabled={types.isPending}
          />
          <DateField
            label={t('date')}
            value={date}
            onChange={(value) => setDate(value ?? '')}
            withAsterisk
            error={tried && !date ? t('dateRequired') : undefined}
          />
          <RichTextField id="feed-event-comment" label={t('comment')} value={comment} onChange={setComment} />
          {kept.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('attachments')}
              </Text>
              {kept.map((file) => (
                <Group key={file._id} gap="xs">
                  <AttachmentLink file={file} />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('removeAttachment', { name: file.fileName })}
                    onClick={() => setKept((list) => list.filter((item) => item._id !== file._id))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <FileInput
            label={t('addAttachments')}
            description={t('attachmentsHint')}
            multiple
            clearable
            accept={ACCEPTED_FILES}
            value={files}
            onChange={setFiles}
            clearButtonProps={{ 'aria-label': t('clearFiles') }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={uploading || save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
