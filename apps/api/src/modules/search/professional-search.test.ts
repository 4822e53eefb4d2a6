import type { FindByKeywordResponse, ProfessionalSearchResponse } from '@mosaico/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import {
  insertCvText,
  insertOpportunity,
  insertSkill,
  insertUser,
  people,
} from '../../../test/search-fixtures';
import { candidatures, compatibilities, files, userEvaluations, userSkills, users } from '../../db/schema';
import { badgesOf } from '../../lib/professional-badges';
import { cardEvaluationsByProfessional } from '../evaluations';
import { searchProfessionalIds } from './professional-search.repository';

type Headers = { authorization: string };

describe('GET /api/users/find/:list/:pageSize/:page', () => {
  let t: TestApp;
  let asRecruiter: Headers;
  let asProfessional: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ asRecruiter, asProfessional } = await people(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  async function find(list: string, query: Record<string, string> = {}, pageSize = 12, page = 1) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/find/${encodeURIComponent(list)}/${pageSize}/${page}`,
      query,
      headers: asRecruiter,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProfessionalSearchResponse;
  }
  const names = (result: ProfessionalSearchResponse) =>
    result.usersList.map((user) => user.displayName).sort();

  it('refuses visitors with 401 and professionals with 403', async () => {
    const url = '/api/users/find/java/12/1';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: asProfessional })).statusCode).toBe(403);
  });

  it('finds names and e-mails without accents, by substring and with a typo', async () => {
    await insertUser(t.app, { firstName: 'João', lastName: 'Brandão', email: 'jb.unique@empresa.test' });
    await insertUser(t.app, { firstName: 'Joana', lastName: 'Brandt' });
    expect(names(await find('joao'))).toEqual(['João Brandão']);
    expect(names(await find('JOÃO BRANDAO', { typeFilter: 'names' }))).toEqual(['João Brandão']);
    expect(names(await find('brand', { typeFilter: 'names' }))).toEqual(['Joana Brandt', 'João Brandão']);
    expect(names(await find('jb.unique@empresa.test'))).toEqual(['João Brandão']);
    expect(names(await find('Brandaão', { typeFilter: 'names' }))).toEqual(['João Brandão']);
    // An address finds its owner only, not everyone of the same domain.
    await insertUser(t.app, { firstName: 'Lia', lastName: 'Domínio', email: 'lia.dominio@acme-rh.test' });
    await insertUser(t.app, { firstName: 'Teo', lastName: 'Domínio', email: 'teo.dominio@acme-rh.test' });
    expect(names(await find('lia.dominio@acme-rh.test'))).toEqual(['Lia Domínio']);
    expect(names(await find('acme-rh', { typeFilter: 'names' }))).toEqual(['Lia Domínio', 'Teo Domínio']);
  });

  it('finds skills with stemming in both languages, and CV text', async () => {
    const dev = await insertUser(t.app, { firstName: 'Carla', lastName: 'Kubernetes' });
    await insertSkill(t.app, dev.id, 'Gestão de Configurações');
    const engineer = await insertUser(t.app, { firstName: 'Diego', lastName: 'Nuvem' });
    await insertSkill(t.app, engineer.id, 'Reliability Engineering');
    const reader = await insertUser(t.app, { firstName: 'Eva', lastName: 'Leitora' });
    await insertCvText(t.app, reader.id, 'Experiência com orquestração de contêineres e observabilidade.');
    const detached = await insertUser(t.app, { firstName: 'Fábio', lastName: 'Solto' });
    await insertCvText(t.app, detached.id, 'Observabilidade em produção.', false);

    expect(names(await find('gestao configuracao'))).toEqual(['Carla Kubernetes']);
    expect(names(await find('reliability engineer'))).toEqual(['Diego Nuvem']);
    const cv = await find('observabilidade');
    expect(names(cv)).toEqual(['Eva Leitora']);
    expect(cv.usersList[0]?.matchedIn).toEqual(['cv']);
    expect(names(await find('conteiner orquestracao', { typeFilter: 'criteria' }))).toEqual(['Eva Leitora']);
    // A CV or a skill is not a name.
    expect((await find('observabilidade', { typeFilter: 'names' })).total).toBe(0);
    expect((await find('Kubernetes', { typeFilter: 'criteria' })).total).toBe(0);
  });

  it('follows skill edits, deletions and bulk inserts', async () => {
    const [first, second] = [
      await insertUser(t.app, { firstName: 'Quim', lastName: 'Editado' }),
      await insertUser(t.app, { firstName: 'Rui', lastName: 'Lote' }),
    ];
    if (!first || !second) throw new Error('users not inserted');
    await t.app.ctx.database.db.insert(userSkills).values([
      { userId: first.id, nome: 'Fortran', level: 2 },
      { userId: second.id, nome: 'Fortran', level: 1 },
      { userId: second.id, nome: 'Haskell', level: 3 },
    ]);
    expect(names(await find('fortran', { typeFilter: 'criteria' }))).toEqual(['Quim Editado', 'Rui Lote']);
    await t.app.ctx.database.db
      .update(userSkills)
      .set({ nome: 'Erlang' })
      .where(and(eq(userSkills.userId, first.id), eq(userSkills.nome, 'Fortran')));
    expect(names(await find('fortran', { typeFilter: 'criteria' }))).toEqual(['Rui Lote']);
    expect(names(await find('erlang', { typeFilter: 'criteria' }))).toEqual(['Quim Editado']);
    await t.app.ctx.database.db.delete(userSkills).where(eq(userSkills.userId, second.id));
    expect((await find('fortran|haskell', { typeFilter: 'criteria' })).total).toBe(0);
  });

  it('follows CVs being attached, detached and deleted, and other files not at all', async () => {
    const owner = await insertUser(t.app, { firstName: 'Sara', lastName: 'Anexada' });
    const fileId = await insertCvText(t.app, owner.id, 'Experiência com Clojure e Datomic.', false);
    expect((await find('clojure', { typeFilter: 'criteria' })).total).toBe(0);
    const db = t.app.ctx.database.db;
    await db.update(files).set({ attachedAt: new Date() }).where(eq(files.id, fileId));
    const attached = await find('clojure', { typeFilter: 'criteria' });
    expect(names(attached)).toEqual(['Sara Anexada']);
    expect(attached.usersList[0]?.matchedIn).toEqual(['cv']);
    // A second CV adds its words; a skill and a CV of the same person are one document.
    await insertCvText(t.app, owner.id, 'Datalog em produção.');
    await insertSkill(t.app, owner.id, 'Clojure');
    const both = await find('clojure|datalog', { typeFilter: 'criteria' });
    expect(names(both)).toEqual(['Sara Anexada']);
    expect(both.usersList[0]?.matchedIn).toEqual(['cv', 'skills']);
    await db.update(files).set({ attachedAt: null }).where(eq(files.ownerId, owner.id));
    expect((await find('datalog', { typeFilter: 'criteria' })).total).toBe(0);
    expect(names(await find('clojure', { typeFilter: 'criteria' }))).toEqual(['Sara Anexada']);
    await db.update(files).set({ attachedAt: new Date() }).where(eq(files.id, fileId));
    await db.delete(files).where(eq(files.id, fileId));
    expect((await find('datomic', { typeFilter: 'criteria' })).total).toBe(0);
    // A photo is not a CV, whatever its text.
    await db.insert(files).values({
      ownerId: owner.id,
      kind: 'photo',
      storageKey: `test/photo-${owner.id}`,
      fileName: 'me.png',
      mimeType: 'image/png',
      size: 1,
      textContent: 'Cobertura de Scala',
      attachedAt: new Date(),
    });
    expect((await find('scala', { typeFilter: 'criteria' })).total).toBe(0);
  });

  it('needs every keyword chip, each anywhere, and ranks name hits first', async () => {
    const both = await insertUser(t.app, { firstName: 'Gil', lastName: 'Ambos' });
    await insertSkill(t.app, both.id, 'Elixir');
    await insertCvText(t.app, both.id, 'Projetos em Phoenix LiveView');
    const one = await insertUser(t.app, { firstName: 'Hugo', lastName: 'Elixir' });
    await insertSkill(t.app, one.id, 'Ruby');
    const result = await find('elixir|phoenix');
    expect(names(result)).toEqual(['Gil Ambos']);
    expect(result.usersList[0]?.matchedIn).toEqual(['cv', 'skills']);
    const ranked = await find('elixir');
    expect(ranked.usersList.map((user) => user.displayName)).toEqual(['Hugo Elixir', 'Gil Ambos']);
    // Commas join chips too.
    expect(names(await find('elixir, ruby'))).toEqual(['Hugo Elixir']);
    // Past three chips the hits are grouped per person instead of joined: same answers.
    for (const skill of ['Go', 'Rust', 'Zig']) await insertSkill(t.app, both.id, skill);
    const many = await find('elixir|phoenix|rust|zig');
    expect(names(many)).toEqual(['Gil Ambos']);
    expect(many.usersList[0]?.matchedIn).toEqual(['cv', 'skills']);
    expect((await find('elixir|phoenix|rust|zig|ruby')).total).toBe(0);
  });

  it('applies the talent, PCD and European-citizenship options and never lists recruiters or deleted people', async () => {
    await insertUser(t.app, {
      firstName: 'Iris',
      lastName: 'Opcional',
      flags: { talent: { status: true }, europeanUnionCitizenship: { status: true } },
      personalData: { pcdUser: { isUserPCD: true } },
    });
    await insertUser(t.app, { firstName: 'Ivo', lastName: 'Opcional', flags: { talent: { status: true } } });
    await insertUser(t.app, { firstName: 'Ian', lastName: 'Opcional' });
    await insertUser(t.app, { firstName: 'Ilda', lastName: 'Opcional', roles: ['rh_manager'] });
    await insertUser(t.app, { firstName: 'Inês', lastName: 'Opcional', deletedAt: new Date() });
    expect(names(await find('opcional'))).toEqual(['Ian Opcional', 'Iris Opcional', 'Ivo Opcional']);
    expect(names(await find('opcional', { talentFilter: 'true' }))).toEqual([
      'Iris Opcional',
      'Ivo Opcional',
    ]);
    expect(names(await find('opcional', { pcdFilter: 'true', talentFilter: 'false' }))).toEqual([
      'Iris Opcional',
    ]);
    expect(names(await find('opcional', { europeanUnionCitizenshipFilter: 'true' }))).toEqual([
      'Iris Opcional',
    ]);
  });

  it('pages by the size in the path and masks contacts unless the channels are active', async () => {
    for (let index = 0; index < 14; index += 1) {
      await insertUser(t.app, {
        firstName: `Zeca${index}`,
        lastName: 'Paginado',
        email: `zeca${index}@paginado.test`,
        contacts: [{ tipo: 'Preferencial', contato: '(11) 98765-4321', locale: 'pt-BR' }],
        notificationsSettings: {
          isActive: index === 0,
          channels: [
            { name: 'E-mail', isActive: index === 0 },
            { name: 'Telefone', isActive: index === 0 },
          ],
        },
      });
    }
    const first = await find('paginado', {}, 12, 1);
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 12 });
    expect(first.usersList).toHaveLength(12);
    const second = await find('paginado', {}, 12, 2);
    expect(second.usersList).toHaveLength(2);
    expect((await find('paginado', {}, 12, 3)).total).toBe(14);
    const all = [...first.usersList, ...second.usersList];
    const open = all.find((user) => user.firstName === 'Zeca0');
    const masked = all.find((user) => user.firstName === 'Zeca1');
    expect(open).toMatchObject({ email: 'zeca0@paginado.test', phone: '(11) 98765-4321' });
    expect(masked?.email).toBe('ze***@paginado.test');
    expect(masked?.phone).toBe('(11) *****-*321');
  });

  it('gives each card its skills by position, then name, and its attached CVs oldest first', async () => {
    const owner = await insertUser(t.app, { firstName: 'Olga', lastName: 'Cartão' });
    await t.app.ctx.database.db.insert(userSkills).values([
      { userId: owner.id, nome: 'Zope', level: 1, position: 0 },
      { userId: owner.id, nome: 'Ansible', level: 3, position: 1 },
      { userId: owner.id, nome: 'Bash', level: 2, position: 0 },
    ]);
    const first = await insertCvText(t.app, owner.id, 'Primeiro currículo.');
    await insertCvText(t.app, owner.id, 'Rascunho.', false);
    const second = await insertCvText(t.app, owner.id, 'Segundo currículo.');
    await t.app.ctx.database.db
      .update(files)
      .set({ uploadedAt: new Date(Date.UTC(2026, 0, 2)) })
      .where(eq(files.id, first));
    await t.app.ctx.database.db
      .update(files)
      .set({ uploadedAt: new Date(Date.UTC(2026, 0, 1)) })
      .where(eq(files.id, second));
    const [card] = (await find('cartão', { typeFilter: 'names' })).usersList;
    expect(card?.skills).toEqual([
      { nome: 'Bash', level: 2 },
      { nome: 'Zope', level: 1 },
      { nome: 'Ansible', level: 3 },
    ]);
    expect(card?.attachments.map((cv) => cv._id)).toEqual([second, first]);
  });

  it('gives each card the evaluation badges the evaluations module gives, read in the same statement', async () => {
    const db = t.app.ctx.database.db;
    const day = 86_400_000;
    const cases = [
      { lastName: 'Estrela', results: [[9, 10]] }, // a star from ten days ago
      { lastName: 'Negativa', results: [[3, 20]] }, // a negative
      {
        lastName: 'Mista',
        results: [
          [9, 5],
          [2, 30],
          [6, 400],
        ],
      }, // both, and one a year old
      {
        lastName: 'Vencida',
        results: [
          [9, 400],
          [2, 500],
        ],
      }, // every evaluation expired
      { lastName: 'Nenhuma', results: [] },
    ];
    const owners: string[] = [];
    for (const { lastName, results } of cases) {
      const owner = await insertUser(t.app, { firstName: 'Avaliada', lastName });
      owners.push(owner.id);
      for (const [result, daysAgo] of results as Array<[number, number]>)
        await db.insert(userEvaluations).values({
          professionalId: owner.id,
          typeName: 'Parecer Comportamental',
          conteudo: 'Observação.',
          result,
          created: new Date(Date.now() - daysAgo * day - 123),
        });
    }
    const cards = (await find('avaliada', { typeFilter: 'names' })).usersList;
    expect(cards).toHaveLength(cases.length);
    const elsewhere = await cardEvaluationsByProfessional(db, owners);
    const badgesSeen = new Set<string>();
    for (const card of cards) {
      const [row] = await db.select().from(users).where(eq(users.id, card.id));
      const expected = badgesOf(row as NonNullable<typeof row>, elsewhere.get(card.id) ?? []);
      expect(card.badges, card.lastName ?? '').toEqual(expected);
      for (const badge of card.badges) badgesSeen.add(badge);
    }
    expect([...badgesSeen].sort()).toEqual(expect.arrayContaining(['negative', 'star']));
  });

  it('lists every professional for an empty chip list and refuses a page size above 100', async () => {
    expect((await find(' ')).total).toBeGreaterThan(10);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/find/x/500/1',
      headers: asRecruiter,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/opportunity/:id/:pageSize/:page/find-by-keyword', () => {
  let t: TestApp;
  let asRecruiter: Headers;
  let asProfessional: Headers;
  let opportunityId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ asRecruiter, asProfessional } = await people(t.app));
    opportunityId = (await insertOpportunity(t.app, { titulo: 'Engenheiro de Dados' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function findByKeyword(
    body: unknown,
    pageSize = 10,
    page = 1,
    headers = asRecruiter,
    id = opportunityId,
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/api/opportunity/${id}/${pageSize}/${page}/find-by-keyword`,
      payload: body as Record<string, unknown>,
      headers,
    });
  }

  it('refuses visitors with 401, professionals with 403 and an unknown opportunity with 404', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/opportunity/${opportunityId}/10/1/find-by-keyword`,
          payload: { keywords: ['x'] },
        })
      ).statusCode,
    ).toBe(401);
    expect((await findByKeyword({ keywords: ['x'] }, 10, 1, asProfessional)).statusCode).toBe(403);
    const missing = await findByKeyword({ keywords: ['x'] }, 10, 1, asRecruiter, 'no-such-opportunity');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'OPPORTUNITY_NOT_FOUND' });
  });

  it('finds professionals by skill at a minimum level, and by CV text without one', async () => {
    const expert = await insertUser(t.app, { firstName: 'Alice', lastName: 'Avançada' });
    await insertSkill(t.app, expert.id, 'Apache Spark', 3);
    const beginner = await insertUser(t.app, { firstName: 'Bruno', lastName: 'Básico' });
    await insertSkill(t.app, beginner.id, 'Spark', 1);
    const reader = await insertUser(t.app, { firstName: 'Célia', lastName: 'Currículo' });
    await insertCvText(t.app, reader.id, 'Pipelines em Spark e Airflow');
    await t.app.ctx.database.db
      .insert(candidatures)
      .values({ opportunityId, userId: expert.id, kind: 'enrolled' });
    await t.app.ctx.database.db
      .insert(compatibilities)
      .values({ opportunityId, userId: reader.id, adherence: 42 });

    const any = await findByKeyword({ keywords: ['spark'], level: 0 });
    expect(any.statusCode).toBe(200);
    const anyResult = any.json() as FindByKeywordResponse;
    expect(anyResult.usersList.map((user) => user.displayName).sort()).toEqual([
      'Alice Avançada',
      'Bruno Básico',
      'Célia Currículo',
    ]);
    expect(anyResult.usersList.find((user) => user.id === reader.id)).toMatchObject({ nivelAderencia: 42 });
    expect(anyResult.usersList.find((user) => user.id === expert.id)).toMatchObject({
      isEnrolled: true,
      isCandidate: false,
      nivelAderencia: 0,
      skills: [{ nome: 'Apache Spark', level: 3 }],
    });

    const advanced = (await findByKeyword({ keywords: 'spark', level: 2 })).json() as FindByKeywordResponse;
    expect(advanced.usersList.map((user) => user.displayName)).toEqual(['Alice Avançada']);
    const both = (await findByKeyword({ keywords: ['spark', 'airflow'] })).json() as FindByKeywordResponse;
    expect(both.usersList.map((user) => user.displayName)).toEqual(['Célia Currículo']);
  });

  it('pages by 10', async () => {
    for (let index = 0; index < 11; index += 1) {
      const user = await insertUser(t.app, { firstName: `Pessoa${index}`, lastName: 'Cobol' });
      await insertSkill(t.app, user.id, 'COBOL', 2);
    }
    const first = (await findByKeyword({ keywords: ['cobol'] })).json() as FindByKeywordResponse;
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 10 });
    expect(first.usersList).toHaveLength(10);
    const second = (await findByKeyword({ keywords: ['cobol'] }, 10, 2)).json() as FindByKeywordResponse;
    expect(second.usersList).toHaveLength(1);
  });

  it('refuses a level outside 0–3', async () => {
    expect((await findByKeyword({ keywords: ['x'], level: 7 })).statusCode).toBe(400);
  });
});

describe('professional search: capped total and the recency walk', () => {
  let t: TestApp;
  let asRecruiter: Headers;
  // Five professionals with Elixir, updated one day apart (p4 most recent); p0 and p2 also have it in a CV.
  const ids: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    ({ asRecruiter } = await people(t.app));
    for (let index = 0; index < 5; index += 1) {
      const user = await insertUser(t.app, {
        firstName: 'Bea',
        lastName: `Pessoa${index}`,
        updatedAt: new Date(Date.UTC(2026, 0, 1 + index)),
      });
      await insertSkill(t.app, user.id, 'Elixir');
      if (index === 0 || index === 2) await insertCvText(t.app, user.id, 'Serviços em Elixir e Phoenix.');
      ids.push(user.id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const filter = { keywords: ['elixir'], sources: ['name', 'skills', 'cv'] as const };
  const search = (
    page: { limit: number; offset: number },
    options: { totalCap?: number; plan?: 'walk' | 'joins' },
    keywords = filter.keywords,
  ) => searchProfessionalIds(t.app.ctx.database.db, { ...filter, keywords }, page, options);

  it('answers an exact total and totalCapped false below the cap', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/find/elixir/12/1',
      headers: asRecruiter,
    });
    expect(response.json()).toMatchObject({ total: 5, totalCapped: false });
    for (const plan of ['walk', 'joins'] as const) {
      const result = await search({ limit: 12, offset: 0 }, { plan });
      expect(result).toMatchObject({ total: 5, totalCapped: false });
      // CV and skill first (newest first), then skill only (newest first): the same order by either plan.
      expect(result.hits.map((hit) => hit.id)).toEqual([ids[2], ids[0], ids[4], ids[3], ids[1]]);
    }
  });

  it('stops counting at the cap and says so', async () => {
    const joins = await search({ limit: 12, offset: 0 }, { totalCap: 3, plan: 'joins' });
    expect(joins).toMatchObject({ total: 3, totalCapped: true });
    expect(joins.hits.map((hit) => hit.id)).toEqual([ids[2], ids[0], ids[4], ids[3], ids[1]]);
    const everyone = await searchProfessionalIds(
      t.app.ctx.database.db,
      { ...filter, keywords: [] },
      { limit: 2, offset: 0 },
      { totalCap: 2 },
    );
    expect(everyone).toMatchObject({ total: 2, totalCapped: true });
    expect(everyone.hits).toHaveLength(2);
  });

  it('walks the most recent professionals when most match, ranking the first matches up to the cap', async () => {
    // The three most recently updated matches (p4, p3, p2), ranked: p2 has a CV too.
    const walk = await search({ limit: 12, offset: 0 }, { totalCap: 3, plan: 'walk' });
    expect(walk).toMatchObject({ total: 3, totalCapped: true });
    expect(walk.hits.map((hit) => hit.id)).toEqual([ids[2], ids[4], ids[3]]);
    expect(walk.hits[0]?.sources).toEqual(['cv', 'skills']);
    const second = await search({ limit: 2, offset: 2 }, { totalCap: 3, plan: 'walk' });
    expect(second.hits.map((hit) => hit.id)).toEqual([ids[3]]);
    // Pages end at the cap, still saying how many were counted.
    const past = await search({ limit: 2, offset: 4 }, { totalCap: 3, plan: 'walk' });
    expect(past).toMatchObject({ hits: [], total: 3, totalCapped: true });
    // Several keywords, every one of them needed.
    const both = await search({ limit: 12, offset: 0 }, { totalCap: 1, plan: 'walk' }, ['elixir', 'phoenix']);
    expect(both).toMatchObject({ total: 1, totalCapped: true });
    expect(both.hits.map((hit) => hit.id)).toEqual([ids[2]]);
  });
});

describe('professional search: the exact hits and the page walk give the joins’ answer', () => {
  let t: TestApp;
  const everySource = ['name', 'skills', 'cv'] as const;

  beforeAll(async () => {
    t = await buildTestApp();
    await people(t.app);
    // Thirty professionals, two per day (so recency ties are broken by id): every third a Moreira (a common
    // surname), Kotlin and Docker skills overlapping, CVs naming Kotlin, Docker or the Moreira team, one
    // professional named Kotlin; a deleted one and a recruiter with the same words, never listed.
    const db = t.app.ctx.database.db;
    for (let n = 0; n < 30; n += 1) {
      const user = await insertUser(t.app, {
        firstName: n === 25 ? 'Kotlin' : `Ana${n}`,
        lastName: n % 3 === 0 ? 'Moreira' : `Pessoa${n}`,
      });
      if (n % 2 === 0 || n % 7 === 1) await insertSkill(t.app, user.id, 'Kotlin');
      if (n % 3 !== 2) await insertSkill(t.app, user.id, 'Docker');
      if (n % 4 === 1) await insertCvText(t.app, user.id, 'Projetos em Kotlin com Docker.');
      if (n % 9 === 4) await insertCvText(t.app, user.id, 'Trabalhou com a equipa Moreira em Docker.');
      await db.execute(sql`UPDATE users SET updated_at = ${new Date(Date.UTC(2026, 0, 1 + Math.floor(n / 2)))}
        WHERE id = ${user.id}`);
    }
    for (const extra of [
      { firstName: 'Gone', lastName: 'Moreira', deletedAt: new Date() },
      { firstName: 'Rh', lastName: 'Moreira', roles: ['rh'] },
    ]) {
      const user = await insertUser(t.app, extra);
      await insertSkill(t.app, user.id, 'Kotlin');
      await insertSkill(t.app, user.id, 'Docker');
    }
    await db.execute(sql`ANALYZE`);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = (
    keywords: string[],
    page: { limit: number; offset: number },
    options: Parameters<typeof searchProfessionalIds>[3],
    sources: ReadonlyArray<'name' | 'skills' | 'cv'> = everySource,
  ) => searchProfessionalIds(t.app.ctx.database.db, { keywords, sources }, page, options);

  /** Every choice of a bulk source per keyword. */
  function bulkChoices(count: number, sources: ReadonlyArray<'name' | 'skills' | 'cv'>) {
    let choices: Array<Array<'name' | 'skills' | 'cv'>> = [[]];
    for (let keyword = 0; keyword < count; keyword += 1) {
      choices = choices.flatMap((choice) => sources.map((source) => [...choice, source]));
    }
    return choices;
  }

  const lists = [
    ['kotlin'],
    ['moreira'],
    ['docker'],
    ['kotlin', 'docker'],
    ['kotlin', 'moreira'],
    ['moreira', 'docker'],
    ['kotlin', 'docker', 'moreira'],
  ];
  const pages = [
    { limit: 4, offset: 0 },
    { limit: 4, offset: 4 },
    { limit: 4, offset: 12 },
    { limit: 5, offset: 15 },
    // Past the end.
    { limit: 4, offset: 200 },
  ];

  it('gives the same hits, order, sources and totals by every plan, on every page, with every bulk source', async () => {
    let compared = 0;
    for (const keywords of lists) {
      // Three keywords: the 27 choices of bulk sources are many; one bulk source for all and two mixes.
      const choices =
        keywords.length < 3
          ? bulkChoices(keywords.length, everySource)
          : everySource
              .map((source) => keywords.map(() => source))
              .concat([
                ['skills', 'cv', 'name'],
                ['cv', 'name', 'skills'],
              ]);
      for (const totalCap of [1000, 3]) {
        const whole = await search(keywords, { limit: 100, offset: 0 }, { plan: 'joins', totalCap });
        expect(whole.hits.length, keywords.join('|')).toBeGreaterThan(0);
        for (const page of totalCap === 3 ? [pages[1], pages[4]] : pages) {
          if (!page) continue;
          const expected = await search(keywords, page, { plan: 'joins', totalCap });
          // The joins' pages are slices of its whole order.
          expect(expected.hits).toEqual(whole.hits.slice(page.offset, page.offset + page.limit));
          const answers = [
            await search(keywords, page, { plan: 'exact', totalCap }),
            await search(keywords, page, { plan: 'auto', totalCap }),
          ];
          for (const bulkSources of choices) {
            answers.push(await search(keywords, page, { plan: 'page', totalCap, bulkSources }));
          }
          for (const answer of answers) {
            expect(answer, `${keywords.join('|')} ${JSON.stringify(page)} cap ${totalCap}`).toEqual(expected);
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  }, 180_000);

  it('counts exactly up to the cap and says when more match', async () => {
    // Kotlin: 15 even professionals and 1, 15, 29 (n % 7 = 1, odd), plus the CVs of 5, 9, 13, 17, 21 and the
    // name of 25 — the deleted one and the recruiter not counted.
    for (const plan of ['joins', 'exact', 'page'] as const) {
      const all = await search(['kotlin'], { limit: 4, offset: 0 }, { plan });
      expect(all, plan).toMatchObject({ total: 24, totalCapped: false });
      expect(await search(['kotlin'], { limit: 4, offset: 0 }, { plan, totalCap: 24 })).toMatchObject({
        total: 24,
        totalCapped: false,
      });
      expect(await search(['kotlin'], { limit: 4, offset: 0 }, { plan, totalCap: 23 })).toMatchObject({
        total: 23,
        totalCapped: true,
      });
      // Past the end: no hits, the same total.
      expect(await search(['kotlin'], { limit: 4, offset: 24 }, { plan })).toEqual({
        hits: [],
        total: 24,
        totalCapped: false,
      });
    }
    // The strongest first: the professional named Kotlin (name 4 + skill 2 + CV 1 when held).
    const first = await search(
      ['kotlin'],
      { limit: 1, offset: 0 },
      { plan: 'page', bulkSources: ['skills'] },
    );
    expect(first.hits[0]?.sources).toContain('name');
  });

  it('finds a common surname by the names, walked as the bulk source, criteria-only finds none by name', async () => {
    const byName = await search(
      ['moreira'],
      { limit: 20, offset: 0 },
      { plan: 'page', bulkSources: ['name'] },
    );
    // Ten Moreiras (n = 0, 3, …, 27) and the CVs naming the Moreira team (n = 4, 13, 22).
    expect(byName.total).toBe(13);
    expect(byName.hits.filter((hit) => hit.sources.includes('name'))).toHaveLength(10);
    const criteria = await search(
      ['moreira'],
      { limit: 20, offset: 0 },
      { plan: 'page', bulkSources: ['cv'] },
      ['skills', 'cv'],
    );
    expect(criteria.total).toBe(3);
    expect(criteria.hits.every((hit) => hit.sources.join() === 'cv')).toBe(true);
  });
});
