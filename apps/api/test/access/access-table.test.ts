import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import type { AccessParamSource, AccessPolicy, AccessRule } from '../../src/lib/access';
import { accessTable } from '../../src/modules/access-table';
import { searchPlaces } from '../../src/modules/places';
import { buildTestApp, createUser, mintSessionToken, type TestApp, type TestUser } from '../helpers';
import { insertCvText, insertOpportunity } from '../search-fixtures';

// The access table, proven (issue 12): every /api route Fastify registered has a row, every row a route, and
// every route answers every actor as its row says, with ids of the owner's data, so another professional calling
// with them is the IDOR attempt.

type Actor = 'visitor' | 'owner' | 'other' | 'rh' | 'rh_manager';
const ACTORS: Actor[] = ['visitor', 'owner', 'other', 'rh', 'rh_manager'];

/** Which actors a policy lets through (the rest are refused: visitors with 401, others with 403). */
const ALLOWED: Record<AccessPolicy, Actor[]> = {
  public: ACTORS,
  development: ACTORS,
  'signed-in': ['owner', 'other', 'rh', 'rh_manager'],
  professional: ['owner', 'other'],
  self: ['owner'],
  'self-or-recruiter': ['owner', 'rh', 'rh_manager'],
  recruiter: ['rh', 'rh_manager'],
  manager: ['rh_manager'],
  // Its rows name a fresh account that none of the signed-in actors owns.
  signup: ['visitor'],
};

describe('the access table', () => {
  let t: TestApp;
  const people = {} as Record<Exclude<Actor, 'visitor'>, TestUser>;
  let fixture: Record<Exclude<AccessParamSource, `=${string}`>, string>;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    people.owner = await createUser(t);
    people.other = await createUser(t);
    people.rh = await createUser(t, { roles: ['rh'] });
    people.rh_manager = await createUser(t, { roles: ['rh_manager'] });
    const opportunity = await insertOpportunity(t.app, { titulo: 'Access table opportunity' });
    const [place] = searchPlaces('Lisboa', 1);
    fixture = {
      owner: people.owner.id,
      freshAccount: (await createUser(t, { confirmed: false })).id,
      opportunity: opportunity.id,
      ownerFile: await insertCvText(t.app, people.owner.id, 'Kotlin and Java'),
      ownerEmail: people.owner.email,
      place: place?.place_id ?? 'gn_unknown',
      token: randomBytes(32).toString('base64url'),
    };
  }, 120_000);
  afterAll(async () => t.close());

  /** A current token (the version is read each time: sign-out and password calls bump it). */
  async function tokenOf(actor: Actor): Promise<string | null> {
    if (actor === 'visitor') return null;
    const person = people[actor];
    const [row] = await t.app.ctx.database.db.select().from(users).where(eq(users.id, person.id));
    if (!row) throw new Error(`no ${actor}`);
    return mintSessionToken(t.app, { ...row, tokenVersion: row.tokenVersion });
  }

  function pathOf(rule: AccessRule): string {
    return rule.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
      const source = rule.params?.[name];
      if (!source) throw new Error(`${rule.method} ${rule.url}: the row names no test value for :${name}`);
      return encodeURIComponent(
        source.startsWith('=') ? source.slice(1) : fixture[source as keyof typeof fixture],
      );
    });
  }

  it('has a row for every registered /api route and a route for every row', () => {
    const registered = new Set(t.app.accessControl.registered);
    const listed = new Set(accessTable.map((rule) => `${rule.method} ${rule.url}`));
    expect([...registered].filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !registered.has(route))).toEqual([]);
    expect(registered.size).toBeGreaterThan(40);
  });

  it('stops the start of an app with a route missing from the table', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerAccessControl } = await import('../../src/lib/access');
    const app = Fastify();
    registerAccessControl(app, []);
    expect(() => app.get('/api/unlisted', async () => 'open')).toThrow(
      /GET \/api\/unlisted has no row in the access table/,
    );
    await app.close();
  });

  // Calls are sequential within a row (a sign-out or an application by one actor must not race the next).
  it.each(accessTable.map((rule) => [`${rule.method} ${rule.url} (${rule.who})`, rule] as const))(
    '%s answers every actor as the table says',
    async (_name, rule) => {
      const problems: string[] = [];
      const regulars = { ...people };
      if (rule.consumesActor) {
        // Each actor makes the call with an account of its own, so the accounts later rows use stay.
        people.owner = await createUser(t);
        people.other = await createUser(t);
        people.rh = await createUser(t, { roles: ['rh'] });
        people.rh_manager = await createUser(t, { roles: ['rh_manager'] });
      }
      for (const actor of ACTORS) {
        const token = await tokenOf(actor);
        const response = await t.app.inject({
          method: rule.method,
          url: pathOf(rule),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(rule.method === 'GET' ? {} : { payload: {} }),
        });
        const status = response.statusCode;
        const allowed = ALLOWED[rule.who].includes(actor);
        if (status >= 500) problems.push(`${actor}: ${status} ${response.body.slice(0, 200)}`);
        else if (allowed && (status === 401 || status === 403))
          problems.push(`${actor}: refused with ${status}`);
        else if (!allowed && status !== (actor === 'visitor' ? 401 : 403)) {
          problems.push(`${actor}: expected ${actor === 'visitor' ? 401 : 403}, got ${status}`);
        }
      }
      Object.assign(people, regulars);
      expect(problems).toEqual([]);
    },
    60_000,
  );
});
