import { articleQuery, normaliseSearchText } from '@shop/shared/search/query';
import type { SearchQuery, SearchResponse } from '@shop/shared/search/schemas';
import type { Database, Listener } from '../../db/client.js';
import { analyseTokens, loadSynonyms, refreshSearchWords } from './search-dictionary.js';
import { findPage, type Target } from './search-page.js';
import {
  buildSearchPlan,
  readingsOf,
  tokensToAnalyse,
  type AnalysisRequest,
  type SearchPlan,
  type TokenAnalysis,
} from './search-plan.js';

export { refreshSearchWords } from './search-dictionary.js';

/** Staff edits of the synonym table show within this time (other processes included). */
const SYNONYMS_TTL_MS = 60_000;
/** An empty dictionary is rebuilt on a search at most this often (an empty catalogue stays empty). */
const LAZY_REFRESH_EVERY_MS = 60_000;
/** Analyses of recent queries kept in memory: the same words are typed again and again. */
const ANALYSES_KEPT = 2000;
const ANALYSIS_TTL_MS = 5 * 60_000;
/**
 * Answers of recent searches kept in memory: visitors type the same prefixes again and again. They are
 * dropped when the catalogue changes (a NOTIFY from the database, see 0005_catalog_changes.sql) and
 * after this time, so popularity (view counts, which do not notify) still reorders them.
 */
const ANSWERS_KEPT = 1000;
/** The channel of 0005_catalog_changes.sql. */
export const CATALOG_CHANGED_CHANNEL = 'shop_catalog_changed';
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

/** A small map that forgets its oldest entries beyond `max` and entries older than `ttlMs`. */
function recentMap<V>(max: number, ttlMs: number, now: () => number) {
  const entries = new Map<string, { at: number; value: V }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry || now() - entry.at > ttlMs) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, { at: now(), value });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    delete: (key: string) => entries.delete(key),
    clear: () => entries.clear(),
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

export function createSearchService(db: Database, now: () => number = Date.now) {
  const synonyms = cached(() => loadSynonyms(db), SYNONYMS_TTL_MS, now);
  const analyses = recentMap<Map<string, TokenAnalysis>>(ANALYSES_KEPT, ANALYSIS_TTL_MS, now);
  const answers = recentMap<Promise<SearchResponse>>(ANSWERS_KEPT, ANSWER_TTL_MS, now);
  /** Answers are kept only while a listener tells of every catalogue change. */
  let changes: Listener | undefined;
  /** Bumped on every change: an answer computed across a change is not kept. */
  let generation = 0;
  let lastLazyRefresh = -Infinity;
  let refreshing: Promise<number> | undefined;

  function refreshWords(): Promise<number> {
    refreshing ??= refreshSearchWords(db).finally(() => {
      refreshing = undefined;
      analyses.clear();
      forgetAnswers();
    });
    return refreshing;
  }

  async function analyse(requests: AnalysisRequest[]): Promise<Map<string, TokenAnalysis>> {
    const key = JSON.stringify(requests);
    const kept = analyses.get(key);
    if (kept) return kept;
    let { analysed, dictionaryEmpty } = await analyseTokens(db, requests);
    if (dictionaryEmpty && now() - lastLazyRefresh > LAZY_REFRESH_EVERY_MS) {
      lastLazyRefresh = now();
      if ((await refreshWords()) > 0) ({ analysed, dictionaryEmpty } = await analyseTokens(db, requests));
    }
    if (!dictionaryEmpty) analyses.set(key, analysed);
    return analysed;
  }

  async function planOf(text: string): Promise<SearchPlan | null> {
    const readings = readingsOf(text);
    const requests = tokensToAnalyse(readings);
    if (requests.length === 0) return null;
    return buildSearchPlan(readings, await analyse(requests), await synonyms.get());
  }

  async function answer(query: SearchQuery): Promise<SearchResponse> {
    const target: Target = { plan: await planOf(query.q), article: articleQuery(query.q) };
    if (!target.plan && !target.article) return { products: [], total: 0 };
    return findPage(db, target, query);
  }

  function forgetAnswers() {
    generation++;
    answers.clear();
  }

  return {
    /** GET /products/search: the page of matches in the asked order and the number of all matches. */
    search(query: SearchQuery): Promise<SearchResponse> {
      if (!changes?.active) return answer(query);
      const key = answerKey(query);
      const kept = answers.get(key);
      if (kept) return kept;
      const startedIn = generation;
      const pending = answer(query);
      answers.set(key, pending);
      pending.then(
        () => {
          if (generation !== startedIn) answers.delete(key);
        },
        () => answers.delete(key),
      );
      return pending;
    },

    /** Keeps answers from now on, dropping them whenever `listen` reports a catalogue change. */
    async keepAnswers(listen: (onChange: () => void) => Promise<Listener>): Promise<void> {
      changes = await listen(() => {
        forgetAnswers();
        synonyms.clear();
      });
    },

    async stopKeepingAnswers(): Promise<void> {
      await changes?.close();
      changes = undefined;
      forgetAnswers();
    },

    refreshWords,

    /** Drops the in-memory synonym list (after staff edit it in this process). */
    invalidateSynonyms(): void {
      synonyms.clear();
      forgetAnswers();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
