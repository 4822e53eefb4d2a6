import { existsSync } from 'node:fs';
import type { ServerOptions } from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { AppContext, AppContextInput } from './app-context';
import type { Config } from './config';
import { registerAccessControl } from './lib/access';
import { authPlugin } from './lib/auth';
import { COMPRESS_PLUGIN_OPTIONS } from './lib/compression';
import { AppError, registerErrorHandling } from './lib/errors';
import { createMailer } from './lib/mailer';
import { createNotifiedCaches, OPPORTUNITIES_CHANGED_CHANNEL } from './lib/notified-cache';
import { registerPrivateCaching } from './lib/private-caching';
import { rateLimitedError } from './lib/rate-limit/limits';
import { databaseRateLimitStore, RateLimitCounters } from './lib/rate-limit/store';
import { createFileStorage } from './lib/storage/file-storage';
import { registerTextHygiene } from './lib/text-hygiene';
import { WarmUps } from './lib/warm-ups';
import { loadWebAssets, sendWebAsset } from './lib/web-assets';
import { modules } from './modules';
import { accessTable } from './modules/access-table';

export type App = FastifyInstance;

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** How long a request may take to arrive whole, headers and body (ms); tests shorten it. */
  requestTimeoutMs?: number;
  /** How long a connection may stay silent before the server closes it (ms); tests shorten it. */
  connectionTimeoutMs?: number;
}

/**
 * A client that sends its request a byte at a time held a connection (and a slot of Node's) for 75 s and more
 * (issue 21): a request has 30 s to arrive whole, and a connection that sends nothing for 30 s is closed. An
 * upload of the largest CV (5 MB) needs about 1.4 Mbit/s to fit.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const CONNECTION_TIMEOUT_MS = 30_000;
/** Node checks the requests' age this often (its default, 30 s, would let a trickle run up to twice the limit). */
const MAX_TIMEOUT_CHECK_INTERVAL_MS = 5_000;

export async function buildApp(input: AppContextInput, options: BuildAppOptions = {}): Promise<App> {
  const ctx: AppContext = {
    ...input,
    storage: input.storage ?? (await createFileStorage(input.config)),
    mailer: input.mailer ?? createMailer(input.config, input.database),
    rateLimits: input.rateLimits ?? new RateLimitCounters(input.database.db),
    // One listening connection per instance for every cache derived from opportunities (issue 11).
    opportunityCaches: await createNotifiedCaches(input.database, OPPORTUNITIES_CHANGED_CHANNEL),
    warmUps: new WarmUps(),
  };
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const serverOptions: FastifyServerOptions & { http: ServerOptions } = {
    logger: options.logger ?? { level: ctx.config.logLevel },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    requestTimeout,
    connectionTimeout: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    // Given to Node's server at its creation too: Fastify sets requestTimeout on the server afterwards, and while
    // headersTimeout stays at Node's 60 s a body trickling in after its headers was never timed out (Node 20).
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.min(MAX_TIMEOUT_CHECK_INTERVAL_MS, Math.ceil(requestTimeout / 4)),
    },
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', ctx);
  // Running jobs finish (or are handed back for a retry) before the caller closes the database.
  app.addHook('onClose', async () => ctx.queue.stop());
  app.addHook('onClose', async () => ctx.opportunityCaches.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextHygiene(app);

  // Security headers, as @fastify/helmet sets them, from one helmet middleware made at start: the plugin made
  // helmet again on every request (its options parsed, its CSP header built), about 2 % of a busy server's time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine injects its CSS variables at run time; Swagger UI needs inline styles too.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // Limits are opted into per route (`config: { rateLimit: {max, timeWindow} }`); none apply globally. Counters live
  // in the database so every instance shares them; `config.rateLimitEnabled` false lets every request through.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx.rateLimits),
    ...(ctx.config.rateLimitEnabled ? {} : { allowList: () => true }),
    errorResponseBuilder: (request, context) => rateLimitedError(request, context.ttl),
  });
  // Deliveries still running finish before the app closes (the database closes after the app).
  app.addHook('onClose', async () => ctx.mailer.close());

  // Large JSON answers (the opportunity kanban's 2,000 cards are about 1 MB) travel compressed to clients that accept
  // it; below the threshold an answer goes as it is (compressing a small one costs more CPU than it saves bytes).
  // Static files are precompressed at build time and carry their encoding already, so they are left alone.
  await app.register(compress, COMPRESS_PLUGIN_OPTIONS);

  await app.register(authPlugin);
  registerAccessControl(app, accessTable);
  registerPrivateCaching(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mosaico API',
        version: '1.0.0',
        description:
          'Recruitment and talent-matching platform. Paths and JSON field names follow the product contract exactly, ' +
          'misspellings included. Errors are `{statusCode, code, message}` with `message` in the language of ' +
          '`Accept-Language` (en-US, pt-BR, pt-PT).',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  for (const module of modules) {
    await app.register(module, { prefix: '/api' });
  }

  await registerWebApp(app, ctx.config);
  return app;
}

/**
 * Serves the built web app from memory (lib/web-assets.ts); any non-API GET that is not a file gets index.html so
 * deep links work.
 */
async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const webDist = config.webDistDir ?? path.resolve(import.meta.dirname, '../../web/dist');
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const { held, onDisk } = hasWeb ? loadWebAssets(webDist) : { held: [], onDisk: [] };
  for (const asset of held) {
    app.get(asset.urlPath, { schema: { hide: true } }, (request, reply) =>
      sendWebAsset(request, reply, asset),
    );
  }
  if (onDisk.length > 0) {
    // Files too large to hold: streamed from disk, with their precompressed variants.
    await app.register(fastifyStatic, {
      root: webDist,
      serve: false,
      preCompressed: true,
      cacheControl: false,
    });
    for (const file of onDisk) {
      app.get(`/${file.split(path.sep).join('/')}`, { schema: { hide: true } }, (_request, reply) =>
        reply
          .header('cache-control', file.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache')
          .sendFile(file),
      );
    }
  }
  const indexHtml = held.find((asset) => asset.urlPath === '/index.html');
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A hashed asset that is not there (a page from an older release asking for its old chunks) is a 404, not the
    // app's HTML, which the browser would refuse as a script.
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      pathname.startsWith('/assets/') ||
      request.method !== 'GET' ||
      !indexHtml
    ) {
      throw new AppError(404, 'ROUTE_NOT_FOUND', { method: request.method, url: pathname });
    }
    return sendWebAsset(request, reply, indexHtml);
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
