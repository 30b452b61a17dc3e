import { AdminProduct, ProductDeletion, ProductFormInput } from '@shop/shared/catalog/admin-schemas';
import { CheckArticleQuery, CheckArticleResponse, ProductIdParams } from '@shop/shared/catalog/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminFormConflictErrors, adminFormRoutes } from '../../plugins/admin-form-routes.js';

const tags = ['catalog'];
const route = adminFormRoutes(tags, {
  form: ProductFormInput,
  params: ProductIdParams,
  saved: AdminProduct,
  removed: ProductDeletion,
  errors: adminFormConflictErrors,
});

/** Product management (spec §2 Admin products); registered in the admin scope, which checks the role. */
export const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { products, productAdmin } = app.services;

  app.get(
    '/products/check-article',
    {
      schema: {
        tags,
        summary: 'Занят ли артикул (форма товара)',
        querystring: CheckArticleQuery,
        response: { 200: CheckArticleResponse, ...adminFormConflictErrors },
      },
    },
    async (request) => ({
      exists: await products.articleExists(request.query.article, request.query.excludeProductId),
    }),
  );

  app.post(
    '/products',
    route.create(
      'Создать товар (multipart: name, price, description, category_id, stock_quantity, article, discount, image, min_quantity, quantity_step, weight_kg, length_m, calculator)',
    ),
    async (request, reply) => reply.code(201).send(await productAdmin.create(request.body, actorOf(request))),
  );

  app.put(
    '/products/:id',
    route.update('Изменить товар (те же поля; изображение — только новое)'),
    async (request) => productAdmin.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/products/:id',
    route.remove('Удалить товар (товар из заказов скрывается с витрины, а не удаляется)'),
    async (request) => productAdmin.remove(request.params.id, actorOf(request)),
  );
};
