import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { sql } from 'drizzle-orm';
import { DEMO_SHOP_SETTINGS } from '@shop/shared/shop/settings';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, catalogWrite, rawRows, testConfig, type TestContext } from '../../../test/helpers.js';
import type { Database } from '../../db/client.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { createSeoService, type SeoService } from './seo.service.js';
import { plainDescription } from './yml-xml.js';

const ORIGIN = 'https://shop.example.ru';
const W3C_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** The document as a tree; saxes throws on anything that is not well-formed XML 1.0. */
function parseXml(document: string): XmlNode {
  const parser = new SaxesParser({ xmlns: false });
  const stack: XmlNode[] = [{ name: '#document', attributes: {}, children: [], text: '' }];
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    const node = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      text: '',
    };
    stack[stack.length - 1]!.children.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => {
    stack[stack.length - 1]!.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(document).close();
  if (failure) throw failure;
  const roots = stack[0]!.children;
  expect(roots).toHaveLength(1);
  return roots[0]!;
}

const childrenNamed = (node: XmlNode, name: string) => node.children.filter((child) => child.name === name);
const child = (node: XmlNode, name: string) => childrenNamed(node, name)[0];
const textOf = (node: XmlNode, name: string) => child(node, name)?.text;

let ctx: TestContext;
const ids: Record<string, number> = {};
/** a built web app: its pages answer the GETs no route takes, and must not take these */
const webDist = mkdtempSync(join(tmpdir(), 'shop-seo-web-'));

async function insertCategory(
  key: string,
  name: string,
  values: { parent?: string; published?: boolean } = {},
) {
  const [row] = await rawRows<{ id: number }>(
    ctx.database.db,
    sql`insert into categories (name, parent_id, published)
      values (${name}, ${values.parent ? ids[values.parent]! : null}, ${values.published ?? true}) returning id`,
  );
  ids[key] = row!.id;
}

async function insertProduct(
  key: string,
  values: {
    name?: string;
    category: string;
    price?: string;
    stock?: number;
    discount?: number;
    published?: boolean;
    article?: string;
    barcode?: string | null;
    image?: string | null;
    description?: string;
  },
) {
  const [row] = await rawRows<{ id: number }>(
    ctx.database.db,
    sql`insert into products (name, category_id, price, stock_quantity, discount, published, article, barcode, image, description)
      values (${values.name ?? key}, ${ids[values.category]!}, ${values.price ?? '100.00'}, ${values.stock ?? 5},
        ${values.discount ?? 0}, ${values.published ?? true}, ${values.article ?? ''}, ${values.barcode ?? null},
        ${values.image ?? null}, ${values.description ?? ''}) returning id`,
  );
  ids[key] = row!.id;
}

const TRICKY_NAME = 'Дверь <Верона> & "Ко"\u0001 №1';
const LONG_DESCRIPTION = `${'Прочная дверь из массива сосны. '.repeat(200)}\n\tКонец`;

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>SPA</title>');
  ctx = await buildTestApp({ config: testConfig({ PUBLIC_URL: `${ORIGIN}/`, WEB_DIST_DIR: webDist }) });
  await insertCategory('doors', 'Двери & окна');
  await insertCategory('interior', 'Межкомнатные', { parent: 'doors' });
  await insertCategory('hidden', 'Скрытая', { published: false });
  await insertCategory('orphan', 'Под скрытой', { parent: 'hidden' });
  await insertProduct('verona', {
    name: TRICKY_NAME,
    category: 'interior',
    price: '5490.00',
    stock: 3,
    discount: 10,
    article: 'VR-800',
    barcode: ' 4601234567893 ',
    image: '/uploads/products/verona.webp',
    description: LONG_DESCRIPTION,
  });
  await insertProduct('praga', { name: 'Дверь Прага', category: 'interior', price: '4990.50', stock: 0 });
  await insertProduct('retired', { name: 'Снятая дверь', category: 'interior', published: false });
  await insertProduct('paint', { name: 'Краска без цены', category: 'doors', price: '0.00' });
  await insertProduct('hinge', { name: 'Петля', category: 'orphan', price: '120.00', article: 'H-1' });
  await insertProduct('handle', { name: 'Ручка', category: 'doors', price: '390.00' });
  await insertProduct('bracket', { name: 'Кронштейн', category: 'hidden', price: '75.00' });
  // a discount of the discounts module (15 %) beats the product's own 5 %
  await insertProduct('lock', { name: 'Замок', category: 'doors', price: '1000.00', discount: 5 });
  const [sale] = await rawRows<{ id: number }>(
    ctx.database.db,
    sql`insert into discounts (title) values ('Скидки на замки') returning id`,
  );
  await ctx.database.db.execute(
    sql`insert into discount_products (discount_id, product_id, discount_percent) values (${sale!.id}, ${ids.lock!}, 15)`,
  );
});

afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ url });

/** Every published product, by id: what GET /api/products/:id answers 200 for. */
const PUBLISHED = () =>
  ['verona', 'praga', 'paint', 'hinge', 'handle', 'bracket', 'lock'].map((key) => ids[key]!);

async function sitemapUrls(file: string): Promise<{ loc: string; lastmod: string | undefined }[]> {
  const res = await get(file);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  const root = parseXml(res.body);
  expect(root.name).toBe('urlset');
  expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return childrenNamed(root, 'url').map((url) => ({
    loc: textOf(url, 'loc')!,
    lastmod: textOf(url, 'lastmod'),
  }));
}

async function sitemapFiles(): Promise<string[]> {
  const res = await get('/sitemap.xml');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const root = parseXml(res.body);
  expect(root.name).toBe('sitemapindex');
  expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return childrenNamed(root, 'sitemap').map((entry) => textOf(entry, 'loc')!);
}

const productIdOf = (loc: string) => Number(new RegExp(`^${ORIGIN}/product/(\\d+)$`).exec(loc)?.[1]);

describe('publicOrigin', () => {
  it('is PUBLIC_URL without its trailing slash, or this server on localhost', () => {
    expect(publicOrigin({ publicUrl: 'https://shop.example.ru//', port: 3000 })).toBe(ORIGIN);
    expect(publicOrigin({ publicUrl: undefined, port: 8080 })).toBe('http://localhost:8080');
  });
});

