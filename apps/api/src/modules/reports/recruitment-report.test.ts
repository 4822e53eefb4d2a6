import { readFileSync } from 'node:fs';
import path from 'node:path';
import { phaseMovesOf, type RecruitmentReportResponse } from '@mosaico/domain';
import { asc, eq, sql } from 'drizzle-orm';
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
import { migrationsFolder } from '../../db/client';
import { candidatures, candidatureTransitions, opportunities, squads } from '../../db/schema';
import type { CandidateStep } from '../../db/schema/opportunities';
import type { CurrentUser } from '../../lib/auth';
import { selectionToday } from '../selection/selection.service';
import { recruitmentReportRows } from './recruitment-report.service';

/** Days relative to the server's today, as YYYY-MM-DD. */
function day(offset: number): string {
  const base = new Date(`${selectionToday()}T12:00:00Z`);
  return new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

describe('recruitment report (002 §2.12, §4, §5, §6) and the candidature history', () => {
  let t: TestApp;
  let rita: TestUser; // recruiter
  let manager: TestUser;
  let ritaToken: string;
  let managerToken: string;
  let squadId: string;
  let opportunityId: string;
  let pro: TestUser;

  const call = (url: string, payload: unknown, token: string, language = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { 'accept-language': language, ...authHeader(token) },
      payload: payload as Record<string, unknown>,
    });
  const report = (body: Record<string, unknown>, token = managerToken, language = 'pt-BR') =>
    call('/reports/recruitment', body, token, language);
  const history = async (candidatureId: string) =>
    t.app.ctx.database.db
      .select()
      .from(candidatureTransitions)
      .where(eq(candidatureTransitions.candidatureId, candidatureId))
      .orderBy(asc(candidatureTransitions.id));

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    rita = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Recruiter' });
    manager = await createUser(t, { roles: ['rh', 'rh_manager'], firstName: 'Mara', lastName: 'Manager' });
    pro = await createUser(t, { firstName: 'Paula', lastName: 'Pro' });
    ritaToken = await signIn(t, rita.email, rita.password);
    managerToken = await signIn(t, manager.email, manager.password);
    const [squad] = await t.app.ctx.database.db
      .insert(squads)
      .values({ name: 'Squad Relatórios' })
      .returning();
    if (!squad) throw new Error('no squad');
    squadId = squad.id;
    opportunityId = (
      await insertOpportunity(t.app, {
        titulo: 'Dev Report',
        publicationDate: new Date(`${day(-25)}T09:00:00Z`),
        responsibleId: rita.id,
        squadId,
      })
    ).id;
  });

  afterAll(async () => {
    await t.close();
  });

  it('writes a transition for every stage and status change, with who made it and the responsible then', async () => {
    const enrolled = await call(
      `/opportunity/${opportunityId}/becomeCandidate`,
      {
        activeLanguage: 'pt-BR',
        _usuario: { _id: pro.id },
        conversionType: 'candidate',
        triageRecruitmentOptions: {
          capture: 'Busca',
          source: 'LinkedIn',
          date: day(-20),
          details: '<p>ok</p>',
        },
        byRH: true,
      },
      ritaToken,
    );
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const [row] = await t.app.ctx.database.db
      .select()
      .from(candidatures)
      .where(eq(candidatures.opportunityId, opportunityId));
    if (!row) throw new Error('no candidature');
    expect((await history(row.id)).map((h) => [h.kind, h.fromValue, h.toValue, h.actorId])).toEqual([
      ['status', null, 1, rita.id],
    ]);

    const steps = (n: number, offsets = [-15, -10, -5, -2]) =>
      offsets.slice(0, n).map((offset, index) => ({
        key: index + 1,
        meetsTheRequirements: 0,
        date: day(offset),
        details: `<p>Etapa ${index + 1}</p>`,
      }));
    const saved = await call(
      `/opportunity/${opportunityId}/change-step-candidate`,
      { candidate: pro.id, steps: steps(2), version: 0 },
      ritaToken,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // Reassigned in the middle: the third stage moves while Mara is responsible.
    await t.app.ctx.database.db
      .update(opportunities)
      .set({ responsibleId: manager.id })
      .where(eq(opportunities.id, opportunityId));
    const third = await call(
      `/opportunity/${opportunityId}/change-step-candidate`,
      { candidate: pro.id, steps: steps(3), version: 1 },
      managerToken,
    );
    expect(third.statusCode, third.body).toBe(200);
    const rows = await history(row.id);
    expect(
      rows.map((h) => [
        h.kind,
        h.stage,
        h.met,
        h.stepDay,
        h.fromValue,
        h.toValue,
        h.actorId,
        h.responsibleId,
      ]),
    ).toEqual([
      ['status', null, null, null, null, 1, rita.id, rita.id],
      ['stage', 1, true, day(-15), 1, 2, rita.id, rita.id],
      ['stage', 2, true, day(-10), 2, 3, rita.id, rita.id],
      ['stage', 3, true, day(-5), 3, 4, manager.id, manager.id],
    ]);
    expect(rows.every((h) => h.squadId === squadId && !h.backfilled)).toBe(true);

    // A dismissal is a status change too, and a change that touches neither writes nothing.
    await t.app.ctx.database.db
      .update(candidatures)
      .set({ notifyOnFinish: false })
      .where(eq(candidatures.id, row.id));
    const dismissed = await call(
      `/opportunity/${opportunityId}/dispenseTriaged`,
      { _usuario: { _id: pro.id }, type: 'dispensar-candidato', sendDispensedMail: false },
      managerToken,
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const after = await history(row.id);
    expect(after).toHaveLength(5);
    expect(after.at(-1)).toMatchObject({ kind: 'status', fromValue: 1, toValue: 3, actorId: manager.id });
    // The phase the trigger records is the domain's rule (phaseMovesOf) replayed over the same rows.
    const all = await t.app.ctx.database.db
      .select()
      .from(candidatureTransitions)
      .where(eq(candidatureTransitions.opportunityId, opportunityId))
      .orderBy(asc(candidatureTransitions.id));
    const replayed = phaseMovesOf(
      all.map((h) => ({
        candidatureId: h.candidatureId,
        kind: h.kind,
        stage: h.stage,
        met: h.met,
        stepDay: h.stepDay,
        toValue: h.toValue,
        occurredDay: h.occurredAt.toISOString().slice(0, 10),
        responsibleId: h.responsibleId,
        squadId: h.squadId,
      })),
    );
    expect(all.map((h) => h.opportunityPhase)).toEqual(replayed.map((m) => m.phase));
    expect(all.map((h) => h.opportunityPhase)).toEqual([1, 2, 3, 4, 4]);
    expect(all.map((h) => h.movesPhase)).toEqual([false, true, true, true, false]);
  });

  it("counts the other candidatures' stages in the phase, from each one's highest met stage (migration 0040)", async () => {
    const db = t.app.ctx.database.db;
    const own = await insertOpportunity(t.app, {
      titulo: 'Many at once',
      // Unpublished: in no period, so the other tests' reports do not see it.
      publicationDate: null,
    });
    const [a, b, c] = await Promise.all(
      ['Ana', 'Bia', 'Caio'].map((firstName) => createUser(t, { firstName, lastName: 'Phase' })),
    );
    if (!a || !b || !c) throw new Error('no users');
    const met = (key: number, date = day(-20 + key)) => ({ key, meetsTheRequirements: 0 as const, date });
    const insert = (userId: string, steps: CandidateStep[]) =>
      db
        .insert(candidatures)
        .values({ opportunityId: own.id, userId, kind: 'candidate', statusCurrent: 1, steps })
        .returning();
    const [ca] = await insert(a.id, [
      { key: 0, date: day(-21) },
      met(1),
      met(2),
      { ...met(3), meetsTheRequirements: 1 as const },
    ]);
    // A met stage without a valid date is not met.
    const [cb] = await insert(b.id, [{ key: 0, date: day(-21) }, met(1), met(3, 'not a date')]);
    const [cc] = await insert(c.id, [{ key: 0, date: day(-21) }]);
    if (!ca || !cb || !cc) throw new Error('no candidatures');
    expect([ca.stepsMetStage, cb.stepsMetStage, cc.stepsMetStage]).toEqual([2, 1, 0]);
    await db
      .update(candidatures)
      .set({ steps: [{ key: 0, date: day(-21) }, met(1), met(2)] })
      .where(eq(candidatures.id, cb.id));
    // One statement for two candidatures, as finishing an opportunity writes them.
    await db
      .update(candidatures)
      .set({ statusCurrent: 3 })
      .where(sql`${candidatures.id} IN (${ca.id}, ${cc.id})`);
    await db
      .update(candidatures)
      .set({ statusCurrent: 6, dateVictory: new Date(`${day(-2)}T12:00:00Z`) })
      .where(eq(candidatures.id, cc.id));
    await db
      .update(candidatures)
      .set({ steps: [{ key: 0, date: day(-21) }, met(1), met(2), met(3)] })
      .where(eq(candidatures.id, cb.id));
    const all = await db
      .select()
      .from(candidatureTransitions)
      .where(eq(candidatureTransitions.opportunityId, own.id))
      .orderBy(asc(candidatureTransitions.id));
    const replayed = phaseMovesOf(
      all.map((h) => ({
        candidatureId: h.candidatureId,
        kind: h.kind,
        stage: h.stage,
        met: h.met,
        stepDay: h.stepDay,
        toValue: h.toValue,
        occurredDay: h.occurredAt.toISOString().slice(0, 10),
        responsibleId: h.responsibleId,
        squadId: h.squadId,
      })),
    );
    expect(all.map((h) => h.opportunityPhase)).toEqual(replayed.map((m) => m.phase));
    expect(all.map((h) => [h.kind, h.stage, h.opportunityPhase, h.movesPhase])).toEqual([
      ['stage', 1, 2, true],
      ['stage', 2, 3, true],
      ['stage', 3, 3, false],
      ['status', null, 3, false],
      ['stage', 1, 3, false],
      ['status', null, 3, false],
      ['status', null, 3, false],
      ['stage', 2, 3, false],
      ['status', null, 3, false],
      ['status', null, 3, false],
      ['status', null, 6, true],
      ['stage', 3, 6, false],
    ]);
    const kept = await db
      .select({ id: candidatures.id, stage: candidatures.stepsMetStage })
      .from(candidatures)
      .where(eq(candidatures.opportunityId, own.id));
    expect(new Map(kept.map((row) => [row.id, row.stage]))).toEqual(
      new Map([
        [ca.id, 2],
        [cb.id, 3],
        [cc.id, 0],
      ]),
    );
  });

  it('averages each stage for whoever was responsible when it moved, with the open stage in progress', async () => {
    const response = await report({
      filter: { by: 'responsible', id: null },
      mediaFilter: 'intervalPerStage',
      startDateFilter: day(-29),
      endDateFilter: day(0),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as RecruitmentReportResponse;
    const ritaRow = body.rows.find((r) => r.id === rita.id);
    const maraRow = body.rows.find((r) => r.id === manager.id);
    expect(ritaRow?.name).toBe('Rita Recruiter');
    // Publication -25 → stage 1 met -15 → stage 2 met -10: 10 and 5 days, Rita's.
    expect(ritaRow?.averages.recruitment).toEqual({ mean: 10, median: 10, count: 1 });
    expect(ritaRow?.averages.evaluation).toEqual({ mean: 5, median: 5, count: 1 });
    expect(ritaRow?.averages.selection.count).toBe(0);
    // Stage 3 met -5 under Mara: selection 5 days is hers; presentation still runs.
    expect(maraRow?.averages.selection).toEqual({ mean: 5, median: 5, count: 1 });
    expect(maraRow?.opportunities[0]?.cells.interview).toEqual({ state: 'inProgress', value: null });
    expect(maraRow?.opportunities[0]?.cells.recruitment.state).toBe('notVisited');
    expect(body.overall.totalOpportunities).toBe(1);

    const elapsed = (
      await report({
        filter: { by: 'squad', id: squadId },
        mediaFilter: 'elapsedUntilStage',
        startDateFilter: day(-29),
        endDateFilter: day(0),
      })
    ).json() as RecruitmentReportResponse;
    expect(elapsed.rows).toHaveLength(1);
    expect(elapsed.rows[0]?.name).toBe('Squad Relatórios');
    expect(elapsed.rows[0]?.averages.selection.mean).toBe(20);
  });

  it("refuses a start after the end ('Datas fora da ordem cronologica.') and an end in the future", async () => {
    const reversed = await report({
      filter: { by: 'responsible' },
      startDateFilter: day(-1),
      endDateFilter: day(-2),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      code: 'REPORT_DATES_OUT_OF_ORDER',
      message: 'Datas fora da ordem cronologica.',
    });
    const future = await report(
      { filter: { by: 'responsible' }, startDateFilter: day(-1), endDateFilter: day(1) },
      managerToken,
      'en-US',
    );
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      code: 'REPORT_END_IN_FUTURE',
      message: 'The end date cannot be in the future.',
    });
    const today = await report({
      filter: { by: 'responsible' },
      startDateFilter: day(-1),
      endDateFilter: day(0),
    });
    expect(today.statusCode, today.body).toBe(200);
    const malformed = await report({ filter: { by: 'responsible' }, startDateFilter: '01/02/2024' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('startDateFilter');
  });

  it('defaults to the last 30 days up to today', async () => {
    const body = (await report({ filter: { by: 'responsible' } })).json() as RecruitmentReportResponse;
    expect(body.filters).toMatchObject({
      start: day(-30),
      end: day(0),
      mediaFilter: 'intervalPerStage',
      id: null,
    });
  });

  it('lets only a manager read another responsible, all of them or a squad', async () => {
    // A field-level rule (issue 25 item 8): 400 REPORT_MANAGER_ONLY naming the field the recruiter chose.
    const all = await report({ filter: { by: 'responsible', id: null } }, ritaToken);
    expect(all.statusCode).toBe(400);
    expect(all.json()).toMatchObject({ code: 'REPORT_MANAGER_ONLY', field: 'filter.id' });
    const another = await report({ filter: { by: 'responsible', id: manager.id } }, ritaToken);
    expect(another.statusCode).toBe(400);
    expect(another.json()).toMatchObject({ code: 'REPORT_MANAGER_ONLY', field: 'filter.id' });
    const squad = await report({ filter: { by: 'squad', id: squadId } }, ritaToken);
    expect(squad.statusCode).toBe(400);
    expect(squad.json()).toMatchObject({ code: 'REPORT_MANAGER_ONLY', field: 'filter.by' });
    const own = await report(
      { filter: { by: 'responsible', id: rita.id }, startDateFilter: day(-29) },
      ritaToken,
    );
    expect(own.statusCode, own.body).toBe(200);
    const rows = (own.json() as RecruitmentReportResponse).rows;
    expect(rows.map((r) => r.id)).toEqual([rita.id]);
    const proToken = await signIn(t, pro.email, pro.password);
    expect((await report({ filter: { by: 'responsible', id: pro.id } }, proToken)).statusCode).toBe(403);
  });

  it('warns of a candidate whose stage end date is before the previous stage', async () => {
    const other = await createUser(t, { firstName: 'Otto', lastName: 'Early' });
    await t.app.ctx.database.db.insert(candidatures).values({
      opportunityId,
      userId: other.id,
      kind: 'candidate',
      statusCurrent: 1,
      steps: [
        { key: 0, date: day(-20) },
        { key: 1, date: day(-8), meetsTheRequirements: 0 },
        { key: 2, date: day(-12), meetsTheRequirements: 0 },
      ],
    });
    const body = (
      await report({ filter: { by: 'responsible', id: null }, startDateFilter: day(-29) })
    ).json() as RecruitmentReportResponse;
    expect(body.warnings).toEqual([
      {
        oppId: opportunityId,
        oppname: 'Dev Report',
        candidate: 'Otto Early',
        step: 2,
        startDate: day(-8),
        endDate: day(-12),
      },
    ]);
  });

  it("carries existing candidatures over (the migration's backfill)", async () => {
    const db = t.app.ctx.database.db;
    const old = await createUser(t, { firstName: 'Olga', lastName: 'Old' });
    const own = await insertOpportunity(t.app, {
      titulo: 'Old times',
      publicationDate: new Date(`${day(-25)}T09:00:00Z`),
    });
    // A candidature as it was before the history existed: written with the trigger off.
    await db.execute(sql`ALTER TABLE candidatures DISABLE TRIGGER candidature_transitions_record`);
    const [row] = await db
      .insert(candidatures)
      .values({
        opportunityId: own.id,
        userId: old.id,
        kind: 'candidate',
        statusCurrent: 6,
        dateVictory: new Date(`${day(-3)}T12:00:00Z`),
        steps: [
          { key: 0, date: day(-20) },
          { key: 2, date: day(-9), meetsTheRequirements: 0 },
          { key: 1, date: day(-14), meetsTheRequirements: 0 },
          { key: 3, date: 'not a date', meetsTheRequirements: 0 },
        ],
      })
      .returning();
    await db.execute(sql`ALTER TABLE candidatures ENABLE TRIGGER candidature_transitions_record`);
    if (!row) throw new Error('no candidature');
    expect(await history(row.id)).toEqual([]);
    const migration = readFileSync(
      path.join(migrationsFolder, '0036_candidature_transitions_trigger.sql'),
      'utf8',
    );
    const chunks = migration.split('--> statement-breakpoint');
    const backfill = chunks.find((chunk) => chunk.includes('AS carried')) ?? '';
    const replay = chunks.at(-1) ?? '';
    expect(replay).toContain('candidature_transitions_replay');
    await db.execute(sql.raw(backfill));
    await db.execute(sql.raw(replay));
    const rows = await history(row.id);
    expect(
      rows.map((h) => [
        h.kind,
        h.stage,
        h.met,
        h.stepDay,
        h.toValue,
        h.backfilled,
        h.actorId,
        h.opportunityPhase,
        h.movesPhase,
      ]),
    ).toEqual([
      ['stage', 1, true, day(-14), 3, true, null, 2, true],
      ['stage', 2, true, day(-9), 3, true, null, 3, true],
      ['status', null, null, day(-3), 6, true, null, 6, true],
    ]);
  });

  it('streams the CSV a page of opportunities at a time, with the lines the screen shows', async () => {
    // More opportunities of the period, so that pages of two cut the year in several places.
    for (const [index, responsibleId] of [rita.id, manager.id, rita.id, manager.id].entries()) {
      await insertOpportunity(t.app, {
        titulo: `Dev Export ${index}`,
        publicationDate: new Date(`${day(-20 - index * 10)}T09:00:00Z`),
        responsibleId,
        squadId,
      });
    }
    const filters = {
      by: 'responsible' as const,
      id: null,
      mediaFilter: 'intervalPerStage' as const,
      start: day(-29),
      end: day(0),
    };
    const screen = (
      await report({
        filter: { by: 'responsible', id: null },
        mediaFilter: 'intervalPerStage',
        startDateFilter: filters.start,
        endDateFilter: filters.end,
      })
    ).json() as RecruitmentReportResponse;
    const expected = screen.rows
      .flatMap((row) => row.opportunities.map((o) => [o.idOpportunity, row.name ?? '', o.media] as const))
      .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
    expect(expected.length).toBeGreaterThanOrEqual(5);
    const viewer: CurrentUser = {
      id: manager.id,
      email: manager.email,
      displayName: 'Mara Manager',
      roles: manager.roles,
      preferredLanguage: 'pt-BR',
      isRecruiter: true,
      sessionStartedAt: 0,
      sessionId: 'test',
    };
    for (const pageSize of [1, 2, 1000]) {
      const lines: Array<readonly [number, string, unknown]> = [];
      for await (const line of recruitmentReportRows(t.app.ctx, viewer, filters, { pageSize })) {
        lines.push([line.opportunity.idOpportunity, line.opportunity.responsible, line.opportunity.media]);
      }
      expect(lines, `pages of ${pageSize}`).toEqual(expected);
    }

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/reports/export/recruitment?flavour=data&by=responsible&startDateFilter=${filters.start}&endDateFilter=${filters.end}`,
      headers: { 'accept-language': 'en-US', ...authHeader(managerToken) },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const [, table = ''] = exported.body.split('\r\n\r\n');
    const records = table.split('\r\n').filter(Boolean);
    expect(records).toHaveLength(expected.length + 1); // the header, then one line per opportunity and group
    expect(records.slice(1).map((record) => Number(record.split(',')[0]))).toEqual(expected.map((e) => e[0]));

    // Every rule is checked before the first byte: a refusal is still a 400 with its code, never a cut-off file.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/reports/export/recruitment?flavour=data&by=responsible',
      headers: authHeader(ritaToken),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'REPORT_MANAGER_ONLY', field: 'filter.id' });
  });
});
