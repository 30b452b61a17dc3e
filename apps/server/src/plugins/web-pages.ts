/**
 * The shop's pages, drawn on the server (issue 22). Every GET that is not the API, a picture or a
 * built asset is rendered by the web app's server renderer (built by Vite into WEB_DIST_DIR/server/),
 * which reads the API in-process through `app.inject`. The page comes as complete HTML with its own
 * head and status (404 for an unknown page, product or category), its query cache for the browser,
 * and the scripts to start after the page has loaded.
 *
 * Every visitor gets the same HTML (sign-in lives in the browser, never in a cookie), so a page is
 * kept in memory, compressed, and dropped like the API's answers when the catalogue changes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_CONSENT_COOKIE } from '@shop/shared/constants';
import type { ApiTransport, Renderer, RenderResult } from '@shop/shared/ssr/contract';
import { answerMemory, type CatalogChanges } from '../lib/catalog-changes.js';
import type { CacheStats } from '../lib/cache-stats.js';
import { apiNotFound } from './errors.js';

const PAGES_KEPT = 1_000;
/** What a page the shop could not draw for a moment asks browsers and crawlers to wait (s). */
const PAGE_RETRY_AFTER_SECONDS = 5;

/** The renderer's API client failed with the shop's own 503 (its database did not answer). */
const isUnavailable = (error: unknown) => (error as { status?: unknown } | null)?.status === 503;
const PAGE_TTL_MS = 60_000;

/** Where the built page puts what the renderer drew (apps/web/index.html). */
const SLOTS = { head: '<!--app-head-->', html: '<!--app-html-->', scripts: '<!--app-scripts-->' };

/** A built chunk in Vite's manifest (.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface WebPagesOptions {
  /** the built web app (index.html, assets/, server/, .vite/manifest.json) */
  distDir: string;
  /** the shop's public address, no trailing slash: canonical links and JSON-LD */
  origin: string;
  changes: CatalogChanges;
  /** Yandex Webmaster's confirmation code and Metrica's counter, written into every page's head */
  yandex: { metrikaId: string | undefined; verification: string | undefined };
  /** the renderer and the page template; default: the build's own (tests pass the sources') */
  renderer?: Renderer;
  template?: string;
  /** where the drawn pages' hits and misses are counted (/metrics) */
  cacheStats?: CacheStats;
}

/**
 * A page ready to send: its status and its bytes compressed both ways. The plain bytes are not kept: they
 * are most of a page's size, and only the rare client that accepts neither encoding needs them.
 */
interface PageAnswer {
  status: number;
  noindex: boolean;
  gzip: Buffer;
  brotli: Buffer;
}

/** The template's parts around the slots, and the entry script the page starts after loading. */
interface Template {
  before: string;
  between: string;
  after: string;
  tail: string;
  /** the entry's script and the scripts it imports (the build's modulepreload links) */
  entry: string | undefined;
  entryImports: string[];
}

function parseTemplate(html: string): Template {
  // the build's own script tags leave the head: the page starts its scripts once it has loaded
  const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/.exec(html);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g)];
  let page = html;
  for (const tag of [entry, ...preloads]) if (tag) page = page.replace(tag[0], '');
  const [before, rest] = page.split(SLOTS.head) as [string, string];
  const [between, afterHtml] = rest.split(SLOTS.html) as [string, string];
  const [after, tail] = afterHtml.split(SLOTS.scripts) as [string, string];
  return {
    before,
    between,
    after,
    tail,
    entry: entry?.[1],
    entryImports: preloads.map((tag) => tag[1]!),
  };
}

/** The scripts of the lazy parts a page drew, with what they import, as the browser will ask for them. */
function moduleScripts(manifest: Manifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...files];
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The head lines every page shares that come from the shop's settings, not from the page. */
function sharedHead(yandex: WebPagesOptions['yandex']): string {
  const lines: string[] = [];
  if (yandex.verification)
    lines.push(`<meta name="yandex-verification" content="${escapeAttribute(yandex.verification)}">`);
  // the browser starts the counter only after the visitor accepts cookies (features/consent)
  if (yandex.metrikaId)
    lines.push(`<meta name="yandex-metrika" content="${escapeAttribute(yandex.metrikaId)}">`);
  return lines.join('');
}

function pageHtml(template: Template, result: RenderResult, scripts: string[]): string {
  // the lazy parts the page drew: the browser loads them before taking the page over
  const drawn = escapeAttribute(JSON.stringify(result.modules));
  const state = `<script id="shop-state" type="application/json" data-modules="${drawn}">${result.state}</script>`;
  const boot = template.entry
    ? `<script src="/boot.js" defer data-entry="${escapeAttribute(template.entry)}" data-preload="${escapeAttribute(
        JSON.stringify([...new Set(scripts)]),
      )}"></script>`
    : '';
  return `${template.before}${result.head}${template.between}${result.html}${template.after}${state}${boot}${template.tail}`;
}

