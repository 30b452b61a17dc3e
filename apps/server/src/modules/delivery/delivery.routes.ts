import { DeliveryZone } from '@shop/shared/delivery/schemas';
import { DELIVERY_API_TEXTS } from '@shop/shared/delivery/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The zones the shop delivers to (public): the storefront and the checkout list them. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery/zones',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['delivery'],
        summary: DELIVERY_API_TEXTS.listSummary,
        response: { 200: z.array(DeliveryZone) },
      },
    },
    async () => app.services.delivery.activeZones(),
  );
};
