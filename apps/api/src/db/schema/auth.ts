import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

/** Single-use e-mail confirmation and password reset tokens. Only a hash of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['confirm', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For a sign-up that started on an opportunity: where to apply once confirmed. */
    opportunityId: text('opportunity_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);
