import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** Messages sent through the contact-us form. */
export const contactMessages = pgTable('contact_messages', {
  id: id(),
  firstName: text('first_name').notNull(),
  email: text('email').notNull(),
  mensagem: text('mensagem').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
