import { ApiError } from '@shop/shared/errors';
import {
  ImportJob,
  ImportJobList,
  ImportJobParams,
  ImportResult,
  PricesResult,
} from '@shop/shared/import/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.js';
import { receiveImportUpload } from './upload.js';

const tags = ['import'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/**
 * The admin import panel's calls (spec §2, §7). Registered in their own admin scope (app.ts) whose
 * multipart reading streams files to disk instead of attaching them to the body.
 */
export const importAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imports } = app.services;

  app.post(
    '/import/import0_1',
    {
      schema: {
        tags,
        summary:
          'Импорт каталога (multipart: file — XML CommerceML из 1С, isCategorized); ждёт окончания задания, иначе 202',
        response: {
          200: ImportResult,
          202: ImportResult,
          ...errors,
          413: ApiError,
          415: ApiError,
          422: ApiError,
        },
      },
    },
    async (request, reply) => {
      await imports.refuseWhileRunning('catalog');
      const upload = await receiveImportUpload(request, imports.uploadsDir);
      const result = await imports.importCatalog(upload, sessionOf(request).user.id);
      return reply.code(result.status === 'completed' ? 200 : 202).send(result);
    },
  );

  app.post(
    '/import/update-prices',
    {
      schema: {
        tags,
        summary:
          'Цены и остатки из 1С (multipart: file — offers.xml или prices*.xml / rests*.xml); count — обновлено товаров; ждёт окончания задания, иначе 202',
        response: {
          200: PricesResult,
          202: PricesResult,
          ...errors,
          413: ApiError,
          415: ApiError,
          422: ApiError,
        },
      },
    },
    async (request, reply) => {
      await imports.refuseWhileRunning('prices');
      const upload = await receiveImportUpload(request, imports.uploadsDir);
      const result = await imports.updatePrices(upload, sessionOf(request).user.id);
      return reply.code(result.status === 'completed' ? 200 : 202).send(result);
    },
  );

  app.get(
    '/import/jobs',
    {
      schema: {
        tags,
        summary: 'Прошлые и текущие импорты, новые первыми',
        response: { 200: ImportJobList, ...errors },
      },
    },
    async () => imports.jobs(),
  );

  app.get(
    '/import/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Ход импорта: этап, процент, отчёт',
        params: ImportJobParams,
        response: { 200: ImportJob, ...errors },
      },
    },
    async (request) => imports.job(request.params.id),
  );
};
