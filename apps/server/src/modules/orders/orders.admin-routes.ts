import { ORDER_DELIVERY_TEXTS } from '@shop/shared/delivery/order-delivery';
import { ApiError } from '@shop/shared/errors';
import {
  AdminOrder,
  AdminOrderPage,
  AdminOrdersQuery,
  OrderIdParams,
  ReturnOrderInput,
  UpdateDeliveryCostInput,
  UpdateOrderStatusInput,
} from '@shop/shared/orders/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.js';

const tags = ['orders'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** Order management (spec §2 Admin orders); registered in the admin scope, which checks the role. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;

  app.get(
    '/orders/all',
    {
      schema: {
        tags,
        summary: 'Все заказы (администратор): страница, фильтры по статусу и датам, счётчики по статусам',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrderPage, ...errors },
      },
    },
    async (request) => orders.listAll(request.query),
  );

  app.put(
    '/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Изменить статус заказа (администратор)',
        params: OrderIdParams,
        body: UpdateOrderStatusInput,
        response: { 200: AdminOrder, ...errors },
      },
    },
    async (request) => orders.setStatus(request.params.id, request.body.status, sessionOf(request).user.id),
  );

  app.put(
    '/orders/:id/delivery-cost',
    {
      schema: {
        tags,
        summary: ORDER_DELIVERY_TEXTS.updateSummary,
        params: OrderIdParams,
        body: UpdateDeliveryCostInput,
        response: { 200: AdminOrder, ...errors },
      },
    },
    async (request) =>
      orders.setDeliveryCost(request.params.id, request.body.delivery_cost, sessionOf(request).user.id),
  );

  app.post(
    '/orders/:id/return',
    {
      schema: {
        tags,
        summary:
          'Оформить возврат по завершённому заказу (администратор): заказ остаётся завершённым, товары возвращаются на склад',
        params: OrderIdParams,
        body: ReturnOrderInput,
        response: { 200: AdminOrder, ...errors },
      },
    },
    async (request) =>
      orders.recordReturn(request.params.id, request.body.reason, sessionOf(request).user.id),
  );
};
