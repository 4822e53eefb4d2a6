import { randomUUID } from 'node:crypto';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** Opaque string ids (DECISIONS: ids are opaque strings in `_id`). */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
