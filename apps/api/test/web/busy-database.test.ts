import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers';
import { FIXTURE_SCRIPT, writeWebDist } from './web-dist-fixture';

// Issue 11: a slow statement must not hold up what needs no database. PGlite used to run every statement on the
// request thread, so a static file waited for whatever query ran; now PGlite has a thread of its own (and
// PostgreSQL is another process). Ordering, not milliseconds: the static answers come before the slow statement
// ends.
describe('a static file while the database is busy', () => {
  let t: TestApp;
  let dist: string;
  let base: string;

  beforeAll(async () => {
    dist = writeWebDist('console.log("Mosaico");');
    t = await buildTestApp({ WEB_DIST_DIR: dist });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers index.html and an asset before a 3-second statement ends, and health too', async () => {
    const events: string[] = [];
    const slow = t.app.ctx.database.db.execute(sql`SELECT pg_sleep(3)`).then(() => {
      events.push('slow statement');
    });
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    events.push('index.html');
    const asset = await fetch(`${base}${FIXTURE_SCRIPT}`);
    expect(asset.status).toBe(200);
    events.push('asset');
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    await slow;
    expect(events.slice(0, 2)).toEqual(['index.html', 'asset']);
    expect(events).toContain('slow statement');
  });
});
