import type { OpportunityCard, RecruiterOpportunityCard } from '@mosaico/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { insertOpportunity, people, place } from '../../../test/search-fixtures';
import { waitUntil } from '../../../test/wait-until';
import { candidatures, compatibilities, opportunities } from '../../db/schema';

type Headers = { authorization: string };

describe('opportunity search calls', () => {
  let t: TestApp;
  let asRecruiter: Headers;
  let asProfessional: Headers;
  let professionalId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const who = await people(t.app);
    asRecruiter = who.asRecruiter;
    asProfessional = who.asProfessional;
    professionalId = who.professional.id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function searchOpp(query: Record<string, string>, headers?: Headers) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/opportunity/search/opp',
      query,
      ...(headers ? { headers } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      opportunities: OpportunityCard[];
      total: number;
      page: number;
      pageSize: number;
    };
  }
  const titles = (result: { opportunities: Array<{ title: string }> }) =>
    result.opportunities.map((card) => card.title).sort();

  describe('GET /api/opportunity/search/opp', () => {
    it('finds titles without accents and with accents the title lacks', async () => {
      await insertOpportunity(t.app, { titulo: 'Gestão de Projetos Ágeis' });
      await insertOpportunity(t.app, { titulo: 'Analista de Requisitos' });
      expect(titles(await searchOpp({ keywords: 'gestao' }))).toEqual(['Gestão de Projetos Ágeis']);
      expect(titles(await searchOpp({ keywords: 'ÁNALISTA' }))).toEqual(['Analista de Requisitos']);
    });

    it('stems Portuguese and English: plurals find the singular', async () => {
      await insertOpportunity(t.app, { titulo: 'Desenvolvedor Backend Pleno' });
      await insertOpportunity(t.app, { titulo: 'Senior Platform Engineer' });
      expect(titles(await searchOpp({ keywords: 'desenvolvedores backend' }))).toEqual([
        'Desenvolvedor Backend Pleno',
      ]);
      expect(titles(await searchOpp({ keywords: 'platform engineers' }))).toEqual([
        'Senior Platform Engineer',
      ]);
    });

    it('joins Portuguese singulars and plurals typed without accents (-ção/-ções, -al/-ais, -m/-ns)', async () => {
      await insertOpportunity(t.app, { titulo: 'Gerente de Soluções Digitais' });
      await insertOpportunity(t.app, { titulo: 'Profissional de Automação de Imagem' });
      expect(titles(await searchOpp({ keywords: 'solucao digital' }))).toEqual([
        'Gerente de Soluções Digitais',
      ]);
      expect(titles(await searchOpp({ keywords: 'profissionais automacoes imagens' }))).toEqual([
        'Profissional de Automação de Imagem',
      ]);
    });

    it('searches the client, the careers, the criteria with their synonyms and the details in both languages', async () => {
      await insertOpportunity(t.app, {
        titulo: 'Vaga Alfa',
        client: 'Companhia Açucareira',
        careers: [{ _id: 'c1', nome: 'Engenharia de Dados' }],
        criterias: [{ nome: 'Scala', termos: ['Akka', 'Spark'], peso: 3, necessary: true }],
        detalhes: '<p>Trabalho <strong>híbrido</strong> em Lisboa&nbsp;com equipa internacional</p>',
        detalhesEn: '<p>You will maintain <em>pipelines</em></p>',
      });
      for (const keywords of [
        'acucareira',
        'engenharia dados',
        'scala',
        'spark',
        'hibrido',
        'pipeline',
        'equipas',
      ]) {
        expect(titles(await searchOpp({ keywords })), keywords).toEqual(['Vaga Alfa']);
      }
      // Markup and entities are not text.
      expect((await searchOpp({ keywords: 'strong' })).total).toBe(0);
      expect((await searchOpp({ keywords: 'nbsp' })).total).toBe(0);
    });

    it('needs every word, and finds title prefixes and typos', async () => {
      await insertOpportunity(t.app, { titulo: 'Programador Python e Django' });
      await insertOpportunity(t.app, { titulo: 'Programador Python e Flask' });
      expect(titles(await searchOpp({ keywords: 'python django' }))).toEqual(['Programador Python e Django']);
      expect(titles(await searchOpp({ keywords: 'program flask' }))).toEqual(['Programador Python e Flask']);
      expect(titles(await searchOpp({ keywords: 'programadro djangoo' }))).toEqual([
        'Programador Python e Django',
      ]);
    });

    it('falls back to substrings and typos only for a word that matches nothing as typed', async () => {
      await insertOpportunity(t.app, { titulo: 'Especialista Kotlinx' });
      await insertOpportunity(t.app, { titulo: 'Especialista Kotlinxscript' });
      expect(titles(await searchOpp({ keywords: 'kotlinx' }))).toEqual(['Especialista Kotlinx']);
      // Typed while unfinished, it matches nothing whole: substrings then count (and typos, so 'Kotlinx' too).
      expect(titles(await searchOpp({ keywords: 'kotlinxsc' }))).toContain('Especialista Kotlinxscript');
    });

    it('never shows finished, unpublished or filled opportunities to professionals or visitors', async () => {
      await insertOpportunity(t.app, { titulo: 'Cientista Quântico Aberto' });
      await insertOpportunity(t.app, { titulo: 'Cientista Quântico Encerrado', isFinished: true });
      await insertOpportunity(t.app, { titulo: 'Cientista Quântico Rascunho', isPublic: false });
      await insertOpportunity(t.app, { titulo: 'Cientista Quântico Preenchido', quantidadeVagas: 0 });
      expect(titles(await searchOpp({ keywords: 'cientista quantico' }))).toEqual([
        'Cientista Quântico Aberto',
      ]);
      expect(titles(await searchOpp({ keywords: 'cientista quantico' }, asProfessional))).toEqual([
        'Cientista Quântico Aberto',
      ]);
    });

    it('searches by place within the radius in km (default 50), or by the typed text without a place', async () => {
      const lisbon = place('Lisbon');
      await insertOpportunity(t.app, { titulo: 'Suporte Radial Sintra', locations: [place('Sintra')] });
      await insertOpportunity(t.app, { titulo: 'Suporte Radial Porto', locations: [place('Porto')] });
      await insertOpportunity(t.app, { titulo: 'Suporte Radial Lisboa', locations: [lisbon] });
      const near = await searchOpp({ keywords: 'radial', place_id: lisbon.place_id, location: 'Lisbon' });
      expect(titles(near)).toEqual(['Suporte Radial Lisboa', 'Suporte Radial Sintra']);
      const wide = await searchOpp({ keywords: 'radial', place_id: lisbon.place_id, radius: '400' });
      expect(wide.total).toBe(3);
      expect(titles(await searchOpp({ keywords: 'radial', location: 'porto' }))).toEqual([
        'Suporte Radial Porto',
      ]);
      expect(near.opportunities[0]?.geolocation[0]).toMatchObject({ place_id: expect.any(String) });
    });

    it('keeps remote and hybrid opportunities with the Home Office box', async () => {
      await insertOpportunity(t.app, { titulo: 'Modalidade Remota', homeOffice: true });
      await insertOpportunity(t.app, {
        titulo: 'Modalidade Hibrida',
        opportunityType: { remote: false, hybrid: true, inPerson: false },
      });
      await insertOpportunity(t.app, { titulo: 'Modalidade Presencial' });
      expect((await searchOpp({ keywords: 'modalidade', homeOffice: 'false' })).total).toBe(3);
      const remote = await searchOpp({ keywords: 'modalidade', homeOffice: 'true' });
      expect(titles(remote)).toEqual(['Modalidade Hibrida', 'Modalidade Remota']);
      const byTitle = new Map(remote.opportunities.map((card) => [card.title, card]));
      expect(byTitle.get('Modalidade Remota')).toMatchObject({ homeOffice: true, hybrid: false });
      expect(byTitle.get('Modalidade Hibrida')).toMatchObject({ homeOffice: false, hybrid: true });
    });

    it("narrows to one home section for its 'see all'", async () => {
      const inserted = [
        await insertOpportunity(t.app, { titulo: 'Secao Lisboa', region: 'europe' }),
        await insertOpportunity(t.app, { titulo: 'Secao Remota', region: 'brazil', homeOffice: true }),
        await insertOpportunity(t.app, { titulo: 'Secao Recife', region: 'brazil' }),
      ];
      expect(titles(await searchOpp({ keywords: 'secao', section: 'europe' }))).toEqual(['Secao Lisboa']);
      expect(titles(await searchOpp({ keywords: 'secao', section: 'brazil' }))).toEqual([
        'Secao Recife',
        'Secao Remota',
      ]);
      expect(titles(await searchOpp({ keywords: 'secao', section: 'remote' }))).toEqual(['Secao Remota']);
      expect(titles(await searchOpp({ keywords: 'secao', section: 'news' }))).toEqual([
        'Secao Lisboa',
        'Secao Recife',
      ]);
      const unknown = await t.app.inject({ method: 'GET', url: '/api/opportunity/search/opp?section=mars' });
      expect(unknown.statusCode).toBe(400);
      // The home sections' own test below counts every available opportunity.
      await t.app.ctx.database.db.delete(opportunities).where(
        inArray(
          opportunities.id,
          inserted.map((row) => row.id),
        ),
      );
    });

    it('pages by 36 and reports the total', async () => {
      await t.app.ctx.database.db.insert(opportunities).values(
        Array.from({ length: 40 }, (_, index) => ({
          titulo: `Paginada ${index + 1}`,
          isPublic: true,
          publicationDate: new Date(Date.UTC(2026, 0, 1, 0, index)),
        })),
      );
      const first = await searchOpp({ keywords: 'paginada' });
      expect(first).toMatchObject({ total: 40, page: 1, pageSize: 36 });
      expect(first.opportunities).toHaveLength(36);
      // Most recent first when relevance ties.
      expect(first.opportunities[0]?.title).toBe('Paginada 40');
      const second = await searchOpp({ keywords: 'paginada', page: '2' });
      expect(second.opportunities.map((card) => card.title)).toEqual([
        'Paginada 4',
        'Paginada 3',
        'Paginada 2',
        'Paginada 1',
      ]);
      expect((await searchOpp({ keywords: 'paginada', page: '5' })).total).toBe(40);
    });

    it('ranks a title match above a details match', async () => {
      await insertOpportunity(t.app, {
        titulo: 'Vaga Geral',
        detalhes: 'Conhecimento de Terraform desejável',
      });
      await insertOpportunity(t.app, {
        titulo: 'Especialista Terraform',
        publicationDate: new Date(Date.UTC(2020, 0, 1)),
      });
      const result = await searchOpp({ keywords: 'terraform' });
      expect(result.opportunities.map((card) => card.title)).toEqual([
        'Especialista Terraform',
        'Vaga Geral',
      ]);
    });

    it('refuses a page below 1 and an unknown homeOffice value', async () => {
      const queries: Array<Record<string, string>> = [{ page: '0' }, { homeOffice: 'maybe' }];
      for (const query of queries) {
        const response = await t.app.inject({ method: 'GET', url: '/api/opportunity/search/opp', query });
        expect(response.statusCode).toBe(400);
      }
    });
  });

  describe('GET /api/opportunity/list/home', () => {
    it('gives the five sections of available opportunities, with the per-user fields for a signed-in person', async () => {
      const brazil = await insertOpportunity(t.app, {
        titulo: 'Home Brasil Presencial',
        region: 'brazil',
        locations: [place('Sao Paulo')],
      });
      const europe = await insertOpportunity(t.app, {
        titulo: 'Home Europa Remota',
        region: 'europe',
        homeOffice: true,
      });
      const usa = await insertOpportunity(t.app, { titulo: 'Home EUA', region: 'northAmerica' });
      await insertOpportunity(t.app, { titulo: 'Home Encerrada', region: 'brazil', isFinished: true });
      await insertOpportunity(t.app, { titulo: 'Home Rascunho', region: 'europe', isPublic: false });
      await t.app.ctx.database.db.insert(candidatures).values([
        { opportunityId: brazil.id, userId: professionalId, kind: 'candidate' },
        { opportunityId: europe.id, userId: professionalId, kind: 'enrolled' },
      ]);
      // The matching engine's stored result for this professional.
      await t.app.ctx.database.db.insert(compatibilities).values([
        { opportunityId: usa.id, userId: professionalId, adherence: 75 },
        // Below the 60 % threshold: its level is shown, but it is not compatible (DECISIONS 'Compatible').
        { opportunityId: brazil.id, userId: professionalId, adherence: 40 },
      ]);

      const anonymous = await t.app.inject({ method: 'GET', url: '/api/opportunity/list/home' });
      expect(anonymous.statusCode).toBe(200);
      const lists = anonymous.json() as Record<string, OpportunityCard[]>;
      expect(Object.keys(lists).sort()).toEqual([
        'brazillianOpportunities',
        'europeanOpportunities',
        'northAmericanOpportunities',
        'recentHomeOfficeOpportunities',
        'recentPresentialOpportunities',
      ]);
      const ids = (key: string) => (lists[key] ?? []).map((card) => card.id);
      expect(ids('brazillianOpportunities')).toEqual([brazil.id]);
      expect(ids('europeanOpportunities')).toEqual([europe.id]);
      expect(ids('northAmericanOpportunities')).toEqual([usa.id]);
      expect(ids('recentHomeOfficeOpportunities')).toContain(europe.id);
      expect(ids('recentPresentialOpportunities')).toContain(brazil.id);
      expect(ids('recentPresentialOpportunities')).not.toContain(europe.id);
      const all = Object.values(lists).flat();
      expect(all.map((card) => card.title)).not.toContain('Home Encerrada');
      expect(all.map((card) => card.title)).not.toContain('Home Rascunho');
      expect(lists.brazillianOpportunities?.[0]).toEqual({
        id: brazil.id,
        title: 'Home Brasil Presencial',
        location: 'São Paulo, São Paulo, Brazil',
        homeOffice: false,
        hybrid: false,
        geolocation: [expect.objectContaining({ formatted_address: 'São Paulo, São Paulo, Brazil' })],
        isCandidate: false,
        isEnrolled: false,
        isCompatibleCandidate: false,
        isCompatibleCandidateLevel: 0,
      });

      const signedIn = await t.app.inject({
        method: 'GET',
        url: '/api/opportunity/list/home',
        headers: asProfessional,
      });
      const mine = signedIn.json() as Record<string, OpportunityCard[]>;
      expect(mine.brazillianOpportunities?.[0]).toMatchObject({ isCandidate: true, isEnrolled: false });
      expect(mine.europeanOpportunities?.[0]).toMatchObject({ isCandidate: false, isEnrolled: true });
      expect(mine.northAmericanOpportunities?.[0]).toMatchObject({
        isCompatibleCandidate: true,
        isCompatibleCandidateLevel: 75,
      });
      expect(mine.brazillianOpportunities?.[0]).toMatchObject({
        isCompatibleCandidate: false,
        isCompatibleCandidateLevel: 40,
      });
    });

    it('keeps each section to 12 cards, newest first', async () => {
      await t.app.ctx.database.db.insert(opportunities).values(
        Array.from({ length: 15 }, (_, index) => ({
          titulo: `Norte ${index}`,
          isPublic: true,
          region: 'northAmerica' as const,
          publicationDate: new Date(Date.UTC(2030, 0, 1, index)),
        })),
      );
      // The home lists are cached until the database's change notification arrives (a few milliseconds).
      const cards = await waitUntil(async () => {
        const response = await t.app.inject({ method: 'GET', url: '/api/opportunity/list/home' });
        const list = (response.json() as Record<string, OpportunityCard[]>).northAmericanOpportunities ?? [];
        return list.length === 12 && list;
      });
      expect(cards).toHaveLength(12);
      expect(cards[0]?.title).toBe('Norte 14');
    });
  });

  describe('recruiter calls', () => {
    const recruiterCalls = [
      '/api/opportunity/search/oppRh',
      '/api/opportunity/search/byNameOrID?value=x',
      '/api/opportunity/filter/published',
    ];

    it('refuse visitors with 401 and professionals with 403', async () => {
      for (const url of recruiterCalls) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
        expect((await t.app.inject({ method: 'GET', url, headers: asProfessional })).statusCode, url).toBe(
          403,
        );
      }
    });

    async function searchRh(query: Record<string, string>) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/opportunity/search/oppRh',
        query,
        headers: asRecruiter,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as {
        opportunities: RecruiterOpportunityCard[];
        total: number;
        pageSize: number;
      };
    }

    it('oppRh searches every opportunity by status, client, career and motive', async () => {
      await insertOpportunity(t.app, {
        titulo: 'Arquiteto Publicado',
        client: 'Banco Azul',
        careers: [{ _id: 'arq', nome: 'Arquitetura' }],
      });
      await insertOpportunity(t.app, {
        titulo: 'Arquiteto Rascunho',
        isPublic: false,
        client: 'Banco Verde',
      });
      await insertOpportunity(t.app, {
        titulo: 'Arquiteto Encerrado',
        isFinished: true,
        closeReason: 'cancellation',
        client: 'Banco Azul',
      });
      await insertOpportunity(t.app, { titulo: 'Arquiteto Sem Vagas', quantidadeVagas: 0 });
      expect((await searchRh({ keywords: 'arquitetos' })).total).toBe(4);
      expect(titles(await searchRh({ keywords: 'arquiteto', status: 'published' }))).toEqual([
        'Arquiteto Publicado',
        'Arquiteto Sem Vagas',
      ]);
      expect(titles(await searchRh({ keywords: 'arquiteto', status: 'unpublished' }))).toEqual([
        'Arquiteto Rascunho',
      ]);
      const finalized = await searchRh({ keywords: 'arquiteto', status: 'finalized' });
      expect(finalized.opportunities).toEqual([
        expect.objectContaining({
          title: 'Arquiteto Encerrado',
          motive: 'cancellation',
          status: 'finalized',
        }),
      ]);
      expect(titles(await searchRh({ keywords: 'arquiteto', client: 'banco azul' }))).toEqual([
        'Arquiteto Encerrado',
        'Arquiteto Publicado',
      ]);
      const byCareer = await searchRh({ keywords: 'arquiteto', career: 'arquitetura' });
      expect(byCareer.opportunities).toEqual([
        expect.objectContaining({
          title: 'Arquiteto Publicado',
          client: 'Banco Azul',
          careers: [{ _id: 'arq', nome: 'Arquitetura' }],
          motive: null,
          homeOffice: false,
          location: '',
          geolocation: [],
        }),
      ]);
      expect(byCareer.pageSize).toBe(36);
      expect((await searchRh({ keywords: 'arquiteto', motive: 'cancellation' })).total).toBe(1);
    });

    it('byNameOrID finds by the running number and by title words', async () => {
      const target = await insertOpportunity(t.app, { titulo: 'Designer de Interação', isPublic: false });
      const byNumber = await t.app.inject({
        method: 'GET',
        url: `/api/opportunity/search/byNameOrID?value=${target.idOpportunity}`,
        headers: asRecruiter,
      });
      expect(byNumber.statusCode).toBe(200);
      expect((byNumber.json() as RecruiterOpportunityCard[])[0]).toMatchObject({
        id: target.id,
        idOpportunity: target.idOpportunity,
      });
      const byName = await t.app.inject({
        method: 'GET',
        url: `/api/opportunity/search/byNameOrID?value=${encodeURIComponent('interacao design')}`,
        headers: asRecruiter,
      });
      expect((byName.json() as RecruiterOpportunityCard[]).map((card) => card.id)).toEqual([target.id]);
      const empty = await t.app.inject({
        method: 'GET',
        url: '/api/opportunity/search/byNameOrID?value=',
        headers: asRecruiter,
      });
      expect(empty.statusCode).toBe(400);
    });
  });
});

