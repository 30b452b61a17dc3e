import { ApiError } from '@shop/shared/errors';
import {
  DeleteAllInput,
  DeleteAllResult,
  ImageUploadParams,
  ImageUploadQueued,
  ImageUploadStatus,
  ImportChoice,
  ImportChoiceList,
  ImportChoiceParams,
  ImportJob,
  ImportJobList,
  ImportJobParams,
  ImportPreview,
  ImportPreviewApplyInput,
  ImportPreviewParams,
  ImportResult,
  PriceTypeChoiceInput,
  PricesResult,
  WarehousesChoiceInput,
} from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.js';
import { PICTURE_ARCHIVES, receiveImportUpload } from './jobs/upload.js';

const tags = ['import'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const { asciiFileName, fileName } = IMPORT_TEXTS.template;
/** RFC 6266: an ASCII name for old clients, the Russian one (RFC 5987) for the rest. */
const TEMPLATE_DISPOSITION = `attachment; filename="${asciiFileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * A 1C file upload that waits for its job (spec §7): 200 with the result when the job completed in
 * time, 202 with it while the job still runs; 413, 415 and 422 for a file that cannot be imported.
 */
function waitedUpload<Result extends z.ZodType>(summary: string, result: Result) {
  const response = { 200: result, 202: result, ...errors, 413: ApiError, 415: ApiError, 422: ApiError };
  return { schema: { tags, summary, response } };
}

const waitedStatus = (result: { status: string }) => (result.status === 'completed' ? 200 : 202);

/**
 * The admin import panel's calls (spec §2, §7). Registered in their own admin scope (app.ts) whose
 * multipart reading streams files to disk instead of attaching them to the body.
 */
export const importAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imports } = app.services;

  /** Stores an upload of `lane` once no job of that lane runs (a second one is refused with 409). */
  const receiveAlone = async (request: FastifyRequest, lane: 'catalog' | 'prices') => {
    await imports.refuseWhileRunning(lane);
    return receiveImportUpload(request, imports.uploadsDir);
  };

  app.post(
    '/import/import0_1',
    waitedUpload(
      'Импорт каталога (multipart: file — XML CommerceML из 1С, isCategorized); ждёт окончания задания, иначе 202',
      ImportResult,
    ),
    async (request, reply) => {
      const upload = await receiveAlone(request, 'catalog');
      const result = await imports.importCatalog(upload, sessionOf(request).user.id);
      return reply.code(waitedStatus(result)).send(result);
    },
  );

  app.post(
    '/import/update-prices',
    waitedUpload(
      'Цены и остатки из 1С (multipart: file — offers.xml или prices*.xml / rests*.xml); count — обновлено товаров; ждёт окончания задания, иначе 202',
      PricesResult,
    ),
    async (request, reply) => {
      const upload = await receiveAlone(request, 'prices');
      const result = await imports.updatePrices(upload, sessionOf(request).user.id);
      return reply.code(waitedStatus(result)).send(result);
    },
  );

  app.post(
    '/import/previews',
    {
      schema: {
        tags,
        summary:
          'Проверка файла перед импортом (multipart: file — XML CommerceML из 1С, .xls или .xlsx; isCategorized): листы и колонки прайс-листа или типы цен и склады выгрузки, что будет создано, обновлено, скрыто; ничего не записывает; хранится сутки',
        response: { 201: ImportPreview, ...errors, 413: ApiError, 415: ApiError, 422: ApiError },
      },
    },
    async (request, reply) => {
      const upload = await receiveImportUpload(request, imports.uploadsDir);
      return reply.code(201).send(await imports.previews.create(upload, sessionOf(request).user.id));
    },
  );

  app.get(
    '/import/previews/:id',
    {
      schema: {
        tags,
        summary: 'Проверка файла перед импортом (404 — нет такой или устарела)',
        params: ImportPreviewParams,
        response: { 200: ImportPreview, ...errors },
      },
    },
    async (request) => imports.previews.get(request.params.id),
  );

  app.delete(
    '/import/previews/:id',
    {
      schema: {
        tags,
        summary: 'Отменить загрузку после проверки: файл удаляется',
        params: ImportPreviewParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await imports.previews.remove(request.params.id);
      return { message: IMPORT_TEXTS.preview.cancelled };
    },
  );

  app.post(
    '/import/previews/:id/apply',
    {
      schema: {
        tags,
        summary:
          'Загрузить проверенный файл: выбранные колонки (mapping), тип цен (priceTypeId) и склады (warehouseIds) запоминаются, затем импорт как /import/import0_1 или /import/update-prices; ждёт окончания задания, иначе 202',
        params: ImportPreviewParams,
        body: ImportPreviewApplyInput,
        response: {
          200: ImportResult.or(PricesResult),
          202: ImportResult.or(PricesResult),
          ...errors,
          413: ApiError,
          415: ApiError,
          422: ApiError,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const result = await imports.previews.apply(id, request.body, sessionOf(request).user.id);
      return reply.code(waitedStatus(result)).send(result);
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
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', TEMPLATE_DISPOSITION)
        .send(await imports.template()),
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

  app.get(
    '/import/choices',
    {
      schema: {
        tags,
        summary:
          'Сохранённые настройки импорта: выбранный тип цен, склады, колонки прайс-листа — с описанием, новые первыми',
        response: { 200: ImportChoiceList, ...errors },
      },
    },
    async () => imports.choices.list(),
  );

  app.put(
    '/import/choices/price-type',
    {
      schema: {
        tags,
        summary:
          'Запомнить тип цен сайта среди типов цен выгрузки (все Ид и названия типов цен файла, выбранный Ид); следующий импорт таких файлов — из панели, API или обмена с 1С — возьмёт его',
        body: PriceTypeChoiceInput,
        response: { 200: ImportChoice, ...errors },
      },
    },
    async (request) => imports.choices.choosePriceType(request.body, sessionOf(request).user.id),
  );

  app.put(
    '/import/choices/warehouses',
    {
      schema: {
        tags,
        summary:
          'Запомнить склады, остатки которых идут на сайт (все склады выгрузки, выбранные Ид); остаток — сумма по выбранным складам',
        body: WarehousesChoiceInput,
        response: { 200: ImportChoice, ...errors },
      },
    },
    async (request) => imports.choices.chooseWarehouses(request.body, sessionOf(request).user.id),
  );

  app.delete(
    '/import/choices/:id',
    {
      schema: {
        tags,
        summary: 'Сбросить сохранённую настройку импорта: следующий импорт выберет по правилам',
        params: ImportChoiceParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await imports.choices.reset(request.params.id);
      return { message: IMPORT_TEXTS.choices.resetDone };
    },
  );
};
