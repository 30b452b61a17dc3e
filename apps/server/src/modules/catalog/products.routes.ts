import {
  Breadcrumbs,
  Product,
  ProductDetail,
  ProductIdParams,
  ProductList,
  ProductsQuery,
  RelatedQuery,
} from '@shop/shared/catalog/schemas';
import { ApiError } from '@shop/shared/errors';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['catalog'];
const errors = { 400: ApiError, 404: ApiError };

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { products } = app.services;

  app.get(
    '/products',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Товары: главная, каталог; с q для администратора — список со скрытыми товарами',
        querystring: ProductsQuery,
        response: { 200: ProductList, ...errors },
      },
    },
    async (request) => products.listFor(request.query, await app.optionalUser(request)),
  );

  app.get(
    '/products/:id',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Товар со штрихкодом и характеристиками',
        params: ProductIdParams,
        response: { 200: ProductDetail, ...errors },
      },
    },
    async (request) => products.view(request.params.id),
  );

  app.get(
    '/products/:id/breadcrumbs',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Цепочка категорий товара',
        params: ProductIdParams,
        response: { 200: Breadcrumbs, ...errors },
      },
    },
    async (request) => products.breadcrumbs(request.params.id),
  );

  app.get(
    '/products/:id/related',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Похожие товары',
        params: ProductIdParams,
        querystring: RelatedQuery,
        response: { 200: z.array(Product), ...errors },
      },
    },
    async (request) => products.related(request.params.id, request.query.limit),
  );
};
