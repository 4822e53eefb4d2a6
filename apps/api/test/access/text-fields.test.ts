import { LINKEDIN_URL_MESSAGE, ONE_LINE_MESSAGE } from '@mosaico/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessages, mailOutbox, users } from '../../src/db/schema';
import { buildTestApp, createUser, mintSessionToken, type TestApp } from '../helpers';
import { insertOpportunity } from '../search-fixtures';

// Issue 21 item 5: one-line fields refuse CR/LF (a name reached the contact mail's subject) with 400 naming the
// field; multi-line texts keep their line breaks. The profile's LinkedIn address is an https:// LinkedIn one.

const INJECTION = 'Ana\r\nBcc: everyone@example.com';

/**
 * Top-level body fields that are multi-line texts by nature, or secrets never shown or mailed (passwords, whose
 * rules are their own). Every other top-level text field of every route must refuse a line break.
 */
const MULTI_LINE_OR_SECRET = new Set([
  'mensagem',
  'message',
  'description',
  'detalhes',
  'detalhesEn',
  'details',
  'comment',
  // An evaluation's text (002 §3 Evaluation conteudo).
  'conteudo',
  'password',
  'currentPassword',
  'newPassword',
  'verifyPassword',
]);

/**
 * Identifiers: looked up, never shown or mailed; one with a line break finds nothing (404 or its own code).
 */
const IDENTIFIER = /^(_id|id|cvId|user|opportunity|recruiter|candidate|allProfessionals|[a-z]+Id)$/;
/**
 * Fields the schema reads loosely on purpose and never stores as text: the language falls back to a supported one,
 * policyAndSignature is ignored (DECISIONS), the recruiter variant's extras are refused by the service, and the
 * kanban card's numbers may come as text, which the service refuses with their own codes unless they are digits.
 */
const LOOSE = new Set([
  'activeLanguage',
  'policyAndSignature',
  'triageRecruitmentOptions',
  'notificationsSettings',
  'amount',
  'defeats',
]);

interface Issue {
  path: string;
  message: string;
}

