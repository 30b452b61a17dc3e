import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { UserRole } from '@shop/shared/auth/roles';
import type { Renderer } from '@shop/shared/ssr/contract';
import { sql, type SQL } from 'drizzle-orm';
import { createTokenSigner } from '../src/modules/auth/tokens.js';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

const GENEROUS = { max: 10_000, windowMs: 60_000 };

/** Test config: a temp DATA_DIR, a fixed secret, and rate limits high enough not to interfere. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...overrides,
  });
  const rateLimits = Object.fromEntries(
    Object.keys(config.rateLimits).map((name) => [name, GENEROUS]),
  ) as unknown as Config['rateLimits'];
  return { ...config, rateLimits };
}

/**
 * A fresh, migrated database: in-memory PGlite by default, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL (dropped again by `drop()`), so test files never share state.
 * `migrated: false` leaves it empty (a migration's test applies the migrations itself).
 */
export async function freshDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<{
  database: DatabaseHandle;
  /** the PostgreSQL database's URL (a second process or pool may open it); undefined on PGlite */
  url?: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = migrated ? inject('pgliteTemplate') : undefined;
    const database = await openPglite(undefined, template ? new Blob([readFileSync(template)]) : undefined);
    if (migrated) await migrate(database);
    return { database, drop: () => database.close() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  if (migrated) await migrate(database);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function buildTestApp(
  options: {
    config?: Config;
    beforeReady?: (app: FastifyInstance) => void;
    /** each log line of the app, as production writes it (the log is off without it) */
    log?: string[];
    /** the pages' renderer and template (see webPages()); none: no pages are drawn */
    pages?: BuildAppOptions['pages'];
  } = {},
): Promise<TestContext> {
  const config = options.config ?? testConfig();
  const { database, drop } = await freshDatabase();
  const { log } = options;
  const logging = log
    ? {
        logStream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            log.push(chunk.toString());
            done();
          },
        }),
      }
    : { logger: false };
  const app = await buildApp(config, { database, ...logging, pages: options.pages });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a write straight to the database and waits until the app has heard of it: PGlite notifies
 * before the write resolves, PostgreSQL a moment after it commits, and until then the app may still
 * answer from the pages it keeps in memory.
 */
export async function catalogWrite<T>(ctx: TestContext, write: () => PromiseLike<T>): Promise<T> {
  let stopListening = () => undefined as unknown;
  const heard = new Promise<void>((resolve) => {
    stopListening = ctx.app.services.catalogChanges.onChange(resolve);
  });
  try {
    const result = await write();
    await heard;
    return result;
  } finally {
    stopListening();
  }
}

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on loopback that keeps what it receives (for SMTP_URL in tests). */
export async function startSmtpCapture() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            messages.push({
              to: mail.to?.[0]?.address?.toLowerCase() ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html ?? '',
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The 6-digit code of the newest message to this address. */
    lastCode(to: string): string {
      const mail = [...messages].reverse().find((m) => m.to.includes(to.toLowerCase()));
      const code = mail && /Код: (\d{6})/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Rows of a raw SQL query, unchecked: for tests that look into the database. Services read through
 * `queryRows` of src/db/sql.ts, which checks every row against a schema.
 */
export async function rawRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A sign-in token of this test database (tokens carry the installation id, see auth.service.ts). */
export async function tokenFor(
  ctx: Pick<TestContext, 'config' | 'database'>,
  user: { id: number; email: string; role: UserRole },
  version = 0,
): Promise<string> {
  const [row] = await rawRows<{ id: string }>(ctx.database.db, sql`select id from installation`);
  return createTokenSigner(ctx.config.jwtSecret).sign(user, version, row!.id);
}

/**
 * REDIS_URL_TEST, else the CI machine's Redis; undefined when nothing answers there. In CI (CI=true)
 * Redis must answer: a missing Redis fails the run instead of skipping the tests that need it.
 */
export async function reachableRedis(): Promise<string | undefined> {
  const candidate = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
  const { hostname, port } = new URL(candidate);
  const answers = await new Promise<boolean>((resolve) => {
    const probe = createConnection({ host: hostname, port: Number(port || 6379) });
    probe.setTimeout(1_000);
    probe.once('connect', () => {
      probe.end();
      resolve(true);
    });
    probe.once('timeout', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(false));
  });
  if (!answers && process.env.CI === 'true') throw new Error(`CI: Redis does not answer at ${candidate}`);
  return answers ? candidate : undefined;
}

/** A multipart/form-data body (staff forms with a picture) for `app.inject`. */
export function multipartForm(
  fields: Record<string, string | number | undefined>,
  file?: { name?: string; data: Buffer; filename?: string; contentType?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shop-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'image'}"; filename="${file.filename ?? 'picture.png'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real picture of the given format, for upload tests. */
export async function testPicture(
  format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png',
  size = 64,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/**
 * The web app's server renderer and page template from their sources (the build is not needed):
 * tests read the pages' HTML as the shop sends it.
 */
export async function webPages(): Promise<NonNullable<BuildAppOptions['pages']>> {
  // a specifier the type checker does not follow: the web app's TSX is checked with its own settings
  const entry = new URL('../../web/src/entry-server.tsx', import.meta.url).href;
  const renderer = (await import(entry)) as Renderer;
  const template = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
  return { renderer, template };
}
