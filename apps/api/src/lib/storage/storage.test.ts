import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { assertSafeKey, createFileStorage, type FileStorage } from './file-storage';

/** The contract every backend keeps. */
function behavesAsStorage(name: string, open: () => Promise<FileStorage>) {
  describe(name, () => {
    let storage: FileStorage;
    beforeAll(async () => {
      storage = await open();
    });

    it('stores, reads back and deletes bytes', async () => {
      const bytes = Buffer.from('%PDF-1.7 olá');
      await storage.put('cv/one', bytes, 'application/pdf');
      expect((await storage.get('cv/one'))?.equals(bytes)).toBe(true);
      await storage.put('cv/one', Buffer.from('replaced'), 'application/pdf');
      expect((await storage.get('cv/one'))?.toString()).toBe('replaced');
      await storage.delete('cv/one');
      expect(await storage.get('cv/one')).toBeNull();
    });

    it('answers null for a missing key and deletes a missing key quietly', async () => {
      expect(await storage.get('cv/never-stored')).toBeNull();
      await expect(storage.delete('cv/never-stored')).resolves.toBeUndefined();
    });

    it('refuses keys that could escape the store', async () => {
      for (const key of ['../x', 'cv/../../x', '/etc/passwd', 'cv//x', 'cv/.', '', 'a\\b', 'cv/x\u0000']) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
      }
    });
  });
}

describe('file storage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mosaico-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  behavesAsStorage('local disk', () =>
    createFileStorage(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) })),
  );

  it('keeps local files under DATA_DIR/files', async () => {
    const storage = await createFileStorage(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }));
    expect(storage.kind).toBe('local');
    await storage.put('cv/kept', Buffer.from('x'), 'text/plain');
    expect(readdirSync(path.join(dir, 'files', 'cv'))).toContain('kept');
  });

  it('accepts the keys the API makes', () => {
    expect(() => assertSafeKey('cv/0b7c5a3e-1111-4222-8333-944445555666')).not.toThrow();
    expect(() => assertSafeKey('photo/abc.png')).not.toThrow();
  });
});

// The real AWS SDK against a minimal S3-compatible HTTP endpoint (path-style PUT/GET/DELETE object): no S3 or
// MinIO runs on this machine, so this checks the requests the SDK makes and how answers are read.
describe('S3-compatible storage', () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: string[] = [];
  let server: Server;
  let endpoint = '';

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://local');
      const key = decodeURIComponent(url.pathname);
      requests.push(`${request.method} ${key} ${request.headers.authorization ? 'signed' : 'unsigned'}`);
      if (request.method === 'PUT') {
        objects.set(key, { body: await readBody(request), type: String(request.headers['content-type']) });
        response.writeHead(200, { etag: '"x"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        } else {
          response
            .writeHead(200, { 'content-type': object.type, 'content-length': object.body.length })
            .end(object.body);
        }
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const openS3 = () =>
    createFileStorage(
      loadConfig({
        DATA_DIR: tmpdir(),
        JWT_SECRET: 'x'.repeat(32),
        FILE_STORAGE: 's3',
        S3_BUCKET: 'mosaico',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      }),
    );

  behavesAsStorage('S3', openS3);

  it('writes objects path-style into the bucket, signed, with their content type', async () => {
    const storage = await openS3();
    expect(storage.kind).toBe('s3');
    await storage.put('photo/p1', Buffer.from([0x89, 0x50]), 'image/png');
    expect(objects.get('/mosaico/photo/p1')?.type).toBe('image/png');
    expect(requests).toContain('PUT /mosaico/photo/p1 signed');
  });
});
