import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { choosePriceType, detectCommerceMlKind, PropertyDictionary, readCommerceMl } from './commerceml.js';
import type {
  CommerceMlRecord,
  ImportIssue,
  ParsedGroup,
  ParsedOffer,
  ParsedPriceType,
  ParsedProduct,
  ParsedWarehouse,
} from './types.js';

const FIXTURES = fileURLToPath(new URL('../../../../test/fixtures/commerceml/', import.meta.url));
const IMPORT = `${FIXTURES}import0_1.xml`;
const OFFERS = `${FIXTURES}offers0_1.xml`;

async function collect(
  path: string,
  fileName: string,
  properties?: PropertyDictionary,
): Promise<CommerceMlRecord[]> {
  const records: CommerceMlRecord[] = [];
  for await (const record of readCommerceMl(path, { fileName, properties })) records.push(record);
  return records;
}

function pick<K extends CommerceMlRecord['kind']>(records: CommerceMlRecord[], kind: K) {
  return records.filter((r): r is Extract<CommerceMlRecord, { kind: K }> => r.kind === kind);
}

describe('the real 1C fixtures (import0_1.xml, offers0_1.xml)', () => {
  const properties = new PropertyDictionary();
  let imported: CommerceMlRecord[];
  let offered: CommerceMlRecord[];
  let groups: ParsedGroup[];
  let products: ParsedProduct[];
  let offers: ParsedOffer[];
  let issues: ImportIssue[];

  beforeAll(async () => {
    imported = await collect(IMPORT, 'import0_1.xml', properties);
    offered = await collect(OFFERS, 'offers0_1.xml');
    groups = pick(imported, 'group').map((r) => r.group);
    products = pick(imported, 'product').map((r) => r.product);
    offers = pick(offered, 'offer').map((r) => r.offer);
    issues = [...pick(imported, 'issue'), ...pick(offered, 'issue')].map((r) => r.issue);
  });

  it('reads the document header and the full-export flags', () => {
    expect(imported[0]).toEqual({
      kind: 'document',
      schemaVersion: '2.07',
      namespace: 'urn:1C.ru:commerceml_2',
      generatedAt: '2018-02-24T12:52:07',
      encoding: 'utf-8',
    });
    expect(pick(imported, 'catalog')).toEqual([{ kind: 'catalog', onlyChanges: false, line: 499 }]);
    expect(pick(offered, 'offersPackage')).toEqual([{ kind: 'offersPackage', onlyChanges: false, line: 14 }]);
  });

  it('has 15 groups in a tree of depth 3 with one root, parents first', () => {
    expect(groups).toHaveLength(15);
    const byId = new Map(groups.map((g) => [g.externalId, g]));
    const depth = (g: ParsedGroup): number =>
      g.parentExternalId ? 1 + depth(byId.get(g.parentExternalId)!) : 1;
    expect(Math.max(...groups.map(depth))).toBe(3);
    expect(groups.filter((g) => g.parentExternalId === null).map((g) => g.name)).toEqual(['Продукты']);
    groups.forEach((g, index) => {
      if (g.parentExternalId)
        expect(groups.findIndex((p) => p.externalId === g.parentExternalId)).toBeLessThan(index);
    });
    expect(groups.every((g) => !g.deleted && g.line > 0)).toBe(true);
  });

  it('has 7 properties (6 dictionaries, 92 values) and resolves every product value to text', () => {
    expect(properties.size).toBe(7);
    const dictionaries = properties.list().filter((p) => p.valueType === 'Справочник');
    expect(dictionaries).toHaveLength(6);
    expect(dictionaries.reduce((sum, p) => sum + p.values.size, 0)).toBe(92);
    const values = products.flatMap((p) => p.properties);
    expect(values.length).toBe(693 - 156);
    expect(values.some((v) => /^[0-9a-f]{8}-/.test(v.value))).toBe(false);
    const barberry = products.find((p) => p.externalId === 'cbcf4968-55bc-11d9-848a-00112f43529a');
    expect(barberry?.properties[0]).toEqual({ name: 'Производитель', value: 'АОЗТ "Кондитерский комбинат"' });
  });

  it('has 228 products with their fields', () => {
    expect(products).toHaveLength(228);
    expect(new Set(products.map((p) => p.externalId)).size).toBe(228);
    expect(products.filter((p) => p.barcode !== null)).toHaveLength(179);
    expect(products.filter((p) => p.article === null)).toHaveLength(66);
    expect(products.every((p) => p.present.article && p.present.groups && p.present.unit)).toBe(true);
    expect(products.every((p) => p.groupExternalIds.length === 1)).toBe(true);
    expect(products.every((p) => p.description === '' && p.present.description)).toBe(true);
    expect(products.every((p) => p.images.length === 0 && !p.present.images && !p.deleted)).toBe(true);
    expect(
      products.filter((p) => p.fullName !== null && p.fullName !== p.name).length,
    ).toBeGreaterThanOrEqual(170);
    const barberry = products[0]!;
    expect(barberry).toMatchObject({
      externalId: 'cbcf4968-55bc-11d9-848a-00112f43529a',
      line: 511,
      name: 'Барбарис (конфеты)',
      fullName: 'Конфеты "Барбарис"',
      article: 'Арт-7777',
      barcode: '2000020601667',
      unit: { code: '166', name: 'кг' },
      isService: false,
    });
    expect(barberry.requisites).toEqual({
      ВидНоменклатуры: 'Продовольственные товары',
      ТипНоменклатуры: 'Товар',
      'Полное наименование': 'Конфеты "Барбарис"',
    });
  });

  it('trims the 16 names padded to 100 characters', () => {
    const raw = readFileSync(IMPORT, 'utf8');
    const padded = [
      ...raw.matchAll(/<Товар>\s*<Ид>([^<]+)<\/Ид>[\s\S]*?<Наименование>([^<]*)<\/Наименование>/g),
    ]
      .filter((m) => m[2] !== m[2]!.trim())
      .map((m) => ({ id: m[1]!, name: m[2]! }));
    expect(padded).toHaveLength(16);
    for (const { id, name } of padded) {
      expect(name).toHaveLength(100);
      // Inner double spaces ('Бренди  "Гилбиз…"') are collapsed too.
      expect(products.find((p) => p.externalId === id)?.name).toBe(name.trim().replace(/\s+/g, ' '));
    }
    expect(products.every((p) => p.name === p.name.trim())).toBe(true);
  });

  it('resolves every unit: 796 → шт, 166 → кг, 778 → упак', () => {
    expect(products.every((p) => p.unit !== null)).toBe(true);
    const tally = (code: string) => products.filter((p) => p.unit?.code === code);
    expect(tally('796')).toHaveLength(209);
    expect(tally('166')).toHaveLength(11);
    expect(tally('778')).toHaveLength(8);
    expect(new Set(products.map((p) => `${p.unit?.code}=${p.unit?.name}`))).toEqual(
      new Set(['796=шт', '166=кг', '778=упак']),
    );
  });

  it('reports the 3 article clashes, naming the products, and nothing else', () => {
    expect(issues).toHaveLength(3);
    expect(issues.every((i) => i.level === 'warning' && i.file === 'import0_1.xml')).toBe(true);
    const princeAndSugar = issues.find((i) => i.message.includes('«Арт-88888»'));
    // by name and the first group of the Ид, as staff find them in 1C
    expect(princeAndSugar?.message).toContain('(Ид cbcf496f…)');
    expect(princeAndSugar?.message).toContain('(Ид e8a71fbb…)');
    expect(princeAndSugar?.message).not.toContain('cbcf496f-55bc');
    expect(issues.map((i) => i.message.match(/«([^»]+)»/)?.[1]).sort()).toEqual([
      'Арт-879000',
      'Арт-88888',
      'Арт-89000',
    ]);
  });

  it('has 1 price type, 4 warehouses and 201 offers, 62 of them at zero stock', () => {
    const priceTypes: ParsedPriceType[] = pick(offered, 'priceTypes').flatMap((r) => r.priceTypes);
    expect(priceTypes).toEqual([
      { externalId: 'bb14a3a4-6b17-11e0-9819-e0cb4ed5eed4', name: 'Розничная', currency: 'RUB' },
    ]);
    const warehouses: ParsedWarehouse[] = pick(offered, 'warehouses').flatMap((r) => r.warehouses);
    expect(warehouses).toHaveLength(4);
    expect(warehouses[1]).toEqual({
      externalId: 'b6112591-41ba-11dd-ac9d-0015e9b8c48d',
      name: 'Магазин "Продукты"',
    });
    expect(offers).toHaveLength(201);
    expect(offers.filter((o) => o.quantity === 0)).toHaveLength(62);
    expect(offers.filter((o) => o.warehouses.length > 0)).toHaveLength(139);
    expect(offers.filter((o) => o.warehouses.length > 1)).toHaveLength(24);
    expect(choosePriceType(priceTypes)).toEqual({ ok: true, type: priceTypes[0] });
  });

  it('reads prices as kopecks and stock as decimals', () => {
    expect(offers.every((o) => o.prices?.length === 1)).toBe(true);
    expect(offers.filter((o) => o.prices![0]!.kopecks % 100 !== 0)).toHaveLength(39);
    expect(offers[0]).toMatchObject({
      externalId: 'cbcf4968-55bc-11d9-848a-00112f43529a',
      productExternalId: 'cbcf4968-55bc-11d9-848a-00112f43529a',
      name: 'Барбарис (конфеты)',
      article: 'Арт-7777',
      unit: { code: '166', name: 'кг' },
      prices: [{ priceTypeId: 'bb14a3a4-6b17-11e0-9819-e0cb4ed5eed4', kopecks: 8100 }],
      quantity: 20,
      warehouses: [{ warehouseId: 'b6112591-41ba-11dd-ac9d-0015e9b8c48d', quantity: 20 }],
    });
    expect(offers[1]?.prices).toEqual([
      { priceTypeId: 'bb14a3a4-6b17-11e0-9819-e0cb4ed5eed4', kopecks: 1350 },
    ]);
    expect(offers.filter((o) => o.quantity !== null && !Number.isInteger(o.quantity))).toHaveLength(3);
    for (const offer of offers.filter((o) => o.warehouses.length > 0)) {
      const sum = offer.warehouses.reduce((s, w) => s + Math.round(w.quantity * 1000), 0) / 1000;
      expect(sum).toBe(offer.quantity);
    }
    const withoutOffer = products.filter((p) => !offers.some((o) => o.productExternalId === p.externalId));
    expect(withoutOffer).toHaveLength(27);
  });

  it('tells the kind of each file from its content', async () => {
    expect(await detectCommerceMlKind(IMPORT, { fileName: 'import0_1.xml' })).toEqual({
      classifier: true,
      groups: true,
      properties: true,
      catalog: true,
      products: true,
      offersPackage: false,
      offersWithPrices: false,
      offersWithRests: false,
      priceTypes: false,
      warehouses: false,
    });
    expect(await detectCommerceMlKind(OFFERS, { fileName: 'offers0_1.xml' })).toMatchObject({
      classifier: true,
      catalog: false,
      products: false,
      offersPackage: true,
      offersWithPrices: true,
      offersWithRests: true,
      priceTypes: true,
      warehouses: true,
    });
  });
});
