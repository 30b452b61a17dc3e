import { ApiError } from '@shop/shared/errors';
import { RatingParams, RatingSummary } from '@shop/shared/ratings/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ratings/:productId',
    {
      schema: {
        tags: ['ratings'],
        summary: 'Рейтинг товара: средняя оценка и число голосов',
        params: RatingParams,
        response: { 200: RatingSummary, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => app.services.ratings.summary(request.params.productId),
  );
};
