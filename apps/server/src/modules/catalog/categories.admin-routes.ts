import { AdminCategory, CategoryFormInput } from '@shop/shared/catalog/admin-schemas';
import { CategoryIdParams } from '@shop/shared/catalog/schemas';
import { ApiError } from '@shop/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
const form = { consumes: ['multipart/form-data'], body: CategoryFormInput };

/** Category management (spec §2 Admin categories), in the admin scope. */
export const categoriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categoryAdmin } = app.services;
  const actor = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Создать категорию (multipart: name, parent_id, image)',
        ...form,
        response: { 201: AdminCategory, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await categoryAdmin.create(request.body, actor(request))),
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Изменить категорию (нельзя вложить в саму себя или в подкатегорию)',
        params: CategoryIdParams,
        ...form,
        response: { 200: AdminCategory, ...errors },
      },
    },
    async (request) => categoryAdmin.update(request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Удалить пустую категорию (с товарами или подкатегориями — отказ с объяснением)',
        params: CategoryIdParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => categoryAdmin.remove(request.params.id, actor(request)),
  );
};
