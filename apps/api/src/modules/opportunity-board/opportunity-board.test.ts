import {
  type BoardResultsResponse,
  type OpportunityBoardResponse,
  opportunityBoardResponseSchema,
} from '@mosaico/domain';
import { eq } from 'drizzle-orm';
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
import { waitUntil } from '../../../test/wait-until';
import { candidatures, opportunities, squads, users } from '../../db/schema';
import { searchPlaces } from '../places';
import { createBoardSnapshot } from './board-snapshot';
import { boardEntryOf, opportunityBoard, periodsOf } from './opportunity-board.service';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
const isoDay = (offset: number) => day(offset).toISOString().slice(0, 10);

describe('opportunity kanban (002 §2.3, §4)', () => {
  let t: TestApp;
  let rhToken: string;
  let proToken: string;
  let recruiter: TestUser;
  let pro: TestUser;
  let squadId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    recruiter = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Recruiter' });
    pro = await createUser(t);
    rhToken = await signIn(t, recruiter.email, recruiter.password);
    proToken = await signIn(t, pro.email, pro.password);
    const [squad] = await t.app.ctx.database.db.insert(squads).values({ name: 'Squad Board' }).returning();
    if (!squad) throw new Error('no squad');
    squadId = squad.id;
    const open = { isPublic: true, label: '1' as const, showInKanban: true };
    const make = async (key: string, values: Parameters<typeof insertOpportunity>[1]) => {
      ids[key] = (await insertOpportunity(t.app, values)).id;
    };
    // One opportunity per case of 002 §4, oldest first so 'Mais recente' lists them in reverse.
    await make('review', {
      titulo: 'Revision plain',
      isPublic: false,
      label: '2',
      createdAt: day(-10),
      priority: 2,
    });
    await make('reviewClosed', {
      titulo: 'Revision with a defeat',
      isPublic: false,
      defeats: 1,
      createdAt: day(-9),
    });
    await make('recruitmentShown', {
      titulo: 'Recruiting shown',
      ...open,
      fase: 1,
      createdAt: day(-8),
      squadId,
    });
    await make('recruitmentHidden', {
      titulo: 'Recruiting hidden',
      isPublic: true,
      label: '2',
      showInKanban: false,
      fase: 0,
      createdAt: day(-7),
    });
    await make('evaluation', {
      titulo: 'In evaluation',
      ...open,
      fase: 2,
      createdAt: day(-6),
      responsibleId: recruiter.id,
      priority: 3,
    });
    await make('selection', { titulo: 'In selection', ...open, fase: 3, createdAt: day(-5) });
    await make('presentationBoth', {
      titulo: 'Presenting with a win',
      ...open,
      fase: 4,
      victories: 1,
      quantidadeVagas: 2,
      createdAt: day(-4),
    });
    await make('closedOnly', {
      titulo: 'All positions filled',
      ...open,
      fase: 4,
      victories: 2,
      quantidadeVagas: 0,
      defeats: 1,
      defeatDates: [isoDay(-2)],
      createdAt: day(-3),
    });
    await make('finished', {
      titulo: 'Finished long ago',
      ...open,
      fase: 4,
      isFinished: true,
      finishedAt: day(-1),
      createdAt: day(-2),
    });
    // Evaluation's stage 1 was first met 3 days ago: the card has been 3 days in evaluation.
    await t.app.ctx.database.db.insert(candidatures).values([
      {
        opportunityId: ids.evaluation as string,
        userId: pro.id,
        kind: 'candidate',
        statusCurrent: 1,
        steps: [
          { key: 0, date: day(-5).toISOString() },
          { key: 1, date: day(-3).toISOString(), meetsTheRequirements: 0 },
        ],
      },
      {
        opportunityId: ids.closedOnly as string,
        userId: pro.id,
        kind: 'candidate',
        statusCurrent: 6,
        dateVictory: new Date(`${isoDay(-1)}T12:00:00Z`),
      },
    ]);
  }, 120_000);
  afterAll(async () => t.close());

  const board = async (query = '', token = rhToken) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/opportunity/kanban${query}`,
      headers: authHeader(token),
    });
    // The route sends its kept answer already serialised, so the contract's schema is checked here.
    const body =
      response.statusCode === 200
        ? opportunityBoardResponseSchema.parse(response.json())
        : (response.json() as OpportunityBoardResponse);
    return { status: response.statusCode, body };
  };
  const titlesIn = (body: OpportunityBoardResponse, column: keyof OpportunityBoardResponse['columns']) =>
    body.columns[column].map((id) => body.cards.find((card) => card._id === id)?.titulo);

  it('places every open opportunity by the rules of 002 §4 and leaves finished ones out', async () => {
    const { status, body } = await board();
    expect(status).toBe(200);
    expect(titlesIn(body, 'review')).toEqual(['Revision plain']);
    expect(titlesIn(body, 'recruitment')).toEqual(['Recruiting shown']);
    expect(titlesIn(body, 'evaluation')).toEqual(['In evaluation']);
    expect(titlesIn(body, 'selection')).toEqual(['In selection']);
    expect(titlesIn(body, 'presentation')).toEqual(['Presenting with a win']);
    // Newest first: both closed cases, then the revision with a defeat.
    expect(titlesIn(body, 'closed')).toEqual([
      'All positions filled',
      'Presenting with a win',
      'Revision with a defeat',
    ]);
    const titles = body.cards.map((card) => card.titulo);
    expect(titles).not.toContain('Recruiting hidden');
    expect(titles).not.toContain('Finished long ago');
    // A card in two columns is sent once.
    expect(titles.filter((title) => title === 'Presenting with a win')).toHaveLength(1);
  });

  it('gives each card its days in the current step from its periods, and its wins and defeats by day', async () => {
    const { body } = await board();
    const card = (key: string) => body.cards.find((c) => c._id === ids[key]);
    expect(card('evaluation')?.periodInCurrentStep).toBe(3);
    // Recruitment runs from publication (today in these fixtures): a same-day period counts 0.25.
    expect(card('recruitmentShown')?.periodInCurrentStep).toBe(0.25);
    // Selection has not started: nobody met stage 2 yet.
    expect(card('selection')?.periodInCurrentStep).toBeNull();
    expect(card('closedOnly')).toMatchObject({
      victoryDates: [isoDay(-1)],
      datesDefeats: [{ date: isoDay(-2) }],
      cliente: null,
    });
    expect(card('evaluation')?.user).toMatchObject({ _id: recruiter.id, displayName: 'Rita Recruiter' });
    expect(card('recruitmentShown')?.squad).toEqual({ _id: squadId, name: 'Squad Board' });
  });

  it('filters by squad, responsible and priority, and orders by priority for -1', async () => {
    expect((await board(`?squad=${squadId}`)).body.cards.map((c) => c.titulo)).toEqual(['Recruiting shown']);
    expect((await board(`?responsible=${recruiter.id}`)).body.cards.map((c) => c.titulo)).toEqual([
      'In evaluation',
    ]);
    expect((await board('?priority=3')).body.cards.map((c) => c.titulo)).toEqual(['In evaluation']);
    const all = (await board('?priority=-1&squad=-1&responsible=-1')).body.cards.map((c) => c.titulo);
    expect(all.slice(-2)).toEqual(['Revision plain', 'In evaluation']);
  });

  it('answers 400 naming a bad priority, 401 without a token and 403 to a professional', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/opportunity/kanban?priority=7',
      headers: authHeader(rhToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('priority');
    expect((await t.app.inject({ method: 'GET', url: '/api/opportunity/kanban' })).statusCode).toBe(401);
    expect((await board('', proToken)).status).toBe(403);
  });

  it("'Vitórias e Derrotas' of a period counts finished opportunities too, and only the period's days", async () => {
    const db = t.app.ctx.database.db;
    const [winner, loser] = [await createUser(t), await createUser(t)];
    const finishedWin = await insertOpportunity(t.app, {
      titulo: 'Finished with a win',
      isFinished: true,
      finishedAt: day(0),
      fase: 4,
      victories: 1,
      defeats: 1,
      defeatDates: [isoDay(-40)],
      squadId,
    });
    const oldWin = await insertOpportunity(t.app, {
      titulo: 'Won long ago',
      isFinished: true,
      finishedAt: day(-60),
    });
    await db.insert(candidatures).values([
      {
        opportunityId: finishedWin.id,
        userId: winner.id,
        kind: 'candidate',
        statusCurrent: 6,
        dateVictory: new Date(`${isoDay(-3)}T12:00:00Z`),
      },
      {
        opportunityId: oldWin.id,
        userId: loser.id,
        kind: 'candidate',
        statusCurrent: 6,
        dateVictory: new Date(`${isoDay(-61)}T12:00:00Z`),
      },
    ]);
    const results = async (query: string, token = rhToken) =>
      t.app.inject({
        method: 'GET',
        url: `/api/opportunity/kanban-results${query}`,
        headers: authHeader(token),
      });

    const period = await results(`?from=${isoDay(-10)}&to=${isoDay(0)}`);
    expect(period.statusCode, period.body).toBe(200);
    const body = period.json() as BoardResultsResponse;
    expect(body.victories.map((entry) => [entry.titulo, entry.date])).toEqual([
      ['All positions filled', isoDay(-1)],
      ['Finished with a win', isoDay(-3)],
    ]);
    expect(body.victories[1]).toMatchObject({ opportunityId: finishedWin.id, squad: 'Squad Board' });
    expect(body.defeats.map((entry) => [entry.titulo, entry.date])).toEqual([
      ['All positions filled', isoDay(-2)],
    ]);

    // A wider period reaches the older days; the board's filters hold as on the board.
    const wide = (await results(`?from=${isoDay(-70)}&to=${isoDay(0)}`)).json() as BoardResultsResponse;
    expect(wide.victories.map((entry) => entry.titulo)).toContain('Won long ago');
    expect(wide.defeats.map((entry) => entry.date)).toContain(isoDay(-40));
    const squadOnly = (await results(`?from=${isoDay(-70)}&to=${isoDay(0)}&squad=${squadId}`)).json();
    expect((squadOnly as BoardResultsResponse).victories.map((entry) => entry.titulo)).toEqual([
      'Finished with a win',
    ]);

    expect((await results(`?from=${isoDay(0)}&to=${isoDay(-1)}`)).statusCode).toBe(400);
    expect((await results(`?from=${isoDay(-1)}&to=${isoDay(0)}`, proToken)).statusCode).toBe(403);
  });

  it('periodsOf stops a finished opportunity’s periods the day it was finished', async () => {
    const periods = await periodsOf(t.app.ctx.database.db, [
      { id: ids.evaluation as string, publicationDate: day(-6), finishedAt: day(-1) },
    ]);
    const evaluation = periods.get(ids.evaluation as string);
    expect(evaluation?.[0]).toMatchObject({
      key: 'recruitment',
      start: isoDay(-6),
      end: isoDay(-3),
      days: 3,
    });
    expect(evaluation?.[1]).toMatchObject({ key: 'evaluation', start: isoDay(-3), end: null, days: 2 });
  });

  it('follows the candidatures: a cleared stage or a deleted candidature moves the stage and the periods', async () => {
    const db = t.app.ctx.database.db;
    const evaluation = ids.evaluation as string;
    const cardOf = async () => (await board()).body.cards.find((c) => c._id === evaluation);
    const columnOf = async () => {
      const { body } = await board();
      return Object.entries(body.columns).flatMap(([key, list]) => (list.includes(evaluation) ? [key] : []));
    };
    expect((await cardOf())?.periodInCurrentStep).toBe(3);
    // Stage 1 registered as not met: nobody has met a stage, so the opportunity is back in recruitment, whose
    // period runs from publication (today in these fixtures). The kept answer is dropped when the database says
    // the milestones or the opportunity changed, a notification away.
    await db
      .update(candidatures)
      .set({
        steps: [
          { key: 0, date: day(-5).toISOString() },
          { key: 1, date: day(-3).toISOString(), meetsTheRequirements: 1 },
        ],
      })
      .where(eq(candidatures.opportunityId, evaluation));
    await waitUntil(async () => (await columnOf()).join() === 'recruitment', { what: 'stage cleared' });
    expect(await cardOf()).toMatchObject({ fase: 0, periodInCurrentStep: 0.25 });
    // Met again, two days ago: evaluation again, for two days.
    await db
      .update(candidatures)
      .set({ steps: [{ key: 1, date: day(-2).toISOString(), meetsTheRequirements: 0 }] })
      .where(eq(candidatures.opportunityId, evaluation));
    await waitUntil(async () => (await cardOf())?.periodInCurrentStep === 2, { what: 'stage met again' });
    expect(await columnOf()).toEqual(['evaluation']);
    // The victory's candidature deleted: no victory day left on the closed card.
    await db.delete(candidatures).where(eq(candidatures.opportunityId, ids.closedOnly as string));
    await waitUntil(
      async () => (await board()).body.cards.find((c) => c._id === ids.closedOnly)?.victoryDates.length === 0,
      { what: 'victory gone' },
    );
  });

  it('moves an opportunity created in the product through the columns as its candidate’s stages are met', async () => {
    const [lisbon] = searchPlaces('Lisboa', 1);
    if (!lisbon) throw new Error('no Lisboa in the gazetteer');
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: { 'accept-language': 'en-US', ...authHeader(rhToken) },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    const created = await call('POST', '/opportunity', {
      titulo: 'Made in the product',
      client: 'Cliente Real',
      specialReferAndEarn: false,
      location: [lisbon],
      opportunityType: { remote: false, hybrid: true, inPerson: false },
      hiringModel: { clt: true, pj: false, others: false },
      pretensao: { tipo: { clt: { moeda: 'EUR', valor: '3k-5k' } } },
      selectedPriority: { label: 'Alta', value: 1 },
      mosaicItems: [{ nome: 'Java', peso: 3 }],
      detalhes: '<p>Backend</p>',
      criterias: [{ nome: 'Java', termos: [], necessary: true }],
      interests: [{ nome: 'Backend' }],
      careers: [{ _id: 'c-dev', nome: 'Desenvolvimento' }],
      sendToQueue: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json()._id as string;
    const published = await call('PUT', '/opportunity/update-public', { opportunityId: id, status: true });
    expect(published.statusCode, published.body).toBe(200);
    const candidate = await createUser(t, { firstName: 'Clara', lastName: 'Candidata' });
    const enrolled = await call('POST', `/opportunity/${id}/becomeCandidate`, {
      activeLanguage: 'en-US',
      _usuario: { _id: candidate.id },
      conversionType: 'candidate',
      triageRecruitmentOptions: { capture: 'Busca', source: 'LinkedIn', date: isoDay(-10), details: '' },
      byRH: true,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);

    const placed = async () => {
      const { body } = await board();
      const columns = Object.entries(body.columns).flatMap(([key, list]) => (list.includes(id) ? [key] : []));
      const card = body.cards.find((c) => c._id === id);
      return { columns: columns.join(), fase: card?.fase, days: card?.periodInCurrentStep };
    };
    const feed = async (name: 'recruitment' | 'inProgress') =>
      (
        (await call('GET', `/opportunity/filter/${name}`)).json() as Array<{ _id: string; fase: number }>
      ).find((item) => item._id === id);
    // Published today, nobody has met a stage: recruitment, for a same-day period.
    expect(await placed()).toEqual({ columns: 'recruitment', fase: 0, days: 0.25 });
    expect(await feed('recruitment')).toMatchObject({ fase: 0 });

    let version = 0;
    const stages = async (met: Array<0 | 1>, offsets: number[]) => {
      const saved = await call('POST', `/opportunity/${id}/change-step-candidate`, {
        candidate: candidate.id,
        version,
        steps: met.map((meets, index) => ({
          key: index + 1,
          meetsTheRequirements: meets,
          date: isoDay(offsets[index] ?? 0),
          details: `<p>Etapa ${index + 1}</p>`,
        })),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      version = (saved.json() as { version: number }).version;
    };
    const reaches = (what: string, expected: Awaited<ReturnType<typeof placed>>) =>
      waitUntil(async () => JSON.stringify(await placed()) === JSON.stringify(expected), { what });

    // Stage 1 met three days ago: Avaliação, three days in it (002 §4: each later stage starts at the previous
    // stage's positive registration).
    await stages([0], [-3]);
    await reaches('evaluation', { columns: 'evaluation', fase: 2, days: 3 });
    expect(await feed('inProgress')).toMatchObject({ fase: 2, periodInCurrentStep: 3 });
    expect(await feed('recruitment')).toBeUndefined();
    await stages([0, 0], [-3, -2]);
    await reaches('selection', { columns: 'selection', fase: 3, days: 2 });
    await stages([0, 0, 0], [-3, -2, -1]);
    await reaches('presentation', { columns: 'presentation', fase: 4, days: 1 });
    // The stage label of the detail follows too.
    expect((await call('GET', `/opportunity/${id}`)).json()).toMatchObject({ stage: 'presentation' });
    // Stage 1 registered as not met after all (which drops the later ones): back to recruitment.
    await stages([1], [-3]);
    await reaches('recruitment again', { columns: 'recruitment', fase: 0, days: 0.25 });
  });

  it('keeps an answer until the database says what it shows changed: titles, squads, responsibles', async () => {
    const db = t.app.ctx.database.db;
    const snapshot = await createBoardSnapshot(t.app.ctx, boardEntryOf);
    const query = { squad: '-1', responsible: '-1', priority: 4 as const };
    const first = await opportunityBoard(query, snapshot);
    expect(await opportunityBoard(query, snapshot)).toBe(first);
    // Another day is another answer: open periods run to today.
    expect(await opportunityBoard(query, snapshot, day(1))).not.toBe(first);
    await snapshot.close();

    const titleOf = async (id: string) => (await board()).body.cards.find((c) => c._id === id);
    await db
      .update(opportunities)
      .set({ titulo: 'In selection, renamed' })
      .where(eq(opportunities.id, ids.selection as string));
    await waitUntil(
      async () => (await titleOf(ids.selection as string))?.titulo === 'In selection, renamed',
      {
        what: 'title',
      },
    );
    await db.update(squads).set({ name: 'Squad Renamed' }).where(eq(squads.id, squadId));
    await waitUntil(
      async () => (await titleOf(ids.recruitmentShown as string))?.squad?.name === 'Squad Renamed',
      { what: 'squad name' },
    );
    await db.update(users).set({ displayName: 'Rita R.' }).where(eq(users.id, recruiter.id));
    await waitUntil(async () => (await titleOf(ids.evaluation as string))?.user?.displayName === 'Rita R.', {
      what: 'responsible name',
    });
  });
});
