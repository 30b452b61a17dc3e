import { DEFAULT_ERROR_MESSAGES, type ApiError, type ErrorCode } from '@shop/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Некорректный JSON в теле запроса',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос',
};

export function sendError(reply: FastifyReply, status: number, body: ApiError) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys = (issue.params as { keys?: unknown } | undefined)?.keys;
    const keys = Array.isArray(unknownKeys)
      ? unknownKeys.map((k) => (path ? `${path}.${k}` : String(k)))
      : [path];
    for (const key of keys) {
      fields[key || String(error.validationContext ?? 'body')] ??=
        issue.message ?? DEFAULT_ERROR_MESSAGES.VALIDATION_FAILED;
    }
  }
  return fields;
}

/** One JSON error shape for every failure: `{ error, code, fields? }`; a 5xx never leaks internals. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, {
        error: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, {
        error: DEFAULT_ERROR_MESSAGES.VALIDATION_FAILED,
        code: 'VALIDATION_FAILED',
        fields: validationFields(error),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED';
      const message = MESSAGE_BY_FASTIFY_CODE[error.code] ?? DEFAULT_ERROR_MESSAGES[code];
      return sendError(reply, status, { error: message, code });
    }
    request.log.error({ err: error }, 'request failed');
    if (status === 503) {
      return sendError(reply, 503, {
        error: DEFAULT_ERROR_MESSAGES.SERVICE_UNAVAILABLE,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    return sendError(reply, 500, { error: DEFAULT_ERROR_MESSAGES.INTERNAL, code: 'INTERNAL' });
  });
}

export function apiNotFound(reply: FastifyReply) {
  return sendError(reply, 404, { error: DEFAULT_ERROR_MESSAGES.NOT_FOUND, code: 'NOT_FOUND' });
}
