import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * GET /api/ready: whether this process should get traffic now. `redis` is null when REDIS_URL is not
 * set; `status` is 'stopping' once the process was told to stop (SIGTERM).
 */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'unavailable', 'stopping']),
  checks: z.object({
    database: z.boolean(),
    migrations: z.boolean(),
    redis: z.boolean().nullable(),
  }),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;
