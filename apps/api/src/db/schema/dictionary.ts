import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** Recruiter teams used to filter boards. */
export const squads = pgTable('squads', {
  id: id(),
  name: text('name').notNull().unique(),
});

/** Career roles / areas ("carreiras"). */
export const careers = pgTable('careers', {
  id: id(),
  nome: text('nome').notNull().unique(),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The dictionary (000 §7 `dictionary/*`): interests ('euquero') and competences ('eusou', 'eusei') the mosaic is
 * built from, and states ('estados'). `nome` is the Portuguese term, `nomeEn` its English caption. A base
 * vocabulary comes with migration 0018; recruiters add terms (POST dictionary). Unique per classif, ignoring case.
 */
export const dictionaryTerms = pgTable(
  'dictionary_terms',
  {
    id: id(),
    nome: text('nome').notNull(),
    nomeEn: text('nome_en'),
    classif: text('classif').notNull(),
    subclassif: text('subclassif'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dictionary_terms_classif_nome_unique').on(table.classif, sql`lower(${table.nome})`),
  ],
);

/** Match-criterion templates with their synonyms. */
export const criteriaTemplates = pgTable('criteria_templates', {
  id: id(),
  nome: text('nome').notNull(),
  termos: text('termos').array().notNull().default([]),
  global: boolean('global').notNull().default(true),
});

/** Evaluation types (Parecer Técnico, behavioural opinion…), each with optional criteria. */
export const evaluationTypes = pgTable('evaluation_types', {
  id: id(),
  name: text('name').notNull().unique(),
  criteria: jsonb('criteria').$type<Array<{ name: string; peso: number }>>().notNull().default([]),
  disabled: boolean('disabled').notNull().default(false),
});

/**
 * Feed event types; automatic ones are written by the system and cannot be edited (002 §6). `name` is the
 * Brazilian Portuguese name, `nameEn`/`namePtPt` its English and European Portuguese ones (null: `name` serves).
 * `kind` is the automatic kind (packages/domain AUTOMATIC_EVENT_KINDS) the product writes events of.
 */
export const eventTypes = pgTable('event_types', {
  id: id(),
  name: text('name').notNull().unique(),
  nameEn: text('name_en'),
  namePtPt: text('name_pt_pt'),
  kind: text('kind').unique(),
  automatic: boolean('automatic').notNull().default(false),
});

/** Talent groups H1, H2, H3. */
export const talentGroups = pgTable('talent_groups', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
});
