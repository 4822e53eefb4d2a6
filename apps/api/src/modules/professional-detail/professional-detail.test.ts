import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HR_ATTACHMENT_MARKER,
  type ProfessionalWithOpportunities,
  professionalWithOpportunitiesSchema,
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
import { multipart } from '../../../test/multipart';
import { insertOpportunity } from '../../../test/search-fixtures';
import { candidatures, users } from '../../db/schema';

const PDF = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', 'cv.pdf'));

const CHANNELS_OFF = {
  isActive: true,
  channels: [
    { name: 'E-mail', isActive: false },
    { name: 'Telefone', isActive: false },
  ],
};
const CHANNELS_ON = {
  isActive: true,
  channels: [
    { name: 'E-mail', isActive: true },
    { name: 'Telefone', isActive: true },
  ],
};
const PHONE = '(11) 98765-4321';
const met = (key: number) => ({ key, meetsTheRequirements: 0 as const, date: '2026-01-10' });

describe('professional detail (002 §2.8, §7.3)', () => {
  let t: TestApp;
  let recruiter: TestUser;
  let token: string;
  let pro: TestUser;
  let proToken: string;

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    as: string | null = token,
    language = 'pt-BR',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'accept-language': language, ...(as ? authHeader(as) : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function person(settings: unknown, email = undefined as string | undefined) {
    const created = await createUser(t, { firstName: 'Marta', lastName: 'Sousa', email });
    await t.app.ctx.database.db
      .update(users)
      .set({
        notificationsSettings: settings as never,
        contacts: [{ tipo: 'Preferencial', contato: PHONE, locale: 'pt-BR' }],
        hiringModel: { clt: true, pj: true, others: false },
      })
      .where(eq(users.id, created.id));
    return created;
  }

  async function detail(id: string) {
    const response = await call('GET', `/users/user-with-opportunities/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return professionalWithOpportunitiesSchema.parse(response.json()) as ProfessionalWithOpportunities;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    recruiter = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Recruiter' });
    token = await signIn(t, recruiter.email, recruiter.password);
    pro = await createUser(t);
    proToken = await signIn(t, pro.email, pro.password);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('contact masking (002 §6, applied by the server)', () => {
    it('sends a recruiter neither the e-mail nor the phone the person did not allow', async () => {
      const hidden = await person(CHANNELS_OFF, 'marta.sousa@example.com');
      for (const url of [
        `/users/user-with-opportunities/${hidden.id}`,
        `/users/user-without-opportunities/${hidden.id}`,
      ]) {
        const response = await call('GET', url);
        expect(response.statusCode).toBe(200);
        // Nowhere in the answer, not only not in the field.
        expect(response.body).not.toContain('marta.sousa@example.com');
        expect(response.body).not.toContain('98765-4321');
        const { user } = response.json() as ProfessionalWithOpportunities;
        expect(user.email).toBe('ma*********@example.com');
        expect(user.contato.lista[0]?.contato).toBe('(11) *****-*321');
      }
    });

    it('sends them in full when the person’s channels are active', async () => {
      const shown = await person(CHANNELS_ON, 'open.person@example.com');
      const { user } = await detail(shown.id);
      expect(user.email).toBe('open.person@example.com');
      expect(user.contato.lista[0]?.contato).toBe(PHONE);
    });
  });

  describe('who may call', () => {
    it('answers 401 to a visitor and 403 to a professional, even about themselves', async () => {
      for (const url of [
        `/users/user-with-opportunities/${pro.id}`,
        `/users/user-without-opportunities/${pro.id}`,
      ]) {
        expect((await call('GET', url, undefined, null)).statusCode).toBe(401);
        expect((await call('GET', url, undefined, proToken)).statusCode).toBe(403);
      }
      const salary = await call(
        'PUT',
        `/users/${pro.id}/salary-expectation`,
        { hiringModel: { clt: true, pj: false, others: false }, pretensao: { tipo: {} } },
        proToken,
      );
      expect(salary.statusCode).toBe(403);
      const sheet = await call('PUT', `/users/${pro.id}/recruiter-inputs`, {}, proToken);
      expect(sheet.statusCode).toBe(403);
    });

    it("answers 404 'Profissional não encontrado' for an unknown id and for a recruiter account", async () => {
      for (const id of ['no-such-person', recruiter.id]) {
        const response = await call('GET', `/users/user-with-opportunities/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'PROFESSIONAL_NOT_FOUND',
          message: 'Profissional não encontrado',
        });
      }
    });
  });

  describe('processes and the candidate label (002 §4)', () => {
    it('splits processes into in progress and previous, each with its label', async () => {
      const marta = await person(CHANNELS_ON);
      const open1 = await insertOpportunity(t.app, { titulo: 'Dev Java', client: 'ACME' });
      const open2 = await insertOpportunity(t.app, { titulo: 'Dev Go' });
      const closed = await insertOpportunity(t.app, { titulo: 'Dev Rust', isFinished: true });
      const dismissedIn = await insertOpportunity(t.app, { titulo: 'Dev PHP' });
      const db = t.app.ctx.database.db;
      const rows: Array<typeof candidatures.$inferInsert> = [
        {
          opportunityId: open1.id,
          userId: marta.id,
          kind: 'candidate' as const,
          statusCurrent: 1,
          steps: [met(1), met(2)],
        },
        { opportunityId: open2.id, userId: marta.id, kind: 'enrolled', statusCurrent: 0 },
        { opportunityId: closed.id, userId: marta.id, kind: 'candidate', statusCurrent: 1, steps: [met(1)] },
        { opportunityId: dismissedIn.id, userId: marta.id, kind: 'candidate', statusCurrent: 3 },
      ];
      await db.insert(candidatures).values(rows);
      const { opportunitiesRelated } = await detail(marta.id);
      const inProgress = new Map(opportunitiesRelated.inProgressOpportunities.map((p) => [p.title, p]));
      const finished = new Map(opportunitiesRelated.finishedOpportunities.map((p) => [p.title, p]));
      expect([...inProgress.keys()].sort()).toEqual(['Dev Go', 'Dev Java']);
      expect([...finished.keys()].sort()).toEqual(['Dev PHP', 'Dev Rust']);
      // Two stages met: candidateStep 3, label 2 Curriculo Selecionado.
      expect(inProgress.get('Dev Java')).toMatchObject({
        id: open1.id,
        idOpportunity: open1.idOpportunity,
        cliente: 'ACME',
        kind: 'candidate',
        candidateStep: 3,
        candidateLabel: 'cvSelected',
      });
      expect(inProgress.get('Dev Go')).toMatchObject({ kind: 'enrolled', candidateLabel: 'recruited' });
      expect(finished.get('Dev Rust')).toMatchObject({
        opportunityFinished: true,
        candidateLabel: 'evaluated',
      });
      // currentStatus 3 overrides the step: Dispensado.
      expect(finished.get('Dev PHP')).toMatchObject({ currentStatus: 3, candidateLabel: 'dismissed' });

      const without = await call('GET', `/users/user-without-opportunities/${marta.id}`);
      expect(Object.keys(without.json())).toEqual(['user']);
    });

    it('reads 50 candidatures in a constant number of queries (not one per candidature)', async () => {
      const busy = await person(CHANNELS_ON);
      const few = await person(CHANNELS_ON);
      const db = t.app.ctx.database.db;
      const rows = [];
      for (let index = 0; index < 50; index += 1) {
        const opportunity = await insertOpportunity(t.app, { titulo: `Opportunity ${index}` });
        rows.push({
          opportunityId: opportunity.id,
          userId: busy.id,
          kind: 'candidate' as const,
          statusCurrent: 1,
        });
        if (index === 0) {
          await db.insert(candidatures).values({ ...rows[0], userId: few.id } as never);
        }
      }
      await db.insert(candidatures).values(rows);
      // Background jobs (matching after the inserts) may share the client now and then: they only add, so the
      // fewest of three reads is the answer's own count.
      const fewest = async (id: string) => {
        const runs = [];
        for (let run = 0; run < 3; run += 1) runs.push(await countQueries(() => detail(id)));
        return { result: runs[0]?.result, queries: Math.min(...runs.map((r) => r.queries)) };
      };
      const counted = await fewest(busy.id);
      const countedFew = await fewest(few.id);
      expect(
        (counted.result?.opportunitiesRelated.inProgressOpportunities.length ?? 0) +
          (counted.result?.opportunitiesRelated.finishedOpportunities.length ?? 0),
      ).toBe(50);
      // The session check reads the caller (1); the answer is 2: the person with sheet, skills and CVs, and the
      // processes with their opportunities.
      expect(counted.queries).toBe(countedFew.queries);
      expect(counted.queries).toBeLessThanOrEqual(3);
    });
  });

  /** Counts the statements the app's database client runs during `run` (embedded or PostgreSQL alike). */
  async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
    const client = t.app.ctx.database.client as unknown as { query: (...args: unknown[]) => unknown };
    const original = client.query;
    let queries = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      const text = typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? '');
      // Background work shares the client (the job queue polls, maintenance runs): count only this answer's reads.
      if (/"(users|candidatures|recruiter_inputs|files|user_skills)"/.test(text)) queries += 1;
      else if (process.env.DEBUG_QUERIES) console.log('not counted:', text.slice(0, 120));
      return original.apply(this, args);
    };
    try {
      const result = await run();
      return { result, queries };
    } finally {
      client.query = original;
    }
  }

  describe('salary expectation by a recruiter (002 §5)', () => {
    const url = (id: string) => `/users/${id}/salary-expectation`;

    it('saves per contract type and resets an unticked one', async () => {
      const marta = await person(CHANNELS_ON);
      const response = await call('PUT', url(marta.id), {
        hiringModel: { clt: true, pj: false, others: true },
        pretensao: {
          tipo: {
            clt: { moeda: 'BRL', valor: '5k-7k' },
            pj: { moeda: 'USD', valor: '9k-11k' },
            others: { moeda: 'EUR', valor: '-' },
          },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { user } = await detail(marta.id);
      expect(user.hiringModel).toEqual({ clt: true, pj: false, others: true });
      expect(user.perfilUsuario.pretensao.tipo).toEqual({
        clt: { moeda: 'BRL', valor: '5k-7k' },
        pj: { moeda: '-', valor: '-' },
        others: { moeda: 'EUR', valor: '-' },
      });
    });

    it("refuses BRL without a range and a range without a currency with the spec's message", async () => {
      const marta = await person(CHANNELS_ON);
      for (const entry of [
        { moeda: 'BRL', valor: '-' },
        { moeda: '-', valor: '1k-3k' },
      ]) {
        const response = await call('PUT', url(marta.id), {
          hiringModel: { clt: true, pj: false, others: false },
          pretensao: {
            tipo: { clt: entry, pj: { moeda: '-', valor: '-' }, others: { moeda: '-', valor: '-' } },
          },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'PROFESSIONAL_SALARY_REQUIRED',
          message: 'Pretensao salarial obrigatoria. Os campos moeda e faixa devem ser preenchidos',
        });
      }
      // An unticked model is not judged.
      const unticked = await call('PUT', url(marta.id), {
        hiringModel: { clt: false, pj: true, others: false },
        pretensao: {
          tipo: {
            clt: { moeda: 'BRL', valor: '-' },
            pj: { moeda: 'EUR', valor: '-' },
            others: { moeda: '-', valor: '-' },
          },
        },
      });
      expect(unticked.statusCode).toBe(200);
    });

    it('refuses a currency or range off the lists, naming the field, and a malformed body with 400', async () => {
      const marta = await person(CHANNELS_ON);
      const unknownRange = await call('PUT', url(marta.id), {
        hiringModel: { clt: true, pj: false, others: false },
        pretensao: { tipo: { clt: { moeda: 'BRL', valor: 'lots' }, pj: {}, others: {} } },
      });
      expect(unknownRange.statusCode).toBe(400);
      expect(unknownRange.json()).toMatchObject({
        code: 'INVALID_SALARY_RANGE',
        field: 'pretensao.tipo.clt.valor',
      });
      const malformed = await call('PUT', url(marta.id), { hiringModel: 'yes' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).toContain('hiringModel');
    });
  });

  describe('recruiter sheet (002 §3 recruiterInputs)', () => {
    it('saves and answers the sheet with who saved it and when; empty fields read as empty', async () => {
      const marta = await person(CHANNELS_ON);
      expect((await detail(marta.id)).user.recruiterInputs).toMatchObject({
        lastUpdated: null,
        formacaoEIdiomas: { formacao: '', idiomas: '' },
      });
      const response = await call('PUT', `/users/${marta.id}/recruiter-inputs`, {
        contato: { principal: '+55 11 99999-0000' },
        formacaoEIdiomas: { formacao: 'Engenharia\nUSP', idiomas: 'Inglês fluente' },
        carreiraEObjetivos: { interesses: 'Dados' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const sheet = (await detail(marta.id)).user.recruiterInputs;
      expect(sheet).toMatchObject({
        contato: { principal: '+55 11 99999-0000', residencial: '', email: '', localidade: '' },
        formacaoEIdiomas: { formacao: 'Engenharia\nUSP', idiomas: 'Inglês fluente' },
        carreiraEObjetivos: { interesses: 'Dados', principaisCompetencias: '' },
        lastUpdatedBy: { _id: recruiter.id, displayName: 'Rita Recruiter' },
      });
      expect(new Date(sheet.lastUpdated ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('refuses a line break in a one-line field and an over-long note, naming the field', async () => {
      const marta = await person(CHANNELS_ON);
      const broken = await call('PUT', `/users/${marta.id}/recruiter-inputs`, {
        contato: { principal: 'a\nb' },
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.body).toContain('principal');
      const long = await call('PUT', `/users/${marta.id}/recruiter-inputs`, {
        infosComplementares: { pcd: 'x'.repeat(4_001) },
      });
      expect(long.statusCode).toBe(400);
      expect(long.body).toContain('pcd');
    });

    it('is never part of what the professional reads about themselves', async () => {
      const marta = await person(CHANNELS_ON);
      await call('PUT', `/users/${marta.id}/recruiter-inputs`, {
        infosComplementares: { indicacao: 'SECRET-NOTE' },
      });
      const own = await call(
        'GET',
        `/users/me/${marta.id}`,
        undefined,
        await signIn(t, marta.email, marta.password),
      );
      expect(own.statusCode).toBe(200);
      expect(own.body).not.toContain('SECRET-NOTE');
    });
  });

  describe('a deleted registration (002 §4)', () => {
    it('answers deleted with nothing of the person, and refuses changes', async () => {
      const marta = await person(CHANNELS_ON, 'leaving@example.com');
      const opportunity = await insertOpportunity(t.app, { titulo: 'Dev Elixir' });
      await t.app.ctx.database.db
        .insert(candidatures)
        .values({ opportunityId: opportunity.id, userId: marta.id, kind: 'candidate', statusCurrent: 1 });
      await call('PUT', `/users/${marta.id}/recruiter-inputs`, {
        infosComplementares: { pcd: 'NOTE-ABOUT-HER' },
      });
      const martaToken = await signIn(t, marta.email, marta.password);
      const erased = await call('DELETE', '/users', { comment: null }, martaToken);
      expect(erased.statusCode, erased.body).toBeLessThan(300);
      const response = await call('GET', `/users/user-with-opportunities/${marta.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('leaving@example.com');
      expect(response.body).not.toContain('NOTE-ABOUT-HER');
      const body = response.json() as ProfessionalWithOpportunities;
      expect(body.user).toMatchObject({ deleted: true, email: '', displayName: '' });
      expect(body.opportunitiesRelated.inProgressOpportunities.map((p) => p.title)).toEqual(['Dev Elixir']);
      const salary = await call('PUT', `/users/${marta.id}/salary-expectation`, {
        hiringModel: { clt: false, pj: false, others: false },
        pretensao: { tipo: { clt: {}, pj: {}, others: {} } },
      });
      expect(salary.statusCode).toBe(409);
      expect(salary.json()).toMatchObject({ code: 'PROFESSIONAL_DELETED', message: 'Cadastro excluído' });
    });
  });

  describe('CVs on the page (002 §5: delete only HR-added ones, and only while more than one exists)', () => {
    async function attach(uploaderToken: string, ownerId: string) {
      const body = multipart('cv.pdf', PDF);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/documents/file',
        headers: { ...body.headers, ...authHeader(uploaderToken) },
        payload: body.payload,
      });
      expect(uploaded.statusCode).toBe(200);
      const attached = await call(
        'POST',
        '/documents/file/uploadCv',
        { _id: ownerId, file: uploaded.json() },
        uploaderToken,
      );
      expect(attached.statusCode).toBe(200);
      return (
        (attached.json() as Array<{ _id: string; url: string }>).find((a) => a.url === uploaded.json().url)
          ?._id ?? ''
      );
    }

    it('marks recruiter uploads as HR-added and lets the recruiter delete only those, never the last', async () => {
      const marta = await person(CHANNELS_ON);
      const martaToken = await signIn(t, marta.email, marta.password);
      const own = await attach(martaToken, marta.id);
      const byHr = await attach(token, marta.id);
      const { user } = await detail(marta.id);
      expect(user.attachments.map((a) => [a._id, a.comment])).toEqual([
        [own, null],
        [byHr, HR_ATTACHMENT_MARKER],
      ]);
      const ownRefused = await call('DELETE', '/documents/file/deleteCv', { id: marta.id, cvId: own });
      expect(ownRefused.statusCode).toBe(403);
      const removed = await call('DELETE', '/documents/file/deleteCv', { id: marta.id, cvId: byHr });
      expect(removed.statusCode).toBe(200);
      const byHrAlone = await attach(token, marta.id);
      await call('DELETE', '/documents/file/deleteCv', { id: marta.id, cvId: own }, martaToken);
      const last = await call('DELETE', '/documents/file/deleteCv', { id: marta.id, cvId: byHrAlone });
      expect(last.statusCode).toBe(409);
    });
  });
});
