/**
 * The generator's files round-trip through the parser, and a 20,000-product pair streams in bounded
 * memory. Speed and RSS are printed as benchmark figures, never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCommerceMl, type GeneratedCommerceMl } from '../../../../bench/commerceml-generator.js';
import { choosePriceType, PropertyDictionary, readCommerceMl } from './commerceml.js';
import type { CommerceMlRecord, ParsedPriceType } from './types.js';

const PRODUCTS = 20_000;

describe(`a generated CommerceML pair of ${PRODUCTS} products`, () => {
  let dir: string;
  let generated: GeneratedCommerceMl;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'commerceml-memory-'));
    generated = await generateCommerceMl({ products: PRODUCTS, outDir: dir, warehouses: 5 });
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('round-trips through the parser in bounded memory', async () => {
    const properties = new PropertyDictionary();
    const counts: Partial<Record<CommerceMlRecord['kind'], number>> = {};
    const issues: string[] = [];
    const priceTypes: ParsedPriceType[] = [];
    let pricedOffers = 0;
    let stockedOffers = 0;
    let htmlLeft = 0;
    let paddedNames = 0;
    global.gc?.();
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    let seen = 0;
    const started = performance.now();
    for (const [path, fileName] of [
      [generated.importPath, 'import.xml'],
      [generated.offersPath, 'offers.xml'],
    ] as const) {
      for await (const record of readCommerceMl(path, { fileName, properties })) {
        counts[record.kind] = (counts[record.kind] ?? 0) + 1;
        if (record.kind === 'issue') issues.push(record.issue.message);
        if (record.kind === 'priceTypes') priceTypes.push(...record.priceTypes);
        if (record.kind === 'product') {
          if (/<[a-z]/i.test(record.product.description ?? '')) htmlLeft++;
          if (record.product.name !== record.product.name.trim()) paddedNames++;
        }
        if (record.kind === 'offer') {
          if (record.offer.prices?.length === 2) pricedOffers++;
          if (record.offer.quantity !== null) stockedOffers++;
        }
        if (++seen % 500 === 0) peak = Math.max(peak, process.memoryUsage.rss());
      }
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, process.memoryUsage.rss());
    const megabytes = (generated.importBytes + generated.offersBytes) / 1024 / 1024;
    console.log(
      `[commerceml bench] ${megabytes.toFixed(1)} MB (${PRODUCTS} products + ${PRODUCTS} offers) in ${seconds.toFixed(2)} s: ` +
        `${(megabytes / seconds).toFixed(1)} MB/s, ${Math.round(PRODUCTS / seconds)} products/s ` +
        `(${Math.round((2 * PRODUCTS) / seconds)} records/s); peak RSS +${((peak - baseline) / 1024 / 1024).toFixed(1)} MB`,
    );

    expect(issues).toEqual([]);
    expect(counts).toEqual({
      document: 2,
      group: generated.groups,
      catalog: 1,
      product: generated.products,
      offersPackage: 1,
      priceTypes: 1,
      warehouses: 1,
      offer: generated.offers,
    });
    expect(properties.size).toBe(generated.properties);
    expect(pricedOffers).toBe(generated.offers);
    expect(stockedOffers).toBe(generated.offers);
    expect(htmlLeft).toBe(0);
    expect(paddedNames).toBe(0);
    expect(choosePriceType(priceTypes)).toMatchObject({ ok: true, type: { name: 'Розничная' } });
  }, 120_000);
});
