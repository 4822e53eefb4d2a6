import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, createUser, mintSessionToken, type TestApp } from '../helpers';
import { insertOpportunity } from '../search-fixtures';

// Text hygiene (issue 12): hostile text sent to every route that takes a body, a query or path params — taken
// from the routes Fastify registered, not from a hand list — never produces a 500.

const HOSTILE: Record<string, string> = {
  nul: 'a\u0000b',
  'other control': 'a\u0007b\u001bc',
  'lone high surrogate': 'a\uD800b',
  'lone low surrogate': 'a\uDC00b',
  'right-to-left override': 'cv\u202Egpj.exe',
  'zero-width': 'ja\u200Bva\u200D\uFEFF',
  '2 MB': 'x'.repeat(2 * 1024 * 1024),
};

/** Percent-encodes for a URL; a lone surrogate (which has no UTF-8 form) goes as its raw three bytes. */
function encodeForUrl(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** The top-level field names of a zod object schema, if it is one. */
function fieldsOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  return [];
}

describe('hostile text on every route', () => {
  let t: TestApp;
  let authorization: string;
  let opportunityId: string;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    const manager = await createUser(t, { roles: ['rh_manager'] });
    authorization = `Bearer ${await mintSessionToken(t.app, {
      ...manager,
      displayName: 'M',
      preferredLanguage: 'pt-BR',
      tokenVersion: 0,
    })}`;
    opportunityId = (await insertOpportunity(t.app, { titulo: 'Hygiene' })).id;
  }, 120_000);
  afterAll(async () => t.close());

  it.each(Object.entries(HOSTILE))(
    '%s: no route answers 500',
    async (_name, text) => {
      const routes = t.app.accessControl.routes;
      expect(routes.length).toBeGreaterThan(40);
      const failures: string[] = [];
      for (const route of routes) {
        const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
        const bodyFields = fieldsOf(schema.body);
        const queryFields = fieldsOf(schema.querystring);
        const path = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
          name === 'id' && route.url.startsWith('/api/opportunity/') ? opportunityId : encodeForUrl(text),
        );
        const query = queryFields.map((field) => `${field}=${encodeForUrl(text)}`).join('&');
        const body = Object.fromEntries(
          (bodyFields.length > 0 ? bodyFields : ['text']).map((field) => [field, text]),
        );
        const attempts = [
          // The hostile text in every body field and query parameter, with valid path ids where we have them.
          { url: query ? `${path}?${query}` : path, payload: body },
          // The hostile text nested inside objects and arrays, where a flat check would miss it.
          { url: path, payload: { nested: { list: [text] }, [text.slice(0, 20)]: 'key' } },
        ];
        for (const attempt of attempts) {
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: attempt.url,
            headers: { authorization },
            ...(route.method === 'GET' ? {} : { payload: attempt.payload }),
          });
          if (response.statusCode >= 500) {
            failures.push(
              `${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    },
    240_000,
  );

  it('refuses a NUL in a field with 400 INVALID_TEXT naming the field, in the request’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'accept-language': 'pt-PT' },
      payload: { email: 'ana\u0000@mosaico.test', password: 'whatever-123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_TEXT',
      message: 'O campo body.email contém um carácter não permitido (de controlo ou inválido).',
    });
    const search = await t.app.inject({ method: 'GET', url: '/api/opportunity/search/opp?keywords=java%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toContain('query.keywords');
  });

  it('refuses stored texts past their length limit (a 380 KB contact locale or address)', async () => {
    const person = await createUser(t);
    const token = await mintSessionToken(t.app, {
      ...person,
      displayName: 'P',
      preferredLanguage: 'pt-BR',
      tokenVersion: 0,
    });
    const big = 'x'.repeat(380 * 1024);
    for (const body of [
      {
        firstName: 'Pessoa',
        lastName: 'Teste',
        contato: { lista: [{ tipo: 'Preferencial', contato: '11987654321', locale: big }] },
      },
      {
        firstName: 'Pessoa',
        lastName: 'Teste',
        dadosPessoais: { geolocation: { formatted_address: big, place_id: 'gn_x' } },
      },
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('keeps tabs and line breaks, which multi-line texts need', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contactus',
      payload: { firstName: 'Ana\tMaria', email: 'ana@mosaico.test', mensagem: 'Olá,\r\nlinha dois' },
    });
    expect(response.statusCode).not.toBe(400);
  });

  it('answers a JSON body over the limit with a message about the request, not a file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contactus',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'BODY_TOO_LARGE',
      message: 'The request is too large (at most 2 MB).',
    });
  });
});
