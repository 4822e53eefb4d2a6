import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { InjectOptions } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  lastMailTo,
  signIn,
  type TestApp,
  totpCode,
  totpSecretOf,
} from '../../../test/helpers';
import { recoveryCodes, secondFactors, userSessions } from '../../db/schema';
import { sealSecret } from '../../lib/secret-box';
import { encryptPlainSecondFactors } from './account-security.service';

describe('second factor, sessions and the password rule (issue 26)', () => {
  let t: TestApp;
  let address = 0;

  /** One request from its own address, so per-IP limits stay out of the way. */
  const call = (options: InjectOptions & { url: string }, from?: string) => {
    address += 1;
    return t.app.inject({
      remoteAddress: from ?? `127.3.${Math.floor(address / 250)}.${(address % 250) + 1}`,
      ...options,
    });
  };
  const db = () => t.app.ctx.database.db;
  /** The secret as the person's authenticator app holds it (stored encrypted). */
  const secretOf = async (userId: string) =>
    totpSecretOf(
      t,
      userId,
      (await db().select().from(secondFactors).where(eq(secondFactors.userId, userId)))[0]?.secret ?? '',
    );
  const passwordStep = (email: string, password: string, from?: string) =>
    call({ method: 'POST', url: '/api/auth/signin', payload: { email, password } }, from);
  const me = (token: string) =>
    call({ method: 'GET', url: '/api/users/sessions', headers: authHeader(token) });

  beforeAll(async () => {
    t = await buildTestApp();
  }, 120_000);
  afterAll(async () => t.close());

  describe('sign-in with a second factor', () => {
    it('asks a recruiter for a code after the password, and gives the token only for a right one', async () => {
      const recruiter = await createUser(t, { roles: ['rh'] });
      const first = await passwordStep(recruiter.email, recruiter.password);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ secondFactor: 'required', challenge: expect.any(String) });
      const { challenge } = first.json();
      // The challenge is not a sign-in token.
      expect((await me(challenge)).statusCode).toBe(401);

      const wrong = await call({
        method: 'POST',
        url: '/api/auth/second-factor',
        payload: { challenge, code: totpCode(await secretOf(recruiter.id), 10) },
        headers: { 'accept-language': 'en-US' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID_CODE', message: expect.any(String) });

      const code = totpCode(await secretOf(recruiter.id));
      const right = await call({
        method: 'POST',
        url: '/api/auth/second-factor',
        payload: { challenge, code },
      });
      expect(right.statusCode).toBe(200);
      expect((await me(right.json().token)).statusCode).toBe(200);

      // The same code cannot be used again within its window (the last used time step is kept).
      const again = await passwordStep(recruiter.email, recruiter.password);
      const replay = await call({
        method: 'POST',
        url: '/api/auth/second-factor',
        payload: { challenge: again.json().challenge, code },
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().code).toBe('SECOND_FACTOR_CODE_USED');
    });

    it('refuses an expired-looking or forged challenge, and an access token in its place', async () => {
      const recruiter = await createUser(t, { roles: ['rh_manager'] });
      const token = await signIn(t, recruiter.email, recruiter.password);
      for (const challenge of ['not-a-jwt', token]) {
        const response = await call({
          method: 'POST',
          url: '/api/auth/second-factor',
          payload: { challenge, code: totpCode(await secretOf(recruiter.id)) },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
      }
    });

    it('sends a recruiter without a second factor to enrol first: QR and secret, a code, ten recovery codes', async () => {
      const recruiter = await createUser(t, { roles: ['rh'] });
      await db().delete(secondFactors).where(eq(secondFactors.userId, recruiter.id));
      const first = await passwordStep(recruiter.email, recruiter.password);
      expect(first.json().secondFactor).toBe('enrol');
      const { challenge } = first.json();
      // An enrolment challenge does not sign in with a code.
      const notYet = await call({
        method: 'POST',
        url: '/api/auth/second-factor',
        payload: { challenge, code: '123456' },
      });
      expect(notYet.statusCode).toBe(401);

      const setup = await call({
        method: 'POST',
        url: '/api/auth/second-factor/enrol',
        payload: { challenge },
      });
      expect(setup.statusCode).toBe(200);
      const { secret, otpauthUrl, qrCode } = setup.json();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Mosaico:.*secret=/);
      expect(qrCode).toMatch(/^data:image\/png;base64,/);

      const confirm = await call({
        method: 'POST',
        url: '/api/auth/second-factor/enrol/confirm',
        payload: { challenge, code: totpCode(secret) },
      });
      expect(confirm.statusCode).toBe(200);
      const { token, recoveryCodes: codes } = confirm.json();
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      expect((await me(token)).statusCode).toBe(200);
      // Stored hashed only.
      const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, recruiter.id));
      expect(stored).toHaveLength(10);
      for (const row of stored) {
        expect(codes).not.toContain(row.codeHash);
        expect(row.codeHash).toMatch(/^\$argon2id\$/);
      }
      // Enrolled: the next sign-in asks for a code.
      expect((await passwordStep(recruiter.email, recruiter.password)).json().secondFactor).toBe('required');
    });

    it('signs in once with each recovery code', async () => {
      const recruiter = await createUser(t, { roles: ['rh'] });
      const token = await signIn(t, recruiter.email, recruiter.password);
      const renewed = await call({
        method: 'POST',
        url: '/api/users/second-factor/recovery-codes',
        headers: authHeader(token),
        payload: { password: recruiter.password },
      });
      expect(renewed.statusCode).toBe(200);
      const [code] = renewed.json().recoveryCodes as string[];
      const use = async () =>
        call({
          method: 'POST',
          url: '/api/auth/second-factor',
          payload: {
            challenge: (await passwordStep(recruiter.email, recruiter.password)).json().challenge,
            recoveryCode: code?.toUpperCase(),
          },
        });
      expect((await use()).statusCode).toBe(200);
      const second = await use();
      expect(second.statusCode).toBe(400);
      expect(second.json().code).toBe('SECOND_FACTOR_INVALID_CODE');
    });

    it('is not bypassed by a password reset', async () => {
      const recruiter = await createUser(t, { roles: ['rh'] });
      await call({ method: 'POST', url: '/api/auth/forgot', payload: { email: recruiter.email } });
      const link = (await lastMailTo(t, recruiter.email))?.text.match(/\/auth\/reset\/(\S+)/)?.[1] ?? '';
      const reset = await call({
        method: 'POST',
        url: `/api/auth/reset/${link}`,
        payload: { newPassword: 'a brand new passphrase', verifyPassword: 'a brand new passphrase' },
      });
      expect(reset.statusCode).toBe(200);
      const after = await passwordStep(recruiter.email, 'a brand new passphrase');
      expect(after.json()).toEqual({ secondFactor: 'required', challenge: expect.any(String) });
    });

    it('limits wrong codes per account like sign-in failures', async () => {
      const limited = await buildTestApp({ RATE_LIMIT_ENABLED: 'true' });
      try {
        const recruiter = await createUser(limited, { roles: ['rh'] });
        const secret = totpSecretOf(
          limited,
          recruiter.id,
          (
            await limited.app.ctx.database.db
              .select()
              .from(secondFactors)
              .where(eq(secondFactors.userId, recruiter.id))
          )[0]?.secret as string,
        );
        const challenge = (
          await limited.app.inject({
            method: 'POST',
            url: '/api/auth/signin',
            remoteAddress: '127.4.0.1',
            payload: { email: recruiter.email, password: recruiter.password },
          })
        ).json().challenge;
        const attempt = (code: string, n: number) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/auth/second-factor',
            remoteAddress: `127.4.1.${n}`,
            payload: { challenge, code },
          });
        for (let n = 1; n <= 5; n += 1) expect((await attempt(totpCode(secret, 20), n)).statusCode).toBe(400);
        // Even the right code waits now, from any address.
        expect((await attempt(totpCode(secret), 9)).statusCode).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });

  describe('second factor in settings', () => {
    it('lets a professional turn it on with the password again, then asks for it at sign-in; off again', async () => {
      const person = await createUser(t);
      const token = await signIn(t, person.email, person.password);
      const status = await call({
        method: 'GET',
        url: '/api/users/second-factor',
        headers: authHeader(token),
      });
      expect(status.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

      const wrongPassword = await call({
        method: 'POST',
        url: '/api/users/second-factor/setup',
        headers: authHeader(token),
        payload: { password: 'not-the-password' },
      });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json().code).toBe('WRONG_CURRENT_PASSWORD');

      const setup = await call({
        method: 'POST',
        url: '/api/users/second-factor/setup',
        headers: authHeader(token),
        payload: { password: person.password },
      });
      expect(setup.statusCode).toBe(200);
      const confirm = await call({
        method: 'POST',
        url: '/api/users/second-factor/confirm',
        headers: authHeader(token),
        payload: { code: totpCode(setup.json().secret) },
      });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json().recoveryCodes).toHaveLength(10);
      expect(
        (await call({ method: 'GET', url: '/api/users/second-factor', headers: authHeader(token) })).json(),
      ).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
      expect((await passwordStep(person.email, person.password)).json().secondFactor).toBe('required');

      const off = await call({
        method: 'POST',
        url: '/api/users/second-factor/disable',
        headers: authHeader(token),
        payload: { password: person.password },
      });
      expect(off.statusCode).toBe(204);
      expect(Object.keys((await passwordStep(person.email, person.password)).json())).toEqual(['token']);
    });

    it('does not let a recruiter turn it off', async () => {
      const recruiter = await createUser(t, { roles: ['rh'] });
      const token = await signIn(t, recruiter.email, recruiter.password);
      const off = await call({
        method: 'POST',
        url: '/api/users/second-factor/disable',
        headers: authHeader(token),
        payload: { password: recruiter.password },
      });
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('SECOND_FACTOR_REQUIRED_FOR_ROLE');
    });
  });

  describe('the password again before changing the second factor', () => {
    it('answers CURRENT_PASSWORD_REQUIRED without it and WRONG_CURRENT_PASSWORD for a wrong one, translated, on each change', async () => {
      const recruiter = await createUser(t, { roles: ['rh'] });
      const token = await signIn(t, recruiter.email, recruiter.password);
      const person = await createUser(t);
      const personToken = await signIn(t, person.email, person.password);
      const cases = [
        { url: '/api/users/second-factor/setup', token: personToken },
        { url: '/api/users/second-factor/recovery-codes', token },
        { url: '/api/users/second-factor/disable', token: personToken },
      ];
      for (const { url, token: bearer } of cases) {
        for (const payload of [{}, { password: '' }]) {
          const missing = await call({
            method: 'POST',
            url,
            headers: { ...authHeader(bearer), 'accept-language': 'pt-PT' },
            payload,
          });
          expect(missing.statusCode, url).toBe(400);
          expect(missing.json().code, url).toBe('CURRENT_PASSWORD_REQUIRED');
          expect(missing.json().message, url).toMatch(/palavra-passe/i);
        }
        const wrong = await call({
          method: 'POST',
          url,
          headers: { ...authHeader(bearer), 'accept-language': 'en-US' },
          payload: { password: 'Not the right one 42' },
        });
        expect(wrong.statusCode, url).toBe(400);
        expect(wrong.json().code, url).toBe('WRONG_CURRENT_PASSWORD');
      }
      // Nothing changed: the recruiter's codes were not replaced, the professional has no factor.
      expect(
        (await db().select().from(secondFactors).where(eq(secondFactors.userId, person.id))).length,
      ).toBe(0);
      const renewed = await call({
        method: 'POST',
        url: '/api/users/second-factor/recovery-codes',
        headers: authHeader(token),
        payload: { password: recruiter.password },
      });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().recoveryCodes).toHaveLength(10);
    });

    it('ends a session of the caller without the password (the session list is already theirs)', async () => {
      const person = await createUser(t);
      const other = await signIn(t, person.email, person.password);
      const here = await signIn(t, person.email, person.password);
      const list = (await me(here)).json().sessions as { id: string; current: boolean }[];
      const target = list.find((session) => !session.current);
      const ended = await call({
        method: 'DELETE',
        url: `/api/users/sessions/${target?.id}`,
        headers: authHeader(here),
      });
      expect(ended.statusCode).toBe(204);
      expect((await me(other)).statusCode).toBe(401);
    });
  });

  describe('TOTP secrets at rest', () => {
    it('stores an enrolled secret encrypted (AES-256-GCM), never the secret itself, and codes still work', async () => {
      const person = await createUser(t);
      const token = await signIn(t, person.email, person.password);
      const setup = await call({
        method: 'POST',
        url: '/api/users/second-factor/setup',
        headers: authHeader(token),
        payload: { password: person.password },
      });
      const { secret } = setup.json() as { secret: string };
      const [row] = await db().select().from(secondFactors).where(eq(secondFactors.userId, person.id));
      expect(row?.secret.startsWith('v1:')).toBe(true);
      expect(row?.secret).not.toContain(secret);
      expect(totpSecretOf(t, person.id, row?.secret ?? '')).toBe(secret);
      const confirm = await call({
        method: 'POST',
        url: '/api/users/second-factor/confirm',
        headers: authHeader(token),
        payload: { code: totpCode(secret) },
      });
      expect(confirm.statusCode).toBe(200);
    });

    it('still reads a secret stored in plain text before, and encrypts it once at start-up', async () => {
      const recruiter = await createUser(t, { roles: ['rh'] });
      const plain = await secretOf(recruiter.id);
      // As a row written before encryption existed.
      await db().update(secondFactors).set({ secret: plain }).where(eq(secondFactors.userId, recruiter.id));
      expect(await signIn(t, recruiter.email, recruiter.password)).toEqual(expect.any(String));

      expect(await encryptPlainSecondFactors(t.app.ctx)).toBeGreaterThanOrEqual(1);
      const [row] = await db().select().from(secondFactors).where(eq(secondFactors.userId, recruiter.id));
      expect(row?.secret.startsWith('v1:')).toBe(true);
      expect(row?.secret).not.toContain(plain);
      expect(await signIn(t, recruiter.email, recruiter.password)).toEqual(expect.any(String));
      // A second pass finds nothing left to do.
      expect(await encryptPlainSecondFactors(t.app.ctx)).toBe(0);
    });

    it('says a secret sealed under another key cannot be checked (503 with its code), and a recovery code still signs in', async () => {
      const recruiter = await createUser(t, { roles: ['rh'] });
      const token = await signIn(t, recruiter.email, recruiter.password);
      const renewed = await call({
        method: 'POST',
        url: '/api/users/second-factor/recovery-codes',
        headers: authHeader(token),
        payload: { password: recruiter.password },
      });
      const [recoveryCode] = renewed.json().recoveryCodes as string[];
      const plain = await secretOf(recruiter.id);
      // As after SECRETS_KEY changed: the row was sealed under a key this server does not have.
      const otherKey = Buffer.alloc(32, 7);
      await db()
        .update(secondFactors)
        .set({ secret: sealSecret(otherKey, recruiter.id, plain) })
        .where(eq(secondFactors.userId, recruiter.id));
      const challenge = async () =>
        (await passwordStep(recruiter.email, recruiter.password)).json().challenge;
      const withCode = await call({
        method: 'POST',
        url: '/api/auth/second-factor',
        headers: { 'accept-language': 'pt-BR' },
        payload: { challenge: await challenge(), code: totpCode(plain) },
      });
      expect(withCode.statusCode).toBe(503);
      expect(withCode.json().code).toBe('SECOND_FACTOR_UNREADABLE');
      expect(withCode.json().message).toContain('códigos de recuperação');
      const withRecovery = await call({
        method: 'POST',
        url: '/api/auth/second-factor',
        payload: { challenge: await challenge(), recoveryCode },
      });
      expect(withRecovery.statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('gives each sign-in its own session, lists them with this one marked, and ends one or all others', async () => {
      const person = await createUser(t);
      const signInFrom = async (userAgent: string) => {
        const response = await call({
          method: 'POST',
          url: '/api/auth/signin',
          headers: { 'user-agent': userAgent },
          payload: { email: person.email, password: person.password },
        });
        return response.json().token as string;
      };
      const firefox = await signInFrom(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      );
      const phone = await signInFrom(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      );
      const third = await signInFrom('curl/8.0');
      expect(decodeJwt(firefox).sid).not.toBe(decodeJwt(phone).sid);

      const list = await me(firefox);
      expect(list.statusCode).toBe(200);
      const sessions = list.json().sessions as { id: string; device: string; current: boolean }[];
      expect(sessions).toHaveLength(3);
      expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Firefox on Windows']);
      expect(sessions.map((s) => s.device)).toContain('Chrome on Android');

      const phoneSession = sessions.find((s) => s.device === 'Chrome on Android');
      const end = await call({
        method: 'DELETE',
        url: `/api/users/sessions/${phoneSession?.id}`,
        headers: authHeader(firefox),
      });
      expect(end.statusCode).toBe(204);
      expect((await me(phone)).statusCode).toBe(401);
      expect((await me(third)).statusCode).toBe(200);

      const others = await call({
        method: 'POST',
        url: '/api/users/sessions/end-others',
        headers: authHeader(firefox),
      });
      expect(others.json()).toEqual({ ended: 1 });
      expect((await me(third)).statusCode).toBe(401);
      expect((await me(firefox)).json().sessions).toHaveLength(1);
    });

    it("does not end another person's session", async () => {
      const owner = await createUser(t);
      const stranger = await createUser(t);
      const ownerToken = await signIn(t, owner.email, owner.password);
      const strangerToken = await signIn(t, stranger.email, stranger.password);
      const response = await call({
        method: 'DELETE',
        url: `/api/users/sessions/${decodeJwt(ownerToken).sid}`,
        headers: authHeader(strangerToken),
      });
      expect(response.statusCode).toBe(404);
      expect((await me(ownerToken)).statusCode).toBe(200);
    });

    it('ends an idle session: 30 minutes for recruiters, 2 hours for professionals', async () => {
      const recruiter = await createUser(t, { roles: ['rh'] });
      const person = await createUser(t);
      const recruiterToken = await signIn(t, recruiter.email, recruiter.password);
      const personToken = await signIn(t, person.email, person.password);
      const idle = (token: string, minutes: number) =>
        db()
          .update(userSessions)
          .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
          .where(eq(userSessions.id, String(decodeJwt(token).sid)));
      await idle(recruiterToken, 25);
      expect((await me(recruiterToken)).statusCode).toBe(200);
      await idle(recruiterToken, 31);
      expect((await me(recruiterToken)).statusCode).toBe(401);
      await idle(personToken, 100);
      expect((await me(personToken)).statusCode).toBe(200);
      await idle(personToken, 121);
      expect((await me(personToken)).statusCode).toBe(401);
    });

    it('offers to keep or end the other sessions on a password change', async () => {
      const person = await createUser(t, { password: 'first passphrase here' });
      const kept = await signIn(t, person.email, 'first passphrase here');
      const changer = await signIn(t, person.email, 'first passphrase here');
      const change = (token: string, from: string, to: string, signOutOthers?: boolean) =>
        call({
          method: 'POST',
          url: '/api/users/password',
          headers: authHeader(token),
          payload: { currentPassword: from, newPassword: to, verifyPassword: to, signOutOthers },
        });
      const keep = await change(changer, 'first passphrase here', 'second passphrase here', false);
      expect(keep.statusCode).toBe(200);
      expect((await me(kept)).statusCode).toBe(200);
      const end = await change(keep.json().token, 'second passphrase here', 'third passphrase here');
      expect(end.statusCode).toBe(200);
      expect((await me(kept)).statusCode).toBe(401);
      expect((await me(end.json().token)).statusCode).toBe(200);
    });
  });

  describe('the password rule', () => {
    it('refuses a common password and one built from the name or e-mail, in the three languages, and takes 64+ characters', async () => {
      const person = await createUser(t, {
        firstName: 'Beatriz',
        lastName: 'Sequeira',
        password: 'start passphrase x',
      });
      const token = await signIn(t, person.email, 'start passphrase x');
      const change = (to: string, language = 'en-US') =>
        call({
          method: 'POST',
          url: '/api/users/password',
          headers: { ...authHeader(token), 'accept-language': language },
          payload: {
            currentPassword: 'start passphrase x',
            newPassword: to,
            verifyPassword: to,
            signOutOthers: false,
          },
        });
      const common = await change('iloveyou1');
      expect(common.statusCode).toBe(400);
      expect(common.json()).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: 'This password is one of the most common ones and easy to guess. Choose another.',
      });
      expect((await change('Password1', 'pt-BR')).json().message).toBe(
        'Esta senha está entre as mais comuns e é fácil de adivinhar. Escolha outra.',
      );
      const personal = await change('beatriz-2026!', 'pt-PT');
      expect(personal.json()).toMatchObject({
        code: 'PASSWORD_CONTAINS_PERSONAL_DATA',
        message: 'Não use o seu nome nem o seu e-mail na palavra-passe.',
      });
      const long = 'a sentence that is easily longer than sixty-four characters, typed by a person!';
      expect(long.length).toBeGreaterThan(64);
      expect((await change(long)).statusCode).toBe(200);
      expect((await passwordStep(person.email, long)).statusCode).toBe(200);
    });

    it('applies on a reset too, and a refused password leaves the link usable', async () => {
      const person = await createUser(t);
      await call({ method: 'POST', url: '/api/auth/forgot', payload: { email: person.email } });
      const link = (await lastMailTo(t, person.email))?.text.match(/\/auth\/reset\/(\S+)/)?.[1] ?? '';
      const reset = (password: string) =>
        call({
          method: 'POST',
          url: `/api/auth/reset/${link}`,
          payload: { newPassword: password, verifyPassword: password },
        });
      const refused = await reset('qwertyuiop');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('PASSWORD_TOO_COMMON');
      expect((await reset('a far less common choice')).statusCode).toBe(200);
    });
  });
});
