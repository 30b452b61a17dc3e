import { ApiError } from '@shop/shared/errors';
import {
  AdminOrder,
  AdminOrderPage,
  AdminOrdersQuery,
  CreateOrderInput,
  IdempotencyKey,
  Order,
  OrderIdParams,
  OrderList,
  UpdateOrderStatusInput,
} from '@shop/shared/orders/schemas';
import { isPaymentMethodSelectable, PaymentMethod } from '@shop/shared/orders/status';
import { TEXTS } from '@shop/shared/texts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { sessionOf } from '../../plugins/auth.js';

const tags = ['orders'];
const security = [{ bearer: [] }];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

const CreateOrderHeaders = z.object({ 'idempotency-key': IdempotencyKey.optional() });

/**
 * Card payment is shown but unavailable (spec §5): say so, rather than the schema's generic
 * "choose a payment method", before the body is validated.
 */
async function refuseCardPayment(request: FastifyRequest) {
  const method = (request.body as { payment_method?: unknown } | undefined)?.payment_method;
  if (PaymentMethod.safeParse(method).success && !isPaymentMethodSelectable(method as string)) {
    throw AppError.badRequest(TEXTS.checkout.cardUnavailable, {
      payment_method: TEXTS.checkout.cardUnavailable,
    });
  }
}

/** Checkout and orders (spec §7): customers place and read their own orders, admins see and move all. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Оформить заказ (цены и сумма проверяются по базе; Idempotency-Key — повтор без дубля)',
        security,
        headers: CreateOrderHeaders,
        body: CreateOrderInput,
        response: { 200: Order, 201: Order, ...errors },
      },
      onRequest: app.requireUser,
      preValidation: refuseCardPayment,
    },
    async (request, reply) => {
      const { order, userId, created, stock } = await orders.create(
        sessionOf(request).user.id,
        request.body,
        request.headers['idempotency-key'],
      );
      if (created) {
        app.events.emit('orderUpdate', { userId, order });
        for (const change of stock) app.events.emit('stockUpdated', change);
      }
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Мои заказы, новые первыми',
        security,
        response: { 200: OrderList, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => orders.listOwn(sessionOf(request).user.id),
  );

  app.get(
    '/orders/all',
    {
      schema: {
        tags,
        summary: 'Все заказы (администратор): страница, фильтры по статусу и датам, счётчики по статусам',
        security,
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrderPage, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => orders.listAll(request.query),
  );

  app.put(
    '/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Изменить статус заказа (администратор)',
        security,
        params: OrderIdParams,
        body: UpdateOrderStatusInput,
        response: { 200: AdminOrder, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const { order, userId } = await orders.setStatus(request.params.id, request.body.status);
      app.events.emit('orderUpdate', { userId, order });
      return order;
    },
  );
};
