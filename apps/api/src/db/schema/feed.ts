import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { eventTypes } from './dictionary';
import { files } from './files';
import { opportunities } from './opportunities';
import { users } from './users';

/**
 * A professional's activity feed (002 §2.10, §3 'Feed event'). People are stored as ids only (the responsible
 * recruiter or the actor, the opportunity): names are drawn when the feed is read, so erasing a person leaves no
 * name behind. `kind` is the automatic kind for events the product writes itself (not editable, 002 §6).
 */
export const feedEvents = pgTable(
  'feed_events',
  {
    id: id(),
    professionalId: text('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventTypeId: text('event_type_id')
      .notNull()
      .references(() => eventTypes.id),
    kind: text('kind'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    opportunityId: text('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    /** When it happened: the day a recruiter typed (noon UTC), or the moment of an automatic event. */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    /** Rich HTML, sanitised before it is stored. */
    comment: text('comment').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    // The feed's one query: a professional's events newest first, paged by (happened_at, id).
    index('feed_events_professional_idx').on(table.professionalId, table.happenedAt.desc(), table.id.desc()),
    index('feed_events_event_type_idx').on(table.eventTypeId),
    index('feed_events_actor_idx').on(table.actorId).where(sql`${table.actorId} is not null`),
    index('feed_events_opportunity_idx')
      .on(table.opportunityId)
      .where(sql`${table.opportunityId} is not null`),
  ],
);

/** Files attached to a feed event (uploaded through POST /documents/file; the file rows belong to the professional). */
export const feedEventAttachments = pgTable(
  'feed_event_attachments',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => feedEvents.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.fileId] }),
    index('feed_event_attachments_file_idx').on(table.fileId),
  ],
);
