import { randomUUID } from 'node:crypto';
import type { App } from '../src/app';
import { files, opportunities, userSkills, users } from '../src/db/schema';
import { searchPlaces } from '../src/modules/places';
import { mintSessionToken } from './helpers';

/** Rows and tokens for the search tests, inserted directly so each test states only what it searches for. */

type UserInsert = typeof users.$inferInsert;
type OpportunityInsert = typeof opportunities.$inferInsert;

export async function insertUser(
  app: App,
  values: Partial<UserInsert> & { firstName: string; lastName?: string },
): Promise<typeof users.$inferSelect> {
  const lastName = values.lastName ?? 'Silva';
  const [row] = await app.ctx.database.db
    .insert(users)
    .values({
      email: `${randomUUID()}@example.test`,
      displayName: `${values.firstName} ${lastName}`,
      emailConfirmedAt: new Date(),
      ...values,
      lastName,
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function tokenFor(app: App, user: typeof users.$inferSelect): Promise<string> {
  return mintSessionToken(app, {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    roles: user.roles,
    preferredLanguage: user.preferredLanguage,
    tokenVersion: user.tokenVersion,
  });
}

export async function bearer(app: App, user: typeof users.$inferSelect): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await tokenFor(app, user)}` };
}

/** A recruiter and a professional with their bearer headers. */
export async function people(app: App) {
  const recruiter = await insertUser(app, { firstName: 'Rita', lastName: 'Recrutadora', roles: ['rh'] });
  const professional = await insertUser(app, { firstName: 'Paulo', lastName: 'Profissional' });
  return {
    recruiter,
    professional,
    asRecruiter: await bearer(app, recruiter),
    asProfessional: await bearer(app, professional),
  };
}

/** A gazetteer place with coordinates, as opportunities store their locations. */
export function place(query: string) {
  const [found] = searchPlaces(query, 1);
  if (!found) throw new Error(`no place for ${query}`);
  return {
    place_id: found.place_id,
    formatted_address: found.formatted_address,
    lat: found.lat,
    lng: found.lng,
  };
}

/** An opportunity available to professionals unless the values say otherwise. */
export async function insertOpportunity(
  app: App,
  values: Partial<OpportunityInsert> & { titulo: string },
): Promise<typeof opportunities.$inferSelect> {
  const [row] = await app.ctx.database.db
    .insert(opportunities)
    .values({ isPublic: true, publicationDate: new Date(), quantidadeVagas: 1, label: '1', ...values })
    .returning();
  if (!row) throw new Error('opportunity not inserted');
  return row;
}

export async function insertSkill(
  app: App,
  userId: string,
  nome: string,
  level = 2,
  source = 'declared',
): Promise<void> {
  await app.ctx.database.db.insert(userSkills).values({ userId, nome, level, source });
}

/** A CV row with its text already extracted (the extraction itself is tested in cv-text.test.ts). */
export async function insertCvText(
  app: App,
  ownerId: string,
  text: string,
  attached = true,
): Promise<string> {
  const [row] = await app.ctx.database.db
    .insert(files)
    .values({
      ownerId,
      kind: 'cv',
      storageKey: `test/${randomUUID()}`,
      fileName: 'cv.pdf',
      mimeType: 'application/pdf',
      size: text.length,
      textContent: text,
      attachedAt: attached ? new Date() : null,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file not inserted');
  return row.id;
}
