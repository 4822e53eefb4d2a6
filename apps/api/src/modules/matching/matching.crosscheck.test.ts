import {
  explainMatch,
  isLocationEligible,
  type MatchCriterion,
  type MatchPlace,
  type MatchSkill,
} from '@mosaico/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { opportunities, userSkills, users } from '../../db/schema';
import {
  compatiblesPage,
  rankOpportunity,
  rankProfessional,
  recomputeOpportunity,
  recomputeProfessional,
  rows,
} from './matching.repository';

/**
 * The SQL ranking must agree with the domain rule (packages/domain match-rule.ts, the single definition) on any
 * data, not only on the hand-written cases of matching.test.ts. A generated world (fixed seeds, so a failure
 * reproduces) of professionals and opportunities with term variants (case, accents, spaces, synonyms), levels,
 * provider skills, places that share an address, a part, only a distance (also across the date line), no
 * coordinates, or nothing, is ranked by SQL from both sides and compared pair by pair with explainMatch and
 * isLocationEligible.
 */

const PLACES: MatchPlace[] = [
  { formatted_address: 'São Paulo, SP, Brasil', lat: -23.55, lng: -46.63 },
  { formatted_address: '  sao paulo ,sp,  BRASIL ', lat: -23.56, lng: -46.64 },
  { formatted_address: 'Guarulhos', lat: -23.46, lng: -46.53 },
  { formatted_address: 'Campinas, SP, Brasil', lat: -22.9, lng: -47.06 },
  { formatted_address: 'Lisboa, Lisboa, Portugal', lat: 38.72, lng: -9.14 },
  { formatted_address: 'Sintra', lat: 38.8, lng: -9.38 },
  { formatted_address: 'Porto, Porto, Portugal', lat: 41.15, lng: -8.61 },
  { formatted_address: 'Lugar sem coordenadas, PT' },
  { formatted_address: 'Suva', lat: -17.99, lng: 179.9 },
  { formatted_address: 'Taveuni', lat: -17.5, lng: -179.95 },
];

const SKILL_NAMES = [
  'Java',
  ' java ',
  'JAVA',
  'jvm',
  'Comunicação',
  'comunicacao',
  'COMUNICAÇAO',
  'React',
  'ReactJS',
];
const MORE_SKILLS = ['Inglês', 'english', 'Kotlin', 'Go', 'Liderança', 'lideranca  de  equipes', 'Python'];
const CRITERIA: Array<{ nome: string; synonyms: string[] }> = [
  { nome: 'Java', synonyms: ['JVM', 'Java EE'] },
  { nome: 'Comunicação', synonyms: ['Comunicacao verbal'] },
  { nome: 'React', synonyms: ['ReactJS', 'React.js'] },
  { nome: 'Inglês', synonyms: ['English'] },
  { nome: 'Kotlin', synonyms: [] },
  { nome: 'Liderança de equipes', synonyms: ['Liderança'] },
  { nome: 'Rust', synonyms: [] },
];

const placeArb = fc.constantFrom(...PLACES);
const skillArb = fc.record({
  nome: fc.constantFrom(...SKILL_NAMES, ...MORE_SKILLS),
  level: fc.integer({ min: 1, max: 3 }),
  source: fc.constantFrom('declared', 'declared', 'declared', 'linkedin'),
});
const professionalArb = fc.record({
  address: fc.option(placeArb, { freq: 4 }),
  interest: fc.array(placeArb, { maxLength: 2 }),
  skills: fc.array(skillArb, { maxLength: 6 }),
});
const criterionArb = fc.record({
  template: fc.constantFrom(...CRITERIA),
  peso: fc.constantFrom(0, 1, 2, 3, 3),
  synonyms: fc.boolean(),
  variant: fc.constantFrom(
    (s: string) => s,
    (s: string) => ` ${s.toUpperCase()} `,
  ),
});
const opportunityArb = fc.record({
  remote: fc.constantFrom('no', 'no', 'no', 'homeOffice', 'type'),
  locations: fc.array(placeArb, { maxLength: 2 }),
  rangeKm: fc.constantFrom(0, 0, 10, 100, 1000),
  criteria: fc.array(criterionArb, { minLength: 0, maxLength: 5 }),
});

interface World {
  professionals: Array<{
    id: string;
    skills: MatchSkill[];
    address: MatchPlace | null;
    interest: MatchPlace[];
  }>;
  opportunities: Array<{
    id: string;
    criteria: MatchCriterion[];
    remote: boolean;
    locations: MatchPlace[];
    rangeKm: number;
  }>;
  recruiterId: string;
}

