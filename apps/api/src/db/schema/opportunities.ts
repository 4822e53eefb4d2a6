import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { squads } from './dictionary';
import type { PlaceRef } from './users';
import { users } from './users';

export interface OpportunityCriterion {
  nome: string;
  termos: string[];
  peso: number;
  necessary: boolean;
}

export interface NamedRef {
  _id: string;
  nome: string;
}

export interface SalaryEntry {
  moeda: string;
  valor: string;
  valorSalario?: string;
}

export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    /** Human-readable running number shown to recruiters (DECISIONS). */
    idOpportunity: serial('id_opportunity').notNull(),
    titulo: text('titulo').notNull(),
    client: text('client'),
    detalhes: text('detalhes').notNull().default(''),
    detalhesEn: text('detalhes_en'),
    /**
     * The instant the opportunity was first published (update-public sets it once; unpublishing and editing keep
     * it): the recruitment period starts here (002 §4).
     */
    publicationDate: timestamp('publication_date', { withTimezone: true }),
    isPublic: boolean('is_public').notNull().default(false),
    isFinished: boolean('is_finished').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** '1' active on the kanban, '2' inactive (default). */
    label: text('label', { enum: ['1', '2'] })
      .notNull()
      .default('2'),
    fase: smallint('fase').notNull().default(0),
    lifeCycle: jsonb('life_cycle').$type<Array<{ fase: number; date: string }>>().notNull().default([]),
    quantidadeVagas: integer('quantidade_vagas').notNull().default(1),
    victories: integer('victories').notNull().default(0),
    defeats: integer('defeats').notNull().default(0),
    defeatDates: jsonb('defeat_dates').$type<string[]>().notNull().default([]),
    specialReferAndEarn: boolean('special_refer_and_earn').notNull().default(false),
    rewardAmount: numeric('reward_amount', { precision: 12, scale: 2 }),
    /** The Refer-and-Earn form's own publication date (001 §2.2, §5 rule 3); never the publication instant. */
    referAndEarnDate: timestamp('refer_and_earn_date', { withTimezone: true }),
    locations: jsonb('locations').$type<PlaceRef[]>().notNull().default([]),
    /** Brazil, Europe or North America, derived from the locations' countries. */
    region: text('region', { enum: ['brazil', 'europe', 'northAmerica', 'other'] }),
    rangeKm: integer('range_km').notNull().default(50),
    homeOffice: boolean('home_office').notNull().default(false),
    opportunityType: jsonb('opportunity_type')
      .$type<{ remote: boolean; hybrid: boolean; inPerson: boolean }>()
      .notNull()
      .default({ remote: false, hybrid: false, inPerson: true }),
    hiringModel: jsonb('hiring_model')
      .$type<{ clt: boolean; pj: boolean; others: boolean }>()
      .notNull()
      .default({ clt: true, pj: false, others: false }),
    pretensao: jsonb('pretensao')
      .$type<{ tipo: Partial<Record<'pj' | 'clt' | 'others', SalaryEntry>> }>()
      .notNull()
      .default({ tipo: {} }),
    criterias: jsonb('criterias').$type<OpportunityCriterion[]>().notNull().default([]),
    interests: jsonb('interests').$type<NamedRef[]>().notNull().default([]),
    careers: jsonb('careers').$type<NamedRef[]>().notNull().default([]),
    evaluations: jsonb('evaluations').$type<Array<{ _id: string; name: string }>>().notNull().default([]),
    pcd: boolean('pcd').notNull().default(false),
    pcdPref: boolean('pcd_pref').notNull().default(false),
    mosaicItems: jsonb('mosaic_items').$type<Array<{ nome: string; peso: number }>>().notNull().default([]),
    mosaic: jsonb('mosaic').$type<Array<Record<string, unknown>>>().notNull().default([]),
    /** Alta 1, Média 2, Baixa 3 (DECISIONS: priorities). */
    priority: smallint('priority').notNull().default(1),
    showInKanban: boolean('show_in_kanban').notNull().default(false),
    squadId: text('squad_id').references(() => squads.id, { onDelete: 'set null' }),
    responsibleId: text('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    closeReason: text('close_reason'),
    closeDescription: text('close_description'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('opportunities_id_opportunity_unique').on(table.idOpportunity),
    index('opportunities_open_idx').on(table.isFinished, table.isPublic),
    // The kanban's filters, and the foreign keys' SET NULL when a person or squad is deleted (without them each
    // deleted person scanned every opportunity).
    index('opportunities_responsible_idx').on(table.responsibleId),
    index('opportunities_squad_idx').on(table.squadId),
    index('opportunities_created_by_idx').on(table.createdBy),
  ],
);

