import type { OpportunityDetail, OpportunityDetailFull } from '@mosaico/domain';
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
import { insertOpportunity, insertSkill } from '../../../test/search-fixtures';
import { waitUntil } from '../../../test/wait-until';
import { candidatures, type OpportunityCriterion, squads } from '../../db/schema';

const LISBOA = { place_id: 'lx', formatted_address: 'Lisboa, Lisboa, Portugal', lat: 38.72, lng: -9.14 };
const criterias: OpportunityCriterion[] = [
  { nome: 'Java', termos: ['JVM'], peso: 3, necessary: true },
  { nome: 'React', termos: ['ReactJS'], peso: 2, necessary: false },
];
const mosaic = [
  {
    detalhe: { nome: 'Java', nomeCaption: 'Java', classif: 'digomais' },
    posicao: { row: 0, col: 0, sizex: 2, sizey: 1, color: '#2a9d8f', fontsize: 2 },
    selected: true,
  },
  { detalhe: { nome: 'Broken' }, posicao: { row: 0, col: 9, sizex: 2, sizey: 1 } },
  { detalhe: { nome: 'Unselected' }, posicao: { row: 1, col: 0, sizex: 2, sizey: 1 }, selected: false },
];

describe('opportunity detail and applying', () => {
  let t: TestApp;
  let recruiter: TestUser;
  let recruiterToken: string;
  let pro: TestUser;
  let proToken: string;
  let other: TestUser;
  let otherToken: string;
  let openId: string;
  let squadId: string;

  const get = (id: string, token?: string, language = 'en-US') =>
    t.app.inject({
      method: 'GET',
      url: `/api/opportunity/${id}`,
      headers: { 'accept-language': language, ...(token ? authHeader(token) : {}) },
    });
  const apply = (id: string, token: string | null, body: Record<string, unknown>, language = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: `/api/opportunity/${id}/becomeCandidate`,
      headers: { 'accept-language': language, ...(token ? authHeader(token) : {}) },
      payload: body,
    });
  const professionalBody = (userId: string, indicadoPor?: string | null) => ({
    activeLanguage: 'pt-BR',
    attachmentUrl: null,
    ...(indicadoPor !== undefined ? { indicadoPor } : {}),
    _usuario: { _id: userId },
  });
  async function candidatureOf(opportunityId: string, userId: string) {
    const [row] = await t.app.ctx.database.db
      .select()
      .from(candidatures)
      .where(and(eq(candidatures.opportunityId, opportunityId), eq(candidatures.userId, userId)));
    return row;
  }

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    recruiter = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Recrutadora' });
    recruiterToken = await signIn(t, recruiter.email, recruiter.password);
    pro = await createUser(t, { firstName: 'Paula' });
    proToken = await signIn(t, pro.email, pro.password);
    other = await createUser(t, { firstName: 'Otto' });
    otherToken = await signIn(t, other.email, other.password);
    const [squad] = await t.app.ctx.database.db.insert(squads).values({ name: 'Squad Azul' }).returning();
    squadId = squad?.id ?? '';
    const open = await insertOpportunity(t.app, {
      titulo: 'Desenvolvedor Java',
      client: 'Banco Sigiloso',
      detalhes: '<p>Vaga em <strong>Lisboa</strong></p>',
      detalhesEn: '<p>Role in Lisbon</p>',
      locations: [LISBOA],
      opportunityType: { remote: false, hybrid: true, inPerson: false },
      criterias,
      mosaic,
      squadId,
      responsibleId: recruiter.id,
      specialReferAndEarn: true,
      rewardAmount: '1500.00',
      referAndEarnDate: new Date('2026-12-01T00:00:00Z'),
      fase: 2,
    });
    openId = open.id;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/opportunity/:id', () => {
    it('shows an available opportunity to a visitor without the recruiter fields', async () => {
      const response = await get(openId);
      expect(response.statusCode).toBe(200);
      const body = response.json() as OpportunityDetailFull;
      expect(body).toMatchObject({
        restricted: false,
        available: true,
        _id: openId,
        titulo: 'Desenvolvedor Java',
        detalhes: '<p>Vaga em <strong>Lisboa</strong></p>',
        detalhesEn: '<p>Role in Lisbon</p>',
        location: [LISBOA],
        homeOffice: false,
        opportunityType: { remote: false, hybrid: true, inPerson: false },
        criterias,
        isPublic: true,
        isFinished: false,
        quantidadeVagas: 1,
        fase: 2,
        label: '1',
        stage: 'evaluation',
        status: 'published',
        isCandidate: false,
        isEnrolled: false,
        nivelAderencia: null,
        client: null,
        squad: null,
        responsible: null,
        specialReferAndEarn: null,
        rewardAmount: null,
        publicationDate: null,
        referAndEarnDate: null,
      });
      expect(typeof body.idOpportunity).toBe('number');
      expect(new Date(body.created).toString()).not.toBe('Invalid Date');
      // Only well-formed, selected tiles reach the client.
      expect(body.mosaico).toEqual([
        {
          detalhe: { nome: 'Java' },
          posicao: { row: 0, col: 0, sizex: 2, sizey: 1, color: '#2a9d8f', fontsize: 2 },
        },
      ]);
    });

    it('gives recruiters the client, squad, responsible and refer-and-earn fields', async () => {
      const body = (await get(openId, recruiterToken)).json() as OpportunityDetailFull;
      expect(body).toMatchObject({
        client: 'Banco Sigiloso',
        squad: { _id: squadId, name: 'Squad Azul' },
        responsible: { _id: recruiter.id, displayName: 'Rita Recrutadora' },
        specialReferAndEarn: true,
        rewardAmount: '1500.00',
      });
      expect(body.publicationDate).not.toBeNull();
      // The programme's own date, apart from the publication instant.
      expect(body.referAndEarnDate).toBe('2026-12-01T00:00:00.000Z');
    });

    it('answers 404 OPPORTUNITY_NOT_FOUND for an unknown id, translated', async () => {
      const response = await get('00000000-0000-0000-0000-000000000000', proToken, 'pt-BR');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'OPPORTUNITY_NOT_FOUND',
        message: 'Vaga não encontrada',
      });
      expect((await get('nope')).statusCode).toBe(404);
    });

    it('gives professionals and visitors only the title of a finished, unpublished or filled opportunity', async () => {
      const cases = [
        { values: { isFinished: true }, stage: 'recruitment', status: 'finished' },
        { values: { isPublic: false }, stage: 'review', status: 'notPublished' },
        { values: { quantidadeVagas: 0 }, stage: 'closed', status: 'published' },
      ] as const;
      for (const [index, item] of cases.entries()) {
        const row = await insertOpportunity(t.app, {
          titulo: `Indisponível ${index}`,
          client: 'Cliente X',
          detalhes: '<p>segredo</p>',
          ...item.values,
        });
        for (const token of [undefined, proToken]) {
          const response = await get(row.id, token);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({
            restricted: true,
            available: false,
            _id: row.id,
            titulo: `Indisponível ${index}`,
            isCandidate: false,
            isEnrolled: false,
          });
        }
        const full = (await get(row.id, recruiterToken)).json() as OpportunityDetail;
        expect(full).toMatchObject({
          restricted: false,
          available: false,
          stage: item.stage,
          status: item.status,
          client: 'Cliente X',
          detalhes: '<p>segredo</p>',
        });
      }
    });

    it('tells an enrolled professional so, with the candidature adherence', async () => {
      const row = await insertOpportunity(t.app, { titulo: 'Triagem', criterias });
      await t.app.ctx.database.db
        .insert(candidatures)
        .values({ opportunityId: row.id, userId: other.id, kind: 'enrolled', nivelAderencia: 42 });
      const body = (await get(row.id, otherToken)).json() as OpportunityDetailFull;
      expect(body).toMatchObject({ isEnrolled: true, isCandidate: false, nivelAderencia: 42 });
      // Someone else's answer says nothing about them.
      expect((await get(row.id, proToken)).json()).toMatchObject({ isEnrolled: false, nivelAderencia: null });
    });
  });

  describe('GET /api/opportunity/:id/get-opportunity-preference', () => {
    const preference = (id: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/opportunity/${id}/get-opportunity-preference`,
        headers: token ? authHeader(token) : {},
      });

    it('tells recruiters whether the opportunity prefers PCD professionals', async () => {
      const pcd = await insertOpportunity(t.app, { titulo: 'Analista PCD', pcdPref: true });
      expect((await preference(pcd.id, recruiterToken)).json()).toEqual({ pcdPref: true });
      expect((await preference(openId, recruiterToken)).json()).toEqual({ pcdPref: false });
    });

    it('is for recruiters only and knows missing opportunities', async () => {
      expect((await preference(openId)).statusCode).toBe(401);
      expect((await preference(openId, proToken)).statusCode).toBe(403);
      const missing = await preference('00000000-0000-0000-0000-000000000000', recruiterToken);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'OPPORTUNITY_NOT_FOUND' });
    });
  });

  describe('POST /api/opportunity/:id/becomeCandidate', () => {
    it('needs a session', async () => {
      const response = await apply(openId, null, professionalBody(pro.id));
      expect(response.statusCode).toBe(401);
    });

    it('applies with a referrer, answers the translated message, and computes the adherence', async () => {
      await insertSkill(t.app, pro.id, 'jvm', 3);
      await insertSkill(t.app, pro.id, 'ReactJS', 2);
      const response = await apply(openId, proToken, professionalBody(pro.id, '  Maria  Souza '), 'pt-BR');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        message: 'Candidatura realizada com sucesso!',
        code: 'CANDIDATURE_CONFIRMED_WITH_SUCCESS',
        opportunityId: openId,
      });
      const row = await candidatureOf(openId, pro.id);
      expect(row).toMatchObject({
        id: body.candidatureId,
        kind: 'candidate',
        statusCurrent: 1,
        capture: 'Indicação',
        source: 'Outros',
        indicadoPor: 'Maria Souza',
        byRh: false,
        recruiterId: null,
      });
      expect(row?.statusHistory).toEqual([{ status: 1, date: expect.any(String) }]);
      expect(row?.steps).toEqual([
        { key: 0, date: expect.any(String), capture: 'Indicação', source: 'Outros' },
      ]);

      // (3 × 100 + 2 × 66) / 5 = 86.4 → 86 once the engine reports completed.
      await waitUntil(
        async () => {
          const status = await t.app.inject({
            method: 'GET',
            url: `/api/users/${pro.id}/get-status-vagas`,
            headers: authHeader(proToken),
          });
          return status.json().status === 'completed';
        },
        { what: 'match status completed' },
      );
      expect((await candidatureOf(openId, pro.id))?.nivelAderencia).toBe(86);
      const detail = (await get(openId, proToken)).json() as OpportunityDetailFull;
      expect(detail).toMatchObject({ isCandidate: true, isEnrolled: false, nivelAderencia: 86 });
    });

    it('refuses a second application with 409 ALREADY_CANDIDATE, also for an enrolled professional', async () => {
      const again = await apply(openId, proToken, professionalBody(pro.id));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_CANDIDATE' });
      const row = await insertOpportunity(t.app, { titulo: 'Já triado' });
      await t.app.ctx.database.db
        .insert(candidatures)
        .values({ opportunityId: row.id, userId: other.id, kind: 'enrolled' });
      const enrolled = await apply(row.id, otherToken, professionalBody(other.id));
      expect(enrolled.statusCode).toBe(409);
      expect(enrolled.json()).toMatchObject({ code: 'ALREADY_CANDIDATE' });
      expect((await candidatureOf(row.id, other.id))?.kind).toBe('enrolled');
    });

    it('records an application without referrer as Divulgação', async () => {
      const row = await insertOpportunity(t.app, { titulo: 'Sem indicação' });
      // Without activeLanguage the message follows Accept-Language.
      const { activeLanguage: _language, ...body } = professionalBody(other.id, '   ');
      const response = await apply(row.id, otherToken, body, 'pt-PT');
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Candidatura efetuada com sucesso!');
      expect(await candidatureOf(row.id, other.id)).toMatchObject({
        capture: 'Divulgação',
        source: 'Outros',
        indicadoPor: null,
      });
    });

    it('refuses an opportunity that is not available (409) or does not exist (404)', async () => {
      const finished = await insertOpportunity(t.app, { titulo: 'Encerrada', isFinished: true });
      const filled = await insertOpportunity(t.app, { titulo: 'Preenchida', quantidadeVagas: 0 });
      for (const id of [finished.id, filled.id]) {
        const response = await apply(id, proToken, professionalBody(pro.id), 'pt-BR');
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'OPPORTUNITY_NOT_AVAILABLE',
          message: 'A oportunidade não está mais disponível.',
        });
        expect(await candidatureOf(id, pro.id)).toBeUndefined();
      }
      const missing = await apply('00000000-0000-0000-0000-000000000000', proToken, professionalBody(pro.id));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'OPPORTUNITY_NOT_FOUND' });
    });

    it('refuses to apply someone else unless the caller is a recruiter', async () => {
      const row = await insertOpportunity(t.app, { titulo: 'Por outra pessoa' });
      const response = await apply(row.id, proToken, professionalBody(other.id));
      expect(response.statusCode).toBe(403);
      expect(await candidatureOf(row.id, other.id)).toBeUndefined();

      const byRecruiter = await apply(row.id, recruiterToken, professionalBody(other.id));
      expect(byRecruiter.statusCode).toBe(200);
      expect(await candidatureOf(row.id, other.id)).toMatchObject({
        kind: 'candidate',
        byRh: true,
        recruiterId: recruiter.id,
      });
      const self = await apply(row.id, recruiterToken, professionalBody(recruiter.id));
      expect(self.statusCode).toBe(403);
      expect(self.json()).toMatchObject({ code: 'RECRUITERS_CANNOT_APPLY' });
    });

    it('routes the recruiter variant to enrolment, and refuses it from a professional', async () => {
      const row = await insertOpportunity(t.app, { titulo: 'Conversão' });
      const body = {
        activeLanguage: 'en-US',
        _usuario: { _id: pro.id },
        conversionType: 'inscribe',
        triageRecruitmentOptions: { capture: 'Busca', source: 'LinkedIn', date: '2026-11-20', details: '' },
        byRH: true,
      };
      const fromProfessional = await apply(row.id, proToken, body);
      expect(fromProfessional.statusCode).toBe(403);
      const incomplete = await apply(row.id, recruiterToken, {
        ...body,
        triageRecruitmentOptions: { capture: 'Busca', source: 'LinkedIn' },
      });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(incomplete.json().message).toContain('triageRecruitmentOptions.date');
      const response = await apply(row.id, recruiterToken, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 'ENROLLED_BY_RH' });
      expect(await candidatureOf(row.id, pro.id)).toMatchObject({
        kind: 'enrolled',
        statusCurrent: 0,
        byRh: true,
      });
    });

    it('validates the body', async () => {
      const response = await apply(openId, proToken, { attachmentUrl: null });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });
  });
});
