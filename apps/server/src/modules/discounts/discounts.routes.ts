import { DiscountList, DiscountsQuery } from '@shop/shared/discounts/schemas';
import { ApiError } from '@shop/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/discounts',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['discounts'],
        summary: 'Скидки (баннеры); include=Category добавляет категорию',
        querystring: DiscountsQuery,
        response: { 200: DiscountList, 400: ApiError },
      },
    },
    async (request) => app.services.discounts.list({ withCategory: request.query.include === 'Category' }),
  );
};