export interface CandidateStep {
  key: number;
  date: string | null;
  meetsTheRequirements?: 0 | 1;
  details?: string;
  capture?: string;
  source?: string;
  user?: string;
  isChecked?: boolean;
}

/**
 * A professional's place in an opportunity: enrolled ("triado") or candidate, with status, history and steps
 * (DECISIONS: candidate status, stages and steps).
 */
export const candidatures = pgTable(
  'candidatures',
  {
    id: id(),
    opportunityId: text('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['enrolled', 'candidate'] }).notNull(),
    statusCurrent: smallint('status_current').notNull().default(0),
    statusHistory: jsonb('status_history')
      .$type<Array<{ status: number; date: string }>>()
      .notNull()
      .default([]),
    capture: text('capture'),
    source: text('source'),
    recruiterId: text('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    steps: jsonb('steps').$type<CandidateStep[]>().notNull().default([]),
    dateVictory: timestamp('date_victory', { withTimezone: true }),
    dateRefused: timestamp('date_refused', { withTimezone: true }),
    dateQuit: timestamp('date_quit', { withTimezone: true }),
    nivelAderencia: smallint('nivel_aderencia').notNull().default(0),
    byRh: boolean('by_rh').notNull().default(false),
    indicadoPor: text('indicado_por'),
    /** 'Não comunicar encerramento' off: finishing the opportunity sends this professional no e-mail (001 §2.7). */
    notifyOnFinish: boolean('notify_on_finish').notNull().default(true),
    /**
     * A registered stage dated before the step before it, and the latest stage day (functions of migration
     * candidature_transitions_trigger): the recruitment report's warnings (002 §2.12) read these instead of every
     * candidature's steps.
     */
    stepsOutOfOrder: boolean('steps_out_of_order').generatedAlwaysAs(
      sql`candidature_steps_out_of_order(steps)`,
    ),
    stepsLastDay: text('steps_last_day').generatedAlwaysAs(sql`candidature_steps_last_day(steps)`),
    /**
     * The highest stage (1–4) registered as met, 0 when none (migration candidature_met_stage): the transitions
     * trigger reads it for the opportunity's phase instead of parsing every other candidature's steps.
     */
    stepsMetStage: smallint('steps_met_stage').generatedAlwaysAs(sql`candidature_steps_met_stage(steps)`),
    /** Bumped on every recruiter change: a change made on an older version is refused (two recruiters at once). */
    version: integer('version').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('candidatures_opportunity_user_unique').on(table.opportunityId, table.userId),
    index('candidatures_user_idx').on(table.userId),
    index('candidatures_recruiter_idx').on(table.recruiterId),
    // The recruitment report's warnings: the few candidatures with a stage out of order or dated after today,
    // found without reading every candidature of the period's opportunities.
    index('candidatures_steps_out_of_order_idx').on(table.opportunityId).where(sql`steps_out_of_order`),
    index('candidatures_steps_last_day_idx').on(table.stepsLastDay),
  ],
);

/**
 * The days an opportunity's periods turn on (002 §4 'Period definition'), derived from its candidatures and kept in
 * step by triggers on `candidatures` (migration opportunity_milestones), whoever writes them: the first day any
 * candidate was registered as meeting each stage, and each victory's day. The kanban reads one row per opportunity
 * instead of every candidature's steps.
 */
export const opportunityMilestones = pgTable('opportunity_milestones', {
  opportunityId: text('opportunity_id')
    .primaryKey()
    .references(() => opportunities.id, { onDelete: 'cascade' }),
  // Days as YYYY-MM-DD text, like the steps they come from: a malformed step date can never fail a write.
  stage1MetOn: text('stage1_met_on'),
  stage2MetOn: text('stage2_met_on'),
  stage3MetOn: text('stage3_met_on'),
  stage4MetOn: text('stage4_met_on'),
  victoryDays: text('victory_days').array().notNull().default(sql`'{}'::text[]`),
});

/** Recruiters' notes on an opportunity (001 §3 'Comment'); only the author edits or deletes one. */
export const opportunityComments = pgTable(
  'opportunity_comments',
  {
    id: id(),
    opportunityId: text('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('opportunity_comments_opportunity_idx').on(table.opportunityId, table.createdAt),
    index('opportunity_comments_user_idx').on(table.userId),
  ],
);
