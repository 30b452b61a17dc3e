import { ApiError } from '@shop/shared/errors';
import { Promotion, PromotionFormInput, PromotionIdParams } from '@shop/shared/promotions/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.js';

const tags = ['promotions'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 413: ApiError, 415: ApiError };
const form = { consumes: ['multipart/form-data'], body: PromotionFormInput };

/** Promotion management (spec §2 Admin promotions), in the admin scope. */
export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions } = app.services;
  const actor = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  app.post(
    '/promotions',
    {
      schema: {
        tags,
        summary: 'Создать акцию (multipart: title, description, image — обязательно)',
        ...form,
        response: { 201: Promotion, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await promotions.create(request.body, actor(request))),
  );

  app.put(
    '/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Изменить акцию (изображение — только новое)',
        params: PromotionIdParams,
        ...form,
        response: { 200: Promotion, ...errors },
      },
    },
    async (request) => promotions.update(request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Удалить акцию',
        params: PromotionIdParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => promotions.remove(request.params.id, actor(request)),
  );
};
