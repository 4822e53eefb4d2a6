import type { Language } from '@mosaico/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { mailOutbox } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type MailData, type MailTemplate, renderMail } from './templates';

/** Renders a template in `language` and hands it to the mailer (kept in the outbox; sent when SMTP is set). */
export async function sendTemplateMail(
  ctx: Pick<AppContext, 'mailer'>,
  input: { to: string; template: MailTemplate; language: Language; data: MailData },
): Promise<{ id: string }> {
  const rendered = renderMail(input.template, input.language, input.data);
  return ctx.mailer.send({ to: input.to, template: input.template, language: input.language, ...rendered });
}

/** Absolute http(s) links of a message's text, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  // Sentence punctuation right after a link is not part of it.
  const found = (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
  return [...new Set(found)];
}

export const MAILBOX_LIMIT = 100;

/** An attachment as the mailbox lists it: its position in the message (for the download), name, type, bytes. */
export interface MailboxAttachment {
  index: number;
  filename: string;
  contentType: string;
  size: number;
}

/** The development mailbox: the newest messages of the outbox first. */
export async function listMailbox(ctx: Pick<AppContext, 'database'>) {
  const rows = await ctx.database.db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      template: mailOutbox.template,
      language: mailOutbox.language,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      // Name, type and size of each attachment, counted in the database: the list never carries the files.
      attachments: sql<MailboxAttachment[]>`(
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'index', a.n - 1,
          'filename', a.file ->> 'filename',
          'contentType', a.file ->> 'contentType',
          'size', octet_length(convert_to(coalesce(a.file ->> 'content', ''), 'UTF8'))) ORDER BY a.n), '[]'::jsonb)
        FROM jsonb_array_elements(${mailOutbox.attachments}) WITH ORDINALITY AS a(file, n))`,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(MAILBOX_LIMIT);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    links: extractLinks(row.text),
  }));
}

/** `attachment` with the name both as ASCII (old clients) and as UTF-8 (RFC 6266 / 5987). */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** One attachment of a kept message, as it was sent (404 NOT_FOUND for an unknown message or position). */
export async function mailboxAttachment(
  ctx: Pick<AppContext, 'database'>,
  id: string,
  index: number,
): Promise<{ filename: string; contentType: string; content: Buffer }> {
  const [row] = await ctx.database.db
    .select({
      file: sql<{ filename: string; contentType: string; content: string } | null>`
      ${mailOutbox.attachments} -> ${index}::int`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .limit(1);
  const file = row?.file;
  if (!file || typeof file.content !== 'string') throw new AppError(404, 'NOT_FOUND');
  return {
    filename: file.filename || `attachment-${index + 1}`,
    contentType: file.contentType || 'application/octet-stream',
    content: Buffer.from(file.content, 'utf8'),
  };
}
