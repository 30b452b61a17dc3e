/**
 * The relevance set: queries customers type (word forms, prefixes, typos, ё, the wrong keyboard
 * layout, articles, trade abbreviations and synonyms, look-alike Latin letters, padding) over the
 * demo catalogue, each with the products that must come in the first five results.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SearchQuery, type SearchQueryInput } from '@shop/shared/search/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helpers.js';
import type { DatabaseHandle } from '../../db/client.js';
import { generateDemoCatalog, type DemoProduct } from '../../demo/generate-catalog.js';
import { seedDemo } from '../../demo/seed.js';
import { products } from '../catalog/catalog.tables.js';
import { createSearchService, type SearchService } from './search.service.js';

const DEMO_PRODUCTS = 2400;
const TOP = 5;

let database: DatabaseHandle;
let drop: () => Promise<void>;
let search: SearchService;
const uploadsDir = mkdtempSync(join(tmpdir(), 'shop-relevance-uploads-'));

// Goods 1C sends with Latin look-alike letters ('a', 'e', 'o' below are Latin), padding and doubled spaces.
const LOOKALIKE_NAME = 'Шпaклевка «Брeнди» финишная 20 кг';
const PADDED_NAME = '   Герметик   силиконовый  санитарный,  белый   ';

/** Articles picked from the generated catalogue, the same on every run. */
function pickArticles(list: DemoProduct[]) {
  const byArticle = new Map<string, DemoProduct[]>();
  for (const p of list) byArticle.set(p.article, [...(byArticle.get(p.article) ?? []), p]);
  const unique = list.filter((p) => p.article !== '' && byArticle.get(p.article)!.length === 1);
  const containing = (part: string) =>
    list.filter((p) => p.article.toLowerCase().includes(part.toLowerCase()));
  const lettered = unique.find((p) => /^[A-Z]+-\d+-\d+$/.test(p.article))!;
  const numeric = unique.find((p) => /^\d{7}$/.test(p.article))!;
  const prefixed = unique.find(
    (p) => /^[A-Z]+-\d{7}$/.test(p.article) && containing(p.article.slice(0, -2)).length <= 2,
  )!;
  const inner = unique.find(
    (p) => /^\d{7}$/.test(p.article) && containing(p.article.slice(1, 6)).length === 1,
  )!;
  return { lettered, numeric, prefixed, inner };
}

interface Case {
  query: string | SearchQueryInput;
  /** Names that must be in the first five results... */
  expect: RegExp;
  /** ...at least once (default), first, or all five. */
  where?: 'top' | 'first' | 'all';
}

const articles = pickArticles(generateDemoCatalog({ products: DEMO_PRODUCTS }).products);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (product: DemoProduct) => new RegExp(`^${escape(product.name)}$`);

