import { HistoryList, HistoryQuery } from '@shop/shared/catalog/admin-schemas';
import { ApiError } from '@shop/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** 'История изменений' of a product, category, promotion, discount or order (admin scope). */
export const historyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/history',
    {
      schema: {
        tags: ['history'],
        summary: 'История изменений записи (кто, когда, что было → что стало)',
        querystring: HistoryQuery,
        response: { 200: HistoryList, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => app.services.history.list(request.query),
  );
};
