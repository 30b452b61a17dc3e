/**
 * The SQL of one search page: which products match, in which relevance tier, and in what order.
 * One statement answers the page and the total (a window count); see SEARCH_MAX_RESULTS for the cap.
 */
import { containsPattern } from '@shop/shared/search/query';
import { SEARCH_MAX_RESULTS, type SearchQuery, type SearchResponse } from '@shop/shared/search/schemas';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, intArray, queryRow, queryRows } from '../../db/sql.js';
import { DISCOUNTS_OF, popularityOf, PRODUCT_COLUMNS, ProductPageRow, toProduct } from '../catalog/index.js';
import type { SearchPlan } from './search-plan.js';

export interface Target {
  plan: SearchPlan | null;
  /**
   * The dictionary counts at least SEARCH_MAX_RESULTS names with the query's words: the phrase in the
   * name is looked for first (see matchesOf); either way the same matches are found.
   */
  broad: boolean;
  /** The query as an article (lower case) when it can be one. */
  article: string | null;
  /**
   * Products whose article or barcode is exactly the query (see findExactMatches): shown even out of
   * stock, so a customer with the article of a sold-out door learns it is not in stock.
   */
  exact: number[];
}

/** Exact matches looked up per query; more would be a catalogue with duplicate articles. */
const MAX_EXACT_MATCHES = 20;
/**
 * A barcode: EAN-8, UPC-A, EAN-13 or ITF-14 (products_barcode_idx serves the lookup); only a query
 * of a barcode's length looks for one.
 */
const BARCODE = /^(?:\d{8}|\d{12,14})$/;

/**
 * Visible products whose article (case-insensitive) or barcode is exactly `key`, stock aside: published
 * and priced, the visibility rules of the storefront apart from the stock.
 */
export async function findExactMatches(db: Database, key: string): Promise<number[]> {
  const byBarcode = BARCODE.test(key) ? sql` or btrim(p.barcode) = ${key}` : sql``;
  const rows = await queryRows(
    db,
    sql`select p.id from products p
      where p.published and p.price > 0 and (lower(p.article) = ${key}${byBarcode})
      limit ${MAX_EXACT_MATCHES}`,
    z.object({ id: column.int }),
  );
  return rows.map((row) => row.id);
}

/** Products with what search reads of them (the catalog module's product_search). */
const SEARCHED = sql`products p join product_search s on s.product_id = p.id`;

const tsMatch = (text: string) => sql`s.search_vector @@ ${text}::tsquery`;

/**
 * The filter on all matches. The query sits in a sub-select so the planner takes its default (small)
 * match estimate and reads the matches through the GIN index: with the real estimate it scans the
 * whole table for a broad query, which on the embedded database costs three times as much.
 */
const tsFilter = (text: string) => sql`s.search_vector @@ (select ${text}::tsquery)`;

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);
const isExact = ({ exact }: Target) => (exact.length > 0 ? sql`p.id = any(${intArray(exact)})` : sql`false`);

/** Published; with the in-stock filter also in stock, unless it is an exact match. */
function baseFilters(target: Target, inStock: boolean | undefined): SQL[] {
  if (!inStock) return [sql`p.published`];
  const inStockOrExact = target.exact.length > 0 ? sql`(p.stock_quantity > 0 or ${isExact(target)})` : null;
  return [sql`p.published`, inStockOrExact ?? sql`p.stock_quantity > 0`];
}

function filtersOf(target: Target, inStock: boolean | undefined): SQL {
  const { plan, article, exact } = target;
  const matches: SQL[] = [];
  if (plan) matches.push(tsFilter(plan.all));
  if (article) matches.push(sql`s.article_lower like ${containsPattern(article)}`);
  if (exact.length > 0) matches.push(isExact(target));
  return and([...baseFilters(target, inStock), sql`(${sql.join(matches, sql` or `)})`]);
}

/**
 * Relevance tiers, best first: exact article or barcode; the phrase in the name (whole words, then the last one
 * as a prefix); all words in the name; with synonyms in the name; anywhere in the product; article
 * start; article part; through typo corrections in the name; the rest (corrections anywhere).
 */
function tierOf(target: Target): SQL {
  const { plan, article } = target;
  const conditions: SQL[] = [isExact(target)];
  if (plan) {
    for (const text of [plan.phraseExact, plan.phrase, plan.nameWords, plan.nameStrict, plan.strict]) {
      conditions.push(tsMatch(text));
    }
  }
  if (article) {
    const contains = containsPattern(article);
    conditions.push(sql`s.article_lower like ${contains.slice(1)}`, sql`s.article_lower like ${contains}`);
  }
  if (plan) conditions.push(tsMatch(plan.nameAll));
  const cases = conditions.map((condition, tier) => sql`when ${condition} then ${sql.raw(String(tier))}`);
  return sql`case ${sql.join(cases, sql` `)} else ${sql.raw(String(conditions.length))} end`;
}

const startsWithAny = (stems: string[]) =>
  sql.join(
    stems.map((stem) => sql`s.name_normalized like ${containsPattern(stem).slice(1)}`),
    sql` or `,
  );

