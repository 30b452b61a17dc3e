/**
 * `npm run bench:width`: what the search columns cost the writes to `products`, on the 100,000-product
 * catalogue `npm run bench` seeds (BENCH_DATA_DIR, or DATABASE_URL). Two scratch copies of the table
 * with its indexes: A as before issue 29 (name_normalized and search_vector generated on the row, three
 * GIN indexes on it), B as now (the same columns in a table of their own, kept by the triggers' rule).
 * The same statements run on both, interleaved: inserting 30,000 products, changing every price, every
 * stock, and 3,000 names. The copies are dropped at the end.
 */
import { sql } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

const ROWS = 30_000;

const SETUP = [
  `drop table if exists bench_products_a, bench_products_b, bench_product_search_b`,
  `create table bench_products_a (like products including defaults including indexes including constraints)`,
  `alter table bench_products_a
    add column name_normalized text generated always as (shop_search_normalize(name)) stored,
    add column search_vector tsvector generated always as (shop_product_search_words(shop_search_normalize(name), description)) stored`,
  `create index on bench_products_a using gin (search_vector)`,
  `create index on bench_products_a using gin (name_normalized gin_trgm_ops)`,
  `create index on bench_products_a using gin (lower(article) gin_trgm_ops)`,
  `create table bench_products_b (like products including defaults including indexes including constraints)`,
  `create table bench_product_search_b (product_id int primary key, name_normalized text not null,
    search_vector tsvector not null, article_lower text not null)`,
  `create index on bench_product_search_b using gin (search_vector)`,
  `create index on bench_product_search_b using gin (name_normalized gin_trgm_ops)`,
  `create index on bench_product_search_b using gin (article_lower gin_trgm_ops)`,
  `create or replace function bench_search_insert() returns trigger language plpgsql as $$ begin
    insert into bench_product_search_b select n.id, s.name_normalized,
      shop_product_search_words(s.name_normalized, n.description), lower(n.article)
    from new_rows n cross join lateral shop_search_normalize(n.name) as s(name_normalized);
    return null; end $$`,
  `create trigger bench_search_insert after insert on bench_products_b referencing new table as new_rows
    for each statement execute function bench_search_insert()`,
  `create or replace function bench_search_update() returns trigger language plpgsql as $$ begin
    update bench_product_search_b set name_normalized = shop_search_normalize(new.name),
      search_vector = shop_product_search_words(shop_search_normalize(new.name), new.description), article_lower = lower(new.article)
    where product_id = new.id;
    return null; end $$`,
  `create trigger bench_search_update after update of name, description, article on bench_products_b
    for each row when (old.name is distinct from new.name or old.description is distinct from new.description
      or old.article is distinct from new.article) execute function bench_search_update()`,
];

const STEPS: [string, (table: string) => string][] = [
  [
    `insert ${ROWS.toLocaleString('en')} products`,
    (t) => `insert into ${t} select * from products order by id limit ${ROWS}`,
  ],
  ['change every price', (t) => `update ${t} set price = price + 1, updated_at = now()`],
  ['change every stock', (t) => `update ${t} set stock_quantity = stock_quantity + 1`],
  ['rename every 10th product', (t) => `update ${t} set name = name || ' x' where id % 10 = 0`],
];

const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'shop-bench-100k'),
  JWT_SECRET: 'x'.repeat(40),
});
const database = await openDatabase(config);
const run = (statement: string) => database.db.execute(sql.raw(statement));
try {
  for (const statement of SETUP) await run(statement);
  console.log(`${database.kind}: the same writes with the search columns on products (A) and apart (B)`);
  for (const [label, statement] of STEPS) {
    const ms: number[] = [];
    for (const table of ['bench_products_a', 'bench_products_b']) {
      const begin = performance.now();
      await run(statement(table));
      ms.push(performance.now() - begin);
    }
    const [a, b] = ms as [number, number];
    console.log(
      `${label.padEnd(28)} A ${Math.round(a).toString().padStart(6)} ms  B ${Math.round(b).toString().padStart(6)} ms  (A/B ${(a / b).toFixed(2)})`,
    );
  }
} finally {
  await run(`drop table if exists bench_products_a, bench_products_b, bench_product_search_b`);
  await run(`drop function if exists bench_search_insert(), bench_search_update()`);
  await database.close();
}
