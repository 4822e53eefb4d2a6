import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { files, opportunities, userSkills, users } from '../src/db/schema';
import { OPPORTUNITIES_CHANGED_CHANNEL } from '../src/lib/notified-cache';
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
  await opportunityChangesHeard(app);
  return row;
}

/**
 * Waits until the app has heard every opportunity change committed so far. The app's copies (the search index, the
 * cached lists) follow the database's notifications, which reach its listening connection a moment after a direct
 * write's answer: a search asked in between could miss the write. A marker sent after the write comes back after
 * the write's own notification (one connection hears them in commit order).
 */
export async function opportunityChangesHeard(app: App): Promise<void> {
  const marker = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  const heard = new Promise<void>((resolve) => {
    app.ctx.opportunityCaches.follow((rows) => {
      // A message naming no rows (a lost connection) empties everything: nothing is missed either.
      if (rows === null || rows.includes(marker)) resolve();
    });
    timer = setTimeout(resolve, 5_000);
  });
  await app.ctx.database.db.execute(
    sql`SELECT pg_notify(${OPPORTUNITIES_CHANGED_CHANNEL}, ${`marker:${marker}`})`,
  );
  await heard;
  clearTimeout(timer);
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
