/**
 * The shop's pages as a search engine reads them (issue 22): the raw HTML the server sends, without
 * running any script. The renderer and the page template come from the web app's sources.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRoubles } from '@shop/shared/money';
import { categories, products } from '../src/modules/catalog/catalog.tables.js';
import { deliveryZones } from '../src/modules/delivery/delivery.tables.js';
import { ratings } from '../src/modules/ratings/ratings.tables.js';
import { buildTestApp, catalogWrite, testConfig, webPages, type TestContext } from './helpers.js';
import { createUsers } from './orders-fixtures.js';

const ORIGIN = 'https://shop.example.ru';

let ctx: TestContext;
let roofing: number;
let doors: number;
let productId: number;
let hiddenId: number;
let trickyId: number;

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, html: response.body };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** The visible part of the page (the app's root), without the head and the state script. */
const bodyOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script id="shop-state"/.exec(html)?.[1] ?? '';
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every JSON-LD block of the page, parsed (a block that is not valid JSON fails the test). */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
const blockOfType = (html: string, type: string) => jsonLd(html).find((block) => block['@type'] === type);

beforeAll(async () => {
  ctx = await buildTestApp({ config: { ...testConfig(), publicUrl: `${ORIGIN}/` }, pages: await webPages() });
  const db = ctx.database.db;
  const [roof, door] = await db
    .insert(categories)
    .values([{ name: 'Кровля' }, { name: 'Двери межкомнатные' }])
    .returning();
  roofing = roof!.id;
  doors = door!.id;
  const rows = await db
    .insert(products)
    .values([
      {
        name: 'Профнастил С8 оцинкованный',
        article: 'PN-C8',
        description: 'Лист 1,2 × 2 м, толщина 0,45 мм.',
        price: '1250.50',
        stockQuantity: 40,
        categoryId: roofing,
        barcode: '4601234567893',
        image: '/uploads/products/pn-c8.webp',
        unitName: 'шт',
      },
      { name: 'Скрытый лист', article: 'HID-1', price: '99.00', categoryId: roofing, published: false },
      {
        name: 'Дверь </script><script>alert(1)</script> «Классика»',
        article: 'D-1',
        price: '5000.00',
        stockQuantity: 0,
        categoryId: doors,
      },
      // 30 more doors: the category's first page shows 24 and links to page 2
      ...Array.from({ length: 30 }, (_, index) => ({
        name: `Дверь модель ${String(index + 1).padStart(2, '0')}`,
        article: `DM-${index + 1}`,
        price: String(3000 + index),
        stockQuantity: 5,
        categoryId: doors,
      })),
    ])
    .returning();
  productId = rows[0]!.id;
  hiddenId = rows[1]!.id;
  trickyId = rows[2]!.id;
  const voters = await createUsers(ctx, ['voter1', 'voter2']);
  await db.insert(ratings).values([
    { userId: voters[0]!.id, productId, rating: 5 },
    { userId: voters[1]!.id, productId, rating: 4 },
  ]);
});

afterAll(async () => {
  await ctx.close();
});

