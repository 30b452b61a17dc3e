/**
 * `npm run bench:web`: what a phone gets from four public pages of the storefront, printed (never
 * asserted). Builds the shop (`npm run build`), starts it from the build on a free port with a fresh
 * temporary data directory and the demo catalogue, finds a category, a product with a picture and a
 * search word through the public API, then measures home, a catalogue page, a product page and a
 * search results page:
 * - in Debian's Chromium (playwright-core, a 360×740 phone at DPR 2, no throttling, a new browser
 *   context per run so nothing is cached): the JS transferred until the `load` event (every script
 *   response, as sent on the wire: compressed body plus response headers, from CDP's
 *   `Network.loadingFinished`), the JS transferred once the network is idle, LCP and its element, CLS;
 *   the median of BENCH_WEB_RUNS runs (default 3);
 * - Lighthouse 12 (its Node API, default mobile form factor and simulated throttling, once per page):
 *   the performance, accessibility, best-practices and SEO scores, and the audits that fail.
 * BENCH_WEB_SKIP_BUILD=1 reuses the existing build; BENCH_WEB_URL=http://host:port measures a shop that
 * is already running (no build, no start).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CategoryList, ProductDetail, ProductList } from '@shop/shared/catalog/schemas';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type CDPSession } from 'playwright-core';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const mainJs = join(root, 'apps/server/dist/main.js');
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const SKIP_BUILD = process.env.BENCH_WEB_SKIP_BUILD === '1';
const EXTERNAL_URL = process.env.BENCH_WEB_URL?.replace(/\/+$/, '');

const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** a mid-size Android phone */
const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
/** how long a page may take to reach `load`, then to go network-idle */
const LOAD_TIMEOUT_MS = 60_000;
const IDLE_TIMEOUT_MS = 15_000;

/** The targets printed next to each figure (never asserted). */
const TARGET = {
  jsBeforeLoadKb: 100,
  /** no project target was set: Core Web Vitals' "good" threshold, for orientation */
  lcpMs: 2500,
  cls: 0.05,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
};

interface PageToMeasure {
  label: string;
  path: string;
  /** what the page shows, read from the API (for the reader of the output) */
  about: string;
}

interface ScriptTransfer {
  url: string;
  /** bytes on the wire: compressed body plus response headers */
  wireBytes: number;
  /** compressed body alone */
  bodyBytes: number;
  encoding: string;
  /** ms from the navigation's start */
  finishedMs: number;
}

interface LcpEntry {
  ms: number;
  url: string;
  element: { tag: string; src: string; text: string } | null;
}

interface ChromiumRun {
  loadMs: number;
  scripts: ScriptTransfer[];
  /** false when the page did not go network-idle within IDLE_TIMEOUT_MS */
  settled: boolean;
  lcp: LcpEntry | null;
  cls: number;
  /** the element that moved most in the largest layout shift, if any */
  clsSource: string | null;
}

