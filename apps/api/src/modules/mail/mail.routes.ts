import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../lib/errors';
import { attachmentDisposition, listMailbox, mailboxAttachment } from './mail.service';

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
      attachments: z.array(
        z.object({
          index: z.number().int(),
          filename: z.string(),
          contentType: z.string(),
          size: z.number().int(),
        }),
      ),
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
          'The last 100 messages of the outbox, newest first; `links` are the absolute links of the text; ' +
          '`attachments` name each attached file (position, name, type, size in bytes), downloaded from ' +
          '/dev/mailbox/{id}/attachments/{index}.',
        response: { 200: mailboxSchema },
      },
    },
    async () => ({ messages: await listMailbox(app.ctx) }),
  );
  app.get(
    '/dev/mailbox/:id/attachments/:index',
    {
      schema: {
        tags: ['dev'],
        summary: 'One attachment of a development-mailbox message, as it was sent',
        description:
          'The file with its own type, `Content-Disposition: attachment` and `X-Content-Type-Options: nosniff`; ' +
          '{index} is its position in the message (from 0, as the mailbox lists it). 404 NOT_FOUND otherwise.',
        params: z.object({ id: z.string().min(1).max(100), index: z.coerce.number().int().min(0).max(99) }),
        response: { 200: z.unknown().describe('the file'), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await mailboxAttachment(app.ctx, request.params.id, request.params.index);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
};
