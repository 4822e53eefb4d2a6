import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RESET_TOKEN_TTL_MS, SESSION_MAX_LIFETIME_MS, SESSION_RENEWAL_GRACE_MS } from '@mosaico/domain';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import type { InjectOptions } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  lastMailTo,
  signIn,
  type TestApp,
} from '../../../test/helpers';
import { authTokens, candidatures, files, mailOutbox, opportunities, users } from '../../db/schema';
import { describeDuration, describeRateLimit, RATE_LIMITS } from '../../lib/rate-limit/limits';
import { openSession } from '../../lib/sessions';
import { createAuthToken } from './auth.repository';

const PDF = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/cv.pdf'));

/** Every plain-text password these tests send: none may ever come back in an answer. */
const PASSWORDS = new Set<string>();

describe('access and identity', () => {
  let t: TestApp;
  const bodies: string[] = [];
  let address = 0;

  /** One request from its own address (so per-IP limits stay out of the way), its body kept for the leak check. */
  async function call(options: InjectOptions & { url: string }) {
    address += 1;
    const response = await t.app.inject({
      remoteAddress: `127.2.${Math.floor(address / 250)}.${(address % 250) + 1}`,
      ...options,
    });
    bodies.push(response.body);
    return response;
  }

  async function uploadCv(): Promise<{ fileName: string; url: string }> {
    const boundary = `----mosaico${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await call({
      method: 'POST',
      url: '/api/documents/file',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  let counter = 0;
  async function signupPayload(overrides: Record<string, unknown> = {}) {
    counter += 1;
    const password = `senha-forte-${counter}`;
    PASSWORDS.add(password);
    return {
      firstName: 'Mariana',
      lastName: 'Oliveira',
      email: `Mariana.Oliveira${counter}@Example.com`,
      password,
      dadosPessoais: {
        geolocation: { place_id: '3448439', formatted_address: 'São Paulo, São Paulo, Brazil' },
        pcdUser: { isUserPCD: true },
      },
      contato: { lista: [{ tipo: 'Preferencial', contato: '+55 11 98765-4321', locale: 'pt-BR' }] },
      europeanUnionCitizenship: { status: true },
      attachments: [await uploadCv()],
      ...overrides,
    };
  }

  async function signup(
    user: Record<string, unknown>,
    extra: Record<string, unknown> = {},
    language = 'pt-BR',
  ) {
    return call({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { user, activeLanguage: language, ...extra },
    });
  }

  /** The token in the last confirmation link mailed to `email`, and the link itself. */
  async function confirmationLink(email: string) {
    const mail = await lastMailTo(t, email);
    if (!mail) throw new Error(`no mail to ${email}`);
    const match = mail.text.match(
      /http:\/\/localhost:3000\/(signup-candidature|signup\/advanced)\/([^/\s]+)\/([^/\s]+)\/(\S+)/,
    );
    if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
    return {
      mail,
      kind: match[1],
      username: decodeURIComponent(match[2] ?? ''),
      token: match[3] ?? '',
      last: match[4],
    };
  }

  async function resetToken(email: string): Promise<string> {
    const mail = await lastMailTo(t, email);
    const match = mail?.text.match(/http:\/\/localhost:3000\/auth\/reset\/(\S+)/);
    if (!match?.[1]) throw new Error('no reset link');
    return match[1];
  }

  async function registerAndConfirm() {
    const user = await signupPayload();
    expect((await signup(user)).statusCode).toBe(201);
    const email = String(user.email).toLowerCase();
    const { token } = await confirmationLink(email);
    const validated = await call({
      method: 'POST',
      url: '/api/auth/signup/validate',
      payload: { username: email, token },
    });
    expect(validated.statusCode).toBe(200);
    return { email, password: String(user.password), jwt: validated.json().token as string };
  }

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/auth/signup', () => {
    it('registers a professional with a hashed password, an unconfirmed e-mail and the bound CV, and mails the link', async () => {
      const user = await signupPayload();
      const response = await signup(user);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        message: 'PROFESSIONAL_REGISTERED_WITH_SUCCESS',
        user: { id: expect.any(String) },
      });

      const email = String(user.email).toLowerCase();
      const [row] = await t.app.ctx.database.db.select().from(users).where(eq(users.id, body.user.id));
      expect(row).toMatchObject({
        email,
        firstName: 'Mariana',
        lastName: 'Oliveira',
        displayName: 'Mariana Oliveira',
        roles: ['user'],
        preferredLanguage: 'pt-BR',
        emailConfirmedAt: null,
        placeId: '3448439',
        formattedAddress: 'São Paulo, São Paulo, Brazil',
        contacts: [{ tipo: 'Preferencial', contato: '+55 11 98765-4321', locale: 'pt-BR' }],
      });
      expect(row?.personalData).toMatchObject({ pcdUser: { isUserPCD: true } });
      expect(row?.flags).toMatchObject({ europeanUnionCitizenship: { status: true } });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.passwordHash).not.toContain(String(user.password));

      const cvUrl = (user.attachments as Array<{ url: string }>)[0]?.url ?? '';
      const [file] = await t.app.ctx.database.db
        .select()
        .from(files)
        .where(eq(files.id, cvUrl.split('/').pop() ?? ''));
      expect(file?.ownerId).toBe(body.user.id);

      const link = await confirmationLink(email);
      expect(link.kind).toBe('signup/advanced');
      expect(link.username).toBe(email);
      expect(link.last).toBe('confirm');
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(link.mail).toMatchObject({ template: 'confirm', language: 'pt-BR', status: 'kept' });
      expect(link.mail.subject).toBe('Confirme seu endereço de e-mail');
      expect(link.mail.html).toContain(
        `href="http://localhost:3000/signup/advanced/${encodeURIComponent(email)}/`,
      );

      // Only a hash of the token is stored.
      const stored = await t.app.ctx.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.userId, body.user.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.tokenHash).not.toBe(link.token);
      expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('writes the messages in the language of activeLanguage (or preferredLanguage)', async () => {
      const english = await signupPayload();
      expect((await signup(english, {}, 'en-US')).statusCode).toBe(201);
      expect((await lastMailTo(t, String(english.email)))?.subject).toBe('Confirm your e-mail address');

      const portuguese: Record<string, unknown> = await signupPayload();
      const dados = portuguese.dadosPessoais as Record<string, unknown>;
      portuguese.dadosPessoais = { ...dados, preferredLanguage: 'pt-PT' };
      expect((await signup(portuguese, {}, 'en-US')).statusCode).toBe(201);
      const mail = await lastMailTo(t, String(portuguese.email));
      expect(mail?.subject).toBe('Confirme o seu endereço de e-mail');
      expect(mail?.language).toBe('pt-PT');
    });

    it.each([
      ['a first name under 3 characters', { firstName: 'Al' }, 'user.firstName'],
      ['a surname under 3 characters', { lastName: 'Li' }, 'user.lastName'],
      ['an invalid e-mail', { email: 'mariana@invalid' }, 'user.email'],
      ['a password under 8 characters', { password: 'curta12' }, 'user.password'],
      [
        'a phone under 8 characters',
        { contato: { lista: [{ tipo: 'Preferencial', contato: '1234567' }] } },
        'user.contato',
      ],
      [
        'a location without place_id',
        {
          dadosPessoais: {
            geolocation: { place_id: '', formatted_address: 'Lisboa' },
            pcdUser: { isUserPCD: false },
          },
        },
        'user.dadosPessoais',
      ],
      ['no CV', { attachments: [] }, 'user.attachments'],
    ])('refuses %s (400 VALIDATION_ERROR)', async (_label, change, field) => {
      const response = await signup(await signupPayload(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().issues[0].path).toContain(field);
    });

    it('refuses attachments that are not anonymous uploads (CV_REQUIRED) and keeps no account', async () => {
      const user = await signupPayload({
        attachments: [{ fileName: 'cv.pdf', url: '/api/documents/file/not-a-file' }],
      });
      const response = await signup(user);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('CV_REQUIRED');
      const exists = await call({ method: 'GET', url: `/api/users/check-email-cadastro/${user.email}` });
      expect(exists.json()).toEqual({ exists: false });
    });

    it('answers EMAIL_ALREADY_REGISTERED (409) for a taken e-mail in any case', async () => {
      const user = await signupPayload();
      expect((await signup(user)).statusCode).toBe(201);
      const again = await signup(
        { ...(await signupPayload()), email: String(user.email).toUpperCase() },
        {},
        'en-US',
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        statusCode: 409,
        code: 'EMAIL_ALREADY_REGISTERED',
        message: 'Email already registered',
      });
    });

    it('answers OPPORTUNITY_NOT_FOUND (404) for an unknown vaga', async () => {
      const response = await signup(await signupPayload(), { vaga: 'no-such-opportunity' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('OPPORTUNITY_NOT_FOUND');
    });
  });

  describe('POST /api/auth/signin', () => {
    it('refuses an unconfirmed e-mail with UNCONFIRMED_EMAIL (403) once the password is right', async () => {
      const user = await signupPayload();
      await signup(user);
      const response = await call({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'accept-language': 'en-US' },
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        code: 'UNCONFIRMED_EMAIL',
        message: 'Your email has not yet been validated',
      });
    });

    it('answers the same INVALID_CREDENTIALS (401) for a wrong password and an unknown e-mail', async () => {
      const user = await createUser(t);
      const wrong = await call({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'accept-language': 'en-US' },
        payload: { email: user.email, password: 'not-the-password' },
      });
      const unknown = await call({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'accept-language': 'en-US' },
        payload: { email: 'nobody@mosaico.test', password: 'not-the-password' },
      });
      const expected = {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid e-mail or password',
      };
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(expected);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(expected);
      // An unconfirmed account with a wrong password does not reveal that it exists either.
      const unconfirmed = await createUser(t, { confirmed: false });
      const hidden = await call({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'accept-language': 'en-US' },
        payload: { email: unconfirmed.email, password: 'not-the-password' },
      });
      expect(hidden.json()).toEqual(expected);
    });

    it('switches the message with Accept-Language', async () => {
      const messages: Record<string, string> = {};
      for (const language of ['pt-BR', 'pt-PT', 'en-US', 'fr-FR']) {
        const response = await call({
          method: 'POST',
          url: '/api/auth/signin',
          headers: { 'accept-language': language },
          payload: { email: 'nobody@mosaico.test', password: 'whatever-123' },
        });
        messages[language] = response.json().message;
      }
      expect(messages).toEqual({
        'pt-BR': 'E-mail ou senha inválidos',
        'pt-PT': 'E-mail ou palavra-passe inválidos',
        'en-US': 'Invalid e-mail or password',
        'fr-FR': 'Invalid e-mail or password',
      });
    });

    it('answers a JWT with the claims the client decodes, for an e-mail typed in any case', async () => {
      // A professional without a second factor: recruiters get a challenge first (account-security tests).
      const user = await createUser(t, {
        firstName: 'Rita',
        lastName: 'Henriques',
        preferredLanguage: 'pt-PT',
      });
      PASSWORDS.add(user.password);
      const response = await call({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: user.email.toUpperCase(), password: user.password },
      });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json())).toEqual(['token']);
      const claims = decodeJwt(response.json().token);
      expect(claims).toMatchObject({
        sub: user.id,
        displayName: 'Rita Henriques',
        email: user.email,
        roles: ['user'],
        preferredLanguage: 'pt-PT',
        tv: 0,
      });
      expect(typeof claims.sid).toBe('string');
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    });

    it('refuses an account a recruiter registered without a password', async () => {
      const [row] = await t.app.ctx.database.db
        .insert(users)
        .values({
          email: 'nopassword@mosaico.test',
          firstName: 'Sem',
          lastName: 'Senha',
          displayName: 'Sem Senha',
        })
        .returning({ id: users.id });
      expect(row).toBeDefined();
      const response = await call({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'nopassword@mosaico.test', password: 'anything-at-all' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_CREDENTIALS');
    });
  });

  describe('POST /api/auth/signup/validate', () => {
    it('confirms the e-mail once, signs the user in and sends the welcome message', async () => {
      const user = await signupPayload();
      const created = (await signup(user)).json();
      const email = String(user.email).toLowerCase();
      const { token } = await confirmationLink(email);

      const response = await call({
        method: 'POST',
        url: '/api/auth/signup/validate',
        payload: { username: email, token },
      });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json())).toEqual(['token']);
      expect(decodeJwt(response.json().token)).toMatchObject({
        sub: created.user.id,
        email,
        roles: ['user'],
      });

      const welcome = await lastMailTo(t, email);
      expect(welcome).toMatchObject({ template: 'welcome', subject: 'Bem-vindo ao Mosaico' });
      expect(welcome?.text).toContain(
        `http://localhost:3000/professional/${created.user.id}/professinal-profile?step=welcome`,
      );

      // Single use.
      const again = await call({
        method: 'POST',
        url: '/api/auth/signup/validate',
        payload: { username: email, token },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('TOKEN_INVALID_OR_EXPIRED');

      // Signing in works now.
      expect(await signIn(t, email, String(user.password))).toEqual(expect.any(String));
    });

    it('refuses a token presented with another username', async () => {
      const user = await signupPayload();
      await signup(user);
      const { token } = await confirmationLink(String(user.email).toLowerCase());
      const response = await call({
        method: 'POST',
        url: '/api/auth/signup/validate',
        headers: { 'accept-language': 'en-US' },
        payload: { username: 'someone-else@mosaico.test', token },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'TOKEN_INVALID_OR_EXPIRED',
        message: 'Expired or Invalid Token',
      });
      // The token was not spent by the failed attempt.
      const ok = await call({
        method: 'POST',
        url: '/api/auth/signup/validate',
        payload: { username: String(user.email), token },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('signing up from an opportunity ends with the user as its candidate', async () => {
      const [opportunity] = await t.app.ctx.database.db
        .insert(opportunities)
        .values({ titulo: 'Desenvolvedora Java Sênior' })
        .returning({ id: opportunities.id });
      const opportunityId = opportunity?.id ?? '';
      const user = await signupPayload();
      const created = await signup(user, { vaga: opportunityId });
      expect(created.statusCode).toBe(201);
      const email = String(user.email).toLowerCase();
      const link = await confirmationLink(email);
      expect(link.kind).toBe('signup-candidature');
      expect(link.last).toBe(opportunityId);
      expect(link.mail.text).toContain('Desenvolvedora Java Sênior');

      const response = await call({
        method: 'POST',
        url: '/api/auth/signup/validate',
        payload: { username: email, token: link.token },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ token: expect.any(String), opportunityId });

      const rows = await t.app.ctx.database.db
        .select()
        .from(candidatures)
        .where(eq(candidatures.userId, created.json().user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        opportunityId,
        kind: 'candidate',
        statusCurrent: 1,
        capture: 'Divulgação',
      });
      expect(rows[0]?.steps).toEqual([{ key: 0, date: expect.any(String), capture: 'Divulgação' }]);
    });
  });

  describe('expired confirmation link → refreshToken → validate', () => {
    it('renews an expired confirmation token once and continues the application', async () => {
      const [opportunity] = await t.app.ctx.database.db
        .insert(opportunities)
        .values({ titulo: 'Analista de Dados' })
        .returning({ id: opportunities.id });
      const opportunityId = opportunity?.id ?? '';
      const user = await signupPayload();
      const created = (await signup(user, { vaga: opportunityId })).json();
      const email = String(user.email).toLowerCase();
      const { token: expiredToken } = await confirmationLink(email);
      await t.app.ctx.database.db
        .update(authTokens)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(authTokens.userId, created.user.id));

      const expired = await call({
        method: 'POST',
        url: '/api/auth/signup/validate',
        payload: { username: email, token: expiredToken },
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('TOKEN_INVALID_OR_EXPIRED');

      const refreshed = await call({
        method: 'POST',
        url: '/api/auth/refreshToken',
        payload: { token: expiredToken, username: email },
      });
      expect(refreshed.statusCode).toBe(200);
      const { token: newToken, opportunityId: carried } = refreshed.json();
      expect(carried).toBe(opportunityId);
      expect(newToken).not.toBe(expiredToken);

      // The old token cannot be renewed twice.
      const twice = await call({
        method: 'POST',
        url: '/api/auth/refreshToken',
        payload: { token: expiredToken, username: email },
      });
      expect(twice.statusCode).toBe(400);

      const validated = await call({
        method: 'POST',
        url: '/api/auth/signup/validate',
        payload: { username: email, token: newToken },
      });
      expect(validated.statusCode).toBe(200);
      expect(validated.json().opportunityId).toBe(opportunityId);
    });

    it('refuses a confirmation token of another user', async () => {
      const user = await signupPayload();
      await signup(user);
      const { token } = await confirmationLink(String(user.email).toLowerCase());
      const response = await call({
        method: 'POST',
        url: '/api/auth/refreshToken',
        payload: { token, username: 'other@mosaico.test' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('TOKEN_INVALID_OR_EXPIRED');
    });
  });

  describe('POST /api/auth/refreshToken with a sign-in token', () => {
    async function signedJwt(
      subject: { id: string; email: string },
      expiresAt: number,
      tv = 0,
      sessionStartedAt = expiresAt - 3600,
    ) {
      const session = await openSession(t.app.ctx.database.db, subject.id, { address: '127.0.0.1' });
      return new SignJWT({
        sid: session.id,
        displayName: 'X',
        email: subject.email,
        roles: ['user'],
        preferredLanguage: 'pt-BR',
        tv,
        sat: sessionStartedAt,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject.id)
        .setIssuedAt(expiresAt - 3600)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(t.app.ctx.config.jwtSecret));
    }

    it('renews a valid token and one expired less than an hour ago, with current data', async () => {
      const user = await createUser(t, { firstName: 'Paula' });
      const token = await signIn(t, user.email, user.password);
      const fresh = await call({
        method: 'POST',
        url: '/api/auth/refreshToken',
        payload: { token, username: user.email },
      });
      expect(fresh.statusCode).toBe(200);
      expect(decodeJwt(fresh.json().token)).toMatchObject({ sub: user.id, email: user.email });

      const halfAnHourAgo = Math.floor(Date.now() / 1000) - 30 * 60;
      const expired = await signedJwt(user, halfAnHourAgo);
      const renewed = await call({
        method: 'POST',
        url: '/api/auth/refreshToken',
        payload: { token: expired, username: user.email.toUpperCase() },
      });
      expect(renewed.statusCode).toBe(200);
      const claims = decodeJwt(renewed.json().token);
      expect(claims.displayName).toMatch(/^Paula /);
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
      // The renewed token keeps the session's start: renewals cannot extend a session.
      expect(claims.sat).toBe(halfAnHourAgo - 3600);
    });

    it('never renews past the absolute session lifetime of 24 hours, and such a token no longer works', async () => {
      const user = await createUser(t);
      const now = Math.floor(Date.now() / 1000);
      // Still within its own 8 hours, but its session began 25 hours ago (renewed again and again).
      const oldSession = await signedJwt(user, now + 3600, 0, now - 25 * 3600);
      const renewal = await call({
        method: 'POST',
        url: '/api/auth/refreshToken',
        payload: { token: oldSession, username: user.email },
      });
      expect(renewal.statusCode).toBe(400);
      expect(renewal.json().code).toBe('TOKEN_INVALID_OR_EXPIRED');
      const me = await call({
        method: 'GET',
        url: `/api/users/me/${user.id}`,
        headers: authHeader(oldSession),
      });
      expect(me.statusCode).toBe(401);
    });

    it('refuses a token expired more than an hour ago, of another user, forged, or of an older version', async () => {
      const user = await createUser(t);
      const other = await createUser(t);
      const twoHoursAgo = Math.floor(Date.now() / 1000) - 2 * 3600;
      const tooOld = await signedJwt(user, twoHoursAgo);
      const valid = await signIn(t, user.email, user.password);
      const forged = `${valid.slice(0, -4)}AAAA`;
      const oldVersion = await signedJwt(user, Math.floor(Date.now() / 1000) + 3600, 7);
      for (const [token, username] of [
        [tooOld, user.email],
        [valid, other.email],
        [forged, user.email],
        [oldVersion, user.email],
        ['not-a-token', user.email],
      ] as const) {
        const response = await call({
          method: 'POST',
          url: '/api/auth/refreshToken',
          payload: { token, username },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('TOKEN_INVALID_OR_EXPIRED');
      }
    });
  });

  describe('POST /api/auth/signup/resendmail', () => {
    it('mails a new link that replaces the old one, in activeLanguage', async () => {
      const user = await signupPayload();
      await signup(user);
      const email = String(user.email).toLowerCase();
      const first = await confirmationLink(email);
      const response = await call({
        method: 'POST',
        url: '/api/auth/signup/resendmail',
        payload: { email, activeLanguage: 'en-US' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'EMAIL_RESENT_WITH_SUCCESS' });
      const second = await confirmationLink(email);
      expect(second.mail).toMatchObject({
        template: 'resend',
        subject: 'Your new confirmation link',
        language: 'en-US',
      });
      expect(second.token).not.toBe(first.token);

      const old = await call({
        method: 'POST',
        url: '/api/auth/signup/validate',
        payload: { username: email, token: first.token },
      });
      expect(old.statusCode).toBe(400);
      const current = await call({
        method: 'POST',
        url: '/api/auth/signup/validate',
        payload: { username: email, token: second.token },
      });
      expect(current.statusCode).toBe(200);
    });

    it('keeps the opportunity of the sign-up in the new link', async () => {
      const [opportunity] = await t.app.ctx.database.db
        .insert(opportunities)
        .values({ titulo: 'QA Pleno' })
        .returning({ id: opportunities.id });
      const user = await signupPayload();
      await signup(user, { vaga: opportunity?.id });
      const email = String(user.email).toLowerCase();
      await call({
        method: 'POST',
        url: '/api/auth/signup/resendmail',
        payload: { email, activeLanguage: 'pt-BR' },
      });
      const link = await confirmationLink(email);
      expect(link).toMatchObject({ kind: 'signup-candidature', last: opportunity?.id });
    });

    it('answers the same, and sends nothing, for an unknown or already confirmed e-mail', async () => {
      const confirmed = await createUser(t);
      const before = await t.app.ctx.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
      for (const email of ['ghost@mosaico.test', confirmed.email]) {
        const response = await call({
          method: 'POST',
          url: '/api/auth/signup/resendmail',
          payload: { email, activeLanguage: 'pt-BR' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'EMAIL_RESENT_WITH_SUCCESS' });
      }
      const after = await t.app.ctx.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
      expect(after.length).toBe(before.length);
    });
  });

  describe('POST /api/auth/signup/advanced', () => {
    async function preRegistered(opportunityId?: string) {
      counter += 1;
      const email = `pre${counter}@mosaico.test`;
      const [row] = await t.app.ctx.database.db
        .insert(users)
        .values({
          email,
          firstName: 'Pedro',
          lastName: 'Alves',
          displayName: 'Pedro Alves',
          preRegister: true,
          byRh: true,
        })
        .returning({ id: users.id });
      const id = row?.id ?? '';
      const token = await createAuthToken(t.app.ctx.database.db, {
        userId: id,
        kind: 'confirm',
        ttlMs: 60_000,
        opportunityId: opportunityId ?? null,
      });
      return { id, email, token };
    }

    it('sets the password, confirms the e-mail, stores the profile parts and signs in', async () => {
      const person = await preRegistered();
      PASSWORDS.add('minha-senha-nova');
      const response = await call({
        method: 'POST',
        url: '/api/auth/signup/advanced',
        payload: {
          activeLanguage: 'pt-BR',
          password: 'minha-senha-nova',
          username: person.email,
          token: person.token,
          homeOffice: true,
          perfilUsuario: {
            pretensao: { tipo: { clt: { moeda: 'BRL', valor: '5 a 7k' } } },
            injected: 'ignored',
          },
        },
      });
      expect(response.statusCode).toBe(200);
      expect(decodeJwt(response.json().token)).toMatchObject({ sub: person.id, email: person.email });
      const [row] = await t.app.ctx.database.db.select().from(users).where(eq(users.id, person.id));
      expect(row?.emailConfirmedAt).not.toBeNull();
      expect(row?.homeOffice).toBe(true);
      expect(row?.profile).toEqual({ pretensao: { tipo: { clt: { moeda: 'BRL', valor: '5 a 7k' } } } });
      expect(await signIn(t, person.email, 'minha-senha-nova')).toEqual(expect.any(String));
    });

    it('answers 400 with errorMessage for a short password or a spent token', async () => {
      const person = await preRegistered();
      const short = await call({
        method: 'POST',
        url: '/api/auth/signup/advanced',
        headers: { 'accept-language': 'pt-BR' },
        payload: { activeLanguage: 'pt-BR', password: 'curta', username: person.email, token: person.token },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({
        code: 'PASSWORD_TOO_SHORT',
        errorMessage: 'A senha deve ter pelo menos 8 caracteres',
      });

      const payload = {
        activeLanguage: 'en-US',
        password: 'long-enough-1',
        username: person.email,
        token: person.token,
      };
      expect((await call({ method: 'POST', url: '/api/auth/signup/advanced', payload })).statusCode).toBe(
        200,
      );
      const spent = await call({
        method: 'POST',
        url: '/api/auth/signup/advanced',
        headers: { 'accept-language': 'en-US' },
        payload,
      });
      expect(spent.statusCode).toBe(400);
      expect(spent.json()).toMatchObject({
        code: 'TOKEN_INVALID_OR_EXPIRED',
        errorMessage: 'Expired or Invalid Token',
      });
    });

    it('applies to the opportunity the token carries', async () => {
      const [opportunity] = await t.app.ctx.database.db
        .insert(opportunities)
        .values({ titulo: 'Scrum Master' })
        .returning({ id: opportunities.id });
      const person = await preRegistered(opportunity?.id);
      const response = await call({
        method: 'POST',
        url: '/api/auth/signup/advanced',
        payload: { password: 'long-enough-2', username: person.email, token: person.token },
      });
      expect(response.json().opportunityId).toBe(opportunity?.id);
      const rows = await t.app.ctx.database.db
        .select()
        .from(candidatures)
        .where(eq(candidatures.userId, person.id));
      expect(rows[0]).toMatchObject({ kind: 'candidate', statusCurrent: 1 });
    });
  });

  describe('forgot and reset', () => {
    it('answers the same whether or not the account exists, mailing a link only when it does', async () => {
      const user = await createUser(t);
      const known = await call({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: user.email, activeLanguage: 'pt-PT' },
      });
      const before = await t.app.ctx.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
      const unknown = await call({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: 'ghost@mosaico.test', activeLanguage: 'pt-PT' },
      });
      const after = await t.app.ctx.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ message: 'EMAIL_SENT_WITH_SUCCESS' });
      expect(after.length).toBe(before.length);
      const mail = await lastMailTo(t, user.email);
      expect(mail).toMatchObject({
        template: 'reset',
        language: 'pt-PT',
        subject: 'Redefina a sua palavra-passe',
      });
      expect(mail?.text).toMatch(/http:\/\/localhost:3000\/auth\/reset\/[A-Za-z0-9_-]{43}/);
    });

    it('resets once, ends older sessions and keeps the rules on the new password', async () => {
      const user = await createUser(t);
      const oldJwt = await signIn(t, user.email, user.password);
      const consentUrl = `/api/users/privacyPolicyAcceptance/${user.id}`;
      expect((await call({ method: 'GET', url: consentUrl, headers: authHeader(oldJwt) })).statusCode).toBe(
        200,
      );

      await call({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: user.email, activeLanguage: 'en-US' },
      });
      const token = await resetToken(user.email);
      const status = await call({ method: 'GET', url: `/api/auth/reset/${token}` });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ status: 'valid' });

      const post = (body: Record<string, string>, language = 'en-US') =>
        call({
          method: 'POST',
          url: `/api/auth/reset/${token}`,
          headers: { 'accept-language': language },
          payload: body,
        });
      const short = await post({ newPassword: 'short', verifyPassword: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({
        statusCode: 400,
        code: 'PASSWORD_TOO_SHORT',
        message: 'Password must have at least 8 characters',
      });
      const mismatch = await post(
        { newPassword: 'new-password-1', verifyPassword: 'new-password-2' },
        'pt-BR',
      );
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toMatchObject({
        code: 'PASSWORDS_DO_NOT_MATCH',
        message: 'As senhas não coincidem',
      });

      PASSWORDS.add('new-password-1');
      const done = await post({ newPassword: 'new-password-1', verifyPassword: 'new-password-1' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: 'PASSWORD_CHANGED_WITH_SUCCESS' });

      // Single use.
      expect(
        (await post({ newPassword: 'new-password-3', verifyPassword: 'new-password-3' })).statusCode,
      ).toBe(400);
      const used = await call({ method: 'GET', url: `/api/auth/reset/${token}` });
      expect(used.statusCode).toBe(400);
      expect(used.json().code).toBe('TOKEN_INVALID_OR_EXPIRED');

      // The JWT issued before the reset no longer works, not even for a renewal.
      const stale = await call({ method: 'GET', url: consentUrl, headers: authHeader(oldJwt) });
      expect(stale.statusCode).toBe(401);
      const renewal = await call({
        method: 'POST',
        url: '/api/auth/refreshToken',
        payload: { token: oldJwt, username: user.email },
      });
      expect(renewal.statusCode).toBe(400);

      // Old password out, new password in.
      const oldLogin = await call({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: user.email, password: user.password },
      });
      expect(oldLogin.statusCode).toBe(401);
      const newJwt = await signIn(t, user.email, 'new-password-1');
      expect(decodeJwt(newJwt).tv).toBe(1);
      expect((await call({ method: 'GET', url: consentUrl, headers: authHeader(newJwt) })).statusCode).toBe(
        200,
      );
    });

    it('refuses an expired or unknown reset token, and a new link retires the previous one', async () => {
      const user = await createUser(t);
      await call({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: user.email, activeLanguage: 'en-US' },
      });
      const first = await resetToken(user.email);
      await call({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: user.email, activeLanguage: 'en-US' },
      });
      const second = await resetToken(user.email);
      expect((await call({ method: 'GET', url: `/api/auth/reset/${first}` })).statusCode).toBe(400);
      expect((await call({ method: 'GET', url: `/api/auth/reset/${second}` })).statusCode).toBe(200);

      await t.app.ctx.database.db
        .update(authTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(authTokens.userId, user.id));
      const expired = await call({
        method: 'POST',
        url: `/api/auth/reset/${second}`,
        payload: { newPassword: 'another-pass-1', verifyPassword: 'another-pass-1' },
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('TOKEN_INVALID_OR_EXPIRED');
      expect((await call({ method: 'GET', url: '/api/auth/reset/made-up-token' })).statusCode).toBe(400);
    });

    it('confirms the e-mail of an unconfirmed account (the link proved it)', async () => {
      const user = await createUser(t, { confirmed: false });
      await call({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: user.email, activeLanguage: 'en-US' },
      });
      const token = await resetToken(user.email);
      await call({
        method: 'POST',
        url: `/api/auth/reset/${token}`,
        payload: { newPassword: 'confirmed-now-1', verifyPassword: 'confirmed-now-1' },
      });
      expect(await signIn(t, user.email, 'confirmed-now-1')).toEqual(expect.any(String));
    });
  });

  describe('GET /api/users/check-email-cadastro/{email}', () => {
    it('tells whether the e-mail is registered, in any case', async () => {
      const user = await createUser(t);
      const yes = await call({
        method: 'GET',
        url: `/api/users/check-email-cadastro/${user.email.toUpperCase()}`,
      });
      expect(yes.statusCode).toBe(200);
      expect(yes.json()).toEqual({ exists: true });
      const no = await call({ method: 'GET', url: '/api/users/check-email-cadastro/free@mosaico.test' });
      expect(no.json()).toEqual({ exists: false });
      const invalid = await call({ method: 'GET', url: '/api/users/check-email-cadastro/not-an-email' });
      expect(invalid.statusCode).toBe(400);
    });
  });

  describe('the whole journey', () => {
    it('sign up → confirm → sign in → use the API', async () => {
      const { email, password, jwt } = await registerAndConfirm();
      const token = await signIn(t, email, password);
      const id = decodeJwt(token).sub;
      expect(decodeJwt(jwt).sub).toBe(id);
      const consent = await call({
        method: 'GET',
        url: `/api/users/privacyPolicyAcceptance/${id}`,
        headers: authHeader(token),
      });
      expect(consent.statusCode).toBe(200);
    });
  });

  it('documents every access call in the OpenAPI description', async () => {
    const response = await call({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/signin',
        '/api/auth/signup',
        '/api/auth/signup/validate',
        '/api/auth/signup/resendmail',
        '/api/auth/signup/advanced',
        '/api/auth/refreshToken',
        '/api/auth/forgot',
        '/api/auth/reset/{token}',
        '/api/users/check-email-cadastro/{email}',
        '/api/users/privacyPolicyAcceptance/{id}',
        '/api/users/privacyPolicyAcceptance/signup-location/{id}',
        '/api/dev/mailbox',
      ]),
    );
  });

  it('states the limits and lifetimes the code enforces in the API reference, not old ones (issue 21)', async () => {
    const response = await call({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, { description?: string }>> };
    const described = (path: string) => document.paths[path]?.post?.description ?? '';
    const signup = described('/api/auth/signup');
    const refresh = described('/api/auth/refreshToken');
    expect(signup).not.toContain('10 sign-ups an hour');
    expect(signup).toContain(`Limit: ${describeRateLimit(RATE_LIMITS.signupPerIp)} sign-ups per IP`);
    expect(signup).toContain(String(RATE_LIMITS.signupPerIp.max));
    expect(refresh).not.toContain('7 days');
    expect(refresh).toContain(`expired at most ${describeDuration(SESSION_RENEWAL_GRACE_MS)} ago`);
    expect(refresh).toContain(describeDuration(SESSION_MAX_LIFETIME_MS));
    expect(described('/api/auth/forgot')).toContain(`(${describeDuration(RESET_TOKEN_TTL_MS)}, single use)`);
    expect(described('/api/contactus')).toContain(describeRateLimit(RATE_LIMITS.contactPerIp));
    // The wording the reference uses, on literal values.
    expect(describeDuration(60 * 60 * 1000)).toBe('an hour');
    expect(describeDuration(48 * 60 * 60 * 1000)).toBe('48 hours');
    expect(describeDuration(7 * 24 * 60 * 60 * 1000)).toBe('7 days');
    expect(describeRateLimit({ max: 60, windowMs: 60 * 60 * 1000 })).toBe('60 an hour');
    expect(describeRateLimit({ max: 5, windowMs: 15 * 60 * 1000 })).toBe('5 per 15 minutes');
  });

  it('never returns a password or its hash in any answer', () => {
    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) {
      expect(body).not.toMatch(/argon2|passwordHash|password_hash/i);
      for (const password of PASSWORDS) expect(body).not.toContain(password);
    }
  });
});
