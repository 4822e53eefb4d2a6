import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pg from 'pg';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { AppError, loggableError } from '../../lib/errors';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  /** True while the instance reads its search indexes after starting (searches answer meanwhile, slower). */
  warming: z.boolean(),
});

/**
 * The database check answers whether the database is up, not how long the pool's queue is: on PostgreSQL it runs
 * on a connection of its own, so a load that keeps every pooled connection busy does not hold health up
 * (issue 11). PGlite has one backend for everything: its thread answers between two statements whether PGlite
 * is open, instead of a `select 1` queued behind every waiting query.
 */
function databaseCheck(database: DatabaseHandle): { run: () => Promise<void>; close: () => Promise<void> } {
  if (database.kind === 'pglite') {
    return { run: () => database.client.ping(), close: async () => {} };
  }
  const pool = new pg.Pool({
    ...database.client.options,
    max: 1,
    idleTimeoutMillis: 60_000,
    // A health check that cannot answer in 2 s reports the database down rather than hanging.
    connectionTimeoutMillis: 2_000,
    query_timeout: 2_000,
  });
  // A dropped connection is replaced at the next check; the error is the check's answer, not a crash.
  pool.on('error', () => {});
  return {
    run: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const check = databaseCheck(app.ctx.database);
  app.addHook('onClose', () => check.close());

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database check, and whether the instance is still reading its search indexes',
        response: { 200: healthSchema },
      },
    },
    async (request) => {
      const { database } = app.ctx;
      try {
        await check.run();
      } catch (error) {
        request.log.error({ err: loggableError(error) }, 'database check failed');
        throw new AppError(503, 'DATABASE_UNAVAILABLE');
      }
      return {
        status: 'ok' as const,
        database: database.kind,
        uptimeSeconds: Math.round(process.uptime()),
        warming: app.ctx.warmUps.warming,
      };
    },
  );
};
