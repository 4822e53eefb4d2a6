import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { talentGroups, talents, users } from '../../db/schema';
import { RECRUITER_ROLES } from '../../lib/auth';
import { TALENTS_CHANGED_CHANNEL } from '../../lib/notified-cache';
import { behaviouralEvaluationSql } from '../evaluations';
import { storedPairIn } from '../matching';

/** Rows of a raw statement; both drivers answer `{ rows }`. */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Who is a talent: the talent flag on, registration not deleted. The exact predicate of the partial index
 * `users_talent_flag_idx` (migration talent_flag_index), so the planner can use it.
 */
const IS_TALENT = sql`(u.flags -> 'talent' ->> 'status') = 'true' AND u.deleted_at IS NULL`;

/** How many high-compatibility opportunities a card carries ('Verificar Compatibilidade' lists them). */
const HIGH_COMPATIBLES_ON_CARD = 10;

export interface CandidatureFactRow {
  opportunityId: string;
  idOpportunity: number;
  title: string;
  client: string | null;
  status: number;
  statusHistory: Array<{ status: number; date: string }>;
  steps: Array<{ key: number; date: string | null; meetsTheRequirements?: 0 | 1 }>;
  startedAt: string;
  dateVictory: string | null;
  dateQuit: string | null;
  dateRefused: string | null;
  isFinished: boolean;
  finishedAt: string | null;
}

/** One of the talent's evaluations (user_evaluations), newest first on the card. */
export interface TalentEvaluationRow {
  id: string;
  conteudo: string;
  resultado: number;
  created: string;
  typeName: string;
  opportunityId: string | null;
  evaluatorId: string | null;
  /** Null when the evaluator's registration was erased (their name is not shown). */
  evaluatorName: string | null;
}

export interface TalentRow {
  id: string;
  displayName: string;
  email: string;
  /** What the badge rule reads (lib/professional-badges.ts). */
  flags: Record<string, { status: boolean; updatedAt?: string; updatedBy?: string } | undefined>;
  /** Only `pcdUser` (the badge rule's part): the rest of personal data never leaves the database here. */
  personalData: Record<string, unknown>;
  registerRh: boolean;
  preRegister: boolean;
  validRegistration: boolean;
  provider: string | null;
  contacts: Array<{ tipo: string; contato: string; locale: string }>;
  notificationsSettings: { isActive: boolean; channels: Array<{ name: string; isActive: boolean }> };
  /** Only the parts a card shows: `pretensao` and `interestLocations` (a profile's mosaic and skills stay out). */
  profile: Record<string, unknown>;
  hiringModel: { clt: boolean; pj: boolean; others: boolean };
  opportunityType: { remote: boolean; hybrid: boolean; inPerson: boolean };
  homeOffice: boolean;
  groupId: string | null;
  groupName: string | null;
  groupDescription: string | null;
  recruiterId: string | null;
  recruiterName: string | null;
  recruiterImageFileId: string | null;
  hiredOrQuit: boolean;
  hiredOrQuitAt: string | null;
  enteredAt: string;
  candidatures: CandidatureFactRow[];
  languages: Array<{ nome: string; level: number; subclassif: string; classif: string }>;
  highCompatibles: Array<{ id: string; idOpportunity: number; title: string; nivelAderencia: number }>;
  evaluations: TalentEvaluationRow[];
}

export interface TalentFilter {
  recruiterId: string | null;
  /** A group's name (H1–H3), 'none' for no group, null for all. */
  group: string | null;
  keywords: readonly string[];
  sort: number;
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: TalentFilter): SQL {
  const parts: SQL[] = [IS_TALENT];
  if (filter.recruiterId) parts.push(sql`t.recruiter_id = ${filter.recruiterId}`);
  if (filter.group === 'none') parts.push(sql`t.group_id IS NULL`);
  else if (filter.group) parts.push(sql`g.name = ${filter.group}`);
  // Every chip narrows: its words in the name or in one of the professional's skills (any kind). The skills are
  // probed per talent (user_skills_user_idx): written as a plain EXISTS the planner hashed every skill of the base
  // (700,000 rows at 100,000 professionals) for each chip; OFFSET 0 keeps the subquery a per-row probe. (Was: the
  // talent's skill names gathered in an array and searched, 117 ms for 'java' against 86 ms now.)
  for (const keyword of filter.keywords) {
    const pattern = `%${escapeLike(keyword)}%`;
    parts.push(sql`(u.display_name ILIKE ${pattern} OR EXISTS (
      SELECT 1 FROM user_skills s WHERE s.user_id = u.id AND s.nome ILIKE ${pattern} OFFSET 0))`);
  }
  return sql.join(parts, sql` AND `);
}

