import { contactMessageRequestSchema, contactMessageResponseSchema } from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/language';
import { RATE_LIMITS, routeRateLimit } from '../../lib/rate-limit/limits';
import { sendContactMessage } from './contact.service';

/** The contact-us form (000 §2, §7: POST contactus), under /api. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contactus',
    {
      config: { rateLimit: routeRateLimit(RATE_LIMITS.contactPerIp) },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team (contact us)',
        description:
          'Body {firstName, email, mensagem, activeLanguage}; all required (blank counts as empty). The message is ' +
          'kept and mailed to CONTACT_EMAIL; the answer `message` is the translated confirmation to show. ' +
          'Limited to 5 per 15 minutes per IP.',
        body: contactMessageRequestSchema,
        response: { 200: contactMessageResponseSchema },
      },
    },
    async (request) => sendContactMessage(app.ctx, request.body, requestLanguage(request)),
  );
};
