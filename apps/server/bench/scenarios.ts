/**
 * What `npm run bench` asks a running shop, and how: autocannon on loopback, 5 s per scenario (BENCH_SECONDS),
 * first one client alone (the time a request takes), then 10 clients (throughput). Each scenario cycles
 * through several queries, after a warm-up pass like a visitor's second keystroke would find.
 */
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface Scenario {
  label: string;
  paths: string[];
}

const search = (q: string, extra: string) => `/api/products/search?q=${encodeURIComponent(q)}&${extra}`;

export function shopScenarios(departmentId: number): Scenario[] {
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
      label: 'results page by price: 20',
      paths: ['дверь', 'ламинат', 'краска'].map((q) => search(q, 'limit=20&sort=price_asc')),
    },
  ];
}

const ms = (value: number) => `${String(value).padStart(4)} ms`;

export async function measure(baseUrl: string, { label, paths }: Scenario): Promise<void> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  await autocannon({ url: baseUrl, connections: 1, amount: paths.length, requests });
  const alone = await autocannon({ url: baseUrl, connections: 1, duration: SECONDS, workers: 1, requests });
  const loaded = await autocannon({ url: baseUrl, connections: 10, duration: SECONDS, workers: 1, requests });
  const failed = alone.errors + alone.non2xx + loaded.errors + loaded.non2xx;
  console.log(
    `${label.padEnd(48)} 1 client: p50 ${ms(alone.latency.p50)} p95 ${ms(alone.latency.p97_5)}` +
      ` | 10 clients: ${String(Math.round(loaded.requests.average)).padStart(5)} req/s` +
      ` p50 ${ms(loaded.latency.p50)} p95 ${ms(loaded.latency.p97_5)}${failed ? `   FAILED ${failed}` : ''}`,
  );
}
