import { randomBytes } from 'node:crypto';
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
import { mailOutbox, users } from '../../db/schema';
import { accessTable } from '../access-table';
import { searchPlaces } from '../places';

// Disability is sensitive personal data (LGPD art. 11, GDPR art. 9; docs/decisions/incoming/flags-and-disability.md):
// only the person and recruiters read it, recruiters' lists carry it only as the spec's PcD badge and filter
// field, and its details (pcdUser.defs) only the professional's own page as a recruiter opens it.

const DETAIL = `deficiencia-marcador-${randomBytes(4).toString('hex')}`;
// The answers about one professional that a recruiter opens on purpose: her profile and her page (DETAIL task).
const PERSON_PAGES = new Set([
  '/api/users/me/:id',
  '/api/users/user-without-opportunities/:id',
  '/api/users/user-with-opportunities/:id',
]);
const PCD_BADGE = /"badges":\[[^\]]*"pcd"/;

describe('disability (PcD) privacy', () => {
  let t: TestApp;
  let helena: TestUser;
  let helenaToken: string;
  let recruiterToken: string;
  let values: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    helena = await createUser(t, { firstName: 'Helena', lastName: 'Sensivel' });
    helenaToken = await signIn(t, helena.email, helena.password);
    await t.app.ctx.database.db
      .update(users)
      .set({ personalData: { pcdUser: { isUserPCD: false, defs: [DETAIL] } } })
      .where(eq(users.id, helena.id));
    const recruiter = await createUser(t, { roles: ['rh'] });
    recruiterToken = await signIn(t, recruiter.email, recruiter.password);
    const opportunity = await insertOpportunity(t.app, { titulo: 'Oportunidade Inclusiva', pcdPref: true });
    const enrol = await t.app.inject({
      method: 'POST',
      url: `/api/opportunity/${opportunity.id}/becomeCandidate`,
      headers: authHeader(recruiterToken),
      payload: {
        _usuario: { _id: helena.id },
        conversionType: 'candidate',
        triageRecruitmentOptions: {
          capture: 'Busca',
          source: 'LinkedIn',
          date: new Date().toISOString().slice(0, 10),
          details: '',
        },
        byRH: true,
      },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const pcd = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/changePcdState/${helena.id}`,
      headers: authHeader(recruiterToken),
      payload: { status: true },
    });
    expect(pcd.statusCode).toBe(200);
    // A talent too, so the talent board and the talent card answer about her (issue 23's new answers).
    const talent = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/turn-talent/${helena.id}`,
      headers: authHeader(recruiterToken),
      payload: { status: true },
    });
    expect(talent.statusCode, talent.body).toBe(200);
    values = {
      owner: helena.id,
      freshAccount: helena.id,
      opportunity: opportunity.id,
      ownerFile: 'none',
      ownerEmail: helena.email,
      place: searchPlaces('Lisboa', 1)[0]?.place_id ?? 'x',
      token: randomBytes(16).toString('hex'),
    };
  }, 120_000);
  afterAll(async () => t?.close());

  /** Every GET of the access table about Helena or her opportunity, as `token` calls it: the 200 answers. */
  async function answers(token: string | undefined): Promise<Array<{ url: string; body: string }>> {
    const found: Array<{ url: string; body: string }> = [];
    for (const rule of accessTable) {
      if (rule.method !== 'GET' || ['self', 'signup', 'development'].includes(rule.who)) continue;
      const url = rule.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
        const source = rule.params?.[name] ?? '';
        return encodeURIComponent(source.startsWith('=') ? source.slice(1) : (values[source] ?? ''));
      });
      const query = url.includes('search') || url.includes('/find/') ? '?keywords=Helena&keyword=Helena' : '';
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}${query}`,
        headers: token ? authHeader(token) : {},
      });
      if (response.statusCode === 200) found.push({ url: rule.url, body: response.body });
    }
    return found;
  }

  it('never reaches another professional or a visitor in any answer', async () => {
    const other = await createUser(t);
    const otherToken = await signIn(t, other.email, other.password);
    const leaks: string[] = [];
    let answered = 0;
    for (const token of [otherToken, undefined]) {
      for (const { url, body } of await answers(token)) {
        answered += 1;
        // The data export answers the caller's own data (their own isUserPCD): a leak there is anything of Helena's.
        const ownData = url === '/api/users/me/export';
        const leak = ownData
          ? body.includes(DETAIL) || body.includes(helena.id)
          : body.includes(DETAIL) || body.includes('isUserPCD') || PCD_BADGE.test(body);
        if (leak) leaks.push(url);
      }
    }
    expect(answered).toBeGreaterThan(5);
    expect(leaks).toEqual([]);
    // Nor can they change it or read the flags panel.
    for (const [method, url] of [
      ['PUT', `/api/profile/changePcdState/${helena.id}`],
      ['GET', `/api/profile/flags/${helena.id}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: authHeader(otherToken),
        ...(method === 'PUT' ? { payload: { status: false } } : {}),
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("reaches recruiters' lists only as the PcD badge and field, its details only on her own page", async () => {
    const seen: string[] = [];
    const details: string[] = [];
    for (const { url, body } of await answers(recruiterToken)) {
      if (PCD_BADGE.test(body) || /"isUserPCD":(true|\{"status":true)/.test(body)) seen.push(url);
      if (body.includes(DETAIL) && !PERSON_PAGES.has(url)) details.push(url);
    }
    // The candidates tab and the flags panel carry it (001 §3 card field, 002 §6 badge); nothing carries the details.
    expect(seen).toContain(
      '/api/opportunity/:id/candidates/:pageSize/:page/:step/:status/:origin/:order/:responsible',
    );
    expect(seen).toContain('/api/profile/flags/:id');
    expect(details).toEqual([]);
  });

  it('reaches the talent board, the talent card and the finder only as the PcD badge, and the feed not at all', async () => {
    // Each of these answers is about Helena (so the check means something). The talent board and talent card carry
    // the 002 §6 badges of every card, PcD among them (issue 24 item 3), and nothing else of her disability; her
    // feed nothing at all (the PcD change writes no event and no event names it).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const url of [
      `/api/users/get-talents/10/1?dateStart=${day(-365)}&dateEnd=${day(2)}`,
      `/api/talent/${helena.id}`,
      `/api/users/talent/${helena.id}`,
      `/api/feed/${helena.id}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: authHeader(recruiterToken) });
      // (The feed is her events, which carry their own ids: the enrolment and the talent flag are there.)
      const aboutHer = url.startsWith('/api/feed/')
        ? response.json<unknown[]>().length >= 2
        : response.body.includes(helena.id);
      expect([url, response.statusCode, aboutHer]).toEqual([url, 200, true]);
      const withoutBadge = response.body.replace(/"badges":\[[^\]]*\]/g, (badges) =>
        badges.replace('"pcd"', '""'),
      );
      expect([url, withoutBadge.match(/.{0,60}(pcd|deficien|disab).{0,40}/gi)]).toEqual([url, null]);
      // The board and the expanded card draw her badges; the talent record (users/talent) has none.
      if (!url.startsWith('/api/users/talent/') && url.includes('talent'))
        expect(response.body, url).toContain('"pcd"');
    }
    // The finder carries the PcD badge (002 §6) and filters by it (002 §2.9), but never the details.
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/users/find/Helena/12/1?pcdFilter=true',
      headers: authHeader(recruiterToken),
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.body).toContain(helena.id);
    expect(found.body).not.toContain(DETAIL);
  });

  it('is hers to read and change, and sends no e-mail when it changes', async () => {
    const mailBefore = await t.app.ctx.database.db.select().from(mailOutbox);
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/changePcdState/${helena.id}`,
      headers: authHeader(helenaToken),
      payload: { status: false },
    });
    expect(own.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users/me/${helena.id}`,
      headers: authHeader(helenaToken),
    });
    expect(me.json().dadosPessoais.pcdUser).toEqual({ isUserPCD: false, defs: [DETAIL] });
    const mailAfter = await t.app.ctx.database.db.select().from(mailOutbox);
    expect(mailAfter.length).toBe(mailBefore.length);
    expect(JSON.stringify(mailAfter)).not.toContain(DETAIL);
  });
});
