import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { createJobQueue } from '../../src/lib/queue/job-queue';

// A database that goes away after start (issue 12): health answers 503, not a crash, and recovers with it.
// The app reaches PostgreSQL through a TCP proxy the test cuts and restores. PostgreSQL is this machine's server.

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('database outage after start', () => {
  const name = `outage_${randomBytes(5).toString('hex')}`;
  const sockets = new Set<net.Socket>();
  let proxy: net.Server;
  let port = 0;
  let app: App;
  let database: DatabaseHandle;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mosaico-outage-'));
  const target = new URL(SERVER);

  const openProxy = () =>
    new Promise<void>((resolve) => {
      proxy = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      proxy.listen(port, '127.0.0.1', () => {
        const address = proxy.address();
        if (typeof address === 'object' && address) port = address.port;
        resolve();
      });
    });
  const cutProxy = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      proxy.close(() => resolve());
    });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    await openProxy();
    const url = new URL(SERVER);
    url.host = `127.0.0.1:${port}`;
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    const queue = await createJobQueue(database, { supervise: false });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: url.toString(),
    });
    app = await buildApp({ config, database, queue }, { logger: false });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await cutProxy().catch(() => undefined);
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is unreachable and 200 again once it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await cutProxy();
    const down = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('DATABASE_UNAVAILABLE');
    // Other calls fail cleanly too, without ending the process.
    const home = await app.inject({ method: 'GET', url: '/api/opportunity/list/home' });
    expect(home.statusCode).toBeGreaterThanOrEqual(500);
    expect(home.json()).toHaveProperty('code');

    await openProxy();
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
      status = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  }, 60_000);
});
