/**
 * GET|POST /api/1c/exchange (commerceml.md §8), in a scope of its own: the body is never parsed (1C
 * sends raw bytes with no, octet-stream or form-urlencoded Content-Type; `mode=file` streams it to
 * disk), and every answer is HTTP 200 text/plain lines — never HTML or JSON, never a 5xx — except the
 * 401 that asks for credentials.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import iconv from 'iconv-lite';
import { EXCHANGE_TEXTS } from '@shop/shared/exchange/texts';
import type { ExchangeAnswer } from './exchange-answer.js';
import { failure } from './exchange-answer.js';
import { EXCHANGE_PATH } from './exchange-settings.js';
import { SESSION_COOKIE } from './exchange-sessions.js';
import type { ExchangeRequest } from './exchange.service.js';

/** The answer's lines as bytes of the encoding the settings ask for (old clients read windows-1251). */
function textBody(answer: ExchangeAnswer): { type: string; bytes: Buffer } {
  const text = `${answer.lines.join('\n')}\n`;
  if (answer.encoding === 'windows-1251') {
    return { type: 'text/plain; charset=windows-1251', bytes: iconv.encode(text, 'win1251') };
  }
  return { type: 'text/plain; charset=utf-8', bytes: Buffer.from(text, 'utf8') };
}

const single = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0]
      : undefined;

/** The session cookie's value from the Cookie header (1C sends `name=value`, maybe among others). */
function sessionToken(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=').trim() || undefined;
  }
  return undefined;
}

function toExchangeRequest(request: FastifyRequest): ExchangeRequest {
  const query = request.query as Record<string, unknown>;
  const length = Number(request.headers['content-length']);
  return {
    type: single(query['type']),
    mode: single(query['mode']),
    filename: single(query['filename']),
    sessid: single(query['sessid']),
    version: single(query['version']),
    authorization: request.headers.authorization,
    token: sessionToken(request.headers.cookie),
    ip: request.ip,
    body: request.raw,
    bytes: Number.isFinite(length) ? length : undefined,
  };
}

function send(reply: FastifyReply, answer: ExchangeAnswer) {
  reply.status(answer.httpStatus).header('cache-control', 'no-store');
  if (answer.httpStatus === 401) reply.header('www-authenticate', 'Basic realm="1c", charset="UTF-8"');
  if (answer.cookie) {
    reply.header(
      'set-cookie',
      `${SESSION_COOKIE}=${answer.cookie}; Path=${EXCHANGE_PATH}; HttpOnly; SameSite=Lax`,
    );
  }
  if (answer.body) return reply.type(answer.body.contentType).send(answer.body.bytes);
  const text = textBody(answer);
  return reply.type(text.type).send(text.bytes);
}

export const exchangeRoutes: FastifyPluginAsync = async (app) => {
  const { exchange } = app.services;

  // no body parsing: the handler streams request.raw (mode=file) or leaves it
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.setErrorHandler(async (error, request, reply) => {
    request.log.error({ err: error }, '1C exchange request failed');
    const answer = failure(EXCHANGE_TEXTS.protocol.internal);
    await exchange.logFailed(toExchangeRequest(request), answer).catch(() => undefined);
    if (!request.raw.readableEnded) reply.header('connection', 'close');
    return send(reply, answer);
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/1c/exchange',
    config: { audience: 'public' },
    schema: {
      tags: ['1c'],
      summary:
        'Обмен с 1С (CommerceML, «Обмен с сайтом»): type=catalog|sale, mode=checkauth|init|file|import|query|success|deactivate|complete; ответы text/plain',
    },
    handler: async (request, reply) => send(reply, await exchange.handle(toExchangeRequest(request))),
  });
};

/** The answer while the database is not ready yet (main.ts waits for it): a failure line, not a 503. */
export function exchangeStarting(reply: FastifyReply) {
  return send(reply, failure(EXCHANGE_TEXTS.protocol.starting));
}