describe('a product page', () => {
  it('holds the product in its HTML: the name in an h1, the price and the article', async () => {
    const { status, headers, html } = await page(`/product/${productId}`);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    const body = decode(bodyOf(html));
    expect(body).toMatch(/<h1[^>]*>Профнастил С8 оцинкованный<\/h1>/);
    expect(body).toContain(formatRoubles(1250.5));
    expect(body).toContain('PN-C8');
    expect(body).toContain('Лист 1,2 × 2 м, толщина 0,45 мм.');
  });

  it('names the product and its price in its head, with its canonical address and Open Graph', async () => {
    const { html } = await page(`/product/${productId}`);
    const title = decode(titleOf(html)!);
    expect(title).toContain('Профнастил С8 оцинкованный');
    expect(title).toContain(formatRoubles(1250.5));
    expect(decode(metaContent(html, 'description')!)).toContain('артикул PN-C8');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/product/${productId}`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(decode(metaContent(html, 'og:title')!)).toBe(title);
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/uploads/products/pn-c8.webp`);
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/product/${productId}`);
    expect(metaContent(html, 'robots')).toBeUndefined();
  });

  it('describes the product in JSON-LD: offer, article, barcode, rating and the category trail', async () => {
    const { html } = await page(`/product/${productId}`);
    const product = blockOfType(html, 'Product')!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Профнастил С8 оцинкованный',
      image: `${ORIGIN}/uploads/products/pn-c8.webp`,
      description: 'Лист 1,2 × 2 м, толщина 0,45 мм.',
      sku: 'PN-C8',
      gtin13: '4601234567893',
      offers: {
        '@type': 'Offer',
        price: '1250.50',
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/${productId}`,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2 },
    });
    const trail = blockOfType(html, 'BreadcrumbList')!;
    const items = trail.itemListElement as Array<{ position: number; name: string; item: string }>;
    expect(items.map((item) => item.name)).toEqual([
      'Главная',
      'Каталог',
      'Кровля',
      'Профнастил С8 оцинкованный',
    ]);
    expect(items[2]!.item).toBe(`${ORIGIN}/catalog?category_id=${roofing}`);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4]);
  });

  it('keeps a name with </script> inside its elements, and out of stock without a rating', async () => {
    const { status, html } = await page(`/product/${trickyId}`);
    expect(status).toBe(200);
    // the only closing tags are the page's own: no script of the name's runs
    expect(html).not.toContain('<script>alert(1)</script>');
    const product = blockOfType(html, 'Product')!;
    expect(product.name).toBe('Дверь </script><script>alert(1)</script> «Классика»');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('gtin13');
    expect((product.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
    // the query state the browser takes over is JSON that no name can close either
    const state = /<script id="shop-state" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(
      html,
    )![1]!;
    expect(JSON.stringify(JSON.parse(state))).toContain('alert(1)');
  });

  it('answers 404 with the 404 page for an unknown, a hidden and a malformed product', async () => {
    for (const url of ['/product/99999999', `/product/${hiddenId}`, '/product/abc']) {
      const { status, headers, html } = await page(url);
      expect(status, url).toBe(404);
      expect(titleOf(html), url).toBe('404 - Страница не найдена');
      expect(metaContent(html, 'robots'), url).toBe('noindex');
      expect(headers['x-robots-tag'], url).toBe('noindex');
      expect(decode(bodyOf(html)), url).toContain('Товар не найден или произошла ошибка загрузки.');
      expect(html, url).not.toContain('Скрытый лист');
    }
  });
});