const CASES: Record<string, Case[]> = {
  'word forms': [
    { query: 'двери', expect: /^Дверь /, where: 'all' },
    { query: 'дверью', expect: /^Дверь /, where: 'all' },
    { query: 'межкомнатные двери', expect: /^Дверь межкомнатная/, where: 'all' },
    { query: 'входную дверь', expect: /^Дверь входная/, where: 'all' },
    { query: 'ламинаты', expect: /^Ламинат /, where: 'first' },
    { query: 'плитки настенной', expect: /^Плитка настенная/, where: 'all' },
    { query: 'труб канализационных', expect: /^Труба канализационная/, where: 'all' },
    { query: 'шлангом поливочным', expect: /^Шланг поливочный/, where: 'all' },
  ],
  'prefixes while typing': [
    { query: 'гипсок', expect: /гипсокартон/i, where: 'all' },
    { query: 'металлочер', expect: /^Металлочерепица/, where: 'all' },
    { query: 'перфор', expect: /^Перфоратор/, where: 'all' },
    { query: 'дверь меж', expect: /^Дверь межкомнатная/, where: 'all' },
    { query: 'саморез кров', expect: /^Саморезы? кровельный/, where: 'all' },
    { query: 'смесит', expect: /^Смеситель/, where: 'all' },
  ],
  typos: [
    { query: 'гипсакартон', expect: /гипсокартон/i, where: 'all' },
    { query: 'ламинад', expect: /^Ламинат /, where: 'first' },
    { query: 'шпатлевка', expect: /^Шп(ат|ак)л[её]вка/, where: 'all' },
    { query: 'шпаклевка', expect: /^Шп(ат|ак)л[её]вка/, where: 'all' },
    { query: 'перфаратор', expect: /^Перфоратор/, where: 'all' },
    { query: 'линолиум', expect: /^Линолеум/, where: 'all' },
    { query: 'металочерепица', expect: /^Металлочерепица/, where: 'all' },
    { query: 'керамогранид', expect: /^Керамогранит/, where: 'first' },
  ],
  'ё and е': [
    { query: 'шпаклёвка', expect: /^Шп(ат|ак)л[её]вка/, where: 'all' },
    { query: 'шуруповёрт', expect: /^Дрель-шуруповёрт/, where: 'all' },
    { query: 'шуруповерт', expect: /^Дрель-шуруповёрт/, where: 'all' },
    { query: 'пленка полиэтиленовая', expect: /^Плёнка полиэтиленовая/, where: 'first' },
    { query: 'гвозди ершеные', expect: /^Гвозди ершёные/, where: 'all' },
  ],
  'wrong keyboard layout': [
    { query: 'ldthm', expect: /^Дверь /, where: 'all' },
    { query: 'kfvbyfn', expect: /^Ламинат /, where: 'first' },
    { query: 'rhfcrf', expect: /^Краска /, where: 'all' },
    { query: 'gthajhfnjh', expect: /^Перфоратор/, where: 'all' },
    { query: 'vbydfnf', expect: /^Минвата/, where: 'first' },
    { query: 'ldthm vt;rjvyfnyfz', expect: /^Дверь межкомнатная/, where: 'all' },
  ],
  articles: [
    { query: articles.lettered.article, expect: named(articles.lettered), where: 'first' },
    { query: articles.lettered.article.toLowerCase(), expect: named(articles.lettered), where: 'first' },
    { query: articles.numeric.article, expect: named(articles.numeric), where: 'first' },
    { query: articles.prefixed.article.slice(0, -2), expect: named(articles.prefixed) },
    { query: articles.inner.article.slice(1, 6), expect: named(articles.inner) },
  ],
  'abbreviations and synonyms': [
    { query: 'ГКЛ', expect: /гипсокартон|^ГКЛ /i, where: 'all' },
    { query: 'ОСБ', expect: /^(Плита )?(OSB|ОСБ)-3/, where: 'all' },
    { query: 'osb', expect: /^(Плита )?(OSB|ОСБ)-3/, where: 'all' },
    { query: 'ЦПС', expect: /ЦПС|цементно-песчаная|Пескобетон/i, where: 'all' },
    { query: 'цементно-песчаная смесь', expect: /ЦПС|цементно-песчаная|Пескобетон/i, where: 'all' },
    { query: 'саморезы', expect: /^Саморез/, where: 'all' },
    { query: 'шурупы', expect: /^Шурупы? /, where: 'all' },
    { query: 'шуруп по металлу', expect: /^Саморез по металлу/, where: 'first' },
    { query: 'саморезы с кольцом', expect: /^Шуруп(ы)? с кольцом/, where: 'first' },
    { query: 'минвата', expect: /^Минвата/, where: 'all' },
    { query: 'минеральная вата', expect: /^Минвата/ },
    { query: 'болгарка', expect: /^(УШМ|Угловая шлифмашина)/, where: 'all' },
    { query: 'ушм', expect: /^(УШМ|Угловая шлифмашина)/, where: 'all' },
    { query: 'профлист', expect: /^(Профлист|Профнастил)/, where: 'all' },
    { query: 'кафель', expect: /^Плитка /, where: 'all' },
    { query: 'эппс', expect: /^Экструдированный пенополистирол/, where: 'all' },
    { query: 'пенополистирол', expect: /пенополистирол|^Пенопласт/i, where: 'all' },
  ],
  'look-alike letters, padding, phrases and filters': [
    { query: 'шпаклевка бренди', expect: /Бр.нди/, where: 'first' },
    { query: 'бренди', expect: /Бр.нди/, where: 'first' },
    { query: 'герметик силиконовый', expect: /Герметик\s+силиконовый/, where: 'first' },
    { query: '  ламинат   33   класс  ', expect: /^Ламинат .*33 класс/, where: 'all' },
    { query: 'клей для плитки', expect: /^Клей для плитки/, where: 'all' },
    { query: 'цемент м500', expect: /^Цемент М500/, where: 'all' },
    { query: 'эмаль пф-115', expect: /^Эмаль ПФ-115/, where: 'all' },
    { query: { q: 'дверь', inStock: 'true', limit: '10' }, expect: /^Двер/, where: 'all' },
  ],
};

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await seedDemo(database.db, { products: DEMO_PRODUCTS, uploadsDir });
  await database.db.insert(products).values([
    { name: LOOKALIKE_NAME, article: 'BR-20', price: '690.00', stockQuantity: 4 },
    { name: PADDED_NAME, article: 'GS-1', price: '350.00', stockQuantity: 12 },
  ]);
  // No explicit refresh: the first search fills the empty dictionary itself.
  search = createSearchService(database.db);
}, 180_000);

afterAll(async () => {
  await drop();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('search relevance over the demo catalogue', () => {
  it(`has at least 40 queries`, () => {
    expect(Object.values(CASES).flat().length).toBeGreaterThanOrEqual(40);
  });

  for (const [group, cases] of Object.entries(CASES)) {
    describe(group, () => {
      it.each(cases)('$query', async ({ query, expect: pattern, where = 'top' }) => {
        const input = typeof query === 'string' ? { q: query } : query;
        const result = await search.search(SearchQuery.parse({ limit: String(TOP), ...input }));
        const names = result.products.slice(0, TOP).map((p) => p.name);
        const shown = `${JSON.stringify(query)} →\n  ${names.join('\n  ')}`;
        if (where === 'first') expect(names[0] ?? '', shown).toMatch(pattern);
        else if (where === 'all') {
          expect(names, shown).toHaveLength(TOP);
          for (const name of names) expect(name, shown).toMatch(pattern);
        } else
          expect(
            names.some((name) => pattern.test(name)),
            shown,
          ).toBe(true);
        if (typeof query !== 'string' && query.inStock === 'true') {
          expect(result.products.every((p) => p.stock_quantity > 0)).toBe(true);
        }
      });
    });
  }
});