async function buildWorld(t: TestApp, seed: number): Promise<World> {
  const db = t.app.ctx.database.db;
  const people = fc.sample(professionalArb, { seed, numRuns: 50 });
  const offers = fc.sample(opportunityArb, { seed: seed + 1, numRuns: 20 });
  const world: World = { professionals: [], opportunities: [], recruiterId: '' };
  let n = 0;
  for (const person of people) {
    n += 1;
    const [row] = await db
      .insert(users)
      .values({
        email: `cross-${seed}-${n}@mosaico.test`,
        passwordHash: 'not-used',
        firstName: 'Cross',
        lastName: `${n}`,
        displayName: `Cross ${n}`,
        formattedAddress: person.address?.formatted_address ?? null,
        latitude: person.address?.lat ?? null,
        longitude: person.address?.lng ?? null,
        profile: { interestLocations: person.interest },
      })
      .returning({ id: users.id });
    if (!row) throw new Error('no user');
    if (person.skills.length > 0)
      await db
        .insert(userSkills)
        .values(person.skills.map((skill, position) => ({ userId: row.id, position, ...skill })));
    world.professionals.push({
      id: row.id,
      skills: person.skills,
      address: person.address,
      interest: person.interest,
    });
  }
  // A recruiter with skills and a place never appears among compatibles.
  const [recruiter] = await db
    .insert(users)
    .values({
      email: `cross-${seed}-rh@mosaico.test`,
      passwordHash: 'not-used',
      firstName: 'Cross',
      lastName: 'RH',
      displayName: 'Cross RH',
      roles: ['rh'],
      formattedAddress: PLACES[0]?.formatted_address,
    })
    .returning({ id: users.id });
  if (!recruiter) throw new Error('no recruiter');
  await db.insert(userSkills).values({ userId: recruiter.id, nome: 'Java', level: 3, position: 0 });
  world.recruiterId = recruiter.id;

  for (const offer of offers) {
    const criteria = offer.criteria.map((c) => ({
      nome: c.variant(c.template.nome),
      termos: c.synonyms ? c.template.synonyms : [],
      peso: c.peso,
      necessary: c.peso === 3,
    }));
    const [row] = await db
      .insert(opportunities)
      .values({
        titulo: 'Cross-check',
        isPublic: true,
        homeOffice: offer.remote === 'homeOffice',
        opportunityType: { remote: offer.remote === 'type', hybrid: false, inPerson: offer.remote === 'no' },
        locations: offer.locations.map((place, index) => ({ place_id: `p${index}`, ...place })) as never,
        rangeKm: offer.rangeKm,
        criterias: criteria,
      })
      .returning({ id: opportunities.id });
    if (!row) throw new Error('no opportunity');
    world.opportunities.push({
      id: row.id,
      criteria,
      remote: offer.remote !== 'no',
      locations: offer.locations,
      rangeKm: offer.rangeKm,
    });
  }
  return world;
}

/** What the domain says: every compatible pair 'opportunity user' with its adherence. */
function expected(world: World, opportunityIds: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const offer of world.opportunities) {
    if (!opportunityIds.includes(offer.id)) continue;
    for (const person of world.professionals) {
      const { adherence } = explainMatch({ criteria: offer.criteria, skills: person.skills });
      const eligible = isLocationEligible(
        { remote: offer.remote, locations: offer.locations, rangeKm: offer.rangeKm },
        { address: person.address, interestLocations: person.interest },
      );
      if (eligible && adherence > 0) out.set(`${offer.id} ${person.id}`, adherence);
    }
  }
  return out;
}

async function stored(t: TestApp, world: World): Promise<Map<string, number>> {
  const found = await rows<{ opportunity_id: string; user_id: string; adherence: number }>(
    t.app.ctx.database.db,
    sql`SELECT opportunity_id, user_id, adherence FROM compatibilities`,
  );
  const ids = new Set(world.opportunities.map((o) => o.id));
  return new Map(
    found
      .filter((row) => ids.has(row.opportunity_id))
      .map((row) => [`${row.opportunity_id} ${row.user_id}`, Number(row.adherence)]),
  );
}

