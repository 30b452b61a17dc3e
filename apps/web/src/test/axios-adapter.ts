import { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { onTestFinished } from 'vitest';
import { apiClient } from '../lib/api-client';

export type Reply = { status: number; data?: unknown } | { networkError: true } | { timeout: true };

/** Answers one request the way axios would: a response for 2xx, an AxiosError otherwise. */
async function answer(config: InternalAxiosRequestConfig, reply: Reply): Promise<AxiosResponse> {
  if ('networkError' in reply) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
  if ('timeout' in reply) throw new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config, {});
  const response: AxiosResponse = {
    data: reply.data ?? {},
    status: reply.status,
    statusText: String(reply.status),
    headers: {},
    config,
  };
  if (reply.status >= 200 && reply.status < 300) return response;
  throw new AxiosError(
    `Request failed with status code ${reply.status}`,
    reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    {},
    response,
  );
}

/** A transport for tests: answers each request with the next reply (the last one repeats) and records it. */
export function scriptedAdapter(replies: Reply[]) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
    if (!reply) throw new Error('no scripted reply');
    return answer(config, reply);
  };
  return { adapter, requests };
}

/**
 * For the rest of the test the shared api client answers by route ("POST /auth/login") with the next
 * of that route's replies (the last one repeats); `bodies(route)` lists the JSON bodies sent there,
 * `params(route)` the query params.
 */
export function mockApiRoutes(routes: Record<string, Reply | Reply[]>) {
  const calls: Array<{ route: string; body: unknown; params: unknown }> = [];
  const served = new Map<string, number>();
  const adapter: AxiosAdapter = async (config) => {
    const route = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    calls.push({
      route,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: config.params,
    });
    const replies = ([] as Reply[]).concat(routes[route] ?? []);
    const index = served.get(route) ?? 0;
    served.set(route, index + 1);
    const reply = replies[Math.min(index, replies.length - 1)];
    if (!reply) throw new Error(`no mocked reply for ${route}`);
    return answer(config, reply);
  };
  const previous = apiClient.defaults.adapter;
  apiClient.defaults.adapter = adapter;
  onTestFinished(() => {
    apiClient.defaults.adapter = previous;
  });
  const of = (route: string) => calls.filter((call) => call.route === route);
  return {
    bodies: (route: string) => of(route).map((call) => call.body),
    /** The query params (axios `params`) sent to `route`, in order. */
    params: (route: string) => of(route).map((call) => call.params),
  };
}
