import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listMailbox } from './mail.service';

const mailboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      template: z.string(),
      language: z.string(),
      status: z.string(),
      createdAt: z.string(),
      links: z.array(z.string()),
    }),
  ),
});

/**
 * GET /api/dev/mailbox: every message the product "sent", newest first, with its links, so a developer completes
 * sign-up without a mail server (DECISIONS: mail). Registered only outside production and without SMTP; otherwise
 * the path does not exist (404).
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  if (config.isProduction || config.smtpUrl) return;
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox (only without SMTP, never in production)',
        description:
          'The last 100 messages of the outbox, newest first; `links` are the absolute links of the text.',
        response: { 200: mailboxSchema },
      },
    },
    async () => ({ messages: await listMailbox(app.ctx) }),
  );
};
