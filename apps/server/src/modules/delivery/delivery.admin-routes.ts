import { ApiError } from '@shop/shared/errors';
import { DeliveryZone, DeliveryZoneIdParams, DeliveryZoneInput } from '@shop/shared/delivery/schemas';
import { DELIVERY_API_TEXTS } from '@shop/shared/delivery/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/admin-form-routes.js';

const T = DELIVERY_API_TEXTS;
const tags = ['delivery'];
const guarded = { 401: ApiError, 403: ApiError };

/** Staff's delivery zones; registered in the admin scope, which checks the role. */
export const deliveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { delivery } = app.services;

  app.get(
    '/delivery/zones/all',
    { schema: { tags, summary: T.listAllSummary, response: { 200: z.array(DeliveryZone), ...guarded } } },
    async () => delivery.allZones(),
  );

  app.post(
    '/delivery/zones',
    {
      schema: {
        tags,
        summary: T.createSummary,
        body: DeliveryZoneInput,
        response: { 201: DeliveryZone, 400: ApiError, ...guarded, 409: ApiError },
      },
    },
    async (request, reply) => reply.code(201).send(await delivery.create(request.body, actorOf(request))),
  );

  app.put(
    '/delivery/zones/:id',
    {
      schema: {
        tags,
        summary: T.updateSummary,
        params: DeliveryZoneIdParams,
        body: DeliveryZoneInput,
        response: { 200: DeliveryZone, 400: ApiError, ...guarded, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => delivery.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/delivery/zones/:id',
    {
      schema: {
        tags,
        summary: T.removeSummary,
        params: DeliveryZoneIdParams,
        response: { 200: z.object({ message: z.string() }), 400: ApiError, ...guarded, 404: ApiError },
      },
    },
    async (request) => delivery.remove(request.params.id, actorOf(request)),
  );
};
