import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { hashPassword } from '../../lib/password';
import { sealSecret } from '../../lib/secret-box';
import { searchPlaces } from '../../modules/places';
import type { DatabaseHandle } from '../client';
import {
  candidatures,
  careers,
  criteriaTemplates,
  dictionaryTerms,
  evaluationTypes,
  eventTypes,
  feedEvents,
  files,
  opportunities,
  secondFactors,
  squads,
  talentGroups,
  talents,
  userSkills,
  users,
} from '../schema';
import type { DemoCity } from './demo-data/cities';
import {
  CAREERS,
  CRITERIA_TEMPLATES,
  EVALUATION_TYPES,
  EVENT_TYPES,
  INTERESTS,
  SQUADS,
  TALENT_GROUPS,
} from './demo-data/dictionaries';
import { buildDemoFeed } from './demo-feed';
import { buildDemoOpportunities, type DemoDictionaryIds } from './demo-opportunities';
import {
  buildDemoPeople,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
  DEMO_UNENROLLED_RECRUITER,
} from './demo-people';
import { type PlaceLookup, resolveDemoPlaces } from './demo-places';
import { Prng } from './prng';

export { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRET };

/** Same seed, same world: ids, names, dates relative to the load time, PDFs. */
export const DEMO_SEED = 20_250_917;
// Taken inside the loading transaction so two instances starting together cannot both load the world.
const DEMO_LOCK_KEY = 7_346_001;
const CHUNK = 500;

export interface DemoWorldCounts {
  users: number;
  professionals: number;
  skills: number;
  cvs: number;
  opportunities: number;
  candidatures: number;
}

/** The demo's cities through the places gazetteer, so stored place_ids are the ones its API answers. */
export const gazetteerLookup: PlaceLookup = (city: DemoCity) => {
  const near = searchPlaces(city.name, 20)
    .filter((place) => place.countryCode === city.country)
    .sort(
      (a, b) =>
        Math.hypot(a.lat - city.lat, a.lng - city.lng) - Math.hypot(b.lat - city.lat, b.lng - city.lng),
    );
  const best = near[0];
  if (!best || Math.hypot(best.lat - city.lat, best.lng - city.lng) > 0.5) return null;
  return { place_id: best.place_id, formatted_address: best.formatted_address, lat: best.lat, lng: best.lng };
};

type Ctx = Pick<AppContext, 'database' | 'storage' | 'config'>;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * Loads the demo world on an empty database (no users). Returns whether it did. Never called in production
 * (config.seedDemo). Everything goes in one transaction; CV bytes are stored first and removed again if the
 * transaction does not commit.
 */
/**
 * The demo's interests are the dictionary's base vocabulary (migration 0018): their stored ids. A draw per
 * interest is still made so the rest of the demo world stays the same.
 */
async function interestIds(db: DatabaseHandle['db'], rng: Prng): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: dictionaryTerms.id, nome: dictionaryTerms.nome })
    .from(dictionaryTerms)
    .where(eq(dictionaryTerms.classif, 'euquero'));
  const stored = new Map(rows.map((row) => [row.nome, row.id]));
  return new Map(
    INTERESTS.map((nome): [string, string] => {
      rng.uuid();
      return [nome, stored.get(nome) ?? ''];
    }),
  );
}

