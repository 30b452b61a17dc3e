import { describe, expect, it } from 'vitest';
import { productCalculator } from '@shop/shared/catalog/calculator-data';
import { SHOWCASE_PRODUCTS, UNIT_CODES } from './catalog-data.js';
import { demoImageFiles } from './demo-images.js';
import { generateDemoCatalog, type DemoCatalog, type DemoCategory } from './generate-catalog.js';

function depthOf(category: DemoCategory, byKey: Map<string, DemoCategory>): number {
  let depth = 1;
  let current = category;
  while (current.parentKey !== null) {
    const parent = byKey.get(current.parentKey);
    if (!parent) throw new Error(`missing parent ${current.parentKey}`);
    current = parent;
    depth++;
  }
  return depth;
}

/** Leaf categories that may hold products: no children, not a promotion/discount category. */
function productLeaves(catalog: DemoCatalog): DemoCategory[] {
  const parents = new Set(catalog.categories.map((c) => c.parentKey).filter((k) => k !== null));
  return catalog.categories.filter((c) => !parents.has(c.key) && !c.isPromotion && !c.isDiscount);
}

function validEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 12).reduce((acc, digit, i) => acc + digit * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

describe('generateDemoCatalog', () => {
  const catalog = generateDemoCatalog({ products: 2400, seed: 1 });
  const byKey = new Map(catalog.categories.map((c) => [c.key, c]));

  it('is deterministic for the same options and differs for another seed', () => {
    expect(generateDemoCatalog({ products: 2400, seed: 1 })).toEqual(catalog);
    const other = generateDemoCatalog({ products: 2400, seed: 2 });
    expect(other.products.map((p) => p.name)).not.toEqual(catalog.products.map((p) => p.name));
    expect(other.products.map((p) => p.externalId)).not.toEqual(catalog.products.map((p) => p.externalId));
    // the default seed is fixed too
    expect(generateDemoCatalog({ products: 300 })).toEqual(generateDemoCatalog({ products: 300 }));
  });

  it('builds at least 40 categories, two or three levels deep, parents first', () => {
    expect(catalog.categories.length).toBeGreaterThanOrEqual(40);
    expect(byKey.size).toBe(catalog.categories.length);
    const seen = new Set<string>();
    for (const category of catalog.categories) {
      if (category.parentKey !== null) expect(seen.has(category.parentKey)).toBe(true);
      seen.add(category.key);
      expect(category.name.trim()).not.toBe('');
    }
    const depths = catalog.categories.map((c) => depthOf(c, byKey));
    expect(Math.max(...depths)).toBe(3);
    for (const leaf of productLeaves(catalog)) expect([2, 3]).toContain(depthOf(leaf, byKey));
  });

  it('has one promotion and two discount categories at the top level', () => {
    const promo = catalog.categories.filter((c) => c.isPromotion);
    const discount = catalog.categories.filter((c) => c.isDiscount);
    expect(promo.map((c) => c.name)).toEqual(['Акции месяца']);
    expect(discount).toHaveLength(2);
    for (const c of [...promo, ...discount]) expect(c.parentKey).toBeNull();
  });

  it('covers the required departments', () => {
    const names = catalog.categories.map((c) => c.name).join(' | ');
    for (const word of [
      'Межкомнатные двери',
      'Входные двери',
      'Фурнитура для дверей',
      'Штукатурки',
      'Шпаклёвки',
      'Клей для плитки',
      'ЦПС',
      'Наливные полы',
      'Металлочерепица',
      'Профнастил',
      'Мягкая кровля',
      'Водосточные',
      'Минеральная вата',
      'Пенополистирол',
      'Пароизоляция',
      'Гипсокартон',
      'Профиль для ГКЛ',
      'ОСБ',
      'Фанера',
      'Доска обрезная',
      'Брус',
      'Электроинструмент',
      'Ручной инструмент',
      'Расходные материалы',
      'Интерьерные краски',
      'Фасадные краски',
      'Эмали',
      'Грунтовки',
      'Саморезы',
      'Шурупы',
      'Дюбели',
      'Гвозди',
      'Анкеры',
      'Трубы и фитинги',
      'Смесители',
      'Сантехника',
      'Кабель и провод',
      'Розетки и выключатели',
      'Освещение',
      'Кирпич',
      'Цемент',
      'Ламинат',
      'Линолеум',
      'Плитка',
      'Сад и огород',
    ]) {
      expect(names).toContain(word);
    }
  });

  it('generates exactly the requested number of products', () => {
    for (const count of [0, 1, 7, 64, 65, 999]) {
      expect(generateDemoCatalog({ products: count, seed: 5 }).products).toHaveLength(count);
    }
    expect(catalog.products).toHaveLength(2400);
    expect(() => generateDemoCatalog({ products: -1 })).toThrow(RangeError);
    expect(() => generateDemoCatalog({ products: 1.5 })).toThrow(RangeError);
  });

  it('puts every product in a leaf product category and uses every leaf', () => {
    const leaves = productLeaves(catalog);
    const leafKeys = new Set(leaves.map((c) => c.key));
    const used = new Set<string>();
    for (const product of catalog.products) {
      expect(leafKeys.has(product.categoryKey)).toBe(true);
      used.add(product.categoryKey);
    }
    expect(used).toEqual(leafKeys);
    // as soon as there are as many products as leaves, all leaves get one
    const small = generateDemoCatalog({ products: leaves.length, seed: 9 });
    expect(new Set(small.products.map((p) => p.categoryKey))).toEqual(leafKeys);
  });

  it('spreads stock over every band with at least 10 % each', () => {
    for (const products of [catalog.products, generateDemoCatalog({ products: 100, seed: 3 }).products]) {
      const total = products.length;
      const bands = [0, 0, 0, 0];
      for (const { stock } of products) {
        expect(Number.isInteger(stock)).toBe(true);
        expect(stock).toBeGreaterThanOrEqual(0);
        bands[stock === 0 ? 0 : stock < 10 ? 1 : stock < 50 ? 2 : 3]! += 1;
      }
      for (const count of bands) expect(count / total).toBeGreaterThanOrEqual(0.1);
    }
  });

  it('has valid prices, discounts, units and barcodes', () => {
    let discounted = 0;
    let withoutBarcode = 0;
    let withKopecks = 0;
    for (const product of catalog.products) {
      expect(Number.isInteger(product.priceKopecks)).toBe(true);
      expect(product.priceKopecks).toBeGreaterThan(0);
      if (product.priceKopecks % 100 !== 0) withKopecks++;
      expect(Number.isInteger(product.discount)).toBe(true);
      expect(product.discount).toBeGreaterThanOrEqual(0);
      expect(product.discount).toBeLessThanOrEqual(99);
      if (product.discount > 0) discounted++;
      expect(UNIT_CODES[product.unitName as keyof typeof UNIT_CODES]).toBe(product.unitCode);
      if (product.barcode === null) withoutBarcode++;
      else expect(validEan13(product.barcode), product.barcode).toBe(true);
    }
    expect(discounted / catalog.products.length).toBeLessThan(0.1);
    expect(withoutBarcode).toBeGreaterThan(0);
    expect(withKopecks).toBeGreaterThan(0);
    expect(new Set(catalog.products.map((p) => p.unitName))).toEqual(new Set(Object.keys(UNIT_CODES)));
    // OKEI codes as 1C exports them; a bag has none
    expect(UNIT_CODES).toMatchObject({ шт: '796', кг: '166', 'м²': '055', мешок: null });
  });

  it("gives some products 'Характеристики' with a decimal comma, in bags, square and running metres", () => {
    const described = catalog.products.filter((p) => p.properties.length > 0);
    expect(described.length).toBeGreaterThan(100);
    expect(described.length / catalog.products.length).toBeLessThan(0.5);
    for (const product of described) {
      for (const { name, value } of product.properties) {
        expect(name.trim()).toBe(name);
        expect(name).not.toBe('');
        expect(value.trim()).toBe(value);
        expect(value).not.toBe('');
        expect(value).not.toMatch(/\d\.\d/);
      }
      expect(new Set(product.properties.map((p) => p.name)).size).toBe(product.properties.length);
    }
    const unitsDescribed = new Set(described.map((p) => p.unitName));
    for (const unit of ['шт', 'мешок', 'м²', 'м']) expect(unitsDescribed).toContain(unit);
    const cement = described.find((p) => /^Цемент М500 Д0/.test(p.name));
    expect(cement?.unitName).toBe('мешок');
    expect(cement?.unitCode).toBeNull();
    expect(cement?.properties).toContainEqual({ name: 'Марка', value: 'М500 Д0 (ЦЕМ I 42,5Н)' });
    expect(described.some((p) => p.properties.some(({ value }) => /^\d+,\d+$/.test(value)))).toBe(true);
  });

  it('writes believable names with the words the search is tested with', () => {
    const names = catalog.products.map((p) => p.name);
    const some = (pattern: RegExp): boolean => names.some((name) => pattern.test(name));
    for (const pattern of [
      /^Дверь /,
      /двер/i,
      /Гипсокартон/,
      /ГКЛ/,
      /ОСБ/,
      /OSB/,
      /ЦПС/,
      /Цементно-песчаная/,
      /Саморез/,
      /Шуруп/,
      /Шпаклёвка/,
      /Шпатлевка/,
      /Ламинат/,
      /ё/,
      /Knauf/,
      /×/,
      /\d,\d/,
    ]) {
      expect(some(pattern), String(pattern)).toBe(true);
    }
    for (const name of names) expect(name).toMatch(/^[А-ЯЁA-Z]/);
    expect(new Set(names).size / names.length).toBeGreaterThan(0.9);
  });

  it('has descriptions of one to three sentences', () => {
    for (const { description } of catalog.products) {
      const sentences = description.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(description).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('has mostly unique articles, a few empty or repeated, and unique uuid-shaped ids', () => {
    const articles = catalog.products.map((p) => p.article);
    const filled = articles.filter((a) => a !== '');
    expect(filled.length).toBeLessThan(articles.length);
    expect(new Set(filled).size).toBeLessThan(filled.length);
    expect(new Set(filled).size / filled.length).toBeGreaterThan(0.9);
    const ids = catalog.products.map((p) => p.externalId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('refers only to images that the demo image set renders', () => {
    const files = new Set(demoImageFiles().map((f) => `/uploads/demo/${f}`));
    for (const p of catalog.products) expect(files.has(p.image), p.image).toBe(true);
    for (const c of catalog.categories)
      expect(c.image === null || files.has(c.image), String(c.image)).toBe(true);
    for (const p of catalog.promotions) expect(files.has(p.image)).toBe(true);
    for (const d of catalog.discounts) expect(files.has(d.image)).toBe(true);
  });

  it('has a few promotions and two discounts over relevant products', () => {
    expect(catalog.promotions.length).toBeGreaterThanOrEqual(3);
    expect(catalog.promotions.length).toBeLessThanOrEqual(4);
    for (const promotion of catalog.promotions) {
      expect(promotion.title).not.toBe('');
      expect(promotion.description.split(/(?<=\.)\s+/).length).toBeLessThanOrEqual(2);
    }
    expect(catalog.discounts).toHaveLength(2);
    const productsById = new Map(catalog.products.map((p) => [p.externalId, p]));
    const [doors, tools] = catalog.discounts;
    const sourceOf = (id: string): string => productsById.get(id)!.categoryKey;
    for (const discount of catalog.discounts) {
      expect(byKey.get(discount.categoryKey)?.isDiscount).toBe(true);
      expect(discount.items.length).toBeGreaterThanOrEqual(10);
      expect(discount.items.length).toBeLessThanOrEqual(20);
      const ids = discount.items.map((i) => i.productExternalId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of discount.items) {
        expect(productsById.has(item.productExternalId)).toBe(true);
        expect(Number.isInteger(item.percent)).toBe(true);
        expect(item.percent).toBeGreaterThanOrEqual(5);
        expect(item.percent).toBeLessThanOrEqual(40);
      }
    }
    for (const item of doors!.items) expect(sourceOf(item.productExternalId)).toMatch(/^doors-/);
    for (const item of tools!.items) expect(sourceOf(item.productExternalId)).toMatch(/^tools-/);
  });

  it('has the showcase goods: one of each calculator and goods sold by the metre and the m²', () => {
    const byName = new Map(catalog.products.map((p) => [p.name, p]));
    const showcase = (start: string) => {
      const found = catalog.products.filter((p) => p.name.startsWith(start));
      expect(found, start).toHaveLength(1);
      return found[0]!;
    };
    const calculatorOf = (p: (typeof catalog.products)[number]) =>
      productCalculator(null, p.properties, p.unitCode);

    const laminate = showcase('Ламинат Egger Pro Classic 32 класс 8 мм');
    expect(laminate).toMatchObject({ unitName: 'упак', unitCode: '778', priceKopecks: 124_900, discount: 0 });
    expect(laminate.properties).toContainEqual({ name: 'Площадь упаковки', value: '1,996 м²' });
    expect(calculatorOf(laminate)).toEqual({ kind: 'area', pack_area: 1.996 });

    const tile = showcase('Керамогранит Estima Standard');
    expect(tile).toMatchObject({ unitName: 'м²', unitCode: '055', quantityStep: 1.44, stockExact: 230.4 });
    expect(calculatorOf(tile)).toEqual({ kind: 'area', pack_area: 1.44 });

    const linoleum = showcase('Линолеум бытовой Tarkett Гранд «дуб натуральный»');
    expect(linoleum).toMatchObject({ unitName: 'м²', stock: 86, stockExact: 86.35, quantityStep: null });
    expect(calculatorOf(linoleum)).toEqual({ kind: 'area', pack_area: null });

    const adhesive = showcase('Клей для плитки и керамогранита Ceresit CM 11 Pro');
    expect(adhesive).toMatchObject({ unitName: 'мешок', weightKg: 25 });
    expect(calculatorOf(adhesive)).toEqual({ kind: 'mix', rate: 1.4, bag: 25 });

    const paint = showcase('Краска интерьерная Tikkurila Harmony');
    expect(paint).toMatchObject({ unitName: 'шт', weightKg: 3.2 });
    expect(calculatorOf(paint)).toEqual({ kind: 'paint', rate: 0.12, can: 2.5 });

    const chain = showcase('Цепь сварная оцинкованная');
    expect(chain).toMatchObject({ unitName: 'м', unitCode: '006', stock: 145, stockExact: 145.984 });
    expect(calculatorOf(chain)).toBeNull();

    // each in the category of its kind, keeping the id of the product it replaced
    for (const spec of SHOWCASE_PRODUCTS) expect(byName.get(spec.name)?.categoryKey).toBe(spec.leafKey);
    expect(new Set(catalog.products.map((p) => p.externalId)).size).toBe(2400);
    // a catalogue smaller than its leaves has only the showcase goods whose leaf got a product
    expect(generateDemoCatalog({ products: 3, seed: 1 }).products).toHaveLength(3);
  });

  it('gives bags and paint their weight, and generated goods a whole stock', () => {
    for (const product of catalog.products) {
      const showcase = SHOWCASE_PRODUCTS.some((s) => s.name === product.name);
      if (!showcase) expect(product.stockExact).toBe(product.stock);
      expect(Math.floor(product.stockExact)).toBe(product.stock);
      const bag = /^Цемент .* (\d+) кг, /.exec(product.name);
      if (bag && product.unitName === 'мешок') expect(product.weightKg).toBe(Number(bag[1]));
    }
    const cement50 = catalog.products.find((p) => /^Цемент .* 50 кг/.test(p.name));
    expect(cement50?.weightKg).toBe(50);
    const paints = catalog.products.filter((p) => p.name.startsWith('Краска интерьерная'));
    expect(paints.length).toBeGreaterThan(5);
    for (const paint of paints) {
      expect(paint.weightKg).toBeGreaterThan(1);
      expect(productCalculator(null, paint.properties, paint.unitCode)?.kind).toBe('paint');
    }
    // laminate priced by the m² is sold in whole packs of its pack area
    const byM2 = catalog.products.filter((p) => p.name.startsWith('Ламинат') && p.unitName === 'м²');
    expect(byM2.length).toBeGreaterThan(5);
    for (const laminate of byM2) {
      const calculator = productCalculator(null, laminate.properties, laminate.unitCode);
      expect(calculator).toEqual({ kind: 'area', pack_area: laminate.quantityStep });
    }
  });

  it('generates 100,000 products quickly with unique ids', () => {
    const started = performance.now();
    const big = generateDemoCatalog({ products: 100_000 });
    const elapsed = performance.now() - started;
    expect(big.products).toHaveLength(100_000);
    expect(new Set(big.products.map((p) => p.externalId)).size).toBe(100_000);
    expect(elapsed).toBeLessThan(10_000);
  });
});
