import { ApiError } from '@shop/shared/errors';
import { SendContactBody, SendInquiryAnswer, SendMeasurementBody } from '@shop/shared/inquiries/schemas';
import { TEXTS } from '@shop/shared/texts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitHook } from '../../plugins/rate-limit.js';

const tags = ['inquiries'];
const errors = { 400: ApiError, 429: ApiError, 503: ApiError };

/** Both forms together, per address: 5 in 10 minutes (config.rateLimits.inquiries). */
const perAddress = (app: FastifyInstance) =>
  rateLimitHook(
    app.services.limiter,
    'inquiries:ip',
    app.config.rateLimits.inquiries,
    (request) => request.ip,
    TEXTS.contact.tooManySent,
  );

const measurementSchema = {
  tags,
  summary: 'Заявка на бесплатный замер (сохраняется, затем уходит в Telegram и на почту магазина)',
  body: SendMeasurementBody,
  response: { 200: SendInquiryAnswer, ...errors },
};

/** The contact form and the measurement request (spec §7 Other): open to guests, under /api. */
export const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inquiries } = app.services;
  const limit = perAddress(app);

  app.post(
    '/telegram/send-contact',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Сообщение с сайта (сохраняется, затем уходит в Telegram и на почту магазина)',
        body: SendContactBody,
        response: { 200: SendInquiryAnswer, ...errors },
      },
      preHandler: [limit],
    },
    async (request) => inquiries.sendContact(request.body, request.ip),
  );

  app.post(
    '/telegram/send-measurement',
    { config: { audience: 'public' }, schema: measurementSchema, preHandler: [limit] },
    async (request) => inquiries.sendMeasurement(request.body, request.ip),
  );
};

/**
 * The spec lists the measurement request without /api (`POST /telegram/send-measurement`): the same
 * call, counted under the same limit, registered at the root and left out of the API document.
 */
export const measurementWithoutApiPrefix: FastifyPluginAsyncZod = async (app) => {
  const { inquiries } = app.services;
  app.post(
    '/telegram/send-measurement',
    {
      config: { audience: 'public' },
      schema: { ...measurementSchema, hide: true },
      preHandler: [perAddress(app)],
    },
    async (request) => inquiries.sendMeasurement(request.body, request.ip),
  );
};
