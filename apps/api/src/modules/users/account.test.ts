import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { dataExportSchema, erasureReceiptSchema, type UserProfile } from '@mosaico/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, signIn, type TestApp } from '../../../test/helpers';
import { multipart } from '../../../test/multipart';
import { insertOpportunity } from '../../../test/search-fixtures';
import {
  deletedProfiles,
  eventTypes,
  feedEvents,
  preRegistrations,
  talents,
  userEvaluations,
  users,
} from '../../db/schema';
import { searchPlaces } from '../places';

const PDF = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/cv.pdf'));

describe('own account: password, deletion, profile flags, recruitment profile', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
    language = 'en-US',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { 'accept-language': language, ...(token ? authHeader(token) : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  describe('POST users/password', () => {
    it('checks the rules in order, each with its own code and message', async () => {
      const person = await createUser(t);
      const token = await signIn(t, person.email, person.password);
      const cases: Array<[Record<string, string>, string, string]> = [
        [
          { currentPassword: '', newPassword: 'short', verifyPassword: 'other' },
          'CURRENT_PASSWORD_REQUIRED',
          'Informe sua senha atual.',
        ],
        [
          { currentPassword: 'x', newPassword: 'short', verifyPassword: 'short' },
          'PASSWORD_TOO_SHORT',
          'A senha deve ter pelo menos 8 caracteres',
        ],
        [
          { currentPassword: 'x', newPassword: 'long-enough-1', verifyPassword: 'long-enough-2' },
          'PASSWORDS_DO_NOT_MATCH',
          'As senhas não coincidem',
        ],
        [
          {
            currentPassword: 'not-the-password',
            newPassword: 'long-enough-1',
            verifyPassword: 'long-enough-1',
          },
          'WRONG_CURRENT_PASSWORD',
          'A senha atual não está correta.',
        ],
      ];
      for (const [body, code, message] of cases) {
        const response = await call('POST', '/api/users/password', token, body, 'pt-BR');
        expect(response.statusCode, code).toBe(400);
        expect(response.json()).toMatchObject({ code, message });
      }
      // Nothing changed: the old password still signs in.
      await signIn(t, person.email, person.password);
    });

    it('changes the password, ends every other session and keeps the caller signed in', async () => {
      const person = await createUser(t);
      const here = await signIn(t, person.email, person.password);
      const elsewhere = await signIn(t, person.email, person.password);
      const response = await call('POST', '/api/users/password', here, {
        currentPassword: person.password,
        newPassword: 'a-new-password-9',
        verifyPassword: 'a-new-password-9',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ message: string; token: string }>();
      expect(body.message).toBe('PASSWORD_CHANGED_WITH_SUCCESS');

      expect((await call('GET', `/api/users/me/${person.id}`, elsewhere)).statusCode).toBe(401);
      expect((await call('GET', `/api/users/me/${person.id}`, here)).statusCode).toBe(401);
      expect((await call('GET', `/api/users/me/${person.id}`, body.token)).statusCode).toBe(200);
      await expect(signIn(t, person.email, person.password)).rejects.toThrow(/401/);
      await signIn(t, person.email, 'a-new-password-9');
    });

    it('makes the next attempt wait after five wrong current passwords', async () => {
      const person = await createUser(t);
      const token = await signIn(t, person.email, person.password);
      const wrong = {
        currentPassword: 'wrong-one',
        newPassword: 'long-enough-1',
        verifyPassword: 'long-enough-1',
      };
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await call('POST', '/api/users/password', token, wrong)).statusCode).toBe(400);
      }
      const right = { ...wrong, currentPassword: person.password };
      const limited = await call('POST', '/api/users/password', token, right);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    });
  });

  describe('GET users/me/export', () => {
    it('answers the person all their data at once: profile, applications, evaluations, files, origin, what is kept', async () => {
      const person = await createUser(t, { firstName: 'Exportina', lastName: 'Dados' });
      const token = await signIn(t, person.email, person.password);
      const upload = multipart('cv.pdf', PDF);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/documents/file',
        headers: { ...upload.headers, ...authHeader(token) },
        payload: upload.payload,
      });
      expect(
        (
          await call('POST', '/api/documents/file/uploadCv', token, {
            _id: person.id,
            file: uploaded.json(),
            comment: 'my CV',
          })
        ).statusCode,
      ).toBe(200);
      const opportunity = await insertOpportunity(t.app, { titulo: 'Export check' });
      const applied = await call('POST', `/api/opportunity/${opportunity.id}/becomeCandidate`, token, {
        activeLanguage: 'pt-BR',
        attachmentUrl: null,
        indicadoPor: null,
        _usuario: { _id: person.id },
      });
      expect(applied.statusCode).toBe(200);
      await t.app.ctx.database.db.insert(userEvaluations).values({
        professionalId: person.id,
        typeName: 'Parecer Comportamental',
        opportunityId: opportunity.id,
        conteudo: 'Clear communicator',
        result: 8,
      });

      const [eventType] = await t.app.ctx.database.db.select().from(eventTypes).limit(1);
      if (!eventType) throw new Error('no event types');
      await t.app.ctx.database.db.insert(feedEvents).values({
        professionalId: person.id,
        eventTypeId: eventType.id,
        happenedAt: new Date('2026-03-01T12:00:00Z'),
        comment: '<p>Phoned about the offer</p>',
      });
      await t.app.ctx.database.db.insert(talents).values({ userId: person.id });

      const response = await call('GET', '/api/users/me/export', token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const data = dataExportSchema.parse(response.json());
      expect(data.profile).toMatchObject({ _id: person.id, email: person.email, firstName: 'Exportina' });
      expect(data.origin).toMatchObject({ kind: 'self-sign-up' });
      expect(data.applications).toEqual([
        expect.objectContaining({
          opportunityId: opportunity.id,
          opportunityTitle: 'Export check',
          kind: 'candidate',
        }),
      ]);
      expect(data.evaluations).toEqual([
        expect.objectContaining({
          type: 'Parecer Comportamental',
          result: 8,
          conteudo: 'Clear communicator',
        }),
      ]);
      // Applying wrote an automatic event too; the recruiter's note is there as written.
      expect(data.recruiterRecords.feed).toContainEqual({
        happenedAt: '2026-03-01T12:00:00.000Z',
        type: eventType.name,
        opportunityTitle: null,
        comment: '<p>Phoned about the offer</p>',
      });
      expect(data.recruiterRecords.talent).toMatchObject({ group: null, hiredOrQuit: false });
      expect(data.recruiterRecords.sheet).toBeNull();
      expect(data.files).toHaveLength(1);
      const [file] = data.files;
      const download = await call('GET', file?.downloadPath ?? '', token);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const places = data.kept.map((kept) => kept.place);
      for (const place of ['users', 'files', 'candidatures', 'user_evaluations', 'mail_outbox'])
        expect(places).toContain(place);
      expect(places).not.toContain('opportunities');
    });

    it('answers only the person themselves', async () => {
      expect((await call('GET', '/api/users/me/export')).statusCode).toBe(401);
      const recruiter = await createUser(t, { roles: ['rh'] });
      const recruiterToken = await signIn(t, recruiter.email, recruiter.password);
      expect((await call('GET', '/api/users/me/export', recruiterToken)).statusCode).toBe(403);
      // The answer is always the caller's own: there is no id to point at someone else.
      const one = await createUser(t);
      const other = await createUser(t);
      const data = (
        await call('GET', '/api/users/me/export', await signIn(t, one.email, one.password))
      ).json();
      expect(data.profile._id).toBe(one.id);
      expect(JSON.stringify(data)).not.toContain(other.email);
    });
  });

  describe('DELETE users', () => {
    /** A professional with data in every place a person's data goes: profile, phone, skills, CV, application, mail. */
    async function professionalWithHistory() {
      const email = `erase-${Date.now()}@mosaico.test`;
      const person = await createUser(t, { email, firstName: 'Zuleica', lastName: 'Esquecida' });
      const token = await signIn(t, person.email, person.password);
      const me = (await call('GET', `/api/users/me/${person.id}`, token)).json<UserProfile>();
      const [lisboa] = searchPlaces('Lisboa', 1);
      if (!lisboa) throw new Error('no Lisboa in the gazetteer');
      me.dadosPessoais.geolocation = {
        place_id: lisboa.place_id,
        formatted_address: lisboa.formatted_address,
      };
      me.dadosPessoais.cpf = '52998224725';
      me.contato.lista = [{ tipo: 'Preferencial', contato: '+351 913 777 555', locale: 'pt-PT' }];
      me.perfilUsuario.digomais.lista = [
        { nome: 'Kotlin', nomeCaption: 'Kotlin', classif: 'digomais', subclassif: 'skills', level: 3 },
      ];
      expect((await call('PUT', '/api/users', token, me)).statusCode).toBe(200);

      // The CV's bytes name the person too, so the storage scan below has something to find before erasure.
      const upload = multipart(
        'cv.pdf',
        Buffer.concat([PDF, Buffer.from('\n% Zuleica Esquecida +351 913 777 555\n')]),
      );
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/documents/file',
        headers: { ...upload.headers, ...authHeader(token) },
        payload: upload.payload,
      });
      expect(uploaded.statusCode).toBe(200);
      const attached = await call('POST', '/api/documents/file/uploadCv', token, {
        _id: person.id,
        file: uploaded.json(),
        comment: 'Zuleica CV',
      });
      expect(attached.statusCode).toBe(200);

      const opportunity = await insertOpportunity(t.app, { titulo: 'Erasure check' });
      const applied = await call('POST', `/api/opportunity/${opportunity.id}/becomeCandidate`, token, {
        activeLanguage: 'pt-BR',
        attachmentUrl: null,
        indicadoPor: 'Zuleica friend',
        _usuario: { _id: person.id },
      });
      expect(applied.statusCode).toBe(200);
      const contact = await call('POST', '/api/contactus', undefined, {
        firstName: 'Zuleica',
        email,
        mensagem: 'Please call +351 913 777 555',
        activeLanguage: 'pt-PT',
      });
      expect(contact.statusCode).toBe(200);
      expect(
        (await call('POST', '/api/auth/forgot', undefined, { email, activeLanguage: 'pt-PT' })).statusCode,
      ).toBe(200);
      // What recruiters keep about the person: an evaluation, a feed event, the talent board, a pre-registration.
      const db = t.app.ctx.database.db;
      const recruiter = await createUser(t, { roles: ['rh'] });
      await db.insert(userEvaluations).values({
        professionalId: person.id,
        evaluatorId: recruiter.id,
        typeName: 'Parecer Comportamental',
        conteudo: 'Zuleica Esquecida was great',
        result: 9,
      });
      const [eventType] = await db.select().from(eventTypes).limit(1);
      if (!eventType) throw new Error('no event types');
      await db.insert(feedEvents).values({
        professionalId: person.id,
        eventTypeId: eventType.id,
        actorId: recruiter.id,
        happenedAt: new Date(),
        comment: '<p>Called Zuleica on +351 913 777 555</p>',
      });
      await db.insert(talents).values({ userId: person.id, recruiterId: recruiter.id });
      await db.insert(preRegistrations).values({
        opportunityId: opportunity.id,
        recruiterId: recruiter.id,
        professionalId: person.id,
        professionalName: 'Zuleica Esquecida',
      });
      return { person, token, email, opportunityId: opportunity.id };
    }

    /** Every stored file's bytes (local storage under DATA_DIR) that hold one of the needles. */
    function storedFilesHolding(needles: string[]): string[] {
      const root = path.join(t.app.ctx.config.dataDir, 'files');
      if (!existsSync(root)) return [];
      return (readdirSync(root, { recursive: true }) as string[])
        .map((name) => path.join(root, name))
        .filter((full) => statSync(full).isFile())
        .filter((full) => {
          const text = readFileSync(full).toString('latin1').toLowerCase();
          return needles.some((needle) => text.includes(needle.toLowerCase()));
        });
    }

    /** Every row of every table, as text, that holds one of the needles. */
    async function rowsHolding(needles: string[]): Promise<Array<{ table: string; row: string }>> {
      const db = t.app.ctx.database.db;
      const tables = (await db.execute(sql`
        SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`)) as {
        rows: Array<{ schema: string; name: string }>;
      };
      const found: Array<{ table: string; row: string }> = [];
      for (const { schema, name } of tables.rows) {
        const qualified = sql.raw(`"${schema}"."${name}"`);
        const rows = (await db.execute(sql`SELECT t::text AS row FROM ${qualified} AS t`)) as {
          rows: Array<{ row: string }>;
        };
        for (const { row } of rows.rows) {
          const text = row.toLowerCase();
          if (needles.some((needle) => text.includes(needle.toLowerCase())))
            found.push({ table: `${schema}.${name}`, row });
        }
      }
      return found;
    }

    it('erases the person everywhere but the deleted-profile record, ends the session and frees the e-mail', async () => {
      const { person, token, email } = await professionalWithHistory();
      const needles = [email, 'Zuleica', 'Esquecida', '913 777 555', '52998224725'];
      const before = new Set((await rowsHolding(needles)).map((hit) => hit.table));
      for (const table of ['users', 'mail_outbox', 'contact_messages', 'user_evaluations', 'feed_events'])
        expect(before, table).toContain(`public.${table}`);
      expect(before).toContain('public.pre_registrations');
      expect(storedFilesHolding(needles)).toHaveLength(1);

      const response = await call('DELETE', '/api/users', token, { comment: 'Found a job' });
      expect(response.statusCode).toBe(200);
      const receipt = erasureReceiptSchema.parse(response.json());
      const places = Object.fromEntries(receipt.lines.map((line) => [line.place, line]));
      for (const place of [
        'files',
        'user_skills',
        'user_evaluations',
        'feed_events',
        'talents',
        'mail_outbox',
        'contact_messages',
        'match_professionals',
        'professional_search_documents',
        'auth_tokens',
      ])
        expect(places[place], place).toMatchObject({ action: 'deleted' });
      expect(places.users).toEqual({ place: 'users', action: 'anonymised', rows: 1 });
      expect(places.candidatures).toEqual({ place: 'candidatures', action: 'anonymised', rows: 1 });
      expect(places.pre_registrations).toMatchObject({ action: 'anonymised', rows: 1 });
      expect(receipt.storage).toEqual({ filesRemoved: 1, filesFailed: 0 });
      expect(receipt.kept.fields).toEqual(['userName', 'userEmail', 'created', 'comment']);

      // Every column of every table (each row read whole as text, jsonb and the queue's tables included) and
      // every stored file: only the deleted-profile record 002 §3 keeps names the person.
      const left = await rowsHolding(needles);
      expect(left.map((hit) => hit.table)).toEqual(['public.deleted_profiles']);
      expect(storedFilesHolding(needles)).toEqual([]);
      const [record] = await t.app.ctx.database.db
        .select()
        .from(deletedProfiles)
        .where(eq(deletedProfiles.userEmail, email));
      expect(record).toMatchObject({
        userName: 'Zuleica Esquecida',
        userEmail: email,
        comment: 'Found a job',
      });

      expect((await call('GET', `/api/users/me/${person.id}`, token)).statusCode).toBe(401);
      await expect(signIn(t, email, person.password)).rejects.toThrow(/401/);
      const taken = await call('GET', `/api/users/check-email-cadastro/${encodeURIComponent(email)}`);
      expect(taken.json()).toEqual({ exists: false });
      // The application stays for the recruiters' history, anonymous.
      const [row] = await t.app.ctx.database.db.select().from(users).where(eq(users.id, person.id));
      expect(row?.deletedAt).not.toBeNull();
    });

    it('answers a recruiter with 403 and deletes nothing', async () => {
      const recruiter = await createUser(t, { roles: ['rh'] });
      const token = await signIn(t, recruiter.email, recruiter.password);
      expect((await call('DELETE', '/api/users', token)).statusCode).toBe(403);
      expect((await call('GET', `/api/users/me/${recruiter.id}`, token)).statusCode).toBe(200);
    });

    it('keeps everything when the deletion fails, and says so in the request language', async () => {
      const person = await createUser(t, { firstName: 'Rollback', lastName: 'Person' });
      const token = await signIn(t, person.email, person.password);
      const db = t.app.ctx.database.db;
      // A failing write inside the transaction: the deleted-profile record cannot be inserted.
      await db.execute(sql`ALTER TABLE deleted_profiles ADD CONSTRAINT no_inserts CHECK (false) NOT VALID`);
      try {
        const response = await call('DELETE', '/api/users', token, undefined, 'pt-PT');
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({
          code: 'ACCOUNT_DELETION_FAILED',
          message:
            'Algo correu mal e não foi possível eliminar o registo agora. Tente novamente dentro de alguns minutos.',
        });
      } finally {
        await db.execute(sql`ALTER TABLE deleted_profiles DROP CONSTRAINT no_inserts`);
      }
      const me = await call('GET', `/api/users/me/${person.id}`, token);
      expect(me.statusCode).toBe(200);
      expect(me.json<UserProfile>().displayName).toBe('Rollback Person');
    });
  });

  describe('profile flags', () => {
    it('lets the professional set PcD, international location and EU citizenship, and only recruiters the referral', async () => {
      const person = await createUser(t);
      const token = await signIn(t, person.email, person.password);
      const recruiter = await createUser(t, { roles: ['rh'] });
      const recruiterToken = await signIn(t, recruiter.email, recruiter.password);

      const pcd = await call('PUT', `/api/profile/changePcdState/${person.id}`, token, { status: true });
      expect(pcd.statusCode).toBe(200);
      expect(pcd.json()).toMatchObject({ status: true });
      const international = await call('PUT', `/api/profile/location-international/${person.id}`, token, {
        status: true,
      });
      expect(international.json()).toMatchObject({ status: true });
      const eu = await call('POST', `/api/profile/updateEuropeanUnionCitizenship/${person.id}`, token, {
        status: true,
      });
      expect(eu.json()).toMatchObject({ status: true });
      expect(
        (await call('PUT', `/api/profile/indication-user/${person.id}`, token, { status: true })).statusCode,
      ).toBe(403);
      const referral = await call('PUT', `/api/profile/indication-user/${person.id}`, recruiterToken, {
        status: true,
      });
      expect(referral.statusCode).toBe(200);

      const me = (await call('GET', `/api/users/me/${person.id}`, token)).json<UserProfile>();
      expect(me.dadosPessoais.pcdUser.isUserPCD).toBe(true);
      expect(me.europeanUnionCitizenship.status).toBe(true);
      expect(me.flags.location_international?.status).toBe(true);
      expect(me.flags.indication_user?.status).toBe(true);

      const off = await call('PUT', `/api/profile/changePcdState/${person.id}`, recruiterToken, {
        status: false,
      });
      expect(off.json()).toMatchObject({ status: false });
      expect(
        (await call('GET', `/api/users/me/${person.id}`, token)).json<UserProfile>().dadosPessoais.pcdUser
          .isUserPCD,
      ).toBe(false);
    });

    it('refuses another professional and a body without a status', async () => {
      const person = await createUser(t);
      const other = await createUser(t);
      const otherToken = await signIn(t, other.email, other.password);
      const token = await signIn(t, person.email, person.password);
      expect(
        (await call('PUT', `/api/profile/changePcdState/${person.id}`, otherToken, { status: true }))
          .statusCode,
      ).toBe(403);
      const bad = await call('PUT', `/api/profile/changePcdState/${person.id}`, token, { status: 'yes' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('GET profile/recruitment', () => {
    it('answers how the professional arrived', async () => {
      const person = await createUser(t);
      const token = await signIn(t, person.email, person.password);
      const me = (await call('GET', `/api/users/me/${person.id}`, token)).json<UserProfile>();
      me.dadosPessoais.indicadoPor = 'LinkedIn';
      expect((await call('PUT', '/api/users', token, me)).statusCode).toBe(200);
      const response = await call('GET', '/api/profile/recruitment', token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        indicadoPor: 'LinkedIn',
        registerRh: false,
        preRegister: false,
      });
    });
  });
});
