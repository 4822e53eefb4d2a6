import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';

describe('API shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health after checking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: t.kind, warming: false });
  });

  it('says it is warming while the search indexes are read after start, and no longer once they are', async () => {
    const warming = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json().warming;
    // The app's own warm-ups (both search indexes) plus one held open by the test.
    let release = () => {};
    t.app.ctx.warmUps.add(() => new Promise<boolean>((resolve) => (release = () => resolve(true))));
    const run = t.app.ctx.warmUps.run();
    expect(await warming()).toBe(true);
    release();
    expect(await run).toMatchObject({ ok: true });
    expect(await warming()).toBe(false);
  });

  it('answers an unknown /api path with a translated JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'Não existe a chamada GET /api/does-not-exist na API.',
    });
  });

  it('serves the OpenAPI document listing the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
  });

  it('serves the browsable reference at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('never leaks a stack trace on malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
