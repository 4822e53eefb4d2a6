import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { careers, dictionaryTerms } from '../../db/schema';

export type TermRow = typeof dictionaryTerms.$inferSelect;
export type CareerRow = typeof careers.$inferSelect;

/** The terms of these classifs, alphabetical by their Portuguese name. */
export async function listTerms(db: Database, classifs: string[]): Promise<TermRow[]> {
  return db
    .select()
    .from(dictionaryTerms)
    .where(inArray(dictionaryTerms.classif, classifs))
    .orderBy(asc(sql`lower(${dictionaryTerms.nome})`));
}

export async function listCareers(db: Database): Promise<CareerRow[]> {
  return db
    .select()
    .from(careers)
    .orderBy(asc(sql`lower(${careers.nome})`));
}

/** Inserts the term unless one of the classif has the name in any case; undefined when it exists. */
export async function insertTerm(
  db: Database,
  values: { nome: string; classif: string; subclassif: string | null; createdBy: string },
): Promise<TermRow | undefined> {
  const [row] = await db.insert(dictionaryTerms).values(values).onConflictDoNothing().returning();
  return row;
}

/** Inserts the career unless one has the name in any case; undefined when it exists. */
export async function insertCareer(
  db: Database,
  values: { nome: string; createdBy: string },
): Promise<CareerRow | undefined> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: careers.id })
      .from(careers)
      .where(sql`lower(${careers.nome}) = lower(${values.nome})`);
    if (existing) return undefined;
    const [row] = await tx.insert(careers).values(values).onConflictDoNothing().returning();
    return row;
  });
}

export async function setEnglishName(db: Database, id: string, nomeEn: string): Promise<TermRow | undefined> {
  const [row] = await db
    .update(dictionaryTerms)
    .set({ nomeEn })
    .where(eq(dictionaryTerms.id, id))
    .returning();
  return row;
}