export async function seedDemoIfEmpty(
  ctx: Ctx,
  log: FastifyBaseLogger,
  options: { placeLookup?: PlaceLookup; now?: Date } = {},
): Promise<boolean> {
  const { db } = ctx.database;
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return false;

  const started = Date.now();
  const now = options.now ?? new Date();
  const rng = new Prng(DEMO_SEED);
  // One hash for every demo account: argon2 is slow on purpose, and they share the password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const places = resolveDemoPlaces(options.placeLookup ?? gazetteerLookup);

  const ids: DemoDictionaryIds = {
    squads: SQUADS.map(() => rng.uuid()),
    careers: new Map(CAREERS.map((nome) => [nome, rng.uuid()])),
    interests: await interestIds(db, rng),
    evaluationTypes: EVALUATION_TYPES.map((type) => ({ _id: rng.uuid(), name: type.name })),
  };
  const people = await buildDemoPeople({
    rng,
    places,
    passwordHash,
    now,
    providerName: ctx.config.providerName,
  });
  const world = buildDemoOpportunities({
    rng,
    now,
    places,
    people,
    ids,
    providerName: ctx.config.providerName,
  });

  await Promise.all(people.cvs.map((cv) => ctx.storage.put(cv.row.storageKey, cv.bytes, 'application/pdf')));

  let loaded = false;
  try {
    loaded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
      const [again] = await tx.select({ total: count() }).from(users);
      if ((again?.total ?? 0) > 0) return false;

      await tx.insert(squads).values(SQUADS.map((name, i) => ({ id: ids.squads[i], name })));
      await tx.insert(careers).values(CAREERS.map((nome) => ({ id: ids.careers.get(nome), nome })));
      await tx
        .insert(criteriaTemplates)
        .values(CRITERIA_TEMPLATES.map((t) => ({ id: rng.uuid(), nome: t.nome, termos: [...t.termos] })));
      await tx.insert(evaluationTypes).values(
        EVALUATION_TYPES.map((type, i) => ({
          id: ids.evaluationTypes[i]?._id,
          name: type.name,
          criteria: type.criteria.map((c) => ({ ...c })),
          disabled: type.disabled,
        })),
      );
      // Feed event types come with migration 0032 (production needs them too); the draws stay, so the rest of
      // the demo world keeps its ids.
      for (const _type of EVENT_TYPES) rng.uuid();
      const groupRows = TALENT_GROUPS.map((group) => ({ id: rng.uuid(), ...group }));
      await tx.insert(talentGroups).values(groupRows);

      for (const rows of chunks(people.users)) await tx.insert(users).values(rows);
      // Recruiters and managers must have a second factor (issue 26): the demo ones share a known secret.
      const staffFactors = people.users
        .filter((row) => row.roles?.some((role) => role === 'rh' || role === 'rh_manager'))
        .filter((row) => row.email !== DEMO_UNENROLLED_RECRUITER)
        .map((row) => ({
          userId: row.id as string,
          // Stored encrypted like any other (lib/secret-box.ts); the authenticator app still holds the known one.
          secret: sealSecret(ctx.config.secretsKey, row.id as string, DEMO_TOTP_SECRET),
          confirmedAt: now,
        }));
      if (staffFactors.length > 0) await tx.insert(secondFactors).values(staffFactors);
      for (const rows of chunks(people.skills)) await tx.insert(userSkills).values(rows);
      // The talent board's records (issue 24): each demo talent in its group, with the recruiter who flagged it.
      const groupIdOf = new Map(groupRows.map((group) => [group.name, group.id]));
      if (people.talents.length > 0) {
        await tx.insert(talents).values(
          people.talents.map((talent) => ({
            userId: talent.userId,
            groupId: groupIdOf.get(talent.group) ?? null,
            recruiterId: talent.recruiterId,
            enteredAt: talent.enteredAt,
            updatedBy: talent.recruiterId,
          })),
        );
      }
      for (const rows of chunks(people.cvs.map((cv) => cv.row))) await tx.insert(files).values(rows);
      // One multi-row insert in list order, so the running idOpportunity numbers follow the list.
      await tx.insert(opportunities).values(world.opportunities);
      for (const rows of chunks(world.candidatures)) await tx.insert(candidatures).values(rows);
      // The feed's event types come with migration 0032; the demo's feed uses their stored ids.
      const types = await tx
        .select({ id: eventTypes.id, name: eventTypes.name, kind: eventTypes.kind })
        .from(eventTypes);
      const feed = buildDemoFeed({
        now,
        people,
        candidatures: world.candidatures,
        typeIds: {
          byKind: new Map(types.flatMap((type) => (type.kind ? [[type.kind, type.id] as const] : []))),
          byName: new Map(types.map((type) => [type.name, type.id] as const)),
        },
      });
      for (const rows of chunks(feed)) await tx.insert(feedEvents).values(rows);
      return true;
    });
  } finally {
    if (!loaded) {
      await Promise.all(people.cvs.map((cv) => ctx.storage.delete(cv.row.storageKey).catch(() => undefined)));
    }
  }
  if (!loaded) return false;

  const counts: DemoWorldCounts = {
    users: people.users.length,
    professionals: people.professionals.length,
    skills: people.skills.length,
    cvs: people.cvs.length,
    opportunities: world.opportunities.length,
    candidatures: world.candidatures.length,
  };
  log.info({ ms: Date.now() - started, ...counts }, 'demo world loaded');
  return true;
}
