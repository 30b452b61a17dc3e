import { DEFAULT_ERROR_MESSAGES } from '@shop/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { sendError } from '../../plugins/errors.js';

const XML = 'application/xml; charset=utf-8';
const SITEMAP_CACHE = 'public, max-age=3600';
const FEED_CACHE = 'public, max-age=600';

/** Registered at the site's root, outside /api (and the API document): what crawlers look for there. */
const hidden = { config: { audience: 'public' as const }, schema: { hide: true } };

/** A sitemap file's number: 1, 2, … (anything else names no file). */
const PART = /^[1-9]\d{0,8}$/;

/**
 * robots.txt, the sitemaps and the YML feed for Яндекс Товары. The service is looked up per request,
 * so a test can give the app one with smaller sitemap files.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const seo = () => app.services.seo;

  /** Until the migrations ran the catalogue cannot be read: 503 like the API, not a broken file. */
  const databaseReady = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!app.state.databaseReady) {
      return sendError(reply, 503, {
        error: DEFAULT_ERROR_MESSAGES.SERVICE_UNAVAILABLE,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
  };
  const readsCatalogue = { ...hidden, onRequest: databaseReady };

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(seo().robots()),
  );

  app.get('/sitemap.xml', readsCatalogue, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', SITEMAP_CACHE)
      .send(await seo().sitemapIndex()),
  );

  app.get('/sitemap-pages.xml', hidden, async (_request, reply) =>
    reply.type(XML).header('cache-control', SITEMAP_CACHE).send(seo().sitemapPages()),
  );

  app.get('/sitemap-categories.xml', readsCatalogue, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', SITEMAP_CACHE)
      .send(await seo().sitemapCategories()),
  );

  app.get<{ Params: { part: string } }>(
    '/sitemap-products-:part.xml',
    readsCatalogue,
    async (request, reply) => {
      const { part } = request.params;
      if (!PART.test(part)) throw new AppError('NOT_FOUND');
      const file = await seo().sitemapProducts(Number(part));
      return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(file);
    },
  );

  // HEAD answers the headers without reading the whole catalogue (the GET would stream it all)
  app.head('/yml.xml', readsCatalogue, async (_request, reply) =>
    reply.type(XML).header('cache-control', FEED_CACHE).send(),
  );

  app.get('/yml.xml', readsCatalogue, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', FEED_CACHE)
      .send(await seo().ymlFeed()),
  );
};
