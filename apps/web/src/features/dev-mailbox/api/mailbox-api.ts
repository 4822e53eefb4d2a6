import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiGet } from '../../../lib/api-client';

/** GET /api/dev/mailbox (apps/api/src/modules/mail/mail.routes.ts): the outbox, newest first. */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  links: z.array(z.string()),
  /** Each attached file: its position (for the download), name, type and size in bytes. */
  attachments: z.array(
    z.object({ index: z.number(), filename: z.string(), contentType: z.string(), size: z.number() }),
  ),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export const mailboxSchema = z.object({ messages: z.array(mailboxMessageSchema) });

export function useMailbox() {
  return useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: ({ signal }) => apiGet('/dev/mailbox', mailboxSchema, { signal }),
    // 404 means the mailbox is off (SMTP configured or production): an answer, not a failure to retry.
    retry: (count, error) => !(error instanceof ApiError && error.statusCode === 404) && count < 2,
    refetchOnWindowFocus: true,
  });
}

export function isMailboxOff(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 404;
}

/** Where an attachment downloads from: the mailbox's own loopback-only call, no token needed. */
export function attachmentUrl(messageId: string, index: number): string {
  return `/api/dev/mailbox/${encodeURIComponent(messageId)}/attachments/${index}`;
}
