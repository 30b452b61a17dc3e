import { PromotionList } from '@shop/shared/promotions/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions',
    {
      config: { audience: 'public' },
      schema: { tags: ['promotions'], summary: 'Акции', response: { 200: PromotionList } },
    },
    async () => app.services.promotions.list(),
  );
};
