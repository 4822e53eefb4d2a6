import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, signIn, type TestApp } from '../../../test/helpers';
import { insertOpportunity } from '../../../test/search-fixtures';
import { squads } from '../../db/schema';

describe('opportunity form catalogues (001 §2.2, §7, §8)', () => {
  let t: TestApp;
  let rhToken: string;
  let proToken: string;
  let rhId: string;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    const rh = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Henriques' });
    await createUser(t, { roles: ['rh_manager'], firstName: 'Gil', lastName: 'Gestor' });
    const pro = await createUser(t);
    rhId = rh.id;
    rhToken = await signIn(t, rh.email, rh.password);
    proToken = await signIn(t, pro.email, pro.password);
  }, 120_000);
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string | null,
    payload?: unknown,
    language = 'pt-BR',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'accept-language': language, ...(token ? authHeader(token) : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('lists squads and the recruiters an opportunity can be given to, without private data', async () => {
    await t.app.ctx.database.db.insert(squads).values([{ name: 'Squad Sul' }, { name: 'Squad Norte' }]);
    expect((await call('GET', '/squad', rhToken)).json().map((s: { name: string }) => s.name)).toEqual([
      'Squad Norte',
      'Squad Sul',
    ]);
    const people = (await call('GET', '/responsables', rhToken)).json() as Array<Record<string, unknown>>;
    expect(people.map((p) => p.displayName)).toEqual(['Gil Gestor', 'Rita Henriques']);
    expect(Object.keys(people[0] ?? {}).sort()).toEqual(['_id', 'displayName', 'userImageUrl']);
    expect((await call('GET', '/responsables', proToken)).statusCode).toBe(403);
    expect((await call('GET', '/squad', null)).statusCode).toBe(401);
  });

  it('creates criteria with trimmed names and synonyms, and refuses a global name twice', async () => {
    const created = await call('POST', '/criteria', rhToken, {
      nome: '  Kotlin ',
      termos: [' KMP', 'kmp', ''],
      global: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ nome: 'Kotlin', termos: ['KMP'], global: true });
    expect((await call('GET', '/criteria/check-name?nome=kotlin', rhToken)).json()).toEqual({ exists: true });
    expect((await call('GET', '/criteria/check-name?nome=Rust', rhToken)).json()).toEqual({ exists: false });

    const twice = await call('POST', '/criteria', rhToken, { nome: 'KOTLIN', termos: ['JVM'], global: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'CriterioGlobalDuplicado',
      message: 'Já existe um critério global com este nome',
    });
    const local = await call('POST', '/criteria', rhToken, {
      nome: 'KOTLIN',
      termos: ['JVM'],
      global: false,
    });
    expect(local.statusCode).toBe(200);
    const noTerms = await call('POST', '/criteria', rhToken, { nome: 'Rust', termos: [' '] });
    expect(noTerms.json().code).toBe('CRITERION_TERMS_REQUIRED');
    expect((await call('GET', '/criteria', rhToken)).json().map((c: { nome: string }) => c.nome)).toEqual([
      'Kotlin',
      'KOTLIN',
    ]);
  });

  it('creates careers, refuses one that exists in any case, and deletes', async () => {
    const created = await call('POST', `/carreiras/${rhId}`, rhToken, [
      { nome: 'Engenharia de Dados' },
      { nome: ' UX ' },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().map((c: { nome: string; user: string }) => [c.nome, c.user])).toEqual([
      ['Engenharia de Dados', rhId],
      ['UX', rhId],
    ]);
    const duplicate = await call('POST', `/carreiras/${rhId}`, rhToken, [
      { nome: 'engenharia de dados' },
      { nome: 'QA' },
    ]);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Ops parece que essa carreira já existe');
    expect((await call('POST', `/carreiras/${rhId}`, rhToken, [{ nome: '  ' }])).json().code).toBe(
      'CAREER_NAME_REQUIRED',
    );

    const listed = (await call('GET', '/carreiras', proToken)).json() as Array<{ _id: string; nome: string }>;
    expect(listed.map((c) => c.nome)).toEqual(['Engenharia de Dados', 'UX']);
    const ux = listed.find((c) => c.nome === 'UX')?._id ?? '';
    expect((await call('DELETE', `/carreiras/${ux}`, proToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/carreiras/${ux}`, rhToken)).statusCode).toBe(200);
    expect((await call('DELETE', `/carreiras/${ux}`, rhToken)).statusCode).toBe(404);
  });

  it('answers the templates in both languages and the evaluation types', async () => {
    const templates = (await call('GET', '/opportunity-templates', rhToken)).json() as Array<
      Record<string, string>
    >;
    expect(templates.length).toBeGreaterThanOrEqual(4);
    expect(templates[0]?.detalhes).toContain('Sobre a vaga');
    expect(templates[0]?.detalhesEn).toContain('About the role');
    expect((await call('GET', '/userevaluation', rhToken)).statusCode).toBe(200);
  });

  it('gives pt-PT readers the templates in European Portuguese (issue 22)', async () => {
    const details = async (language: string) =>
      (
        (await call('GET', '/opportunity-templates', rhToken, undefined, language)).json() as Array<
          Record<string, string>
        >
      )[0]?.detalhes;
    expect(await details('pt-BR')).toContain('junto ao time do cliente');
    const european = await details('pt-PT');
    expect(european).toContain('junto da equipa do cliente');
    expect(european).not.toContain('time do cliente');
  });

  it('lists the clients and a client’s opportunities', async () => {
    await insertOpportunity(t.app, { titulo: 'A', client: 'Zeta Bank' });
    await insertOpportunity(t.app, { titulo: 'B', client: 'Árvore Tech' });
    await insertOpportunity(t.app, { titulo: 'C', client: 'Zeta Bank' });
    expect((await call('GET', '/opportunity/list/All-clients', rhToken)).json()).toEqual([
      'Árvore Tech',
      'Zeta Bank',
    ]);
    const zeta = (await call('GET', `/opportunity/list/${encodeURIComponent('zeta bank')}`, rhToken)).json();
    expect(zeta.map((o: { titulo: string }) => o.titulo).sort()).toEqual(['A', 'C']);
    // The home lists keep their own route.
    expect((await call('GET', '/opportunity/list/home', null)).statusCode).toBe(200);
  });
  it('answers the refusals in English when asked', async () => {
    await call('POST', '/criteria', rhToken, { nome: 'Elixir', termos: ['BEAM'], global: true });
    const criterion = await call('POST', '/criteria', rhToken, { nome: 'ELIXIR', termos: ['OTP'] }, 'en-US');
    expect(criterion.json()).toMatchObject({
      code: 'CriterioGlobalDuplicado',
      message: 'A global criterion with this name already exists',
    });
    await call('POST', `/carreiras/${rhId}`, rhToken, [{ nome: 'Produto' }]);
    const career = await call('POST', `/carreiras/${rhId}`, rhToken, [{ nome: 'produto' }], 'en-US');
    expect(career.json().message).toBe('Oops, it looks like this career already exists');
  });
});
