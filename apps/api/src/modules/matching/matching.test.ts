import type { CompatibleOpportunity, CompatiblesResponse, OpportunityCandidate } from '@mosaico/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  signIn,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import { waitUntil } from '../../../test/wait-until';
import type { OpportunityCriterion } from '../../db/schema';
import { candidatures, files, opportunities, userSkills, users } from '../../db/schema';
import { markRequested } from './matching.repository';
import { requestOpportunityMatch, requestProfessionalMatch } from './matching.service';

const SAO_PAULO = { place_id: 'sp', formatted_address: 'São Paulo, SP, Brasil', lat: -23.55, lng: -46.63 };
const LISBOA = { place_id: 'lx', formatted_address: 'Lisboa, Lisboa, Portugal', lat: 38.72, lng: -9.14 };

const criteria: OpportunityCriterion[] = [
  { nome: 'Java', termos: ['JVM'], peso: 3, necessary: true },
  { nome: 'React', termos: ['ReactJS'], peso: 2, necessary: false },
  { nome: 'Inglês', termos: ['English'], peso: 1, necessary: false },
];

describe('matching engine calls', () => {
  let t: TestApp;
  let recruiterToken: string;
  let ana: TestUser;
  let anaToken: string;
  let bruno: TestUser;
  let carla: TestUser;
  let davi: TestUser;
  let elisa: TestUser;
  let opportunityId: string;
  let remoteId: string;

  async function professional(
    name: string,
    place: typeof SAO_PAULO | null,
    skills: Array<{ nome: string; level: number; source?: string }>,
    extra: Partial<typeof users.$inferInsert> = {},
  ): Promise<TestUser> {
    const user = await createUser(t, { firstName: name, lastName: 'Teste' });
    const db = t.app.ctx.database.db;
    await db
      .update(users)
      .set({
        formattedAddress: place?.formatted_address ?? null,
        latitude: place?.lat ?? null,
        longitude: place?.lng ?? null,
        ...extra,
      })
      .where(eq(users.id, user.id));
    if (skills.length > 0) {
      await db
        .insert(userSkills)
        .values(
          skills.map((skill, position) => ({ userId: user.id, position, source: 'declared', ...skill })),
        );
    }
    return user;
  }

  async function get<T>(url: string, token = recruiterToken): Promise<T> {
    const response = await t.app.inject({ method: 'GET', url, headers: authHeader(token) });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as T;
  }

  async function untilCompleted(url: string, token = recruiterToken): Promise<void> {
    await waitUntil(async () => (await get<{ status: string }>(url, token)).status === 'completed', {
      what: url,
    });
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const recruiter = await createUser(t, { roles: ['rh'] });
    recruiterToken = await signIn(t, recruiter.email, recruiter.password);

    // Ana: Java 3 (via synonym), React 2, English 1, in São Paulo: (300 + 132 + 33) / 6 = 77.5 → 78.
    ana = await professional('Ana', SAO_PAULO, [
      { nome: 'jvm', level: 3 },
      { nome: 'ReactJS', level: 2 },
      { nome: 'ENGLISH', level: 1 },
    ]);
    anaToken = await signIn(t, ana.email, ana.password);
    // Bruno: Java 1 and a provider-only React (level 2), PCD: (99 + 132) / 6 = 38.5 → 39.
    bruno = await professional(
      'Bruno',
      SAO_PAULO,
      [
        { nome: 'Java', level: 1 },
        { nome: 'React', level: 3, source: 'linkedin' },
      ],
      { personalData: { pcdUser: { isUserPCD: true } } },
    );
    // Carla: Inglês 3, talent, living within 50 km of São Paulo (Guarulhos) without sharing an address part.
    carla = await professional(
      'Carla',
      { place_id: 'gru', formatted_address: 'Guarulhos', lat: -23.46, lng: -46.53 },
      [{ nome: 'inglês', level: 3 }],
      { flags: { talent: { status: true } } },
    );
    // Davi fits on skills but lives in Lisbon: not eligible for the São Paulo opportunity.
    davi = await professional('Davi', LISBOA, [{ nome: 'Java', level: 3 }]);
    // Elisa has no matching skill.
    elisa = await professional('Elisa', SAO_PAULO, [{ nome: 'Cobol', level: 3 }]);

    const db = t.app.ctx.database.db;
    const [created] = await db
      .insert(opportunities)
      .values({ titulo: 'Desenvolvedor Java', isPublic: true, locations: [SAO_PAULO], criterias: criteria })
      .returning({ id: opportunities.id });
    const [remote] = await db
      .insert(opportunities)
      .values({
        titulo: 'Kotlin remoto',
        isPublic: true,
        homeOffice: true,
        opportunityType: { remote: true, hybrid: false, inPerson: false },
        criterias: [
          { nome: 'Kotlin', termos: [], peso: 3, necessary: true },
          { nome: 'Java', termos: ['JVM'], peso: 1, necessary: false },
        ],
      })
      .returning({ id: opportunities.id });
    if (!created || !remote) throw new Error('no opportunity');
    opportunityId = created.id;
    remoteId = remote.id;
    // Ana applied before the first computation: her nivelAderencia starts at 0.
    await db.insert(candidatures).values({ opportunityId, userId: ana.id, kind: 'candidate' });

    await requestOpportunityMatch(t.app.ctx, opportunityId);
    await requestOpportunityMatch(t.app.ctx, remoteId);
    await untilCompleted(`/api/opportunity/${opportunityId}/get-status-compativeis`);
    await untilCompleted(`/api/opportunity/${remoteId}/get-status-compativeis`);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('ranks the compatibles of an opportunity by adherence, with eligibility by address part or distance', async () => {
    const page = await get<CompatiblesResponse>(
      `/api/opportunity/${opportunityId}/compatibles/12/1/0?weaker=true`,
    );
    expect(page.title).toBe('Desenvolvedor Java');
    expect(page.isFinished).toBe(false);
    expect(page.total).toBe(3);
    // Carla: Inglês only, 100 × 1 / 6 = 16.7 → 17.
    expect(page.usersList.map((item) => [item._usuario.displayName, item.nivelAderencia])).toEqual([
      ['Ana Teste', 78],
      ['Bruno Teste', 39],
      ['Carla Teste', 17],
    ]);
    const ids = page.usersList.map((item) => item._usuario._id);
    expect(ids).not.toContain(davi.id);
    expect(ids).not.toContain(elisa.id);
    // DECISIONS 'Compatible': without the switch the tab and its total hold only those above 60 %.
    const compatible = await get<CompatiblesResponse>(`/api/opportunity/${opportunityId}/compatibles/12/1/0`);
    expect(compatible.total).toBe(1);
    expect(compatible.usersList.map((item) => item._usuario.displayName)).toEqual(['Ana Teste']);
  });

  it('explains each score per criterion on the card', async () => {
    const page = await get<CompatiblesResponse>(
      `/api/opportunity/${opportunityId}/compatibles/12/1/0?weaker=true`,
    );
    const anaCard = page.usersList.find((item) => item._usuario._id === ana.id);
    expect(
      anaCard?.explanation.criterias.map((c) => [c.nome, c.matchedSkill, c.matchedTerm, c.level, c.points]),
    ).toEqual([
      ['Java', 'jvm', 'JVM', 3, 300],
      ['React', 'ReactJS', 'ReactJS', 2, 132],
      ['Inglês', 'ENGLISH', 'English', 1, 33],
    ]);
    expect(anaCard?.candidatureKind).toBe('candidate');
    expect(anaCard?.status.current).toBe(0);
    const brunoCard = page.usersList.find((item) => item._usuario._id === bruno.id);
    expect(brunoCard?.explanation.criterias[1]).toMatchObject({
      source: 'linkedin',
      level: 2,
      color: 'yellow',
    });
  });

  it('stores the adherence on existing candidatures', async () => {
    const [row] = await t.app.ctx.database.db
      .select({ nivel: candidatures.nivelAderencia })
      .from(candidatures)
      .where(and(eq(candidatures.opportunityId, opportunityId), eq(candidatures.userId, ana.id)));
    expect(row?.nivel).toBe(78);
  });

  it('orders PCD first (1) and Talents first (4)', async () => {
    const pcd = await get<CompatiblesResponse>(
      `/api/opportunity/${opportunityId}/compatibles/12/1/1?weaker=true`,
    );
    expect(pcd.usersList.map((item) => item._usuario._id)).toEqual([bruno.id, ana.id, carla.id]);
    const talents = await get<CompatiblesResponse>(
      `/api/opportunity/${opportunityId}/compatibles/12/1/4?weaker=true`,
    );
    expect(talents.usersList.map((item) => item._usuario._id)).toEqual([carla.id, ana.id, bruno.id]);
  });

  it('pages from 1 with the asked size and keeps the total', async () => {
    const first = await get<CompatiblesResponse>(
      `/api/opportunity/${opportunityId}/compatibles/2/1/0?weaker=true`,
    );
    const second = await get<CompatiblesResponse>(
      `/api/opportunity/${opportunityId}/compatibles/2/2/0?weaker=true`,
    );
    const third = await get<CompatiblesResponse>(
      `/api/opportunity/${opportunityId}/compatibles/2/3/0?weaker=true`,
    );
    expect(first.usersList.map((item) => item._usuario._id)).toEqual([ana.id, bruno.id]);
    expect(second.usersList.map((item) => item._usuario._id)).toEqual([carla.id]);
    expect(third.usersList).toEqual([]);
    expect([first.total, second.total, third.total]).toEqual([3, 3, 3]);
  });

  it('refuses an unknown order key and an unknown opportunity', async () => {
    const badOrder = await t.app.inject({
      method: 'GET',
      url: `/api/opportunity/${opportunityId}/compatibles/12/1/2`,
      headers: authHeader(recruiterToken),
    });
    expect(badOrder.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/opportunity/nope/compatibles/12/1/0',
      headers: authHeader(recruiterToken),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'OPPORTUNITY_NOT_FOUND' });
  });

  it('masks contacts unless the channel is active', async () => {
    await t.app.ctx.database.db
      .update(users)
      .set({
        contacts: [{ tipo: 'Preferencial', contato: '(11) 98765-4321', locale: 'pt-BR' }],
        notificationsSettings: {
          isActive: false,
          channels: [
            { name: 'E-mail', isActive: false },
            { name: 'Telefone', isActive: false },
          ],
        },
      })
      .where(eq(users.id, bruno.id));
    const page = await get<CompatiblesResponse>(
      `/api/opportunity/${opportunityId}/compatibles/12/1/0?weaker=true`,
    );
    const card = page.usersList.find((item) => item._usuario._id === bruno.id);
    expect(card?._usuario.email).not.toBe(bruno.email);
    expect(card?._usuario.email.slice(0, 2)).toBe(bruno.email.slice(0, 2));
    expect(card?._usuario.contato.lista[0]?.contato).toBe('(11) *****-*321');
  });

  it("lists a professional's compatible open opportunities, best first, to them and to recruiters", async () => {
    const own = await get<CompatibleOpportunity[]>(`/api/users/${ana.id}/get-vagas-compativeis`, anaToken);
    expect(own.map((item) => [item.title, item.nivelAderencia, item.isCandidate])).toEqual([
      ['Desenvolvedor Java', 78, true],
      // Not 'Kotlin remoto': Java 3 of (Kotlin 3 + Java 1) → 100 / 4 = 25, not above 60 % (DECISIONS 'Compatible').
    ]);
    const home = await get<CompatibleOpportunity[]>(
      `/api/opportunity/list/${ana.id}/compatiblesOpportunities`,
      anaToken,
    );
    expect(home).toEqual(own);
    const byRecruiter = await get<CompatibleOpportunity[]>(`/api/users/${davi.id}/get-vagas-compativeis`);
    // Davi lives in Lisbon: only the remote one fits, and not above 60 %.
    expect(byRecruiter.map((item) => [item.title, item.nivelAderencia])).toEqual([]);
  });

  it('keeps a professional to their own data and compatibles to recruiters', async () => {
    const cases: Array<[string, string | null, number]> = [
      [`/api/users/${bruno.id}/get-vagas-compativeis`, anaToken, 403],
      [`/api/opportunity/list/${bruno.id}/compatiblesOpportunities`, anaToken, 403],
      [`/api/users/${bruno.id}/get-status-vagas`, anaToken, 403],
      [`/api/opportunity/list/criteria-unmatch/${bruno.id}`, anaToken, 403],
      [`/api/users/criteria-unmatch/${bruno.id}`, anaToken, 403],
      [`/api/users/criteria-unmatch/${ana.id}`, anaToken, 200],
      [`/api/users/criteria-unmatch/${ana.id}`, null, 401],
      [`/api/opportunity/${opportunityId}/candidate/${bruno.id}`, anaToken, 403],
      [`/api/opportunity/${opportunityId}/compatibles/12/1/0`, anaToken, 403],
      [`/api/opportunity/${opportunityId}/get-status-compativeis`, anaToken, 403],
      // 000 §7 lists it for candidates: their own id only.
      [`/api/users/talent/high-compatibles-opportunities/${bruno.id}`, anaToken, 403],
      [`/api/users/talent/high-compatibles-opportunities/${ana.id}`, anaToken, 200],
      [`/api/users/${ana.id}/get-vagas-compativeis`, null, 401],
      [`/api/opportunity/${opportunityId}/compatibles/12/1/0`, null, 401],
    ];
    for (const [url, token, status] of cases) {
      const response = await t.app.inject({ method: 'GET', url, headers: token ? authHeader(token) : {} });
      expect([url, response.statusCode]).toEqual([url, status]);
    }
  });

  it('lists high-compatibility opportunities (above 60 %) for recruiters and for the professional', async () => {
    expect(
      await get<unknown[]>(`/api/users/talent/high-compatibles-opportunities/${ana.id}`, anaToken),
    ).toHaveLength(1);
    expect(await get(`/api/users/talent/high-compatibles-opportunities/${ana.id}`)).toEqual([
      expect.objectContaining({ title: 'Desenvolvedor Java', nivelAderencia: 78 }),
    ]);
    expect(await get(`/api/users/talent/high-compatibles-opportunities/${bruno.id}`)).toEqual([]);
  });

  it('suggests the criteria that compatible opportunities require and the profile lacks', async () => {
    expect(await get(`/api/opportunity/list/criteria-unmatch/${davi.id}`)).toEqual([{ nome: 'Kotlin' }]);
    // Bruno lacks English on the São Paulo opportunity and Kotlin on the remote one.
    const tips = await get<Array<{ nome: string }>>(`/api/opportunity/list/criteria-unmatch/${bruno.id}`);
    expect(tips.map((tip) => tip.nome).sort()).toEqual(['Inglês', 'Kotlin']);
    // 002 §7.3: the same tips by user id, under the users area.
    expect(await get(`/api/users/criteria-unmatch/${bruno.id}`)).toEqual(tips);
    expect(await get(`/api/users/criteria-unmatch/${davi.id}`)).toEqual([{ nome: 'Kotlin' }]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/users/criteria-unmatch/not-an-id',
      headers: authHeader(recruiterToken),
    });
    // An id that names nobody: not found, never a 500.
    expect(bad.statusCode).toBe(404);
  });

  it('explains one pair with levels, colours, captions and CV findings', async () => {
    await t.app.ctx.database.db.insert(files).values({
      ownerId: carla.id,
      kind: 'cv',
      storageKey: 'cv/carla.pdf',
      fileName: 'carla.pdf',
      mimeType: 'application/pdf',
      size: 10,
      textContent: 'Desenvolvedora com experiência em React e Node.js.',
      // An attached CV (on her profile), not an upload left unattached or a feed attachment.
      attachedAt: new Date(),
    });
    const carlaToken = await signIn(t, carla.email, carla.password);
    const own = await get<OpportunityCandidate>(
      `/api/opportunity/${opportunityId}/candidate/${carla.id}`,
      carlaToken,
    );
    expect(own.nivelAderencia).toBe(17);
    expect(own.eligible).toBe(true);
    expect(own.requiredCriterias.map((c) => c.nome)).toEqual(['Java']);
    expect(
      own.desirableCriterias.map((c) => [c.nome, c.level, c.caption, c.color, c.foundInCvOnly, c.source]),
    ).toEqual([
      ['React', 0, 'notFound', 'none', true, 'cv'],
      ['Inglês', 3, 'advanced', 'green', false, 'declared'],
    ]);
    expect(own.criterias.every((c) => c.hasModification === false)).toBe(true);
    // The recruiter reads the same explanation.
    const recruiterView = await get<OpportunityCandidate>(
      `/api/opportunity/${opportunityId}/candidate/${carla.id}`,
    );
    expect(recruiterView.criterias).toEqual(own.criterias);
  });

  it('reflects a raised criterion level once the status turns completed', async () => {
    const status = `/api/users/${bruno.id}/get-status-vagas`;
    const brunoToken = await signIn(t, bruno.email, bruno.password);
    expect(await get(status, brunoToken)).toEqual({ status: 'completed' });
    // A request that no job has taken yet reads 'processing'.
    await markRequested(t.app.ctx.database.db, 'professional', bruno.id);
    expect(await get(status, brunoToken)).toEqual({ status: 'processing' });

    // As the candidature details save: the Java level goes from 1 to 3, then the engine is asked.
    await t.app.ctx.database.db
      .update(userSkills)
      .set({ level: 3 })
      .where(and(eq(userSkills.userId, bruno.id), eq(userSkills.nome, 'Java')));
    await t.app.ctx.database.db
      .insert(candidatures)
      .values({ opportunityId, userId: bruno.id, kind: 'candidate' });
    await requestProfessionalMatch(t.app.ctx, bruno.id);
    await untilCompleted(status, brunoToken);

    // (300 + 132) / 6 = 72.
    const list = await get<CompatibleOpportunity[]>(
      `/api/users/${bruno.id}/get-vagas-compativeis`,
      brunoToken,
    );
    expect(list.find((item) => item.id === opportunityId)?.nivelAderencia).toBe(72);
    const page = await get<CompatiblesResponse>(
      `/api/opportunity/${opportunityId}/compatibles/12/1/0?weaker=true`,
    );
    expect(page.usersList.map((item) => [item._usuario._id, item.nivelAderencia])).toEqual([
      [ana.id, 78],
      [bruno.id, 72],
      [carla.id, 17],
    ]);
    const [row] = await t.app.ctx.database.db
      .select({ nivel: candidatures.nivelAderencia })
      .from(candidatures)
      .where(and(eq(candidatures.opportunityId, opportunityId), eq(candidatures.userId, bruno.id)));
    expect(row?.nivel).toBe(72);
  });

  it('drops a professional who moves out of range when the opportunity is recomputed', async () => {
    await t.app.ctx.database.db
      .update(users)
      .set({ formattedAddress: LISBOA.formatted_address, latitude: LISBOA.lat, longitude: LISBOA.lng })
      .where(eq(users.id, carla.id));
    await requestOpportunityMatch(t.app.ctx, opportunityId);
    await untilCompleted(`/api/opportunity/${opportunityId}/get-status-compativeis`);
    const page = await get<CompatiblesResponse>(
      `/api/opportunity/${opportunityId}/compatibles/12/1/0?weaker=true`,
    );
    expect(page.usersList.map((item) => item._usuario._id)).not.toContain(carla.id);
    expect(page.total).toBe(2);
  });
});
