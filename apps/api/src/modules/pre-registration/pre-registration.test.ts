import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HR_ATTACHMENT_MARKER } from '@mosaico/domain';
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
import { multipart } from '../../../test/multipart';
import { insertOpportunity, place } from '../../../test/search-fixtures';
import { users } from '../../db/schema';

const PDF = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', 'cv.pdf'));

describe('pre-registration (001 §2.10, §5, §7, §8)', () => {
  let t: TestApp;
  let rh: TestUser;
  let rhToken: string;
  let proToken: string;
  let opportunityId: string;
  const lisboa = place('Lisboa');
  let counter = 0;
  const freshEmail = () => `pre${++counter}-${Date.now()}@mosaico.test`;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    rh = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Recruta' });
    rhToken = await signIn(t, rh.email, rh.password);
    const pro = await createUser(t);
    proToken = await signIn(t, pro.email, pro.password);
    opportunityId = (await insertOpportunity(t.app, { titulo: 'Engenheira de Dados' })).id;
  }, 120_000);
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

  const create = (overrides: Record<string, unknown> = {}) =>
    call('PUT', '/users/pre-register', rhToken, {
      firstName: 'Paula',
      lastName: 'Pereira',
      email: freshEmail(),
      location: { place_id: lisboa.place_id },
      opportunityId,
      ...overrides,
    });

  it('creates a professional without a password, pre-registered, and mails the link in pt-BR', async () => {
    const email = freshEmail();
    const answer = await create({ email: `  ${email.toUpperCase()} ` });
    expect(answer.statusCode, answer.body).toBe(200);
    const { message, user } = answer.json();
    expect(message).toBe('PRE_REGISTER_CREATED');
    expect(user).toMatchObject({
      firstName: 'Paula',
      lastName: 'Pereira',
      email,
      preferredLanguage: 'pt-BR',
      location: { place_id: lisboa.place_id, formatted_address: lisboa.formatted_address },
      opportunityId,
      preRegister: true,
      validRegistration: false,
      registeredBy: rh.id,
      attachments: [],
    });
    const [row] = await t.app.ctx.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ passwordHash: null, roles: ['user'], registerRh: true, byRh: true });
    expect(row?.emailConfirmedAt).toBeNull();
    expect(row?.profile).toMatchObject({ interestLocations: [{ place_id: lisboa.place_id }] });

    const mail = await lastMailTo(t, email);
    expect(mail?.template).toBe('preRegistration');
    expect(mail?.language).toBe('pt-BR');
    expect(mail?.subject).toBe('Seu cadastro no Mosaico está esperando por você');
    expect(mail?.text).toContain('"Engenheira de Dados"');
    expect(mail?.text).toMatch(
      new RegExp(`http://localhost:3000/signup/advanced/${encodeURIComponent(email)}/[\\w-]+/pre-register`),
    );

    // Without a password the account cannot sign in.
    const signin = await call('POST', '/auth/signin', null, { email, password: 'whatever-123' });
    expect(signin.statusCode).toBe(401);
  });

  it('mails in the language given (pt-PT) and works without opportunity or location', async () => {
    const email = freshEmail();
    const answer = await create({ email, preferredLanguage: 'pt-PT', opportunityId: null, location: null });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().user).toMatchObject({
      location: null,
      opportunityId: null,
      preferredLanguage: 'pt-PT',
    });
    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe('O seu registo no Mosaico está à sua espera');
    expect(mail?.text).not.toContain('oportunidade "');
  });

  it('requires first name, last name and e-mail: Preencha os campos obrigatórios', async () => {
    for (const field of ['firstName', 'lastName', 'email']) {
      const answer = await create({ [field]: '   ' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'PRE_REGISTER_FIELDS_REQUIRED',
        message: 'Preencha os campos obrigatórios',
      });
    }
    const english = await call(
      'PUT',
      '/users/pre-register',
      rhToken,
      { firstName: '', lastName: 'x', email: '' },
      'en-US',
    );
    expect(english.json().message).toBe('Fill in the required fields');
  });

  it('refuses a malformed e-mail, a used e-mail (Email já cadastrado), an unknown place and opportunity', async () => {
    const bad = await create({ email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'PRE_REGISTER_INVALID_EMAIL',
      message: 'Formato de e-mail inválido.',
    });

    const taken = await create({ email: rh.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED', message: 'Email já cadastrado' });

    const check = await call('GET', `/users/check-email-cadastro/${encodeURIComponent(rh.email)}`, null);
    expect(check.json()).toEqual({ exists: true });

    const nowhere = await create({ location: { place_id: 'gn_nowhere' } });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().code).toBe('PLACE_NOT_FOUND');

    const unknown = await create({ opportunityId: 'no-such-opportunity' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('OPPORTUNITY_NOT_FOUND');
  });

  it('updates a pre-registration, mails a new link when the e-mail changes, and reads it back', async () => {
    const created = (await create()).json().user;
    const porto = place('Porto');
    const newEmail = freshEmail();
    const updated = await call('PUT', '/users/pre-register', rhToken, {
      _id: created._id,
      firstName: 'Paula Maria',
      lastName: 'Pereira',
      email: newEmail,
      location: { place_id: porto.place_id },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'PRE_REGISTER_UPDATED',
      user: {
        displayName: 'Paula Maria Pereira',
        email: newEmail,
        opportunityId,
        location: { place_id: porto.place_id },
      },
    });
    expect((await lastMailTo(t, newEmail))?.template).toBe('preRegistration');

    const read = await call('GET', `/users/pre-register/${created._id}`, rhToken);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ _id: created._id, email: newEmail });

    // Another account's e-mail is refused on update too.
    const other = (await create()).json().user;
    const clash = await call('PUT', '/users/pre-register', rhToken, {
      ...created,
      _id: created._id,
      email: other.email,
    });
    expect(clash.statusCode).toBe(409);
  });

  it('refuses to update or read someone who is not pre-registered: Não foi possível atualizar o pré-cadastro', async () => {
    const normal = await createUser(t);
    for (const id of [normal.id, 'no-such-user']) {
      const answer = await call('PUT', '/users/pre-register', rhToken, {
        _id: id,
        firstName: 'Nome',
        lastName: 'Sobrenome',
        email: freshEmail(),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'PRE_REGISTER_UPDATE_FAILED',
        message: 'Não foi possível atualizar o pré-cadastro',
      });
    }
    expect((await call('GET', `/users/pre-register/${normal.id}`, rhToken)).statusCode).toBe(400);
  });

  it('is for recruiters only', async () => {
    expect(
      (await call('PUT', '/users/pre-register', proToken, { firstName: 'a', lastName: 'b', email: 'c' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/users/pre-register', null, { firstName: 'a', lastName: 'b', email: 'c' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('GET', `/users/preRegisterMadeByOpportunity/${opportunityId}`, proToken)).statusCode,
    ).toBe(403);
  });

  it('lets the recruiter attach a CV (marked as added by HR), and exclude deletes the user and the files', async () => {
    const created = (await create()).json().user;
    const body = multipart('cv.pdf', PDF);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/documents/file',
      headers: { ...body.headers, ...authHeader(rhToken) },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const attached = await call('POST', '/documents/file/uploadCv', rhToken, {
      _id: created._id,
      file: uploaded.json(),
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toEqual([expect.objectContaining({ comment: HR_ATTACHMENT_MARKER })]);
    const read = await call('GET', `/users/pre-register/${created._id}`, rhToken);
    expect(read.json().attachments).toHaveLength(1);
    const fileId = read.json().attachments[0]._id as string;

    const excluded = await call('DELETE', `/users/${created._id}/exclude-pre-register`, rhToken);
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json()).toEqual({ message: 'PRE_REGISTER_DELETED' });
    expect(await t.app.ctx.database.db.select().from(users).where(eq(users.id, created._id))).toEqual([]);
    expect((await call('GET', `/documents/file/${fileId}`, rhToken)).statusCode).toBe(404);
    const check = await call('GET', `/users/check-email-cadastro/${encodeURIComponent(created.email)}`, null);
    expect(check.json()).toEqual({ exists: false });

    // The record made for the opportunity keeps the name.
    const made = (await call('GET', `/users/preRegisterMadeByOpportunity/${opportunityId}`, rhToken)).json();
    expect(made.items).toContainEqual(
      expect.objectContaining({
        professionalName: 'Paula Pereira',
        professionalId: null,
        stillPreRegistered: null,
      }),
    );
  });

  it('excludes only users still pre-registered', async () => {
    const normal = await createUser(t);
    const answer = await call('DELETE', `/users/${normal.id}/exclude-pre-register`, rhToken);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('PRE_REGISTER_UPDATE_FAILED');
    expect(
      await t.app.ctx.database.db.select({ id: users.id }).from(users).where(eq(users.id, normal.id)),
    ).toHaveLength(1);
  });

  it('records and lists pre-registrations made for an opportunity', async () => {
    const opportunity = await insertOpportunity(t.app, { titulo: 'Analista' });
    const byPut = (
      await create({ opportunityId: opportunity.id, firstName: 'Bruno', lastName: 'Barros' })
    ).json().user;
    const made = await call('POST', '/users/preRegisterMade', rhToken, {
      recruiterId: rh.id,
      idOpportunity: opportunity.id,
      professionalName: 'Carla Costa',
    });
    expect(made.statusCode, made.body).toBe(200);
    // The name the PUT recorded is not counted twice.
    await call('POST', '/users/preRegisterMade', rhToken, {
      recruiterId: rh.id,
      idOpportunity: opportunity.id,
      professionalName: 'bruno barros',
    });
    const list = await call('GET', `/users/preRegisterMadeByOpportunity/${opportunity.id}`, rhToken);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      opportunityId: opportunity.id,
      total: 2,
      items: [
        {
          professionalName: 'Carla Costa',
          professionalId: null,
          stillPreRegistered: null,
          recruiter: { _id: rh.id, displayName: 'Rita Recruta' },
        },
        { professionalName: 'Bruno Barros', professionalId: byPut._id, stillPreRegistered: true },
      ],
    });

    const someoneElse = await call('POST', '/users/preRegisterMade', rhToken, {
      recruiterId: 'another-recruiter',
      idOpportunity: opportunity.id,
      professionalName: 'X',
    });
    expect(someoneElse.statusCode).toBe(403);
    expect((await call('GET', '/users/preRegisterMadeByOpportunity/nope', rhToken)).statusCode).toBe(404);
  });

  it('resends the e-mail with a new link (the old one stops working); only while pre-registered', async () => {
    const created = (await create({ preferredLanguage: 'en-US' })).json().user;
    const first = await lastMailTo(t, created.email);
    const resent = await call('POST', '/users/resend-pre-register-email', rhToken, {
      professionalId: created._id,
      opportunityId: 'gone',
      opportunityTitle: 'Typed title',
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: 'PRE_REGISTER_EMAIL_SENT' });
    const second = await lastMailTo(t, created.email);
    expect(second?.id).not.toBe(first?.id);
    expect(second?.subject).toBe('Your Mosaico registration is waiting for you');
    expect(second?.text).toContain('"Typed title"');

    const tokenOf = (text: string | undefined) =>
      /\/signup\/advanced\/[^/]+\/([\w-]+)\/pre-register/.exec(text ?? '')?.[1];
    const old = await call('POST', '/auth/signup/advanced', null, {
      username: created.email,
      token: tokenOf(first?.text),
      password: 'a-good-password',
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('TOKEN_INVALID_OR_EXPIRED');

    const normal = await createUser(t);
    const refused = await call('POST', '/users/resend-pre-register-email', rhToken, {
      professionalId: normal.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PRE_REGISTER_UPDATE_FAILED');
  });

  it('the link lets the professional choose a password, signs them in, and the account becomes a normal one', async () => {
    const created = (await create()).json().user;
    const mail = await lastMailTo(t, created.email);
    const token = /\/signup\/advanced\/[^/]+\/([\w-]+)\/pre-register/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const finished = await call('POST', '/auth/signup/advanced', null, {
      username: created.email,
      token,
      password: 'a-good-password',
      activeLanguage: 'pt-BR',
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().token).toBeTruthy();
    // Not applied anywhere by the link.
    expect(finished.json().opportunityId).toBeUndefined();
    const [row] = await t.app.ctx.database.db.select().from(users).where(eq(users.id, created._id));
    expect(row).toMatchObject({ preRegister: false, validRegistration: true });
    expect(row?.emailConfirmedAt).not.toBeNull();
    expect(await signIn(t, created.email, 'a-good-password')).toBeTruthy();
    expect((await lastMailTo(t, created.email))?.template).toBe('welcome');

    // No longer pre-registered: neither editable nor deletable as one.
    expect((await call('DELETE', `/users/${created._id}/exclude-pre-register`, rhToken)).statusCode).toBe(
      400,
    );
    const list = (await call('GET', `/users/preRegisterMadeByOpportunity/${opportunityId}`, rhToken)).json();
    expect(list.items).toContainEqual(
      expect.objectContaining({ professionalId: created._id, stillPreRegistered: false }),
    );
  });

  it('a password chosen through the reset link also ends the pre-registration', async () => {
    const created = (await create()).json().user;
    await call('POST', '/auth/forgot', null, { email: created.email });
    const mail = await lastMailTo(t, created.email);
    const token = /\/auth\/reset\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const reset = await call('POST', `/auth/reset/${token}`, null, {
      newPassword: 'another-password',
      verifyPassword: 'another-password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [row] = await t.app.ctx.database.db.select().from(users).where(eq(users.id, created._id));
    expect(row).toMatchObject({ preRegister: false, validRegistration: true });
  });

  it('sends the welcome message to a professional; not to a recruiter', async () => {
    const pro = await createUser(t, { preferredLanguage: 'pt-PT' });
    const answer = await call('POST', '/users/send-welcome-mail', rhToken, { user: { _id: pro.id } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: 'EMAIL_SENT_WITH_SUCCESS' });
    const mail = await lastMailTo(t, pro.email);
    expect(mail).toMatchObject({ template: 'welcome', language: 'pt-PT' });
    expect(mail?.text).toContain(`/professional/${pro.id}/professinal-profile?step=welcome`);
    expect(
      (await call('POST', '/users/send-welcome-mail', rhToken, { user: { _id: rh.id } })).statusCode,
    ).toBe(404);
  });
});
