import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userSkills, users } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;

export interface DeclaredSkill {
  nome: string;
  nomeCaption: string;
}

const registeredColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  preferredLanguage: users.preferredLanguage,
  passwordHash: users.passwordHash,
  roles: users.roles,
  linkedinUrl: users.linkedinUrl,
  personalData: users.personalData,
  contacts: users.contacts,
  notificationsSettings: users.notificationsSettings,
  profile: users.profile,
  flags: users.flags,
  registerRh: users.registerRh,
  preRegister: users.preRegister,
};

export type RegisteredRow = {
  [K in keyof typeof registeredColumns]: (typeof registeredColumns)[K]['_']['data'];
};

/** An active (not deleted) user by id. */
export async function findUser(db: Database, id: string): Promise<RegisteredRow | undefined> {
  const [row] = await db
    .select(registeredColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row as RegisteredRow | undefined;
}

export async function listDeclaredSkills(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ nome: userSkills.nome, caption: userSkills.nomeCaption })
    .from(userSkills)
    .where(
      and(
        eq(userSkills.userId, userId),
        eq(userSkills.source, 'declared'),
        eq(userSkills.classif, 'digomais'),
        eq(userSkills.subclassif, 'skills'),
      ),
    )
    .orderBy(userSkills.position, userSkills.id);
  return rows.map((row) => row.caption ?? row.nome);
}

/**
 * The first person already holding one of these: the e-mail on any account row (deleted ones too, as the unique
 * index counts them), the phone's digits or the LinkedIn profile on an active account. `exceptId` is the person
 * being edited.
 */
export async function findDuplicate(
  db: Database,
  probe: { email: string | null; phoneDigits: string | null; linkedin: string | null },
  exceptId: string | null,
): Promise<{ field: 'email' | 'phone' | 'linkedinUrl'; id: string } | null> {
  const other = exceptId ? sql`${users.id} <> ${exceptId}` : sql`true`;
  if (probe.email) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${probe.email}) and ${other}`)
      .limit(1);
    if (row) return { field: 'email', id: row.id };
  }
  if (probe.phoneDigits) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        // public.contact_phone_digits and its index: migration 0031.
        sql`${users.deletedAt} is null and ${other} and public.contact_phone_digits(${users.contacts}) @> ARRAY[${probe.phoneDigits}]::text[]`,
      )
      .limit(1);
    if (row) return { field: 'phone', id: row.id };
  }
  if (probe.linkedin) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        // public.linkedin_profile_key (normalizeLinkedinUrl in SQL) and its index: migration 0031.
        sql`${users.deletedAt} is null and ${other} and ${users.linkedinUrl} is not null and public.linkedin_profile_key(${users.linkedinUrl}) = ${probe.linkedin}`,
      )
      .limit(1);
    if (row) return { field: 'linkedinUrl', id: row.id };
  }
  return null;
}

function skillRows(userId: string, skills: DeclaredSkill[]) {
  return skills.map((skill, index) => ({
    userId,
    nome: skill.nome,
    nomeCaption: skill.nomeCaption,
    classif: 'digomais',
    subclassif: 'skills',
    level: 1,
    source: 'declared',
    position: index,
  }));
}

/** Creates the professional and their declared skills in one transaction; answers the new id. */
export async function insertProfessional(
  db: Database,
  values: NewUser,
  skills: DeclaredSkill[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(values).returning({ id: users.id });
    if (!row) throw new Error('users insert returned no row');
    if (skills.length > 0) await tx.insert(userSkills).values(skillRows(row.id, skills));
    return row.id;
  });
}

/** Changes the professional and replaces their declared skills (provider-reported ones stay), in one transaction. */
export async function updateProfessional(
  db: Database,
  id: string,
  values: Partial<NewUser>,
  skills: DeclaredSkill[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id));
    await tx
      .delete(userSkills)
      .where(
        and(
          eq(userSkills.userId, id),
          eq(userSkills.source, 'declared'),
          eq(userSkills.classif, 'digomais'),
          eq(userSkills.subclassif, 'skills'),
        ),
      );
    if (skills.length > 0) await tx.insert(userSkills).values(skillRows(id, skills));
  });
}
