import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Signed report links (issue 25 item 6, POST reports/sendReportEmail): the report and filters a mailed link opens.
 * The link carries only this row's id and an HMAC over the row (kind, filters, expiry) with the app's secret, so it
 * stays short enough for a path segment and cannot be altered or forged.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('report_links_expires_idx').on(table.expiresAt)],
);
