import { ApiError } from '@shop/shared/errors';
import { HealthResponse } from '@shop/shared/system/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/health: 200 when the database answers, 503 otherwise (load balancers and monitoring). */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Состояние сервера и базы данных',
        response: { 200: HealthResponse, 503: HealthResponse, 400: ApiError },
      },
    },
    async (_request, reply) => {
      const reachable = app.state.databaseReady && (await app.database.ping());
      const body = {
        status: reachable ? ('ok' as const) : ('unavailable' as const),
        version: app.config.version,
        database: { kind: app.database.kind, reachable },
      };
      return reply.status(reachable ? 200 : 503).send(body);
    },
  );
};
