/**
 * What a request's body may be, checked before the body is read: a body declared larger than its
 * scope takes is refused by its Content-Length (a 6 GB upload is not read until it is cut), and a
 * route that takes only a multipart form (its schema's `consumes`) refuses JSON and anything else —
 * one contract, the one the OpenAPI document states.
 */
import { TEXTS } from '@shop/shared/texts';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preParsingAsyncHookHandler,
} from 'fastify';
import { AppError } from '../lib/errors.js';

/** What a multipart form adds around its file: boundaries, the other fields. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

const MULTIPART = 'multipart/form-data';

/**
 * An onRequest hook (after the scope's guard) refusing a body whose Content-Length is over
 * `maxFileBytes` and a form's overhead: 413 with `message`, and the connection is closed so the
 * client stops sending.
 */
export function refuseDeclaredLarger(maxFileBytes: number, message: string): onRequestAsyncHookHandler {
  const limit = maxFileBytes + FORM_OVERHEAD_BYTES;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    if (!Number.isFinite(declared) || declared <= limit) return;
    reply.header('connection', 'close');
    throw new AppError('PAYLOAD_TOO_LARGE', message);
  };
}

/** A preParsing hook: a route whose schema consumes only multipart forms gets 415 for another body. */
export const refuseOtherContentTypes: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  const consumes = request.routeOptions.schema?.consumes;
  if (!consumes || consumes.length !== 1 || consumes[0] !== MULTIPART) return payload;
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === MULTIPART) return payload;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXTS.errors.formOnly);
};
