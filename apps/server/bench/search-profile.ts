/**
 * `npm run bench:search`: where a search for a text never sent before spends its time, in process
 * (no HTTP), on the 100,000-product catalogue `npm run bench` seeds (BENCH_DATA_DIR, or DATABASE_URL).
 * For suggestions (10, in stock) and results pages (20) it times each step of the search service's
 * answer — the query's analysis (stems, the typo dictionary), the exact article lookup, the page's SQL
 * round trip, reading its rows into products, and JSON — and, for a sample, PostgreSQL's own planning
 * and execution times of the page's statement (EXPLAIN ANALYZE). Medians and p95 in ms.
 */
import { articleQuery, exactCodeQuery } from '@shop/shared/search/query';
import { SEARCH_MAX_RESULTS, SearchQuery } from '@shop/shared/search/schemas';
import { sql, type SQL } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { analyseTokens, loadSearchWords, loadSynonyms } from '../src/modules/search/search-dictionary.js';
import { findExactMatches, findPage, type Target } from '../src/modules/search/search-page.js';
import { buildSearchPlan, readingsOf, tokensToAnalyse } from '../src/modules/search/search-plan.js';

const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 400);
const EXPLAINED = 40;
const WARM_UP = 20;
const STEPS = ['analysis', 'exact', 'page SQL', 'rows → products', 'JSON', 'whole'] as const;
type Step = (typeof STEPS)[number];

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/** The database with every statement's round trip timed; the last statement kept for EXPLAIN. */
function timedDatabase(db: Database) {
  const clock = { sqlMs: 0, last: undefined as SQL | undefined };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return async (query: SQL) => {
        const begin = performance.now();
        try {
          return await target.execute(query);
        } finally {
          clock.sqlMs += performance.now() - begin;
          clock.last = query;
        }
      };
    },
  });
  return { db: proxy, clock };
}

/** Prefixes and phrases of the catalogue's names, as `npm run bench` sends them, never one twice. */
async function texts(db: Database): Promise<{ prefixes: string[]; phrases: string[] }> {
  const result = (await db.execute(
    sql`select name from products where published order by id desc limit ${QUERIES * 4}`,
  )) as unknown as { rows: { name: string }[] };
  const prefixes = new Set<string>();
  const phrases = new Set<string>();
  for (const { name } of result.rows) {
    const words = name
      .toLowerCase()
      .split(/[^а-яё]+/)
      .filter((word) => word.length >= 4);
    if (words[0]) prefixes.add(words[0].slice(0, 3 + (prefixes.size % 5)));
    if (words[1]) prefixes.add(`${words[0]} ${words[1].slice(0, 3 + (prefixes.size % 4))}`);
    if (words[1]) phrases.add(`${words[0]} ${words[1]}`);
  }
  return { prefixes: [...prefixes].slice(0, QUERIES), phrases: [...phrases].slice(0, QUERIES) };
}

async function profile(label: string, db: Database, queries: SearchQuery[]) {
  const synonyms = await loadSynonyms(db);
  const words = await loadSearchWords(db);
  const { db: timed, clock } = timedDatabase(db);
  const times = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
  const explained = { planning: [] as number[], execution: [] as number[] };
  for (const [i, query] of queries.entries()) {
    // the first texts only warm the caches (statements, pages), like a shop that has been running
    if (i === WARM_UP) for (const values of times.values()) values.length = 0;
    const begin = performance.now();
    const readings = readingsOf(query.q);
    const requests = tokensToAnalyse(readings);
    const analysed = requests.length > 0 ? (await analyseTokens(db, words, requests)).analysed : null;
    const plan = analysed ? buildSearchPlan(readings, analysed, synonyms) : null;
    const afterAnalysis = performance.now();
    const code = exactCodeQuery(query.q);
    const exact = code ? await findExactMatches(db, code) : [];
    const afterExact = performance.now();
    const stems = (plan?.tokens ?? []).flatMap((token) => analysed!.get(token)!.lexemes.map((l) => l.lexeme));
    const broad = words.namesWithEvery(stems) >= SEARCH_MAX_RESULTS;
    const target: Target = { plan, broad, article: articleQuery(query.q), exact };
    clock.sqlMs = 0;
    const page = await findPage(timed, target, query);
    const afterPage = performance.now();
    JSON.stringify(page);
    const end = performance.now();
    times.get('analysis')!.push(afterAnalysis - begin);
    times.get('exact')!.push(afterExact - afterAnalysis);
    times.get('page SQL')!.push(clock.sqlMs);
    times.get('rows → products')!.push(afterPage - afterExact - clock.sqlMs);
    times.get('JSON')!.push(end - afterPage);
    times.get('whole')!.push(end - begin);
    if (i >= WARM_UP && i < WARM_UP + EXPLAINED && clock.last) {
      const result = (await db.execute(sql`explain (analyze, format json) ${clock.last}`)) as unknown as {
        rows: { 'QUERY PLAN': unknown }[];
      };
      const raw = result.rows[0]!['QUERY PLAN'];
      const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
        'Planning Time': number;
        'Execution Time': number;
      }[];
      if (process.env.BENCH_SEARCH_SHOW_PLAN && plan!['Execution Time'] > 10) {
        const text = (await db.execute(sql`explain (analyze, costs off) ${clock.last}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        console.log(query.q, text.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      explained.planning.push(plan!['Planning Time']);
      explained.execution.push(plan!['Execution Time']);
    }
  }
  const figures = STEPS.map(
    (step) =>
      `${step} ${percentile(times.get(step)!, 0.5).toFixed(2)}/${percentile(times.get(step)!, 0.95).toFixed(2)}`,
  );
  console.log(`${label.padEnd(36)} p50/p95 ms: ${figures.join(' · ')}`);
  console.log(
    `${''.padEnd(36)} page statement (EXPLAIN ANALYZE, ${explained.planning.length}): planning ` +
      `${percentile(explained.planning, 0.5).toFixed(2)}/${percentile(explained.planning, 0.95).toFixed(2)}` +
      `, execution ${percentile(explained.execution, 0.5).toFixed(2)}/${percentile(explained.execution, 0.95).toFixed(2)}`,
  );
}

async function main() {
  const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'shop-bench-100k');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });
  const database = await openDatabase(config);
  try {
    const { db } = database;
    const { prefixes, phrases } = await texts(db);
    console.log(
      `${database.kind}, ${prefixes.length} prefixes, ${phrases.length} phrases, never sent before:`,
    );
    const suggestions = prefixes.map((q) => SearchQuery.parse({ q, limit: '10', inStock: 'true' }));
    await profile('suggestions: 10, in stock', db, suggestions);
    await profile(
      'results page: 20',
      db,
      phrases.map((q) => SearchQuery.parse({ q, limit: '20' })),
    );
  } finally {
    await database.close();
  }
}

await main();
