// Part of `npm run build -w @shop/server`, after tsc: rewrites apps/server/dist/main.js as one file
// holding the server's modules and most libraries. Node 20 keeps no compiled-code cache for ES modules,
// so a start spends most of its JavaScript time finding, reading and compiling ~1,000 small files;
// one file halves that. What a dynamic import loads on first use (the PostgreSQL driver, Redis, the
// mailer, the spreadsheet reader) stays a separate chunk, loaded only when asked for.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));

/**
 * Left to Node's own loader: native addons and WebAssembly found next to their package's files, packages
 * that read their own files through __dirname (which a bundled ES module does not have), and pino,
 * whose transports start worker threads from their own files.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  'argon2',
  'sharp',
  'pino',
  'socket.io',
  '@socket.io/redis-adapter',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@e965/xlsx',
  'pg',
  'redis',
  'nodemailer',
  'prom-client',
];

// chunk names carry a hash of their content: the previous build's would pile up beside the new ones
rmSync(`${serverDir}dist/chunks`, { recursive: true, force: true });

const result = await build({
  entryPoints: { main: `${serverDir}dist/main.js` },
  outdir: `${serverDir}dist`,
  allowOverwrite: true,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  // the CommonJS libraries inside the bundle call require() for Node's own modules
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);",
  },
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `dist/main.js: ${Object.keys(result.metafile.inputs).length} modules in one file and its chunks, ${(bytes / 1e6).toFixed(1)} MB`,
);
