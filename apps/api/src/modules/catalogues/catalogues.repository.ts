import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { careers, criteriaTemplates, evaluationTypes, opportunities, squads, users } from '../../db/schema';
import { RECRUITER_ROLES } from '../../lib/auth';

export async function listSquads(db: Database) {
  return db.select().from(squads).orderBy(asc(squads.name));
}

/** Live recruiters (the GIN index on roles answers `&&`). */
export async function listRecruiters(db: Database) {
  return db
    .select({ id: users.id, displayName: users.displayName, userImageFileId: users.userImageFileId })
    .from(users)
    .where(
      and(
        sql`${users.roles} && ${sql.raw(`ARRAY['${RECRUITER_ROLES.join("','")}']::text[]`)}`,
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.displayName));
}

export async function listCriteria(db: Database) {
  return db
    .select()
    .from(criteriaTemplates)
    .orderBy(asc(sql`lower(${criteriaTemplates.nome})`));
}

export async function globalCriterionNamed(db: Database, nome: string): Promise<boolean> {
  const [row] = await db
    .select({ id: criteriaTemplates.id })
    .from(criteriaTemplates)
    .where(and(eq(criteriaTemplates.global, true), sql`lower(${criteriaTemplates.nome}) = lower(${nome})`))
    .limit(1);
  return row !== undefined;
}

export async function insertCriterion(db: Database, values: typeof criteriaTemplates.$inferInsert) {
  const [row] = await db.insert(criteriaTemplates).values(values).returning();
  if (!row) throw new Error('insertCriterion: no row');
  return row;
}

export async function listCareers(db: Database) {
  return db
    .select()
    .from(careers)
    .orderBy(asc(sql`lower(${careers.nome})`));
}

/** The names among `names` that a career already has, ignoring case. */
export async function existingCareerNames(db: Database, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const lowered = names.map((name) => name.toLocaleLowerCase('pt-BR'));
  const rows = await db
    .select({ nome: careers.nome })
    .from(careers)
    .where(
      sql`lower(${careers.nome}) IN (${sql.join(
        lowered.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    );
  return rows.map((row) => row.nome);
}

export async function insertCareers(db: Database, values: Array<typeof careers.$inferInsert>) {
  return db.insert(careers).values(values).returning();
}

export async function deleteCareer(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(careers).where(eq(careers.id, id)).returning({ id: careers.id });
  return rows.length > 0;
}

export async function listEvaluationTypes(db: Database) {
  return db
    .select({ id: evaluationTypes.id, name: evaluationTypes.name })
    .from(evaluationTypes)
    .where(eq(evaluationTypes.disabled, false))
    .orderBy(asc(evaluationTypes.name));
}

export async function clientNames(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ client: opportunities.client })
    .from(opportunities)
    .where(and(isNotNull(opportunities.client), ne(opportunities.client, '')));
  return rows.flatMap((row) => (row.client ? [row.client] : []));
}

export async function opportunitiesOfClient(db: Database, client: string) {
  return db
    .select({
      id: opportunities.id,
      idOpportunity: opportunities.idOpportunity,
      titulo: opportunities.titulo,
      isPublic: opportunities.isPublic,
      isFinished: opportunities.isFinished,
      createdAt: opportunities.createdAt,
    })
    .from(opportunities)
    .where(sql`lower(${opportunities.client}) = lower(${client})`)
    .orderBy(desc(opportunities.createdAt))
    .limit(200);
}
