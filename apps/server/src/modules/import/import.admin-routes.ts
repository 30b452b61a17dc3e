import { ApiError } from '@shop/shared/errors';
import {
  DeleteAllInput,
  DeleteAllResult,
  ImageUploadParams,
  ImageUploadQueued,
  ImageUploadStatus,
  ImportJob,
  ImportJobList,
  ImportJobParams,
  ImportResult,
  PricesResult,
} from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.js';
import { PICTURE_ARCHIVES, receiveImportUpload } from './upload.js';

const tags = ['import'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const { asciiFileName, fileName } = IMPORT_TEXTS.template;
/** RFC 6266: an ASCII name for old clients, the Russian one (RFC 5987) for the rest. */
const TEMPLATE_DISPOSITION = `attachment; filename="${asciiFileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

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
    '/import/template.xlsx',
    {
      schema: {
        tags,
        summary: 'Шаблон прайс-листа (.xlsx) для импорта каталога из таблицы: заголовки и два примера',
        response: { 200: z.any().describe(XLSX_TYPE), ...errors },
      },
    },
    async (_request, reply) =>
      reply.type(XLSX_TYPE).header('content-disposition', TEMPLATE_DISPOSITION).send(imports.template()),
  );

  app.post(
    '/import/images',
    {
      schema: {
        tags,
        summary:
          'ZIP-архив картинок из 1С (multipart: file — .zip до 5 ГБ, uploadId); ставится в очередь, ход — по uploadId',
        response: { 202: ImageUploadQueued, ...errors, 413: ApiError, 415: ApiError },
      },
    },
    async (request, reply) => {
      await imports.refuseWhileRunning('images');
      const upload = await receiveImportUpload(request, imports.uploadsDir, {
        kinds: PICTURE_ARCHIVES,
        beforeFile: (fields) => imports.refuseImageUpload(fields),
      });
      return reply.code(202).send(await imports.queueImages(upload, sessionOf(request).user.id));
    },
  );

  app.get(
    '/import/images/status/:uploadId',
    {
      schema: {
        tags,
        summary:
          'Ход загрузки картинок: статус, товаров с новой картинкой (count), обработано файлов (files)',
        params: ImageUploadParams,
        response: { 200: ImageUploadStatus, ...errors },
      },
    },
    async (request) => imports.imageStatus(request.params.uploadId),
  );

  app.post(
    '/import/delete-all',
    {
      schema: {
        tags,
        summary:
          'Удалить все товары и категории (пароль администратора); товары из заказов скрываются, а не удаляются',
        body: DeleteAllInput,
        response: { 200: DeleteAllResult, ...errors, 429: ApiError },
      },
    },
    async (request) => imports.deleteAll(sessionOf(request).user.id, request.body.password),
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
