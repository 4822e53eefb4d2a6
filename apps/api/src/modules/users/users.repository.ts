import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidatures, files, opportunities, userSkills, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserSkillRow = typeof userSkills.$inferSelect;
export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'displayName'
    | 'description'
    | 'linkedinUrl'
    | 'userImageFileId'
    | 'personalData'
    | 'preferredLanguage'
    | 'placeId'
    | 'formattedAddress'
    | 'latitude'
    | 'longitude'
    | 'contacts'
    | 'notificationsSettings'
    | 'profile'
    | 'opportunityType'
    | 'hiringModel'
    | 'homeOffice'
    | 'flags'
  >
>;
export interface DeclaredSkill {
  nome: string;
  nomeCaption: string | null;
  classif: string;
  subclassif: string;
  level: number;
}

/** An account that was not deleted. */
export async function findActiveUser(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** perfilUsuario.digomais.lista rows in their saved order (declared and provider-reported). */
export async function listSkills(db: Database, userId: string): Promise<UserSkillRow[]> {
  return db
    .select()
    .from(userSkills)
    .where(eq(userSkills.userId, userId))
    .orderBy(asc(userSkills.position), asc(userSkills.id));
}

/** The user's applications (kind 'candidate') with their opportunity, newest first. */
export async function listCandidatures(db: Database, userId: string) {
  return db
    .select({
      opportunityId: opportunities.id,
      title: opportunities.titulo,
      fase: opportunities.fase,
      isFinished: opportunities.isFinished,
      quantidadeVagas: opportunities.quantidadeVagas,
      nivelAderencia: candidatures.nivelAderencia,
      statusCurrent: candidatures.statusCurrent,
      steps: candidatures.steps,
      createdAt: candidatures.createdAt,
    })
    .from(candidatures)
    .innerJoin(opportunities, eq(opportunities.id, candidatures.opportunityId))
    .where(and(eq(candidatures.userId, userId), eq(candidatures.kind, 'candidate')))
    .orderBy(desc(candidatures.createdAt), desc(candidatures.id));
}

export async function findFile(db: Database, id: string) {
  const [row] = await db
    .select({ id: files.id, ownerId: files.ownerId, kind: files.kind })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

/**
 * Saves the profile and, when `skills` is given, replaces the declared skill rows (provider-reported rows stay),
 * in one transaction.
 */
export async function saveProfile(
  db: Database,
  userId: string,
  changes: UserChanges,
  skills: DeclaredSkill[] | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId));
    if (!skills) return;
    await tx.delete(userSkills).where(and(eq(userSkills.userId, userId), eq(userSkills.source, 'declared')));
    if (skills.length > 0) {
      await tx.insert(userSkills).values(
        skills.map((skill, index) => ({
          userId,
          nome: skill.nome,
          nomeCaption: skill.nomeCaption,
          classif: skill.classif,
          subclassif: skill.subclassif,
          level: skill.level,
          source: 'declared',
          position: index,
        })),
      );
    }
  });
}
