import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FeedEvent } from '@mosaico/domain';
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
import { feedEvents, files } from '../../db/schema';
import { purgeUnboundUploads } from '../files/files.service';
import { eraseRegistration } from '../users/account-deletion.repository';
import { recordAutomaticEvent } from '.';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));

describe('feed (002 §2.10, §3, §6, §7.2)', () => {
  let t: TestApp;
  let rita: TestUser;
  let ritaToken: string;
  let managerToken: string;
  let proToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    rita = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Henriques' });
    const manager = await createUser(t, { roles: ['rh_manager'], firstName: 'Manu', lastName: 'Gerente' });
    const pro = await createUser(t);
    ritaToken = await signIn(t, rita.email, rita.password);
    managerToken = await signIn(t, manager.email, manager.password);
    proToken = await signIn(t, pro.email, pro.password);
  }, 120_000);
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string | null,
    payload?: unknown,
    language = 'pt-BR',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'accept-language': language, ...(token ? authHeader(token) : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function eventTypes(language = 'pt-BR') {
    const response = await call('GET', '/events', ritaToken, undefined, language);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Array<{ _id: string; name: string; automatic: boolean }>;
  }
  async function typeId(name: string) {
    const found = (await eventTypes()).find((type) => type.name === name);
    if (!found) throw new Error(`no event type ${name}`);
    return found._id;
  }
  async function upload(token: string, name = 'notes.pdf', bytes = fixture('cv.pdf')) {
    const body = multipart(name, bytes);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/file',
      headers: { ...body.headers, ...authHeader(token) },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { fileName: string; url: string };
  }
  const feedOf = async (id: string, query = '', token = ritaToken) => {
    const response = await call('GET', `/feed/${id}${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FeedEvent[];
  };

  it('lists the event types in the reader’s language, automatic ones marked', async () => {
    const br = await eventTypes('pt-BR');
    const en = await eventTypes('en-US');
    const pt = await eventTypes('pt-PT');
    expect(br.filter((type) => type.automatic).map((type) => type.name)).toEqual(
      expect.arrayContaining([
        'Candidatura',
        'Mudança de etapa',
        'Mudança de status',
        'Avaliação registrada',
      ]),
    );
    expect(br.filter((type) => type.automatic)).toHaveLength(8);
    expect(br.filter((type) => !type.automatic).map((type) => type.name)).toEqual(
      expect.arrayContaining(['Ligação', 'Entrevista', 'Observação']),
    );
    expect(en.map((type) => type.name)).toEqual(expect.arrayContaining(['Call', 'Interview', 'Application']));
    expect(pt.map((type) => type.name)).toEqual(expect.arrayContaining(['Chamada', 'Mudança de estado']));
    // Manual types come first, for the add modal.
    expect(br[0]?.automatic).toBe(false);
  });

  it('adds an event with a sanitised comment and an attachment, edits it, and keeps or drops attachments', async () => {
    const person = await createUser(t, { firstName: 'Paula' });
    const file = await upload(ritaToken);
    const added = await call('POST', `/feed/${person.id}`, ritaToken, {
      event: await typeId('Ligação'),
      date: '2026-11-20',
      comment: '<p onclick="steal()">Ligou <strong>hoje</strong><script>alert(1)</script></p>',
      attachments: [file],
    });
    expect(added.statusCode, added.body).toBe(200);
    const event = added.json() as FeedEvent;
    expect(event).toMatchObject({
      created: '2026-11-20T12:00:00.000Z',
      eventType: { name: 'Ligação' },
      kind: null,
      automatic: false,
      recruiter: { _id: rita.id, displayName: 'Rita Henriques', userImageUrl: null },
      comment: '<p>Ligou <strong>hoje</strong></p>',
      attachments: [{ fileName: 'notes.pdf', url: file.url }],
    });
    // The file now belongs to the professional's record: readable by recruiters, never a CV of theirs, not purged.
    const fileId = event.attachments[0]?._id ?? '';
    const [stored] = await t.app.ctx.database.db.select().from(files).where(eq(files.id, fileId));
    expect(stored).toMatchObject({ ownerId: person.id, attachedAt: null });
    expect((await call('GET', `/users/${person.id}/attachments`, ritaToken)).json()).toEqual([]);
    const download = await call('GET', `/documents/file/${fileId}`, managerToken);
    expect(download.statusCode).toBe(200);
    // The hourly purge of unused uploads leaves a file a feed event uses.
    await purgeUnboundUploads(t.app.ctx, new Date(Date.now() + 60_000));
    expect(await t.app.ctx.database.db.select().from(files).where(eq(files.id, fileId))).toHaveLength(1);
    expect((await call('GET', `/documents/file/${fileId}`, ritaToken)).statusCode).toBe(200);

    // The same upload cannot be reused on another event.
    const reused = await call('POST', `/feed/${person.id}`, ritaToken, {
      event: await typeId('Ligação'),
      date: '2026-11-21',
      attachments: [file],
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('FEED_ATTACHMENT_INVALID');

    // Another recruiter edits it (002 §6: recruiters add or edit feed events), adding a file and keeping the first.
    const second = await upload(managerToken, 'proposta.docx', fixture('cv.docx'));
    const edited = await call('PUT', `/feed/${person.id}/${event._id}`, managerToken, {
      event: await typeId('Entrevista'),
      date: '2026-11-22',
      comment: '<p>Entrevista marcada com o cliente</p>',
      attachments: [second],
      feedAttachments: event.attachments,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      _id: event._id,
      eventType: { name: 'Entrevista' },
      created: '2026-11-22T12:00:00.000Z',
      // The responsible person stays the one who wrote it unless the body names another.
      recruiter: { _id: rita.id },
      attachments: [{ fileName: 'notes.pdf' }, { fileName: 'proposta.docx' }],
    });

    // Leaving the first out removes it, bytes and row.
    const dropped = await call('PUT', `/feed/${person.id}/${event._id}`, ritaToken, {
      event: await typeId('Entrevista'),
      date: '2026-11-22',
      comment: '',
      feedAttachments: (edited.json() as FeedEvent).attachments.slice(1),
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect((dropped.json() as FeedEvent).attachments.map((a) => a.fileName)).toEqual(['proposta.docx']);
    expect(await t.app.ctx.database.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
  });

  it('answers bad input with a 4xx naming the field', async () => {
    const person = await createUser(t);
    const manual = await typeId('Observação');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ date: '2026-11-20' }, 400, 'event'],
      [{ event: manual, date: '20/11/2026' }, 400, 'date'],
      [{ event: 'no-such-type', date: '2026-11-20' }, 400, 'event'],
      [{ event: await typeId('Candidatura'), date: '2026-11-20' }, 400, 'event'],
      [{ event: manual, date: '2026-11-20', responsible: person.id }, 400, 'responsible'],
      [
        { event: manual, date: '2026-11-20', attachments: [{ fileName: 'x', url: 'https://evil.test/x' }] },
        400,
        'attachments',
      ],
      [{ event: manual, date: '2026-11-20', comment: 'x'.repeat(20_001) }, 400, 'comment'],
    ];
    for (const [payload, status, field] of cases) {
      const response = await call('POST', `/feed/${person.id}`, ritaToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message, JSON.stringify(payload)).toContain(field);
    }
    expect(
      (await call('POST', `/feed/no-such-person`, ritaToken, { event: manual, date: '2026-11-20' }))
        .statusCode,
    ).toBe(404);
    const badCursor = await call('GET', `/feed/${person.id}?before=nope`, ritaToken);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toContain('before');
    expect((await call('GET', `/feed/${person.id}?limit=0`, ritaToken)).statusCode).toBe(400);
    expect((await call('GET', `/feed/${person.id}?limit=101`, ritaToken)).statusCode).toBe(400);
  });

  it('pages newest first with before and limit', async () => {
    const person = await createUser(t);
    const manual = await typeId('Observação');
    for (let day = 1; day <= 25; day += 1) {
      const response = await call('POST', `/feed/${person.id}`, ritaToken, {
        event: manual,
        date: `2026-10-${String(day).padStart(2, '0')}`,
        comment: `<p>nota ${day}</p>`,
      });
      expect(response.statusCode).toBe(200);
    }
    const first = await feedOf(person.id);
    expect(first).toHaveLength(20);
    expect(first[0]?.comment).toBe('<p>nota 25</p>');
    expect(first[19]?.comment).toBe('<p>nota 6</p>');
    const rest = await feedOf(person.id, `?before=${first[19]?._id}`);
    expect(rest.map((event) => event.comment)).toEqual([5, 4, 3, 2, 1].map((day) => `<p>nota ${day}</p>`));
    const small = await feedOf(person.id, '?limit=3');
    expect(small.map((event) => event.comment)).toEqual([
      '<p>nota 25</p>',
      '<p>nota 24</p>',
      '<p>nota 23</p>',
    ]);
    expect(await feedOf(person.id, `?before=${rest[4]?._id}`)).toEqual([]);
  });

  it('refuses editing an automatic event, on the server', async () => {
    const person = await createUser(t);
    await recordAutomaticEvent(t.app.ctx.database.db, {
      professionalId: person.id,
      kind: 'evaluated',
      actorId: rita.id,
    });
    const [automatic] = await feedOf(person.id);
    expect(automatic).toMatchObject({
      kind: 'evaluated',
      automatic: true,
      eventType: { name: 'Avaliação registrada' },
    });
    const response = await call('PUT', `/feed/${person.id}/${automatic?._id}`, ritaToken, {
      event: await typeId('Observação'),
      date: '2026-11-20',
      comment: 'rewritten',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'FEED_EVENT_NOT_EDITABLE',
      message: 'Eventos registrados automaticamente pelo sistema não podem ser editados.',
    });
    expect(
      (
        await call('PUT', `/feed/${person.id}/nope`, ritaToken, {
          event: await typeId('Observação'),
          date: '2026-11-20',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('records automatic events when a professional applies and when a recruiter enrols, moves or dismisses', async () => {
    const person = await createUser(t, { firstName: 'Ana', lastName: 'Aplicada' });
    const personToken = await signIn(t, person.email, person.password);
    const opportunity = await insertOpportunity(t.app, { titulo: 'Feed Java' });
    const applied = await call('POST', `/opportunity/${opportunity.id}/becomeCandidate`, personToken, {
      activeLanguage: 'pt-BR',
      _usuario: { _id: person.id },
    });
    expect(applied.statusCode, applied.body).toBe(200);

    const other = await insertOpportunity(t.app, { titulo: 'Feed Kotlin' });
    const enrolled = await call('POST', `/opportunity/${other.id}/becomeCandidate`, ritaToken, {
      activeLanguage: 'pt-BR',
      _usuario: { _id: person.id },
      conversionType: 'inscribe',
      triageRecruitmentOptions: { capture: 'Busca', source: 'LinkedIn', date: '2026-11-01', details: '' },
      byRH: true,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const dismissed = await call('POST', `/opportunity/${other.id}/dispenseTriaged`, ritaToken, {
      _usuario: { _id: person.id },
      type: 'dispensar-triado',
      sendDispensedMail: false,
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);

    // A candidate's stage, then status (Reservado), on the opportunity they applied to.
    // The day the application was entered (UTC), never after the selection's today.
    const today = new Date().toISOString().slice(0, 10);
    const stage = await call('POST', `/opportunity/${opportunity.id}/change-step-candidate`, ritaToken, {
      candidate: person.id,
      steps: [{ key: 1, meetsTheRequirements: 0, date: today, details: '' }],
      version: 0,
    });
    expect(stage.statusCode, stage.body).toBe(200);
    const status = await call('POST', `/opportunity/${opportunity.id}/change-info-candidate`, ritaToken, {
      candidate: person.id,
      status: 2,
      version: stage.json().version,
    });
    expect(status.statusCode, status.body).toBe(200);

    // Finishing the opportunity dismisses the open candidature: one more status change.
    const finished = await call(
      'POST',
      `/opportunity/${opportunity.id}/finalizar-processo-seletivo`,
      ritaToken,
      {
        sendMailToProfessionals: false,
        selectedReason: { label: 'cancellation' },
        description: 'Cliente cancelou',
      },
    );
    expect(finished.statusCode, finished.body).toBe(200);

    const feed = await feedOf(person.id);
    expect(
      feed.map((event) => [event.kind, event.opportunity?.titulo, event.recruiter?.displayName]),
    ).toEqual([
      ['status-changed', 'Feed Java', 'Rita Henriques'],
      ['status-changed', 'Feed Java', 'Rita Henriques'],
      ['stage-changed', 'Feed Java', 'Rita Henriques'],
      ['status-changed', 'Feed Kotlin', 'Rita Henriques'],
      ['enrolled', 'Feed Kotlin', 'Rita Henriques'],
      ['applied', 'Feed Java', 'Ana Aplicada'],
    ]);
    expect(feed.every((event) => event.automatic)).toBe(true);
  });

  it('draws names when read: an erased recruiter leaves no name behind', async () => {
    const person = await createUser(t);
    const gone = await createUser(t, { roles: ['rh'], firstName: 'Zacarias', lastName: 'Apagado' });
    const goneToken = await signIn(t, gone.email, gone.password);
    const written = await call('POST', `/feed/${person.id}`, goneToken, {
      event: await typeId('Observação'),
      date: '2026-11-20',
      comment: '<p>Falei com a pessoa</p>',
    });
    expect(written.statusCode).toBe(200);
    expect(written.json().recruiter.displayName).toBe('Zacarias Apagado');

    await eraseRegistration(t.app.ctx.database.db, {
      userId: gone.id,
      userName: 'Zacarias Apagado',
      userEmail: gone.email,
      comment: null,
    });
    const response = await call('GET', `/feed/${person.id}`, ritaToken);
    expect(response.body).not.toContain('Zacarias');
    expect((response.json() as FeedEvent[])[0]).toMatchObject({
      recruiter: null,
      comment: '<p>Falei com a pessoa</p>',
    });
    // No name was ever stored in the feed's own rows.
    // Another recruiter can still edit the event; it keeps its (now nameless) person.
    const eventId = (response.json() as FeedEvent[])[0]?._id;
    const edited = await call('PUT', `/feed/${person.id}/${eventId}`, ritaToken, {
      event: await typeId('Observação'),
      date: '2026-11-21',
      comment: '<p>Falei com a pessoa de novo</p>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ recruiter: null, created: '2026-11-21T12:00:00.000Z' });
    const rows = await t.app.ctx.database.db
      .select()
      .from(feedEvents)
      .where(eq(feedEvents.professionalId, person.id));
    expect(JSON.stringify(rows)).not.toContain('Zacarias');
  });

  it('erasing the professional removes the feed about them', async () => {
    const person = await createUser(t);
    await call('POST', `/feed/${person.id}`, ritaToken, {
      event: await typeId('Observação'),
      date: '2026-11-20',
    });
    await eraseRegistration(t.app.ctx.database.db, {
      userId: person.id,
      userName: 'x',
      userEmail: person.email,
      comment: null,
    });
    expect(await feedOf(person.id)).toEqual([]);
  });

  it('is for recruiters only', async () => {
    const person = await createUser(t);
    expect((await call('GET', '/events', null)).statusCode).toBe(401);
    expect((await call('GET', '/events', proToken)).statusCode).toBe(403);
    expect((await call('GET', `/feed/${person.id}`, proToken)).statusCode).toBe(403);
    expect(
      (await call('POST', `/feed/${person.id}`, proToken, { event: 'x', date: '2026-11-20' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/feed/${person.id}/x`, proToken, { event: 'x', date: '2026-11-20' })).statusCode,
    ).toBe(403);
    // A recruiter's id is not a professional's feed.
    expect((await call('GET', `/feed/${rita.id}`, ritaToken)).statusCode).toBe(404);
  });
});
