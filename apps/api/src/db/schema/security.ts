import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

/**
 * A person's TOTP second factor (RFC 6238). `confirmedAt` is null while enrolment waits for the first code;
 * `lastUsedStep` is the time step of the last accepted code, so a code cannot be used twice in its window.
 * `secret` is stored sealed with AES-256-GCM under SECRETS_KEY (`v1:…`, lib/secret-box.ts); a value without the
 * prefix is one written before and is sealed at the next start.
 */
export const secondFactors = pgTable('second_factors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per confirmed second factor; only an argon2id hash of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * One row per sign-in: the tokens issued for it carry its id (`sid`), so it can be listed and ended on its own.
 * `lastSeenAt` moves (at most once a minute) while it is used; an idle or ended session's tokens stop working.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    address: text('address').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Whether the sign-in passed a second factor. */
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (table) => [index('user_sessions_user_idx').on(table.userId)],
);
