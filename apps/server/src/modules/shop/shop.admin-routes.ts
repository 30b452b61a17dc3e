import { ApiError } from '@shop/shared/errors';
import {
  ShopPublic,
  ShopTelegram,
  ShopTelegramTestResult,
  ShopTelegramUpdate,
  ShopUpdate,
} from '@shop/shared/shop/settings';
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

  // the Telegram chat is secret: only admins see it (the token masked) and change it
  app.get(
    '/shop/telegram',
    {
      schema: {
        tags: ['shop'],
        summary: SHOP_API_TEXTS.telegramGetSummary,
        response: { 200: ShopTelegram, 401: ApiError, 403: ApiError },
      },
    },
    async () => app.services.shop.telegram(),
  );

  app.put(
    '/shop/telegram',
    {
      schema: {
        tags: ['shop'],
        summary: SHOP_API_TEXTS.telegramPutSummary,
        body: ShopTelegramUpdate,
        response: { 200: ShopTelegram, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => app.services.shop.updateTelegram(request.body, sessionOf(request).user.id),
  );

  app.post(
    '/shop/telegram-test',
    {
      schema: {
        tags: ['shop'],
        summary: SHOP_API_TEXTS.telegramTestSummary,
        response: { 200: ShopTelegramTestResult, 401: ApiError, 403: ApiError, 409: ApiError, 502: ApiError },
      },
    },
    async () => app.services.shop.testTelegram(),
  );
};
