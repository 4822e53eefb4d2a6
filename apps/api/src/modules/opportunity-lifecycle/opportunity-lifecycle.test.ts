import { eq } from 'drizzle-orm';
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
import { candidatures, opportunities, users } from '../../db/schema';

const tile = (nome: string, row: number, col: number, sizex = 2) => ({
  detalhe: { nome },
  posicao: { row, col, sizex, sizey: 1, color: '#2a9d8f', fontsize: 3 },
});

describe('opportunity lifecycle (001 §2.3–§2.5, §4, §5)', () => {
  let t: TestApp;
  let rhToken: string;
  let proToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    const rh = await createUser(t, { roles: ['rh'] });
    const pro = await createUser(t);
    rhToken = await signIn(t, rh.email, rh.password);
    proToken = await signIn(t, pro.email, pro.password);
  }, 120_000);
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
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

  async function apply(opportunityId: string, user: TestUser, status: number) {
    await t.app.ctx.database.db.insert(candidatures).values({
      opportunityId,
      userId: user.id,
      kind: 'candidate',
      statusCurrent: status,
      statusHistory: [{ status, date: new Date().toISOString() }],
    });
  }

  describe('mosaic', () => {
    it('saves the editor’s tiles and GET opportunity/{id} shows them to a professional', async () => {
      const opp = await insertOpportunity(t.app, { titulo: 'Mosaic' });
      const saved = await call('PUT', `/opportunity/${opp.id}/mosaic`, rhToken, {
        escolhidas: [tile('Java', 0, 0, 3), tile('Kotlin', 0, 3, 3), tile('Open source', 1, 1, 4)],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const read = await call('GET', `/opportunity/${opp.id}`, proToken);
      expect(read.json().mosaico).toEqual([
        tile('Java', 0, 0, 3),
        tile('Kotlin', 0, 3, 3),
        tile('Open source', 1, 1, 4),
      ]);
    });

    it('refuses tiles off the grid, overlapping or repeated, and an empty mosaic, with their messages', async () => {
      const opp = await insertOpportunity(t.app, { titulo: 'Bad mosaic' });
      for (const escolhidas of [
        [tile('Java', 0, 5, 2)],
        [tile('Java', 0, 0, 3), tile('Go', 0, 2, 2)],
        [tile('Java', 0, 0), tile('JAVA', 1, 0)],
      ]) {
        const answer = await call('PUT', `/opportunity/${opp.id}/mosaic`, rhToken, { escolhidas }, 'pt-BR');
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          code: 'OPPORTUNITY_MOSAIC_INVALID',
          message: 'Houve um problema ao salvar o mosaico atual.',
        });
      }
      const empty = await call('PUT', `/opportunity/${opp.id}/mosaic`, rhToken, { escolhidas: [] }, 'pt-BR');
      expect(empty.json()).toMatchObject({
        code: 'OPPORTUNITY_MOSAIC_EMPTY',
        message: 'Informe pelo menos 1 peça no mosaico.',
      });
      const badColour = await call('PUT', `/opportunity/${opp.id}/mosaic`, rhToken, {
        escolhidas: [
          { ...tile('Java', 0, 0), posicao: { ...tile('Java', 0, 0).posicao, color: 'javascript:1' } },
        ],
      });
      expect(badColour.statusCode).toBe(400);
    });

    it('is for recruiters, and 404 for an unknown opportunity', async () => {
      const opp = await insertOpportunity(t.app, { titulo: 'Mosaic access' });
      const body = { escolhidas: [tile('Java', 0, 0)] };
      expect((await call('PUT', `/opportunity/${opp.id}/mosaic`, proToken, body)).statusCode).toBe(403);
      expect((await call('PUT', `/opportunity/${opp.id}/mosaic`, null, body)).statusCode).toBe(401);
      expect((await call('PUT', '/opportunity/nope/mosaic', rhToken, body)).statusCode).toBe(404);
    });
  });

  describe('publishing', () => {
    it('publishes with the kanban forced on and a publication date, and unpublishes', async () => {
      const opp = await insertOpportunity(t.app, {
        titulo: 'Draft',
        isPublic: false,
        label: '2',
        publicationDate: null,
      });
      const published = await call('PUT', '/opportunity/update-public', rhToken, {
        opportunityId: opp.id,
        status: true,
        label: '2',
      });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json()).toMatchObject({ isPublic: true, label: '1' });
      expect(published.json().publicationDate).not.toBeNull();
      // A visitor now reads it; unpublished, it is restricted again.
      expect((await call('GET', `/opportunity/${opp.id}`, null)).json().restricted).toBeFalsy();
      const hidden = await call('PUT', '/opportunity/update-public', rhToken, {
        opportunityId: opp.id,
        status: false,
      });
      expect(hidden.json()).toMatchObject({ isPublic: false, label: '1' });
      expect((await call('GET', `/opportunity/${opp.id}`, null)).json().restricted).toBe(true);
    });

    it('leaves a finished opportunity alone', async () => {
      const opp = await insertOpportunity(t.app, { titulo: 'Done', isFinished: true });
      const answer = await call('PUT', '/opportunity/update-public', rhToken, {
        opportunityId: opp.id,
        status: true,
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('OPPORTUNITY_ALREADY_FINISHED');
    });
  });

  describe('finishing', () => {
    const body = (over: Record<string, unknown> = {}) => ({
      activeLanguage: 'pt-BR',
      sendMailToProfessionals: true,
      selectedReason: { label: 'cancellation' },
      description: 'Cliente cancelou a vaga',
      ...over,
    });

    it('needs a description of at most 80 characters, each with its message', async () => {
      const opp = await insertOpportunity(t.app, { titulo: 'Finish rules' });
      const blank = await call(
        'POST',
        `/opportunity/${opp.id}/finalizar-processo-seletivo`,
        rhToken,
        body({ description: '  ' }),
        'pt-BR',
      );
      expect(blank.json()).toMatchObject({
        code: 'FINISH_DESCRIPTION_REQUIRED',
        message: 'Campo Descrição é de preenchimento obrigatório.',
      });
      const long = await call(
        'POST',
        `/opportunity/${opp.id}/finalizar-processo-seletivo`,
        rhToken,
        body({ description: 'x'.repeat(81) }),
        'pt-BR',
      );
      expect(long.json()).toMatchObject({
        code: 'FINISH_DESCRIPTION_TOO_LONG',
        message: 'Até 80 caracteres',
      });
      const reason = await call(
        'POST',
        `/opportunity/${opp.id}/finalizar-processo-seletivo`,
        rhToken,
        body({ selectedReason: { label: 'because' } }),
      );
      expect(reason.statusCode).toBe(400);
    });

    it('dismisses those still in process and tells each in their language, by e-mail only when allowed', async () => {
      const opp = await insertOpportunity(t.app, { titulo: 'Engenheiro de Dados' });
      const ana = await createUser(t, { preferredLanguage: 'pt-PT', firstName: 'Ana' });
      const bob = await createUser(t, { preferredLanguage: 'en-US', firstName: 'Bob' });
      const quiet = await createUser(t, { preferredLanguage: 'pt-BR', firstName: 'Quieta' });
      const hired = await createUser(t, { preferredLanguage: 'pt-BR', firstName: 'Eleita' });
      await t.app.ctx.database.db
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
        .where(eq(users.id, quiet.id));
      await apply(opp.id, ana, 1);
      await apply(opp.id, bob, 0);
      await apply(opp.id, quiet, 2);
      await apply(opp.id, hired, 6);

      const answer = await call(
        'POST',
        `/opportunity/${opp.id}/finalizar-processo-seletivo`,
        rhToken,
        body(),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ isFinished: true, dismissed: 3, notified: 2 });

      const rows = await t.app.ctx.database.db
        .select()
        .from(candidatures)
        .where(eq(candidatures.opportunityId, opp.id));
      const statusOf = (id: string) => rows.find((row) => row.userId === id)?.statusCurrent;
      expect([statusOf(ana.id), statusOf(bob.id), statusOf(quiet.id), statusOf(hired.id)]).toEqual([
        3, 3, 3, 6,
      ]);
      expect(rows.find((row) => row.userId === ana.id)?.statusHistory.at(-1)?.status).toBe(3);

      expect((await lastMailTo(t, ana.email))?.subject).toBe(
        'Sobre a sua candidatura à oportunidade "Engenheiro de Dados"',
      );
      expect((await lastMailTo(t, bob.email))?.subject).toBe(
        'About your application to "Engenheiro de Dados"',
      );
      expect(await lastMailTo(t, quiet.email)).toBeUndefined();
      expect(await lastMailTo(t, hired.email)).toBeUndefined();

      const [stored] = await t.app.ctx.database.db
        .select()
        .from(opportunities)
        .where(eq(opportunities.id, opp.id));
      expect(stored).toMatchObject({
        closeReason: 'cancellation',
        closeDescription: 'Cliente cancelou a vaga',
      });

      const again = await call(
        'POST',
        `/opportunity/${opp.id}/finalizar-processo-seletivo`,
        rhToken,
        body(),
        'pt-BR',
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('OPPORTUNITY_ALREADY_FINISHED');
    });

    it('sends nothing when not asked to notify', async () => {
      const opp = await insertOpportunity(t.app, { titulo: 'Silent' });
      const person = await createUser(t);
      await apply(opp.id, person, 1);
      const answer = await call(
        'POST',
        `/opportunity/${opp.id}/finalizar-processo-seletivo`,
        rhToken,
        body({ sendMailToProfessionals: false }),
      );
      expect(answer.json()).toMatchObject({ dismissed: 1, notified: 0 });
      expect(await lastMailTo(t, person.email)).toBeUndefined();
    });
  });

  describe('deleting', () => {
    it('is refused while candidates or enrolled exist, and removes one without', async () => {
      const busy = await insertOpportunity(t.app, { titulo: 'Busy' });
      await apply(busy.id, await createUser(t), 1);
      const refused = await call('DELETE', `/opportunity/${busy.id}`, rhToken, undefined, 'pt-BR');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('OPPORTUNITY_HAS_APPLICANTS');

      const empty = await insertOpportunity(t.app, { titulo: 'Empty' });
      expect((await call('DELETE', `/opportunity/${empty.id}`, proToken)).statusCode).toBe(403);
      const deleted = await call('DELETE', `/opportunity/${empty.id}`, rhToken);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await call('GET', `/opportunity/${empty.id}`, rhToken)).statusCode).toBe(404);
      expect((await call('DELETE', `/opportunity/${empty.id}`, rhToken)).statusCode).toBe(404);
    });

    it('GET opportunity/{id} tells recruiters whether it may be deleted, by the rule DELETE follows', async () => {
      const detail = async (id: string, token: string | null = rhToken) =>
        (await call('GET', `/opportunity/${id}`, token)).json() as { canDelete: boolean | null };
      // A finished opportunity whose only candidate was dismissed by the finishing: in no feed's counts, yet not
      // deletable (issue 22: 'Deletar' was offered, then refused with 'Erro ao deletar Oportunidade').
      const finished = await insertOpportunity(t.app, { titulo: 'Finished with a candidate' });
      await apply(finished.id, await createUser(t), 1);
      const finishing = await call(
        'POST',
        `/opportunity/${finished.id}/finalizar-processo-seletivo`,
        rhToken,
        {
          selectedReason: { label: 'cancellation' },
          description: 'Cancelada',
          sendMailToProfessionals: false,
        },
      );
      expect(finishing.statusCode, finishing.body).toBe(200);
      expect((await detail(finished.id)).canDelete).toBe(false);
      expect((await call('DELETE', `/opportunity/${finished.id}`, rhToken)).statusCode).toBe(409);

      const enrolledOnly = await insertOpportunity(t.app, { titulo: 'Enrolled only' });
      await t.app.ctx.database.db.insert(candidatures).values({
        opportunityId: enrolledOnly.id,
        userId: (await createUser(t)).id,
        kind: 'enrolled',
        statusCurrent: 3,
        statusHistory: [{ status: 3, date: new Date().toISOString() }],
      });
      expect((await detail(enrolledOnly.id)).canDelete).toBe(false);

      const empty = await insertOpportunity(t.app, { titulo: 'Deletable', isFinished: true });
      expect((await detail(empty.id)).canDelete).toBe(true);
      // Nobody else learns anything about it.
      const open = await insertOpportunity(t.app, { titulo: 'Public' });
      expect((await detail(open.id, proToken)).canDelete).toBeNull();
      expect((await call('DELETE', `/opportunity/${empty.id}`, rhToken)).statusCode).toBe(200);
    });
  });

  describe('caches', () => {
    it('GET opportunity/{id} shows each write right after it, though read (and cached) just before', async () => {
      const opp = await insertOpportunity(t.app, { titulo: 'Cached', isPublic: false, label: '2' });
      const detail = async () => (await call('GET', `/opportunity/${opp.id}`, rhToken)).json();
      expect((await detail()).mosaico ?? []).toEqual([]);
      await call('PUT', `/opportunity/${opp.id}/mosaic`, rhToken, { escolhidas: [tile('Go', 0, 0)] });
      expect((await detail()).mosaico).toEqual([tile('Go', 0, 0)]);
      expect((await detail()).isPublic).toBe(false);
      await call('PUT', '/opportunity/update-public', rhToken, { opportunityId: opp.id, status: true });
      expect(await detail()).toMatchObject({ isPublic: true, label: '1' });
      await call('POST', `/opportunity/${opp.id}/finalizar-processo-seletivo`, rhToken, {
        activeLanguage: 'en-US',
        sendMailToProfessionals: false,
        selectedReason: { label: 'others' },
        description: 'Done',
      });
      expect((await detail()).isFinished).toBe(true);
    });
  });

  describe('LinkedIn texts', () => {
    it('answers the title and keywords from the opportunity', async () => {
      const opp = await insertOpportunity(t.app, {
        titulo: 'Desenvolvedor Java',
        locations: [{ place_id: 'lx', formatted_address: 'Lisboa, Lisboa, Portugal' }],
        hiringModel: { clt: true, pj: false, others: false },
        criterias: [{ nome: 'Java', termos: ['JVM', 'Spring'], peso: 3, necessary: true }],
      });
      const answer = await call('GET', `/opportunity/${opp.id}/generat-key-word`, rhToken);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        title: 'Desenvolvedor Java (CLT) – Lisboa',
        keywords: ['Java', 'JVM', 'Spring'],
      });
      expect((await call('GET', `/opportunity/${opp.id}/generat-key-word`, proToken)).statusCode).toBe(403);
    });

    it('writes the city and remote work in the language of the request (issue 22)', async () => {
      const opp = await insertOpportunity(t.app, {
        titulo: 'Backend Engineer',
        locations: [{ place_id: 'ny', formatted_address: 'New York City, New York, United States' }],
        homeOffice: true,
        hiringModel: { clt: false, pj: false, others: true },
      });
      const title = async (language: string) =>
        (await call('GET', `/opportunity/${opp.id}/generat-key-word`, rhToken, undefined, language)).json()
          .title;
      expect(await title('en-US')).toBe('Backend Engineer – New York City · Remote');
      expect(await title('pt-BR')).toBe('Backend Engineer – Nova York · Remoto');
      expect(await title('pt-PT')).toBe('Backend Engineer – Nova Iorque · Remoto');
    });
  });
});
