import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from '@shop/shared/errors';
import { HealthResponse, ReadyResponse } from '@shop/shared/system/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { queryRow } from '../../db/sql.js';
import type { RedisPair } from '../../lib/redis.js';
import { settleWithin } from './metrics.js';

/** Each readiness check gives up after this long (they run side by side): /api/ready answers within ~2 s. */
const DATABASE_CHECK_MS = 1_500;
const REDIS_CHECK_MS = 1_000;

export interface SystemRoutesOptions {
  /** REDIS_URL's clients, when it is set: /api/ready asks Redis too */
  redis?: RedisPair;
}

let newestMigration: number | undefined;

/** When the newest migration this build carries was made (drizzle's journal `when`), read once. */
function newestMigrationOfBuild(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    newestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

const AppliedRow = z.object({ newest: z.union([z.number(), z.string()]).nullable() });

/**
 * Whether every migration of this build was applied: drizzle records each in
 * drizzle.__drizzle_migrations (created_at = the journal's `when`) on PGlite and PostgreSQL alike, and
 * applies only those newer than the newest recorded, so comparing the newest is enough.
 */
async function migrationsCurrent(app: FastifyInstance): Promise<boolean> {
  const row = await queryRow(
    app.database.db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    AppliedRow,
  );
  return row?.newest != null && Number(row.newest) >= newestMigrationOfBuild();
}

async function redisAnswers(redis: RedisPair): Promise<boolean> {
  // while the client reconnects its commands wait in a queue: not ready is an answer at once
  if (!redis.pub.isReady) return false;
  return (await redis.pub.ping()) === 'PONG';
}

/**
 * GET /api/health: 200 when the database answers, 503 otherwise (is the process alive).
 * GET /api/ready: 200 when this process should get requests (the database answers, its migrations
 * are all applied, Redis answers when REDIS_URL is set, and it is not stopping), 503 otherwise.
 */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { redis }) => {
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

  app.get(
    '/ready',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Готов ли процесс принимать запросы',
        response: { 200: ReadyResponse, 503: ReadyResponse, 400: ApiError },
      },
    },
    async (_request, reply) => {
      const started = app.state.databaseReady;
      const [database, migrations, redisUp] = await Promise.all([
        started && settleWithin(app.database.ping(DATABASE_CHECK_MS), DATABASE_CHECK_MS, false),
        started && settleWithin(migrationsCurrent(app), DATABASE_CHECK_MS, false),
        redis ? settleWithin(redisAnswers(redis), REDIS_CHECK_MS, false) : null,
      ]);
      const ready = database && migrations && redisUp !== false;
      const status = app.state.stopping ? 'stopping' : ready ? 'ready' : 'unavailable';
      return reply
        .status(status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status, checks: { database, migrations, redis: redisUp } });
    },
  );
};
