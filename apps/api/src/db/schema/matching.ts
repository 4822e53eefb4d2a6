import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { opportunities } from './opportunities';
import { users } from './users';

/**
 * Matching engine (issue 4, docs/matching.md). `match_criterion_terms`, `match_opportunities` and
 * `match_professionals` are derived facts kept in step with `opportunities` and `users` by triggers (migration
 * matching_rules), so that ranking is set-based SQL over narrow, indexed rows whoever writes the source rows.
 * `compatibilities` holds the computed compatible pairs; `match_status` tells pollers when a recompute is done.
 * `user_skills.nome_norm` (generated, same migration) is the skill name normalised like the criterion terms.
 */

/** One row per name or synonym of each criterion of each opportunity, normalised by `match_norm`. */
export const matchCriterionTerms = pgTable(
  'match_criterion_terms',
  {
    opportunityId: text('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    /** The criterion's index in `opportunities.criterias`. */
    position: smallint('position').notNull(),
    termNorm: text('term_norm').notNull(),
    peso: smallint('peso').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.opportunityId, table.position, table.termNorm] }),
    index('match_criterion_terms_term_idx').on(
      table.termNorm,
      table.opportunityId,
      table.position,
      table.peso,
    ),
  ],
);

/**
 * Distinct place sets (normalised addresses, their parts, coordinates), shared by professionals and
 * opportunities. Many professionals share a place (a city, the same interest locations), so a ranking tests
 * location eligibility once per distinct place instead of once per professional. Rows are only added (by the
 * match triggers, keyed by a hash of the arrays); an unused place costs nothing but a row.
 */
export const matchPlaces = pgTable('match_places', {
  id: serial('id').primaryKey(),
  /** md5 of the four arrays' text: the identity of the place set. */
  key: text('key').notNull().unique(),
  addresses: text('addresses').array().notNull(),
  parts: text('parts').array().notNull(),
  lats: doublePrecision('lats').array().notNull(),
  lngs: doublePrecision('lngs').array().notNull(),
});

/** An opportunity's location and weight facts, precomputed for eligibility tests. */
export const matchOpportunities = pgTable(
  'match_opportunities',
  {
    opportunityId: text('opportunity_id')
      .primaryKey()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    totalPeso: integer('total_peso').notNull(),
    remote: boolean('remote').notNull(),
    rangeKm: doublePrecision('range_km').notNull(),
    hasLocations: boolean('has_locations').notNull(),
    /** Normalised full addresses and their comma-separated parts longer than 2 characters. */
    addresses: text('addresses').array().notNull(),
    parts: text('parts').array().notNull(),
    lats: doublePrecision('lats').array().notNull(),
    lngs: doublePrecision('lngs').array().notNull(),
    /** Public, not finished, with vacancies: what a professional may see (001 §2.3). */
    open: boolean('open').notNull(),
    /** The place set of `addresses`, `parts`, `lats`, `lngs` in `match_places`. */
    placeId: integer('place_id'),
  },
  (table) => [index('match_opportunities_open_idx').on(table.open)],
);

/**
 * A professional's place set (residence and interest locations, in `match_places`) and card flags, precomputed.
 * Narrow on purpose: ranking one opportunity hash-joins its scores with the eligible rows of this table.
 */
export const matchProfessionals = pgTable(
  'match_professionals',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set by the match triggers (nullable only so the column could be added to existing rows). */
    placeId: integer('place_id'),
    isPcd: boolean('is_pcd').notNull(),
    isTalent: boolean('is_talent').notNull(),
    /** Not deleted and not a recruiter: may appear among compatibles. */
    active: boolean('active').notNull(),
  },
  (table) => [
    // The eligible professionals of one ranking: those of the eligible places, flags included (index-only).
    index('match_professionals_place_idx')
      .on(table.placeId, table.userId, table.isPcd, table.isTalent)
      .where(sql`${table.active}`),
  ],
);

/** Compatible pairs (eligible by location, adherence above 0), ranked by adherence. */
export const compatibilities = pgTable(
  'compatibilities',
  {
    opportunityId: text('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adherence: smallint('adherence').notNull(),
    /** Copies of the professional's flags for the PCD-first and Talents-first orders (kept by trigger). */
    isPcd: boolean('is_pcd').notNull().default(false),
    isTalent: boolean('is_talent').notNull().default(false),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.opportunityId, table.userId] }),
    // The flags trail the key so that the "not flagged" half of a PCD-first or Talents-first page is an
    // index-only walk in rank order (without them the planner scanned every row of the opportunity: 55 ms).
    index('compatibilities_opportunity_rank_idx').on(
      table.opportunityId,
      table.adherence.desc(),
      table.userId,
      table.isPcd,
      table.isTalent,
    ),
    // PCD-first and Talents-first pages read the (few) flagged rows from these partial indexes, then the rest
    // from the rank index: two small indexes instead of two full copies of the rank index to keep on every write.
    index('compatibilities_opportunity_pcd_idx')
      .on(table.opportunityId, table.adherence.desc(), table.userId)
      .where(sql`${table.isPcd}`),
    index('compatibilities_opportunity_talent_idx')
      .on(table.opportunityId, table.adherence.desc(), table.userId)
      .where(sql`${table.isTalent}`),
    index('compatibilities_user_rank_idx').on(table.userId, table.adherence.desc(), table.opportunityId),
  ],
);

/**
 * Recompute requests per opportunity or professional: a request bumps `requested_seq`; a job records the
 * sequence it started from in `completed_seq`. 'processing' while requested_seq > completed_seq.
 */
export const matchStatus = pgTable(
  'match_status',
  {
    kind: text('kind', { enum: ['opportunity', 'professional'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    requestedSeq: integer('requested_seq').notNull().default(0),
    completedSeq: integer('completed_seq').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.subjectId] })],
);
