import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../src/app';
import { loadConfig } from '../../src/config';
import { buildTestApp, type TestApp } from '../helpers';

// Issue 21 items 4 and 5: what a stranger on the network reaches, and how long a slow client may hold a connection.

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});
const configFor = (env: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mosaico-config-'));
  dataDirs.push(dir);
  return loadConfig({ DATA_DIR: dir, ...env });
};

describe('listening address (issue 21 item 4)', () => {
  it('listens on this machine only outside production unless HOST is set', () => {
    expect(configFor({}).host).toBe('127.0.0.1');
    expect(configFor({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(configFor({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(configFor({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('listens on every interface in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SECRETS_KEY: 'A'.repeat(43),
      PUBLIC_URL: 'https://mosaico.example',
    };
    expect(configFor(production).host).toBe('0.0.0.0');
    expect(configFor({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});

/** An IPv4 address of this machine that is not loopback (eth0…), if it has one. */
function nonLoopbackAddress(): string | undefined {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
    }
  }
  return undefined;
}

/** GET over a real TCP connection to `host`; answers the status. */
function getStatus(host: string, port: number, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host, port, path: url, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('development mailbox answers loopback clients only (issue 21 item 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY on: X-Forwarded-For must not let a stranger pass for this machine.
    t = await buildTestApp({ NODE_ENV: 'development', TRUST_PROXY: 'true' });
  });
  afterAll(async () => t.close());

  it('refuses a client whose socket is not loopback, whatever X-Forwarded-For says', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-forwarded-for': '::1' }]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        remoteAddress: '10.1.2.3',
        headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      expect(response.body).not.toContain('messages');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/api/dev/mailbox', remoteAddress: '192.0.2.9' });
    expect(head.statusCode).toBe(404);
  });

  it('answers a client on this machine (IPv4 loopback, IPv6 loopback, IPv4-mapped)', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.json()).toHaveProperty('messages');
    }
  });

  it('over real TCP: refused through a non-loopback address of this machine, answered through 127.0.0.1', async () => {
    // HOST=0.0.0.0 on purpose: the check holds whatever address the app listens on.
    await t.app.listen({ host: '0.0.0.0', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    expect(await getStatus('127.0.0.1', port, '/api/dev/mailbox')).toBe(200);
    const outside = nonLoopbackAddress();
    if (outside) {
      // Connecting to the machine's own eth0 address makes the socket's peer that address, not loopback.
      expect(await getStatus(outside, port, '/api/dev/mailbox')).toBe(404);
    } else {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        remoteAddress: '10.9.8.7',
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('request timeouts by default (issue 21 item 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('has a request and a connection timeout of about 30 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(20_000);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    expect(CONNECTION_TIMEOUT_MS).toBeGreaterThanOrEqual(20_000);
    expect(CONNECTION_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.headersTimeout).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(t.app.server.timeout).toBe(CONNECTION_TIMEOUT_MS);
  });
});

describe('slow request bodies (issue 21 item 5)', () => {
  // Shortened so the test takes about a second; the server code is the same as with the 30 s default.
  const timeoutMs = 800;
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({}, { requestTimeoutMs: timeoutMs, connectionTimeoutMs: timeoutMs });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t.close());

  it('closes a connection whose body trickles in past the request timeout', async () => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
    socket.write(
      'POST /api/contactus HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n{"firstName":"',
    );
    // One byte every 100 ms: never idle long enough for the idle timeout alone, never done.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('a');
    }, 100);
    const gaveUp = new Promise<number>((resolve) => setTimeout(() => resolve(-1), 8_000));
    const after = await Promise.race([closed, gaveUp]);
    clearInterval(trickle);
    socket.destroy();
    expect(after, 'the server never closed the trickling connection').toBeGreaterThan(0);
    expect(after).toBeLessThan(timeoutMs * 4);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
