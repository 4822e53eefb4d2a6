import type { CandidateEntry, ParticipantsResponse, ProfileFlagsResponse } from '@mosaico/domain';
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
import { insertOpportunity } from '../../../test/search-fixtures';
import { matchProfessionals, users } from '../../db/schema';

// The eight profile/* flag calls of 002 §7.4, the flags panel's read, and the badges they show on cards.

type Method = 'GET' | 'PUT' | 'POST';
interface FlagCall {
  method: 'PUT' | 'POST';
  path: string;
  /** Where the flag is read back in GET profile/flags/{id}. */
  field: keyof Omit<ProfileFlagsResponse, '_id' | 'displayName'>;
  /** Who besides recruiters may call it. */
  self: boolean;
}

const CALLS: FlagCall[] = [
  { method: 'PUT', path: 'turn-talent', field: 'isTalent', self: false },
  { method: 'PUT', path: 'changePcdState', field: 'isUserPCD', self: true },
  { method: 'PUT', path: 'update-eluminer', field: 'isEluminer', self: false },
  { method: 'PUT', path: 'update-ex-eluminer', field: 'isCollaboratorExEluminer', self: false },
  { method: 'PUT', path: 'indication-user', field: 'isIndicationUser', self: false },
  { method: 'PUT', path: 'location-international', field: 'locationInternational', self: true },
  { method: 'POST', path: 'updateEuropeanUnionCitizenship', field: 'europeanUnionCitizenship', self: true },
];

