import { eq } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';

/** A rendered message: what the templates produce and the outbox keeps. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Template name (confirm, resend, reset, welcome, …), kept in the outbox. */
  template: string;
  language: string;
  /** Files sent with the message (a report's CSV); kept in the outbox with it. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

export interface Mailer {
  /**
   * Keeps the message in `mail_outbox` and, with SMTP configured, delivers it in the background (status
   * pending → sent or failed with the error). Without SMTP the status is 'kept'. Resolves with the outbox id once
   * the row is written; a delivery failure never fails the caller.
   */
  send(message: MailMessage): Promise<{ id: string }>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(config: Config, database: DatabaseHandle): Mailer {
  const { db } = database;
  let transport: Transporter | null = null;
  const inFlight = new Set<Promise<void>>();

  const getTransport = (): Transporter => {
    if (!transport) {
      transport = createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
    }
    return transport;
  };

  const deliver = async (id: string, message: MailMessage): Promise<void> => {
    try {
      await getTransport().sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ status: 'failed', error: text.slice(0, 2000) })
        .where(eq(mailOutbox.id, id))
        .catch(() => {
          // The database is gone too (shutdown); nothing more to record.
        });
    }
  };

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          template: message.template,
          language: message.language,
          attachments: message.attachments ?? [],
          status: config.smtpUrl ? 'pending' : 'kept',
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned no row');
      if (config.smtpUrl) {
        const delivery = deliver(row.id, message).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
      return { id: row.id };
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      transport?.close();
      transport = null;
    },
  };
}
