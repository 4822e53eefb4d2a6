import type { FastifyInstance } from 'fastify';

// Calls whose answers carry a token or a person's data even without a bearer token (sign-in, sign-up, links).
const TOKEN_ROUTES = /^\/api\/(auth\/|users\/check-email-cadastro\/)/;

/**
 * `Cache-Control: no-store` on every API answer given to a signed-in person and on every answer that hands out a
 * token (issue 12), so no shared cache or browser history keeps personal data. A route that sets its own
 * Cache-Control (file downloads, static assets) keeps it.
 */
export function registerPrivateCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const url = request.url;
    if (!url.startsWith('/api/')) return payload;
    if (request.currentUser || request.headers.authorization || TOKEN_ROUTES.test(url)) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    return payload;
  });
}
