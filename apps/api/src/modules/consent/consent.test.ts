import { CONSENT_VALIDITY_MS } from '@mosaico/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, signIn, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema';

describe('privacy policy consent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn() {
    const user = await createUser(t);
    return { ...user, token: await signIn(t, user.email, user.password) };
  }
  const url = (id: string) => `/api/users/privacyPolicyAcceptance/${id}`;

  it('answers consent false with null dates when nothing was accepted', async () => {
    const user = await signedIn();
    const response = await t.app.inject({
      method: 'GET',
      url: url(user.id),
      headers: authHeader(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ consent: false, dateOfAcceptance: null, expirationDate: null });
  });

  it('records an acceptance valid for 182 days (15,724,800,000 ms) and reads it back', async () => {
    const user = await signedIn();
    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: url(user.id),
      headers: authHeader(user.token),
      payload: { consent: true },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.consent).toBe(true);
    const accepted = Date.parse(body.dateOfAcceptance);
    expect(accepted).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.expirationDate) - accepted).toBe(CONSENT_VALIDITY_MS);
    expect(CONSENT_VALIDITY_MS).toBe(15_724_800_000);

    const read = await t.app.inject({ method: 'GET', url: url(user.id), headers: authHeader(user.token) });
    expect(read.json()).toEqual(body);
  });

  it('reports an expired acceptance as consent false with its dates, so the modal shows again', async () => {
    const user = await signedIn();
    await t.app.inject({
      method: 'POST',
      url: url(user.id),
      headers: authHeader(user.token),
      payload: { consent: true },
    });
    await t.app.ctx.database.db
      .update(users)
      .set({
        privacyConsentAt: sql`now() - interval '183 days'`,
        privacyConsentExpiresAt: sql`now() - interval '1 day'`,
      })
      .where(eq(users.id, user.id));
    const response = await t.app.inject({
      method: 'GET',
      url: url(user.id),
      headers: authHeader(user.token),
    });
    const body = response.json();
    expect(body.consent).toBe(false);
    expect(Date.parse(body.expirationDate)).toBeLessThan(Date.now());
    expect(body.dateOfAcceptance).not.toBeNull();

    const renewed = await t.app.inject({
      method: 'POST',
      url: url(user.id),
      headers: authHeader(user.token),
      payload: { consent: true },
    });
    expect(renewed.json().consent).toBe(true);
  });

  it('withdraws with consent false', async () => {
    const user = await signedIn();
    await t.app.inject({
      method: 'POST',
      url: url(user.id),
      headers: authHeader(user.token),
      payload: { consent: true },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: url(user.id),
      headers: authHeader(user.token),
      payload: { consent: false },
    });
    expect(response.json()).toEqual({ consent: false, dateOfAcceptance: null, expirationDate: null });
  });

  it("is the user's own business: anonymous 401, someone else (even a recruiter) 403", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const recruiterUser = await createUser(t, { roles: ['rh'] });
    const recruiter = await signIn(t, recruiterUser.email, recruiterUser.password);
    expect((await t.app.inject({ method: 'GET', url: url(owner.id) })).statusCode).toBe(401);
    for (const token of [other.token, recruiter]) {
      const read = await t.app.inject({ method: 'GET', url: url(owner.id), headers: authHeader(token) });
      expect(read.statusCode).toBe(403);
      const write = await t.app.inject({
        method: 'POST',
        url: url(owner.id),
        headers: authHeader(token),
        payload: { consent: true },
      });
      expect(write.statusCode).toBe(403);
    }
  });

  describe('POST /api/users/privacyPolicyAcceptance/signup-location/{id}', () => {
    const signupUrl = (id: string) => `/api/users/privacyPolicyAcceptance/signup-location/${id}`;

    it('records the consent of a fresh, unconfirmed sign-up without a token', async () => {
      const fresh = await createUser(t, { confirmed: false });
      const response = await t.app.inject({ method: 'POST', url: signupUrl(fresh.id) });
      expect(response.statusCode).toBe(200);
      expect(response.json().consent).toBe(true);
      expect(Date.parse(response.json().expirationDate) - Date.parse(response.json().dateOfAcceptance)).toBe(
        CONSENT_VALIDITY_MS,
      );
    });

    it('refuses anonymous calls for confirmed or old accounts, and other signed-in users', async () => {
      const confirmed = await createUser(t);
      expect((await t.app.inject({ method: 'POST', url: signupUrl(confirmed.id) })).statusCode).toBe(403);

      const old = await createUser(t, { confirmed: false });
      await t.app.ctx.database.db
        .update(users)
        .set({ createdAt: sql`now() - interval '2 days'` })
        .where(eq(users.id, old.id));
      expect((await t.app.inject({ method: 'POST', url: signupUrl(old.id) })).statusCode).toBe(403);

      const fresh = await createUser(t, { confirmed: false });
      const stranger = await signedIn();
      const response = await t.app.inject({
        method: 'POST',
        url: signupUrl(fresh.id),
        headers: authHeader(stranger.token),
      });
      expect(response.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: signupUrl('no-such-user') })).statusCode).toBe(404);
    });

    it('lets the signed-in user record it for themself', async () => {
      const user = await signedIn();
      const response = await t.app.inject({
        method: 'POST',
        url: signupUrl(user.id),
        headers: authHeader(user.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().consent).toBe(true);
    });
  });
});
