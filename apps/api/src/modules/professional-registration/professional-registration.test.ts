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
import { userSkills, users } from '../../db/schema';

const PDF = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', 'cv.pdf'));
const PNG = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', 'photo.png'));

describe('a recruiter registers or edits a professional (002 §2.13, §5, §7.3, §7.5)', () => {
  let t: TestApp;
  let rh: TestUser;
  let rhToken: string;
  let pro: TestUser;
  let proToken: string;
  let counter = 0;
  const freshEmail = () => `reg${++counter}-${Date.now()}@mosaico.test`;
  const freshPhone = () => `+55 (11) 9${String(Date.now() + ++counter).slice(-8)}`;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    rh = await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'Recruta' });
    rhToken = await signIn(t, rh.email, rh.password);
    pro = await createUser(t);
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

  /** 002 §3's registration payload. */
  const payload = (overrides: Record<string, unknown> = {}) => ({
    user: {
      firstName: 'Bruna',
      lastName: 'Barros',
      email: freshEmail(),
      perfilUsuario: {
        mosaico: {
          escolhidas: [
            {
              detalhe: {
                nomeCaption: 'Inovação',
                subclassif: 'attitudes',
                classif: 'euquero',
                nome: 'Inovação',
              },
            },
          ],
        },
        digomais: {
          lista: [
            { nomeCaption: 'Kotlin', subclassif: 'skills', classif: 'digomais', nome: 'Kotlin' },
            { nomeCaption: 'kotlin ', subclassif: 'skills', classif: 'digomais', nome: 'kotlin ' },
          ],
        },
      },
      dadosPessoais: { pcdUser: { isUserPCD: true }, preferredLanguage: 'en-US' },
      contato: { lista: [{ locale: 'pt-BR', contato: freshPhone(), tipo: 'Preferencial' }] },
      attachments: [],
      notificationsSettings: {
        isActive: true,
        channels: [
          { isActive: true, name: 'E-mail' },
          { isActive: false, name: 'Telefone' },
        ],
      },
      registerRh: true,
      linkedinUrl: null,
      policyAndSignature: null,
      europeanUnionCitizenship: true,
      ...overrides,
    },
  });

  const register = (overrides: Record<string, unknown> = {}, token = rhToken) =>
    call('POST', '/users/register-professional', token, payload(overrides));

  async function uploadCv(token: string, fileName: string, bytes: Buffer, kind = 'cv') {
    const body = multipart(fileName, bytes);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/documents/file?kind=${kind}`,
      headers: { ...body.headers, ...authHeader(token) },
      payload: body.payload,
    });
    return uploaded;
  }

  it('refuses visitors with 401 and professionals with 403 on every call', async () => {
    expect((await register({}, '')).statusCode).toBe(401);
    expect((await call('POST', '/users/register-professional', proToken, payload())).statusCode).toBe(403);
    expect(
      (await call('PUT', '/users/register-professional', proToken, payload({ _id: pro.id }))).statusCode,
    ).toBe(403);
    expect((await call('GET', `/users/register-professional/${pro.id}`, proToken)).statusCode).toBe(403);
    expect(
      (await call('POST', '/users/send-confirmation-mail', proToken, { userId: pro.id })).statusCode,
    ).toBe(403);
  });

  it('creates the professional without a password, with skills, interests, flags and the CV, and mails the link', async () => {
    const cv = await uploadCv(rhToken, 'cv.pdf', PDF);
    expect(cv.statusCode, cv.body).toBe(200);
    const email = freshEmail();
    const answer = await register({
      email: ` ${email.toUpperCase()} `,
      attachments: [cv.json()],
      linkedinUrl: 'https://www.linkedin.com/in/bruna-barros/',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { message, user } = answer.json();
    expect(message).toBe('PROFESSIONAL_REGISTERED');
    const [row] = await t.app.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email,
      passwordHash: null,
      registerRh: true,
      byRh: true,
      preRegister: false,
      validRegistration: false,
      registeredBy: rh.id,
      preferredLanguage: 'en-US',
      linkedinUrl: 'https://www.linkedin.com/in/bruna-barros/',
    });
    expect(row?.personalData).toMatchObject({ pcdUser: { isUserPCD: true } });
    expect(row?.flags).toMatchObject({ europeanUnionCitizenship: { status: true } });
    expect(row?.notificationsSettings.channels).toEqual([
      { name: 'E-mail', isActive: true },
      { name: 'Telefone', isActive: false },
    ]);
    const skills = await t.app.ctx.database.db
      .select()
      .from(userSkills)
      .where(eq(userSkills.userId, user.id));
    // A case-insensitive repeat is dropped (002 §5).
    expect(skills.map((skill) => skill.nome)).toEqual(['Kotlin']);

    const form = (await call('GET', `/users/register-professional/${user.id}`, rhToken)).json();
    expect(form).toMatchObject({
      email,
      emailMasked: false,
      phoneMasked: true,
      skills: ['Kotlin'],
      interests: ['Inovação'],
      isUserPCD: true,
      europeanUnionCitizenship: true,
      notifications: { email: true, phone: false },
      registerRh: true,
      awaitingPassword: true,
    });
    expect(form.attachments).toEqual([expect.objectContaining({ comment: HR_ATTACHMENT_MARKER })]);

    // The welcome e-mail, in the person's language, with the link to choose a password (DECISIONS).
    const mail = await lastMailTo(t, email);
    expect(mail?.language).toBe('en-US');
    expect(mail?.text).toContain(`/signup/advanced/${encodeURIComponent(email)}/`);
    expect(mail?.text).toContain('/pre-register');
    // Until then the person cannot sign in.
    const signin = await call('POST', '/auth/signin', null, { email, password: 'whatever-123' });
    expect(signin.statusCode).toBe(401);
  });

  it('applies every rule of 002 §5 with its code and message', async () => {
    const required = await register({ firstName: 'Bo' });
    expect(required.statusCode).toBe(400);
    expect(required.json()).toMatchObject({
      code: 'PROFESSIONAL_FIELDS_REQUIRED',
      message: 'Os campos nome, sobrenome, e-mail e competências são obrigatórios',
    });
    expect((await register({ lastName: '  Li ' })).json().code).toBe('PROFESSIONAL_FIELDS_REQUIRED');
    expect((await register({ email: 'ab' })).json().code).toBe('PROFESSIONAL_FIELDS_REQUIRED');
    const noSkills = await register({ perfilUsuario: { digomais: { lista: [] } } });
    expect(noSkills.json().code).toBe('PROFESSIONAL_FIELDS_REQUIRED');
    const blankSkill = await register({
      perfilUsuario: { digomais: { lista: [{ nome: '  ', subclassif: 'skills', classif: 'digomais' }] } },
    });
    expect(blankSkill.json().code).toBe('PROFESSIONAL_FIELDS_REQUIRED');
    const badEmail = await register({ email: 'bruna@semdominio' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({
      code: 'PROFESSIONAL_INVALID_EMAIL',
      message: 'Por favor preencha com um e-mail válido',
    });
    // The phone never blocks (002 §5).
    expect((await register({ contato: { lista: [] } })).statusCode).toBe(200);
    for (const linkedinUrl of [
      'https://example.com/in/x',
      'http://linkedin.com/in/x',
      'javascript:alert(1)',
    ]) {
      expect((await register({ linkedinUrl })).json().code).toBe('INVALID_LINKEDIN_URL');
    }
    const english = await call(
      'POST',
      '/users/register-professional',
      rhToken,
      payload({ firstName: '' }),
      'en-US',
    );
    expect(english.json().message).toBe('The first name, last name, e-mail and skills fields are required');
  });

  it('takes one CV, judged by its bytes, and creates nobody when the file is refused', async () => {
    const first = (await uploadCv(rhToken, 'a.pdf', PDF)).json();
    const second = (await uploadCv(rhToken, 'b.pdf', PDF)).json();
    const two = await register({ attachments: [first, second] });
    expect(two.statusCode).toBe(400);
    expect(two.json().code).toBe('PROFESSIONAL_ONE_CV_ONLY');

    const photo = await uploadCv(rhToken, 'photo.png', PNG, 'photo');
    expect(photo.statusCode, photo.body).toBe(200);
    const email = freshEmail();
    const refused = await register({ email, attachments: [photo.json()] });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    // A PNG renamed .pdf is refused at upload: the bytes decide.
    expect((await uploadCv(rhToken, 'cv.pdf', PNG)).statusCode).toBe(415);
    const created = await t.app.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(created).toEqual([]);
  });

  it('looks for the same person by e-mail, phone or LinkedIn before creating, and says which', async () => {
    const phone = '+55 11 98765-4321';
    const email = freshEmail();
    const first = await register({
      email,
      contato: { lista: [{ locale: 'pt-BR', contato: phone, tipo: 'Preferencial' }] },
      linkedinUrl: 'https://linkedin.com/in/Same-Person',
    });
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().user.id as string;

    const byEmail = await register({ email: email.toUpperCase() });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({
      code: 'EMAIL_ALREADY_REGISTERED',
      field: 'email',
      professionalId: id,
    });
    // Another account's e-mail (a professional who signed up) counts too.
    expect((await register({ email: pro.email })).json()).toMatchObject({
      field: 'email',
      professionalId: pro.id,
    });

    const byPhone = await register({
      contato: { lista: [{ locale: 'pt-BR', contato: '(55) 11 987654321', tipo: 'Preferencial' }] },
    });
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json()).toMatchObject({
      code: 'PHONE_ALREADY_REGISTERED',
      field: 'phone',
      professionalId: id,
    });

    const byLinkedin = await register({ linkedinUrl: 'https://www.linkedin.com/in/same-person/?trk=x' });
    expect(byLinkedin.statusCode).toBe(409);
    expect(byLinkedin.json()).toMatchObject({
      code: 'LINKEDIN_ALREADY_REGISTERED',
      field: 'linkedinUrl',
      professionalId: id,
    });
    expect((await call('GET', `/users/register-professional/${id}`, rhToken)).statusCode).toBe(200);
    const count = await t.app.ctx.database.db.select().from(users).where(eq(users.firstName, 'Bruna'));
    expect(count.filter((row) => row.linkedinUrl?.toLowerCase().includes('same-person'))).toHaveLength(1);
  });

  it("lets a recruiter edit another professional's registration, with the same rules and duplicate check", async () => {
    const email = freshEmail();
    const created = (await register({ email })).json().user.id as string;
    const other = freshEmail();
    await register({ email: other, linkedinUrl: 'https://linkedin.com/in/other-one' });

    const edit = (overrides: Record<string, unknown>) =>
      call('PUT', '/users/register-professional', rhToken, payload({ _id: created, email, ...overrides }));
    const edited = await edit({
      firstName: 'Bruna Maria',
      perfilUsuario: { digomais: { lista: [{ nome: 'Go', subclassif: 'skills', classif: 'digomais' }] } },
      dadosPessoais: { pcdUser: { isUserPCD: false }, preferredLanguage: 'pt-PT' },
      contato: { lista: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ message: 'PROFESSIONAL_UPDATED', user: { id: created } });
    const form = (await call('GET', `/users/register-professional/${created}`, rhToken)).json();
    expect(form).toMatchObject({ firstName: 'Bruna Maria', skills: ['Go'], interests: [], isUserPCD: false });
    expect(form.preferredLanguage).toBe('pt-PT');
    // The phone shows masked (its channel is off): an empty list keeps it.
    expect(form.phone).toMatch(/\*/);

    expect((await edit({ lastName: 'B' })).json().code).toBe('PROFESSIONAL_FIELDS_REQUIRED');
    const clash = await edit({ linkedinUrl: 'https://www.linkedin.com/in/other-one' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().field).toBe('linkedinUrl');
    expect((await edit({ email: other })).json().code).toBe('EMAIL_ALREADY_REGISTERED');
    // Editing a recruiter account or someone unknown is not this form's business.
    const recruiter = await call('PUT', '/users/register-professional', rhToken, payload({ _id: rh.id }));
    expect(recruiter.statusCode).toBe(404);
    expect(recruiter.json().code).toBe('PROFESSIONAL_NOT_FOUND');
    expect((await call('GET', '/users/register-professional/nobody', rhToken)).statusCode).toBe(404);
  });

  it('sends the set-password e-mail again only to professionals registered by a recruiter without a password', async () => {
    const email = freshEmail();
    const id = (await register({ email })).json().user.id as string;
    const before = await lastMailTo(t, email);
    const again = await call('POST', '/users/send-confirmation-mail', rhToken, {
      userId: id,
      title: 'Engenheira de Dados',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ message: 'CONFIRMATION_EMAIL_SENT' });
    const after = await lastMailTo(t, email);
    expect(after?.id).not.toBe(before?.id);
    expect(after?.text).toContain('Engenheira de Dados');
    // The first link stops working: only the newest token finishes the registration.
    const link = (after?.text ?? '').match(/\/signup\/advanced\/[^/]+\/([^/\s]+)\/pre-register/);
    expect(link).not.toBeNull();
    const finish = await call('POST', '/auth/signup/advanced', null, {
      username: email,
      token: decodeURIComponent(link?.[1] ?? ''),
      password: 'a-new-password-1',
    });
    expect(finish.statusCode, finish.body).toBe(200);
    // Now they have a password: nothing more to confirm.
    const done = await call('POST', '/users/send-confirmation-mail', rhToken, { userId: id });
    expect(done.statusCode).toBe(400);
    expect(done.json().code).toBe('PROFESSIONAL_NOT_REGISTERED_BY_RH');
    expect(
      (await call('POST', '/users/send-confirmation-mail', rhToken, { userId: pro.id })).statusCode,
    ).toBe(400);
  });

  it('makes the professional findable at once by users/find: a skill with the PcD option, 12 per page', async () => {
    const skill = `Zigzagscript${Date.now()}`;
    const registered = await register({
      firstName: 'Paula',
      lastName: 'Pesquisada',
      perfilUsuario: { digomais: { lista: [{ nome: skill, subclassif: 'skills', classif: 'digomais' }] } },
      dadosPessoais: { pcdUser: { isUserPCD: true }, preferredLanguage: 'pt-BR' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const id = registered.json().user.id as string;
    const found = await call('GET', `/users/find/${skill}/12/1?pcdFilter=true&typeFilter=criteria`, rhToken);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, pageSize: 12, page: 1 });
    expect(found.json().usersList[0]).toMatchObject({ _id: id, isUserPCD: true, registerRh: true });
    // Without disability the PcD option leaves them out.
    await call('PUT', '/users/register-professional', rhToken, {
      user: {
        ...payload({ _id: id }).user,
        email: undefined,
        firstName: 'Paula',
        lastName: 'Pesquisada',
        perfilUsuario: { digomais: { lista: [{ nome: skill, subclassif: 'skills', classif: 'digomais' }] } },
        dadosPessoais: { pcdUser: { isUserPCD: false }, preferredLanguage: 'pt-BR' },
      },
    });
    const notPcd = await call('GET', `/users/find/${skill}/12/1?pcdFilter=true`, rhToken);
    expect(notPcd.json().total).toBe(0);
    expect((await call('GET', `/users/find/${skill}/12/1`, rhToken)).json().total).toBe(1);
  });

  it("answers 002 §7.3's POST auth/signup with the registration payload from a recruiter, and no one else", async () => {
    const email = freshEmail();
    const signup = (token: string | null) => call('POST', '/auth/signup', token, payload({ email }));
    expect((await signup(null)).statusCode).toBe(401);
    expect((await signup(proToken)).statusCode).toBe(403);
    const answer = await signup(rhToken);
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json().user.id as string;
    expect(answer.json()).toEqual({ message: 'PROFESSIONAL_REGISTERED_WITH_SUCCESS', user: { id } });
    const [row] = await t.app.ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email, passwordHash: null, registerRh: true, registeredBy: rh.id });
    expect((await lastMailTo(t, email))?.text).toContain('/pre-register');
    // The same rules and duplicate check as the form's call.
    expect((await signup(rhToken)).statusCode).toBe(409);
    const bad = await call('POST', '/auth/signup', rhToken, payload({ firstName: 'Bo' }));
    expect(bad.json().code).toBe('PROFESSIONAL_FIELDS_REQUIRED');
    const malformed = await call('POST', '/auth/signup', rhToken, { user: { registerRh: true } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
  });

  it('lets a recruiter turn a channel off but not on for someone who chose to hide a contact (002 §6)', async () => {
    const person = await createUser(t, { firstName: 'Olga', lastName: 'Oculta' });
    await t.app.ctx.database.db
      .update(users)
      .set({
        notificationsSettings: {
          isActive: true,
          channels: [
            { name: 'E-mail', isActive: true },
            { name: 'Telefone', isActive: false },
          ],
        },
      })
      .where(eq(users.id, person.id));
    const edit = (channels: Array<{ isActive: boolean; name: string }>) =>
      call(
        'PUT',
        '/users/register-professional',
        rhToken,
        payload({
          _id: person.id,
          email: person.email,
          firstName: 'Olga',
          lastName: 'Oculta',
          contato: { lista: [] },
          notificationsSettings: { isActive: true, channels },
        }),
      );
    const turnedOn = await edit([
      { isActive: true, name: 'E-mail' },
      { isActive: true, name: 'Telefone' },
    ]);
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    const form = async () => (await call('GET', `/users/register-professional/${person.id}`, rhToken)).json();
    expect((await form()).notifications).toEqual({ email: true, phone: false });
    await edit([
      { isActive: false, name: 'E-mail' },
      { isActive: true, name: 'Telefone' },
    ]);
    expect((await form()).notifications).toEqual({ email: false, phone: false });
    expect((await form()).emailMasked).toBe(true);
  });
});
