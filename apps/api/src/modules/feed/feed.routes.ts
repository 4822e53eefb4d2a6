import {
  eventTypesResponseSchema,
  feedEventSchema,
  feedQuerySchema,
  feedResponseSchema,
  saveFeedEventBodySchema,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, requireRecruiter } from '../../lib/auth';
import { apiErrorSchema } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { addEvent, editEvent, listEventTypes, listFeed } from './feed.service';

const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const professionalParams = z.object({ id: z.string().min(1).max(100) });
const SAVE_DESCRIPTION =
  'Body {responsible, event, date, comment, attachments, feedAttachments} (002 §3): `responsible` a recruiter id ' +
  '(the caller when absent), `event` a manual event type id (GET /events), `date` YYYY-MM-DD, `comment` rich ' +
  'HTML (sanitised), `attachments` files just uploaded through POST /documents/file ({fileName, url}), ' +
  '`feedAttachments` the event’s attachments to keep when editing. Answers the saved event.';

/** A professional's activity feed and its event types (002 §2.10, §3, §6, §7.2). */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['feed'],
        summary: 'Every feed event type (002 §7.2 "GET events")',
        description:
          'A list of {_id, name, automatic}, names in the Accept-Language. Automatic types are the ones the ' +
          'product writes itself; they cannot be chosen nor edited.',
        security,
        response: { 200: eventTypesResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listEventTypes(app.ctx, requestLanguage(request)),
  );

  app.get(
    '/feed/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['feed'],
        summary: "A professional's feed, newest first, one page at a time (002 §7.2)",
        description:
          'Query `limit` (1–100, default 20) and `before`, the `_id` of the last event already read: the page ' +
          'holds the events after it. A page shorter than `limit` is the last. Names are drawn now: an erased ' +
          'person shows as `recruiter: null`. 404 PROFESSIONAL_NOT_FOUND, 400 FEED_CURSOR_INVALID.',
        security,
        params: professionalParams,
        querystring: feedQuerySchema,
        response: { 200: feedResponseSchema, ...errors },
      },
    },
    async (request) => listFeed(app.ctx, request.params.id, request.query, requestLanguage(request)),
  );

  app.post(
    '/feed/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['feed'],
        summary: 'Adds an event to a professional’s feed (002 §7.2)',
        description: SAVE_DESCRIPTION,
        security,
        params: professionalParams,
        body: saveFeedEventBodySchema,
        response: { 200: feedEventSchema, ...errors },
      },
    },
    async (request) =>
      addEvent(app.ctx, currentUserOf(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.put(
    '/feed/:id/:eventId',
    {
      preHandler: requireRecruiter,
      schema: {
        tags: ['feed'],
        summary: 'Changes an event a recruiter wrote (002 §6, §7.2)',
        description: `${SAVE_DESCRIPTION} 409 FEED_EVENT_NOT_EDITABLE for an automatic event, 404 FEED_EVENT_NOT_FOUND.`,
        security,
        params: professionalParams.extend({ eventId: z.string().min(1).max(100) }),
        body: saveFeedEventBodySchema,
        response: { 200: feedEventSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      editEvent(
        app.ctx,
        currentUserOf(request),
        request.params.id,
        request.params.eventId,
        request.body,
        requestLanguage(request),
      ),
  );
};
