import { CategoriesQuery, CategoryList } from '@shop/shared/catalog/schemas';
import { ApiError } from '@shop/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Категории: плоский список или дерево (?tree=true)',
        querystring: CategoriesQuery,
        response: { 200: CategoryList, 400: ApiError },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return app.services.catalog.listCategories({ tree: request.query.tree });
    },
  );
};
