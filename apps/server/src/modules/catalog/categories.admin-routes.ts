import { AdminCategory, CategoryFormInput } from '@shop/shared/catalog/admin-schemas';
import { CategoryIdParams } from '@shop/shared/catalog/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, adminFormConflictErrors, adminFormRoutes } from '../../plugins/admin-form-routes.js';

const route = adminFormRoutes(['catalog'], {
  form: CategoryFormInput,
  params: CategoryIdParams,
  saved: AdminCategory,
  removed: z.object({ message: z.string() }),
  errors: adminFormConflictErrors,
});

/** Category management (spec §2 Admin categories), in the admin scope. */
export const categoriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categoryAdmin } = app.services;

  app.post(
    '/categories',
    route.create('Создать категорию (multipart: name, parent_id, image)'),
    async (request, reply) =>
      reply.code(201).send(await categoryAdmin.create(request.body, actorOf(request))),
  );

  app.put(
    '/categories/:id',
    route.update('Изменить категорию (нельзя вложить в саму себя или в подкатегорию)'),
    async (request) => categoryAdmin.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/categories/:id',
    route.remove('Удалить пустую категорию (с товарами или подкатегориями — отказ с объяснением)'),
    async (request) => categoryAdmin.remove(request.params.id, actorOf(request)),
  );
};