/**
 * 002 §9 sorts 3–6 read the talent's evaluations: the opinion score is the mean grade of all their evaluations
 * (3 higher first, 4 lower first); the behavioural opinion's date is the latest behavioural evaluation's `created`
 * (5 recent first, 6 old first; behavioural by the evaluations module's one rule). Talents without any come last
 * either way, then the kanban inclusion order. Computed only for these sorts (one index probe per talent).
 */
function opinionKey(sort: number): SQL | null {
  switch (sort) {
    case 3:
    case 4:
      return sql`(SELECT avg(e.result) FROM user_evaluations e WHERE e.professional_id = u.id)`;
    case 5:
    case 6:
      return sql`(SELECT max(e.created) FROM user_evaluations e
        WHERE e.professional_id = u.id AND ${behaviouralEvaluationSql('e')})`;
    default:
      return null;
  }
}

/**
 * 002 §9 sort 0–6, over the columns of the page statement's `base`. Names and ids compare by code point (collation
 * "C") whatever the database's collation, so the board's order in memory (talent-board-keys.ts) is the same.
 */
function orderBy(sort: number): SQL {
  switch (sort) {
    case 1:
      return sql`lower(display_name) COLLATE "C" ASC, id COLLATE "C"`;
    case 2:
      return sql`lower(display_name) COLLATE "C" DESC, id COLLATE "C"`;
    case 3:
    case 5:
      return sql`opinion_key DESC NULLS LAST, entered_at DESC, id COLLATE "C"`;
    case 4:
    case 6:
      return sql`opinion_key ASC NULLS LAST, entered_at DESC, id COLLATE "C"`;
    default:
      return sql`entered_at DESC, id COLLATE "C"`;
  }
}

// The talent flag's date, when it is a well-formed instant (a malformed one never fails the board).
const FLAG_DATE = sql`CASE WHEN (u.flags -> 'talent' ->> 'updatedAt') ~ '^\\d{4}-\\d{2}-\\d{2}T'
  THEN (u.flags -> 'talent' ->> 'updatedAt')::timestamptz END`;

/**
 * The board's order for these filters: every talent's id, sorted by 002 §9's sort (one statement over the sort
 * keys only: no card column is read for talents outside the page). The board takes it from the keys in memory
 * (talent-board-keys.ts), which must give the same order (their tests compare the two); this statement is the
 * rule they are checked against and the board's order whenever they cannot answer.
 */
export function talentOrderQuery(filter: TalentFilter): SQL {
  const key = opinionKey(filter.sort);
  return sql`WITH base AS (
      SELECT u.id, u.display_name, COALESCE(t.entered_at, ${FLAG_DATE}, u.created_at) AS entered_at
        ${key ? sql`, ${key} AS opinion_key` : sql``}
      FROM users u
      LEFT JOIN talents t ON t.user_id = u.id
      LEFT JOIN talent_groups g ON g.id = t.group_id
      WHERE ${conditions(filter)}
    )
    SELECT id FROM base ORDER BY ${orderBy(filter.sort)}`;
}

/** A talent's order keys, as talent-board-keys.ts keeps them: what talentOrderQuery filters and sorts by. */
export interface TalentKeyRow {
  id: string;
  /** lower(display_name), as PostgreSQL lowers it. */
  nameKey: string;
  /** The kanban inclusion instant (talentOrderQuery's entered_at), in microseconds since 1970, as text. */
  enteredUs: string;
  recruiterId: string | null;
  groupName: string | null;
  /** Sum and count of every evaluation's grade (the opinion score is their mean). */
  opinionSum: number;
  opinionCount: number;
  /** The latest behavioural evaluation's `created`, in microseconds, as text; null without one. */
  behaviouralUs: string | null;
  /** lower(nome) of each of the talent's skills. */
  skills: string[];
}

const MICROSECONDS = (instant: SQL) => sql`(extract(epoch FROM ${instant}) * 1000000)::bigint::text`;

/** The order keys of every talent, or of these professionals (those of them who are talents). */
export async function talentKeys(db: Database, ids?: readonly string[]): Promise<TalentKeyRow[]> {
  return rows<TalentKeyRow>(
    db,
    sql`SELECT u.id, lower(u.display_name) AS "nameKey",
        ${MICROSECONDS(sql`COALESCE(t.entered_at, ${FLAG_DATE}, u.created_at)`)} AS "enteredUs",
        t.recruiter_id AS "recruiterId", g.name AS "groupName",
        ev.opinion_sum AS "opinionSum", ev.opinion_count AS "opinionCount",
        (SELECT ${MICROSECONDS(sql`max(e.created)`)} FROM user_evaluations e
          WHERE e.professional_id = u.id AND ${behaviouralEvaluationSql('e')}) AS "behaviouralUs",
        ARRAY(SELECT lower(s.nome) FROM user_skills s WHERE s.user_id = u.id) AS skills
      FROM users u
      LEFT JOIN talents t ON t.user_id = u.id
      LEFT JOIN talent_groups g ON g.id = t.group_id
      LEFT JOIN LATERAL (SELECT COALESCE(sum(e.result), 0)::int AS opinion_sum, count(*)::int AS opinion_count
        FROM user_evaluations e WHERE e.professional_id = u.id) ev ON true
      WHERE ${IS_TALENT} ${ids ? sql`AND u.id = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)))` : sql``}`,
  );
}

