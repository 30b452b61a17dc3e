import { ShopPublic } from '@shop/shared/shop/settings';
import { SHOP_API_TEXTS } from '@shop/shared/shop/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The shop's settings every page shows (public). */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop',
    {
      config: { audience: 'public' },
      schema: { tags: ['shop'], summary: SHOP_API_TEXTS.getSummary, response: { 200: ShopPublic } },
    },
    // a page asks again after `shop.updated`: no cache may answer for the server
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(await app.services.shop.current()),
  );
};
