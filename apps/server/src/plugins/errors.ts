import { DEFAULT_ERROR_MESSAGES, errorCodeOfStatus, type ApiError } from '@shop/shared/errors';
import { IMAGE_MAX_BYTES } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';

const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: TEXTS.errors.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: TEXTS.errors.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: TEXTS.errors.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: TEXTS.errors.payloadTooLarge,
  // @fastify/multipart: the picture of a staff form is over IMAGE_MAX_BYTES, or too many parts
  FST_REQ_FILE_TOO_LARGE: TEXTS.images.tooLarge(IMAGE_MAX_BYTES / 1024 / 1024),
  FST_FILES_LIMIT: TEXTS.errors.payloadTooLarge,
  FST_FIELDS_LIMIT: TEXTS.errors.payloadTooLarge,
  FST_PARTS_LIMIT: TEXTS.errors.payloadTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: TEXTS.errors.unsupportedMediaType,
};

/** What a 503 for an unreachable database asks clients to wait before trying again (s). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export function sendError(reply: FastifyReply, status: number, body: ApiError) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** busboy (under @fastify/multipart) reports a broken form as a plain Error with one of these messages. */
const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|Unsupported Content-Type\.)|terminated early due to unexpected end of multipart data$/;

/** A form has a few dozen fields at most: more named ones only make a hostile answer bigger. */
const MAX_FIELDS = 20;
const MAX_KEY_LENGTH = 100;

/**
 * The message of each wrong field. Unknown keys each get a short message of their own (zod lists all
 * of them in one message, which repeated per key would make the answer grow with the square of the
 * keys sent), and at most MAX_FIELDS fields are named.
 */
function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  let count = 0;
  const name = (key: string) => {
    const full = key || String(error.validationContext ?? 'body');
    return full.length > MAX_KEY_LENGTH ? `${full.slice(0, MAX_KEY_LENGTH)}…` : full;
  };
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys = (issue.params as { keys?: unknown } | undefined)?.keys;
    const entries: [string, string][] = Array.isArray(unknownKeys)
      ? unknownKeys
          .slice(0, MAX_FIELDS)
          .map((k) => [path ? `${path}.${String(k)}` : String(k), TEXTS.errors.unknownField])
      : [[path, issue.message ?? DEFAULT_ERROR_MESSAGES.VALIDATION_FAILED]];
    for (const [key, message] of entries) {
      if (count >= MAX_FIELDS) return fields;
      if (fields[name(key)] === undefined) count += 1;
      fields[name(key)] ??= message;
    }
  }
  return fields;
}

/** One JSON error shape for every failure: `{ error, code, fields? }`; a 5xx never leaks internals. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
      return sendError(reply, error.statusCode, {
        error: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error);
      const messages = Object.values(fields);
      // one wrong field: its message says more than the generic one ('Оплата картой временно недоступна…')
      const message = messages.length === 1 ? messages[0]! : DEFAULT_ERROR_MESSAGES.VALIDATION_FAILED;
      return sendError(reply, 400, { error: message, code: 'VALIDATION_FAILED', fields });
    }
    if (error.statusCode === undefined && BROKEN_MULTIPART.test(error.message)) {
      return sendError(reply, 400, { error: TEXTS.errors.brokenForm, code: 'VALIDATION_FAILED' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return sendError(reply, 503, {
        error: DEFAULT_ERROR_MESSAGES.SERVICE_UNAVAILABLE,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = errorCodeOfStatus(status);
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
