import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { serverPath } from '../lib/server-root.js';
import type { DatabaseHandle } from './client.js';

export const MIGRATIONS_DIR = serverPath('drizzle');

/**
 * Applies the committed SQL migrations; the same files run on PGlite and on PostgreSQL. `folder`: another
 * folder of migrations (a test applies the first ones only).
 */
export async function migrate(handle: DatabaseHandle, folder = MIGRATIONS_DIR): Promise<void> {
  const config = { migrationsFolder: folder };
  // only the migrator of the driver in use is loaded (node-postgres is not needed on PGlite)
  if (handle.kind === 'pglite') {
    const { migrate: applyMigrations } = await import('drizzle-orm/pglite/migrator');
    await applyMigrations(handle.db as unknown as PgliteDatabase, config);
  } else {
    const { migrate: applyMigrations } = await import('drizzle-orm/node-postgres/migrator');
    await applyMigrations(handle.db as unknown as NodePgDatabase, config);
  }
}
