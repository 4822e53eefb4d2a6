import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { candidatures, files, opportunities, recruiterInputs, userSkills, users } from '../../db/schema';

const updater = alias(users, 'sheet_updater');

export interface SkillJson {
  id: string;
  nome: string;
  nomeCaption: string | null;
  classif: string;
  subclassif: string;
  level: number;
  source: string;
}
export interface CvJson {
  id: string;
  fileName: string;
  comment: string | null;
  /** ISO date-time it joined the profile (or was uploaded). */
  uploadDate: string;
}

/**
 * The person (deleted accounts included: their page shows 'Cadastro excluído') with the recruiter sheet, the name
 * of who last saved it, the skills in their saved order and the attached CVs oldest first: one statement, so the
 * page's answer costs the same whatever the person holds.
 */
export async function findProfessional(db: Database, id: string) {
  const [row] = await db
    .select({
      user: users,
      sheet: { values: recruiterInputs.values, updatedAt: recruiterInputs.updatedAt },
      updater: { id: updater.id, displayName: updater.displayName },
      skills: sql<SkillJson[]>`coalesce((
        SELECT json_agg(json_build_object('id', s.id, 'nome', s.nome, 'nomeCaption', s.nome_caption,
          'classif', s.classif, 'subclassif', s.subclassif, 'level', s.level, 'source', s.source)
          ORDER BY s.position, s.id)
        FROM ${userSkills} s WHERE s.user_id = ${users.id}), '[]'::json)`,
      cvs: sql<CvJson[]>`coalesce((
        SELECT json_agg(json_build_object('id', f.id, 'fileName', f.file_name, 'comment', f.comment,
          'uploadDate', to_char(coalesce(f.attached_at, f.uploaded_at) AT TIME ZONE 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          ORDER BY f.attached_at, f.id)
        FROM ${files} f
        WHERE f.owner_id = ${users.id} AND f.kind = 'cv' AND f.attached_at IS NOT NULL), '[]'::json)`,
    })
    .from(users)
    .leftJoin(recruiterInputs, eq(recruiterInputs.userId, users.id))
    .leftJoin(updater, eq(updater.id, recruiterInputs.updatedBy))
    .where(eq(users.id, id));
  return row;
}

/** Every process the person is in (enrolled or candidate) with its opportunity: one query, newest first. */
export async function listProcesses(db: Database, userId: string) {
  return db
    .select({
      opportunityId: opportunities.id,
      idOpportunity: opportunities.idOpportunity,
      title: opportunities.titulo,
      client: opportunities.client,
      isFinished: opportunities.isFinished,
      quantidadeVagas: opportunities.quantidadeVagas,
      kind: candidatures.kind,
      statusCurrent: candidatures.statusCurrent,
      steps: candidatures.steps,
      createdAt: candidatures.createdAt,
    })
    .from(candidatures)
    .innerJoin(opportunities, eq(opportunities.id, candidatures.opportunityId))
    .where(eq(candidatures.userId, userId))
    .orderBy(desc(candidatures.createdAt), desc(candidatures.id));
}

export async function saveRecruiterInputs(
  db: Database,
  userId: string,
  values: Record<string, unknown>,
  updatedBy: string,
): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(recruiterInputs)
    .values({ userId, values, updatedBy, updatedAt })
    .onConflictDoUpdate({ target: recruiterInputs.userId, set: { values, updatedBy, updatedAt } });
}

/**
 * Sets the hiring models and perfilUsuario.pretensao only, leaving the rest of the profile as it is in the
 * database (the professional may be saving their own profile at the same moment).
 */
export async function saveSalary(
  db: Database,
  userId: string,
  hiringModel: { clt: boolean; pj: boolean; others: boolean },
  pretensao: Record<string, unknown>,
): Promise<void> {
  await db
    .update(users)
    .set({
      hiringModel,
      profile: sql`jsonb_set(${users.profile}, '{pretensao}', ${JSON.stringify(pretensao)}::jsonb, true)`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}
