import type { OpportunitySearchQuery } from '@mosaico/domain';
import { opportunitySearchQuerySchema, recruiterOpportunitySearchQuerySchema } from '@mosaico/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { insertOpportunity, place } from '../../../test/search-fixtures';
import { opportunities } from '../../db/schema';
import { searchByNameOrId, searchForProfessionals, searchForRecruiters } from './opportunity-search.service';
import {
  createOpportunityTextIndex,
  firstInOrder,
  type OpportunityTextIndex,
} from './opportunity-text-index';
import type { SearchCaches } from './search-caches';

/**
 * The in-process opportunity search against the SQL search it stands in for: the same opportunities, the same
 * searches (words from titles, clients, criteria and details in both languages, prefixes and typos, sections, the
 * Home Office box, places with radii, pages), the same pages in the same order and the same totals.
 */
describe('the opportunity search in memory', () => {
  let t: TestApp;
  let index: OpportunityTextIndex;
  const TITLES = [
    'Desenvolvedor Java Sênior',
    'Desenvolvedora React Pleno',
    'Engenheiro de Dados',
    'Data Engineer',
    'Gestão de Projetos Ágeis',
    'Analista de Segurança da Informação',
    'Software Developer Node.js',
    'Especialista em Integrações',
    'Designer de Produto',
    'Cientista de Dados Júnior',
  ];
  const DETAILS = [
    'Atuar com microsserviços e mensageria em Kafka.',
    'We are looking for developers who love testing.',
    'Trabalho com ações de melhoria contínua e gestão de pessoas.',
    'Experience with cloud platforms and data pipelines.',
    '',
  ];
  const CLIENTS = ['Cascade Cloud', 'Banco Azul', 'Lisboa Tech', null];
  const PLACES = ['São Paulo', 'Lisboa', 'Porto', 'Austin'];
  const CAREERS = [
    { _id: 'c-dev', nome: 'Desenvolvimento' },
    { _id: 'c-data', nome: 'Ciência de Dados' },
    { _id: 'c-gest', nome: 'Gestão' },
  ];
  const MOTIVES = ['Vaga preenchida', 'Cancelada pelo cliente'];
  const WORDS = [
    'desenvolvedor',
    'desenvolvedora',
    'java',
    'react',
    'dados',
    'data',
    'engenheiro',
    'gestao',
    'ageis',
    'seguranca',
    'integracao',
    'integracoes',
    'kafka',
    'testing',
    'developer',
    'developers',
    'cloud',
    'azul',
    'lisboa',
    'acoes',
    'acao',
    'pessoas',
    'desenv',
    'desenvolvdor',
    'node',
    'junior',
    'xyzzy',
  ];

  beforeAll(async () => {
    t = await buildTestApp();
    const places = PLACES.map(place);
    const random = fc.sample(
      fc.record({
        title: fc.constantFrom(...TITLES),
        details: fc.constantFrom(...DETAILS),
        client: fc.constantFrom(...CLIENTS),
        isPublic: fc.boolean(),
        isFinished: fc.boolean(),
        vacancies: fc.constantFrom(0, 1, 2),
        homeOffice: fc.boolean(),
        type: fc.constantFrom('remote', 'hybrid', 'inPerson'),
        places: fc.subarray(places, { maxLength: 2 }),
        published: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
        careers: fc.subarray(CAREERS, { maxLength: 2 }),
        motive: fc.constantFrom(...MOTIVES),
      }),
      { numRuns: 140, seed: 7 },
    );
    for (const item of random) {
      await insertOpportunity(t.app, {
        titulo: item.title,
        detalhes: item.details,
        client: item.client,
        isPublic: item.isPublic || !item.isFinished,
        isFinished: item.isFinished && item.vacancies > 0,
        quantidadeVagas: item.vacancies,
        homeOffice: item.homeOffice,
        opportunityType: {
          remote: item.type === 'remote',
          hybrid: item.type === 'hybrid',
          inPerson: item.type === 'inPerson',
        },
        locations: item.places,
        careers: item.careers,
        closeReason: item.isFinished ? item.motive : null,
        // Equal dates on purpose: the order's ties go to creation, then id.
        publicationDate: item.published === null ? null : new Date(Date.UTC(2026, 10, 1 + item.published)),
      });
    }
    index = createOpportunityTextIndex(t.app.ctx);
  });
  afterAll(async () => {
    index.close();
    await t.close();
  });

  const caches = () =>
    ({
      // No page cache: every search is made by the index (or by SQL when it stands down).
      search: { get: (_key: string, load: () => Promise<unknown>) => load(), clear: () => {} },
      home: { get: (_key: string, load: () => Promise<unknown>) => load(), clear: () => {} },
      text: index,
    }) as unknown as SearchCaches;

  const searches = fc.sample(
    fc.record({
      keywords: fc
        .subarray(WORDS, { minLength: 0, maxLength: 2 })
        .map((words) => (words.length === 0 ? undefined : words.join(' '))),
      section: fc.option(fc.constantFrom('news', 'remote', 'brazil', 'europe', 'northAmerica'), {
        nil: undefined,
      }),
      homeOffice: fc.option(fc.constant('true'), { nil: undefined }),
      place: fc.option(fc.constantFrom(...PLACES), { nil: undefined }),
      radius: fc.constantFrom('1', '50', '400'),
      page: fc.constantFrom('1', '2'),
    }),
    { numRuns: 300, seed: 11 },
  );

  it('answers every search as the SQL search does: same pages, same order, same totals', async () => {
    let answeredInMemory = 0;
    for (const search of searches) {
      const raw: Record<string, string> = { page: search.page, radius: search.radius };
      if (search.keywords) raw.keywords = search.keywords;
      if (search.section) raw.section = search.section;
      if (search.homeOffice) raw.homeOffice = search.homeOffice;
      if (search.place) raw.place_id = place(search.place).place_id;
      const query = opportunitySearchQuerySchema.parse(raw) as OpportunitySearchQuery;
      const bySql = await searchForProfessionals(t.app.ctx, query, null);
      const inMemory = await searchForProfessionals(t.app.ctx, query, null, caches());
      expect({ search: raw, ...inMemory }).toEqual({ search: raw, ...bySql });
      const direct = await index.search(
        {
          keywords: search.keywords?.split(' ') ?? [],
          visibility: 'available',
        },
        { limit: 36, offset: 0 },
      );
      if (direct) answeredInMemory += 1;
    }
    // Only keywords that match nothing at all (the typo, the prefix, 'xyzzy') leave it to SQL's trigrams.
    expect(answeredInMemory).toBeGreaterThan(searches.length * 0.6);
  });

  it("answers the recruiters' search as SQL does: statuses, client, career, motive", async () => {
    const recruiterSearches = fc.sample(
      fc.record({
        keywords: fc
          .subarray(WORDS, { minLength: 0, maxLength: 2 })
          .map((words) => (words.length === 0 ? undefined : words.join(' '))),
        status: fc.option(fc.constantFrom('published', 'unpublished', 'finalized', ''), { nil: undefined }),
        client: fc.option(fc.constantFrom('cascade cloud', 'BANCO AZUL', 'Lisboa Tech', 'Nobody'), {
          nil: undefined,
        }),
        career: fc.option(fc.constantFrom('c-dev', 'ciencia de dados', 'GESTÃO', 'c-none'), {
          nil: undefined,
        }),
        motive: fc.option(fc.constantFrom(...MOTIVES), { nil: undefined }),
        homeOffice: fc.option(fc.constant('true'), { nil: undefined }),
        place: fc.option(fc.constantFrom(...PLACES), { nil: undefined }),
        page: fc.constantFrom('1', '2'),
      }),
      { numRuns: 200, seed: 13 },
    );
    for (const search of recruiterSearches) {
      const raw: Record<string, string> = { page: search.page };
      for (const key of ['keywords', 'status', 'client', 'career', 'motive', 'homeOffice'] as const) {
        const value = search[key];
        if (value !== undefined) raw[key] = value;
      }
      if (search.place) raw.place_id = place(search.place).place_id;
      const query = recruiterOpportunitySearchQuerySchema.parse(raw);
      const bySql = await searchForRecruiters(t.app.ctx, query);
      const inMemory = await searchForRecruiters(t.app.ctx, query, { text: index });
      expect({ search: raw, ...inMemory }).toEqual({ search: raw, ...bySql });
    }
  });

  it('answers byNameOrID as SQL does: running numbers, title words, prefixes, typos', async () => {
    const [lowest] = await t.app.ctx.database.db
      .select({ number: opportunities.idOpportunity })
      .from(opportunities)
      .orderBy(opportunities.idOpportunity)
      .limit(1);
    const first = lowest?.number ?? 1;
    const values = [
      String(first),
      `#${first + 3}`,
      String(first + 1000),
      'desenvolvedor',
      'Desenvolvedora react',
      'desenv',
      'desenvolvdor',
      'dados junior',
      'de',
      'ci',
      'engenheiro de',
      'SEGURANÇA',
      'xyzzy',
      '#',
      '12',
    ];
    for (const value of values) {
      const bySql = await searchByNameOrId(t.app.ctx, value);
      const inMemory = await searchByNameOrId(t.app.ctx, value, { text: index });
      expect({ value, cards: inMemory }).toEqual({ value, cards: bySql });
    }
  });

  it('follows a change made after it read everything', async () => {
    const search = async () =>
      searchForProfessionals(
        t.app.ctx,
        opportunitySearchQuerySchema.parse({ keywords: 'quasar' }) as OpportunitySearchQuery,
        null,
        caches(),
      );
    expect((await search()).total).toBe(0);
    const added = await insertOpportunity(t.app, { titulo: 'Especialista Quasar' });
    // The writer's own clearAll names it at once (the database's notification follows for other instances).
    t.app.ctx.opportunityCaches.clearAll({ opportunityIds: [added.id] });
    expect((await search()).opportunities.map((card) => card.title)).toEqual(['Especialista Quasar']);
    await t.app.ctx.database.db
      .update(opportunities)
      .set({ isPublic: false })
      .where(eq(opportunities.id, added.id));
    t.app.ctx.opportunityCaches.clearAll({ opportunityIds: [added.id] });
    expect((await search()).total).toBe(0);
  });
});

describe('firstInOrder', () => {
  it('gives the first items of the order, as sorting them all would, ties included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 300 }),
        fc.integer({ min: 0, max: 320 }),
        (values, wanted) => {
          const order = (a: number, b: number) => (values[a] as number) - (values[b] as number) || a - b;
          const sorted = values.map((_, at) => at).sort(order);
          expect(firstInOrder(values.length, Math.min(wanted, values.length), order)).toEqual(
            sorted.slice(0, Math.min(wanted, values.length)),
          );
        },
      ),
    );
  });
});
