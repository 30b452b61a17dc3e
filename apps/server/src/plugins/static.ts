import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors.js';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * `/uploads/*` with long cache headers (file names change when content does), the built SPA with
 * immutable hashed assets, and index.html for every other GET so client routing works on reload.
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

  const hasSpa = existsSync(join(options.webDistDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.includes('/assets/');
        reply.header('Cache-Control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isApi = path === '/api' || path.startsWith('/api/');
    const isFile = path.startsWith('/uploads/') || path.startsWith('/assets/');
    if (isApi || isFile || !hasSpa || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return apiNotFound(reply);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
