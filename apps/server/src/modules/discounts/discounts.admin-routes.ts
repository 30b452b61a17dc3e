import {
  Discount,
  DiscountCreateInput,
  DiscountIdParams,
  DiscountProductList,
  DiscountProductParams,
  DiscountProductsAdded,
  DiscountProductsInput,
  DiscountUpdateInput,
} from '@shop/shared/discounts/schemas';
import { ApiError } from '@shop/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.js';

const tags = ['discounts'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 413: ApiError, 415: ApiError };
const Message = z.object({ message: z.string() });

/** Discount management (spec §2 Admin discounts), in the admin scope. */
export const discountsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { discounts } = app.services;
  const actor = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  app.post(
    '/discounts',
    {
      schema: {
        tags,
        summary:
          'Создать скидку (multipart: title, image и category_id существующей или category_name новой категории)',
        consumes: ['multipart/form-data'],
        body: DiscountCreateInput,
        response: { 201: Discount, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await discounts.create(request.body, actor(request))),
  );

  app.put(
    '/discounts/:id',
    {
      schema: {
        tags,
        summary: 'Изменить скидку (multipart: title, image — только новое)',
        params: DiscountIdParams,
        consumes: ['multipart/form-data'],
        body: DiscountUpdateInput,
        response: { 200: Discount, ...errors },
      },
    },
    async (request) => discounts.update(request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/discounts/:id',
    {
      schema: {
        tags,
        summary: 'Удалить скидку',
        params: DiscountIdParams,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => discounts.remove(request.params.id, actor(request)),
  );

  app.get(
    '/discounts/:id/products',
    {
      schema: {
        tags,
        summary: 'Товары скидки с их процентом',
        params: DiscountIdParams,
        response: { 200: DiscountProductList, ...errors },
      },
    },
    async (request) => discounts.products(request.params.id),
  );

  app.post(
    '/discounts/:id/products',
    {
      schema: {
        tags,
        summary: 'Добавить товары в скидку (1–99 %); у уже добавленных процент меняется',
        params: DiscountIdParams,
        body: DiscountProductsInput,
        response: { 200: DiscountProductsAdded, ...errors },
      },
    },
    async (request) => discounts.addProducts(request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/discounts/:id/products/:productId',
    {
      schema: {
        tags,
        summary: 'Убрать товар из скидки',
        params: DiscountProductParams,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => discounts.removeProduct(request.params.id, request.params.productId, actor(request)),
  );
};
