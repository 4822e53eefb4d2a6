import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { talentGroups } from './dictionary';
import { users } from './users';

/**
 * A talent's place on the talent hunters board (002 §2.5, §2.6; issue 24), keyed by the professional: the group
 * (category H1–H3), the responsible recruiter, 'Desistiu' (hiredOrQuit) and when the professional entered the
 * board. Who is a talent is the talent flag (users.flags.talent.status); a talent without a row here has no group
 * and no responsible yet, and entered the board when the flag was set.
 */
export const talents = pgTable(
  'talents',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: text('group_id').references(() => talentGroups.id, { onDelete: 'set null' }),
    recruiterId: text('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    hiredOrQuit: boolean('hired_or_quit').notNull().default(false),
    hiredOrQuitAt: timestamp('hired_or_quit_at', { withTimezone: true }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('talents_group_idx').on(table.groupId),
    index('talents_recruiter_idx').on(table.recruiterId),
    index('talents_updated_by_idx').on(table.updatedBy),
  ],
);
