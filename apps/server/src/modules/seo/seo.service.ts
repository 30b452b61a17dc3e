/**
 * What crawlers and Яндекс Товары read, from the catalogue: robots.txt, the sitemaps (an index and its
 * files) and the YML feed. The sitemaps are kept in memory until the catalogue changes; the feed is
 * written batch by batch into a stream, so its size does not depend on the catalogue's.
 *
 * It reads `products` and `categories` (the catalog module's) the way the storefront shows them: a
 * product page opens for every published product (products.service.ts `get`), a catalogue page for
 * every published category (catalog.service.ts), and a price is the read model's (product-sql.ts).
 */
import { Readable } from 'node:stream';
import {
  categoryPagePath,
  productPagePath,
  ROBOTS_CLEAN_PARAMS,
  ROBOTS_DISALLOW,
  SITEMAP_MAX_URLS,
  SITEMAP_STATIC_PAGES,
} from '@shop/shared/seo/constants';
import type { ShopPublic } from '@shop/shared/shop/settings';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { column, queryRow, queryRows } from '../../db/sql.js';
import { answerMemory, createCatalogChanges, type CatalogChanges } from '../../lib/catalog-changes.js';
import { AppError } from '../../lib/errors.js';
import { DISCOUNTS_OF, PRODUCT_COLUMNS, ProductRow, toProduct } from '../catalog/index.js';
import { absoluteUrl, publicOrigin } from '../../lib/public-origin.js';
import { sitemapIndexXml, urlSetXml, type SitemapEntry } from './sitemap-xml.js';
import { YML_TAIL, ymlDate, ymlHead, ymlOffer, type YmlCategory, type YmlProduct } from './yml-xml.js';

/** Products read per statement: a sitemap file or the feed is built from many short queries. */
const SITEMAP_BATCH = 5_000;
const YML_BATCH = 2_000;

/** Sitemap files kept in memory (~5 MB for a full file of 50,000 products), and for how long at most. */
const FILES_KEPT = 8;
const FILES_TTL_MS = 60 * 60_000;

/** A timestamp as a W3C date (the sitemaps' `<lastmod>`), in UTC. */
const w3cDate = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Which files the sitemap index lists: counted from the catalogue once per change. */
interface SitemapPlan {
  categories: { count: number; lastmod: string | null };
  /** the product files in order: the first id of each (ids ascending) and how many URLs it has */
  products: { part: number; firstId: number; count: number; lastmod: string | null }[];
}

const PartRow = z.object({
  part: column.int,
  first_id: column.id,
  n: column.int,
  lastmod: column.text.nullable(),
});
const CountRow = z.object({ n: column.int, lastmod: column.text.nullable() });
const UrlRow = z.object({ id: column.id, lastmod: column.text });
const CategoryRow = z.object({ id: column.id, parent_id: column.id.nullable(), name: column.text });
const OfferRow = ProductRow.extend({ barcode: column.text.nullable() });

export interface SeoServiceDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'port'>;
  /** sitemaps are kept in memory only while the changes are followed (the app follows them) */
  changes?: CatalogChanges;
  /** URLs per sitemap file: the protocol's 50,000 (tests shrink it) */
  urlsPerSitemap?: number;
  /** products per statement of the YML feed */
  ymlBatchSize?: number;
  /** the shop's settings as saved now: the feed's shop name and company */
  shopSettings: () => Promise<Pick<ShopPublic, 'name' | 'legalName'>>;
  now?: () => Date;
}

