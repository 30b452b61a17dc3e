import { ApiError } from '@shop/shared/errors';
import {
  InquiriesQuery,
  Inquiry,
  InquiryIdParams,
  InquiryList,
  InquiryStatusUpdate,
} from '@shop/shared/inquiries/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['inquiries'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/** Contact messages and measurement requests for staff; registered in the admin scope (app.ts). */
export const inquiriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inquiries } = app.services;

  app.get(
    '/inquiries',
    {
      schema: {
        tags,
        summary:
          'Сообщения и заявки на замер (администратор): новые первыми, фильтры, доставка в Telegram и на почту',
        querystring: InquiriesQuery,
        response: { 200: InquiryList, ...errors },
      },
    },
    async (request) => inquiries.list(request.query),
  );

  app.put(
    '/inquiries/:id',
    {
      schema: {
        tags,
        summary: 'Изменить статус сообщения или заявки (администратор)',
        params: InquiryIdParams,
        body: InquiryStatusUpdate,
        response: { 200: Inquiry, ...errors },
      },
    },
    async (request) => inquiries.setStatus(request.params.id, request.body.status),
  );
};
