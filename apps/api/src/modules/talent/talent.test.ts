import { brotliDecompressSync } from 'node:zlib';
import {
  TALENT_BOARD_MAX_PAGE_SIZE,
  type TalentBoardResponse,
  type TalentCard,
  type TalentDetail,
  talentBoardResponseSchema,
} from '@mosaico/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  buildTwinApp,
  createUser,
  signIn,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import { insertOpportunity, insertSkill } from '../../../test/search-fixtures';
import { candidatures, talentGroups, talents, userEvaluations, users } from '../../db/schema';
import { talentPagesReadAhead } from './talent.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('the talent hunters board (002 §2.5, §2.6, §5, §7.3)', () => {
  let t: TestApp;
  let rh: TestUser;
  let rhToken: string;
  let proToken: string;
  const talent: Record<'waiting' | 'participating' | 'hired' | 'withdrawn', TestUser> = {} as never;
  let notTalent: TestUser;
  let groups: Record<string, string>;
  let openOpportunityId: string;

  const today = new Date();
  const period = { dateStart: isoDay(today), dateEnd: isoDay(new Date(today.getTime() + 8 * DAY_MS)) };

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
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

  const board = async (query: Record<string, string> = {}, pageSize = 10, page = 1) => {
    const search = new URLSearchParams({ ...period, ...query });
    const response = await call('GET', `/users/get-talents/${pageSize}/${page}?${search}`, rhToken);
    expect(response.statusCode, response.body).toBe(200);
    // The route sends the service's own JSON (no serializer checks it): the contract's shape, nothing more.
    const answer = response.json<TalentBoardResponse>();
    expect(talentBoardResponseSchema.parse(answer)).toEqual(answer);
    return answer;
  };
  const idsOf = (cards: TalentCard[]) => cards.map((card) => card.id).sort();
  const allIds = (answer: TalentBoardResponse) =>
    idsOf([...answer.waiting, ...answer.participating, ...answer.finished]);

  async function makeTalent(firstName: string, lastName: string): Promise<TestUser> {
    const user = await createUser(t, { firstName, lastName });
    await t.app.ctx.database.db
      .update(users)
      .set({
        flags: { talent: { status: true, updatedAt: new Date(today.getTime() - 10 * DAY_MS).toISOString() } },
      })
      .where(eq(users.id, user.id));
    return user;
  }

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    const db = t.app.ctx.database.db;
    rh = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Recruiter' });
    rhToken = await signIn(t, rh.email, rh.password);
    const pro = await createUser(t);
    proToken = await signIn(t, pro.email, pro.password);
    await db
      .insert(talentGroups)
      .values(['H1', 'H2', 'H3'].map((name) => ({ name, description: `Group ${name}` })))
      .onConflictDoNothing();
    groups = Object.fromEntries(
      (await db.select().from(talentGroups)).map((group) => [group.name, group.id]),
    );

    talent.waiting = await makeTalent('Alice', 'Waiting');
    talent.participating = await makeTalent('Bruno', 'Participating');
    talent.hired = await makeTalent('Carla', 'Hired');
    talent.withdrawn = await makeTalent('Diego', 'Withdrawn');
    notTalent = await createUser(t, { firstName: 'Eva', lastName: 'Plain' });
    const deleted = await makeTalent('Fabio', 'Deleted');
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));

    // Bruno hides his e-mail channel: his address is masked (002 §6).
    await db
      .update(users)
      .set({
        notificationsSettings: {
          isActive: true,
          channels: [
            { name: 'E-mail', isActive: false },
            { name: 'Telefone', isActive: true },
          ],
        },
      })
      .where(eq(users.id, talent.participating.id));
    await insertSkill(t.app, talent.participating.id, 'Kotlin');

    const open = await insertOpportunity(t.app, { titulo: 'Open Kotlin role' });
    openOpportunityId = open.id;
    const other = await insertOpportunity(t.app, { titulo: 'Hiring role' });
    const now = new Date();
    await db.insert(candidatures).values([
      {
        opportunityId: open.id,
        userId: talent.participating.id,
        kind: 'candidate',
        statusCurrent: 1,
        steps: [
          { key: 0, date: isoDay(now) },
          { key: 1, date: isoDay(now), meetsTheRequirements: 0 },
        ],
      },
      {
        opportunityId: other.id,
        userId: talent.hired.id,
        kind: 'candidate',
        statusCurrent: 6,
        dateVictory: now,
      },
      {
        opportunityId: other.id,
        userId: talent.withdrawn.id,
        kind: 'candidate',
        statusCurrent: 5,
        dateQuit: now,
        statusHistory: [{ status: 5, date: now.toISOString() }],
      },
    ]);
  }, 120_000);
  afterAll(async () => t.close());

  describe('GET users/get-talents/{pageSize}/{page}', () => {
    it('places each talent by the phase rule and counts every talent the filters keep', async () => {
      const answer = await board();
      expect(answer.total).toBe(4);
      expect(idsOf(answer.waiting)).toEqual([talent.waiting.id]);
      expect(idsOf(answer.participating)).toEqual([talent.participating.id]);
      expect(idsOf(answer.finished)).toEqual(idsOf([talent.hired, talent.withdrawn] as never));
      expect(allIds(answer)).not.toContain(notTalent.id);
      const outcomes = Object.fromEntries(answer.finished.map((card) => [card.id, card.outcome?.kind]));
      expect(outcomes).toEqual({ [talent.hired.id]: 'hired', [talent.withdrawn.id]: 'withdrawn' });
      expect(answer.finished.find((card) => card.id === talent.hired.id)?.outcome?.title).toBe('Hiring role');
    });

    it('shows a participating card its processes with the step dots, and masks a hidden e-mail', async () => {
      const answer = await board();
      const card = answer.participating[0];
      expect(card?.inProgressOpportunities).toEqual([
        expect.objectContaining({
          id: openOpportunityId,
          title: 'Open Kotlin role',
          currentStatus: 1,
          candidateStep: 2,
        }),
      ]);
      expect(card?.email).not.toBe(talent.participating.email);
      expect(card?.email).toMatch(/^us\*+@mosaico\.test$/);
      expect(answer.waiting[0]?.email).toBe(talent.waiting.email);
      expect(card?.talent.category).toBeNull();
      expect(card?.avaliacoesUsuario).toEqual([]);
    });

    it('counts hires outside the period as over: the talent waits again', async () => {
      const later = new Date(today.getTime() + 30 * DAY_MS);
      const answer = await board({
        dateStart: isoDay(later),
        dateEnd: isoDay(new Date(later.getTime() + 8 * DAY_MS)),
      });
      expect(idsOf(answer.finished)).toEqual([]);
      expect(idsOf(answer.waiting)).toEqual(idsOf([talent.waiting, talent.hired, talent.withdrawn] as never));
    });

    it('places a page made ahead by its own load and period: a new load with another period is not given it', async () => {
      // The hired talent on page 2 of an alphabetical load (pages of `size`), so that it is made ahead by page 1.
      const everyone = await board({ sort: '1' }, 50, 1);
      const names = [...everyone.waiting, ...everyone.participating, ...everyone.finished]
        .map((card) => card.displayName)
        .sort((a, b) => a.localeCompare(b));
      const hiredName = everyone.finished.find((card) => card.id === talent.hired.id)?.displayName as string;
      const at = names.indexOf(hiredName);
      const sort = at > 0 ? '1' : '2';
      const size = at > 0 ? at : names.length - 1;
      const later = new Date(today.getTime() + 30 * DAY_MS);
      const laterPeriod = {
        dateStart: isoDay(later),
        dateEnd: isoDay(new Date(later.getTime() + 8 * DAY_MS)),
      };
      await board({ sort }, size, 1);
      await talentPagesReadAhead(t.app.ctx);
      // A new load of the same filters for a later period, where the hire is outside it.
      await board({ sort, ...laterPeriod }, size, 1);
      const second = await board({ sort, ...laterPeriod }, size, 2);
      expect(idsOf(second.finished)).toEqual([]);
      expect(idsOf(second.waiting)).toContain(talent.hired.id);
    });

    it('pages through the talents with the same total on every page', async () => {
      const pages = [
        await board({ sort: '1' }, 3, 1),
        await board({ sort: '1' }, 3, 2),
        await board({ sort: '1' }, 3, 3),
      ];
      expect(pages.map((page) => page.total)).toEqual([4, 4, 4]);
      expect(pages.map((page) => allIds(page).length)).toEqual([3, 1, 0]);
      expect(new Set(pages.flatMap(allIds)).size).toBe(4);
    });

    it('keeps one order through a load: a talent flagged mid-load is neither shown twice nor skipped, the next load shows them', async () => {
      const first = await board({ sort: '1' }, 2, 1);
      expect(first.waiting.map((card) => card.displayName)).toEqual(['Alice Waiting']);
      const late = await makeTalent('Aaron', 'Late');
      try {
        // OFFSET paging would now answer Bruno again (Aaron sorts first); the load's order answers the next two.
        const second = await board({ sort: '1' }, 2, 2);
        expect(second.total).toBe(4);
        expect(allIds(second)).toEqual(idsOf([talent.hired, talent.withdrawn] as never));
        const next = await board({ sort: '1' }, 2, 1);
        expect(next.total).toBe(5);
        expect(allIds(next)).toEqual(idsOf([late, talent.waiting] as never));
      } finally {
        await t.app.ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, late.id));
      }
    });

    it('sorts alphabetically both ways', async () => {
      const names = (answer: TalentBoardResponse) =>
        [...answer.waiting, ...answer.participating, ...answer.finished].map((card) => card.displayName);
      const asc = await board({ sort: '1' }, 1, 1);
      const desc = await board({ sort: '2' }, 1, 1);
      expect(names(asc)).toEqual(['Alice Waiting']);
      expect(names(desc)).toEqual(['Diego Withdrawn']);
    });

    it('filters by keyword chips (name or skill), every chip narrowing', async () => {
      expect(allIds(await board({ keywords: 'kotlin' }))).toEqual([talent.participating.id]);
      expect(allIds(await board({ keywords: 'carla' }))).toEqual([talent.hired.id]);
      expect(allIds(await board({ keywords: 'carla|kotlin' }))).toEqual([]);
      expect(allIds(await board({ keywords: '|  |' })).length).toBe(4);
    });

    it('refuses bad filters with 400 naming the field', async () => {
      const bad = async (query: Record<string, string>) => {
        const search = new URLSearchParams({ ...period, ...query });
        const response = await call('GET', `/users/get-talents/10/1?${search}`, rhToken);
        expect(response.statusCode).toBe(400);
        return response.json<{ code: string; message: string }>();
      };
      expect((await bad({ dateStart: period.dateEnd, dateEnd: period.dateStart })).message).toContain(
        'dateStart',
      );
      expect((await bad({ group: 'H9' })).message).toContain('group');
      expect((await bad({ keywords: 'x'.repeat(10_000) })).message).toContain('keywords');
      expect((await bad({ sort: '7' })).message).toContain('sort');
      expect((await bad({ dateStart: '2026-02-30' })).message).toContain('dateStart');
      expect((await bad({ responsable: notTalent.id })).code).toBe('TALENT_RESPONSIBLE_NOT_RECRUITER');
      const missing = await call('GET', `/users/get-talents/10/1?dateStart=${period.dateStart}`, rhToken);
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ message: string }>().message).toContain('dateEnd');
      expect(
        (await call('GET', `/users/get-talents/0/1?${new URLSearchParams(period)}`, rhToken)).statusCode,
      ).toBe(400);
      const tooLarge = await call(
        'GET',
        `/users/get-talents/${TALENT_BOARD_MAX_PAGE_SIZE + 1}/1?${new URLSearchParams(period)}`,
        rhToken,
      );
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json<{ code: string }>().code).toBe('VALIDATION_ERROR');
    });

    it('is for recruiters only', async () => {
      const url = `/users/get-talents/10/1?${new URLSearchParams(period)}`;
      expect((await call('GET', url, proToken)).statusCode).toBe(403);
      expect((await call('GET', url, null)).statusCode).toBe(401);
    });
  });

  describe('PUT talent/{id} and the group and responsible filters', () => {
    it("requires the group: 'Esse campo precisa ser preenchido'", async () => {
      const response = await call(
        'PUT',
        `/talent/${talent.waiting.id}`,
        rhToken,
        { hiredOrQuit: false },
        'pt-BR',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'TALENT_GROUP_REQUIRED',
        message: 'Esse campo precisa ser preenchido',
      });
      const empty = await call(
        'PUT',
        `/talent/${talent.waiting.id}`,
        rhToken,
        { selectedGroup: ' ' },
        'pt-BR',
      );
      expect(empty.json()).toMatchObject({
        code: 'TALENT_GROUP_REQUIRED',
        message: 'Esse campo precisa ser preenchido',
      });
      const unknown = await call('PUT', `/talent/${talent.waiting.id}`, rhToken, { selectedGroup: 'nope' });
      expect(unknown.json()).toMatchObject({ code: 'TALENT_GROUP_NOT_FOUND' });
    });

    it('refuses a BRL salary without a range, and a range without a currency, for a ticked hiring model', async () => {
      for (const entry of [
        { moeda: 'BRL', valor: '-' },
        { moeda: '-', valor: '5k-7k' },
      ]) {
        const response = await call(
          'PUT',
          `/talent/${talent.waiting.id}`,
          rhToken,
          { selectedGroup: groups.H1, talent: { perfilUsuario: { pretensao: { tipo: { clt: entry } } } } },
          'pt-BR',
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'TALENT_SALARY_REQUIRED',
          message: 'Pretensão salarial obrigatória. Os campos moeda e faixa devem ser preenchidos',
        });
      }
    });

    it('refuses a responsible who is no recruiter, and a professional who is no talent', async () => {
      const response = await call('PUT', `/talent/${talent.waiting.id}`, rhToken, {
        selectedGroup: groups.H1,
        selectedResp: notTalent.id,
      });
      expect(response.json()).toMatchObject({ code: 'TALENT_RESPONSIBLE_NOT_RECRUITER' });
      const none = await call(
        'PUT',
        `/talent/${notTalent.id}`,
        rhToken,
        { selectedGroup: groups.H1 },
        'pt-BR',
      );
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ message: 'Profissional não encontrado' });
    });

    it('saves group, responsible and salary; the board filters by them', async () => {
      const response = await call('PUT', `/talent/${talent.waiting.id}`, rhToken, {
        selectedGroup: groups.H1,
        selectedResp: rh.id,
        hiredOrQuit: false,
        talent: { perfilUsuario: { pretensao: { tipo: { clt: { moeda: 'BRL', valor: '5k-7k' } } } } },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Talent updated' });

      expect(allIds(await board({ group: 'H1' }))).toEqual([talent.waiting.id]);
      expect(allIds(await board({ group: 'H2' }))).toEqual([]);
      expect(allIds(await board({ group: 'none' }))).not.toContain(talent.waiting.id);
      expect(allIds(await board({ group: 'none' })).length).toBe(3);
      expect(allIds(await board({ responsable: rh.id }))).toEqual([talent.waiting.id]);

      const card = (await board({ group: 'H1' })).waiting[0];
      expect(card?.talent.category).toEqual({ _id: groups.H1, name: 'H1', description: 'Group H1' });
      expect(card?.talent.recruiter).toMatchObject({ _id: rh.id, displayName: 'Rita Recruiter' });
      expect(card?.perfilUsuario.pretensao.tipo.clt).toEqual({ moeda: 'BRL', valor: '5k-7k' });
    });

    it('answers a second instance on the same database with a group saved through the first, at once', async () => {
      const twin = await buildTwinApp(t);
      const onTwin = async (query: Record<string, string>) => {
        const response = await twin.app.inject({
          method: 'GET',
          url: `/api/users/get-talents/10/1?${new URLSearchParams({ ...period, ...query })}`,
          headers: authHeader(rhToken),
        });
        expect(response.statusCode, response.body).toBe(200);
        return allIds(response.json<TalentBoardResponse>());
      };
      try {
        expect(await onTwin({ group: 'H2' })).toEqual([]);
        const saved = await call('PUT', `/talent/${talent.participating.id}`, rhToken, {
          selectedGroup: groups.H2,
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(await onTwin({ group: 'H2' })).toEqual([talent.participating.id]);
        expect(await onTwin({ group: 'none' })).not.toContain(talent.participating.id);
      } finally {
        const cleared = await call('PATCH', `/users/talent/${talent.participating.id}`, rhToken, {
          groupId: null,
        });
        expect(cleared.statusCode, cleared.body).toBe(200);
        await twin.close();
      }
    });

    it("moves a talent to phase 3 when 'Desistiu' is ticked", async () => {
      const response = await call('PUT', `/talent/${talent.waiting.id}`, rhToken, {
        selectedGroup: groups.H1,
        hiredOrQuit: true,
      });
      expect(response.statusCode).toBe(200);
      const card = (await board({ group: 'H1' })).finished[0];
      expect(card?.id).toBe(talent.waiting.id);
      expect(card?.outcome).toMatchObject({ kind: 'withdrawn', opportunityId: null });
      await call('PUT', `/talent/${talent.waiting.id}`, rhToken, {
        selectedGroup: groups.H1,
        hiredOrQuit: false,
      });
      expect(idsOf((await board({ group: 'H1' })).waiting)).toEqual([talent.waiting.id]);
    });
  });

  describe('the expanded card, groups and the talent record', () => {
    it('GET talent lists the groups', async () => {
      const response = await call('GET', '/talent', rhToken);
      expect(response.json<Array<{ name: string }>>().map((group) => group.name)).toEqual(['H1', 'H2', 'H3']);
    });

    it('GET talent/{id} answers the card with current and previous processes, 404 for a non-talent', async () => {
      const response = await call('GET', `/talent/${talent.participating.id}`, rhToken);
      expect(response.statusCode).toBe(200);
      const detail = response.json<TalentDetail>();
      expect(detail.opportunitiesRelated.inProgressOpportunities.map((item) => item.id)).toEqual([
        openOpportunityId,
      ]);
      expect(detail.opportunitiesRelated.finishedOpportunities).toEqual([]);
      const hired = (await call('GET', `/talent/${talent.hired.id}`, rhToken)).json<TalentDetail>();
      expect(hired.phase).toBe('finished');
      expect(hired.opportunitiesRelated.finishedOpportunities.map((item) => item.currentStatus)).toEqual([6]);
      const missing = await call('GET', `/talent/${notTalent.id}`, rhToken, undefined, 'pt-BR');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'PROFESSIONAL_NOT_FOUND',
        message: 'Profissional não encontrado',
      });
    });

    it('GET and PATCH users/talent/{id} read and change the record', async () => {
      const patched = await call('PATCH', `/users/talent/${talent.hired.id}`, rhToken, {
        groupId: groups.H2,
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({
        userId: talent.hired.id,
        isTalent: true,
        category: { name: 'H2' },
      });
      const read = await call('GET', `/users/talent/${notTalent.id}`, rhToken);
      expect(read.json()).toMatchObject({ isTalent: false, category: null, hiredOrQuit: false });
      const [row] = await t.app.ctx.database.db
        .select()
        .from(talents)
        .where(eq(talents.userId, talent.hired.id));
      expect(row?.updatedBy).toBe(rh.id);
      const empty = await call('PATCH', `/users/talent/${talent.hired.id}`, rhToken, {});
      expect(empty.statusCode).toBe(400);
      expect(
        (await call('PATCH', `/users/talent/${talent.hired.id}`, proToken, { groupId: null })).statusCode,
      ).toBe(403);
    });

    it('talent/update-squad changes the opportunity as opportunity/update-squad does', async () => {
      const response = await call('POST', '/talent/update-squad', rhToken, {
        opportunityId: openOpportunityId,
        squadId: 'no-such-squad',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'OPPORTUNITY_SQUAD_NOT_FOUND' });
      const responsible = await call('POST', '/talent/update-responsable', rhToken, {
        opportunityId: openOpportunityId,
        userId: rh.id,
      });
      expect(responsible.statusCode, responsible.body).toBe(200);
    });
  });

  describe('evaluations, badges and the opinion sorts (002 §3, §6, §9)', () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
    let kotlinRoleId: string;

    beforeAll(async () => {
      kotlinRoleId = openOpportunityId;
      const evaluation = (
        professionalId: string,
        typeName: string,
        opportunityId: string | null,
        result: number,
        created: Date,
      ) => ({
        professionalId,
        evaluatorId: rh.id,
        typeName,
        opportunityId,
        conteudo: `${typeName} ${result}`,
        result,
        created,
      });
      await t.app.ctx.database.db.insert(userEvaluations).values([
        // Alice: a behavioural 9 ten days ago and a technical 3 two days ago: mean 6, last opinion 10 days ago.
        evaluation(talent.waiting.id, 'Parecer Comportamental', null, 9, daysAgo(10)),
        evaluation(talent.waiting.id, 'Parecer Técnico', kotlinRoleId, 3, daysAgo(2)),
        // Bruno: a behavioural opinion given from an opportunity (still behavioural), 5 yesterday.
        evaluation(talent.participating.id, 'Parecer Comportamental', kotlinRoleId, 5, daysAgo(1)),
        // Carla: a technical 10 only (no behavioural opinion). Diego: none.
        evaluation(talent.hired.id, 'Parecer Técnico', kotlinRoleId, 10, daysAgo(0)),
      ]);
    });

    const order = async (sort: number) => {
      const ids: string[] = [];
      for (let page = 1; page <= 4; page += 1)
        ids.push(...allIds(await board({ sort: String(sort) }, 1, page)));
      return ids;
    };

    it('carries every evaluation on the card, newest first, with author and behavioural mark', async () => {
      const answer = await board();
      const cards = [...answer.waiting, ...answer.participating, ...answer.finished];
      const alice = cards.find((card) => card.id === talent.waiting.id);
      expect(alice?.avaliacoesUsuario).toEqual([
        expect.objectContaining({
          avaliacao: 'Parecer Técnico',
          conteudo: 'Parecer Técnico 3',
          resultado: 3,
          user: { _id: rh.id, displayName: 'Rita Recruiter' },
          opportunity: { id: kotlinRoleId },
          behavioural: false,
        }),
        expect.objectContaining({ resultado: 9, opportunity: null, behavioural: true }),
      ]);
      const bruno = cards.find((card) => card.id === talent.participating.id);
      expect(bruno?.avaliacoesUsuario.map((item) => item.behavioural)).toEqual([true]);
      expect(cards.find((card) => card.id === talent.withdrawn.id)?.avaliacoesUsuario).toEqual([]);
    });

    it('draws the badges by the one rule: evaluations and flags', async () => {
      const answer = await board();
      const cards = [...answer.waiting, ...answer.participating, ...answer.finished];
      const badges = (id: string) => cards.find((card) => card.id === id)?.badges;
      expect(badges(talent.waiting.id)).toEqual(['star', 'negative', 'talent']);
      expect(badges(talent.hired.id)).toEqual(['star', 'talent']);
      expect(badges(talent.participating.id)).toEqual(['talent']);
      expect(badges(talent.withdrawn.id)).toEqual(['talent']);
      const detail = await call('GET', `/talent/${talent.waiting.id}`, rhToken);
      expect(detail.json<TalentDetail>().badges).toEqual(['star', 'negative', 'talent']);
      expect(detail.json<TalentDetail>().avaliacoesUsuario).toHaveLength(2);
    });

    it('sorts 3 and 4 by the mean grade, talents without evaluations last', async () => {
      expect(await order(3)).toEqual([
        talent.hired.id,
        talent.waiting.id,
        talent.participating.id,
        talent.withdrawn.id,
      ]);
      expect(await order(4)).toEqual([
        talent.participating.id,
        talent.waiting.id,
        talent.hired.id,
        talent.withdrawn.id,
      ]);
    });

    it('sorts 5 and 6 by the latest behavioural opinion, talents without one last', async () => {
      const recent = await order(5);
      expect(recent.slice(0, 2)).toEqual([talent.participating.id, talent.waiting.id]);
      expect([...recent.slice(2)].sort()).toEqual(idsOf([talent.hired, talent.withdrawn] as never));
      const old = await order(6);
      expect(old.slice(0, 2)).toEqual([talent.waiting.id, talent.participating.id]);
      expect([...old.slice(2)].sort()).toEqual(idsOf([talent.hired, talent.withdrawn] as never));
    });
  });

  describe('a page larger than one statement', () => {
    it('sends the next page of a load as it was made ahead, compressed as the client asked', async () => {
      const db = t.app.ctx.database.db;
      const bulk = Array.from({ length: 90 }, (_, i) => ({
        email: `ahead-${i}@talent.test`,
        passwordHash: 'not-a-hash',
        firstName: 'Ahead',
        lastName: `Yy${String(i).padStart(3, '0')}`,
        displayName: `Ahead Yy${String(i).padStart(3, '0')}`,
        flags: { talent: { status: true, updatedAt: new Date(today.getTime() - DAY_MS).toISOString() } },
      }));
      const inserted = await db.insert(users).values(bulk).returning({ id: users.id });
      const page = (number: number, encoding: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/users/get-talents/45/${number}?${new URLSearchParams({ ...period, sort: '1' })}`,
          headers: { 'accept-encoding': encoding, ...authHeader(rhToken) },
        });
      try {
        expect((await page(1, 'br')).statusCode).toBe(200);
        await talentPagesReadAhead(t.app.ctx);
        const ahead = await page(2, 'br');
        expect(ahead.statusCode).toBe(200);
        expect(ahead.headers['content-encoding']).toBe('br');
        const sent = JSON.parse(brotliDecompressSync(ahead.rawPayload).toString('utf8'));
        expect(talentBoardResponseSchema.parse(sent)).toEqual(sent);
        // Page 2 asked again is read afresh (a page made ahead is taken once): the same page.
        const afresh = await page(2, 'identity');
        expect(afresh.headers['content-encoding']).toBeUndefined();
        expect(sent).toEqual(afresh.json());
        expect(sent.page).toBe(2);
        expect(allIds(sent)).toHaveLength(45);
      } finally {
        await db.delete(users).where(
          inArray(
            users.id,
            inserted.map((row) => row.id),
          ),
        );
      }
    });

    it('reads its cards in parts and keeps the board’s order (alphabetical, 130 more talents)', async () => {
      const db = t.app.ctx.database.db;
      const bulk = Array.from({ length: 130 }, (_, i) => {
        const lastName = `Zz${String(129 - i).padStart(3, '0')}`;
        return {
          email: `bulk-${i}@talent.test`,
          passwordHash: 'not-a-hash',
          firstName: 'Bulk',
          lastName,
          displayName: `Bulk ${lastName}`,
          flags: { talent: { status: true, updatedAt: new Date(today.getTime() - DAY_MS).toISOString() } },
        };
      });
      const inserted = await db.insert(users).values(bulk).returning({ id: users.id });
      try {
        const whole = await board({ sort: '1' }, TALENT_BOARD_MAX_PAGE_SIZE, 1);
        const names = whole.waiting
          .map((card) => card.displayName)
          .filter((name) => name.startsWith('Bulk '));
        expect(names).toHaveLength(130);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
        expect(whole.total).toBe(allIds(whole).length);
      } finally {
        await db.delete(users).where(
          inArray(
            users.id,
            inserted.map((row) => row.id),
          ),
        );
      }
    });
  });
});
