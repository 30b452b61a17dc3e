import { ApiError } from '@shop/shared/errors';
import {
  RateProductInput,
  RatingParams,
  RatingsBatchInput,
  RatingSummary,
  RatingSummaryList,
  UserRatings,
} from '@shop/shared/ratings/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.js';

const tags = ['ratings'];

/** Ratings (spec §7). Reading is public; the user's list and rating need a token. */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ratings } = app.services;

  app.post(
    '/ratings/batch',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Рейтинги нескольких товаров (до 100 id; неизвестные и скрытые товары пропускаются)',
        body: RatingsBatchInput,
        response: { 200: RatingSummaryList, 400: ApiError },
      },
    },
    async (request) => ratings.batch(request.body.product_ids),
  );

  app.get(
    '/ratings/user',
    {
      schema: {
        tags,
        summary: 'Оценки пользователя и купленные, но ещё не оценённые товары',
        response: { 200: UserRatings, 401: ApiError },
      },
      config: { audience: 'customer' },
    },
    async (request) => ratings.ofUser(sessionOf(request).user.id),
  );

  app.get(
    '/ratings/:productId',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Рейтинг товара: средняя оценка и число голосов',
        params: RatingParams,
        response: { 200: RatingSummary, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => ratings.summary(request.params.productId),
  );

  app.post(
    '/ratings/:productId',
    {
      schema: {
        tags,
        summary: 'Оценить товар из завершённого заказа (один раз, без изменения)',
        params: RatingParams,
        body: RateProductInput,
        response: {
          200: RatingSummary,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
          409: ApiError,
        },
      },
      config: { audience: 'customer' },
    },
    async (request) =>
      ratings.rate(sessionOf(request).user.id, request.params.productId, request.body.rating),
  );
};
