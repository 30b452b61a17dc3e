import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandlers } from '../plugins/errors.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is restarting, gone or full', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '53300', '08006']) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through the causes a query builder wraps the driver error in', () => {
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: withCode('57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves the request’s and the code’s own mistakes alone', () => {
    for (const code of ['23505', '22P02', '42P01', '40001'])
      expect(isDatabaseUnavailable(withCode(code))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('a request while the database cannot be reached', () => {
  it('is answered 503 with Retry-After in the API error shape, not 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandlers(app);
    app.get('/api/products', async () => {
      throw Object.assign(new Error('Failed query'), { cause: withCode('57P03') });
    });
    app.get('/api/broken', async () => {
      throw new TypeError('a bug');
    });
    const answer = await app.inject({ url: '/api/products' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect((await app.inject({ url: '/api/broken' })).statusCode).toBe(500);
    await app.close();
  });
});