function compressed(status: number, noindex: boolean, html: string): PageAnswer {
  const plain = Buffer.from(html, 'utf8');
  return {
    status,
    noindex,
    gzip: gzipSync(plain, { level: 6 }),
    brotli: brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  };
}

function send(request: FastifyRequest, reply: FastifyReply, page: PageAnswer) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? (['br', page.brotli] as const)
    : /\bgzip\b/.test(accepts)
      ? (['gzip', page.gzip] as const)
      : ([undefined, gunzipSync(page.gzip)] as const);
  reply
    .status(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, cookie');
  if (page.noindex) reply.header('x-robots-tag', 'noindex');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * The build's server renderer, loaded by the first page drawn rather than at start (its bundle takes a
 * noticeable part of a start); undefined when the build has none.
 */
function builtRenderer(distDir: string): (() => Promise<Renderer>) | undefined {
  const entry = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  let loading: Promise<Renderer> | undefined;
  return () => (loading ??= import(pathToFileURL(entry).href) as Promise<Renderer>);
}

function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
}

const CONSENT_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE_CONSENT_COOKIE}=1(?:;|$)`);

/** The visitor answered the cookie notice (web app's features/consent). */
const hasConsentCookie = (request: FastifyRequest) => CONSENT_COOKIE.test(request.headers.cookie ?? '');

/** Pages never kept: a query string a person typed (a search) is kept like any other address. */
const isPage = (request: FastifyRequest) => {
  const path = request.url.split('?')[0]!;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    path !== '/api' &&
    !path.startsWith('/api/') &&
    !path.startsWith('/uploads/') &&
    !path.startsWith('/assets/')
  );
};

export async function registerWebPages(app: FastifyInstance, options: WebPagesOptions): Promise<void> {
  const given = options.renderer;
  const renderer = given ? () => Promise.resolve(given) : builtRenderer(options.distDir);
  const templatePath = join(options.distDir, 'index.html');
  const templateHtml =
    options.template ?? (existsSync(templatePath) ? readFileSync(templatePath, 'utf8') : undefined);
  if (!templateHtml) {
    app.setNotFoundHandler((_request, reply) => apiNotFound(reply));
    return;
  }
  if (!renderer) {
    // a build without its server part (vite build alone): every page is the frame the browser draws
    app.log.warn(
      { distDir: options.distDir },
      'the web build has no server renderer: pages are drawn in the browser',
    );
    const frame = compressed(200, false, templateHtml);
    app.setNotFoundHandler((request, reply) =>
      isPage(request) ? send(request, reply, frame) : apiNotFound(reply),
    );
    return;
  }
  const template = parseTemplate(templateHtml);
  template.before += sharedHead(options.yandex);
  const manifest = readManifest(options.distDir);
  const pages = answerMemory<PageAnswer>(options.changes, {
    max: PAGES_KEPT,
    ttlMs: PAGE_TTL_MS,
    counted: options.cacheStats && { stats: options.cacheStats, name: 'pages' },
  });

  /** The shop's own API, answered in-process (as a visitor without a token would get it). */
  const api: ApiTransport = async ({ path }) => {
    const response = await app.inject({ method: 'GET', url: `/api${path}` });
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      body = null;
    }
    return { status: response.statusCode, body };
  };

  async function draw(url: string, cookieConsent: boolean): Promise<PageAnswer> {
    const result = await (await renderer!()).render({ url, origin: options.origin, cookieConsent }, api);
    if (result.unfetched.length > 0)
      app.log.debug({ url, unfetched: result.unfetched }, 'page drew data it had not fetched');
    const scripts = [...template.entryImports, ...moduleScripts(manifest, result.modules)];
    const noindex = result.head.includes('name="robots" content="noindex"');
    return compressed(result.status, noindex, pageHtml(template, result, scripts));
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPage(request)) return apiNotFound(reply);
    try {
      // two pages per address: with the cookie notice, and without it for a visitor who answered it
      const consent = hasConsentCookie(request);
      const key = `${consent ? 'answered' : 'asked'} ${request.url}`;
      return await send(request, reply, await pages.answer(key, () => draw(request.url, consent)));
    } catch (error) {
      // the browser can still draw the page itself: the empty frame, with a status that says so; a
      // page whose data the shop could not read for a moment (the database restarting) is a 503 that
      // a proxy tries on another process and search engines come back for, not a broken page
      const unavailable = isUnavailable(error);
      const status = unavailable ? 503 : 500;
      if (unavailable) request.log.warn({ url: request.url }, 'page not drawn: the shop is unavailable');
      else request.log.error({ err: error, url: request.url }, 'page could not be drawn on the server');
      const shell = pageHtml(
        template,
        { status, head: '', html: '', state: 'null', modules: [], unfetched: [] },
        [],
      );
      if (unavailable) reply.header('retry-after', PAGE_RETRY_AFTER_SECONDS);
      return send(request, reply, compressed(status, true, shell));
    }
  });
}
