import {
  OPPORTUNITY_SAVE_ERROR_CODES,
  type OpportunityWriteBody,
  opportunityBoardResponseSchema,
} from '@mosaico/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, signIn, type TestApp } from '../../../test/helpers';
import { waitUntil } from '../../../test/wait-until';
import { candidatures, opportunities } from '../../db/schema';
import { hasMessage, translateMessage } from '../../lib/messages';
import { searchPlaces } from '../places';

/** A day `offset` days from now, as the form sends it: publication dates must lie within a year of today. */
const dayFromNow = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const programmeDay = dayFromNow(4);
const laterProgrammeDay = dayFromNow(49);

describe('opportunity authoring (001 §2.2, §5, §7)', () => {
  let t: TestApp;
  let rhToken: string;
  let proToken: string;
  let rhId: string;
  let complete: OpportunityWriteBody;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    const rh = await createUser(t, { roles: ['rh'] });
    const pro = await createUser(t);
    rhId = rh.id;
    rhToken = await signIn(t, rh.email, rh.password);
    proToken = await signIn(t, pro.email, pro.password);
    const [lisbon] = searchPlaces('Lisboa', 1);
    if (!lisbon) throw new Error('no Lisboa in the gazetteer');
    complete = {
      titulo: 'Desenvolvedor Java',
      client: 'Seguros Atlântico',
      specialReferAndEarn: true,
      rewardAmount: 1500.5,
      publicationDate: programmeDay,
      location: [lisbon, lisbon],
      opportunityType: { remote: false, hybrid: true, inPerson: false },
      hiringModel: { clt: true, pj: false, others: false },
      pretensao: { tipo: { clt: { moeda: 'EUR', valor: '3k-5k' }, pj: { moeda: 'BRL', valor: '5k-7k' } } },
      selectedPriority: { label: 'Média', value: 2 },
      mosaicItems: [
        { nome: 'Java', peso: 3 },
        { nome: 'Open source', peso: 3 },
      ],
      detalhes: '<h2>Sobre a vaga</h2><p>Backend em <strong>Java</strong></p>',
      detalhesEn: '<p>Backend in Java</p>',
      criterias: [
        { nome: ' Java ', termos: ['JVM', 'JVM', ' Spring '], necessary: true },
        { nome: 'Kafka', termos: [], necessary: false, peso: 3 },
      ],
      interests: [{ nome: 'Backend' }],
      careers: [{ _id: 'c-dev', nome: 'Desenvolvimento' }],
      sendToQueue: true,
    };
  }, 120_000);
  afterAll(async () => t.close());

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    token: string | null,
    payload: unknown,
    language = 'en-US',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'accept-language': language, ...(token ? authHeader(token) : {}) },
      payload: payload as Record<string, unknown>,
    });
  const get = (url: string, token: string | null) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? authHeader(token) : {} });

  it('creates an unpublished opportunity run by its recruiter, and recomputes its compatibles', async () => {
    const created = await send('POST', '/opportunity', rhToken, complete);
    expect(created.statusCode, created.body).toBe(200);
    const { _id: id, idOpportunity } = created.json() as { _id: string; idOpportunity: number };
    expect(idOpportunity).toBeGreaterThan(0);

    const [row] = await t.app.ctx.database.db.select().from(opportunities).where(eq(opportunities.id, id));
    expect(row).toMatchObject({
      titulo: 'Desenvolvedor Java',
      isPublic: false,
      label: '2',
      createdBy: rhId,
      responsibleId: rhId,
      priority: 2,
      rewardAmount: '1500.50',
      region: 'europe',
      pretensao: { tipo: { clt: { moeda: 'EUR', valor: '3k-5k' } } },
    });
    expect(row?.locations).toHaveLength(1);
    expect(row?.criterias).toEqual([
      { nome: 'Java', termos: ['JVM', 'Spring'], necessary: true, peso: 3 },
      { nome: 'Kafka', termos: [], necessary: false, peso: 2 },
    ]);
    expect(row?.mosaic.map((tile) => (tile.detalhe as { nome: string }).nome)).toEqual([
      'Java',
      'Open source',
    ]);

    // A visitor cannot read it yet; the recruiter can; the engine works it out.
    expect((await get(`/opportunity/${id}`, null)).json().restricted).toBe(true);
    expect((await get(`/opportunity/${id}`, rhToken)).json().titulo).toBe('Desenvolvedor Java');
    await waitUntil(
      async () =>
        (await get(`/opportunity/${id}/get-status-compativeis`, rhToken)).json().status === 'completed',
      { what: 'compatibles computed' },
    );
  });

  it('answers the first broken rule of 001 §5 with its message, in the request’s language', async () => {
    const empty = await send('POST', '/opportunity', rhToken, {}, 'pt-BR');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'OPPORTUNITY_TITLE_REQUIRED',
      message: 'Informe o título da oportunidade.',
    });
    const english = await send('POST', '/opportunity', rhToken, { ...complete, careers: [] }, 'en-US');
    expect(english.json()).toMatchObject({
      code: 'OPPORTUNITY_CAREER_REQUIRED',
      message: 'Add an area of expertise to the opportunity.',
    });
    const salary = await send(
      'POST',
      '/opportunity',
      rhToken,
      { ...complete, pretensao: { tipo: { clt: { moeda: 'EUR', valor: '-' } } } },
      'pt-BR',
    );
    expect(salary.json().message).toBe(
      'Pretensão salarial obrigatória. Os campos moeda e faixa devem ser preenchidos',
    );
    // Every rule's code has its texts.
    expect(OPPORTUNITY_SAVE_ERROR_CODES.filter((code) => !hasMessage(code))).toEqual([]);
  });

  it('answers each of the fourteen codes over HTTP in pt-BR and en-US', async () => {
    const broken: Array<[string, Partial<OpportunityWriteBody>]> = [
      ['OPPORTUNITY_TITLE_REQUIRED', { titulo: ' ' }],
      ['OPPORTUNITY_CLIENT_REQUIRED', { client: '' }],
      ['OPPORTUNITY_REWARD_REQUIRED', { specialReferAndEarn: true, rewardAmount: null }],
      [
        'OPPORTUNITY_PUBLICATION_DATE_REQUIRED',
        { specialReferAndEarn: true, rewardAmount: 100, publicationDate: '' },
      ],
      [
        'OPPORTUNITY_LOCATION_REQUIRED',
        { location: [], opportunityType: { remote: false, hybrid: true, inPerson: false } },
      ],
      ['OPPORTUNITY_TYPE_REQUIRED', { opportunityType: { remote: false, hybrid: false, inPerson: false } }],
      ['OPPORTUNITY_HIRING_MODEL_REQUIRED', { hiringModel: { clt: false, pj: false, others: false } }],
      ['OPPORTUNITY_PRIORITY_REQUIRED', { selectedPriority: null }],
      ['OPPORTUNITY_SALARY_REQUIRED', { pretensao: { tipo: {} } }],
      ['OPPORTUNITY_MOSAIC_EMPTY', { mosaicItems: [] }],
      ['OPPORTUNITY_DETAILS_REQUIRED', { detalhes: '<p> </p>' }],
      ['OPPORTUNITY_CRITERION_REQUIRED', { criterias: [] }],
      ['OPPORTUNITY_INTEREST_REQUIRED', { interests: [] }],
      ['OPPORTUNITY_CAREER_REQUIRED', { careers: [] }],
    ];
    expect(broken.map(([code]) => code)).toEqual([...OPPORTUNITY_SAVE_ERROR_CODES]);
    for (const [code, over] of broken) {
      for (const language of ['pt-BR', 'en-US'] as const) {
        const res = await send('POST', '/opportunity', rhToken, { ...complete, ...over }, language);
        expect(res.statusCode, `${code} ${language}`).toBe(400);
        expect(res.json()).toMatchObject({ code, message: translateMessage(code, language) });
      }
    }
  });

  it('refuses a publication date that is no real day or more than a year from today, in three languages, but lets an edit keep its own (issue 22)', async () => {
    for (const publicationDate of [
      '1999-06-01',
      '2026-02-31',
      '22026-02-03',
      '31/02/2026',
      dayFromNow(400),
    ]) {
      const res = await send('POST', '/opportunity', rhToken, { ...complete, publicationDate }, 'pt-BR');
      expect(res.statusCode, publicationDate).toBe(400);
      expect(res.json(), publicationDate).toMatchObject({
        code: 'OPPORTUNITY_PUBLICATION_DATE_INVALID',
        message: translateMessage('OPPORTUNITY_PUBLICATION_DATE_INVALID', 'pt-BR'),
      });
    }
    expect(hasMessage('OPPORTUNITY_PUBLICATION_DATE_INVALID')).toBe(true);
    // An opportunity whose programme date has gone past the window still saves with that date unchanged.
    const created = await send('POST', '/opportunity', rhToken, complete);
    const id = created.json()._id as string;
    await t.app.ctx.database.db
      .update(opportunities)
      .set({ referAndEarnDate: new Date('2024-03-10T00:00:00.000Z') })
      .where(eq(opportunities.id, id));
    const form = (await get(`/opportunity/${id}/edit`, rhToken)).json();
    expect((await send('PUT', `/opportunity/${id}/edit`, rhToken, form)).statusCode).toBe(200);
    const moved = await send('PUT', `/opportunity/${id}/edit`, rhToken, {
      ...form,
      publicationDate: '2024-03-11',
    });
    expect(moved.json().code).toBe('OPPORTUNITY_PUBLICATION_DATE_INVALID');
  });

  it('counts only an offered currency and range as a salary (issue 22)', async () => {
    for (const moeda of ['-', 'None', 'XYZ']) {
      const res = await send('POST', '/opportunity', rhToken, {
        ...complete,
        pretensao: { tipo: { clt: { moeda, valor: '3k-5k' } } },
      });
      expect(res.json().code, moeda).toBe('OPPORTUNITY_SALARY_REQUIRED');
    }
  });

  it('refuses a place the gazetteer does not know', async () => {
    const answer = await send('POST', '/opportunity', rhToken, {
      ...complete,
      location: [{ place_id: 'nowhere', formatted_address: 'Atlantis' }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('PLACE_NOT_FOUND');
  });

  it('sanitises rich text: no script, handler or javascript: link survives, formatting does', async () => {
    const created = await send('POST', '/opportunity', rhToken, {
      ...complete,
      detalhes:
        '<p onclick="steal()">Texto <strong>forte</strong></p><script>alert(1)</script>' +
        '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://mosaico.test">ok</a>',
    });
    const id = created.json()._id as string;
    const edit = (await get(`/opportunity/${id}/edit`, rhToken)).json() as { detalhes: string };
    expect(edit.detalhes).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(edit.detalhes).toContain('<strong>forte</strong>');
    expect(edit.detalhes).toContain(
      '<a href="https://mosaico.test" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
  });

  it('never loses the first publication instant: not to an edit while unpublished, nor to the form’s date', async () => {
    const db = t.app.ctx.database.db;
    const rowOf = async (id: string) =>
      (await db.select().from(opportunities).where(eq(opportunities.id, id)))[0];
    // Refer and earn on with its own date: that is the programme's date, not a publication.
    const created = await send('POST', '/opportunity', rhToken, complete);
    const id = created.json()._id as string;
    expect(await rowOf(id)).toMatchObject({ publicationDate: null });
    expect((await rowOf(id))?.referAndEarnDate?.toISOString()).toBe(`${programmeDay}T00:00:00.000Z`);

    const before = Date.now();
    const publish = (status: boolean) =>
      send('PUT', '/opportunity/update-public', rhToken, { opportunityId: id, status });
    expect((await publish(true)).statusCode).toBe(200);
    const published = (await rowOf(id))?.publicationDate;
    expect(published?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(published?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // Edited while public with another programme date: the publication instant stays.
    const form = (await get(`/opportunity/${id}/edit`, rhToken)).json();
    expect(form.publicationDate).toBe(`${programmeDay}T00:00:00.000Z`);
    await send('PUT', `/opportunity/${id}/edit`, rhToken, { ...form, publicationDate: laterProgrammeDay });
    expect((await rowOf(id))?.publicationDate).toEqual(published);
    expect((await rowOf(id))?.referAndEarnDate?.toISOString()).toBe(`${laterProgrammeDay}T00:00:00.000Z`);

    // Unpublished, then edited with the programme off: still the first publication.
    expect((await publish(false)).statusCode).toBe(200);
    const saved = await send('PUT', `/opportunity/${id}/edit`, rhToken, {
      ...form,
      specialReferAndEarn: false,
      rewardAmount: null,
      publicationDate: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      isPublic: false,
      publicationDate: published,
      referAndEarnDate: null,
    });
    // Published again: the recruitment period still starts at the first publication.
    expect((await publish(true)).statusCode).toBe(200);
    expect((await rowOf(id))?.publicationDate).toEqual(published);
    const board = opportunityBoardResponseSchema.parse((await get('/opportunity/kanban', rhToken)).json());
    expect(board.cards.some((card) => card._id === id)).toBe(true);
  });

  it('edits the form’s fields and keeps publication, stage and candidates', async () => {
    const created = await send('POST', '/opportunity', rhToken, complete);
    const id = created.json()._id as string;
    await t.app.ctx.database.db
      .update(opportunities)
      .set({ isPublic: true, label: '1', publicationDate: new Date('2026-11-01') })
      .where(eq(opportunities.id, id));
    const pro = await createUser(t);
    // Stage 1 met: the opportunity is in Avaliação (its fase follows its candidatures).
    await t.app.ctx.database.db.insert(candidatures).values({
      opportunityId: id,
      userId: pro.id,
      kind: 'candidate',
      steps: [
        { key: 0, date: '2026-11-02' },
        { key: 1, date: '2026-11-03', meetsTheRequirements: 0 },
      ],
    });

    const form = (await get(`/opportunity/${id}/edit`, rhToken)).json();
    expect(form).toMatchObject({
      titulo: 'Desenvolvedor Java',
      selectedPriority: { value: 2 },
      rewardAmount: 1500.5,
    });
    const saved = await send('PUT', `/opportunity/${id}/edit`, rhToken, {
      ...form,
      titulo: 'Desenvolvedor Java Sénior',
      specialReferAndEarn: false,
      mosaicItems: [
        { nome: 'Open source', peso: 3 },
        { nome: 'Kotlin', peso: 3 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.app.ctx.database.db.select().from(opportunities).where(eq(opportunities.id, id));
    expect(row).toMatchObject({
      titulo: 'Desenvolvedor Java Sénior',
      isPublic: true,
      label: '1',
      fase: 2,
      specialReferAndEarn: false,
      rewardAmount: null,
    });
    expect(row?.publicationDate?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(row?.mosaic.map((tile) => (tile.detalhe as { nome: string }).nome)).toEqual([
      'Open source',
      'Kotlin',
    ]);
    expect((await get(`/opportunity/${id}`, null)).json().titulo).toBe('Desenvolvedor Java Sénior');
    const left = await t.app.ctx.database.db
      .select()
      .from(candidatures)
      .where(eq(candidatures.opportunityId, id));
    expect(left).toHaveLength(1);
  });

  it('is for recruiters only, and 404 for an unknown opportunity', async () => {
    expect((await send('POST', '/opportunity', proToken, complete)).statusCode).toBe(403);
    expect((await send('POST', '/opportunity', null, complete)).statusCode).toBe(401);
    expect((await get('/opportunity/nope/edit', rhToken)).statusCode).toBe(404);
    expect((await send('PUT', '/opportunity/nope/edit', rhToken, complete)).statusCode).toBe(404);
  });
});
