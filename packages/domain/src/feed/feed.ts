import { z } from 'zod';
import { calendarDaySchema } from '../candidature/selection';
import { richTextToPlain } from '../opportunity/authoring';
import { FEED_COMMENT_TRUNCATE_LENGTH } from '../opportunity/rules';
import { oneLineText } from '../shared/one-line';

// 002 §2.10, §3 'Feed event', §6, §7.2: a professional's activity feed as recruiters read and write it.

/**
 * The events the product writes itself (002 §6: "a fixed list of automatic event types cannot be edited"; the
 * list itself is not shown, issue 23 names these). Each has one stored event type (migration: event_types.kind).
 */
export const AUTOMATIC_EVENT_KINDS = [
  'applied',
  'enrolled',
  'made-candidate',
  'stage-changed',
  'status-changed',
  'evaluated',
  'flagged',
  'registered-by-recruiter',
] as const;
export const automaticEventKindSchema = z.enum(AUTOMATIC_EVENT_KINDS);
export type AutomaticEventKind = z.infer<typeof automaticEventKindSchema>;

/** GET /feed/{id} pages newest first: this many events unless `limit` says otherwise (at most FEED_PAGE_MAX). */
export const FEED_PAGE_SIZE = 20;
export const FEED_PAGE_MAX = 100;
/** A note is a note: 20,000 characters of HTML, as the candidature stages' notes. */
export const FEED_COMMENT_MAX_LENGTH = 20_000;
/** Files one event may carry. */
export const FEED_ATTACHMENTS_MAX = 10;

/** One event type of GET /events (002 §7.2: {_id, name}); `automatic` tells the add modal which to leave out. */
export const eventTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  automatic: z.boolean(),
});
export type EventType = z.infer<typeof eventTypeSchema>;
export const eventTypesResponseSchema = z.array(eventTypeSchema);

export const feedAttachmentSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  url: z.string(),
});
export type FeedAttachment = z.infer<typeof feedAttachmentSchema>;

/**
 * One feed event (002 §3): `created` is the event's date, `recruiter` the responsible person (null when nobody,
 * or when that person erased their registration: names are drawn when the feed is read, never stored).
 */
export const feedEventSchema = z.object({
  _id: z.string(),
  created: z.string(),
  eventType: z.object({ _id: z.string(), name: z.string() }),
  /** The automatic kind, or null for an event a recruiter wrote. Automatic events cannot be edited (002 §6). */
  kind: automaticEventKindSchema.nullable(),
  automatic: z.boolean(),
  recruiter: z
    .object({ _id: z.string(), displayName: z.string(), userImageUrl: z.string().nullable() })
    .nullable(),
  /** The opportunity an automatic event is about (applying, enrolling, a stage or status), or null. */
  opportunity: z.object({ _id: z.string(), titulo: z.string(), idOpportunity: z.number() }).nullable(),
  /** Rich HTML, sanitised by the server. */
  comment: z.string(),
  attachments: z.array(feedAttachmentSchema),
});
export type FeedEvent = z.infer<typeof feedEventSchema>;
/** GET /feed/{id}: a page of events, newest first (002 §7.2 "list of feed events"). */
export const feedResponseSchema = z.array(feedEventSchema);

/** GET /feed/{id} query: `before` is the `_id` of the last event already shown; `limit` the page size. */
export const feedQuerySchema = z.object({
  before: oneLineText().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_SIZE),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

const uploadedAttachmentSchema = z.object({
  fileName: oneLineText().max(300),
  url: oneLineText().min(1).max(500),
});

/**
 * POST /feed/{id} and PUT /feed/{id}/{eventId} (002 §3 "responsible, event, date, comment, attachments,
 * feedAttachments"): `responsible` the recruiter the event is about (the caller when absent), `event` the event
 * type's `_id`, `date` the calendar day, `attachments` files just uploaded (POST /documents/file answers), and
 * `feedAttachments` the event's attachments to keep when editing (those left out are removed).
 */
export const saveFeedEventBodySchema = z.object({
  responsible: oneLineText().min(1).max(100).nullish(),
  event: oneLineText().min(1).max(100),
  date: calendarDaySchema,
  comment: z.string().max(FEED_COMMENT_MAX_LENGTH).default(''),
  attachments: z.array(uploadedAttachmentSchema).max(FEED_ATTACHMENTS_MAX).default([]),
  feedAttachments: z
    .array(uploadedAttachmentSchema.extend({ _id: oneLineText().min(1).max(100).optional() }))
    .max(FEED_ATTACHMENTS_MAX)
    .default([]),
});
export type SaveFeedEventBody = z.input<typeof saveFeedEventBodySchema>;

/**
 * 002 §5: a comment of 20 or more characters (as the reader sees them, tags aside) shows cut, with show more /
 * show less. `preview` is the first 20 characters and an ellipsis; null when the comment shows whole.
 */
export function feedCommentPreview(html: string): string | null {
  const plain = [...richTextToPlain(html)];
  if (plain.length < FEED_COMMENT_TRUNCATE_LENGTH) return null;
  return `${plain.slice(0, FEED_COMMENT_TRUNCATE_LENGTH).join('').trimEnd()}…`;
}
