import { evaluationFlags, isBehaviouralEvaluation } from '@mosaico/domain';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  signIn,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import { insertOpportunity } from '../../../test/search-fixtures';
import { evaluationTypes, userEvaluations } from '../../db/schema';
import { behaviouralEvaluationSql } from './evaluations.repository';

interface Saved {
  message: string;
  evaluation: {
    _id: string;
    avaliacao: string;
    behavioural: boolean;
    opportunity: {
      id: string;
      title: string;
      avaliationCriteria: Array<{ name: string; peso: number }>;
    } | null;
    user: { _id: string; displayName: string } | null;
    conteudo: string;
    created: string;
    resultado: number;
    flags: { star: boolean; negative: boolean; expired: boolean };
  };
}

describe('evaluations (002 §2.11, §3, §4, §5, §7.3, §8)', () => {
  let t: TestApp;
  let rhToken: string;
  let managerToken: string;
  let proToken: string;
  let rh: TestUser;
  let pro: TestUser;
  const types: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    rh = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Henriques' });
    const manager = await createUser(t, { roles: ['rh_manager'] });
    pro = await createUser(t, { firstName: 'Ana', lastName: 'Souza' });
    rhToken = await signIn(t, rh.email, rh.password);
    managerToken = await signIn(t, manager.email, manager.password);
    proToken = await signIn(t, pro.email, pro.password);
    const rows = await t.app.ctx.database.db
      .insert(evaluationTypes)
      .values([
        { name: 'Parecer Técnico', criteria: [{ name: 'Conhecimento técnico', peso: 3 }] },
        { name: 'Parecer Comportamental' },
        { name: 'Desenvolvedor Java', disabled: true },
        { name: 'Technical advice' },
        { name: 'Entrevista desligada', disabled: true },
      ])
      .returning();
    for (const row of rows) types[row.name] = row.id;
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
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

  const register = (userId: string, body: Record<string, unknown>, token = rhToken, language = 'pt-BR') =>
    call('POST', `/userevaluation/${userId}/registrar-avaliacao`, token, body, language);

  it('lists the wizard types: hidden ones left out, Desenvolvedor Java and switched-off types disabled', async () => {
    const answer = await call('GET', '/userevaluation/types', rhToken);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json() as Array<{ name: string; disabled: boolean }>;
    expect(listed.map((type) => type.name)).not.toContain('Technical advice');
    expect(listed.find((type) => type.name === 'Desenvolvedor Java')?.disabled).toBe(true);
    expect(listed.find((type) => type.name === 'Entrevista desligada')?.disabled).toBe(true);
    expect(listed.find((type) => type.name === 'Parecer Comportamental')?.disabled).toBe(false);
  });

  it('registers a behavioural opinion and a technical one with the opportunity’s criteria, lists newest first', async () => {
    const opp = await insertOpportunity(t.app, {
      titulo: 'Backend',
      criterias: [
        { nome: 'Node.js', termos: [], peso: 3, necessary: true },
        { nome: 'Docker', termos: [], peso: 1, necessary: false },
      ],
    });
    const person = await createUser(t, { firstName: 'Bia' });
    const first = await register(person.id, {
      avaliacao: types['Parecer Comportamental'],
      opportunity: null,
      user: 'someone-else',
      conteudo: '  Comunicativa\r\ne pontual  ',
      created: '2020-01-01T10:00:00Z',
      resultado: 3,
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json() as Saved;
    expect(saved.message).toBe('EVALUATION_REGISTERED');
    expect(saved.evaluation).toMatchObject({
      avaliacao: 'Parecer Comportamental',
      behavioural: true,
      opportunity: null,
      // The evaluator is the caller, whatever the body says.
      user: { _id: rh.id, displayName: 'Rita Henriques' },
      conteudo: 'Comunicativa\ne pontual',
      created: '2020-01-01T10:00:00.000Z',
      resultado: 3,
      flags: { star: false, negative: true, expired: true },
    });

    const second = await register(
      person.id,
      { avaliacao: types['Parecer Técnico'], opportunity: opp.id, conteudo: 'Sólida', resultado: 9 },
      managerToken,
    );
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as Saved).evaluation).toMatchObject({
      avaliacao: 'Parecer Técnico',
      behavioural: false,
      opportunity: {
        id: opp.id,
        title: 'Backend',
        avaliationCriteria: [
          { name: 'Node.js', peso: 3 },
          { name: 'Docker', peso: 1 },
        ],
      },
      flags: { star: true, negative: false, expired: false },
    });

    const listed = await call('GET', `/userevaluation/user/${person.id}`, rhToken);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Saved['evaluation'][]).map((e) => e.resultado)).toEqual([9, 3]);
  });

  it('edits the text and grade, and replaces the criteria of an opportunity’s evaluation', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Frontend' });
    const person = await createUser(t, { firstName: 'Caio' });
    const saved = (
      await register(person.id, {
        avaliacao: types['Parecer Técnico'],
        opportunity: opp.id,
        conteudo: 'Bom',
        resultado: 6,
        avaliationCriteria: [{ name: 'React', peso: 3 }],
      })
    ).json() as Saved;
    expect(saved.evaluation.opportunity?.avaliationCriteria).toEqual([{ name: 'React', peso: 3 }]);

    const edited = await call('PUT', `/userevaluation/${saved.evaluation._id}`, managerToken, {
      conteudo: 'Muito bom',
      resultado: 8,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'EVALUATION_UPDATED',
      evaluation: { conteudo: 'Muito bom', resultado: 8, flags: { star: true } },
    });

    const empty = await call('PUT', `/userevaluation/${saved.evaluation._id}`, rhToken, {
      conteudo: ' \n ',
      resultado: 8,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'EVALUATION_CONTENT_REQUIRED',
      message: 'Preencha o campo Avaliação',
    });

    const criteria = await call('PUT', `/userevaluation/${saved.evaluation._id}/criteria`, rhToken, {
      avaliationCriteria: [
        { name: 'React', peso: 1 },
        { name: 'Testes', peso: 3 },
      ],
    });
    expect(criteria.statusCode, criteria.body).toBe(200);
    expect(criteria.json().message).toBe('CRITERIA_UPDATED');
    expect(criteria.json().evaluation.opportunity.avaliationCriteria).toEqual([
      { name: 'React', peso: 1 },
      { name: 'Testes', peso: 3 },
    ]);
    const badPeso = await call('PUT', `/userevaluation/${saved.evaluation._id}/criteria`, rhToken, {
      avaliationCriteria: [{ name: 'React', peso: 2 }],
    });
    expect(badPeso.statusCode).toBe(400);

    const unknown = await call('PUT', '/userevaluation/nope', rhToken, { conteudo: 'x', resultado: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('EVALUATION_NOT_FOUND');
  });

  it('enforces the rules of 002 §5 with their messages', async () => {
    const person = await createUser(t, { firstName: 'Duda' });
    const base = { avaliacao: types['Parecer Comportamental'], conteudo: 'Ok', resultado: 5 };

    const empty = await register(person.id, { ...base, conteudo: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'EVALUATION_CONTENT_REQUIRED',
      message: 'Preencha o campo Avaliação',
    });
    const emptyPt = await register(person.id, { ...base, conteudo: '' }, rhToken, 'pt-PT');
    expect(emptyPt.json().message).toBe('Preencha o campo Avaliação');
    const emptyEn = await register(person.id, { ...base, conteudo: '' }, rhToken, 'en-US');
    expect(emptyEn.json().message).toBe('Fill in the Evaluation field');

    const java = await register(person.id, { ...base, avaliacao: types['Desenvolvedor Java'] });
    expect(java.statusCode).toBe(400);
    expect(java.json()).toMatchObject({
      code: 'EVALUATION_TYPE_UNAVAILABLE',
      message: 'Avaliação Indisponível',
    });
    const off = await register(person.id, { ...base, avaliacao: types['Entrevista desligada'] });
    expect(off.json().code).toBe('EVALUATION_TYPE_UNAVAILABLE');

    const hidden = await register(person.id, { ...base, avaliacao: types['Technical advice'] });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('EVALUATION_TYPE_NOT_FOUND');
    const unknownType = await register(person.id, { ...base, avaliacao: 'no-such-type' });
    expect(unknownType.json().code).toBe('EVALUATION_TYPE_NOT_FOUND');

    for (const resultado of [11, -1, 7.5, '8']) {
      const bad = await register(person.id, { ...base, resultado });
      expect(bad.statusCode, String(resultado)).toBe(400);
      expect(bad.json().message).toContain('resultado');
    }
    for (const resultado of [0, 10]) {
      expect((await register(person.id, { ...base, resultado })).statusCode).toBe(200);
    }

    const noOpportunity = await register(person.id, { ...base, opportunity: 'missing-opportunity' });
    expect(noOpportunity.statusCode).toBe(404);
    expect(noOpportunity.json().code).toBe('OPPORTUNITY_NOT_FOUND');

    const future = await register(person.id, { ...base, created: '2999-01-01T00:00:00Z' });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('EVALUATION_DATE_IN_FUTURE');

    const criteriaAlone = await register(person.id, {
      ...base,
      avaliationCriteria: [{ name: 'X', peso: 3 }],
    });
    expect(criteriaAlone.json().code).toBe('EVALUATION_CRITERIA_NEED_OPPORTUNITY');

    const nobody = await register('missing-professional', base);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().code).toBe('PROFESSIONAL_NOT_FOUND');

    const tooLong = await register(person.id, { ...base, conteudo: 'a'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('conteudo');
  });

  it('lets only recruiters in: a professional reads no evaluations, their own included, and writes none', async () => {
    const body = { avaliacao: types['Parecer Comportamental'], conteudo: 'Ok', resultado: 5 };
    expect((await register(pro.id, body)).statusCode).toBe(200);
    expect((await register(pro.id, body, proToken)).statusCode).toBe(403);
    expect((await call('GET', `/userevaluation/user/${pro.id}`, proToken)).statusCode).toBe(403);
    const other = await createUser(t);
    expect((await call('GET', `/userevaluation/user/${other.id}`, proToken)).statusCode).toBe(403);
    expect((await call('GET', '/userevaluation/types', proToken)).statusCode).toBe(403);
    expect((await call('GET', `/userevaluation/user/${pro.id}`, null)).statusCode).toBe(401);
    const listed = (
      await call('GET', `/userevaluation/user/${pro.id}`, rhToken)
    ).json() as Saved['evaluation'][];
    expect((await call('PUT', `/userevaluation/${listed[0]?._id}`, proToken, body)).statusCode).toBe(403);
  });

  it('fills the professionals tabs’ cards with the evaluations, and the one rule gives star (9) and negative (3)', async () => {
    const opp = await insertOpportunity(t.app, { titulo: 'Cards' });
    const person = await createUser(t, { firstName: 'Eva' });
    const enrolled = await call('POST', `/opportunity/${opp.id}/becomeCandidate`, rhToken, {
      _usuario: { _id: person.id },
      conversionType: 'inscribe',
      triageRecruitmentOptions: {
        capture: 'Busca',
        source: 'LinkedIn',
        date: new Date().toISOString().slice(0, 10),
        details: '',
      },
      byRH: true,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    await register(person.id, {
      avaliacao: types['Parecer Técnico'],
      opportunity: opp.id,
      conteudo: 'Top',
      resultado: 9,
    });
    await register(person.id, {
      avaliacao: types['Parecer Comportamental'],
      conteudo: 'Fraca',
      resultado: 3,
    });

    const tab = await call('GET', `/opportunity/${opp.id}/enrolled/12/1/99/0`, rhToken);
    expect(tab.statusCode, tab.body).toBe(200);
    const card = (
      tab.json() as {
        usersList: Array<{
          _usuario: {
            _id: string;
            avaliacoesUsuario: Array<{
              resultado: number;
              created: string;
              _avaliacaoUsuario: string;
              behavioural: boolean;
            }>;
          };
        }>;
      }
    ).usersList.find((item) => item._usuario._id === person.id);
    const evaluations = card?._usuario.avaliacoesUsuario ?? [];
    expect(evaluations.map((e) => [e.resultado, e.behavioural])).toEqual([
      [3, true],
      [9, false],
    ]);
    const stored = await t.app.ctx.database.db.select({ id: userEvaluations.id }).from(userEvaluations);
    expect(stored.map((row) => row.id)).toEqual(
      expect.arrayContaining(evaluations.map((e) => e._avaliacaoUsuario)),
    );
    const now = new Date();
    const flags = evaluations.map((e) => evaluationFlags(e.resultado, e.created, now));
    expect(flags).toEqual([
      { star: false, negative: true, expired: false },
      { star: true, negative: false, expired: false },
    ]);
  });

  it('says in SQL which evaluations are behavioural exactly as isBehaviouralEvaluation does', async () => {
    const db = t.app.ctx.database.db;
    const opportunity = await insertOpportunity(t.app, { titulo: 'Behavioural SQL check' });
    const cases: Array<{ typeName: string; opportunityId: string | null }> = [
      { typeName: 'Parecer Técnico', opportunityId: null },
      { typeName: 'Parecer Técnico', opportunityId: opportunity.id },
      { typeName: 'Parecer Comportamental', opportunityId: opportunity.id },
      { typeName: ' Parecer Comportamental\n', opportunityId: opportunity.id },
      { typeName: 'Parecer comportamental', opportunityId: opportunity.id },
      { typeName: 'Parecer Comportamental', opportunityId: null },
    ];
    const rows = await db
      .insert(userEvaluations)
      .values(
        cases.map((item) => ({
          professionalId: pro.id,
          evaluatorId: rh.id,
          typeName: item.typeName,
          opportunityId: item.opportunityId,
          conteudo: 'SQL rule check',
          result: 7,
        })),
      )
      .returning({ id: userEvaluations.id });
    const ids = rows.map((row) => row.id);
    const answer = await db
      .select({
        id: userEvaluations.id,
        behavioural: sql<boolean>`${behaviouralEvaluationSql('user_evaluations')}`,
      })
      .from(userEvaluations)
      .where(inArray(userEvaluations.id, ids));
    const byId = new Map(answer.map((row) => [row.id, row.behavioural]));
    expect(ids.map((id) => byId.get(id))).toEqual(
      cases.map((item) => isBehaviouralEvaluation(item.typeName, item.opportunityId)),
    );
    expect(ids.map((id) => byId.get(id))).toEqual([true, false, true, true, false, true]);
    await db.delete(userEvaluations).where(inArray(userEvaluations.id, ids));
  });
});
