import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, loggableError } from '../../lib/errors';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema },
      },
    },
    async (request) => {
      const { database } = app.ctx;
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: loggableError(error) }, 'database check failed');
        throw new AppError(503, 'DATABASE_UNAVAILABLE');
      }
      return { status: 'ok' as const, database: database.kind, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
};
