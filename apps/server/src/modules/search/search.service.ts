import { articleQuery, exactCodeQuery, normaliseSearchText } from '@shop/shared/search/query';
import { SEARCH_MAX_RESULTS, type SearchQuery, type SearchResponse } from '@shop/shared/search/schemas';
import type { Database } from '../../db/client.js';
import { answerMemory, createCatalogChanges, type CatalogChanges } from '../../lib/catalog-changes.js';
import type { CacheStats } from '../../lib/cache-stats.js';
import { recentMap } from '../../lib/recent-map.js';
import { analyseTokens, loadSearchWords, loadSynonyms, refreshSearchWords } from './search-dictionary.js';
import { findExactMatches, findPage, type Target } from './search-page.js';
import {
  buildSearchPlan,
  readingsOf,
  tokensToAnalyse,
  type AnalysisRequest,
  type TokenAnalysis,
} from './search-plan.js';

export { refreshSearchWords } from './search-dictionary.js';

/** Staff edits of the synonym table show within this time (other processes included). */
const SYNONYMS_TTL_MS = 60_000;
/** The catalogue's words another process rebuilt (after its import) are read again after this time. */
const WORDS_TTL_MS = 60_000;
/** An empty dictionary is rebuilt on a search at most this often (an empty catalogue stays empty). */
const LAZY_REFRESH_EVERY_MS = 60_000;
/** Analyses of recent queries kept in memory: the same words are typed again and again. */
const ANALYSES_KEPT = 2000;
const ANALYSIS_TTL_MS = 5 * 60_000;
/** Answers of recent searches kept in memory: visitors type the same prefixes again and again. */
const ANSWERS_KEPT = 1000;
const ANSWER_TTL_MS = 60_000;

/** A value loaded on first use and again after it is older than `ttlMs`. */
function cached<T>(load: () => Promise<T>, ttlMs: number, now: () => number) {
  let entry: { at: number; value: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      if (!entry || now() - entry.at > ttlMs) {
        const value = load();
        entry = { at: now(), value };
        value.catch(() => (entry = undefined));
      }
      return entry.value;
    },
    clear: () => (entry = undefined),
  };
}

/** The same search in other words: case, 'ё', look-alike Latin letters and spacing do not matter. */
const answerKey = (query: SearchQuery) =>
  JSON.stringify([
    normaliseSearchText(query.q),
    query.limit,
    query.offset,
    query.sort,
    query.inStock ?? false,
  ]);

/**
 * `changes`: answers are kept in memory only while they are followed (the app follows them);
 * `cacheStats`: where the kept answers' hits and misses are counted (/metrics).
 */
export function createSearchService(
  db: Database,
  {
    changes = createCatalogChanges(),
    now = Date.now,
    cacheStats,
  }: { changes?: CatalogChanges; now?: () => number; cacheStats?: CacheStats } = {},
) {
  const synonyms = cached(() => loadSynonyms(db), SYNONYMS_TTL_MS, now);
  const words = cached(() => loadSearchWords(db), WORDS_TTL_MS, now);
  const analyses = recentMap<Map<string, TokenAnalysis>>(ANALYSES_KEPT, ANALYSIS_TTL_MS, now);
  const answers = answerMemory<SearchResponse>(changes, {
    max: ANSWERS_KEPT,
    ttlMs: ANSWER_TTL_MS,
    now,
    counted: cacheStats && { stats: cacheStats, name: 'search_answers' },
  });
  changes.onChange(() => synonyms.clear());
  let lastLazyRefresh = -Infinity;
  let refreshing: Promise<number> | undefined;

  function refreshWords(): Promise<number> {
    refreshing ??= refreshSearchWords(db).finally(() => {
      refreshing = undefined;
      words.clear();
      analyses.clear();
      answers.forget();
    });
    return refreshing;
  }

  async function analyse(requests: AnalysisRequest[]): Promise<Map<string, TokenAnalysis>> {
    const key = JSON.stringify(requests);
    const kept = analyses.get(key);
    if (kept) return kept;
    let { analysed, dictionaryEmpty } = await analyseTokens(db, await words.get(), requests);
    if (dictionaryEmpty && now() - lastLazyRefresh > LAZY_REFRESH_EVERY_MS) {
      lastLazyRefresh = now();
      if ((await refreshWords()) > 0) {
        ({ analysed, dictionaryEmpty } = await analyseTokens(db, await words.get(), requests));
      }
    }
    if (!dictionaryEmpty) analyses.set(key, analysed);
    return analysed;
  }

  async function planOf(text: string): Promise<Pick<Target, 'plan' | 'broad'>> {
    const readings = readingsOf(text);
    const requests = tokensToAnalyse(readings);
    if (requests.length === 0) return { plan: null, broad: false };
    const analysed = await analyse(requests);
    const plan = buildSearchPlan(readings, analysed, await synonyms.get());
    if (!plan) return { plan, broad: false };
    const stems = plan.tokens.flatMap((token) => analysed.get(token)!.lexemes.map((l) => l.lexeme));
    return { plan, broad: (await words.get()).namesWithEvery(stems) >= SEARCH_MAX_RESULTS };
  }

  async function answer(query: SearchQuery): Promise<SearchResponse> {
    const code = exactCodeQuery(query.q);
    const [planned, exact] = await Promise.all([planOf(query.q), code ? findExactMatches(db, code) : []]);
    const target: Target = { ...planned, article: articleQuery(query.q), exact };
    if (!target.plan && !target.article && exact.length === 0) return { products: [], total: 0 };
    return findPage(db, target, query);
  }

  return {
    /** GET /products/search: the page of matches in the asked order and the number of all matches. */
    search(query: SearchQuery): Promise<SearchResponse> {
      return answers.answer(answerKey(query), () => answer(query));
    },

    refreshWords,

    /** Drops the in-memory synonym list (after staff edit it in this process). */
    invalidateSynonyms(): void {
      synonyms.clear();
      answers.forget();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
