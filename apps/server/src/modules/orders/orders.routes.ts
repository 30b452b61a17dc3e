import { ApiError } from '@shop/shared/errors';
import {
  CancelOrderParams,
  CreateOrderInput,
  IdempotencyKey,
  Order,
  OrderList,
  QuickOrderInput,
} from '@shop/shared/orders/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.js';
import { quickOrderLimits } from './quick-order.js';

const tags = ['orders'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };
const quickErrors = { 400: ApiError, 409: ApiError, 429: ApiError };

const CreateOrderHeaders = z.object({ 'idempotency-key': IdempotencyKey.optional() });

/** Checkout and the customer's own orders (spec §7). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Оформить заказ (цены и сумма проверяются по базе; Idempotency-Key — повтор без дубля)',
        headers: CreateOrderHeaders,
        body: CreateOrderInput,
        response: { 200: Order, 201: Order, ...errors },
      },
      config: { audience: 'customer' },
    },
    async (request, reply) => {
      const { order, created } = await orders.create(
        sessionOf(request).user.id,
        request.body,
        request.ip,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.post(
    '/orders/quick',
    {
      schema: {
        tags,
        summary:
          'Купить в 1 клик: заказ по телефону для гостя или покупателя (цены — по базе, менеджер перезванивает)',
        body: QuickOrderInput,
        response: { 201: Order, ...quickErrors },
      },
      config: { audience: 'public' },
      preHandler: quickOrderLimits(app),
    },
    async (request, reply) => {
      const user = await app.optionalUser(request);
      const customer = user && { id: user.id, email: user.email };
      const order = await orders.createQuick(customer, request.body, request.ip);
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Мои заказы, новые первыми',
        response: { 200: OrderList, ...errors },
      },
      config: { audience: 'customer' },
    },
    async (request) => orders.listOwn(sessionOf(request).user.id),
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Отменить свой новый заказ (товары возвращаются в продажу)',
        params: CancelOrderParams,
        response: { 200: Order, ...errors },
      },
      config: { audience: 'customer' },
    },
    async (request) => orders.cancelOwn(sessionOf(request).user.id, request.params.id),
  );
};