/** Sends a notification on the talents' channel (talent-board-keys.ts's marker). */
export async function notifyTalentsChannel(db: Database, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${TALENTS_CHANGED_CHANNEL}, ${payload})`);
}

export async function talentOrder(db: Database, filter: TalentFilter): Promise<string[]> {
  const found = await rows<{ id: string }>(db, talentOrderQuery(filter));
  return found.map((row) => row.id);
}

/**
 * The cards of these talents, in the order given, with everything a card shows (one statement; the correlated
 * subqueries run for these rows only). A professional who stopped being a talent since the order was taken is
 * left out.
 */
export function talentCardsQuery(ids: readonly string[]): SQL {
  return sql`WITH p AS (
      SELECT u.id, u.display_name, u.email, u.contacts, u.notifications_settings,
        jsonb_strip_nulls(jsonb_build_object('pretensao', u.profile -> 'pretensao',
          'interestLocations', u.profile -> 'interestLocations')) AS profile,
        u.hiring_model, u.opportunity_type, u.home_office, u.flags,
        jsonb_strip_nulls(jsonb_build_object('pcdUser', u.personal_data -> 'pcdUser')) AS personal_data,
        u.register_rh, u.pre_register,
        u.valid_registration, u.provider, t.group_id, g.name AS group_name, g.description AS group_description,
        t.recruiter_id, r.display_name AS recruiter_name, r.user_image_file_id AS recruiter_image_file_id,
        COALESCE(t.hired_or_quit, false) AS hired_or_quit, t.hired_or_quit_at,
        COALESCE(t.entered_at, ${FLAG_DATE}, u.created_at) AS entered_at, k.position
      FROM unnest(ARRAY[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) WITH ORDINALITY AS k(id, position)
      -- One primary-key probe per id. As a plain join the planner hashed every talent of the base (a scan of the
      -- talent index) to keep a page's few: 14.6 ms of a 125-card statement's execution against 8.9 ms this way.
      CROSS JOIN LATERAL (SELECT * FROM users u WHERE u.id = k.id AND ${IS_TALENT} LIMIT 1) u
      LEFT JOIN talents t ON t.user_id = u.id
      LEFT JOIN talent_groups g ON g.id = t.group_id
      LEFT JOIN users r ON r.id = t.recruiter_id
    )
    SELECT p.id, p.display_name AS "displayName", p.email, p.contacts,
      p.notifications_settings AS "notificationsSettings", p.profile, p.hiring_model AS "hiringModel",
      p.opportunity_type AS "opportunityType", p.home_office AS "homeOffice", p.flags,
      p.personal_data AS "personalData", p.register_rh AS "registerRh", p.pre_register AS "preRegister",
      p.valid_registration AS "validRegistration", p.provider, p.group_id AS "groupId",
      p.group_name AS "groupName", p.group_description AS "groupDescription", p.recruiter_id AS "recruiterId",
      p.recruiter_name AS "recruiterName", p.recruiter_image_file_id AS "recruiterImageFileId",
      p.hired_or_quit AS "hiredOrQuit", p.hired_or_quit_at AS "hiredOrQuitAt", p.entered_at AS "enteredAt",
      (SELECT COALESCE(json_agg(json_build_object(
          'opportunityId', o.id, 'idOpportunity', o.id_opportunity, 'title', o.titulo, 'client', o.client,
          'status', c.status_current, 'statusHistory', c.status_history, 'steps', c.steps,
          'startedAt', c.created_at, 'dateVictory', c.date_victory, 'dateQuit', c.date_quit,
          'dateRefused', c.date_refused, 'isFinished', o.is_finished, 'finishedAt', o.finished_at)
          ORDER BY c.created_at), '[]'::json)
        FROM candidatures c JOIN opportunities o ON o.id = c.opportunity_id
        WHERE c.user_id = p.id) AS candidatures,
      (SELECT COALESCE(json_agg(json_build_object('nome', s.nome, 'level', s.level, 'subclassif', s.subclassif,
          'classif', s.classif) ORDER BY s.position), '[]'::json)
        FROM user_skills s WHERE s.user_id = p.id AND s.subclassif = 'languages') AS languages,
      (SELECT COALESCE(json_agg(h ORDER BY h."nivelAderencia" DESC, h."idOpportunity" DESC), '[]'::json) FROM (
          SELECT op.id, op.id_opportunity AS "idOpportunity", op.titulo AS title, cp.adherence AS "nivelAderencia"
          FROM compatibilities cp
          JOIN match_opportunities mo ON mo.opportunity_id = cp.opportunity_id AND mo.open
          JOIN opportunities op ON op.id = cp.opportunity_id
          WHERE cp.user_id = p.id AND ${storedPairIn('high', sql.raw('cp.adherence'))}
          ORDER BY cp.adherence DESC, op.id_opportunity DESC
          LIMIT ${HIGH_COMPATIBLES_ON_CARD}) h) AS "highCompatibles",
      (SELECT COALESCE(json_agg(json_build_object('id', e.id, 'conteudo', e.conteudo, 'resultado', e.result,
          'created', e.created, 'typeName', e.type_name, 'opportunityId', e.opportunity_id,
          'evaluatorId', e.evaluator_id,
          'evaluatorName', CASE WHEN ev.deleted_at IS NULL THEN ev.display_name END)
          ORDER BY e.created DESC, e.id DESC), '[]'::json)
        FROM user_evaluations e LEFT JOIN users ev ON ev.id = e.evaluator_id
        WHERE e.professional_id = p.id) AS evaluations
    FROM p
    ORDER BY p.position`;
}

export async function talentCards(db: Database, ids: readonly string[]): Promise<TalentRow[]> {
  if (ids.length === 0) return [];
  return rows<TalentRow>(db, talentCardsQuery(ids));
}

/** One talent with everything the expanded card shows, or null when the professional is no talent. */
export async function talentById(db: Database, id: string): Promise<TalentRow | null> {
  const [row] = await talentCards(db, [id]);
  return row ?? null;
}

/** A live professional (not a recruiter) and whether the talent flag is on, or null. */
export async function findProfessional(db: Database, id: string) {
  const [row] = await rows<{
    id: string;
    isTalent: boolean;
    hiringModel: TalentRow['hiringModel'];
    profile: Record<string, unknown>;
  }>(
    db,
    sql`SELECT u.id, COALESCE((u.flags -> 'talent' ->> 'status') = 'true', false) AS "isTalent",
        u.hiring_model AS "hiringModel", u.profile
      FROM users u
      WHERE u.id = ${id} AND u.deleted_at IS NULL
        AND NOT (u.roles && ${sql.raw(`ARRAY['${RECRUITER_ROLES.join("','")}']::text[]`)})`,
  );
  return row ?? null;
}

export async function listGroups(db: Database) {
  return db
    .select({ id: talentGroups.id, name: talentGroups.name, description: talentGroups.description })
    .from(talentGroups)
    .orderBy(asc(talentGroups.name));
}

export async function findGroup(db: Database, id: string) {
  const [row] = await db.select({ id: talentGroups.id }).from(talentGroups).where(eq(talentGroups.id, id));
  return row ?? null;
}

/** A live user with a recruiter role, or null. */
export async function findRecruiter(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        isNull(users.deletedAt),
        sql`${users.roles} && ${sql.raw(`ARRAY['${RECRUITER_ROLES.join("','")}']::text[]`)}`,
      ),
    );
  return row ?? null;
}

export async function findRecord(db: Database, userId: string) {
  const [row] = await db.select().from(talents).where(eq(talents.userId, userId));
  return row ?? null;
}

export interface RecordChange {
  groupId?: string | null;
  recruiterId?: string | null;
  hiredOrQuit?: boolean;
  hiredOrQuitAt?: Date | null;
}

/**
 * Creates or changes a talent's record. A new record entered the board when the talent flag was set (else now).
 */
export async function upsertRecord(
  db: Database,
  userId: string,
  change: RecordChange,
  actorId: string,
): Promise<void> {
  await db
    .insert(talents)
    .values({
      userId,
      ...change,
      updatedBy: actorId,
      enteredAt: sql`(SELECT COALESCE(${FLAG_DATE}, now()) FROM users u WHERE u.id = ${userId})`,
    })
    .onConflictDoUpdate({
      target: talents.userId,
      set: { ...change, updatedBy: actorId, updatedAt: new Date() },
    });
}

/** Writes the salary expectation per contract type into perfilUsuario.pretensao.tipo. */
export async function saveSalary(db: Database, userId: string, tipo: Record<string, unknown>): Promise<void> {
  await db
    .update(users)
    .set({
      profile: sql`jsonb_set(${users.profile}, '{pretensao}', ${JSON.stringify({ tipo })}::jsonb, true)`,
    })
    .where(eq(users.id, userId));
}
