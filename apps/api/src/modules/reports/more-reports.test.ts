import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  lastMailTo,
  signIn,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import { insertOpportunity } from '../../../test/search-fixtures';
import {
  candidatures,
  deletedProfiles,
  opportunities,
  preRegistrations,
  reportLinks,
  userEvaluations,
  users,
} from '../../db/schema';
import { createReportLink, purgeExpiredReportLinks, readReportLink } from './report-link';
import { PURGE_REPORT_LINKS_JOB, runReportLinkPurge } from './report-link-purge';

interface ReportAnswer {
  rows: Array<{
    responsibleId: string;
    displayName: string;
    recrutamento: number;
    avaliacao: number;
    selecao: number;
    apresentacao: number;
  }>;
  responsibles: Array<{ id: string; displayName: string }>;
  canChooseAnyone: boolean;
}

/** Splits a CSV (no quoted line breaks in these fixtures) into its cells. */
function parseCsv(text: string, separator: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i += 1) {
        const char = line[i];
        if (quoted) {
          if (char === '"' && line[i + 1] === '"') {
            cell += '"';
            i += 1;
          } else if (char === '"') quoted = false;
          else cell += char;
        } else if (char === '"') quoted = true;
        else if (char === separator) {
          cells.push(cell);
          cell = '';
        } else cell += char;
      }
      cells.push(cell);
      return cells;
    });
}

