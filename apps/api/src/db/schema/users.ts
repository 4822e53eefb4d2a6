import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** A contract "flag kept with a status" (talent, eluminer, …): { status, updatedAt, updatedBy }. */
export interface FlagState {
  status: boolean;
  updatedAt?: string;
  updatedBy?: string;
}

export interface PlaceRef {
  place_id: string;
  formatted_address: string;
  lat?: number;
  lng?: number;
}

/**
 * A person: professional, recruiter (rh) or manager (rh_manager). Nested contract parts that are read and
 * written whole (dadosPessoais, contato, notificationsSettings, perfilUsuario without its skills) are jsonb;
 * what is searched or matched on has columns or its own table.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayName: text('display_name').notNull(),
    roles: text('roles').array().notNull().default(sql`ARRAY['user']::text[]`),
    preferredLanguage: text('preferred_language').notNull().default('pt-BR'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Bumped on password change or deletion: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    description: text('description'),
    linkedinUrl: text('linkedin_url'),
    userImageFileId: text('user_image_file_id'),
    /** dadosPessoais without geolocation: dataNascimento, cpf, genero, localidade, pcdUser, indicadoPor. */
    personalData: jsonb('personal_data').$type<Record<string, unknown>>().notNull().default({}),
    placeId: text('place_id'),
    formattedAddress: text('formatted_address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** contato.lista */
    contacts: jsonb('contacts')
      .$type<Array<{ tipo: string; contato: string; locale: string }>>()
      .notNull()
      .default([]),
    notificationsSettings: jsonb('notifications_settings')
      .$type<{ isActive: boolean; channels: Array<{ name: string; isActive: boolean }> }>()
      .notNull()
      .default({ isActive: true, channels: [] }),
    /** perfilUsuario: pretensao, interestLocations, mosaico (skills live in user_skills). */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    opportunityType: jsonb('opportunity_type')
      .$type<{ remote: boolean; hybrid: boolean; inPerson: boolean }>()
      .notNull()
      .default({ remote: false, hybrid: false, inPerson: false }),
    hiringModel: jsonb('hiring_model')
      .$type<{ clt: boolean; pj: boolean; others: boolean }>()
      .notNull()
      .default({ clt: true, pj: true, others: true }),
    homeOffice: boolean('home_office').notNull().default(false),
    /** talent, eluminer, ex_eluminer, indication_user, location_international, europeanUnionCitizenship. */
    flags: jsonb('flags').$type<Record<string, FlagState>>().notNull().default({}),
    registerRh: boolean('register_rh').notNull().default(false),
    preRegister: boolean('pre_register').notNull().default(false),
    byRh: boolean('by_rh').notNull().default(false),
    validRegistration: boolean('valid_registration').notNull().default(false),
    provider: text('provider'),
    providerData: jsonb('provider_data').$type<Record<string, unknown>>(),
    registeredBy: text('registered_by'),
    onboardingStep: text('onboarding_step'),
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }),
    privacyConsentExpiresAt: timestamp('privacy_consent_expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_roles_idx').using('gin', table.roles),
  ],
);

/**
 * perfilUsuario.digomais.lista: skills, languages, certifications… with a level 1–3. Its own table because the
 * matching engine reads skills across every professional.
 */
export const userSkills = pgTable(
  'user_skills',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    nomeCaption: text('nome_caption'),
    classif: text('classif').notNull().default('digomais'),
    subclassif: text('subclassif').notNull().default('skills'),
    level: smallint('level').notNull().default(1),
    /** 'declared' by the person, or the external provider that reported it (counts as level 2). */
    source: text('source').notNull().default('declared'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('user_skills_user_idx').on(table.userId)],
);

/**
 * What is kept of a deleted registration (002 §3 deleted-profile record: userName, userEmail, created, comment),
 * for the deleted-profiles report. Everything else about the person is erased (000 §4).
 */
export const deletedProfiles = pgTable(
  'deleted_profiles',
  {
    id: id(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    comment: text('comment'),
    /** When the registration was deleted. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deleted_profiles_created_idx').on(table.createdAt)],
);
