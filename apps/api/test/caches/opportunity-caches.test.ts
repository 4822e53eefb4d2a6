import type { HomeListsResponse, OpportunitySearchResponse } from '@mosaico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildTestApp, buildTwinApp, type TestApp } from '../helpers';
import { waitUntil } from '../wait-until';

// Issue 11: the home lists, search pages and opportunity rows of detail pages are kept in memory by every
// instance and dropped when any instance changes an opportunity (the database notifies, migration 0016).

async function europeanTitles(app: App): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/opportunity/list/home' });
  expect(response.statusCode).toBe(200);
  const body = response.json<HomeListsResponse>();
  return body.europeanOpportunities.map((card) => card.title);
}

async function searchTitles(app: App, keywords: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/opportunity/search/opp?keywords=${encodeURIComponent(keywords)}&page=1`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<OpportunitySearchResponse>().opportunities.map((card) => card.title);
}

async function detailTitle(app: App, id: string): Promise<string | undefined> {
  const response = await app.inject({ method: 'GET', url: `/api/opportunity/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ titulo?: string; restricted: boolean }>().titulo;
}

/**
 * Runs a change and waits until both instances have emptied their caches for it. A notification that arrives
 * after a read would otherwise empty a cache the test expects to be full.
 */
async function changeAndSettle(apps: App[], change: () => Promise<unknown>): Promise<void> {
  const before = apps.map((app) => app.ctx.opportunityCaches.generation());
  await change();
  await waitUntil(async () =>
    apps.every((app, index) => app.ctx.opportunityCaches.generation() > (before[index] ?? 0)),
  );
}

describe('opportunity caches', () => {
  let t: TestApp;
  let twin: { app: App; close: () => Promise<void> };

  beforeAll(async () => {
    t = await buildTestApp();
    twin = await buildTwinApp(t);
  }, 60_000);

  afterAll(async () => {
    await twin?.close();
    await t?.close();
  });

  it('serves a cached copy until an opportunity changes, then every instance reads the change', async () => {
    const db = t.app.ctx.database.db;
    await db.execute(sql`INSERT INTO opportunities (id, titulo, is_public, region)
      VALUES ('cache-1', 'Cached Java developer', true, 'europe')`);
    expect(await europeanTitles(t.app)).toEqual(['Cached Java developer']);
    expect(await europeanTitles(twin.app)).toEqual(['Cached Java developer']);

    // A change that bypasses both instances' code and, by a trigger, still reaches both caches.
    await db.execute(sql`UPDATE opportunities SET titulo = 'Renamed Java developer' WHERE id = 'cache-1'`);
    await waitUntil(async () => (await europeanTitles(twin.app))[0] === 'Renamed Java developer');
    await waitUntil(async () => (await europeanTitles(t.app))[0] === 'Renamed Java developer');

    await db.execute(sql`UPDATE opportunities SET is_finished = true WHERE id = 'cache-1'`);
    await waitUntil(async () => (await europeanTitles(t.app)).length === 0);
    await waitUntil(async () => (await europeanTitles(twin.app)).length === 0);
  });

  it('keeps serving the cached copy while nothing changes', async () => {
    const db = t.app.ctx.database.db;
    await changeAndSettle([t.app, twin.app], () =>
      db.execute(sql`INSERT INTO opportunities (id, titulo, is_public, region)
        VALUES ('cache-2', 'Stable tester', true, 'europe')`),
    );
    expect(await europeanTitles(t.app)).toContain('Stable tester');
    // Without the trigger a direct write would not reach the cache: turn it off for one change and see the old
    // copy served, which shows the answers above came from the cache and not from a fresh query.
    await db.execute(sql`ALTER TABLE opportunities DISABLE TRIGGER opportunities_changed_notify`);
    await db.execute(sql`UPDATE opportunities SET titulo = 'Silently renamed' WHERE id = 'cache-2'`);
    await db.execute(sql`ALTER TABLE opportunities ENABLE TRIGGER opportunities_changed_notify`);
    expect(await europeanTitles(t.app)).toContain('Stable tester');
  });

  it('keeps a search page until an opportunity changes, in both instances', async () => {
    const db = t.app.ctx.database.db;
    await changeAndSettle([t.app, twin.app], () =>
      db.execute(sql`INSERT INTO opportunities (id, titulo, is_public, region)
        VALUES ('cache-3', 'Kotlin engineer', true, 'brazil')`),
    );
    expect(await searchTitles(t.app, 'kotlin')).toEqual(['Kotlin engineer']);
    expect(await searchTitles(twin.app, 'Kotlin')).toEqual(['Kotlin engineer']);

    await db.execute(sql`ALTER TABLE opportunities DISABLE TRIGGER opportunities_changed_notify`);
    await db.execute(sql`UPDATE opportunities SET titulo = 'Kotlin lead engineer' WHERE id = 'cache-3'`);
    await db.execute(sql`ALTER TABLE opportunities ENABLE TRIGGER opportunities_changed_notify`);
    expect(await searchTitles(t.app, 'kotlin')).toEqual(['Kotlin engineer']);

    await db.execute(sql`UPDATE opportunities SET is_public = false WHERE id = 'cache-3'`);
    await waitUntil(async () => (await searchTitles(t.app, 'kotlin')).length === 0);
    await waitUntil(async () => (await searchTitles(twin.app, 'kotlin')).length === 0);
  });

  it('keeps an opportunity for detail pages until it changes, in both instances', async () => {
    const db = t.app.ctx.database.db;
    await changeAndSettle([t.app, twin.app], () =>
      db.execute(sql`INSERT INTO opportunities (id, titulo, is_public, region)
        VALUES ('cache-4', 'Go developer', true, 'europe')`),
    );
    expect(await detailTitle(t.app, 'cache-4')).toBe('Go developer');
    expect(await detailTitle(twin.app, 'cache-4')).toBe('Go developer');

    await db.execute(sql`ALTER TABLE opportunities DISABLE TRIGGER opportunities_changed_notify`);
    await db.execute(sql`UPDATE opportunities SET titulo = 'Go lead' WHERE id = 'cache-4'`);
    await db.execute(sql`ALTER TABLE opportunities ENABLE TRIGGER opportunities_changed_notify`);
    expect(await detailTitle(t.app, 'cache-4')).toBe('Go developer');

    await db.execute(sql`UPDATE opportunities SET titulo = 'Go principal' WHERE id = 'cache-4'`);
    await waitUntil(async () => (await detailTitle(t.app, 'cache-4')) === 'Go principal');
    await waitUntil(async () => (await detailTitle(twin.app, 'cache-4')) === 'Go principal');
  });
});
