import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { accessTable } from '../../src/modules/access-table';
import { searchPlaces } from '../../src/modules/places';
import { authHeader, buildTestApp, createUser, signIn, type TestApp, type TestUser } from '../helpers';
import { insertCvText, insertOpportunity } from '../search-fixtures';

// Privacy (issue 12): no recruiter answer shows contact data the professional switched off, personal answers are
// never cached, and signing out ends the token on the server.

const EMAIL = 'helena.quieta@privado.test';
const PHONE = '+351 912 345 678';

describe('privacy', () => {
  let t: TestApp;
  let hidden: TestUser;
  let recruiter: TestUser;
  let recruiterToken: string;
  let opportunityId: string;
  let fileId: string;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    hidden = await createUser(t, { email: EMAIL, firstName: 'Helena', lastName: 'Quieta' });
    await t.app.ctx.database.db
      .update(users)
      .set({
        contacts: [{ tipo: 'Preferencial', contato: PHONE, locale: 'pt-PT' }],
        notificationsSettings: {
          isActive: false,
          channels: [
            { name: 'E-mail', isActive: false },
            { name: 'Telefone', isActive: false },
          ],
        },
      })
      .where(eq(users.id, hidden.id));
    recruiter = await createUser(t, { roles: ['rh'] });
    recruiterToken = await signIn(t, recruiter.email, recruiter.password);
    opportunityId = (await insertOpportunity(t.app, { titulo: 'Helena opportunity' })).id;
    fileId = await insertCvText(t.app, hidden.id, 'Helena Quieta, Kotlin');
  }, 120_000);
  afterAll(async () => t.close());

  it('masks her e-mail and phone on every GET a recruiter can call about her', async () => {
    const values: Record<string, string> = {
      owner: hidden.id,
      freshAccount: hidden.id,
      opportunity: opportunityId,
      ownerFile: fileId,
      ownerEmail: EMAIL,
      place: searchPlaces('Lisboa', 1)[0]?.place_id ?? 'x',
      token: randomBytes(16).toString('hex'),
    };
    const leaks: string[] = [];
    let answered = 0;
    const rules = accessTable.filter(
      (rule) => rule.method === 'GET' && !['self', 'signup', 'development'].includes(rule.who),
    );
    for (const rule of rules) {
      const url = rule.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
        const source = rule.params?.[name] ?? '';
        return encodeURIComponent(source.startsWith('=') ? source.slice(1) : (values[source] ?? ''));
      });
      // Keyword searches that would find her by name.
      const query = url.includes('search') || url.includes('/find/') ? '?keywords=Helena&keyword=Helena' : '';
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}${query}`,
        headers: authHeader(recruiterToken),
      });
      if (response.statusCode === 200) answered += 1;
      // A CV download is the CV's bytes, not a contact field.
      if (rule.url === '/api/documents/file/:id') continue;
      if (response.body.includes(EMAIL) || response.body.includes('912 345 678')) {
        leaks.push(`${rule.url}: ${response.body.slice(0, 200)}`);
      }
    }
    expect(answered).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  });

  it('shows users/me/{id} masked to a recruiter and whole to her, then whole to the recruiter once she allows it', async () => {
    const asRecruiter = await t.app.inject({
      method: 'GET',
      url: `/api/users/me/${hidden.id}`,
      headers: authHeader(recruiterToken),
    });
    expect(asRecruiter.statusCode).toBe(200);
    expect(asRecruiter.json().email).toBe('he***********@privado.test');
    expect(asRecruiter.json().contato.lista[0].contato).toBe('+351 *** **5 678');

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/users/me/${hidden.id}`,
      headers: authHeader(await signIn(t, hidden.email, hidden.password)),
    });
    expect(own.json().email).toBe(EMAIL);
    expect(own.json().contato.lista[0].contato).toBe(PHONE);

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
      .where(eq(users.id, hidden.id));
    const allowed = await t.app.inject({
      method: 'GET',
      url: `/api/users/me/${hidden.id}`,
      headers: authHeader(recruiterToken),
    });
    expect(allowed.json().email).toBe(EMAIL);
    expect(allowed.json().contato.lista[0].contato).toBe('+351 *** **5 678');
  });

  it('marks personal answers and tokens no-store, and leaves public lists cacheable', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users/me/${recruiter.id}`,
      headers: authHeader(recruiterToken),
    });
    expect(me.headers['cache-control']).toBe('no-store');
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: recruiter.email, password: recruiter.password },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.headers['cache-control']).toBe('no-store');
    const home = await t.app.inject({ method: 'GET', url: '/api/opportunity/list/home' });
    expect(home.headers['cache-control']).toBeUndefined();
  });

  it('ends the token on the server at sign-out, so it can neither be used nor renewed', async () => {
    const person = await createUser(t);
    const token = await signIn(t, person.email, person.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: authHeader(token) });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/users/me/${person.id}`,
      headers: authHeader(token),
    });
    expect(after.statusCode).toBe(401);
    const renewal = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshToken',
      payload: { token, username: person.email },
    });
    expect(renewal.statusCode).toBe(400);
  });
});
