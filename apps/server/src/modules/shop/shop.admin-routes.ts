import { ApiError } from '@shop/shared/errors';
import { ShopPublic, ShopUpdate } from '@shop/shared/shop/settings';
import { SHOP_API_TEXTS } from '@shop/shared/shop/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.js';

/** Editing the shop's settings; registered in the admin scope, which checks the role. */
export const shopAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/shop',
    {
      schema: {
        tags: ['shop'],
        summary: SHOP_API_TEXTS.putSummary,
        body: ShopUpdate,
        response: { 200: ShopPublic, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => app.services.shop.update(request.body, sessionOf(request).user.id),
  );
};