describe('the site root', () => {
  it('answers these files itself, not the web app', async () => {
    for (const file of ['/robots.txt', '/sitemap.xml', '/sitemap-products-1.xml', '/yml.xml']) {
      const res = await get(file);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).not.toMatch(/html/);
    }
    expect((await get('/sitemap-products-9.xml')).headers['content-type']).toMatch(/json/);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of private pages, tells Yandex what to ignore and where the sitemap is', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    const disallow = ['/admin', '/cart', '/profile', '/api/', '/login'].map((path) => `Disallow: ${path}`);
    expect(lines.slice(0, 6)).toEqual(['User-agent: *', ...disallow]);
    const yandex = lines.indexOf('User-agent: Yandex');
    expect(yandex).toBeGreaterThan(6);
    expect(lines.slice(yandex + 1, yandex + 8)).toEqual([
      ...disallow,
      'Clean-param: sort&page /catalog',
      'Clean-param: sort&page /search',
    ]);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('answers HEAD', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('sitemaps', () => {
  it('the index lists the pages, the categories and one file of products', async () => {
    expect(await sitemapFiles()).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-categories.xml`,
      `${ORIGIN}/sitemap-products-1.xml`,
    ]);
    const root = parseXml((await get('/sitemap.xml')).body);
    const products = childrenNamed(root, 'sitemap')[2]!;
    expect(textOf(products, 'lastmod')).toMatch(W3C_DATE);
  });

  it('lists the public pages', async () => {
    const urls = await sitemapUrls('/sitemap-pages.xml');
    expect(urls.map((url) => url.loc)).toEqual(
      ['/', '/catalog', '/contact', '/delivery', '/returns', '/privacy-policy', '/personal-data-consent'].map(
        (path) => `${ORIGIN}${path}`,
      ),
    );
  });

  it('lists the published categories with their last change, not a hidden one', async () => {
    const urls = await sitemapUrls('/sitemap-categories.xml');
    expect(urls.map((url) => url.loc).sort()).toEqual(
      ['doors', 'interior', 'orphan'].map((key) => `${ORIGIN}/catalog?category_id=${ids[key]}`).sort(),
    );
    for (const url of urls) expect(url.lastmod).toMatch(W3C_DATE);
  });

  it('lists every published product once with its last change, and no unpublished one', async () => {
    const urls = await sitemapUrls('/sitemap-products-1.xml');
    const listed = urls.map((url) => productIdOf(url.loc));
    expect([...listed].sort((a, b) => a - b)).toEqual([...PUBLISHED()].sort((a, b) => a - b));
    expect(listed).not.toContain(ids.retired);
    for (const url of urls) expect(url.lastmod).toMatch(W3C_DATE);
    // exactly the products whose page opens
    for (const id of listed) expect((await get(`/api/products/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/products/${ids.retired}`)).statusCode).toBe(404);
  });

  it('a file past the last, or not a number, is 404', async () => {
    for (const file of ['/sitemap-products-2.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml']) {
      const res = await get(file);
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers from memory until the catalogue changes', async () => {
    // a service of its own whose statements are counted apart from what the app's workers send
    const db = Object.create(ctx.database.db) as Database;
    const execute = vi.spyOn(db, 'execute');
    const original = ctx.app.services.seo;
    ctx.app.services.seo = createSeoService({
      db,
      config: ctx.config,
      changes: ctx.app.services.catalogChanges,
      shopSettings: () => ctx.app.services.shop.current(),
    });
    const files = ['/sitemap.xml', '/sitemap-categories.xml', '/sitemap-products-1.xml'];
    try {
      for (const file of files) expect((await get(file)).statusCode).toBe(200);
      const statements = execute.mock.calls.length;
      expect(statements).toBeGreaterThan(0);
      for (const file of files) expect((await get(file)).statusCode).toBe(200);
      expect(execute.mock.calls.length).toBe(statements);

      await catalogWrite(ctx, () =>
        ctx.database.db.execute(sql`update products set published = false where id = ${ids.handle!}`),
      );
      const listed = (await sitemapUrls('/sitemap-products-1.xml')).map((url) => productIdOf(url.loc));
      expect(listed).not.toContain(ids.handle);
      expect(listed).toHaveLength(PUBLISHED().length - 1);
      expect(execute.mock.calls.length).toBeGreaterThan(statements);
    } finally {
      ctx.app.services.seo = original;
      await catalogWrite(ctx, () =>
        ctx.database.db.execute(sql`update products set published = true where id = ${ids.handle!}`),
      );
    }
  });

  describe('with files of at most 2 URLs', () => {
    let original: SeoService;
    beforeAll(() => {
      original = ctx.app.services.seo;
      ctx.app.services.seo = createSeoService({
        db: ctx.database.db,
        config: ctx.config,
        changes: ctx.app.services.catalogChanges,
        urlsPerSitemap: 2,
        shopSettings: () => ctx.app.services.shop.current(),
      });
    });
    afterAll(() => {
      ctx.app.services.seo = original;
    });

    it('the index lists several product files, each of at most 2, together every product once', async () => {
      const files = (await sitemapFiles()).filter((loc) => loc.includes('/sitemap-products-'));
      const count = Math.ceil(PUBLISHED().length / 2);
      expect(files).toEqual(
        Array.from({ length: count }, (_, i) => `${ORIGIN}/sitemap-products-${i + 1}.xml`),
      );
      const listed: number[] = [];
      for (const file of files) {
        const urls = await sitemapUrls(new URL(file).pathname);
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(2);
        for (const url of urls) expect(url.lastmod).toMatch(W3C_DATE);
        listed.push(...urls.map((url) => productIdOf(url.loc)));
      }
      expect(listed).toEqual([...PUBLISHED()].sort((a, b) => a - b));
      expect((await get(`/sitemap-products-${count + 1}.xml`)).statusCode).toBe(404);
    });
  });
});

describe('GET /yml.xml', () => {
  let feed: XmlNode;
  let body: string;

  beforeAll(async () => {
    const res = await get('/yml.xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    body = res.body;
    feed = parseXml(body);
  });

  const offers = () => childrenNamed(child(child(feed, 'shop')!, 'offers')!, 'offer');
  const offer = (key: string) => offers().find((node) => node.attributes.id === String(ids[key]));

  it('is a dated catalogue of the shop in roubles', () => {
    expect(feed.name).toBe('yml_catalog');
    expect(feed.attributes.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const shop = child(feed, 'shop')!;
    expect(textOf(shop, 'name')).toBe(DEMO_SHOP_SETTINGS.name);
    expect(textOf(shop, 'company')).toBe(DEMO_SHOP_SETTINGS.legalName);
    expect(textOf(shop, 'url')).toBe(ORIGIN);
    expect(child(child(shop, 'currencies')!, 'currency')!.attributes).toEqual({ id: 'RUR', rate: '1' });
  });

  it('lists the published categories with their published parents', () => {
    const categories = childrenNamed(child(child(feed, 'shop')!, 'categories')!, 'category');
    expect(categories.map((node) => [node.attributes.id, node.attributes.parentId, node.text])).toEqual([
      [String(ids.doors), undefined, 'Двери & окна'],
      [String(ids.interior), String(ids.doors), 'Межкомнатные'],
      [String(ids.orphan), undefined, 'Под скрытой'],
    ]);
  });

  it('offers the published products with a price: not one without a price, not an unpublished one', () => {
    expect(offers().map((node) => Number(node.attributes.id))).toEqual(
      ['verona', 'praga', 'hinge', 'handle', 'bracket', 'lock'].map((key) => ids[key]),
    );
  });

  it('prices as the storefront shows them, with the old price of a discounted product', async () => {
    for (const node of offers()) {
      const product = (await get(`/api/products/${node.attributes.id}`)).json<{
        price: number;
        discounted_price: number;
      }>();
      expect(Number(textOf(node, 'price')), node.attributes.id).toBe(product.discounted_price);
      const old = textOf(node, 'oldprice');
      if (product.discounted_price < product.price) expect(Number(old)).toBe(product.price);
      else expect(old).toBeUndefined();
      expect(textOf(node, 'currencyId')).toBe('RUR');
    }
    expect(textOf(offer('verona')!, 'price')).toBe('4941.00');
    expect(textOf(offer('verona')!, 'oldprice')).toBe('5490.00');
    expect(textOf(offer('lock')!, 'price')).toBe('850.00');
    expect(textOf(offer('praga')!, 'price')).toBe('4990.50');
  });

  it('is available while in stock', () => {
    expect(offer('verona')!.attributes.available).toBe('true');
    expect(offer('praga')!.attributes.available).toBe('false');
  });

  it('writes absolute URLs, the article, the barcode and a short plain description', () => {
    const verona = offer('verona')!;
    expect(textOf(verona, 'url')).toBe(`${ORIGIN}/product/${ids.verona}`);
    expect(textOf(verona, 'picture')).toBe(`${ORIGIN}/uploads/products/verona.webp`);
    expect(textOf(verona, 'categoryId')).toBe(String(ids.interior));
    expect(textOf(verona, 'vendorCode')).toBe('VR-800');
    expect(textOf(verona, 'barcode')).toBe('4601234567893');
    const description = textOf(verona, 'description')!;
    expect(description.length).toBeLessThanOrEqual(3000);
    expect(description).toMatch(/^Прочная дверь из массива сосны\. .*…$/);
    expect(description).not.toMatch(/\s{2}|\n|\t/);
    const praga = offer('praga')!;
    expect(child(praga, 'picture')).toBeUndefined();
    expect(child(praga, 'vendorCode')).toBeUndefined();
    expect(child(praga, 'barcode')).toBeUndefined();
    expect(child(praga, 'description')).toBeUndefined();
    // a product of a hidden category is on sale (its page opens) but has no category to point to
    expect(textOf(offer('hinge')!, 'categoryId')).toBe(String(ids.orphan));
    expect(child(offer('bracket')!, 'categoryId')).toBeUndefined();
  });

  it('escapes markup in names and drops what XML 1.0 forbids', () => {
    expect(textOf(offer('verona')!, 'name')).toBe('Дверь <Верона> & "Ко" №1');
    expect(body).toContain('<name>Дверь &lt;Верона&gt; &amp; &quot;Ко&quot; №1</name>');
    expect(body).not.toContain('\u0001');
    expect(body).toContain('>Двери &amp; окна</category>');
  });

  it('is compressed for a client that takes gzip', async () => {
    const res = await ctx.app.inject({ url: '/yml.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const unzipped = parseXml(gunzipSync(res.rawPayload).toString('utf8'));
    const shop = child(unzipped, 'shop')!;
    expect(childrenNamed(child(shop, 'offers')!, 'offer')).toHaveLength(offers().length);
  });

  it('answers HEAD without a body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/yml.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toBe('');
  });
});

describe('plainDescription', () => {
  it('keeps a short text, joins its lines and cuts a long one at a word', () => {
    expect(plainDescription('  Краска\n\tбелая  ')).toBe('Краска белая');
    expect(plainDescription('раз два три четыре', 12)).toBe('раз два…');
    expect(plainDescription('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
  });
});

describe('the YML feed of a large catalogue', () => {
  const PRODUCTS = 5_000;
  const BATCH = 500;
  let big: TestContext;

  beforeAll(async () => {
    big = await buildTestApp();
    const [category] = await rawRows<{ id: number }>(
      big.database.db,
      sql`insert into categories (name) values ('Крепёж') returning id`,
    );
    await big.database.db.execute(
      sql`insert into products (name, category_id, price, stock_quantity, article, description)
        select 'Саморез ' || n, ${category!.id}, (n % 500 + 1)::numeric, n % 7, 'SR-' || n,
          repeat('Оцинкованный саморез по дереву. ', 10)
        from generate_series(1, ${PRODUCTS}) as n`,
    );
  });

  afterAll(() => big.close());
  afterEach(() => vi.restoreAllMocks());

  it('is streamed: its first bytes come before the catalogue was read, then every offer', async () => {
    // the feed's own statements, counted apart from what the app's workers send meanwhile
    const db = Object.create(big.database.db) as Database;
    const execute = vi.spyOn(db, 'execute');
    const seo = createSeoService({
      db,
      config: big.config,
      ymlBatchSize: BATCH,
      shopSettings: () => big.app.services.shop.current(),
    });
    const stream = await seo.ymlFeed();
    const chunks = stream[Symbol.asyncIterator]();
    const first = await chunks.next();
    expect(first.done).toBe(false);
    // the categories and at most the first batches have been read, of the 12 statements in all
    expect(execute.mock.calls.length).toBeLessThanOrEqual(3);

    const parser = new SaxesParser({ xmlns: false });
    let offers = 0;
    let failure: Error | undefined;
    parser.on('error', (error) => {
      failure ??= error;
    });
    parser.on('opentag', (tag) => {
      if (tag.name === 'offer') offers++;
    });
    parser.write((first.value as Buffer).toString('utf8'));
    let largest = 0;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      const chunk = next.value as Buffer;
      largest = Math.max(largest, chunk.length);
      parser.write(chunk.toString('utf8'));
    }
    parser.close();
    expect(failure).toBeUndefined();
    expect(offers).toBe(PRODUCTS);
    expect(execute.mock.calls.length).toBe(1 + PRODUCTS / BATCH + 1);
    // no chunk holds more than one batch of offers (~1 KB each)
    expect(largest).toBeLessThan(BATCH * 1_500);
  });
});