describe('GET /api/opportunity/filter/:filter', () => {
  let t: TestApp;
  let asRecruiter: Headers;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    ({ asRecruiter } = await people(t.app));
    const make = async (key: string, values: Partial<typeof opportunities.$inferInsert>) => {
      ids[key] = (await insertOpportunity(t.app, { titulo: key, ...values })).id;
    };
    await make('review', { isPublic: false, label: '2' });
    await make('recruiting', { fase: 1 });
    await make('evaluating', { fase: 2, label: '2' });
    await make('presenting-filled', { fase: 4, quantidadeVagas: 0, victories: 1 });
    await make('finished', { fase: 3, isFinished: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function feed(name: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/opportunity/filter/${name}`,
      headers: asRecruiter,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as Array<{ titulo: string }>).map((item) => item.titulo).sort();
  }

  it('gives each placement feed, never finished opportunities', async () => {
    expect(await feed('published')).toEqual(['evaluating', 'presenting-filled', 'recruiting']);
    expect(await feed('unpublished')).toEqual(['review']);
    expect(await feed('revision')).toEqual(['review']);
    expect(await feed('recruitment')).toEqual(['recruiting']);
    expect(await feed('inProgress')).toEqual(['evaluating', 'presenting-filled']);
    expect(await feed('active')).toEqual(['presenting-filled', 'recruiting']);
  });

  it('answers kanban items with counters and the days in the current step', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/opportunity/filter/inProgress',
      headers: asRecruiter,
    });
    const item = (response.json() as Array<Record<string, unknown>>).find(
      (row) => row.titulo === 'presenting-filled',
    );
    expect(item).toMatchObject({
      _id: ids['presenting-filled'],
      fase: 4,
      quantidadeVagas: 0,
      victories: 1,
      selectedPriority: { label: 'Alta', value: 1 },
      // No candidate has met stage 3 yet: the presentation period has not started.
      periodInCurrentStep: null,
      quantidadeCandidatos: 0,
      user: null,
      squad: null,
    });
  });

  it('refuses an unknown feed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/opportunity/filter/everything',
      headers: asRecruiter,
    });
    expect(response.statusCode).toBe(400);
  });
});
