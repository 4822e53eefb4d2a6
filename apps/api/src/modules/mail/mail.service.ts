import type { Language } from '@mosaico/domain';
import { desc } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { mailOutbox } from '../../db/schema';
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