interface LighthouseFigures {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>;
  metrics: string;
  failing: string[];
  error: string | null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Building and starting the shop

/** `npm run build`, its output shown only when it fails. */
async function build(): Promise<void> {
  const begin = performance.now();
  process.stdout.write('building the shop (npm run build)... ');
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
  if (code !== 0) {
    console.log('failed');
    console.error(output);
    throw new Error(`npm run build exited with ${code}`);
  }
  console.log(`${((performance.now() - begin) / 1000).toFixed(1)} s`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Shop {
  base: string;
  stop: () => Promise<void>;
}

/** Waits until `check` is true, polling; throws after `timeoutMs` or when `abort` says why. */
async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  abort: () => string | null = () => null,
): Promise<void> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const reason = abort();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check().catch(() => false)) return;
    if (performance.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

/** The built shop on a free port, a fresh data directory and the demo catalogue, as in production. */
async function startShop(): Promise<Shop> {
  if (!existsSync(mainJs))
    throw new Error(`${mainJs} is missing: build first (without BENCH_WEB_SKIP_BUILD)`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-web-'));
  const child: ChildProcess = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited: string | null = null;
  child.on('exit', (code, signal) => (exited = `the shop exited (${signal ?? code})`));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited === null) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([gone, sleep(15_000).then(() => child.kill('SIGKILL'))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const begin = performance.now();
    process.stdout.write(`starting the shop on ${base} (DATA_DIR ${dataDir})... `);
    await waitFor(
      '/api/health',
      async () => (await fetch(`${base}/api/health`)).ok,
      120_000,
      () => exited,
    );
    await waitForCatalogue(base, () => exited);
    console.log(`ready in ${((performance.now() - begin) / 1000).toFixed(1)} s`);
    return { base, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The first start fills the demo catalogue: wait until the catalogue answers with products. */
async function waitForCatalogue(base: string, abort: () => string | null = () => null): Promise<void> {
  await waitFor(
    'demo catalogue',
    async () => {
      const res = await fetch(`${base}/api/products?limit=1`);
      return res.status === 200 && ((await res.json()) as ProductList).products.length > 0;
    },
    300_000,
    abort,
  );
}

// ---------------------------------------------------------------------------------------------
// Choosing the pages through the public API

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** The ordinary category without subcategories that has the most products (a full catalogue page). */
async function pickCategory(base: string) {
  const categories = await getJson<CategoryList>(`${base}/api/categories`);
  const leaves = categories.filter(
    (c) =>
      !c.is_promotion_category && !c.is_discount_category && !categories.some((x) => x.parent_id === c.id),
  );
  let best: { category: CategoryList[number]; page: ProductList } | null = null;
  for (const category of leaves.sort((a, b) => a.id - b.id)) {
    const page = await getJson<ProductList>(`${base}/api/products?category_id=${category.id}&limit=24`);
    if (page.products.length > 0 && (!best || page.total > best.page.total)) best = { category, page };
  }
  if (!best) throw new Error('no category with products');
  return best;
}

/** The first product of the category's page whose product page has a picture. */
async function pickProduct(base: string, page: ProductList): Promise<ProductDetail> {
  for (const listed of page.products.filter((p) => p.image !== null)) {
    const product = await getJson<ProductDetail>(`${base}/api/products/${listed.id}`);
    if (product.image) return product;
  }
  throw new Error('no product with a picture in the chosen category');
}

/** A word of the product's name (5 letters or more) that the shop's search finds products for. */
async function pickSearchWord(base: string, name: string): Promise<{ word: string; total: number }> {
  const words = name.toLowerCase().match(/\p{L}{5,}/gu) ?? [];
  for (const word of words) {
    const found = await getJson<ProductList>(
      `${base}/api/products/search?q=${encodeURIComponent(word)}&limit=1`,
    );
    if (found.total > 0) return { word, total: found.total };
  }
  throw new Error(`no word of "${name}" finds products`);
}

async function choosePages(base: string): Promise<PageToMeasure[]> {
  const { category, page } = await pickCategory(base);
  const product = await pickProduct(base, page);
  const search = await pickSearchWord(base, product.name);
  return [
    { label: 'home', path: '/', about: 'home page' },
    {
      label: 'catalogue',
      path: `/catalog?category_id=${category.id}`,
      about: `category ${category.id} "${category.name}", ${page.total} products`,
    },
    {
      label: 'product',
      path: `/product/${product.id}`,
      about: `product ${product.id} "${product.name}", picture ${product.image}`,
    },
    {
      label: 'search',
      path: `/search?q=${encodeURIComponent(search.word)}`,
      about: `q="${search.word}", ${search.total} products found`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Chromium: scripts transferred, LCP, CLS

/**
 * Runs in the page before its own scripts: keeps the last LCP candidate (with its element described
 * at the time, as the element may be replaced later) and the CLS as web-vitals counts it (the largest
 * session window of shifts without recent input: gaps under 1 s, windows up to 5 s).
 */
const VITALS_OBSERVER = `(() => {
  const vitals = { lcp: null, cls: 0, clsSource: null };
  window.__benchVitals = vitals;
  const describe = (el) => el && {
    tag: el.tagName.toLowerCase(),
    src: el.currentSrc || el.getAttribute('src') || '',
    text: (el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 60),
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = { ms: entry.startTime, url: entry.url, element: describe(entry.element) };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let windowValue = 0, windowStart = 0, previous = 0, largestShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sameWindow = windowValue > 0 && entry.startTime - previous < 1000 && entry.startTime - windowStart < 5000;
      windowValue = sameWindow ? windowValue + entry.value : entry.value;
      if (!sameWindow) windowStart = entry.startTime;
      previous = entry.startTime;
      vitals.cls = Math.max(vitals.cls, windowValue);
      const node = entry.sources && entry.sources[0] && entry.sources[0].node;
      if (entry.value > largestShift && node && node.nodeType === 1) {
        largestShift = entry.value;
        vitals.clsSource = node.tagName.toLowerCase() + (node.className && typeof node.className === 'string'
          ? '.' + node.className.trim().split(/\\s+/).slice(0, 3).join('.') : '');
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

interface RequestRecord {
  url: string;
  isScript: boolean;
  encoding: string;
  bodyBytes: number;
}

/**
 * Listens to CDP's Network and Page domains of one page: every script response with its transferred
 * size and completion time, and the `load` event's time (both on CDP's monotonic clock).
 */
async function watchNetwork(cdp: CDPSession) {
  const requests = new Map<string, RequestRecord>();
  const scripts: Array<Omit<ScriptTransfer, 'finishedMs'> & { finishedAt: number }> = [];
  let navigationStart: number | null = null;
  let loadAt: number | null = null;

  cdp.on('Network.requestWillBeSent', (e) => {
    if (navigationStart === null && e.type === 'Document') navigationStart = e.timestamp;
    requests.set(e.requestId, {
      url: e.request.url,
      isScript: e.type === 'Script',
      encoding: '',
      bodyBytes: 0,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const request = requests.get(e.requestId);
    if (!request) return;
    request.isScript ||= e.type === 'Script' || /javascript|ecmascript/.test(e.response.mimeType);
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    request.encoding = headers['content-encoding'] ?? 'identity';
  });
  cdp.on('Network.dataReceived', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.bodyBytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (!request?.isScript) return;
    scripts.push({
      url: request.url,
      wireBytes: e.encodedDataLength,
      bodyBytes: request.bodyBytes,
      encoding: request.encoding,
      finishedAt: e.timestamp,
    });
  });
  cdp.on('Page.loadEventFired', (e) => (loadAt ??= e.timestamp));
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');

  /** The figures so far, times in ms from the document request. */
  return () => {
    if (navigationStart === null || loadAt === null) throw new Error('no navigation or load event seen');
    const start = navigationStart;
    return {
      loadMs: (loadAt - start) * 1000,
      scripts: scripts.map(({ finishedAt, ...script }) => ({
        ...script,
        finishedMs: (finishedAt - start) * 1000,
      })),
    };
  };
}

/** One visit with an empty cache: load, then network idle, then the vitals. */
async function visitOnce(browser: Browser, url: string): Promise<ChromiumRun> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(VITALS_OBSERVER);
    const cdp = await context.newCDPSession(page);
    const network = await watchNetwork(cdp);
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    const settled = await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).then(
      () => true,
      () => false,
    );
    // LCP candidates and shifts are reported on the next frames: let them arrive
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))');
    const vitals = (await page.evaluate('window.__benchVitals')) as Pick<
      ChromiumRun,
      'lcp' | 'cls' | 'clsSource'
    >;
    return { ...network(), settled, ...vitals };
  } finally {
    await context.close();
  }
}

interface ChromiumFigures {
  runs: ChromiumRun[];
  jsBeforeLoad: number;
  jsBeforeLoadBody: number;
  jsAfterIdle: number;
  lcpMs: number | null;
  cls: number;
  /** the run whose JS before load is the median (its script list is shown) */
  jsRun: ChromiumRun;
  /** the run whose LCP is the median (its LCP element is shown) */
  lcpRun: ChromiumRun;
}

const beforeLoad = (run: ChromiumRun) => run.scripts.filter((s) => s.finishedMs <= run.loadMs);

async function chromiumFigures(browser: Browser, url: string): Promise<ChromiumFigures> {
  const runs: ChromiumRun[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await visitOnce(browser, url));
  const jsBefore = (run: ChromiumRun) => sum(beforeLoad(run).map((s) => s.wireBytes));
  const lcpOf = (run: ChromiumRun) => run.lcp?.ms ?? Infinity;
  const jsBeforeLoad = median(runs.map(jsBefore));
  const lcpMs = median(runs.map(lcpOf));
  return {
    runs,
    jsBeforeLoad,
    jsBeforeLoadBody: median(runs.map((run) => sum(beforeLoad(run).map((s) => s.bodyBytes)))),
    jsAfterIdle: median(runs.map((run) => sum(run.scripts.map((s) => s.wireBytes)))),
    lcpMs: Number.isFinite(lcpMs) ? lcpMs : null,
    cls: median(runs.map((run) => run.cls)),
    jsRun: runs.find((run) => jsBefore(run) === jsBeforeLoad)!,
    lcpRun: runs.find((run) => lcpOf(run) === lcpMs)!,
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** audits that are not pass/fail checks */
const NOT_CHECKS = new Set(['manual', 'notApplicable', 'informative']);

/** The weighted audits of a category that did not pass (or could not run), as "id: title (N items)". */
function failingAudits(lhr: Lhr, categoryId: string): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => !NOT_CHECKS.has(audit.scoreDisplayMode) && (audit.score ?? 0) < 1)
    .map((audit) => {
      const details = audit.details as { items?: unknown[] } | undefined;
      const count = details?.items?.length ?? 0;
      const items = count > 0 ? ` (${count} ${count === 1 ? 'item' : 'items'})` : '';
      const error = audit.scoreDisplayMode === 'error' ? ` [error: ${audit.errorMessage}]` : '';
      return `${audit.id}: ${audit.title}${items}${error}`;
    });
}

/** Lighthouse's own lab metrics (simulated slow 4G and a 4× slower CPU), for the performance score. */
function labMetrics(lhr: Lhr): string {
  const metric = (id: string, label: string) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`;
  return [
    metric('first-contentful-paint', 'FCP'),
    metric('largest-contentful-paint', 'LCP'),
    metric('total-blocking-time', 'TBT'),
    metric('cumulative-layout-shift', 'CLS'),
    metric('speed-index', 'SI'),
  ].join(', ');
}

async function lighthouseFigures(port: number, url: string): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    metrics: labMetrics(lhr),
    failing: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      failingAudits(lhr, id).map((line) => `${id}: ${line}`),
    ),
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/** Every page through Lighthouse in one Chromium that chrome-launcher starts (and stops). */
async function lighthouseAll(base: string, pages: PageToMeasure[]): Promise<Map<string, LighthouseFigures>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const figures = new Map<string, LighthouseFigures>();
  try {
    for (const page of pages) {
      process.stdout.write(`  ${page.label}... `);
      const begin = performance.now();
      figures.set(page.label, await lighthouseFigures(chrome.port, base + page.path));
      console.log(`${((performance.now() - begin) / 1000).toFixed(0)} s`);
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------
// Printing

/** A Markdown table with padded columns (readable in a terminal, pasteable into RESULTS.md). */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const shortName = (url: string) => new URL(url).pathname.split('/').pop() || url;

function describeLcp(run: ChromiumRun): string {
  const element = run.lcp?.element;
  if (!run.lcp) return 'no LCP entry';
  const what = element ? `<${element.tag}>` : '(element removed)';
  const snippet = run.lcp.url ? new URL(run.lcp.url).pathname : element?.text ? `"${element.text}"` : '';
  return `${what} ${snippet}`.trim();
}

function printReport(
  pages: PageToMeasure[],
  chromiumByPage: Map<string, ChromiumFigures>,
  lighthouseByPage: Map<string, LighthouseFigures>,
) {
  const column = (fn: (c: ChromiumFigures, l: LighthouseFigures | undefined) => string) =>
    pages.map((page) => fn(chromiumByPage.get(page.label)!, lighthouseByPage.get(page.label)));
  const score = (id: keyof LighthouseFigures['scores']) => (_: ChromiumFigures, l?: LighthouseFigures) =>
    l?.scores[id] === null || l === undefined ? 'n/a' : String(l.scores[id]);
  const rows: string[][] = [
    [
      'JS before `load`, kB on the wire',
      ...column((c) => `${kb(c.jsBeforeLoad)} (${beforeLoad(c.jsRun).length} files)`),
      `≤ ${TARGET.jsBeforeLoadKb} kB gzip`,
    ],
    ['of it: compressed bodies, kB', ...column((c) => kb(c.jsBeforeLoadBody)), ''],
    [
      'JS after network idle, kB on the wire',
      ...column((c) => `${kb(c.jsAfterIdle)} (${c.jsRun.scripts.length} files)`),
      '',
    ],
    [
      '`load` event, ms (unthrottled)',
      ...column((c) => Math.round(median(c.runs.map((r) => r.loadMs))).toString()),
      '',
    ],
    [
      'LCP, ms (unthrottled)',
      ...column((c) => (c.lcpMs === null ? 'n/a' : Math.round(c.lcpMs).toString())),
      `≤ ${TARGET.lcpMs} ms (CWV "good")`,
    ],
    ['CLS', ...column((c) => c.cls.toFixed(3)), `≤ ${TARGET.cls}`],
    ['Lighthouse performance', ...column(score('performance')), `≥ ${TARGET.performance}`],
    ['Lighthouse accessibility', ...column(score('accessibility')), `${TARGET.accessibility}`],
    ['Lighthouse best practices', ...column(score('best-practices')), `≥ ${TARGET.bestPractices}`],
    ['Lighthouse SEO', ...column(score('seo')), `${TARGET.seo}`],
  ];
  console.log(
    `\nMedian of ${RUNS} run(s) per page in Chromium (360×740 phone, DPR 2, no throttling, empty cache); kB = 1,000 bytes.`,
  );
  console.log(table(['figure', ...pages.map((p) => p.label), 'target'], rows));

  for (const page of pages) {
    const c = chromiumByPage.get(page.label)!;
    const l = lighthouseByPage.get(page.label);
    console.log(`\n${page.label}: ${page.path}  (${page.about})`);
    const encodings = [...new Set(c.jsRun.scripts.map((s) => s.encoding))].join(', ');
    const scriptList = (scripts: ScriptTransfer[]) =>
      [...scripts]
        .sort((a, b) => b.wireBytes - a.wireBytes)
        .map((s) => `${shortName(s.url)} ${kb(s.wireBytes)}`)
        .join(', ') || 'none';
    console.log(`  scripts before load (${encodings}): ${scriptList(beforeLoad(c.jsRun))}`);
    console.log(
      `  scripts after load: ${scriptList(c.jsRun.scripts.filter((s) => s.finishedMs > c.jsRun.loadMs))}`,
    );
    if (c.runs.some((run) => !run.settled))
      console.log(`  not network-idle within ${IDLE_TIMEOUT_MS / 1000} s in some runs: figures read then`);
    console.log(`  LCP element: ${describeLcp(c.lcpRun)}`);
    const clsSource = c.runs.map((run) => run.clsSource).find(Boolean);
    if (c.cls > 0 && clsSource) console.log(`  largest layout shift moved: ${clsSource}`);
    if (!l) continue;
    if (l.error) console.log(`  Lighthouse runtime error: ${l.error}`);
    console.log(`  Lighthouse lab metrics: ${l.metrics}`);
    for (const line of l.failing) console.log(`  failing ${line}`);
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  let shop: Shop | null = null;
  const stopOnSignal = () => void (shop?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    if (EXTERNAL_URL) {
      await waitForCatalogue(EXTERNAL_URL);
    } else {
      if (!SKIP_BUILD) await build();
      shop = await startShop();
    }
    const base = EXTERNAL_URL ?? shop!.base;
    const pages = await choosePages(base);

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const chromiumByPage = new Map<string, ChromiumFigures>();
    try {
      console.log(`Chromium ${browser.version()}, ${RUNS} run(s) per page:`);
      for (const page of pages) {
        process.stdout.write(`  ${page.label}... `);
        chromiumByPage.set(page.label, await chromiumFigures(browser, base + page.path));
        console.log('done');
      }
    } finally {
      await browser.close();
    }

    console.log('Lighthouse (mobile, simulated throttling):');
    const lighthouseByPage = await lighthouseAll(base, pages).catch((error: unknown) => {
      console.log(`\nLighthouse could not run: ${error instanceof Error ? error.stack : String(error)}`);
      return new Map<string, LighthouseFigures>();
    });
    printReport(pages, chromiumByPage, lighthouseByPage);
  } finally {
    await shop?.stop();
  }
}

await main();
