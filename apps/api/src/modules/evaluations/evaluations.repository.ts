import { BEHAVIOURAL_EVALUATION_TYPE } from '@mosaico/domain';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { evaluationTypes, opportunities, userEvaluations, users } from '../../db/schema';

export type EvaluationRow = typeof userEvaluations.$inferSelect;

export async function findEvaluationType(db: Database, typeId: string) {
  const [row] = await db
    .select({
      id: evaluationTypes.id,
      name: evaluationTypes.name,
      disabled: evaluationTypes.disabled,
      criteria: evaluationTypes.criteria,
    })
    .from(evaluationTypes)
    .where(eq(evaluationTypes.id, typeId));
  return row ?? null;
}

export async function listEvaluationTypes(db: Database) {
  return db
    .select({
      id: evaluationTypes.id,
      name: evaluationTypes.name,
      disabled: evaluationTypes.disabled,
      criteria: evaluationTypes.criteria,
    })
    .from(evaluationTypes);
}

/** A professional who may be evaluated: exists and is not erased. */
export async function findLivingUser(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

export async function userExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export async function findOpportunity(db: Database, opportunityId: string) {
  const [row] = await db
    .select({ id: opportunities.id, titulo: opportunities.titulo, criterias: opportunities.criterias })
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId));
  return row ?? null;
}

export async function insertEvaluation(
  db: Database,
  values: typeof userEvaluations.$inferInsert,
): Promise<EvaluationRow> {
  const [row] = await db.insert(userEvaluations).values(values).returning();
  if (!row) throw new Error('insertEvaluation: no row');
  return row;
}

export async function updateEvaluation(
  db: Database,
  evaluationId: string,
  values: Partial<Pick<EvaluationRow, 'conteudo' | 'result' | 'criteria'>>,
): Promise<boolean> {
  const rows = await db
    .update(userEvaluations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(userEvaluations.id, evaluationId))
    .returning({ id: userEvaluations.id });
  return rows.length > 0;
}

const readColumns = {
  evaluation: userEvaluations,
  evaluatorName: users.displayName,
  evaluatorDeletedAt: users.deletedAt,
  opportunityTitle: opportunities.titulo,
};

/** One evaluation with its evaluator's name and its opportunity's title, drawn now. */
export async function findEvaluation(db: Database, evaluationId: string) {
  const [row] = await db
    .select(readColumns)
    .from(userEvaluations)
    .leftJoin(users, eq(users.id, userEvaluations.evaluatorId))
    .leftJoin(opportunities, eq(opportunities.id, userEvaluations.opportunityId))
    .where(eq(userEvaluations.id, evaluationId));
  return row ?? null;
}

/** A professional's evaluations, newest first (index on professional_id, created). */
export async function listEvaluations(db: Database, professionalId: string) {
  return db
    .select(readColumns)
    .from(userEvaluations)
    .leftJoin(users, eq(users.id, userEvaluations.evaluatorId))
    .leftJoin(opportunities, eq(opportunities.id, userEvaluations.opportunityId))
    .where(eq(userEvaluations.professionalId, professionalId))
    .orderBy(desc(userEvaluations.created), desc(userEvaluations.id));
}

/** The evaluations of many professionals in one query (a card page), newest first per professional. */
export async function cardEvaluationsOf(db: Database, professionalIds: readonly string[]) {
  if (professionalIds.length === 0) return [];
  return db
    .select({
      id: userEvaluations.id,
      professionalId: userEvaluations.professionalId,
      typeName: userEvaluations.typeName,
      opportunityId: userEvaluations.opportunityId,
      result: userEvaluations.result,
      created: userEvaluations.created,
    })
    .from(userEvaluations)
    .where(inArray(userEvaluations.professionalId, [...professionalIds]))
    .orderBy(desc(userEvaluations.created), desc(userEvaluations.id));
}

/** One card evaluation as `cardEvaluationsJsonSql` gives it (a JSON object: `created` is the database's text). */
export interface CardEvaluationJson {
  id: string;
  professionalId: string;
  typeName: string;
  opportunityId: string | null;
  result: number;
  created: string;
}

/**
 * `cardEvaluationsOf` for one professional as a JSON array inside another statement (the professional's id is
 * `professionalId`, a column of that statement), newest first: a page's cards then read their evaluations in the
 * same statement as everything else, one round trip instead of two.
 */
export function cardEvaluationsJsonSql(professionalId: SQL): SQL {
  return sql`coalesce((SELECT json_agg(json_build_object('id', e.id, 'professionalId', e.professional_id,
      'typeName', e.type_name, 'opportunityId', e.opportunity_id, 'result', e.result, 'created', e.created)
      ORDER BY e.created DESC, e.id DESC)
    FROM user_evaluations e WHERE e.professional_id = ${professionalId}), '[]'::json)`;
}

/**
 * `isBehaviouralEvaluation` (packages/domain evaluation.ts) as a SQL condition over a user_evaluations row aliased
 * `alias`, for queries that sort or filter by it (the talent board's sorts 5 and 6): no opportunity, or the
 * behavioural type wherever it was given. Keep the two in step; evaluations.test.ts checks they agree.
 */
export function behaviouralEvaluationSql(alias: string): SQL {
  const row = sql.raw(alias);
  // The characters String.prototype.trim removes that a type name could carry.
  const blanks = ' \t\n\r\f\v\u00a0\ufeff';
  return sql`(${row}.opportunity_id IS NULL OR btrim(${row}.type_name, ${blanks}) = ${BEHAVIOURAL_EVALUATION_TYPE})`;
}