describe('one-line fields refuse line breaks (issue 21)', () => {
  let t: TestApp;
  let manager: string;
  let professional: { id: string; token: string };
  let opportunityId: string;

  const tokenFor = async (user: { id: string; email: string; roles: string[] }) =>
    mintSessionToken(t.app, {
      ...user,
      displayName: 'X',
      preferredLanguage: 'en-US',
      tokenVersion: 0,
    });

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    manager = await tokenFor(await createUser(t, { roles: ['rh_manager'] }));
    const person = await createUser(t);
    professional = { id: person.id, token: await tokenFor(person) };
    opportunityId = (await insertOpportunity(t.app, { titulo: 'One line' })).id;
  }, 120_000);
  afterAll(async () => t.close());

  const send = (method: string, url: string, payload: unknown, token = manager) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
      payload: payload as Record<string, unknown>,
    });

  it('the contact form refuses a line break in the name (copied into the mail subject) and sends nothing', async () => {
    const before = await t.app.ctx.database.db.select({ n: count() }).from(mailOutbox);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contactus',
      headers: { 'accept-language': 'en-US' },
      payload: { firstName: INJECTION, email: 'ana@mosaico.test', mensagem: 'Hello' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; message: string; issues: Issue[] };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe(`Invalid value in firstName: ${ONE_LINE_MESSAGE}`);
    expect(body.issues).toContainEqual({ path: 'firstName', message: ONE_LINE_MESSAGE });
    const after = await t.app.ctx.database.db.select({ n: count() }).from(mailOutbox);
    expect(after[0]?.n).toBe(before[0]?.n);
    const kept = await t.app.ctx.database.db.select({ n: count() }).from(contactMessages);
    expect(kept[0]?.n).toBe(0);
  });

  it.each([['\r'], ['\n'], ['\u2028']])(
    'refuses %j in names, e-mails, phones, places and titles, naming the field',
    async (lineBreak) => {
      const text = `Ana${lineBreak}Souza`;
      const cases: Array<{ method: string; url: string; payload: unknown; field: string; token?: string }> = [
        {
          method: 'POST',
          url: '/api/auth/signup',
          payload: { user: { firstName: text, lastName: 'Souza', email: 'x@mosaico.test' } },
          field: 'user.firstName',
        },
        {
          method: 'POST',
          url: '/api/auth/signup',
          payload: { user: { firstName: 'Ana', lastName: text } },
          field: 'user.lastName',
        },
        {
          method: 'POST',
          url: '/api/auth/signup',
          payload: { user: { dadosPessoais: { geolocation: { place_id: 'x', formatted_address: text } } } },
          field: 'user.dadosPessoais.geolocation.formatted_address',
        },
        {
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: `ana${lineBreak}@x.com` },
          field: 'email',
        },
        ...(['firstName', 'lastName', 'displayName'] as const).map((name) => ({
          method: 'PUT',
          url: '/api/users',
          payload: { firstName: 'Ana', lastName: 'Souza', [name]: text },
          field: name,
          token: professional.token,
        })),
        {
          method: 'PUT',
          url: '/api/users',
          payload: { firstName: 'Ana', lastName: 'Souza', dadosPessoais: { localidade: text } },
          field: 'dadosPessoais.localidade',
          token: professional.token,
        },
        {
          method: 'PUT',
          url: '/api/users',
          payload: {
            firstName: 'Ana',
            lastName: 'Souza',
            contato: { lista: [{ contato: `1199${lineBreak}9999999` }] },
          },
          field: 'contato.lista.0.contato',
          token: professional.token,
        },
        {
          method: 'PUT',
          url: '/api/users/pre-register',
          payload: { firstName: text, lastName: 'Souza', email: 'p@mosaico.test' },
          field: 'firstName',
        },
        { method: 'POST', url: '/api/criteria', payload: { nome: text, termos: ['x'] }, field: 'nome' },
        { method: 'POST', url: '/api/opportunity', payload: { titulo: text }, field: 'titulo' },
      ];
      for (const { method, url, payload, field, token } of cases) {
        const response = await send(method, url, payload, token);
        expect(response.statusCode, `${method} ${url} ${field}`).toBe(400);
        const issues = (response.json() as { issues?: Issue[] }).issues ?? [];
        expect(issues, `${method} ${url} ${field}`).toContainEqual({
          path: field,
          message: ONE_LINE_MESSAGE,
        });
      }
    },
  );

  it('every top-level text field of every route refuses a line break, multi-line texts and secrets aside', async () => {
    const accepted: string[] = [];
    let probed = 0;
    for (const route of t.app.accessControl.routes) {
      const body = (route.schema as { body?: unknown } | undefined)?.body;
      if (!(body instanceof z.ZodObject) || route.method === 'GET') continue;
      const url = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
        if (name === 'pageSize') return '10';
        if (name === 'page') return '1';
        return route.url.startsWith('/api/opportunity') && name === 'id' ? opportunityId : professional.id;
      });
      for (const field of Object.keys(body.shape)) {
        if (MULTI_LINE_OR_SECRET.has(field) || IDENTIFIER.test(field) || LOOSE.has(field)) continue;
        let response = await send(route.method, url, { [field]: INJECTION });
        if (response.statusCode === 401 || response.statusCode === 403) {
          response = await send(route.method, url, { [field]: INJECTION }, professional.token);
        }
        if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode === 404)
          continue;
        probed += 1;
        const answer = response.json() as { code?: string; issues?: Issue[] };
        const issues = answer.issues ?? [];
        // Another part of the request refused first: this field was not judged.
        if (
          answer.code === 'VALIDATION_ERROR' &&
          issues.every((issue) => !issue.path || /^\d/.test(issue.path))
        ) {
          continue;
        }
        // Refused at this field, for any reason (a number or a choice refuses the text too), or not at all.
        if (!issues.some((issue) => issue.path === field || issue.path.startsWith(`${field}.`))) {
          accepted.push(`${route.method} ${route.url} ${field} (${response.statusCode})`);
        }
      }
    }
    expect(probed).toBeGreaterThan(40);
    expect(accepted).toEqual([]);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'http://www.linkedin.com/in/x',
    'https://evil.example/in/x',
    'https://www.linkedin.com.evil.example/in/x',
  ])('PUT users refuses the LinkedIn address %s with 400 naming linkedinUrl', async (linkedinUrl) => {
    const response = await send(
      'PUT',
      '/api/users',
      { firstName: 'Ana', lastName: 'Souza', linkedinUrl },
      professional.token,
    );
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; message: string; issues: Issue[] };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe(`Invalid value in linkedinUrl: ${LINKEDIN_URL_MESSAGE}`);
    const [row] = await t.app.ctx.database.db
      .select({ url: users.linkedinUrl })
      .from(users)
      .where(eq(users.id, professional.id));
    expect(row?.url ?? null).not.toBe(linkedinUrl);
  });

  it.each(['https://www.linkedin.com/in/x', 'https://linkedin.com/in/x', 'https://pt.linkedin.com/in/x'])(
    'PUT users keeps the LinkedIn address %s',
    async (linkedinUrl) => {
      const response = await send(
        'PUT',
        '/api/users',
        { firstName: 'Ana', lastName: 'Souza', linkedinUrl },
        professional.token,
      );
      expect(response.statusCode).toBe(200);
      expect((response.json() as { linkedinUrl: string | null }).linkedinUrl).toBe(linkedinUrl);
    },
  );

  it('PUT users clears the LinkedIn address with an empty one', async () => {
    const response = await send(
      'PUT',
      '/api/users',
      { firstName: 'Ana', lastName: 'Souza', linkedinUrl: '' },
      professional.token,
    );
    expect(response.statusCode).toBe(200);
    expect((response.json() as { linkedinUrl: string | null }).linkedinUrl).toBeNull();
  });

  it('multi-line texts keep their line breaks', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contactus',
      payload: { firstName: 'Ana', email: 'ana@mosaico.test', mensagem: 'Hello,\r\nsecond line' },
    });
    expect(response.statusCode).toBe(200);
  });
});
