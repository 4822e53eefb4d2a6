import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { opportunities } from './opportunities';
import { users } from './users';

/**
 * Pre-registrations made for an opportunity (001 §7: users/preRegisterMade, preRegisterMadeByOpportunity): one row
 * per pre-registration a recruiter made, with the professional's name as typed. PUT users/pre-register writes it
 * with the professional; POST users/preRegisterMade writes it from the name alone.
 */
export const preRegistrations = pgTable(
  'pre_registrations',
  {
    id: id(),
    opportunityId: text('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    recruiterId: text('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    professionalId: text('professional_id').references(() => users.id, { onDelete: 'set null' }),
    professionalName: text('professional_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pre_registrations_opportunity_idx').on(table.opportunityId, table.createdAt),
    index('pre_registrations_professional_idx').on(table.professionalId),
    index('pre_registrations_recruiter_idx').on(table.recruiterId),
  ],
);
