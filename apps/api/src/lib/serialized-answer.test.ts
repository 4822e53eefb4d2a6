import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_PLUGIN_OPTIONS, COMPRESSION_THRESHOLD_BYTES } from './compression';
import { sendSerialized, serializeAnswer } from './serialized-answer';

const large = serializeAnswer({ cards: Array.from({ length: 2_000 }, (_, i) => ({ _id: `card-${i}` })) });
const small = serializeAnswer({ cards: [{ _id: 'one' }] });

describe('serialised answers (kept answers sent as they were serialised)', () => {
  // Beside the compression plugin, as in app.ts: an answer already encoded must not be encoded twice.
  const app = Fastify();
  beforeAll(async () => {
    await app.register(compress, COMPRESS_PLUGIN_OPTIONS);
    app.get('/large', (request, reply) => sendSerialized(request, reply, large));
    app.get('/small', (request, reply) => sendSerialized(request, reply, small));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('compresses once per encoding and keeps the bytes', () => {
    expect(large.json.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(large.bodyFor('br')).toBe(large.bodyFor('br'));
    expect(brotliDecompressSync(large.bodyFor('br')).toString('utf8')).toBe(large.json);
    expect(gunzipSync(large.bodyFor('gzip')).toString('utf8')).toBe(large.json);
  });

  it('sends the encoding the client prefers, and the JSON as it is to a client that accepts none', async () => {
    const br = await call('/large', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(large.json);

    const gzip = await call('/large', 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(large.json);

    const plain = await call('/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body).toBe(large.json);
  });

  it('sends an answer under the threshold as it is, whatever the client accepts', async () => {
    const response = await call('/small', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ cards: [{ _id: 'one' }] });
  });
});
