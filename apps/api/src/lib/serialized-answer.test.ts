import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_PLUGIN_OPTIONS, COMPRESSION_THRESHOLD_BYTES, LARGE_ANSWER_BYTES } from './compression';
import { sendSerialized, serializeAnswer, serializePieces } from './serialized-answer';

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

  it('compresses an answer of megabytes at the fastest levels, once per encoding too', () => {
    const huge = serializeAnswer({
      cards: { _id: Array.from({ length: 30_000 }, (_, i) => `card-${i}-${(i * 7919) % 10_007}`) },
    });
    expect(huge.json.length).toBeGreaterThan(LARGE_ANSWER_BYTES);
    const fastest = brotliCompressSync(huge.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    expect(huge.bodyFor('br').equals(fastest)).toBe(true);
    expect(huge.bodyFor('gzip').equals(gzipSync(huge.json, { level: 1 }))).toBe(true);
    expect(brotliDecompressSync(huge.bodyFor('br')).toString('utf8')).toBe(huge.json);
    // An answer under the size stays at the usual level (brotli 4).
    expect(large.json.length).toBeLessThan(LARGE_ANSWER_BYTES);
    expect(
      large
        .bodyFor('br')
        .equals(brotliCompressSync(large.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })),
    ).toBe(true);
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

  it('writes a pieced answer as one gzip stream, deflating again only the pieces that changed', async () => {
    const field = (name: string, values: unknown[]) => `,"${name}":${JSON.stringify(values)}`;
    const ids = Array.from({ length: 5_000 }, (_, i) => `card-${i}`);
    const titles = ids.map((id) => `Title of ${id}`);
    const first = serializePieces(['{"a":0', field('ids', ids), field('titles', titles), '}']);
    expect(gunzipSync(first.bodyFor('gzip')).toString('utf8')).toBe(first.json);
    expect(JSON.parse(first.json).titles[7]).toBe('Title of card-7');
    // As a browser reads it: the web's own gzip decoder.
    const decoded = await new Response(
      new Blob([first.bodyFor('gzip')]).stream().pipeThrough(new DecompressionStream('gzip')),
    ).text();
    expect(decoded).toBe(first.json);
    expect(brotliDecompressSync(first.bodyFor('br')).toString('utf8')).toBe(first.json);

    const renamed = titles.map((title, i) => (i === 7 ? 'Renamed' : title));
    const second = serializePieces(['{"a":0', field('ids', ids), field('titles', renamed), '}'], first);
    expect(gunzipSync(second.bodyFor('gzip')).toString('utf8')).toBe(second.json);
    expect(second.deflated?.[1]).toBe(first.deflated?.[1]);
    expect(second.deflated?.[2]).not.toBe(first.deflated?.[2]);
  });

  it('prefers gzip for a pieced answer when the client accepts both', async () => {
    const pieced = serializePieces([
      '{"cards":',
      JSON.stringify(Array.from({ length: 20_000 }, (_, i) => i * 1_000)),
      '}',
    ]);
    const app2 = Fastify();
    app2.get('/pieced', (request, reply) => sendSerialized(request, reply, pieced));
    const both = await app2.inject({ url: '/pieced', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(both.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(both.rawPayload).toString('utf8')).toBe(pieced.json);
    const brOnly = await app2.inject({ url: '/pieced', headers: { 'accept-encoding': 'br' } });
    expect(brOnly.headers['content-encoding']).toBe('br');
    await app2.close();
  });

  it('sends an answer under the threshold as it is, whatever the client accepts', async () => {
    const response = await call('/small', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ cards: [{ _id: 'one' }] });
  });
});
