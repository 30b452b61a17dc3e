import { z } from 'zod';
import { ApiError } from '@shop/shared/errors';
import {
  ExchangeSessionList,
  ExchangeSessionsQuery,
  ExchangeSessionSummary,
  ExchangeSettings,
  ExchangeSettingsUpdate,
  ExchangeStatusMapping,
  ExchangeStatusMappingInput,
} from '@shop/shared/exchange/schemas';
import { rowIdParam } from '@shop/shared/id-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['exchange'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };
const SessionIdParams = z.object({ id: z.uuid() });
const MappingIdParams = z.object({ id: rowIdParam() });

/** The admin section 'Обмен с 1С' (settings, sessions, replay, status map); registered in the admin scope. */
export const exchangeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { exchangeAdmin } = app.services;

  app.get(
    '/exchange/settings',
    {
      schema: {
        tags,
        summary: 'Настройки обмена с 1С: адрес, логин, кодировка заказов (администратор)',
        response: { 200: ExchangeSettings, ...errors },
      },
    },
    async () => exchangeAdmin.settings(),
  );

  app.put(
    '/exchange/settings',
    {
      schema: {
        tags,
        summary: 'Изменить логин, пароль обмена с 1С или кодировку заказов (администратор)',
        body: ExchangeSettingsUpdate,
        response: { 200: ExchangeSettings, ...errors },
      },
    },
    async (request) => exchangeAdmin.updateSettings(request.body),
  );

  app.get(
    '/exchange/sessions',
    {
      schema: {
        tags,
        summary: 'Последние сеансы обмена с 1С: файлы, запросы, загрузки, события заказов (администратор)',
        querystring: ExchangeSessionsQuery,
        response: { 200: ExchangeSessionList, ...errors },
      },
    },
    async (request) => exchangeAdmin.sessions(request.query.limit),
  );

  app.post(
    '/exchange/sessions/:id/replay',
    {
      schema: {
        tags,
        summary: 'Повторить загрузку файлов сохранённого сеанса обмена каталогом (администратор)',
        params: SessionIdParams,
        response: { 200: ExchangeSessionSummary, ...errors },
      },
    },
    async (request) => exchangeAdmin.replay(request.params.id, request.ip),
  );

  app.get(
    '/exchange/status-map',
    {
      schema: {
        tags,
        summary: 'Соответствие статусов заказов 1С и сайта (администратор)',
        response: { 200: z.array(ExchangeStatusMapping), ...errors },
      },
    },
    async () => exchangeAdmin.statusMap(),
  );

  app.post(
    '/exchange/status-map',
    {
      schema: {
        tags,
        summary: 'Добавить строку соответствия статусов (администратор)',
        body: ExchangeStatusMappingInput,
        response: { 200: ExchangeStatusMapping, ...errors },
      },
    },
    async (request) => exchangeAdmin.addMapping(request.body),
  );

  app.put(
    '/exchange/status-map/:id',
    {
      schema: {
        tags,
        summary: 'Изменить строку соответствия статусов (администратор)',
        params: MappingIdParams,
        body: ExchangeStatusMappingInput,
        response: { 200: ExchangeStatusMapping, ...errors },
      },
    },
    async (request) => exchangeAdmin.updateMapping(request.params.id, request.body),
  );

  app.delete(
    '/exchange/status-map/:id',
    {
      schema: {
        tags,
        summary: 'Удалить строку соответствия статусов (администратор)',
        params: MappingIdParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => exchangeAdmin.removeMapping(request.params.id),
  );
};
