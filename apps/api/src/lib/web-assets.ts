import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The built web app's files held in memory with their precompressed variants (scripts/precompress.mjs), so a file
 * is answered in one write from the event loop that received the request. Streamed from disk (stat, open, reads,
 * close: each a trip through libuv's thread pool and back to a saturated event loop), a 111 KB script waited
 * 600–800 ms at p99 behind 100 connections of API calls (issue 11; docs/performance-history.md 'Serving speed').
 */

export interface WebAsset {
  /** URL path, e.g. `/assets/index-Ab12Cd34.js`. */
  urlPath: string;
  /** Path relative to the web build's root. */
  file: string;
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Strong validator of the content; each encoding's ETag adds its name. */
  hash: string;
  lastModified: string;
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'text/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

/** Files above this stay on disk (served by @fastify/static): the build has none today (the largest is 450 KB). */
export const MAX_HELD_FILE_BYTES = 4 * 1024 * 1024;
/** All held files together, variants included (the build is about 4 MB). */
const MAX_HELD_BYTES = 64 * 1024 * 1024;

/**
 * Reads the web build into memory (once, at start), but for files past the limits, which the caller serves from
 * disk. Dotfiles are skipped, as @fastify/static does.
 */
export function loadWebAssets(root: string): { held: WebAsset[]; onDisk: string[] } {
  const held: WebAsset[] = [];
  const onDisk: string[] = [];
  let total = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.')) continue;
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) {
        walk(full);
        continue;
      }
      // Variants belong to their file.
      if (name.endsWith('.br') || name.endsWith('.gz')) continue;
      const file = path.relative(root, full);
      const urlPath = `/${file.split(path.sep).join('/')}`;
      if (stat.size > MAX_HELD_FILE_BYTES || total + stat.size > MAX_HELD_BYTES) {
        onDisk.push(file);
        continue;
      }
      const identity = readFileSync(full);
      const variant = (suffix: string) => {
        try {
          return readFileSync(`${full}${suffix}`);
        } catch {
          return undefined;
        }
      };
      const br = variant('.br');
      const gzip = variant('.gz');
      total += identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
      held.push({
        urlPath,
        file,
        type: TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
        identity,
        ...(br ? { br } : {}),
        ...(gzip ? { gzip } : {}),
        hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
        lastModified: stat.mtime.toUTCString(),
        // Vite names assets by their content's hash, so a name never changes meaning: cache it for a year.
        // Anything else (index.html, favicon) is revalidated so a new release is seen at once.
        immutable: urlPath.startsWith('/assets/'),
      });
    }
  };
  walk(root);
  return { held, onDisk };
}

/**
 * The encoding to answer in: brotli, then gzip, among those the client accepts (q > 0) and the file has; null for
 * the file as it is. `*` accepts any encoding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined, asset: WebAsset): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!token) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(token, Number.isFinite(value) ? value : 0);
  }
  const accepts = (encoding: string) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  if (asset.br && accepts('br')) return 'br';
  if (asset.gzip && accepts('gzip')) return 'gzip';
  return null;
}

/** Whether the client's validators say its copy is current (If-None-Match first, as RFC 9110 asks). */
function notModified(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  const since = request.headers['if-modified-since'];
  if (since === undefined) return false;
  const time = Date.parse(since);
  return Number.isFinite(time) && Date.parse(lastModified) <= time;
}

/** Answers one held file (GET; Fastify's HEAD route sends the same headers without the body). */
export function sendWebAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: WebAsset,
  cacheControl = asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding'], asset);
  const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.identity;
  // Each encoding is a representation of its own: a cache must not hand one to a client asking for another.
  const etag = `"${asset.hash}${encoding ? `-${encoding}` : ''}"`;
  reply
    .header('content-type', asset.type)
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', asset.lastModified);
  if (asset.br || asset.gzip) reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  if (notModified(request, etag, asset.lastModified)) return reply.code(304).send();
  return reply.send(body);
}
