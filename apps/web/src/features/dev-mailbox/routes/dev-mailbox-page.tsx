import { Alert, Anchor, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInbox, IconInfoCircle, IconPaperclip, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { attachmentUrl, isMailboxOff, type MailboxMessage, useMailbox } from '../api/mailbox-api';
import classes from './dev-mailbox-page.module.css';
import { MessageText } from './message-text';

/**
 * /dev/mailbox (DECISIONS "mail"; issue 3): the messages the product sent while no SMTP server is configured, with
 * clickable links, so a new user completes sign-up without a mail server. The API answers 404 when it is off.
 */
export function DevMailboxPage() {
  const { t } = useTranslation('mailbox');
  usePageTitle(t('pageTitle'));
  const mailbox = useMailbox();
  const messages = mailbox.data?.messages ?? [];

  return (
    <Container size="md" py="xl">
      <Group justify="space-between" align="flex-start" mb="xs" wrap="wrap">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => void mailbox.refetch()}
          loading={mailbox.isFetching}
        >
          {t('refresh')}
        </Button>
      </Group>
      <Text mb="lg" c="gray.7">
        {t('intro')}
      </Text>

      {mailbox.isPending && (
        <Group gap="xs" aria-live="polite">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('loading')}</Text>
        </Group>
      )}
      {mailbox.isError &&
        (isMailboxOff(mailbox.error) ? (
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
            {t('unavailable')}
          </Alert>
        ) : (
          <Alert color="red">{t('failed')}</Alert>
        ))}
      {mailbox.isSuccess && messages.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Stack align="center" gap="xs">
            <IconInbox size={36} aria-hidden="true" />
            <Text>{t('empty')}</Text>
          </Stack>
        </Paper>
      )}
      {messages.length > 0 && (
        <Stack component="section" aria-label={t('count', { count: messages.length })}>
          <Text size="sm" c="gray.7">
            {t('count', { count: messages.length })}
          </Text>
          <ol className={classes.list}>
            {messages.map((message) => (
              <li key={message.id}>
                <Paper component="article" withBorder p="md" aria-labelledby={`mail-${message.id}`}>
                  <Title order={2} size="h4" id={`mail-${message.id}`} mb={4}>
                    {message.subject}
                  </Title>
                  <Group gap="lg" mb="sm" wrap="wrap">
                    <Text size="sm">
                      <Text span fw={600}>
                        {t('to')}:
                      </Text>{' '}
                      {message.to}
                    </Text>
                    <Text size="sm">
                      <Text span fw={600}>
                        {t('date')}:
                      </Text>{' '}
                      <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                    </Text>
                  </Group>
                  <Text className={classes.text} size="sm">
                    <MessageText text={message.text} />
                  </Text>
                  <Attachments message={message} />
                </Paper>
              </li>
            ))}
          </ol>
        </Stack>
      )}
    </Container>
  );
}

/** Bytes in the reader's language: "812 byte", "12.4 kB" (Intl's own unit names, so nothing to translate). */
function formatSize(bytes: number, language: string): string {
  const kilobytes = bytes >= 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: kilobytes ? 'kilobyte' : 'byte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(kilobytes ? bytes / 1024 : bytes);
}

/** A message's files (a report's CSV), each a download link with its type and size. */
function Attachments({ message }: { message: MailboxMessage }) {
  const { t, i18n } = useTranslation('mailbox');
  if (message.attachments.length === 0) return null;
  const headingId = `mail-${message.id}-attachments`;
  return (
    <section aria-labelledby={headingId} className={classes.attachments}>
      <Title order={3} size="h6" id={headingId} mb={4}>
        {t('attachments')}
      </Title>
      <ul className={classes.files}>
        {message.attachments.map((file) => (
          <li key={file.index}>
            <Group gap={6} wrap="nowrap" align="center">
              <IconPaperclip size={16} aria-hidden="true" />
              <Anchor href={attachmentUrl(message.id, file.index)} download={file.filename} size="sm">
                {file.filename}
              </Anchor>
              <Text span size="sm" c="gray.7">
                {file.contentType} · {formatSize(file.size, i18n.language)}
              </Text>
            </Group>
          </li>
        ))}
      </ul>
    </section>
  );
}
