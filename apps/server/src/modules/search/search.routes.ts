import { ApiError } from '@shop/shared/errors';
import { SearchQuery, SearchResponse } from '@shop/shared/search/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;

  app.get(
    '/products/search',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['search'],
        summary: 'Поиск товаров: подсказки (limit=10, inStock=true) и страница результатов',
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ApiError },
      },
    },
    async (request) => search.search(request.query),
  );
};