describe.each([7, 2024])('SQL ranking agrees with the domain rule (world seed %i)', (seed) => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await buildTestApp();
    world = await buildWorld(t, seed);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('ranking each opportunity over all professionals stores exactly the domain compatibles', async () => {
    for (const offer of world.opportunities) await recomputeOpportunity(t.app.ctx.database.db, offer.id);
    const want = expected(
      world,
      world.opportunities.map((o) => o.id),
    );
    expect(want.size).toBeGreaterThan(20);
    expect(Object.fromEntries(await stored(t, world))).toEqual(Object.fromEntries(want));
    // The read-only ranking (count + best few) agrees too.
    for (const offer of world.opportunities) {
      const mine = [...want.entries()]
        .filter(([key]) => key.startsWith(`${offer.id} `))
        .map(([key, adherence]) => ({ user_id: key.split(' ')[1] as string, adherence }))
        .sort((a, b) => b.adherence - a.adherence || (a.user_id < b.user_id ? -1 : 1));
      const ranked = await rankOpportunity(t.app.ctx.database.db, offer.id, 5);
      expect([offer.id, ranked.total, ranked.top]).toEqual([offer.id, mine.length, mine.slice(0, 5)]);
    }
  });

  it('ranking each professional over all opportunities gives the same pairs', async () => {
    const db = t.app.ctx.database.db;
    await db.execute(sql`TRUNCATE compatibilities`);
    for (const person of world.professionals) await recomputeProfessional(db, person.id);
    await recomputeProfessional(db, world.recruiterId);
    const want = expected(
      world,
      world.opportunities.map((o) => o.id),
    );
    expect(Object.fromEntries(await stored(t, world))).toEqual(Object.fromEntries(want));
    // The read-only ranking of one professional (open opportunities) agrees too.
    for (const person of world.professionals.slice(0, 10)) {
      const ranked = await rankProfessional(db, person.id);
      const mine = [...want.entries()]
        .filter(([key]) => key.endsWith(` ${person.id}`))
        .map(([key, adherence]) => [key.split(' ')[0], adherence]);
      expect(ranked.map((row) => [row.opportunity_id, Number(row.adherence)]).sort()).toEqual(mine.sort());
    }
  });

  it('pages every order (adherence, PCD first, Talents first) like a full sort of the stored pairs', async () => {
    const db = t.app.ctx.database.db;
    // Flags change after the ranking: the users trigger keeps the copies in compatibilities current.
    for (const [index, person] of world.professionals.entries()) {
      if (index % 3 === 0)
        await db
          .update(users)
          .set({ personalData: { pcdUser: { isUserPCD: true } } })
          .where(eq(users.id, person.id));
      if (index % 4 === 1)
        await db
          .update(users)
          .set({ flags: { talent: { status: true } } })
          .where(eq(users.id, person.id));
    }
    const pcd = new Set(world.professionals.filter((_, i) => i % 3 === 0).map((p) => p.id));
    const talent = new Set(world.professionals.filter((_, i) => i % 4 === 1).map((p) => p.id));
    const all = await stored(t, world);
    for (const offer of world.opportunities) {
      const pairs = [...all.entries()]
        .filter(([key]) => key.startsWith(`${offer.id} `))
        .map(([key, adherence]) => ({ userId: key.split(' ')[1] as string, adherence }));
      for (const order of [0, 1, 4] as const) {
        const first = (id: string) => (order === 1 ? pcd.has(id) : order === 4 ? talent.has(id) : false);
        const want = [...pairs].sort(
          (a, b) =>
            Number(first(b.userId)) - Number(first(a.userId)) ||
            b.adherence - a.adherence ||
            (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
        );
        const got: Array<{ userId: string; adherence: number }> = [];
        for (let offset = 0; offset <= pairs.length; offset += 4) {
          const page = await compatiblesPage(db, offer.id, order, 4, offset, 'scored');
          expect(page.total).toBe(pairs.length);
          got.push(...page.page);
        }
        expect([order, got]).toEqual([order, want]);
      }
    }
  });

  it('keeps agreeing after skills and places change, recomputed from either side over stored pairs', async () => {
    const db = t.app.ctx.database.db;
    const changes = fc.sample(professionalArb, { seed: seed + 2, numRuns: 15 });
    const moved = world.professionals.slice(0, changes.length);
    for (const [index, person] of moved.entries()) {
      const change = changes[index];
      if (!change) continue;
      await db.delete(userSkills).where(eq(userSkills.userId, person.id));
      if (change.skills.length > 0)
        await db
          .insert(userSkills)
          .values(change.skills.map((skill, position) => ({ userId: person.id, position, ...skill })));
      await db
        .update(users)
        .set({
          formattedAddress: change.address?.formatted_address ?? null,
          latitude: change.address?.lat ?? null,
          longitude: change.address?.lng ?? null,
          profile: { interestLocations: change.interest },
        })
        .where(eq(users.id, person.id));
      person.skills = change.skills;
      person.address = change.address;
      person.interest = change.interest;
    }
    const want = () =>
      expected(
        world,
        world.opportunities.map((o) => o.id),
      );
    // The professional side updates, inserts and deletes their pairs among the stored ones.
    for (const person of moved) await recomputeProfessional(db, person.id);
    expect(Object.fromEntries(await stored(t, world))).toEqual(Object.fromEntries(want()));
    // The opportunity side over stored pairs: nothing left to change, and nothing changes.
    for (const offer of world.opportunities) {
      const result = await recomputeOpportunity(db, offer.id);
      expect([offer.id, result.written, result.removed]).toEqual([offer.id, 0, 0]);
    }
    expect(Object.fromEntries(await stored(t, world))).toEqual(Object.fromEntries(want()));
  });
});