export function createSeoService({
  db,
  config,
  changes = createCatalogChanges(),
  urlsPerSitemap = SITEMAP_MAX_URLS,
  ymlBatchSize = YML_BATCH,
  shopSettings,
  now = () => new Date(),
}: SeoServiceDeps) {
  const origin = publicOrigin(config);
  const url = (path: string) => absoluteUrl(origin, path);
  const plans = answerMemory<SitemapPlan>(changes, { max: 1, ttlMs: FILES_TTL_MS });
  const files = answerMemory<Buffer>(changes, { max: FILES_KEPT, ttlMs: FILES_TTL_MS });
  const robots = robotsText(url('/sitemap.xml'));
  const pages = Buffer.from(urlSetXml(SITEMAP_STATIC_PAGES.map((path) => ({ loc: url(path) }))));

  /** The published products in id order, `count` of them from `firstId` on, read in short batches. */
  async function productUrls(firstId: number, count: number): Promise<SitemapEntry[]> {
    const entries: SitemapEntry[] = [];
    let after = firstId - 1;
    while (entries.length < count) {
      const rows = await queryRows(
        db,
        sql`select id, ${w3cDate(sql`updated_at`)} as lastmod from products
          where published and id > ${after} order by id limit ${Math.min(SITEMAP_BATCH, count - entries.length)}`,
        UrlRow,
      );
      for (const row of rows) entries.push({ loc: url(productPagePath(row.id)), lastmod: row.lastmod });
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
    }
    return entries;
  }

  /** Published categories and published products, the latter numbered into files of `urlsPerSitemap`. */
  async function readPlan(): Promise<SitemapPlan> {
    const categories = await queryRow(
      db,
      sql`select count(*)::int as n, ${w3cDate(sql`max(updated_at)`)} as lastmod from categories where published`,
      CountRow,
    );
    const parts = await queryRows(
      db,
      sql`select part::int as part, min(id) as first_id, count(*)::int as n, ${w3cDate(sql`max(updated_at)`)} as lastmod
        from (select id, updated_at, (row_number() over (order by id) - 1) / ${urlsPerSitemap}::int + 1 as part
          from products where published) as numbered
        group by part order by part`,
      PartRow,
    );
    return {
      categories: { count: categories?.n ?? 0, lastmod: categories?.lastmod ?? null },
      products: parts.map((row) => ({
        part: row.part,
        firstId: row.first_id,
        count: row.n,
        lastmod: row.lastmod,
      })),
    };
  }

  const plan = () => plans.answer('plan', readPlan);

  /** The feed after its head: the offers batch by batch (keyset on id), then the tail. */
  async function* offerParts(head: string, categoryIds: ReadonlySet<number>): AsyncGenerator<Buffer> {
    yield Buffer.from(head);
    let after = 0;
    for (;;) {
      const rows = await queryRows(
        db,
        sql`select ${PRODUCT_COLUMNS}, p.barcode, ${DISCOUNTS_OF(sql`p.id`)} as discounts from products p
          where p.published and p.price > 0 and p.id > ${after} order by p.id limit ${ymlBatchSize}`,
        OfferRow,
      );
      const offers = rows
        .map((row): YmlProduct => ({ ...toProduct(row), barcode: row.barcode?.trim() || null }))
        .filter((product) => product.discounted_price > 0)
        .map((product) => ymlOffer(product, { origin, categoryIds }));
      if (offers.length > 0) yield Buffer.from(offers.join(''));
      if (rows.length < ymlBatchSize) break;
      after = rows[rows.length - 1]!.id;
    }
    yield Buffer.from(YML_TAIL);
  }

  return {
    /** robots.txt: what not to crawl, Yandex's parameters to ignore, and where the sitemap is. */
    robots(): string {
      return robots;
    },

    /** /sitemap.xml: the files below that have URLs. */
    sitemapIndex(): Promise<Buffer> {
      return files.answer('index', async () => {
        const { categories, products } = await plan();
        const entries: SitemapEntry[] = [{ loc: url('/sitemap-pages.xml') }];
        if (categories.count > 0) {
          entries.push({ loc: url('/sitemap-categories.xml'), lastmod: categories.lastmod ?? undefined });
        }
        for (const { part, lastmod } of products) {
          entries.push({ loc: url(`/sitemap-products-${part}.xml`), lastmod: lastmod ?? undefined });
        }
        return Buffer.from(sitemapIndexXml(entries));
      });
    },

    /** /sitemap-pages.xml: the pages without an id. */
    sitemapPages(): Buffer {
      return pages;
    },

    /** /sitemap-categories.xml: the catalogue page of every published category; 404 when there is none. */
    sitemapCategories(): Promise<Buffer> {
      return files.answer('categories', async () => {
        const rows = await queryRows(
          db,
          sql`select id, ${w3cDate(sql`updated_at`)} as lastmod from categories where published order by id`,
          UrlRow,
        );
        if (rows.length === 0) throw new AppError('NOT_FOUND');
        return Buffer.from(
          urlSetXml(rows.map((row) => ({ loc: url(categoryPagePath(row.id)), lastmod: row.lastmod }))),
        );
      });
    },

    /** /sitemap-products-<part>.xml: the part-th `urlsPerSitemap` published products; 404 past the last. */
    async sitemapProducts(part: number): Promise<Buffer> {
      const found = (await plan()).products.find((entry) => entry.part === part);
      if (!found) throw new AppError('NOT_FOUND');
      return files.answer(`products-${part}`, async () =>
        Buffer.from(urlSetXml(await productUrls(found.firstId, found.count))),
      );
    },

    /**
     * /yml.xml: every published product with a price, as a stream of bytes. The categories are read
     * before the stream starts (a database that does not answer is an error, not a cut-off document);
     * then the offers are read 2,000 at a time as the reader takes them.
     */
    async ymlFeed(): Promise<Readable> {
      const rows = await queryRows(
        db,
        sql`select id, parent_id, name from categories where published order by id`,
        CategoryRow,
      );
      const ids = new Set(rows.map((row) => row.id));
      // a category under an unpublished parent stands at the top, as the storefront's tree shows it
      const categories: YmlCategory[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        parentId:
          row.parent_id !== null && row.parent_id !== row.id && ids.has(row.parent_id) ? row.parent_id : null,
      }));
      const settings = await shopSettings();
      const shop = { name: settings.name, company: settings.legalName, url: origin };
      const head = ymlHead(shop, ymlDate(now()), categories);
      return Readable.from(offerParts(head, ids), { objectMode: false });
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;

/** The lines of robots.txt. Yandex reads only its own group when there is one, so it repeats the rules. */
function robotsText(sitemapUrl: string): string {
  const disallow = ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`);
  const cleanParams = ROBOTS_CLEAN_PARAMS.map(
    ({ params, path }) => `Clean-param: ${params.join('&')} ${path}`,
  );
  return [
    'User-agent: *',
    ...disallow,
    '',
    'User-agent: Yandex',
    ...disallow,
    ...cleanParams,
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