describe('profile flags (002 §7.4)', () => {
  let t: TestApp;
  let recruiter: TestUser;
  let recruiterToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    recruiter = await createUser(t, { roles: ['rh'] });
    recruiterToken = await signIn(t, recruiter.email, recruiter.password);
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (method: Method, url: string, token?: string, payload?: unknown, language = 'en-US') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'accept-language': language, ...(token ? authHeader(token) : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const flagsOf = async (id: string) =>
    (await call('GET', `/profile/flags/${id}`, recruiterToken)).json<ProfileFlagsResponse>();

  it.each(CALLS)('$method profile/$path sets and unsets its flag with when and by whom', async (flag) => {
    const person = await createUser(t);
    expect((await flagsOf(person.id))[flag.field]).toEqual({ status: false, updatedAt: null });

    const on = await call(flag.method, `/profile/${flag.path}/${person.id}`, recruiterToken, {
      status: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    const answer = on.json<{ status: boolean; updatedAt: string }>();
    expect(answer.status).toBe(true);
    expect(Date.now() - new Date(answer.updatedAt).getTime()).toBeLessThan(60_000);
    expect((await flagsOf(person.id))[flag.field]).toEqual({ status: true, updatedAt: answer.updatedAt });

    // Setting it to what it is changes nothing, its date included.
    const again = await call(flag.method, `/profile/${flag.path}/${person.id}`, recruiterToken, {
      status: true,
    });
    expect(again.json()).toEqual(answer);

    const off = await call(flag.method, `/profile/${flag.path}/${person.id}`, recruiterToken, {
      status: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: false });
    expect((await flagsOf(person.id))[flag.field].status).toBe(false);

    // Stored as 000 §3 says: { status, updatedAt, updatedBy }.
    const [row] = await t.app.ctx.database.db.select().from(users).where(eq(users.id, person.id));
    const stored =
      flag.field === 'isUserPCD'
        ? (row?.personalData.pcdUser as Record<string, unknown>)
        : (row?.flags[
            {
              isTalent: 'talent',
              isEluminer: 'eluminer',
              isCollaboratorExEluminer: 'ex_eluminer',
              isIndicationUser: 'indication_user',
              locationInternational: 'location_international',
              europeanUnionCitizenship: 'europeanUnionCitizenship',
            }[flag.field as string] as string
          ] as unknown as Record<string, unknown>);
    expect(stored).toMatchObject({ updatedBy: recruiter.id });
    expect(stored.status ?? stored.isUserPCD).toBe(false);
  });

  it.each(CALLS)('$method profile/$path refuses bad input with 400 naming the field', async (flag) => {
    const person = await createUser(t);
    for (const body of [{ status: 'yes' }, {}, { status: null }]) {
      const response = await call(flag.method, `/profile/${flag.path}/${person.id}`, recruiterToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().message).toContain('status');
    }
    const unknown = await call(flag.method, `/profile/${flag.path}/no-such-person`, recruiterToken, {
      status: true,
    });
    expect(unknown.statusCode).toBe(404);
    const colleague = await createUser(t, { roles: ['rh'] });
    const onRecruiter = await call(flag.method, `/profile/${flag.path}/${colleague.id}`, recruiterToken, {
      status: true,
    });
    expect(onRecruiter.statusCode).toBe(404);
    expect(onRecruiter.json().code).toBe('PROFESSIONAL_NOT_FOUND');
  });

  it.each(CALLS)(
    '$method profile/$path admits recruiters, and the person only where it is theirs',
    async (flag) => {
      const person = await createUser(t);
      const token = await signIn(t, person.email, person.password);
      const other = await createUser(t);
      const otherToken = await signIn(t, other.email, other.password);
      const url = `/profile/${flag.path}/${person.id}`;
      expect((await call(flag.method, url, undefined, { status: true })).statusCode).toBe(401);
      expect((await call(flag.method, url, otherToken, { status: true })).statusCode).toBe(403);
      expect((await call(flag.method, url, token, { status: true })).statusCode).toBe(flag.self ? 200 : 403);
      const manager = await createUser(t, { roles: ['rh_manager'] });
      const managerToken = await signIn(t, manager.email, manager.password);
      expect((await call(flag.method, url, managerToken, { status: true })).statusCode).toBe(200);
      expect((await flagsOf(person.id))[flag.field].status).toBe(true);
    },
  );

  describe('POST profile/become-eluminer/{id}', () => {
    it('makes the professional a member without a body, and ends an ex-member mark', async () => {
      const person = await createUser(t);
      await call('PUT', `/profile/update-ex-eluminer/${person.id}`, recruiterToken, { status: true });
      const become = await call('POST', `/profile/become-eluminer/${person.id}`, recruiterToken);
      expect(become.statusCode, become.body).toBe(200);
      expect(become.json()).toMatchObject({ status: true });
      const flags = await flagsOf(person.id);
      expect(flags.isEluminer.status).toBe(true);
      expect(flags.isCollaboratorExEluminer.status).toBe(false);

      // Marking an ex-member ends the membership the same way; update-eluminer turns it off.
      await call('PUT', `/profile/update-ex-eluminer/${person.id}`, recruiterToken, { status: true });
      expect((await flagsOf(person.id)).isEluminer.status).toBe(false);
      await call('POST', `/profile/become-eluminer/${person.id}`, recruiterToken, { status: true });
      await call('PUT', `/profile/update-eluminer/${person.id}`, recruiterToken, { status: false });
      expect((await flagsOf(person.id)).isEluminer.status).toBe(false);
    });

    it('refuses a body other than {status: true}, professionals and visitors', async () => {
      const person = await createUser(t);
      const token = await signIn(t, person.email, person.password);
      const bad = await call('POST', `/profile/become-eluminer/${person.id}`, recruiterToken, {
        status: false,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('status');
      expect((await call('POST', `/profile/become-eluminer/${person.id}`, token)).statusCode).toBe(403);
      expect((await call('POST', `/profile/become-eluminer/${person.id}`)).statusCode).toBe(401);
      expect((await flagsOf(person.id)).isEluminer.status).toBe(false);
    });
  });

  describe('GET profile/flags/{id}', () => {
    it('is for recruiters only, and 404 for an unknown or deleted professional', async () => {
      const person = await createUser(t);
      const token = await signIn(t, person.email, person.password);
      expect((await call('GET', `/profile/flags/${person.id}`, token)).statusCode).toBe(403);
      expect((await call('GET', `/profile/flags/${person.id}`)).statusCode).toBe(401);
      const read = await call('GET', `/profile/flags/${person.id}`, recruiterToken);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ _id: person.id, displayName: expect.any(String) });
      expect((await call('GET', '/profile/flags/nobody', recruiterToken)).statusCode).toBe(404);
      await t.app.ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, person.id));
      expect((await call('GET', `/profile/flags/${person.id}`, recruiterToken)).statusCode).toBe(404);
    });
  });

  describe('the matching copies and the badges on cards', () => {
    it('keeps is_talent and is_pcd of the matching tables with the flags', async () => {
      const person = await createUser(t);
      const copy = async () => {
        const [row] = await t.app.ctx.database.db
          .select({ isTalent: matchProfessionals.isTalent, isPcd: matchProfessionals.isPcd })
          .from(matchProfessionals)
          .where(eq(matchProfessionals.userId, person.id));
        return row;
      };
      expect(await copy()).toEqual({ isTalent: false, isPcd: false });
      await call('PUT', `/profile/turn-talent/${person.id}`, recruiterToken, { status: true });
      await call('PUT', `/profile/changePcdState/${person.id}`, recruiterToken, { status: true });
      expect(await copy()).toEqual({ isTalent: true, isPcd: true });
      await call('PUT', `/profile/turn-talent/${person.id}`, recruiterToken, { status: false });
      expect(await copy()).toEqual({ isTalent: false, isPcd: true });
    });

    it('shows the badges of the flags on the enrolled card and the candidature progress header', async () => {
      const person = await createUser(t, { firstName: 'Bia', lastName: 'Flag' });
      const opportunity = await insertOpportunity(t.app, { titulo: 'Flags opportunity' });
      const enrol = await call('POST', `/opportunity/${opportunity.id}/becomeCandidate`, recruiterToken, {
        activeLanguage: 'pt-BR',
        _usuario: { _id: person.id },
        conversionType: 'inscribe',
        triageRecruitmentOptions: {
          capture: 'Busca',
          source: 'LinkedIn',
          date: new Date().toISOString().slice(0, 10),
          details: '',
        },
        byRH: true,
      });
      expect(enrol.statusCode, enrol.body).toBe(200);
      const card = async () =>
        (
          await call('GET', `/opportunity/${opportunity.id}/enrolled/12/1/99/0`, recruiterToken)
        ).json<ParticipantsResponse>().usersList[0];
      const header = async () =>
        (
          await call('GET', `/opportunity/${opportunity.id}/candidature/${person.id}`, recruiterToken)
        ).json<CandidateEntry>();
      expect((await card())?.badges).toEqual([]);

      await call('PUT', `/profile/turn-talent/${person.id}`, recruiterToken, { status: true });
      await call('POST', `/profile/become-eluminer/${person.id}`, recruiterToken);
      await call('POST', `/profile/updateEuropeanUnionCitizenship/${person.id}`, recruiterToken, {
        status: true,
      });
      expect((await card())?.badges).toEqual(['talent', 'provider-member', 'eu-citizen']);
      expect((await header()).badges).toEqual(['talent', 'provider-member', 'eu-citizen']);

      await call('PUT', `/profile/turn-talent/${person.id}`, recruiterToken, { status: false });
      expect((await card())?.badges).toEqual(['provider-member', 'eu-citizen']);
    });
  });
});
