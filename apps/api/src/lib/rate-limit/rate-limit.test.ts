import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { rateLimits } from '../../db/schema';
import { formatWait, RATE_LIMITS } from './limits';
import { RateLimitCounters } from './store';

let nextAddress = 0;
/** A fresh loopback address per scenario, so scenarios never share a per-IP counter. */
const freshAddress = () => {
  nextAddress += 1;
  return `127.3.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

describe('rate limits (on, counters in the database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (options: InjectOptions & { url: string }, remoteAddress = freshAddress()) =>
    t.app.inject({ remoteAddress, ...options });

  /** Expires every counter, as if the windows had passed. */
  const expireCounters = () =>
    t.app.ctx.database.db.update(rateLimits).set({ expiresAt: sql`now() - interval '1 second'` });

  describe('sign-in', () => {
    it(`allows ${RATE_LIMITS.signinPerIp.max} attempts a minute from one address, then answers 429 naming the wait`, async () => {
      const ip = freshAddress();
      for (let attempt = 1; attempt <= RATE_LIMITS.signinPerIp.max; attempt += 1) {
        const response = await send(
          {
            method: 'POST',
            url: '/api/auth/signin',
            payload: { email: `x${attempt}@mosaico.test`, password: 'wrong-pass' },
          },
          ip,
        );
        expect(response.statusCode).toBe(401);
      }
      const limited = await send(
        {
          method: 'POST',
          url: '/api/auth/signin',
          headers: { 'accept-language': 'en-US' },
          payload: { email: 'y@mosaico.test', password: 'wrong-pass' },
        },
        ip,
      );
      expect(limited.statusCode).toBe(429);
      const body = limited.json();
      expect(body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
      expect(body.retryAfter).toBeGreaterThan(0);
      expect(body.retryAfter).toBeLessThanOrEqual(60);
      expect(body.message).toMatch(
        /^Too many attempts\. Please wait (\d+ seconds?|1 minute) and try again\.$/,
      );
      expect(limited.headers['retry-after']).toBe(String(body.retryAfter));

      const portuguese = await send(
        {
          method: 'POST',
          url: '/api/auth/signin',
          headers: { 'accept-language': 'pt-BR' },
          payload: { email: 'y@mosaico.test', password: 'wrong-pass' },
        },
        ip,
      );
      expect(portuguese.json().message).toMatch(
        /^Muitas tentativas\. Aguarde (\d+ segundos?|1 minuto) e tente novamente\.$/,
      );

      // Another address is not affected.
      const other = await send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'y@mosaico.test', password: 'wrong-pass' },
      });
      expect(other.statusCode).toBe(401);
    });

    it(`blocks sign-in to an account from an address after ${RATE_LIMITS.signinFailuresPerAccount.max} failures from it, but not from elsewhere`, async () => {
      const user = await createUser(t);
      const bystander = await createUser(t);
      const attacker = freshAddress();
      for (let attempt = 0; attempt < RATE_LIMITS.signinFailuresPerAccount.max; attempt += 1) {
        const response = await send(
          { method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password: 'wrong-pass' } },
          attacker,
        );
        expect(response.statusCode).toBe(401);
      }
      const blocked = await send(
        {
          method: 'POST',
          url: '/api/auth/signin',
          headers: { 'accept-language': 'pt-PT' },
          payload: { email: user.email.toUpperCase(), password: user.password },
        },
        attacker,
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(
        /^Demasiadas tentativas\. Aguarde 1[45] minutos e tente novamente\.$/,
      );
      expect(blocked.json().retryAfter).toBeGreaterThan(14 * 60);

      // The owner, from their own address, is not locked out by a stranger's failures.
      const owner = await send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: user.email, password: user.password },
      });
      expect(owner.statusCode).toBe(200);
      const fine = await send(
        {
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: bystander.email, password: bystander.password },
        },
        attacker,
      );
      expect(fine.statusCode).toBe(200);

      await expireCounters();
      const after = await send(
        { method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password: user.password } },
        attacker,
      );
      expect(after.statusCode).toBe(200);
    });

    it('forgets earlier failures after a successful sign-in', async () => {
      const user = await createUser(t);
      const address = freshAddress();
      const fail = () =>
        send(
          { method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password: 'wrong-pass' } },
          address,
        );
      for (let attempt = 0; attempt < RATE_LIMITS.signinFailuresPerAccount.max - 1; attempt += 1)
        await fail();
      const ok = await send(
        { method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password: user.password } },
        address,
      );
      expect(ok.statusCode).toBe(200);
      for (let attempt = 0; attempt < RATE_LIMITS.signinFailuresPerAccount.max - 1; attempt += 1) {
        expect((await fail()).statusCode).toBe(401);
      }
    });

    it('keeps no e-mail address in the counters', async () => {
      const keys = await t.app.ctx.database.db.select({ key: rateLimits.key }).from(rateLimits);
      expect(keys.length).toBeGreaterThan(0);
      for (const { key } of keys) expect(key).not.toContain('@');
    });
  });

  describe('forgot, resend and check-email', () => {
    it(`forgot: ${RATE_LIMITS.forgotPerAccount.max} an hour per e-mail, ${RATE_LIMITS.forgotPerIp.max} per 15 minutes per address`, async () => {
      const user = await createUser(t);
      for (let attempt = 0; attempt < RATE_LIMITS.forgotPerAccount.max; attempt += 1) {
        const response = await send({
          method: 'POST',
          url: '/api/auth/forgot',
          payload: { email: user.email, activeLanguage: 'en-US' },
        });
        expect(response.statusCode).toBe(200);
      }
      const perAccount = await send({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: user.email, activeLanguage: 'en-US' },
      });
      expect(perAccount.statusCode).toBe(429);
      expect(perAccount.json().code).toBe('RATE_LIMITED');

      const ip = freshAddress();
      for (let attempt = 0; attempt < RATE_LIMITS.forgotPerIp.max; attempt += 1) {
        const response = await send(
          { method: 'POST', url: '/api/auth/forgot', payload: { email: `f${attempt}@mosaico.test` } },
          ip,
        );
        expect(response.statusCode).toBe(200);
      }
      const perIp = await send(
        { method: 'POST', url: '/api/auth/forgot', payload: { email: 'other@mosaico.test' } },
        ip,
      );
      expect(perIp.statusCode).toBe(429);
    });

    it(`resend: ${RATE_LIMITS.resendPerAccount.max} an hour per e-mail`, async () => {
      const user = await createUser(t, { confirmed: false });
      for (let attempt = 0; attempt < RATE_LIMITS.resendPerAccount.max; attempt += 1) {
        const response = await send({
          method: 'POST',
          url: '/api/auth/signup/resendmail',
          payload: { email: user.email, activeLanguage: 'pt-BR' },
        });
        expect(response.statusCode).toBe(200);
      }
      const limited = await send({
        method: 'POST',
        url: '/api/auth/signup/resendmail',
        payload: { email: user.email, activeLanguage: 'pt-BR' },
      });
      expect(limited.statusCode).toBe(429);

      const ip = freshAddress();
      for (let attempt = 0; attempt < RATE_LIMITS.resendPerIp.max; attempt += 1) {
        await send(
          {
            method: 'POST',
            url: '/api/auth/signup/resendmail',
            payload: { email: `r${attempt}@mosaico.test` },
          },
          ip,
        );
      }
      const perIp = await send(
        { method: 'POST', url: '/api/auth/signup/resendmail', payload: { email: 'r-last@mosaico.test' } },
        ip,
      );
      expect(perIp.statusCode).toBe(429);
    });

    it(`check-email: ${RATE_LIMITS.checkEmailPerAccount.max} a minute per e-mail, ${RATE_LIMITS.checkEmailPerIp.max} per address`, async () => {
      for (let attempt = 0; attempt < RATE_LIMITS.checkEmailPerAccount.max; attempt += 1) {
        const response = await send({
          method: 'GET',
          url: '/api/users/check-email-cadastro/same@mosaico.test',
        });
        expect(response.statusCode).toBe(200);
      }
      const perAccount = await send({
        method: 'GET',
        url: '/api/users/check-email-cadastro/SAME@mosaico.test',
      });
      expect(perAccount.statusCode).toBe(429);

      const ip = freshAddress();
      for (let attempt = 0; attempt < RATE_LIMITS.checkEmailPerIp.max; attempt += 1) {
        const response = await send(
          { method: 'GET', url: `/api/users/check-email-cadastro/c${attempt}@mosaico.test` },
          ip,
        );
        expect(response.statusCode).toBe(200);
      }
      const perIp = await send(
        { method: 'GET', url: '/api/users/check-email-cadastro/c-last@mosaico.test' },
        ip,
      );
      expect(perIp.statusCode).toBe(429);
    });
  });

  it('shares its counters with another API instance on the same database', async () => {
    const { config, database } = t.app.ctx;
    // A second instance on the same database; its job queue is inert so it starts no workers of its own.
    const queue = {
      send: async () => null,
      work: async () => undefined,
      pending: async () => 0,
      stop: async () => undefined,
    };
    const second = await buildApp({ config, database, queue }, { logger: false });
    await second.ready();
    try {
      const ip = freshAddress();
      for (let attempt = 0; attempt < RATE_LIMITS.signinPerIp.max; attempt += 1) {
        const target = attempt % 2 === 0 ? t.app : second;
        await target.inject({
          method: 'POST',
          url: '/api/auth/signin',
          remoteAddress: ip,
          payload: { email: 'shared@mosaico.test', password: 'wrong-pass' },
        });
      }
      for (const target of [t.app, second]) {
        const response = await target.inject({
          method: 'POST',
          url: '/api/auth/signin',
          remoteAddress: ip,
          payload: { email: 'shared@mosaico.test', password: 'wrong-pass' },
        });
        expect(response.statusCode).toBe(429);
      }
    } finally {
      await second.close();
    }
  });
});

describe('rate limits switched off (RATE_LIMIT_ENABLED=false)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never answers 429 and counts nothing', async () => {
    const user = await createUser(t);
    for (let attempt = 0; attempt < RATE_LIMITS.signinPerIp.max + 3; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: user.email, password: 'wrong-pass' },
      });
      expect(response.statusCode).toBe(401);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    const rows = await t.app.ctx.database.db.select().from(rateLimits);
    expect(rows).toHaveLength(0);
  });

  describe('the counters themselves', () => {
    it('count hits in a fixed window, read without counting, reset, and restart after expiry', async () => {
      const counters = new RateLimitCounters(t.app.ctx.database.db);
      expect(await counters.read('k')).toEqual({ current: 0, ttl: 0 });
      expect((await counters.hit('k', 60_000)).current).toBe(1);
      const second = await counters.hit('k', 60_000);
      expect(second.current).toBe(2);
      expect(second.ttl).toBeGreaterThan(55_000);
      expect(second.ttl).toBeLessThanOrEqual(60_000);
      expect((await counters.read('k')).current).toBe(2);
      expect((await counters.read('k')).current).toBe(2);

      await t.app.ctx.database.db.update(rateLimits).set({ expiresAt: sql`now() - interval '1 second'` });
      expect(await counters.read('k')).toEqual({ current: 0, ttl: 0 });
      expect((await counters.hit('k', 60_000)).current).toBe(1);

      await counters.reset('k');
      expect((await counters.read('k')).current).toBe(0);
    });

    it('name the wait in each language', () => {
      expect(formatWait(1, 'en-US')).toBe('1 second');
      expect(formatWait(45, 'pt-BR')).toBe('45 segundos');
      expect(formatWait(61, 'pt-PT')).toBe('2 minutos');
      expect(formatWait(900, 'en-US')).toBe('15 minutes');
    });
  });
});