/** Within a tier, names that start with the first word come first, then those starting with its synonym or correction. */
function leadOf({ plan }: Target): SQL {
  const cases: SQL[] = [];
  if (plan?.leading.own.length) cases.push(sql`when ${startsWithAny(plan.leading.own)} then 2`);
  if (plan?.leading.other.length) cases.push(sql`when ${startsWithAny(plan.leading.other)} then 1`);
  return cases.length > 0 ? sql`case ${sql.join(cases, sql` `)} else 0 end` : sql`0`;
}

/**
 * Goods in stock first in every order; by relevance the exact article or barcode (tier 0) still leads,
 * in stock or not, so a suggestion list of ten never loses it below partial matches.
 */
const ORDER: Record<SearchQuery['sort'], (alias: string) => SQL> = {
  relevance: (a) =>
    sql.raw(
      `${a}.tier = 0 desc, ${a}.in_stock desc, ${a}.tier, ${a}.lead desc, ${a}.popularity desc, ${a}.id`,
    ),
  price_asc: (a) => sql.raw(`${a}.in_stock desc, ${a}.sale_price, ${a}.id`),
  price_desc: (a) => sql.raw(`${a}.in_stock desc, ${a}.sale_price desc, ${a}.id`),
  newest: (a) => sql.raw(`${a}.in_stock desc, ${a}.created_at desc, ${a}.id desc`),
};

/** The columns a page is ordered by; tier and lead only for relevance. */
function columnsOf(target: Target, byRelevance: boolean): SQL {
  return sql`p.id, p.sale_price, p.created_at, p.stock_quantity > 0 as in_stock,
    ${byRelevance ? tierOf(target) : sql`0`} as tier, ${byRelevance ? leadOf(target) : sql`0`} as lead,
    ${popularityOf('p')} as popularity`;
}

/**
 * The matches a page is cut from. Sorted by price or date: all of them. By relevance: a bounded set of
 * candidates read through the indexes, up to SEARCH_MAX_RESULTS each: below the cap the set holds every
 * match, so order and total are exact; at the cap a broad query ('двер') is answered from the matches of
 * the phrase in the name, thousands of equally good ones, and the total stops at the cap (the other
 * matches fill up only while the phrase matches are fewer than the cap). The exact article joins either way.
 */
function matchesOf(target: Target, query: SearchQuery): SQL {
  const { plan } = target;
  const byRelevance = query.sort === 'relevance';
  const columns = columnsOf(target, byRelevance);
  const filters = filtersOf(target, query.inStock);
  // Materialized, so the planner reads the matches through the GIN index and sorts them, instead of
  // walking the whole price index and testing every product.
  if (!byRelevance) return sql`matches as materialized (select ${columns} from ${SEARCHED} where ${filters})`;
  const cap = SEARCH_MAX_RESULTS;
  const branch = (where: SQL) => sql`(select ${columns} from ${SEARCHED} where ${where} limit ${cap})`;
  const branches: SQL[] = [];
  let before = sql``;
  if (plan) {
    const phrase = and([...baseFilters(target, query.inStock), tsFilter(plan.phrase)]);
    // The phrase matches are all matches too, so a query below the cap needs one index scan: all
    // matches, first. A broad one reads the phrase matches first, and all matches only while those
    // are fewer than the cap.
    before = target.broad
      ? sql`named as materialized ${branch(phrase)},
        loose as materialized ${branch(and([sql`(select count(*) from named) < ${cap}`, filters]))},`
      : sql`loose as materialized ${branch(filters)},
        named as materialized ${branch(and([sql`(select count(*) from loose) >= ${cap}`, phrase]))},`;
    branches.push(
      sql`(select * from named)`,
      sql`(select * from loose where (select count(*) from named) < ${cap})`,
    );
  } else branches.push(branch(filters));
  if (target.exact.length > 0) branches.push(branch(and([sql`p.published`, isExact(target)])));
  return sql`${before} matches as (${sql.join(branches, sql` union `)})`;
}

async function countMatches(db: Database, target: Target, inStock: boolean | undefined): Promise<number> {
  const row = await queryRow(
    db,
    sql`select count(*)::int as n from (select 1 from ${SEARCHED} where ${filtersOf(target, inStock)}
      limit ${SEARCH_MAX_RESULTS}) as capped`,
    z.object({ n: column.int }),
  );
  return row?.n ?? 0;
}

export async function findPage(db: Database, target: Target, query: SearchQuery): Promise<SearchResponse> {
  const limit = Math.min(query.limit, SEARCH_MAX_RESULTS - query.offset);
  if (limit <= 0) return { products: [], total: await countMatches(db, target, query.inStock) };
  const rows = await queryRows(
    db,
    sql`with ${matchesOf(target, query)},
      page as (
        select m.*, count(*) over () as total from matches m
        order by ${ORDER[query.sort]('m')} limit ${limit} offset ${query.offset})
      select ${PRODUCT_COLUMNS}, page.total, ${DISCOUNTS_OF(sql`p.id`)} as discounts
      from page join products p on p.id = page.id
      order by ${ORDER[query.sort]('page')}`,
    ProductPageRow,
  );
  if (rows.length === 0 && query.offset > 0) {
    // Past the last page the windowed count has no row to ride on.
    return { products: [], total: await countMatches(db, target, query.inStock) };
  }
  const total = Math.min(rows[0]?.total ?? 0, SEARCH_MAX_RESULTS);
  return { products: rows.map(toProduct), total };
}
