import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR_SECONDS = 365 * 24 * 3600;

/** The built web app's files the browser asks for: hashed assets, the boot script, the icon. */
const PUBLIC_WEB_FILE = /^\/(assets\/[^/]+|boot\.js|favicon\.svg)$/;

/**
 * `/uploads/*` with long cache headers (file names change when content does), and the built web
 * app's public files, the hashed assets immutable. Pages are drawn by plugins/web-pages.ts; the
 * template, the server renderer and the build manifest are never served.
 */
export async function registerStatic(
  app: FastifyInstance,
  options: { uploadsDir: string; webDistDir: string },
) {
  // created here so a fresh data dir serves images written after start (seed, imports)
  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: YEAR_SECONDS * 1000,
    immutable: true,
  });

  if (existsSync(join(options.webDistDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      allowedPath: (path) => PUBLIC_WEB_FILE.test(path),
      // one route is made per file found at start: none for the files allowedPath refuses anyway
      globIgnore: ['server/**', 'index.html*'],
      setHeaders(reply, path) {
        const immutable = path.includes('/assets/');
        reply.header('Cache-Control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }
}
