import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { evaluationTypes } from './dictionary';
import { opportunities } from './opportunities';
import { users } from './users';

/**
 * Recruiters' evaluations of professionals (002 §3 'Evaluation'). People are stored as ids: the evaluator's name is
 * drawn when read. The type's name is kept too, so an evaluation survives its type being removed from the list.
 */
export const userEvaluations = pgTable(
  'user_evaluations',
  {
    id: id(),
    professionalId: text('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    evaluatorId: text('evaluator_id').references(() => users.id, { onDelete: 'set null' }),
    typeId: text('type_id').references(() => evaluationTypes.id, { onDelete: 'set null' }),
    typeName: text('type_name').notNull(),
    /** Null: a behavioural opinion (002 §3). */
    opportunityId: text('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    /** 'Parecer Técnico': the opportunity's criteria as this evaluation weighed them [{name, peso}]. */
    criteria: jsonb('criteria').$type<Array<{ name: string; peso: 1 | 3 }>>().notNull().default([]),
    conteudo: text('conteudo').notNull(),
    result: integer('result').notNull(),
    /** 002 §3 'created' (default now): the flags' expiry counts from it. */
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (table) => [
    index('user_evaluations_professional_created_idx').on(table.professionalId, table.created),
    index('user_evaluations_opportunity_idx').on(table.opportunityId),
    index('user_evaluations_evaluator_idx').on(table.evaluatorId),
    check('user_evaluations_result_range', sql`${table.result} between 0 and 10`),
  ],
);
