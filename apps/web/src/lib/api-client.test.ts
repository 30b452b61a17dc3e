import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptedAdapter } from '../test/axios-adapter';
import { ApiRequestError, createApiClient, errorMessage, onUnauthorized } from './api-client';

describe('api client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('retries', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('retries a 503 after 2 s, then 4 s, and resolves with the later success', async () => {
      const { adapter, requests } = scriptedAdapter([
        { status: 503 },
        { status: 503 },
        { status: 200, data: [{ id: 1 }] },
      ]);
      const client = createApiClient({ adapter });
      const result = client.get('/categories');

      await vi.advanceTimersByTimeAsync(0);
      expect(requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1999);
      expect(requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(3999);
      expect(requests).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(3);

      await expect(result).resolves.toMatchObject({ status: 200, data: [{ id: 1 }] });
    });

    it('gives up after 5 retries and rejects with the server error', async () => {
      const { adapter, requests } = scriptedAdapter([
        { status: 500, data: { error: 'Произошла ошибка', code: 'INTERNAL' } },
      ]);
      const client = createApiClient({ adapter });
      const result = client.get('/categories').catch((error: unknown) => error);

      await vi.advanceTimersByTimeAsync(2000 + 4000 + 6000 + 8000 + 10000);
      const error = await result;
      expect(requests).toHaveLength(6);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error).toMatchObject({ status: 500, code: 'INTERNAL', serverMessage: 'Произошла ошибка' });
    });

    it('retries network errors and time-outs', async () => {
      const { adapter, requests } = scriptedAdapter([
        { networkError: true },
        { timeout: true },
        { status: 200, data: { ok: true } },
      ]);
      const client = createApiClient({ adapter });
      const result = client.post('/telegram/send-contact', { name: 'Иван' });

      await vi.advanceTimersByTimeAsync(2000 + 4000);
      await expect(result).resolves.toMatchObject({ data: { ok: true } });
      expect(requests).toHaveLength(3);
    });

    it('does not retry a 400 and carries error, code and fields', async () => {
      const body = {
        error: 'Проверьте правильность введённых данных',
        code: 'VALIDATION_FAILED',
        fields: { phone: 'Неверный формат телефона' },
      };
      const { adapter, requests } = scriptedAdapter([{ status: 400, data: body }, { status: 200 }]);
      const client = createApiClient({ adapter });
      const result = client.get('/categories', { params: { bogus: 1 } }).catch((error: unknown) => error);

      await vi.advanceTimersByTimeAsync(60_000);
      const error = await result;
      expect(requests).toHaveLength(1);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: body.fields });
      expect(errorMessage(error, 'запасной текст')).toBe(body.error);
    });

    it('does not retry a 503 answered to a form: the server is shedding load; its words are kept', async () => {
      const busy = { error: 'Сервер сейчас занят проверкой паролей', code: 'SERVICE_UNAVAILABLE' };
      type Client = ReturnType<typeof createApiClient>;
      for (const send of [
        (client: Client) => client.post('/auth/login', { email: 'a@b.c' }),
        (client: Client) => client.post('/auth/register', {}),
        (client: Client) => client.put('/auth/profile', {}),
      ]) {
        const { adapter, requests } = scriptedAdapter([{ status: 503, data: busy }, { status: 200 }]);
        const result = send(createApiClient({ adapter })).catch((error: unknown) => error);
        await vi.advanceTimersByTimeAsync(60_000);
        expect(requests).toHaveLength(1);
        expect(await result).toMatchObject({ status: 503, serverMessage: busy.error });
      }
    });

    it('still retries a 503 of a read, of the checkout (its Idempotency-Key makes a repeat safe) and other 5xx of a form', async () => {
      type Client = ReturnType<typeof createApiClient>;
      const cases: ReadonlyArray<{ status: number; send: (client: Client) => Promise<unknown> }> = [
        { status: 503, send: (client) => client.get('/orders') },
        {
          status: 503,
          send: (client) => client.post('/orders', {}, { headers: { 'Idempotency-Key': 'k-1' } }),
        },
        { status: 502, send: (client) => client.post('/auth/login', {}) },
      ];
      for (const { status, send } of cases) {
        const { adapter, requests } = scriptedAdapter([{ status }, { status: 200, data: { ok: true } }]);
        const result = send(createApiClient({ adapter }));
        await vi.advanceTimersByTimeAsync(2000);
        await expect(result).resolves.toMatchObject({ data: { ok: true } });
        expect(requests).toHaveLength(2);
      }
    });

    it('does not retry a 404', async () => {
      const { adapter, requests } = scriptedAdapter([
        { status: 404, data: { error: 'Нет', code: 'NOT_FOUND' } },
      ]);
      const client = createApiClient({ adapter });
      const result = client.get('/cart').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(60_000);
      await result;
      expect(requests).toHaveLength(1);
    });
  });

  describe('errorMessage', () => {
    it('falls back when the server sent no message', async () => {
      const { adapter } = scriptedAdapter([{ status: 401, data: {} }]);
      const error = await createApiClient({ adapter })
        .post('/auth/login', {})
        .catch((caught: unknown) => caught);
      expect(errorMessage(error, 'Неверный email или пароль')).toBe('Неверный email или пароль');
      expect(errorMessage(new Error('boom'), 'Ошибка при отправке сообщения')).toBe(
        'Ошибка при отправке сообщения',
      );
      expect(errorMessage({ response: { data: { error: 'Из ответа' } } }, 'x')).toBe('Из ответа');
    });
  });

  describe('unauthorized event', () => {
    it('is emitted on a 401', async () => {
      const listener = vi.fn();
      const stop = onUnauthorized(listener);
      const { adapter } = scriptedAdapter([
        { status: 401, data: { error: 'Требуется вход', code: 'UNAUTHORIZED' } },
      ]);
      await createApiClient({ adapter })
        .get('/cart')
        .catch(() => undefined);
      stop();
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('is not emitted for a 401 from /auth/logout', async () => {
      const listener = vi.fn();
      const stop = onUnauthorized(listener);
      const { adapter } = scriptedAdapter([{ status: 401 }]);
      await createApiClient({ adapter })
        .post('/auth/logout')
        .catch(() => undefined);
      stop();
      expect(listener).not.toHaveBeenCalled();
    });

    it('is not emitted for other errors, and listeners can unsubscribe', async () => {
      const listener = vi.fn();
      const stop = onUnauthorized(listener);
      const { adapter } = scriptedAdapter([{ status: 403 }]);
      const client = createApiClient({ adapter });
      await client.get('/admin').catch(() => undefined);
      expect(listener).not.toHaveBeenCalled();
      stop();
      const second = scriptedAdapter([{ status: 401 }]);
      await createApiClient({ adapter: second.adapter })
        .get('/cart')
        .catch(() => undefined);
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('request headers', () => {
    it('sends no-cache headers on GET only, under the /api base path', async () => {
      const { adapter, requests } = scriptedAdapter([{ status: 200 }]);
      const client = createApiClient({ adapter });
      await client.get('/categories');
      await client.post('/auth/login', { email: 'a@b.c', password: 'x' });

      const [get, post] = requests;
      expect(get?.baseURL).toBe('/api');
      expect(get?.headers.get('Cache-Control')).toBe('no-cache');
      expect(get?.headers.get('Pragma')).toBe('no-cache');
      expect(post?.headers.get('Cache-Control')).toBeUndefined();
      expect(post?.headers.get('Pragma')).toBeUndefined();
    });

    it('adds the stored token as a bearer header, and nothing without one', async () => {
      const { adapter, requests } = scriptedAdapter([{ status: 200 }]);
      const client = createApiClient({ adapter });
      await client.get('/categories');
      localStorage.setItem('token', 'abc.def.ghi');
      await client.get('/cart');

      expect(requests[0]?.headers.get('Authorization')).toBeUndefined();
      expect(requests[1]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    });
  });
});
