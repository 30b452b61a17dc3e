import { AddCartItemInput, Cart, CartItemParams, UpdateCartItemInput } from '@shop/shared/cart/schemas';
import { ApiError } from '@shop/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.js';

const tags = ['cart'];
const errors = { 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError };

/** The signed-in user's cart (spec §7); every route needs a token and touches only that user's lines. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cart } = app.services;
  const userId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  app.get(
    '/cart',
    {
      schema: { tags, summary: 'Корзина', response: { 200: Cart, ...errors } },
      config: { audience: 'customer' },
    },
    async (request) => cart.get(userId(request)),
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags,
        summary: 'Добавить товар (к уже лежащему в корзине прибавляется)',
        body: AddCartItemInput,
        response: { 200: Cart, ...errors },
      },
      config: { audience: 'customer' },
    },
    async (request) => cart.add(userId(request), request.body),
  );

  app.put(
    '/cart/items/:id',
    {
      schema: {
        tags,
        summary: 'Изменить количество (id строки корзины или id товара)',
        params: CartItemParams,
        body: UpdateCartItemInput,
        response: { 200: Cart, ...errors },
      },
      config: { audience: 'customer' },
    },
    async (request) => cart.update(userId(request), request.params.id, request.body.quantity),
  );

  app.delete(
    '/cart/items/:id',
    {
      schema: {
        tags,
        summary: 'Удалить строку (id строки корзины или id товара)',
        params: CartItemParams,
        response: { 200: Cart, ...errors },
      },
      config: { audience: 'customer' },
    },
    async (request) => cart.remove(userId(request), request.params.id),
  );

  app.delete(
    '/cart/clear',
    {
      schema: { tags, summary: 'Очистить корзину', response: { 200: Cart, ...errors } },
      config: { audience: 'customer' },
    },
    async (request) => cart.clear(userId(request)),
  );
};
