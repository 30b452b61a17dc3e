import { AdminProduct, ProductDeletion, ProductFormInput } from '@shop/shared/catalog/admin-schemas';
import { CheckArticleQuery, CheckArticleResponse, ProductIdParams } from '@shop/shared/catalog/schemas';
import { ApiError } from '@shop/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.js';

const tags = ['catalog'];
const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  409: ApiError,
  413: ApiError,
  415: ApiError,
};
const form = { consumes: ['multipart/form-data'], body: ProductFormInput };

/** Product management (spec §2 Admin products); registered in the admin scope, which checks the role. */
export const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { products, productAdmin } = app.services;
  const actor = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

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

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary:
          'Создать товар (multipart: name, price, description, category_id, stock_quantity, article, discount, image)',
        ...form,
        response: { 201: AdminProduct, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await productAdmin.create(request.body, actor(request))),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Изменить товар (те же поля; изображение — только новое)',
        params: ProductIdParams,
        ...form,
        response: { 200: AdminProduct, ...errors },
      },
    },
    async (request) => productAdmin.update(request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Удалить товар (товар из заказов скрывается с витрины, а не удаляется)',
        params: ProductIdParams,
        response: { 200: ProductDeletion, ...errors },
      },
    },
    async (request) => productAdmin.remove(request.params.id, actor(request)),
  );
};
