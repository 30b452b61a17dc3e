import { TEXTS } from '@shop/shared/texts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config.js';
import { AppError } from '../lib/errors.js';
import type { LimitAnswer, RateLimiter } from '../lib/rate-limiter.js';

/** The Russian 429 of a refused request, with Retry-After; `message` says it in the form's own words. */
export function refuseRateLimited(
  answer: LimitAnswer,
  message: (minutes: number) => string = TEXTS.auth.tooManyAttempts,
): never {
  const seconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000));
  throw new AppError('RATE_LIMITED', message(Math.max(1, Math.ceil(seconds / 60))), undefined, seconds);
}

/**
 * A preHandler that counts every request per key (per address, per e-mail) and answers 429 in
 * Russian past the limit. A route may stack several (per address and per e-mail).
 */
export function rateLimitHook(
  limiter: RateLimiter,
  name: string,
  limit: RateLimit,
  keyOf: (request: FastifyRequest) => string,
  message?: (minutes: number) => string,
) {
  return async (request: FastifyRequest) => {
    const answer = await limiter.consume(`${name}:${keyOf(request)}`, limit);
    if (!answer.allowed) refuseRateLimited(answer, message);
  };
}

/**
 * Hooks that count only the failures of a request (a wrong code), per key: past the limit the key is
 * refused before the request is read further. A right code costs nothing, so a whole village behind
 * one address can confirm its accounts; a guesser trying codes for many e-mails is stopped.
 */
export function failureLimitHooks(
  limiter: RateLimiter,
  name: string,
  limit: RateLimit,
  keyOf: (request: FastifyRequest) => string,
  isFailure: (error: FastifyError) => boolean,
) {
  const key = (request: FastifyRequest) => `${name}:${keyOf(request)}`;
  return {
    preHandler: async (request: FastifyRequest) => {
      const answer = await limiter.isBlocked(key(request), limit);
      if (!answer.allowed) refuseRateLimited(answer);
    },
    onError: async (request: FastifyRequest, _reply: FastifyReply, error: FastifyError) => {
      if (isFailure(error)) await limiter.recordFailure(key(request), limit);
    },
  };
}
