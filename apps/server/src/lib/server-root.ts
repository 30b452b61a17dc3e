import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up from this module: the same answer
 * from the TypeScript sources (tests, tsx), tsc's output and the one-file build in dist/main.js, whose
 * modules sit at different depths.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@shop/server'
    )
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`apps/server/package.json not found above ${import.meta.url}`);
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();

/** A path inside the server package: `serverPath('drizzle')`, `serverPath('..', 'web', 'dist')`. */
export const serverPath = (...parts: string[]) => join(SERVER_ROOT, ...parts);
