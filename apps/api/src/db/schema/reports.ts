import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { opportunities } from './opportunities';

/**
 * Every stage or status change of a candidature, append-only (issue 25 item 1): written by a trigger on
 * `candidatures` in the same transaction as the change, whoever writes it (migration candidature_transitions), and
 * never updated. Reports replay these rows (packages/domain/src/reports/recruitment-report.ts), so a reassigned
 * opportunity still counts for whoever was responsible when the stage moved.
 *
 * No foreign key to the candidature or the professional: their history outlives them (a deleted profile's moves
 * still moved the opportunity). A deleted opportunity takes its history with it (it leaves every report).
 */
export const candidatureTransitions = pgTable(
  'candidature_transitions',
  {
    /** The order the changes were recorded in. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    candidatureId: text('candidature_id').notNull(),
    opportunityId: text('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** 'stage': a step (key 1–4) registered, changed or cleared; 'status': status.current changed. */
    kind: text('kind', { enum: ['stage', 'status'] }).notNull(),
    /** The step's key (1–4) for a stage change. */
    stage: smallint('stage'),
    /** The step's result after the change: true met, false not met, null cleared (stage changes only). */
    met: boolean('met'),
    /** YYYY-MM-DD: the registration date of the step after the change, or the victory day of a change to 6. */
    stepDay: text('step_day'),
    /** Stage changes: the candidate's current stage (first not met, 1–5) before and after; status changes: the status. */
    fromValue: smallint('from_value'),
    toValue: smallint('to_value').notNull(),
    /** Who made the change (the API sets `mosaico.actor_id` in the transaction); null when not known (backfill). */
    actorId: text('actor_id'),
    /** The opportunity's responsible and squad at that moment. */
    responsibleId: text('responsible_id'),
    squadId: text('squad_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The opportunity's phase after this change (1 recruitment … 5 closing, 6 a professional Selecionado: 1 + the
     * highest stage some candidature has met, 6 while one is Selecionado; `phaseMovesOf` in packages/domain is the
     * rule, recruitment-report.test.ts checks that both agree), and whether it moved the opportunity: the report
     * reads only the moves (a few per opportunity) instead of every candidature's changes.
     */
    opportunityPhase: smallint('opportunity_phase'),
    movesPhase: boolean('moves_phase').notNull().default(false),
    /** True for rows carried over from the candidatures as they were when the table was created. */
    backfilled: boolean('backfilled').notNull().default(false),
  },
  (table) => [
    index('candidature_transitions_opportunity_idx').on(table.opportunityId, table.id),
    index('candidature_transitions_candidature_idx').on(table.candidatureId),
    // Migration 0045 makes it a covering index (INCLUDE step_day, occurred_at, opportunity_phase, responsible_id,
    // squad_id), which drizzle's index builder cannot declare.
    index('candidature_transitions_moves_idx')
      .on(table.opportunityId, table.id)
      .where(sql`${table.movesPhase}`),
  ],
);
