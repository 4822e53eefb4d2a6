import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, opportunities, preRegistrations, users } from '../../db/schema';

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  preferredLanguage: users.preferredLanguage,
  placeId: users.placeId,
  formattedAddress: users.formattedAddress,
  preRegister: users.preRegister,
  validRegistration: users.validRegistration,
  registeredBy: users.registeredBy,
  roles: users.roles,
  createdAt: users.createdAt,
};

export interface PreRegisterUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  preferredLanguage: string;
  placeId: string | null;
  formattedAddress: string | null;
  preRegister: boolean;
  validRegistration: boolean;
  registeredBy: string | null;
  roles: string[];
  createdAt: Date;
}

/** An active (not deleted) user by id. */
export async function findUser(db: Database, id: string): Promise<PreRegisterUserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** Whether another account row (deleted ones too: the unique index counts them) holds the e-mail. */
export async function emailTakenByOther(
  db: Database,
  email: string,
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptId
        ? sql`lower(${users.email}) = lower(${email}) and ${users.id} <> ${exceptId}`
        : sql`lower(${users.email}) = lower(${email})`,
    )
    .limit(1);
  return row !== undefined;
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Database, values: NewUser): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('users insert returned no row');
  return row.id;
}

/** Changes a user only while still pre-registered; whether a row changed. */
export async function updatePreRegistered(
  db: Database,
  id: string,
  values: Partial<NewUser>,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), eq(users.preRegister, true), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Deletes a still pre-registered user and their files' rows in one transaction; answers the files' storage keys
 * (for the caller to remove) or null when the user is not (or no longer) pre-registered.
 */
export async function deletePreRegistered(db: Database, id: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.preRegister, true), isNull(users.deletedAt)))
      .for('update');
    if (!user) return null;
    const removed = await tx.delete(files).where(eq(files.ownerId, id)).returning({ key: files.storageKey });
    await tx.delete(users).where(eq(users.id, id));
    return removed.map((row) => row.key);
  });
}

export async function findOpportunityTitle(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ titulo: opportunities.titulo })
    .from(opportunities)
    .where(eq(opportunities.id, id));
  return row?.titulo ?? null;
}

export async function insertPreRegistration(
  db: Database,
  values: typeof preRegistrations.$inferInsert,
): Promise<void> {
  await db.insert(preRegistrations).values(values);
}

/** Whether the opportunity already has a record for this name (POST preRegisterMade after PUT is not counted twice). */
export async function hasPreRegistrationNamed(
  db: Database,
  opportunityId: string,
  name: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: preRegistrations.id })
    .from(preRegistrations)
    .where(
      sql`${preRegistrations.opportunityId} = ${opportunityId} and lower(${preRegistrations.professionalName}) = lower(${name})`,
    )
    .limit(1);
  return row !== undefined;
}

/** The opportunity a professional was pre-registered for (their first record). */
export async function findOpportunityOfProfessional(
  db: Database,
  professionalId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ opportunityId: preRegistrations.opportunityId })
    .from(preRegistrations)
    .where(eq(preRegistrations.professionalId, professionalId))
    .orderBy(preRegistrations.createdAt)
    .limit(1);
  return row?.opportunityId ?? null;
}

const recruiter = sql`(select json_build_object('_id', r.id, 'displayName', r.display_name) from users r where r.id = ${preRegistrations.recruiterId})`;

export async function listByOpportunity(db: Database, opportunityId: string) {
  return db
    .select({
      id: preRegistrations.id,
      opportunityId: preRegistrations.opportunityId,
      professionalName: preRegistrations.professionalName,
      professionalId: preRegistrations.professionalId,
      stillPreRegistered: sql<
        boolean | null
      >`(select p.pre_register from users p where p.id = ${preRegistrations.professionalId})`,
      recruiter: sql<{ _id: string; displayName: string } | null>`${recruiter}`,
      createdAt: preRegistrations.createdAt,
    })
    .from(preRegistrations)
    .where(eq(preRegistrations.opportunityId, opportunityId))
    .orderBy(desc(preRegistrations.createdAt), desc(preRegistrations.id));
}

export async function opportunityExists(db: Database, id: string): Promise<boolean> {
  return (await findOpportunityTitle(db, id)) !== null;
}
