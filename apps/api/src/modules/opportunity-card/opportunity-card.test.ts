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
import { candidatures, compatibilities, opportunities, squads } from '../../db/schema';

describe('the expanded kanban card (002 §2.4, §4, §5, §7.5)', () => {
  let t: TestApp;
  let rh: TestUser;
  let rhToken: string;
  let proToken: string;
  let pros: TestUser[];

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    rh = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Recruiter' });
    const pro = await createUser(t);
    pros = [pro, await createUser(t), await createUser(t), await createUser(t)];
    rhToken = await signIn(t, rh.email, rh.password);
    proToken = await signIn(t, pro.email, pro.password);
  }, 120_000);
  afterAll(async () => t.close());

  const proId = (index: number): string => {
    const pro = pros[index];
    if (!pro) throw new Error(`no professional ${index}`);
    return pro.id;
  };

  const call = (
    method: 'GET' | 'POST',
    url: string,
    token: string | null,
    payload?: unknown,
    language = 'en-US',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'accept-language': language, ...(token ? authHeader(token) : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const draft = (values: Partial<typeof opportunities.$inferInsert> = {}) =>
    insertOpportunity(t.app, {
      titulo: 'Card opportunity',
      isPublic: false,
      label: '2',
      publicationDate: null,
      quantidadeVagas: 3,
      ...values,
    });

  const stored = async (id: string) => {
    const [row] = await t.app.ctx.database.db.select().from(opportunities).where(eq(opportunities.id, id));
    if (!row) throw new Error('gone');
    return row;
  };

  describe('GET opportunity/kanban/{id}', () => {
    it('answers the card with its counters, squad, responsible and lite fields', async () => {
      const [squad] = await t.app.ctx.database.db.insert(squads).values({ name: 'Squad Card' }).returning();
      const opp = await draft({
        client: 'Banco Horizonte',
        detalhes: '<p>Java &amp; Kotlin</p>',
        detalhesEn: '<p>Java and Kotlin</p>',
        squadId: squad?.id,
        responsibleId: rh.id,
        victories: 2,
        defeats: 1,
        criterias: [{ nome: 'Java', termos: ['java'], peso: 3, necessary: true }],
        careers: [{ _id: 'c1', nome: 'Back-end' }],
        mosaicItems: [{ nome: 'Proatividade', peso: 3 }],
        locations: [{ place_id: 'p1', formatted_address: 'Lisboa, Lisboa, Portugal' }],
      });
      const db = t.app.ctx.database.db;
      await db.insert(candidatures).values([
        { opportunityId: opp.id, userId: proId(0), kind: 'enrolled' },
        { opportunityId: opp.id, userId: proId(1), kind: 'candidate' },
        { opportunityId: opp.id, userId: proId(2), kind: 'candidate' },
      ]);
      await db.insert(compatibilities).values([
        { opportunityId: opp.id, userId: proId(0), adherence: 90 },
        { opportunityId: opp.id, userId: proId(1), adherence: 61 },
        { opportunityId: opp.id, userId: proId(2), adherence: 60 },
        { opportunityId: opp.id, userId: proId(3), adherence: 30 },
      ]);
      const answer = await call('GET', `/opportunity/kanban/${opp.id}`, rhToken);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        _id: opp.id,
        idOpportunity: opp.idOpportunity,
        titulo: 'Card opportunity',
        cliente: 'Banco Horizonte',
        status: 'unpublished',
        created: opp.createdAt.toISOString(),
        label: '2',
        isPublic: false,
        isFinished: false,
        fase: 0,
        quantidadeVagas: 3,
        victories: 2,
        defeats: 1,
        detalhes: '<p>Java &amp; Kotlin</p>',
        detalhesEn: '<p>Java and Kotlin</p>',
        quantidadeCompativeis: 2,
        quantidadeTriados: 1,
        quantidadeCandidatos: 2,
        squad: { _id: squad?.id, name: 'Squad Card' },
        user: { _id: rh.id, displayName: 'Rita Recruiter', userImageUrl: null },
        criteriosMatch: [{ nome: 'Java', peso: 3 }],
        geolocation: [{ formatted_address: 'Lisboa, Lisboa, Portugal' }],
        atitudes: ['Proatividade'],
        carreiras: [{ _id: 'c1', nome: 'Back-end' }],
      });
    });

    it('says published or finished, and null for no client, squad or responsible', async () => {
      const published = await insertOpportunity(t.app, { titulo: 'Published', client: '  ' });
      const body = (await call('GET', `/opportunity/kanban/${published.id}`, rhToken)).json();
      expect(body).toMatchObject({ status: 'published', cliente: null, squad: null, user: null });
      const finished = await insertOpportunity(t.app, { titulo: 'Finished', isFinished: true });
      expect((await call('GET', `/opportunity/kanban/${finished.id}`, rhToken)).json().status).toBe(
        'finished',
      );
    });

    it('is for recruiters; 404 for an unknown opportunity', async () => {
      const opp = await draft();
      expect((await call('GET', `/opportunity/kanban/${opp.id}`, proToken)).statusCode).toBe(403);
      expect((await call('GET', `/opportunity/kanban/${opp.id}`, null)).statusCode).toBe(401);
      const missing = await call('GET', '/opportunity/kanban/nope', rhToken, undefined, 'pt-BR');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'OPPORTUNITY_NOT_FOUND', message: 'Vaga não encontrada' });
    });
  });

  describe('GET opportunity/dates/{id}', () => {
    it('answers the five periods from publication, stage registrations and victories', async () => {
      const opp = await insertOpportunity(t.app, {
        titulo: 'Dated',
        publicationDate: new Date('2026-01-01T10:00:00Z'),
      });
      await t.app.ctx.database.db.insert(candidatures).values([
        {
          opportunityId: opp.id,
          userId: proId(0),
          kind: 'candidate',
          steps: [
            { key: 1, date: '2026-01-11', meetsTheRequirements: 0 },
            { key: 2, date: '2026-01-11', meetsTheRequirements: 0 },
          ],
        },
        {
          opportunityId: opp.id,
          userId: proId(1),
          kind: 'candidate',
          steps: [{ key: 1, date: '2026-01-05', meetsTheRequirements: 1 }],
        },
      ]);
      const answer = await call('GET', `/opportunity/dates/${opp.id}`, rhToken);
      expect(answer.statusCode, answer.body).toBe(200);
      const periods = answer.json().periods as Array<{
        key: string;
        start: string | null;
        end: string | null;
        days: number | null;
      }>;
      expect(periods.map((p) => p.key)).toEqual([
        'recruitment',
        'evaluation',
        'selection',
        'presentation',
        'closing',
      ]);
      expect(periods[0]).toMatchObject({ start: '2026-01-01', end: '2026-01-11', days: 10 });
      expect(periods[1]).toMatchObject({ start: '2026-01-11', end: '2026-01-11', days: 0.25 });
      expect(periods[2]).toMatchObject({ start: '2026-01-11', end: null });
      expect(periods[3]).toMatchObject({ start: null, days: null });
    });

    it('is for recruiters; 404 for an unknown opportunity', async () => {
      const opp = await draft();
      expect((await call('GET', `/opportunity/dates/${opp.id}`, proToken)).statusCode).toBe(403);
      expect((await call('GET', '/opportunity/dates/nope', rhToken)).statusCode).toBe(404);
    });
  });

  describe('POST opportunity/update-label (Ativar no Kanban)', () => {
    it('turns the kanban on and off while not public, with showInKanban', async () => {
      const opp = await draft();
      const on = await call('POST', '/opportunity/update-label', rhToken, {
        label: '1',
        opportunityId: opp.id,
        fase: 0,
      });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({ _id: opp.id, label: '1', status: 'unpublished' });
      expect((await stored(opp.id)).showInKanban).toBe(true);
      const off = await call('POST', '/opportunity/update-label', rhToken, {
        label: '2',
        opportunityId: opp.id,
      });
      expect(off.json().label).toBe('2');
      expect((await stored(opp.id)).showInKanban).toBe(false);
    });

    it('refuses while public (the mural forces it on) and when finished', async () => {
      const published = await insertOpportunity(t.app, { titulo: 'Public' });
      const locked = await call(
        'POST',
        '/opportunity/update-label',
        rhToken,
        {
          label: '2',
          opportunityId: published.id,
        },
        'pt-BR',
      );
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({ code: 'OPPORTUNITY_KANBAN_LOCKED_WHILE_PUBLIC' });
      expect((await stored(published.id)).label).toBe('1');
      const finished = await draft({ isFinished: true });
      const refused = await call('POST', '/opportunity/update-label', rhToken, {
        label: '1',
        opportunityId: finished.id,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('OPPORTUNITY_ALREADY_FINISHED');
    });

    it('works with update-public: the mural on forces the label on and locks it', async () => {
      const opp = await draft();
      const shown = await t.app.inject({
        method: 'PUT',
        url: '/api/opportunity/update-public',
        headers: authHeader(rhToken),
        payload: { opportunityId: opp.id, status: true },
      });
      expect(shown.statusCode).toBe(200);
      const card = (await call('GET', `/opportunity/kanban/${opp.id}`, rhToken)).json();
      expect(card).toMatchObject({ label: '1', isPublic: true, status: 'published' });
      expect(
        (await call('POST', '/opportunity/update-label', rhToken, { label: '2', opportunityId: opp.id }))
          .statusCode,
      ).toBe(409);
    });

    it('refuses a bad label with 400', async () => {
      const opp = await draft();
      for (const body of [
        { label: '3', opportunityId: opp.id },
        { label: '1' },
        { label: 1, opportunityId: opp.id },
      ]) {
        expect((await call('POST', '/opportunity/update-label', rhToken, body)).statusCode).toBe(400);
      }
    });
  });

  describe('POST opportunity/update-amount (002 §5 Amount)', () => {
    it('sets a whole number; a negative one becomes 0', async () => {
      const opp = await draft();
      const set = await call('POST', '/opportunity/update-amount', rhToken, {
        amount: 5,
        opportunityId: opp.id,
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().quantidadeVagas).toBe(5);
      const text = await call('POST', '/opportunity/update-amount', rhToken, {
        amount: '7',
        opportunityId: opp.id,
      });
      expect(text.json().quantidadeVagas).toBe(7);
      const negative = await call('POST', '/opportunity/update-amount', rhToken, {
        amount: -4,
        opportunityId: opp.id,
      });
      expect(negative.json().quantidadeVagas).toBe(0);
      expect((await stored(opp.id)).quantidadeVagas).toBe(0);
    });

    it('ignores empty or unchanged, answering the card as it is', async () => {
      const opp = await draft();
      const before = (await stored(opp.id)).updatedAt;
      for (const amount of ['', null, 3, '3', undefined]) {
        const answer = await call('POST', '/opportunity/update-amount', rhToken, {
          amount,
          opportunityId: opp.id,
        });
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().quantidadeVagas).toBe(3);
      }
      expect((await stored(opp.id)).updatedAt).toEqual(before);
    });

    it('refuses anything but a whole number with 400, and finished opportunities with 409', async () => {
      const opp = await draft();
      for (const amount of [1.5, '2,5', 'ten', 1e9, { n: 1 }, [2], true]) {
        const answer = await call('POST', '/opportunity/update-amount', rhToken, {
          amount,
          opportunityId: opp.id,
        });
        expect(answer.statusCode, JSON.stringify(amount)).toBe(400);
      }
      expect(
        (
          await call('POST', '/opportunity/update-amount', rhToken, { amount: 1.5, opportunityId: opp.id })
        ).json().code,
      ).toBe('OPPORTUNITY_AMOUNT_INVALID');
      const finished = await draft({ isFinished: true });
      expect(
        (await call('POST', '/opportunity/update-amount', rhToken, { amount: 1, opportunityId: finished.id }))
          .statusCode,
      ).toBe(409);
      expect(
        (await call('POST', '/opportunity/update-amount', rhToken, { amount: 1, opportunityId: 'nope' }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('POST opportunity/update-defeats (002 §4, §5 Defeats)', () => {
    it('takes a position per added defeat and dates each today', async () => {
      const opp = await draft({ defeats: 1, defeatDates: ['2026-01-10'] });
      const answer = await call('POST', '/opportunity/update-defeats', rhToken, {
        defeats: 3,
        opportunityId: opp.id,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ defeats: 3, quantidadeVagas: 1 });
      const today = new Date().toISOString().slice(0, 10);
      expect((await stored(opp.id)).defeatDates).toEqual(['2026-01-10', today, today]);
    });

    it('never leaves positions below 0, and gives them back for fewer defeats dropping the latest days', async () => {
      const opp = await draft({ quantidadeVagas: 1, defeats: 0 });
      const many = await call('POST', '/opportunity/update-defeats', rhToken, {
        defeats: '4',
        opportunityId: opp.id,
      });
      expect(many.json()).toMatchObject({ defeats: 4, quantidadeVagas: 0 });
      await t.app.ctx.database.db
        .update(opportunities)
        .set({ defeatDates: ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01'] })
        .where(eq(opportunities.id, opp.id));
      const fewer = await call('POST', '/opportunity/update-defeats', rhToken, {
        defeats: 1,
        opportunityId: opp.id,
      });
      expect(fewer.json()).toMatchObject({ defeats: 1, quantidadeVagas: 3 });
      expect((await stored(opp.id)).defeatDates).toEqual(['2026-01-01']);
    });

    it('must be non-empty, whole, ≥ 0 and changed (400 with a code each), never 500', async () => {
      const opp = await draft({ defeats: 2 });
      const cases: Array<[unknown, string]> = [
        ['', 'OPPORTUNITY_DEFEATS_REQUIRED'],
        [null, 'OPPORTUNITY_DEFEATS_REQUIRED'],
        [undefined, 'OPPORTUNITY_DEFEATS_REQUIRED'],
        [1.5, 'OPPORTUNITY_DEFEATS_INVALID'],
        ['abc', 'OPPORTUNITY_DEFEATS_INVALID'],
        [-1, 'OPPORTUNITY_DEFEATS_NEGATIVE'],
        ['-3', 'OPPORTUNITY_DEFEATS_NEGATIVE'],
        [2, 'OPPORTUNITY_DEFEATS_UNCHANGED'],
        ['2', 'OPPORTUNITY_DEFEATS_UNCHANGED'],
      ];
      for (const [defeats, code] of cases) {
        const answer = await call(
          'POST',
          '/opportunity/update-defeats',
          rhToken,
          { defeats, opportunityId: opp.id },
          'pt-BR',
        );
        expect(answer.statusCode, JSON.stringify(defeats)).toBe(400);
        expect(answer.json().code).toBe(code);
        expect(answer.json().message).not.toBe('');
      }
      for (const defeats of [{}, [1], false]) {
        expect(
          (await call('POST', '/opportunity/update-defeats', rhToken, { defeats, opportunityId: opp.id }))
            .statusCode,
        ).toBe(400);
      }
      expect(await stored(opp.id)).toMatchObject({ defeats: 2, quantidadeVagas: 3 });
    });
  });

  it('two recruiters changing positions and defeats at once: each change starts from the other, none is lost', async () => {
    // From 3 positions and no defeats, 'positions 10' and '2 defeats' in either order end at 2 defeats with 8
    // (positions first) or 10 (defeats first) positions; a defeats change computed from the 3 read before the
    // other's write would leave 1 and lose the positions change.
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const opp = await draft({ quantidadeVagas: 3, defeats: 0, defeatDates: [] });
        const answers = await Promise.all([
          call('POST', '/opportunity/update-amount', rhToken, { amount: 10, opportunityId: opp.id }),
          call('POST', '/opportunity/update-defeats', rhToken, { defeats: 2, opportunityId: opp.id }),
        ]);
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        const row = await stored(opp.id);
        return { quantidadeVagas: row.quantidadeVagas, defeats: row.defeats, dates: row.defeatDates.length };
      }),
    );
    for (const outcome of outcomes) {
      expect([8, 10]).toContain(outcome.quantidadeVagas);
      expect(outcome).toMatchObject({ defeats: 2, dates: 2 });
    }
  });

  it("'Ativar no Kanban' off and 'Exibir no Mural' on at once: a public opportunity never ends off the kanban", async () => {
    // Either the label change lands first (then publishing forces the label back on) or the publication does (then
    // the label change is refused while public). A label change checked before the publication and written after it
    // would leave the opportunity public with label '2'.
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const opp = await draft({ label: '1', showInKanban: true });
        const [label, shown] = await Promise.all([
          call('POST', '/opportunity/update-label', rhToken, { label: '2', opportunityId: opp.id }),
          t.app.inject({
            method: 'PUT',
            url: '/api/opportunity/update-public',
            headers: authHeader(rhToken),
            payload: { opportunityId: opp.id, status: true },
          }),
        ]);
        expect(shown.statusCode, shown.body).toBe(200);
        expect([200, 409]).toContain(label.statusCode);
        const row = await stored(opp.id);
        return { isPublic: row.isPublic, label: row.label, showInKanban: row.showInKanban };
      }),
    );
    for (const outcome of outcomes)
      expect(outcome).toEqual({ isPublic: true, label: '1', showInKanban: true });
  });

  describe('POST opportunity/update-squad and update-responsable', () => {
    it('sets and clears the squad; an unknown one is 400', async () => {
      const [squad] = await t.app.ctx.database.db.insert(squads).values({ name: 'Squad Two' }).returning();
      const opp = await draft();
      const set = await call('POST', '/opportunity/update-squad', rhToken, {
        squadId: squad?.id,
        opportunityId: opp.id,
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().squad).toEqual({ _id: squad?.id, name: 'Squad Two' });
      const cleared = await call('POST', '/opportunity/update-squad', rhToken, {
        squadId: null,
        opportunityId: opp.id,
      });
      expect(cleared.json().squad).toBeNull();
      const unknown = await call('POST', '/opportunity/update-squad', rhToken, {
        squadId: 'nope',
        opportunityId: opp.id,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('OPPORTUNITY_SQUAD_NOT_FOUND');
      expect(
        (await call('POST', '/opportunity/update-squad', rhToken, { opportunityId: opp.id })).statusCode,
      ).toBe(400);
    });

    it('sets and clears the responsible; someone who is not a recruiter is 400', async () => {
      const other = await createUser(t, { roles: ['rh_manager'], firstName: 'Manu', lastName: 'Manager' });
      const opp = await draft();
      const set = await call('POST', '/opportunity/update-responsable', rhToken, {
        userId: other.id,
        opportunityId: opp.id,
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().user).toEqual({ _id: other.id, displayName: 'Manu Manager', userImageUrl: null });
      const cleared = await call('POST', '/opportunity/update-responsable', rhToken, {
        userId: null,
        opportunityId: opp.id,
      });
      expect(cleared.json().user).toBeNull();
      for (const userId of [proId(0), 'nope']) {
        const refused = await call('POST', '/opportunity/update-responsable', rhToken, {
          userId,
          opportunityId: opp.id,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().code).toBe('OPPORTUNITY_RESPONSIBLE_NOT_RECRUITER');
      }
    });
  });

  it('every update is for recruiters: a professional gets 403 and a visitor 401, changing nothing', async () => {
    const opp = await draft();
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/opportunity/update-label', { label: '1', opportunityId: opp.id }],
      ['/opportunity/update-amount', { amount: 9, opportunityId: opp.id }],
      ['/opportunity/update-defeats', { defeats: 2, opportunityId: opp.id }],
      ['/opportunity/update-squad', { squadId: null, opportunityId: opp.id }],
      ['/opportunity/update-responsable', { userId: null, opportunityId: opp.id }],
    ];
    for (const [url, body] of calls) {
      expect((await call('POST', url, proToken, body)).statusCode, url).toBe(403);
      expect((await call('POST', url, null, body)).statusCode, url).toBe(401);
    }
    expect(await stored(opp.id)).toMatchObject({ label: '2', quantidadeVagas: 3, defeats: 0 });
  });

  it('empties the derived caches on every change', async () => {
    const opp = await draft();
    let cleared = 0;
    const original = t.app.ctx.opportunityCaches.clearAll.bind(t.app.ctx.opportunityCaches);
    t.app.ctx.opportunityCaches.clearAll = () => {
      cleared += 1;
      original();
    };
    try {
      await call('POST', '/opportunity/update-label', rhToken, { label: '1', opportunityId: opp.id });
      await call('POST', '/opportunity/update-amount', rhToken, { amount: 4, opportunityId: opp.id });
      await call('POST', '/opportunity/update-defeats', rhToken, { defeats: 1, opportunityId: opp.id });
      await call('POST', '/opportunity/update-squad', rhToken, { squadId: null, opportunityId: opp.id });
      await call('POST', '/opportunity/update-responsable', rhToken, {
        userId: rh.id,
        opportunityId: opp.id,
      });
    } finally {
      t.app.ctx.opportunityCaches.clearAll = original;
    }
    expect(cleared).toBe(5);
  });
});