describe('evaluations, deleted-profiles and other reports (002 §2.12, §3, §5, §6, §7.1, §8; issue 25)', () => {
  let t: TestApp;
  let rita: TestUser;
  let rui: TestUser;
  let manager: TestUser;
  let pro: TestUser;
  let ritaToken: string;
  let managerToken: string;
  let proToken: string;

  const evaluationsOf = (token: string, body: Record<string, string>, id = 'me') =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/recruiterEvaluations/${id}`,
      headers: { ...authHeader(token), 'accept-language': 'pt-BR' },
      payload: body,
    });

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    rita = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Henriques' });
    rui = await createUser(t, { roles: ['rh'], firstName: 'Rui', lastName: 'Alves' });
    manager = await createUser(t, { roles: ['rh_manager'], firstName: 'Marta', lastName: 'Gestora' });
    pro = await createUser(t, { firstName: 'Ana', lastName: 'Souza' });
    const other = await createUser(t, { firstName: 'Bia', lastName: 'Lima' });
    ritaToken = await signIn(t, rita.email, rita.password);
    managerToken = await signIn(t, manager.email, manager.password);
    proToken = await signIn(t, pro.email, pro.password);
    const { db } = t.app.ctx.database;
    const opportunity = await insertOpportunity(t.app, {
      titulo: 'Backend Java',
      responsibleId: rita.id,
      createdAt: new Date('2026-01-10T12:00:00Z'),
    });
    // Ana met stage 1 on Jan 12 and stage 2 on Jan 20; Bia is in the opportunity with nothing met.
    await db.insert(candidatures).values([
      {
        opportunityId: opportunity.id,
        userId: pro.id,
        kind: 'candidate',
        steps: [
          { key: 0, date: '2026-01-10' },
          { key: 1, date: '2026-01-12', meetsTheRequirements: 0 },
          { key: 2, date: '2026-01-20', meetsTheRequirements: 0 },
        ],
      },
      { opportunityId: opportunity.id, userId: other.id, kind: 'candidate', steps: [] },
    ]);
    const evaluation = (
      evaluatorId: string,
      professionalId: string,
      created: string,
      withOpportunity = true,
    ) => ({
      professionalId,
      evaluatorId,
      typeName: 'Parecer Técnico',
      opportunityId: withOpportunity ? opportunity.id : null,
      conteudo: 'ok',
      result: 7,
      created: new Date(created),
    });
    await db.insert(userEvaluations).values([
      evaluation(rita.id, pro.id, '2026-01-11T10:00:00Z'), // stage 1 (recrutamento)
      evaluation(rita.id, pro.id, '2026-01-15T10:00:00Z'), // stage 2 (avaliacao)
      evaluation(rita.id, pro.id, '2026-01-21T10:00:00Z'), // stage 3 (selecao)
      evaluation(rita.id, other.id, '2026-01-21T11:00:00Z'), // stage 1
      evaluation(rita.id, pro.id, '2026-01-16T10:00:00Z', false), // behavioural opinion: no stage, not counted
      evaluation(rita.id, pro.id, '2026-03-01T10:00:00Z'), // outside the period
      evaluation(rui.id, pro.id, '2026-01-25T10:00:00Z'), // Rui, stage 3
    ]);
    await db.insert(deletedProfiles).values([
      {
        userName: 'Carla Dias',
        userEmail: 'carla@mosaico.test',
        comment: '=HYPERLINK("x")',
        createdAt: new Date('2026-01-05T09:00:00Z'),
      },
      {
        userName: 'Duda Reis',
        userEmail: 'duda@mosaico.test',
        comment: null,
        createdAt: new Date('2026-02-05T09:00:00Z'),
      },
    ]);
    await db.insert(preRegistrations).values([
      {
        opportunityId: opportunity.id,
        recruiterId: rita.id,
        professionalName: 'Eva Prado',
        createdAt: new Date('2026-01-13T09:00:00Z'),
      },
      {
        opportunityId: opportunity.id,
        recruiterId: rui.id,
        professionalName: 'Fábio Luz',
        createdAt: new Date('2026-01-14T09:00:00Z'),
      },
    ]);
    await db
      .update(users)
      .set({ registerRh: true, registeredBy: rita.id, createdAt: new Date('2026-01-18T09:00:00Z') })
      .where(eq(users.id, other.id));
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('evaluations report', () => {
    it('reads the evaluations a page at a time: more than two pages, all at one instant, each counted once', async () => {
      const { db } = t.app.ctx.database;
      const [opportunity] = await db
        .select({ id: candidatures.opportunityId })
        .from(candidatures)
        .where(eq(candidatures.userId, pro.id));
      // 1,001 evaluations at the same instant: only the id orders them, across pages of 500.
      await db.insert(userEvaluations).values(
        Array.from({ length: 1001 }, () => ({
          professionalId: pro.id,
          evaluatorId: rui.id,
          typeName: 'Parecer Técnico',
          opportunityId: opportunity?.id ?? null,
          conteudo: 'ok',
          result: 7,
          created: new Date('2025-06-10T10:00:00Z'),
        })),
      );
      const response = await evaluationsOf(managerToken, {
        dateStart: '2025-06-01',
        dateEnd: '2025-06-30',
        responsible: rui.id,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as ReportAnswer).rows).toEqual([
        {
          responsibleId: rui.id,
          displayName: 'Rui Alves',
          recrutamento: 1001,
          avaliacao: 0,
          selecao: 0,
          apresentacao: 0,
        },
      ]);
    });

    it('counts the evaluations a recruiter registered in the period by the stage of the candidature', async () => {
      const response = await evaluationsOf(ritaToken, {
        dateStart: '2026-01-01',
        dateEnd: '2026-01-31',
        responsible: 'me',
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as ReportAnswer;
      expect(answer.rows).toEqual([
        {
          responsibleId: rita.id,
          displayName: 'Rita Henriques',
          recrutamento: 2,
          avaliacao: 1,
          selecao: 1,
          apresentacao: 0,
        },
      ]);
      expect(answer.canChooseAnyone).toBe(false);
      expect(answer.responsibles).toEqual([{ id: rita.id, displayName: 'Rita Henriques' }]);
    });

    it('refuses a recruiter who is not a manager another responsible or all (002 §6)', async () => {
      for (const responsible of [rui.id, 'all']) {
        const response = await evaluationsOf(ritaToken, {
          dateStart: '2026-01-01',
          dateEnd: '2026-01-31',
          responsible,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'REPORT_MANAGER_ONLY', field: 'responsible' });
      }
    });

    it('lets a manager choose anyone or all', async () => {
      const all = await evaluationsOf(managerToken, {
        dateStart: '2026-01-01',
        dateEnd: '2026-01-31',
        responsible: 'all',
      });
      expect(all.statusCode, all.body).toBe(200);
      const answer = all.json() as ReportAnswer;
      expect(answer.rows.map((row) => [row.displayName, row.selecao])).toEqual([
        ['Rita Henriques', 1],
        ['Rui Alves', 1],
      ]);
      expect(answer.canChooseAnyone).toBe(true);
      expect(answer.responsibles.map((person) => person.id)).toEqual(
        expect.arrayContaining([rita.id, rui.id, manager.id]),
      );
      const one = await evaluationsOf(managerToken, {
        dateStart: '2026-01-01',
        dateEnd: '2026-01-31',
        responsible: rui.id,
      });
      expect((one.json() as ReportAnswer).rows.map((row) => row.displayName)).toEqual(['Rui Alves']);
    });

    it('answers no rows in an empty period, and refuses dates out of order', async () => {
      const empty = await evaluationsOf(ritaToken, {
        dateStart: '2026-05-01',
        dateEnd: '2026-05-08',
        responsible: 'me',
      });
      expect((empty.json() as ReportAnswer).rows).toEqual([]);
      const wrong = await evaluationsOf(ritaToken, {
        dateStart: '2026-01-31',
        dateEnd: '2026-01-01',
        responsible: 'me',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'REPORT_DATES_OUT_OF_ORDER',
        message: 'Datas fora da ordem cronologica.',
      });
      const malformed = await evaluationsOf(ritaToken, {
        dateStart: '2026-13-40',
        dateEnd: '2026-01-01',
        responsible: 'me',
      });
      expect(malformed.statusCode).toBe(400);
    });

    it('is asked by the caller: another id in the path is refused; professionals are refused', async () => {
      const other = await evaluationsOf(
        ritaToken,
        { dateStart: '2026-01-01', dateEnd: '2026-01-31', responsible: 'me' },
        rui.id,
      );
      expect(other.statusCode).toBe(400);
      expect(other.json().code).toBe('REPORT_CALLER_MISMATCH');
      const own = await evaluationsOf(
        ritaToken,
        { dateStart: '2026-01-01', dateEnd: '2026-01-31', responsible: 'me' },
        rita.id,
      );
      expect(own.statusCode).toBe(200);
      const professional = await evaluationsOf(proToken, {
        dateStart: '2026-01-01',
        dateEnd: '2026-01-31',
        responsible: 'me',
      });
      expect(professional.statusCode).toBe(403);
    });
  });

  describe('deleted profiles', () => {
    it('lists userName, userEmail, created and comment only, all or by date', async () => {
      const all = await t.app.inject({
        method: 'GET',
        url: '/api/deletedProfile',
        headers: authHeader(ritaToken),
      });
      expect(all.statusCode, all.body).toBe(200);
      const rows = all.json() as Array<Record<string, unknown>>;
      expect(rows.map((row) => Object.keys(row).sort())).toEqual([
        ['comment', 'created', 'userEmail', 'userName'],
        ['comment', 'created', 'userEmail', 'userName'],
      ]);
      expect(rows[0]).toEqual({
        userName: 'Carla Dias',
        userEmail: 'carla@mosaico.test',
        created: '2026-01-05T09:00:00.000Z',
        comment: '=HYPERLINK("x")',
      });
      const january = await t.app.inject({
        method: 'GET',
        url: '/api/deletedProfile/byDate?start=2026-01-01&end=2026-01-31',
        headers: authHeader(ritaToken),
      });
      expect((january.json() as Array<{ userName: string }>).map((row) => row.userName)).toEqual([
        'Carla Dias',
      ]);
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/api/deletedProfile/byDate?start=2026-02-01&end=2026-01-01',
        headers: authHeader(ritaToken),
      });
      expect(wrong.json().code).toBe('REPORT_DATES_OUT_OF_ORDER');
      const professional = await t.app.inject({
        method: 'GET',
        url: '/api/deletedProfile',
        headers: authHeader(proToken),
      });
      expect(professional.statusCode).toBe(403);
    });

    it('records one by hand for a manager only, validated', async () => {
      const body = { userName: 'Gil Mota', userEmail: 'gil@mosaico.test', comment: 'pedido por e-mail' };
      const byRh = await t.app.inject({
        method: 'POST',
        url: '/api/deletedProfile',
        headers: authHeader(ritaToken),
        payload: body,
      });
      expect(byRh.statusCode).toBe(403);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/deletedProfile',
        headers: authHeader(managerToken),
        payload: { ...body, userEmail: 'not-an-email' },
      });
      expect(bad.statusCode).toBe(400);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/deletedProfile',
        headers: authHeader(managerToken),
        payload: body,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const all = await t.app.inject({
        method: 'GET',
        url: '/api/deletedProfile',
        headers: authHeader(ritaToken),
      });
      expect((all.json() as Array<{ userName: string }>).map((row) => row.userName)).toContain('Gil Mota');
    });
  });

  describe('other reports (three path parameters)', () => {
    it('pre-registrations, opportunities and professionals registered by HR by period and responsible', async () => {
      const get = (url: string, token = managerToken) =>
        t.app.inject({ method: 'GET', url, headers: authHeader(token) });
      const pre = await get('/api/reports/preRegisterReport/2026-01-01/2026-01-31/all');
      expect(pre.statusCode, pre.body).toBe(200);
      expect((pre.json() as Array<{ professionalName: string }>).map((row) => row.professionalName)).toEqual([
        'Eva Prado',
        'Fábio Luz',
      ]);
      const mine = await get(`/api/reports/preRegisterReport/2026-01-01/2026-01-31/${rita.id}`, ritaToken);
      expect(mine.json() as Array<{ professionalName: string; recruiter: string }>).toMatchObject([
        { professionalName: 'Eva Prado', recruiter: 'Rita Henriques', opportunityTitle: 'Backend Java' },
      ]);
      const opportunities = await get('/api/reports/opportunitiesReport/2026-01-01/2026-01-31/me', ritaToken);
      expect(opportunities.json()).toMatchObject([
        { title: 'Backend Java', responsible: 'Rita Henriques', candidates: 2, hired: 0 },
      ]);
      const registered = await get('/api/reports/ProfessionalsRegisteredByHR/2026-01-01/2026-01-31/all');
      expect(registered.json()).toMatchObject([{ displayName: 'Bia Lima', recruiter: 'Rita Henriques' }]);
      const future = await get('/api/reports/opportunitiesReport/2026-01-01/2999-01-31/all');
      expect(future.json().code).toBe('REPORT_END_IN_FUTURE');
      const malformed = await get('/api/reports/opportunitiesReport/yesterday/2026-01-31/all');
      expect(malformed.statusCode).toBe(400);
    });

    it('refuses a recruiter who is not a manager the whole team or another recruiter (002 §6)', async () => {
      for (const url of [
        '/api/reports/preRegisterReport/2026-01-01/2026-01-31/all',
        '/api/reports/opportunitiesReport/2026-01-01/2026-01-31/all',
        `/api/reports/ProfessionalsRegisteredByHR/2026-01-01/2026-01-31/${rui.id}`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: authHeader(ritaToken) });
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({ code: 'REPORT_MANAGER_ONLY', field: 'responsible' });
      }
    });

    it('documents the three path parameters in the OpenAPI description', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json() as {
        paths: Record<
          string,
          Record<string, { description?: string; parameters?: Array<{ name: string; in: string }> }>
        >;
      };
      for (const report of ['preRegisterReport', 'opportunitiesReport', 'ProfessionalsRegisteredByHR']) {
        const operation = document.paths[`/api/reports/${report}/{start}/{end}/{responsible}`]?.get;
        expect(operation?.parameters?.filter((p) => p.in === 'path').map((p) => p.name)).toEqual([
          'start',
          'end',
          'responsible',
        ]);
        expect(operation?.description).toContain('{start} and {end}');
        expect(operation?.description).toContain('{responsible}');
      }
      expect(document.paths['/api/reports/export/{kind}']?.get).toBeDefined();
    });
  });

  describe('CSV exports', () => {
    it('data flavour: comma, no BOM, ISO dates, the preamble and formula injection neutralised', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/reports/export/deleted-profiles?flavour=data&start=2026-01-01&end=2026-01-31',
        headers: { ...authHeader(ritaToken), 'accept-language': 'pt-BR' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toMatch(
        /attachment; filename="mosaico-deleted-profiles-.*-data\.csv"/,
      );
      const text = response.body;
      expect(text.charCodeAt(0)).not.toBe(0xfeff);
      const lines = parseCsv(text, ',');
      expect(lines[0]).toEqual(['Relatório', 'Perfis excluídos']);
      expect(lines[1]).toEqual(['Período', '2026-01-01 – 2026-01-31']);
      expect(lines.find((line) => line[0] === 'Exportado por')?.[1]).toContain(rita.email);
      const header = lines.findIndex((line) => line[0] === 'Nome');
      expect(lines[header]).toEqual(['Nome', 'E-mail', 'Data', 'Comentário']);
      expect(lines[header + 1]).toEqual([
        'Carla Dias',
        'carla@mosaico.test',
        '2026-01-05T09:00:00.000Z',
        `'=HYPERLINK("x")`,
      ]);
    });

    it('pages past more than a page of rows created in one millisecond, each once (the cursor keeps microseconds)', async () => {
      const { db } = t.app.ctx.database;
      // One bulk insert: 501 opportunities at one instant with microseconds, as a seed or an import writes them.
      await db.insert(opportunities).values(
        Array.from({ length: 501 }, (_, n) => ({
          titulo: `Bulk ${n}`,
          isPublic: true,
          quantidadeVagas: 1,
          label: '1' as const,
          responsibleId: rui.id,
          createdAt: sql`'2025-08-10 10:00:00.654321+00'::timestamptz`,
        })),
      );
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/reports/export/opportunities?flavour=data&start=2025-08-01&end=2025-08-31&responsible=${rui.id}`,
        headers: { ...authHeader(managerToken), 'accept-language': 'en-US' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const lines = parseCsv(response.body, ',');
      const header = lines.findIndex((line) => line[0] === 'Date');
      const titles = lines.slice(header + 1).map((line) => line[2]);
      expect(titles).toHaveLength(501);
      expect(new Set(titles).size).toBe(501);
    });

    it('excel flavour: BOM, semicolon in Portuguese, comma in English, CRLF', async () => {
      const pt = await t.app.inject({
        method: 'GET',
        url: '/api/reports/export/evaluations?flavour=excel&dateStart=2026-01-01&dateEnd=2026-01-31&responsible=all',
        headers: { ...authHeader(managerToken), 'accept-language': 'pt-PT' },
      });
      expect(pt.statusCode, pt.body).toBe(200);
      expect(pt.body.startsWith('\uFEFF')).toBe(true);
      expect(pt.body).not.toContain('sep=');
      expect(pt.body).toContain('\r\n');
      const rows = parseCsv(pt.body.slice(1), ';');
      expect(rows).toContainEqual(['Nome', 'Recrutamento', 'Avaliação', 'Seleção', 'Apresentação']);
      expect(rows).toContainEqual(['Rita Henriques', '2', '1', '1', '0']);
      const en = await t.app.inject({
        method: 'GET',
        url: '/api/reports/export/evaluations?flavour=excel&dateStart=2026-01-01&dateEnd=2026-01-31&responsible=all',
        headers: { ...authHeader(managerToken), 'accept-language': 'en-US' },
      });
      expect(parseCsv(en.body.slice(1), ',')).toContainEqual([
        'Name',
        'Recruitment',
        'Evaluation',
        'Selection',
        'Presentation',
      ]);
    });

    it('applies the report rules to exports too, and refuses professionals', async () => {
      const all = await t.app.inject({
        method: 'GET',
        url: '/api/reports/export/evaluations?flavour=data&dateStart=2026-01-01&dateEnd=2026-01-31&responsible=all',
        headers: authHeader(ritaToken),
      });
      expect(all.statusCode).toBe(400);
      expect(all.json()).toMatchObject({ code: 'REPORT_MANAGER_ONLY', field: 'responsible' });
      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/reports/export/opportunities?flavour=data',
        headers: authHeader(ritaToken),
      });
      expect(missing.statusCode).toBe(400);
      const professional = await t.app.inject({
        method: 'GET',
        url: '/api/reports/export/deleted-profiles',
        headers: authHeader(proToken),
      });
      expect(professional.statusCode).toBe(403);
    });
  });

  describe('mail and signed links', () => {
    it('mails the CSV to the signed-in recruiter with a link that opens the report', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/reports/sendReportEmail',
        headers: { ...authHeader(ritaToken), 'accept-language': 'en-US' },
        payload: {
          report: 'pre-registrations',
          flavour: 'excel',
          filters: { start: '2026-01-01', end: '2026-01-31', responsible: 'me' },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { link } = response.json() as { link: string };
      const mail = await lastMailTo(t, rita.email);
      expect(mail?.template).toBe('report');
      expect(mail?.text).toContain(link);
      const attachment = mail?.attachments[0];
      expect(attachment?.filename).toMatch(/\.csv$/);
      expect(attachment?.content.startsWith('\uFEFF')).toBe(true);
      expect(attachment?.content).toContain('Eva Prado');

      const token = link.split('/reports/')[1] ?? '';
      const opened = await t.app.inject({
        method: 'GET',
        url: `/api/reports/token/${token}`,
        headers: authHeader(managerToken),
      });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toMatchObject({
        report: 'pre-registrations',
        filters: { start: '2026-01-01', end: '2026-01-31', responsible: 'me' },
      });
      const byProfessional = await t.app.inject({
        method: 'GET',
        url: `/api/reports/token/${token}`,
        headers: authHeader(proToken),
      });
      expect(byProfessional.statusCode).toBe(403);
      const byVisitor = await t.app.inject({ method: 'GET', url: `/api/reports/token/${token}` });
      expect(byVisitor.statusCode).toBe(401);
    });

    it('refuses a tampered or expired token', async () => {
      const { db } = t.app.ctx.database;
      const secret = t.app.ctx.config.jwtSecret;
      const filters = { dateStart: '2026-01-01', dateEnd: '2026-01-08', responsible: 'me' };
      const { token } = await createReportLink(db, secret, {
        report: 'evaluations',
        filters,
        createdBy: rita.id,
      });
      const open = (value: string) =>
        t.app.inject({ method: 'GET', url: `/api/reports/token/${value}`, headers: authHeader(ritaToken) });
      const valid = await open(token);
      expect(valid.statusCode, valid.body).toBe(200);
      expect(valid.json()).toMatchObject({ report: 'evaluations', filters });
      const [id, signature] = token.split('.') as [string, string];
      const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      for (const tampered of [`${id}.${flipped}`, `${id}x.${signature}`, id, 'garbage']) {
        const response = await open(tampered);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('REPORT_LINK_INVALID');
      }
      // The row altered in the database (filters widened) no longer matches its signature.
      await db
        .update(reportLinks)
        .set({ filters: { ...filters, responsible: 'all' } })
        .where(eq(reportLinks.id, id));
      expect((await open(token)).json().code).toBe('REPORT_LINK_INVALID');
      // Signed with another secret: refused.
      const other = await createReportLink(db, 'x'.repeat(48), {
        report: 'evaluations',
        filters,
        createdBy: rita.id,
      });
      expect((await open(other.token)).json().code).toBe('REPORT_LINK_INVALID');
      // Made 8 days ago: expired a day ago, and still kept (the purge waits 30 days after the expiry).
      const madeAt = new Date(Date.now() - 8 * 86_400_000);
      const old = await createReportLink(db, secret, {
        report: 'evaluations',
        filters,
        createdBy: rita.id,
        now: madeAt,
      });
      const expired = await open(old.token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('REPORT_LINK_EXPIRED');
      await expect(
        readReportLink(db, secret, old.token, new Date(madeAt.getTime() + 86_400_000)),
      ).resolves.toMatchObject({
        report: 'evaluations',
      });
    });

    it('purges links expired more than 30 days ago, hourly on the queue', async () => {
      const { db } = t.app.ctx.database;
      const secret = t.app.ctx.config.jwtSecret;
      const made = (daysAgo: number) =>
        createReportLink(db, secret, {
          report: 'evaluations',
          filters: { dateStart: '2026-01-01', dateEnd: '2026-01-08', responsible: 'me' },
          createdBy: rita.id,
          now: new Date(Date.now() - daysAgo * 86_400_000),
        });
      const long = await made(40); // expired 33 days ago
      const recent = await made(10); // expired 3 days ago
      const fresh = await made(0);
      const idOf = (token: string) => token.split('.')[0] as string;
      const kept = async () =>
        (await db.select({ id: reportLinks.id }).from(reportLinks)).map((row) => row.id);

      // The job's run: the purge, then its next run queued an hour later.
      expect(await runReportLinkPurge(t.app.ctx)).toBeGreaterThanOrEqual(1);
      const left = await kept();
      expect(left).not.toContain(idOf(long.token));
      expect(left).toEqual(expect.arrayContaining([idOf(recent.token), idOf(fresh.token)]));
      expect(await t.app.ctx.queue.pending(PURGE_REPORT_LINKS_JOB)).toBeGreaterThanOrEqual(1);

      const open = (token: string) =>
        t.app.inject({ method: 'GET', url: `/api/reports/token/${token}`, headers: authHeader(ritaToken) });
      expect((await open(long.token)).json().code).toBe('REPORT_LINK_INVALID');
      expect((await open(recent.token)).json().code).toBe('REPORT_LINK_EXPIRED');
      expect((await open(fresh.token)).statusCode).toBe(200);
      // The boundary: a link expired exactly 30 days before `now` stays; a millisecond more and it goes.
      const edge = await made(37);
      const expiry = new Date(Date.now() - 30 * 86_400_000);
      await db
        .update(reportLinks)
        .set({ expiresAt: expiry })
        .where(eq(reportLinks.id, idOf(edge.token)));
      expect(await purgeExpiredReportLinks(db, new Date(expiry.getTime() + 30 * 86_400_000))).toBe(0);
      expect(await purgeExpiredReportLinks(db, new Date(expiry.getTime() + 30 * 86_400_000 + 1))).toBe(1);
    });
  });
});
