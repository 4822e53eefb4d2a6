import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * 002 §3 recruiterInputs: the recruiter sheet about a professional (free-text notes only recruiters read and
 * write). One row per professional, kept apart from `users` so no professional-facing answer can carry it by
 * accident; erasing a registration deletes it (users/account-deletion.repository.ts).
 */
export const recruiterInputs = pgTable('recruiter_inputs', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The sheet's fields as recruiterInputsBodySchema (packages/domain) parses them. */
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
