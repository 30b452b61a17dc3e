import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
