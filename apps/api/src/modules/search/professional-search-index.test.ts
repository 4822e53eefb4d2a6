import type { MatchSource } from '@mosaico/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { insertCvText, insertSkill, insertUser } from '../../../test/search-fixtures';
import { waitUntil } from '../../../test/wait-until';
import { users } from '../../db/schema';
import { searchProfessionalIds } from './professional-search.repository';
import {
  createProfessionalSearchIndex,
  MAX_CONCURRENT_READS,
  type ProfessionalSearchIndex,
} from './professional-search-index';

/**
 * The professional finder's hits kept in memory against the SQL finder's exact plan: the same professionals
 * (names, e-mails with their channels, skills, CVs, option boxes, recruiters and deleted ones among them), the same
 * searches (names, skills, CV words, typos, substrings, addresses; each type and box; pages; a small cap), the same
 * pages in the same order with the same sources and totals.
 */
describe('the professional finder in memory', () => {
  let t: TestApp;
  let index: ProfessionalSearchIndex;
  /** The same, reading every score level in the recency order (its other path). */
  let walking: ProfessionalSearchIndex;
  /** The same, having read the professionals in ranges of 7 (two at a time), as a million are read. */
  let batched: ProfessionalSearchIndex;
  const FIRST = ['Ana', 'João', 'Joana', 'Carla', 'Diego', 'Lia'];
  const LAST = ['Silva', 'Brandão', 'Souza', 'Kubernetes', 'Nuvem'];
  const SKILLS = [
    'Java',
    'React',
    'Gestão de Projetos',
    'Inglês',
    'Kotlin',
    'Engenharia de Dados',
    'Node.js',
  ];
  const CVS = [
    'Experiência com orquestração de contêineres e observabilidade.',
    'Desenvolvimento Java com Spring e mensageria.',
    'Gestão de pessoas e projetos ágeis.',
  ];
  const KEYWORDS = [
    'java',
    'react',
    'gestao',
    'projetos',
    'ingles',
    'kotlin',
    'dados',
    'node',
    'observabilidade',
    'spring',
    'ana',
    'joao',
    'brandao',
    'silva',
    'souza',
    'brand',
    'Brandaão',
    'joana silva',
    'example.test',
    'nuvem',
    'engenharia',
    'xyzzy',
  ];

  beforeAll(async () => {
    t = await buildTestApp();
    const people = fc.sample(
      fc.record({
        first: fc.constantFrom(...FIRST),
        last: fc.constantFrom(...LAST),
        skills: fc.subarray(SKILLS, { maxLength: 3 }),
        levels: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 3 }),
        cv: fc.option(fc.constantFrom(...CVS), { nil: null }),
        role: fc.constantFrom('professional', 'professional', 'professional', 'rh'),
        deleted: fc.boolean().map((deleted) => deleted && Math.random() < 0.2),
        emailShown: fc.boolean(),
        pcd: fc.boolean(),
        talent: fc.boolean(),
        eu: fc.boolean(),
      }),
      { numRuns: 120, seed: 17 },
    );
    for (const [at, person] of people.entries()) {
      const user = await insertUser(t.app, {
        firstName: person.first,
        lastName: person.last,
        email: `${person.first.toLowerCase()}.${at}@example.test`,
        roles: person.role === 'rh' ? ['rh'] : ['professional'],
        deletedAt: person.deleted ? new Date() : null,
        notificationsSettings: {
          channels: [{ name: 'E-mail', isActive: person.emailShown }],
        } as never,
        personalData: { pcdUser: { isUserPCD: person.pcd } } as never,
        flags: {
          talent: { status: person.talent },
          europeanUnionCitizenship: { status: person.eu },
        } as never,
      });
      for (const [position, skill] of person.skills.entries()) {
        await insertSkill(t.app, user.id, skill, person.levels[position]);
      }
      if (person.cv) await insertCvText(t.app, user.id, person.cv);
    }
    index = await createProfessionalSearchIndex(t.app.ctx);
    walking = await createProfessionalSearchIndex(t.app.ctx, { extractUpTo: 0 });
    batched = await createProfessionalSearchIndex(t.app.ctx, { readBatch: 7 });
  });
  afterAll(async () => {
    await index.close();
    await walking.close();
    await batched.close();
    await t.close();
  });

  const TYPES: Record<string, MatchSource[]> = {
    all: ['name', 'skills', 'cv'],
    names: ['name'],
    criteria: ['skills', 'cv'],
  };

  const searches = fc.sample(
    fc.record({
      keywords: fc.uniqueArray(fc.constantFrom(...KEYWORDS), { minLength: 1, maxLength: 4 }),
      type: fc.constantFrom('all', 'all', 'names', 'criteria'),
      pcd: fc.boolean(),
      talent: fc.boolean(),
      eu: fc.boolean(),
      page: fc.constantFrom(0, 1, 2),
      cap: fc.constantFrom(1000, 5),
    }),
    { numRuns: 250, seed: 19 },
  );

  async function compareAll(): Promise<number> {
    let answered = 0;
    for (const search of searches) {
      const filter = {
        keywords: search.keywords,
        sources: TYPES[search.type] as MatchSource[],
        pcd: search.pcd,
        talent: search.talent,
        europeanUnionCitizenship: search.eu,
      };
      const page = { limit: 5, offset: search.page * 5 };
      const bySql = await searchProfessionalIds(t.app.ctx.database.db, filter, page, {
        plan: 'joins',
        totalCap: search.cap,
      });
      for (const kept of [index, walking, batched]) {
        const inMemory = await kept.search(filter, page, search.cap);
        if (inMemory) answered += 1;
        expect({ search, ...inMemory }).toEqual({ search, ...bySql });
      }
    }
    return answered;
  }

  it('answers every search as the SQL finder’s exact plan does: pages, order, sources, totals', async () => {
    expect(await compareAll()).toBe(searches.length * 3);
  });

  it('keeps the order after professionals are updated one by one', async () => {
    const some = await t.app.ctx.database.db.select({ id: users.id }).from(users).limit(30);
    for (const [at, person] of some.entries()) {
      // Each its own statement and moment: the index moves them ahead one at a time.
      await t.app.ctx.database.db
        .update(users)
        .set({ updatedAt: new Date(Date.now() + 60_000 + at) })
        .where(eq(users.id, person.id));
    }
    const last = some.at(-1)?.id as string;
    await waitUntil(async () => {
      const page = await index.search(
        { keywords: ['example.test'], sources: ['name'] as MatchSource[] },
        { limit: 1, offset: 0 },
      );
      return (
        page?.hits[0]?.id === last ||
        (await t.app.ctx.database.db.select().from(users).where(eq(users.id, last)))[0]?.deletedAt
      );
    });
    expect(await compareAll()).toBe(searches.length * 3);
  });

  it('follows changes to names, skills and boxes made after it read them', async () => {
    const search = () =>
      index.search({ keywords: ['zanzibar'], sources: TYPES.all as MatchSource[] }, { limit: 5, offset: 0 });
    expect((await search())?.total).toBe(0);
    const newcomer = await insertUser(t.app, { firstName: 'Zanzibar', lastName: 'Novo' });
    await waitUntil(async () => (await search())?.total === 1);
    await insertSkill(t.app, newcomer.id, 'Zanzibar Studio');
    await waitUntil(async () => (await search())?.hits[0]?.sources.join() === 'name,skills');
    await t.app.ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, newcomer.id));
    await waitUntil(async () => (await search())?.total === 0);
  });

  it('reads a keyword once for all the searches waiting for it at the same moment', async () => {
    let statements = 0;
    const { database } = t.app.ctx;
    // The same database, its statements counted.
    const counted = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return (...args: Parameters<typeof target.execute>) => {
          statements += 1;
          return target.execute(...args);
        };
      },
    });
    const fresh = await createProfessionalSearchIndex({ database: { ...database, db: counted } });
    try {
      expect(await fresh.warm()).toBe(true);
      statements = 0;
      const bySkills = { keywords: ['kotlin'], sources: ['skills'] as MatchSource[] };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, at) => fresh.search(bySkills, { limit: 5, offset: (at % 2) * 5 })),
      );
      // One statement folds the keyword; its skills come from the postings read at the start.
      expect(statements).toBe(1);
      expect(answers[0]).toEqual(
        await searchProfessionalIds(database.db, bySkills, { limit: 5, offset: 0 }, { plan: 'joins' }),
      );
      statements = 0;
      const byNames = { keywords: ['kotlin'], sources: ['name'] as MatchSource[] };
      const byName = await Promise.all(
        Array.from({ length: 20 }, (_, at) => fresh.search(byNames, { limit: 5, offset: (at % 2) * 5 })),
      );
      // The fold is kept; one statement reads the names that match.
      expect(statements).toBe(1);
      expect(byName[0]).toEqual(
        await searchProfessionalIds(database.db, byNames, { limit: 5, offset: 0 }, { plan: 'joins' }),
      );
    } finally {
      await fresh.close();
    }
  });

  it('asks PostgreSQL for at most MAX_CONCURRENT_READS keyword sets at once, whatever comes in', async () => {
    let running = 0;
    let most = 0;
    const { database } = t.app.ctx;
    const counted = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof target.execute>) => {
          running += 1;
          most = Math.max(most, running);
          try {
            return await target.execute(...args);
          } finally {
            running -= 1;
          }
        };
      },
    });
    const fresh = await createProfessionalSearchIndex({ database: { ...database, db: counted } });
    try {
      expect(await fresh.warm()).toBe(true);
      most = 0;
      // Names and CVs are read (skills come from the postings): twelve sets, more than the slots.
      const keywords = ['java', 'react', 'kotlin', 'dados', 'spring', 'silva'];
      const answers = await Promise.all(
        keywords.map((keyword) =>
          fresh.search({ keywords: [keyword], sources: TYPES.all as MatchSource[] }, { limit: 5, offset: 0 }),
        ),
      );
      expect(most).toBe(MAX_CONCURRENT_READS);
      for (const [at, keyword] of keywords.entries()) {
        const filter = { keywords: [keyword], sources: TYPES.all as MatchSource[] };
        expect(answers[at]).toEqual(
          await searchProfessionalIds(database.db, filter, { limit: 5, offset: 0 }, { plan: 'joins' }),
        );
      }
    } finally {
      await fresh.close();
    }
  });
});
