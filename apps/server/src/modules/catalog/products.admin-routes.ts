import { CheckArticleQuery, CheckArticleResponse } from '@shop/shared/catalog/schemas';
import { ApiError } from '@shop/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['catalog'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/** Product management (spec §2 Admin products); registered in the admin scope, which checks the role. */
export const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { products } = app.services;

  app.get(
    '/products/check-article',
    {
      schema: {
        tags,
        summary: 'Занят ли артикул (форма товара)',
        querystring: CheckArticleQuery,
        response: { 200: CheckArticleResponse, ...errors },
      },
    },
    async (request) => ({
      exists: await products.articleExists(request.query.article, request.query.excludeProductId),
    }),
  );
};