/**
 * The opportunity side folds each professional's skill rows into bit masks, one 6-bit field per criterion and ten
 * criteria per mask (matching.repository.ts). An opportunity with more than ten criteria uses several masks, and
 * levels outside 1–3 (the column allows any) fall into the outer bands: both must score exactly as the
 * professional side, which still takes the best level per (professional, criterion) by grouping.
 */
describe('opportunity-side masks agree with the professional side', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('with twelve criteria, synonyms, provider skills and levels outside 1–3', async () => {
    const db = t.app.ctx.database.db;
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'].map((c) => `Skill ${c}`);
    const criteria = names.map((nome, index) => ({
      nome,
      termos: [`${nome} alias`],
      peso: (index % 3) + 1,
      necessary: false,
    }));
    const offers: string[] = [];
    for (const remote of [true, false]) {
      const [row] = await db
        .insert(opportunities)
        .values({
          titulo: 'Masks',
          isPublic: true,
          homeOffice: remote,
          opportunityType: { remote, hybrid: false, inPerson: !remote },
          locations: [{ place_id: 'p0', ...PLACES[0] }] as never,
          rangeKm: 50,
          criterias: criteria,
        })
        .returning({ id: opportunities.id });
      if (!row) throw new Error('no opportunity');
      offers.push(row.id);
    }
    const levels = [-1, 0, 1, 2, 3, 4, 7];
    const people = fc.sample(
      fc.array(
        fc.record({
          nome: fc.constantFrom(...names, ...names.map((nome) => `${nome} alias`), 'Other'),
          level: fc.constantFrom(...levels),
          source: fc.constantFrom('declared', 'declared', 'linkedin'),
        }),
        { minLength: 1, maxLength: 14 },
      ),
      { seed: 11, numRuns: 60 },
    );
    const ids: string[] = [];
    let n = 0;
    for (const skills of people) {
      n += 1;
      const [row] = await db
        .insert(users)
        .values({
          email: `masks-${n}@mosaico.test`,
          passwordHash: 'not-used',
          firstName: 'Masks',
          lastName: `${n}`,
          displayName: `Masks ${n}`,
          formattedAddress: PLACES[0]?.formatted_address ?? null,
          latitude: PLACES[0]?.lat ?? null,
          longitude: PLACES[0]?.lng ?? null,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('no user');
      ids.push(row.id);
      await db
        .insert(userSkills)
        .values(skills.map((skill, position) => ({ userId: row.id, position, ...skill })));
    }
    const pairs = async () =>
      Object.fromEntries(
        (
          await rows<{ opportunity_id: string; user_id: string; adherence: number }>(
            db,
            sql`SELECT opportunity_id, user_id, adherence FROM compatibilities`,
          )
        )
          .filter((row) => offers.includes(row.opportunity_id))
          .map((row) => [`${row.opportunity_id} ${row.user_id}`, Number(row.adherence)]),
      );
    await db.execute(sql`TRUNCATE compatibilities`);
    for (const id of offers) await recomputeOpportunity(db, id);
    const fromOpportunities = await pairs();
    await db.execute(sql`TRUNCATE compatibilities`);
    for (const id of ids) await recomputeProfessional(db, id);
    const fromProfessionals = await pairs();
    expect(Object.keys(fromOpportunities).length).toBeGreaterThan(60);
    expect(fromOpportunities).toEqual(fromProfessionals);
    for (const id of offers) {
      const ranked = await rankOpportunity(db, id, 5);
      const mine = Object.entries(fromProfessionals)
        .filter(([key]) => key.startsWith(`${id} `))
        .map(([key, adherence]) => ({ user_id: key.split(' ')[1] as string, adherence }))
        .sort((a, b) => b.adherence - a.adherence || (a.user_id < b.user_id ? -1 : 1));
      expect([ranked.total, ranked.top]).toEqual([mine.length, mine.slice(0, 5)]);
    }
  });
});