describe('a catalogue page', () => {
  it('lists 24 products of the category and links to the next pages', async () => {
    const { status, html } = await page(`/catalog?category_id=${doors}`);
    expect(status).toBe(200);
    const body = decode(bodyOf(html));
    const names = [...body.matchAll(/Дверь модель \d\d/g)].map((match) => match[0]);
    const tricky = body.includes('Дверь </script><script>alert(1)</script> «Классика»') ? 1 : 0;
    expect(new Set(names).size + tricky).toBe(24);
    expect(body).toContain(`href="/catalog?category_id=${doors}&page=2"`);
    expect(body).toMatch(/<h1[^>]*>Двери межкомнатные<\/h1>/);
  });

  it('gives each category a title of its own, and the trail in JSON-LD', async () => {
    const roof = await page(`/catalog?category_id=${roofing}`);
    const door = await page(`/catalog?category_id=${doors}`);
    expect(decode(titleOf(roof.html)!)).toContain('Кровля');
    expect(decode(titleOf(door.html)!)).toContain('Двери межкомнатные');
    expect(titleOf(roof.html)).not.toBe(titleOf(door.html));
    expect(canonicalOf(door.html)).toBe(`${ORIGIN}/catalog?category_id=${doors}`);
    const trail = blockOfType(door.html, 'BreadcrumbList')!;
    expect((trail.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual([
      'Главная',
      'Каталог',
      'Двери межкомнатные',
    ]);
  });

  it('shows page 2 under the category’s canonical address', async () => {
    const { status, html } = await page(`/catalog?category_id=${doors}&page=2&sort=price_asc`);
    expect(status).toBe(200);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/catalog?category_id=${doors}`);
  });

  it('answers 404 for an unknown category; a category id that is not a number is ignored', async () => {
    const unknown = await page('/catalog?category_id=999999');
    expect(unknown.status).toBe(404);
    expect(titleOf(unknown.html)).toBe('404 - Страница не найдена');
    expect(metaContent(unknown.html, 'robots')).toBe('noindex');

    const ignored = await page('/catalog?category_id=abc');
    expect(ignored.status).toBe(200);
    expect(canonicalOf(ignored.html)).toBe(`${ORIGIN}/catalog`);
    expect(metaContent(ignored.html, 'robots')).toBeUndefined();
  });
});

describe('the other public pages', () => {
  it('home and contacts describe the store as a HardwareStore', async () => {
    for (const url of ['/', '/contact']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      const store = blockOfType(html, 'HardwareStore')!;
      expect(store, url).toMatchObject({
        '@context': 'https://schema.org',
        name: expect.any(String),
        telephone: expect.any(String),
        email: expect.any(String),
        address: { '@type': 'PostalAddress', streetAddress: expect.any(String) },
        geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
      });
      const hours = store.openingHoursSpecification as Array<Record<string, unknown>>;
      expect(hours.length, url).toBeGreaterThan(0);
      expect(hours[0], url).toMatchObject({
        '@type': 'OpeningHoursSpecification',
        opens: expect.any(String),
      });
      // the address and the phone are in the metadata (spec §1), not only in what scripts draw
      expect(decode(metaContent(html, 'description')!), url).toContain(store.telephone as string);
    }
  });

  it('home shows categories and products; search names the query and finds by name', async () => {
    const home = await page('/');
    expect(decode(bodyOf(home.html))).toContain('Кровля');
    expect(canonicalOf(home.html)).toBe(`${ORIGIN}/`);

    const search = await page(`/search?q=${encodeURIComponent('профнастил')}`);
    expect(search.status).toBe(200);
    expect(decode(titleOf(search.html)!)).toContain('профнастил');
    expect(decode(bodyOf(search.html))).toContain('Профнастил С8 оцинкованный');
    expect(canonicalOf(search.html)).toBe(`${ORIGIN}/search?q=${encodeURIComponent('профнастил')}`);
  });

  it('the privacy policy and the contacts have their own titles and canonical addresses', async () => {
    const policy = await page('/privacy-policy');
    const contact = await page('/contact');
    expect(policy.status).toBe(200);
    expect(titleOf(policy.html)).not.toBe(titleOf(contact.html));
    expect(canonicalOf(policy.html)).toBe(`${ORIGIN}/privacy-policy`);
    expect(canonicalOf(contact.html)).toBe(`${ORIGIN}/contact`);
  });

  it('the returns page holds the return terms of the shop settings', async () => {
    const returns = await page('/returns');
    expect(returns.status).toBe(200);
    expect(decode(titleOf(returns.html)!)).toContain('Обмен и возврат');
    expect(canonicalOf(returns.html)).toBe(`${ORIGIN}/returns`);
    expect(decode(bodyOf(returns.html))).toContain('в течение 7 дней');
  });

  it('the delivery page holds the table of the active zones', async () => {
    await ctx.database.db.insert(deliveryZones).values([
      { name: 'с. Верхняя Хава', price: '300', freeFrom: '5000', leadTime: 'завтра' },
      { name: 'г. Воронеж', price: '900', leadTime: '2–3 дня', active: false },
    ]);
    const delivery = await page('/delivery');
    expect(delivery.status).toBe(200);
    expect(decode(titleOf(delivery.html)!)).toContain('Доставка и оплата');
    expect(canonicalOf(delivery.html)).toBe(`${ORIGIN}/delivery`);
    const body = decode(bodyOf(delivery.html));
    expect(body).toContain('<table');
    for (const text of ['с. Верхняя Хава', formatRoubles(300), formatRoubles(5000), 'завтра'])
      expect(body).toContain(text);
    expect(body).not.toContain('г. Воронеж');
  });

  it('the consent to personal-data processing is a document of its own, naming the operator', async () => {
    const consent = await page('/personal-data-consent');
    expect(consent.status).toBe(200);
    expect(decode(titleOf(consent.html)!)).toContain('Согласие на обработку персональных данных');
    expect(canonicalOf(consent.html)).toBe(`${ORIGIN}/personal-data-consent`);
    expect(decode(bodyOf(consent.html))).toMatch(/ИНН \d{10}/);
  });

  it('the buyer’s documents carry their breadcrumb below the home page as JSON-LD', async () => {
    const pages = {
      '/delivery': 'Доставка и оплата',
      '/returns': 'Обмен и возврат',
      '/privacy-policy': 'Политика конфиденциальности',
      '/personal-data-consent': 'Согласие на обработку персональных данных',
    };
    for (const [path, title] of Object.entries(pages)) {
      const { html } = await page(path);
      const trail = blockOfType(html, 'BreadcrumbList') as {
        itemListElement: { name: string; item: string }[];
      };
      expect(trail.itemListElement.map(({ name, item }) => [name, item])).toEqual([
        ['Главная', `${ORIGIN}/`],
        [title, `${ORIGIN}${path}`],
      ]);
    }
  });

  it('an unknown address is the 404 page with status 404', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(titleOf(html)).toBe('404 - Страница не найдена');
    expect(decode(bodyOf(html))).toContain('Вернуться на главную');
  });

  it('a page whose data cannot be read for a moment is a 503 to try again, never kept', async () => {
    const url = '/catalog?sort=price_desc';
    ctx.app.state.databaseReady = false; // the API answers 503, as while the database restarts
    try {
      const { status, headers } = await page(url);
      expect(status).toBe(503);
      expect(headers['retry-after']).toBe('5');
    } finally {
      ctx.app.state.databaseReady = true;
    }
    expect((await page(url)).status).toBe(200);
  });

  it('the pages for people signed in are the frame, kept out of search engines', async () => {
    for (const url of ['/cart', '/profile', '/admin/orders', '/login']) {
      const { status, headers, html } = await page(url);
      expect(status, url).toBe(200);
      expect(metaContent(html, 'robots'), url).toBe('noindex');
      expect(headers['x-robots-tag'], url).toBe('noindex');
    }
  });

  it('the API and pictures keep their own not-found answers', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const picture = await ctx.app.inject({ method: 'GET', url: '/uploads/none.webp' });
    expect(picture.statusCode).toBe(404);
    expect(picture.headers['content-type']).not.toContain('text/html');
  });
});

describe('sending pages', () => {
  it('sends every part of a page in place: no inline script, nothing hidden to be moved later', async () => {
    for (const url of [
      '/',
      `/product/${productId}`,
      `/catalog?category_id=${doors}`,
      '/contact',
      '/no-such-page',
    ]) {
      const { html } = await page(url);
      // the CSP allows no inline script: only JSON data, JSON-LD and the deferred starter may be there
      const scripts = [...html.matchAll(/<script(?: [^>]*)?>/g)].map((match) => match[0]);
      for (const tag of scripts)
        expect(tag, url).toMatch(/type="application\/(?:json|ld\+json)"|src="\/boot\.js"/);
      expect(html, url).not.toContain('<template');
      expect(html, url).not.toMatch(/<div hidden id="S:/);
      expect(html, url).not.toContain('<!--$?-->');
    }
  });

  it('draws the cookie notice for a new visitor, and no notice for one who answered it', async () => {
    const notice = 'Мы используем файлы cookie';
    const asked = await page('/catalog');
    expect(decode(bodyOf(asked.html))).toContain(notice);
    const answered = await page('/catalog', { cookie: 'theme=x; cookie_consent=1' });
    expect(decode(bodyOf(answered.html))).not.toContain(notice);
    // the two are kept apart: the first visitor still gets the notice
    expect(decode(bodyOf((await page('/catalog')).html))).toContain(notice);
    expect(asked.headers.vary).toContain('cookie');
  });

  it('compresses a page for a browser that accepts it, and starts the scripts after loading', async () => {
    const gzip = await page(`/product/${productId}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const brotli = await page(`/product/${productId}`, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const { html } = await page(`/product/${productId}`);
    // no script tag that runs before the page is shown: only the deferred starter
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).toMatch(/<script src="\/boot.js" defer data-entry="[^"]+"/);
  });

  it('a changed price is on the page at once: the kept page is dropped with the catalogue change', async () => {
    const before = await page(`/product/${productId}`);
    expect(decode(bodyOf(before.html))).toContain(formatRoubles(1250.5));
    await catalogWrite(ctx, () =>
      ctx.database.db.update(products).set({ price: '1399.00' }).where(eq(products.id, productId)),
    );
    const after = await page(`/product/${productId}`);
    expect(decode(bodyOf(after.html))).toContain(formatRoubles(1399));
    expect(decode(titleOf(after.html)!)).toContain(formatRoubles(1399));
  });

  it('a new vote is on the page at once too', async () => {
    const rated = () =>
      page(`/product/${productId}`).then(({ html }) => blockOfType(html, 'Product')!.aggregateRating);
    expect(await rated()).toMatchObject({ reviewCount: 2 });
    const [voter] = await createUsers(ctx, ['voter3']);
    await catalogWrite(ctx, () =>
      ctx.database.db.insert(ratings).values({ userId: voter!.id, productId, rating: 3 }),
    );
    expect(await rated()).toMatchObject({ reviewCount: 3, ratingValue: '4.0' });
  });
});

describe('Yandex', () => {
  it('puts the Webmaster code and the Metrica counter into every page when configured', async () => {
    const yandex = await buildTestApp({
      config: { ...testConfig(), yandex: { metrikaId: '98765', verification: 'abc123-def' } },
      pages: await webPages(),
    });
    try {
      for (const url of ['/', '/no-such-page']) {
        const response = await yandex.app.inject({ method: 'GET', url });
        expect(response.body, url).toContain('<meta name="yandex-verification" content="abc123-def">');
        expect(response.body, url).toContain('<meta name="yandex-metrika" content="98765">');
        // the counter's script is not in the page: it loads only after the visitor accepts cookies
        expect(response.body, url).not.toContain('mc.yandex.ru/metrika/tag.js');
      }
      const csp = String(
        (await yandex.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(csp).toMatch(/script-src 'self' https:\/\/mc\.yandex\.ru/);
    } finally {
      await yandex.close();
    }
  });

  it('a shop without them sends neither', async () => {
    const { html, headers } = await page('/');
    expect(html).not.toContain('yandex-verification');
    expect(html).not.toContain('yandex-metrika');
    expect(String(headers['content-security-policy'])).not.toContain('mc.yandex.ru');
  });
});
