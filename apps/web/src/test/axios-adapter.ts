import { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

export type Reply = { status: number; data?: unknown } | { networkError: true } | { timeout: true };

/** A transport for tests: answers each request with the next reply (the last one repeats) and records it. */
export function scriptedAdapter(replies: Reply[]) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
    if (!reply) throw new Error('no scripted reply');
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
  };
  return { adapter, requests };
}
