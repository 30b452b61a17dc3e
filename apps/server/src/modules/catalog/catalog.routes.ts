import {
  CategoriesQuery,
  CategoriesWithProductsQuery,
  SubcategoriesWithProductsQuery,
  CategoryIdParams,
  CategoryList,
  CategoryWithProducts,
  PopularCategories,
  PopularCategoriesQuery,
} from '@shop/shared/catalog/schemas';
import { z } from 'zod';
import { ApiError } from '@shop/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      config: { audience: 'public' },
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

  app.get(
    '/categories/with-products',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Дерево категорий с популярными товарами',
        querystring: CategoriesWithProductsQuery,
        response: { 200: z.array(CategoryWithProducts), 400: ApiError },
      },
    },
    async (request) => app.services.categoryProducts.withProducts(request.query),
  );

  app.get(
    '/categories/:id/subcategories-with-products',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Подкатегории с популярными товарами',
        params: CategoryIdParams,
        querystring: SubcategoriesWithProductsQuery,
        response: { 200: z.array(CategoryWithProducts), 400: ApiError, 404: ApiError },
      },
    },
    async (request) =>
      app.services.categoryProducts.subcategoriesWithProducts(request.params.id, request.query),
  );

  app.get(
    '/category-views/popular',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Самые просматриваемые категории',
        querystring: PopularCategoriesQuery,
        response: { 200: PopularCategories, 400: ApiError },
      },
    },
    async (request) => app.services.categoryProducts.popular(request.query.limit),
  );
};
