/**
 * The server's renderer (issue 22), built by Vite into dist/server/ and called by the shop's Fastify
 * process for every page: the data the page shows is fetched first (its page entry in
 * app/server-pages.ts, through the shop's API answered in-process), then React's streaming renderer
 * draws the whole page once all of it is ready, and the filled query cache goes with the HTML so the
 * browser asks for none of it again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, type Query } from '@tanstack/react-query';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import type { ApiTransport, RenderRequest, RenderResult } from '@shop/shared/ssr/contract';
import { App } from './app/app';
import { serverPage, type PageContext } from './app/server-pages';
import { answerCallsOnServer } from './lib/api-client';
import { headHtml, scriptJson } from './lib/head';
import { RenderedModules } from './lib/lazy-page';
import { createQueryClient } from './lib/query-client';

const transports = new AsyncLocalStorage<ApiTransport>();

function pathOf(config: InternalAxiosRequestConfig): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return `${config.url ?? ''}${search ? `?${search}` : ''}`;
}

/** Every api call of a render goes to the transport the server gave that render. */
const inProcess: AxiosAdapter = async (config) => {
  const transport = transports.getStore();
  if (!transport) throw new Error('an api call outside a server render');
  const answer = await transport({ path: pathOf(config) });
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: String(answer.status),
    headers: {},
    config,
  };
  if (answer.status >= 200 && answer.status < 300) return response;
  throw new AxiosError(`Request failed with status code ${answer.status}`, undefined, config, {}, response);
};
answerCallsOnServer(inProcess);

/** The whole page once every part is ready (a search engine reads it whole). */
function renderHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      // every part inline, in order: a finished part bigger than the default 12.8 kB would otherwise be
      // sent apart with an inline script to move it in place, which the shop's CSP (and a crawler) refuses
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** A query the page would fetch (not one switched off, like a guest's cart). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

export async function render(request: RenderRequest, api: ApiTransport): Promise<RenderResult> {
  const url = new URL(request.url, 'http://shop.invalid');
  const client = createQueryClient();
  const page = serverPage(url);
  const context: PageContext = { client, url, origin: request.origin, params: page.params };
  await transports.run(api, () => page.data.prefetch(context));
  const modules = new Set<string>();
  const location = `${url.pathname}${url.search}`;
  const html = await renderHtml(
    <RenderedModules.Provider value={modules}>
      <App
        client={client}
        router={({ children }) => <StaticRouter location={location}>{children}</StaticRouter>}
        cookieConsent={request.cookieConsent}
      />
    </RenderedModules.Provider>,
  );
  return {
    status: page.data.status?.(context) ?? 200,
    head: headHtml(page.data.head(context), request.origin),
    html,
    state: scriptJson(dehydrate(client)),
    modules: [...modules],
    unfetched: client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && isEnabled(query) })
      .map((query) => JSON.stringify(query.queryKey)),
  };
}
