/**
 * What `npm run bench` asks a running shop, and how: autocannon on loopback, 5 s per scenario (BENCH_SECONDS),
 * first one client alone (the time a request takes), then 10 clients (throughput). Each scenario cycles
 * through several queries, after a warm-up pass like a visitor's second keystroke would find.
 * The shop keeps recent search answers in memory, so the repeated searches measure mostly that; the
 * "new queries" scenarios send thousands of different texts, never one twice, to measure the search itself.
 */
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface Scenario {
  label: string;
  paths: string[];
  /** sent with every request (the admin scenarios' token) */
  headers?: Record<string, string>;
  /** Every path is sent once at most (no warm-up; the two runs take alternate paths). */
  fresh?: boolean;
}

/** Texts nobody searched yet: prefixes of the catalogue's words and two-word phrases of its names. */
export interface FreshQueries {
  prefixes: string[];
  phrases: string[];
  /** API catalogue pages nobody asked for yet */
  cataloguePages: string[];
  /** the same kind of catalogue pages, as the storefront's addresses, apart from those above */
  catalogueAddresses: string[];
  /** products whose pages nobody opened yet */
  productIds: number[];
}

const CYRILLIC_WORD = /^[а-яё]{4,}$/;

/** Shuffled the same way on every run, so short and long texts interleave. */
function shuffled<T>(items: T[]): T[] {
  const result = [...items];
  let seed = 7;
  for (let i = result.length - 1; i > 0; i--) {
    seed = (seed * 16807) % 2147483647;
    const j = seed % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** Reads product names page by page until it has `wanted` prefixes and phrases. */
export async function freshQueries(
  baseUrl: string,
  categoryIds: number[],
  wanted = 12_000,
): Promise<FreshQueries> {
  const prefixes = new Set<string>();
  const phrases = new Set<string>();
  const productIds: number[] = [];
  for (let offset = 0; offset < 100_000 && (prefixes.size < wanted || phrases.size < wanted); offset += 997) {
    const page = (await (await fetch(`${baseUrl}/api/products?limit=100&offset=${offset}`)).json()) as {
      products: { id: number; name: string }[];
    };
    for (const { id, name } of page.products) {
      productIds.push(id);
      const words = name
        .toLowerCase()
        .split(/[^а-яё]+/)
        .filter((w) => CYRILLIC_WORD.test(w));
      for (const word of words) {
        for (let n = 3; n <= Math.min(word.length, 9); n++) prefixes.add(word.slice(0, n));
      }
      // what a customer types into the box: the first word whole, the next one being typed
      for (let i = 0; i + 1 < words.length; i++) {
        const next = words[i + 1]!;
        for (let n = 3; n <= next.length; n++) prefixes.add(`${words[i]} ${next.slice(0, n)}`);
        phrases.add(`${words[i]} ${next}`);
        if (words[i + 2]) {
          phrases.add(`${words[i]} ${next} ${words[i + 2]}`);
          phrases.add(`${words[i]} ${words[i + 2]}`);
        }
      }
    }
  }
  const pages = await freshCataloguePages(baseUrl, categoryIds);
  // the storefront's pages get their own queries, so their API answers are not kept from the API's rows
  const addressed = pages.splice(0, Math.min(PAGE_ADDRESSES, Math.floor(pages.length / 3)));
  return {
    prefixes: shuffled([...prefixes]).slice(0, wanted),
    phrases: shuffled([...phrases]).slice(0, wanted),
    cataloguePages: pages,
    catalogueAddresses: addressed.map(storefrontAddress),
    productIds: shuffled(productIds),
  };
}

const search = (q: string, extra: string) => `/api/products/search?q=${encodeURIComponent(q)}&${extra}`;

/** Catalogue pages set apart for the server-rendered page rows. */
const PAGE_ADDRESSES = 3_000;

/** `/api/products?category_id=7&inStock=false&sort=price_asc&limit=24&offset=48` → `/catalog?category_id=7&inStock=false&sort=price_asc&page=3` */
function storefrontAddress(apiPath: string): string {
  const api = new URL(apiPath, 'http://bench').searchParams;
  const page = Number(api.get('offset')) / 24 + 1;
  const query = new URLSearchParams({
    category_id: api.get('category_id')!,
    inStock: api.get('inStock')!,
    sort: api.get('sort')!,
    page: String(page),
  });
  return `/catalog?${query}`;
}

/** Up to this many pages of each category, sort and stock filter (fewer when it has fewer). */
const PAGES_DEEP = 40;

/** Many different catalogue pages that exist: every category, both stock filters, three sorts. */
async function freshCataloguePages(baseUrl: string, categoryIds: number[]): Promise<string[]> {
  const pages: string[] = [];
  for (const id of categoryIds) {
    for (const inStock of [true, false]) {
      const first = `/api/products?category_id=${id}&inStock=${inStock}&limit=1`;
      const { total } = (await (await fetch(`${baseUrl}${first}`)).json()) as { total: number };
      const count = Math.min(PAGES_DEEP, Math.ceil(total / 24));
      for (const sort of ['price_asc', 'price_desc', 'popularity']) {
        for (let page = 0; page < count; page++) {
          pages.push(
            `/api/products?category_id=${id}&inStock=${inStock}&sort=${sort}&limit=24&offset=${page * 24}`,
          );
        }
      }
    }
  }
  return shuffled(pages);
}

export function shopScenarios(departmentId: number, fresh: FreshQueries): Scenario[] {
  return [
    { label: 'GET /api/health (DB ping)', paths: ['/api/health'] },
    {
      label: 'catalogue page: subtree, in stock, by price, 24',
      paths: [0, 24, 48, 96].map(
        (offset) =>
          `/api/products?category_id=${departmentId}&inStock=true&sort=price_asc&limit=24&offset=${offset}`,
      ),
    },
    {
      label: 'catalogue: new pages, nothing kept',
      paths: fresh.cataloguePages,
      fresh: true,
    },
    {
      label: 'suggestions: prefix, 10, in stock',
      paths: [
        'две',
        'двер',
        'лам',
        'ламин',
        'гипсок',
        'краск',
        'плит',
        'самор',
        'шпакл',
        'проф',
        'цем',
        'смес',
      ].map((q) => search(q, 'limit=10&inStock=true')),
    },
    {
      label: 'suggestions: new queries, nothing kept',
      paths: fresh.prefixes.map((q) => search(q, 'limit=10&inStock=true')),
      fresh: true,
    },
    {
      label: 'typo search: 20',
      paths: ['гипсакартон', 'ламинад', 'шпаклювка', 'перфаратор', 'металочерепица', 'ldthm'].map((q) =>
        search(q, 'limit=20'),
      ),
    },
    {
      label: 'results page: 20',
      paths: [
        'дверь межкомнатная',
        'ламинат 33 класс',
        'клей для плитки',
        'краска белая',
        'саморез кровельный',
        'гкл',
      ].flatMap((q) => [search(q, 'limit=20'), search(q, 'limit=20&offset=20')]),
    },
    {
      label: 'results page: new queries, nothing kept',
      paths: fresh.phrases.map((q) => search(q, 'limit=20')),
      fresh: true,
    },
    {
      label: 'results page by price: 20',
      paths: ['дверь', 'ламинат', 'краска'].map((q) => search(q, 'limit=20&sort=price_asc')),
    },
  ];
}

/** A browser's request for a page: it accepts compressed HTML. */
const BROWSER = { 'accept-encoding': 'br, gzip' };

/**
 * Pages drawn on the server (issue 22): a product page and a catalogue page never drawn before (the
 * renderer, its in-process API calls and the compression, nothing kept), then the same kinds of page
 * again, answered from the page cache.
 */
export function pageScenarios(fresh: FreshQueries): Scenario[] {
  const products = fresh.productIds.map((id) => `/product/${id}`);
  return [
    { label: 'page: product, never drawn before', paths: products, fresh: true, headers: BROWSER },
    {
      label: 'page: catalogue, never drawn before',
      paths: fresh.catalogueAddresses,
      fresh: true,
      headers: BROWSER,
    },
    { label: 'page: product, drawn before', paths: products.slice(0, 50), headers: BROWSER },
    {
      label: 'page: catalogue, drawn before',
      paths: fresh.catalogueAddresses.slice(0, 50),
      headers: BROWSER,
    },
  ];
}

const ms = (value: number) => `${String(value).padStart(4)} ms`;

const requestsOf = (paths: string[], headers: Record<string, string> = {}) =>
  paths.map((path) => ({ method: 'GET' as const, path, headers }));

export async function measure(baseUrl: string, { label, paths, fresh, headers }: Scenario): Promise<void> {
  const requests = requestsOf(fresh ? paths.filter((_, i) => i % 2 === 0) : paths, headers);
  const loadedRequests = fresh
    ? requestsOf(
        paths.filter((_, i) => i % 2 === 1),
        headers,
      )
    : requests;
  if (!fresh) await autocannon({ url: baseUrl, connections: 1, amount: paths.length, requests });
  const alone = await autocannon({ url: baseUrl, connections: 1, duration: SECONDS, workers: 1, requests });
  const loaded = await autocannon({
    url: baseUrl,
    connections: 10,
    duration: SECONDS,
    workers: 1,
    requests: loadedRequests,
  });
  const repeats =
    Math.max(0, alone.requests.sent - requests.length) +
    Math.max(0, loaded.requests.sent - loadedRequests.length);
  const repeated = fresh && repeats > 0 ? `   (${repeats} sent twice)` : '';
  const failed = alone.errors + alone.non2xx + loaded.errors + loaded.non2xx;
  console.log(
    `${label.padEnd(48)} 1 client: p50 ${ms(alone.latency.p50)} p95 ${ms(alone.latency.p97_5)}` +
      ` | 10 clients: ${String(Math.round(loaded.requests.average)).padStart(5)} req/s` +
      ` p50 ${ms(loaded.latency.p50)} p95 ${ms(loaded.latency.p97_5)}${failed ? `   FAILED ${failed}` : ''}${repeated}`,
  );
}

/**
 * The admin products page's search (issue 11): GET /products with `q` and an admin token, 10 per page,
 * over every product including hidden ones. Words and articles as staff type them, short and long.
 */
export function adminScenarios(token: string, fresh: FreshQueries): Scenario[] {
  const headers = { authorization: `Bearer ${token}` };
  const list = (q: string) => `/api/products?q=${encodeURIComponent(q)}&limit=10&offset=0`;
  return [
    {
      label: 'admin product search: name or article, 10',
      paths: [
        'двер',
        'ламинат',
        'саморез',
        'краска',
        'гипсокартон',
        'art-1',
        'ст-',
        'плитка',
        'дв',
        '33',
      ].map(list),
      headers,
    },
    {
      label: 'admin product search: new texts, nothing kept',
      paths: fresh.prefixes.map(list),
      fresh: true,
      headers,
    },
  ];
}
