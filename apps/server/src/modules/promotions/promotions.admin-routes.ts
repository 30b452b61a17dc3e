import { Promotion, PromotionFormInput, PromotionIdParams } from '@shop/shared/promotions/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, adminFormErrors, adminFormRoutes } from '../../plugins/admin-form-routes.js';

const route = adminFormRoutes(['promotions'], {
  form: PromotionFormInput,
  params: PromotionIdParams,
  saved: Promotion,
  removed: z.object({ message: z.string() }),
  errors: adminFormErrors,
});

/** Promotion management (spec §2 Admin promotions), in the admin scope. */
export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions } = app.services;

  app.post(
    '/promotions',
    route.create('Создать акцию (multipart: title, description, image — обязательно)'),
    async (request, reply) => reply.code(201).send(await promotions.create(request.body, actorOf(request))),
  );

  app.put('/promotions/:id', route.update('Изменить акцию (изображение — только новое)'), async (request) =>
    promotions.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete('/promotions/:id', route.remove('Удалить акцию'), async (request) =>
    promotions.remove(request.params.id, actorOf(request)),
  );
};
