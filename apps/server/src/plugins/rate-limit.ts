import { TEXTS } from '@shop/shared/texts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config.js';
import { AppError } from '../lib/errors.js';

/**
 * A preHandler that counts requests per key (e.g. per IP, per e-mail) and answers 429 in Russian past
 * the limit. Built on @fastify/rate-limit's checker rather than its route hook, because the hook runs
 * only once per request and a route here needs several keys (login: per IP and per e-mail).
 */
export function rateLimitHook(
  app: FastifyInstance,
  name: string,
  limit: RateLimit,
  keyOf: (request: FastifyRequest) => string,
) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError(
      'RATE_LIMITED',
      TEXTS.auth.tooManyAttempts(Math.max(1, Math.ceil(result.ttl / 60_000))),
    );
  };
}
