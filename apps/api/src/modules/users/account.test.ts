import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { UserProfile } from '@mosaico/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, signIn, type TestApp } from '../../../test/helpers';
import { multipart } from '../../../test/multipart';
import { insertOpportunity } from '../../../test/search-fixtures';
import { deletedProfiles, users } from '../../db/schema';
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

      const upload = multipart('cv.pdf', PDF);
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
      return { person, token, email, opportunityId: opportunity.id };
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
      expect((await rowsHolding(needles)).length).toBeGreaterThan(3);

      const response = await call('DELETE', '/api/users', token, { comment: 'Found a job' });
      expect(response.statusCode).toBe(204);

      const left = await rowsHolding(needles);
      expect(left.map((hit) => hit.table)).toEqual(['public.deleted_profiles']);
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
