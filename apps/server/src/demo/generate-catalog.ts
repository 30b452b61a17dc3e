/**
 * Deterministic generator of a realistic demo catalogue (pure: no database, no clock, no Math.random).
 * The same options always produce the same catalogue; 100,000 products take well under a second.
 */
import {
  CATEGORY_TREE,
  COMMON_SENTENCES,
  DISCOUNTS,
  PROMOTIONS,
  SHOWCASE_PRODUCTS,
  SPECIAL_CATEGORIES,
  UNIT_CODES,
  imageUrl,
  isGroup,
  type CategorySpec,
  type DemoProperty,
  type ImageRef,
  type LeafSpec,
  type ProductDraft,
  type UnitName,
} from './catalog-data.js';
import { Rng, mix32 } from './random.js';

export interface DemoCategory {
  key: string;
  name: string;
  parentKey: string | null;
  image: string | null;
  isPromotion: boolean;
  isDiscount: boolean;
}

export interface DemoProduct {
  /** Stable uuid-shaped id, unique within one catalogue. */
  externalId: string;
  name: string;
  article: string;
  priceKopecks: number;
  /** Own discount percent, 0..99, mostly 0. */
  discount: number;
  /** Whole units in stock (the labels' bands). */
  stock: number;
  /** The stock as 1C gives it: whole for generated goods, with decimals for the showcase's (145.984 м). */
  stockExact: number;
  /** Kilograms per unit, when known (bags, paint). */
  weightKg: number | null;
  /** The product's own sale step and minimum (m² goods sold in whole packs); null: the unit's default. */
  quantityStep: number | null;
  description: string;
  categoryKey: string;
  /** '/uploads/demo/<file>.webp' */
  image: string;
  /** OKEI: '796' шт, '166' кг, '778' упак, '006' м, '055' м²; none for 'мешок' */
  unitCode: string | null;
  unitName: string;
  /** EAN-13 with a correct check digit, or null. */
  barcode: string | null;
  /** 'Характеристики' of the product page; empty for most products. */
  properties: readonly DemoProperty[];
}

export interface DemoPromotion {
  title: string;
  description: string;
  image: string;
}

export interface DemoDiscount {
  title: string;
  image: string;
  /** Key of a discount category. */
  categoryKey: string;
  items: { productExternalId: string; percent: number }[];
}

export interface DemoCatalog {
  categories: DemoCategory[];
  products: DemoProduct[];
  promotions: DemoPromotion[];
  discounts: DemoDiscount[];
}

export const DEFAULT_DEMO_SEED = 1;

const NO_PROPERTIES: readonly DemoProperty[] = [];

/** Largest catalogue the id/article/barcode permutations keep unique. */
const MAX_PRODUCTS = 1 << 23;

interface Leaf {
  spec: LeafSpec;
  level: number;
}

/**
 * Builds the demo catalogue. `products` is the exact number of products; when it is at least the
 * number of leaf categories (64), every leaf category gets products.
 */
export function generateDemoCatalog(options: { products: number; seed?: number }): DemoCatalog {
  const count = options.products;
  if (!Number.isSafeInteger(count) || count < 0 || count > MAX_PRODUCTS) {
    throw new RangeError(`products must be an integer in 0..${MAX_PRODUCTS}, got ${count}`);
  }
  const seed = (options.seed ?? DEFAULT_DEMO_SEED) >>> 0;
  const rng = new Rng(seed);
  const salt = mix32(seed ^ 0x5bd1e995);

  const { categories, leaves } = buildCategories();
  const leafOfProduct = allocateProducts(rng, leaves, count);

  const products: DemoProduct[] = [];
  const productsByLeaf: number[][] = leaves.map(() => []);
  const seenNames = new Set<string>();
  const leafMade = new Uint32Array(leaves.length);
  const leafUnique = new Uint32Array(leaves.length);
  const descriptions = new Map<string, string>();
  const stockBands = new Uint8Array(STOCK_PATTERN.length);
  let previousArticle = '';

  for (let i = 0; i < count; i++) {
    if (i % STOCK_PATTERN.length === 0) {
      stockBands.set(STOCK_PATTERN);
      rng.shuffle(stockBands);
    }
    const leafIndex = leafOfProduct[i] as number;
    const leaf = (leaves[leafIndex] as Leaf).spec;

    // Believable names repeat in a real shop, but prefer fresh ones while the leaf's templates still
    // find new names (once a leaf is saturated, retrying only costs time).
    let draft = leaf.make(rng);
    const made = (leafMade[leafIndex] as number) + 1;
    leafMade[leafIndex] = made;
    if (made <= 2 * (leafUnique[leafIndex] as number) + 20) {
      for (let attempt = 0; attempt < 3 && seenNames.has(draft.name); attempt++) draft = leaf.make(rng);
    }
    if (!seenNames.has(draft.name)) {
      seenNames.add(draft.name);
      leafUnique[leafIndex] = (leafUnique[leafIndex] as number) + 1;
    }

    const article = makeArticle(rng, draft, i, salt, previousArticle);
    if (article !== '') previousArticle = article;
    // drawn in the order the catalogue always drew them: price, own discount, stock
    const priceKopecks = shopPriceKopecks(rng, draft.price);
    const discount = rng.chance(0.04) ? rng.pick(OWN_DISCOUNTS) : 0;
    const stock = makeStock(rng, stockBands[i % STOCK_PATTERN.length] as number, draft.unit);

    products.push({
      externalId: makeExternalId(i, salt),
      name: draft.name,
      article,
      priceKopecks,
      discount,
      stock,
      stockExact: stock,
      weightKg: draft.weightKg ?? null,
      quantityStep: draft.saleStep ?? null,
      description: makeDescription(rng, leafIndex, leaf, draft, descriptions),
      categoryKey: leaf.key,
      image: productImageUrl(draft.image),
      unitCode: UNIT_CODES[draft.unit],
      unitName: draft.unit,
      barcode: rng.chance(0.85) ? makeBarcode(rng, i, salt) : null,
      properties: draft.properties ?? NO_PROPERTIES,
    });
    (productsByLeaf[leafIndex] as number[]).push(i);
  }

  const promotions: DemoPromotion[] = PROMOTIONS.map((p) => ({
    title: p.title,
    description: p.description,
    image: imageUrl(p.image),
  }));

  const leafIndexByKey = new Map(leaves.map((leaf, index) => [leaf.spec.key, index]));
  const discounts: DemoDiscount[] = DISCOUNTS.map((spec) => {
    const pool: number[] = [];
    for (const key of spec.sourceKeys) {
      const index = leafIndexByKey.get(key);
      if (index !== undefined) pool.push(...(productsByLeaf[index] as number[]));
    }
    pool.sort((a, b) => a - b);
    const inStock = pool.filter((i) => (products[i] as DemoProduct).stock > 0);
    const candidates = inStock.length >= 20 ? inStock : pool;
    const chosen = pickDistinct(rng, candidates, rng.int(10, 20));
    return {
      title: spec.title,
      image: imageUrl(spec.image),
      categoryKey: spec.categoryKey,
      items: chosen.map((i) => ({
        productExternalId: (products[i] as DemoProduct).externalId,
        percent: rng.pick(DISCOUNT_PERCENTS),
      })),
    };
  });

  placeShowcase(products, productsByLeaf, leafIndexByKey);
  return { categories, products, promotions, discounts };
}

/**
 * The showcase goods take the place of the first product of their leaf (keeping its id, article and
 * barcode), after everything random is drawn: the rest of the catalogue stays as the seed made it.
 */
function placeShowcase(
  products: DemoProduct[],
  productsByLeaf: readonly number[][],
  leafIndexByKey: ReadonlyMap<string, number>,
): void {
  for (const showcase of SHOWCASE_PRODUCTS) {
    const leafIndex = leafIndexByKey.get(showcase.leafKey);
    if (leafIndex === undefined) throw new Error(`Showcase leaf ${showcase.leafKey} does not exist`);
    const index = productsByLeaf[leafIndex]?.[0];
    if (index === undefined) continue; // a catalogue smaller than the number of leaves
    const replaced = products[index] as DemoProduct;
    products[index] = {
      ...replaced,
      name: showcase.name,
      priceKopecks: Math.round(showcase.price * 100),
      discount: 0,
      stock: Math.floor(showcase.stock),
      stockExact: showcase.stock,
      description: showcase.description,
      image: productImageUrl(showcase.image),
      unitCode: UNIT_CODES[showcase.unit],
      unitName: showcase.unit,
      properties: showcase.properties,
      weightKg: showcase.weightKg,
      quantityStep: showcase.saleStep ?? null,
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Categories and allocation
// ---------------------------------------------------------------------------------------------

function buildCategories(): { categories: DemoCategory[]; leaves: Leaf[] } {
  const categories: DemoCategory[] = [];
  const leaves: Leaf[] = [];
  const walk = (spec: CategorySpec, parentKey: string | null, level: number): void => {
    categories.push({
      key: spec.key,
      name: spec.name,
      parentKey,
      image: imageUrl(spec.image),
      isPromotion: false,
      isDiscount: false,
    });
    if (isGroup(spec)) {
      for (const child of spec.children) walk(child, spec.key, level + 1);
    } else {
      if (level < 2) throw new Error(`Leaf category ${spec.key} must not be top-level`);
      leaves.push({ spec, level });
    }
  };
  for (const top of CATEGORY_TREE) walk(top, null, 1);
  for (const special of SPECIAL_CATEGORIES) {
    categories.push({
      key: special.key,
      name: special.name,
      parentKey: null,
      image: imageUrl(special.image),
      isPromotion: special.isPromotion,
      isDiscount: special.isDiscount,
    });
  }
  return { categories, leaves };
}

/**
 * Which leaf each product goes to: one product per leaf first, the rest split by weight
 * (largest remainder), then shuffled so the list mixes categories like a real 1C export.
 */
function allocateProducts(rng: Rng, leaves: readonly Leaf[], count: number): Uint16Array {
  const perLeaf = new Array<number>(leaves.length).fill(0);
  if (count < leaves.length) {
    const order = rng.shuffle(leaves.map((_, i) => i));
    for (let i = 0; i < count; i++) perLeaf[order[i] as number] = 1;
  } else {
    const rest = count - leaves.length;
    const totalWeight = leaves.reduce((sum, leaf) => sum + leaf.spec.weight, 0);
    const remainders: { index: number; frac: number }[] = [];
    let assigned = 0;
    leaves.forEach((leaf, index) => {
      const exact = (rest * leaf.spec.weight) / totalWeight;
      const whole = Math.floor(exact);
      perLeaf[index] = 1 + whole;
      assigned += whole;
      remainders.push({ index, frac: exact - whole });
    });
    remainders.sort((a, b) => b.frac - a.frac || a.index - b.index);
    for (let k = 0; k < rest - assigned; k++) {
      const target = (remainders[k % remainders.length] as { index: number }).index;
      perLeaf[target] = (perLeaf[target] as number) + 1;
    }
  }
  const result = new Uint16Array(count);
  let position = 0;
  perLeaf.forEach((n, leafIndex) => {
    result.fill(leafIndex, position, position + n);
    position += n;
  });
  return rng.shuffle(result);
}

// ---------------------------------------------------------------------------------------------
// Per-product fields
// ---------------------------------------------------------------------------------------------

/** Stock bands, shuffled within every block of 20: 15 % none, 25 % 1–9, 30 % 10–49, 30 % 50+. */
const STOCK_PATTERN = [0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3];
const OWN_DISCOUNTS = [5, 7, 10, 10, 15, 20, 25, 30] as const;
const DISCOUNT_PERCENTS = [5, 7, 10, 10, 12, 15, 15, 20, 25, 30, 35, 40] as const;

function makeStock(rng: Rng, band: number, unit: UnitName): number {
  switch (band) {
    case 0:
      return 0;
    case 1:
      return rng.int(1, 9);
    case 2:
      return rng.int(10, 49);
    default: {
      const bulk = unit === 'м' || unit === 'кг' || unit === 'м²';
      const spread = bulk ? 1500 : 350;
      const t = rng.float();
      return 50 + Math.floor(t * t * spread);
    }
  }
}

/** Shop-like prices: 1 249 ₽, 389,90 ₽, 12,40 ₽. */
function shopPriceKopecks(rng: Rng, roubles: number): number {
  const value = roubles * (0.94 + rng.float() * 0.12);
  if (value >= 1000) {
    const rounded = Math.round(value / 10) * 10 - (rng.chance(0.5) ? 1 : 0);
    return rounded * 100;
  }
  if (value >= 100) {
    const kopecks = rng.chance(0.35) ? rng.pick([50, 90]) : 0;
    return Math.round(value) * 100 + kopecks;
  }
  return Math.max(100, Math.round(value * 10) * 10);
}

function makeDescription(
  rng: Rng,
  leafIndex: number,
  leaf: LeafSpec,
  draft: ProductDraft,
  cache: Map<string, string>,
): string {
  const firstIndex = draft.note === undefined ? rng.int(0, leaf.about.length - 1) : -1;
  const extras = rng.weighted([
    [0, 1],
    [1, 2],
    [2, 1],
  ] as const);
  const a = extras >= 1 ? rng.int(0, leaf.props.length - 1) : -1;
  let b = extras >= 2 ? rng.int(0, leaf.props.length - 2) : -1;
  if (b >= a && b !== -1) b += 1; // distinct from a
  const common = extras >= 1 && rng.chance(0.2) ? rng.int(0, COMMON_SENTENCES.length - 1) : -1;

  const key = `${leafIndex}|${draft.note ?? firstIndex}|${a}|${b}|${common}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const parts = [draft.note ?? (leaf.about[firstIndex] as string)];
  if (a >= 0) parts.push(leaf.props[a] as string);
  if (b >= 0) parts.push(leaf.props[b] as string);
  if (common >= 0) parts[parts.length - 1] = COMMON_SENTENCES[common] as string;
  const text = parts.join(' ');
  cache.set(key, text);
  return text;
}

const imageUrls = new Map<ImageRef, string>();

/** One shared string per picture instead of one per product. */
function productImageUrl(ref: ImageRef): string {
  let url = imageUrls.get(ref);
  if (url === undefined) {
    url = imageUrl(ref);
    imageUrls.set(ref, url);
  }
  return url;
}

// ---------------------------------------------------------------------------------------------
// Identifiers
// ---------------------------------------------------------------------------------------------

/** Bijective permutation of [0, 2^bits): multiply by an odd constant and xor-shift, mod 2^bits. */
function permute(value: number, bits: number, salt: number): number {
  const mask = bits >= 32 ? 0xffffffff : (1 << bits) - 1;
  let x = (value ^ salt) & mask;
  x = Math.imul(x, 0x2c1b3c6d) & mask;
  x ^= x >>> Math.ceil(bits / 2);
  x = Math.imul(x, 0x297a2d39) & mask;
  x ^= x >>> Math.floor(bits / 3);
  return x >>> 0;
}

const HEX_BYTES = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const byte = (value: number, shift: number): string => HEX_BYTES[(value >>> shift) & 255] as string;
const hex32 = (v: number): string => byte(v, 24) + byte(v, 16) + byte(v, 8) + byte(v, 0);
const hex16 = (v: number): string => byte(v, 8) + byte(v, 0);

/** uuid-shaped (version 4 layout), e.g. '3f2a9c1e-7b4d-4e21-9a0c-5d8e1f2b3c4d'; the first group is a bijection of the index. */
function makeExternalId(index: number, salt: number): string {
  const a = mix32(index ^ salt);
  const b = mix32(a ^ 0x68e31da4);
  const c = mix32(b ^ 0xb5297a4d);
  const e = mix32(c ^ 0x1b56c4e9);
  const version = ((b & 0x0fff) | 0x4000) >>> 0;
  const variant = ((c & 0x3fff) | 0x8000) >>> 0;
  return `${hex32(a)}-${hex16(b >>> 16)}-${hex16(version)}-${hex16(variant)}-${hex32(e)}${hex16(c >>> 16)}`;
}

/** Articles as seen in 1C exports: 'KN-4607014', '4607014', 'KN-12-1225'; a few empty or repeated. */
function makeArticle(rng: Rng, draft: ProductDraft, index: number, salt: number, previous: string): string {
  const roll = rng.float();
  if (roll < 0.025) return '';
  if (roll < 0.045 && previous !== '') return previous;
  const serial = 1_000_000 + permute(index, 23, salt);
  if (roll < 0.45) return `${draft.code}-${serial}`;
  if (roll < 0.78) return String(serial);
  const part = draft.part ?? String(10 + (serial % 90));
  return `${draft.code}-${part}-${String(serial % 10000).padStart(4, '0')}`;
}

/** EAN-13 with a Russian GS1 prefix (460–469); the 9 middle digits are a bijection of the index. */
function makeBarcode(rng: Rng, index: number, salt: number): string {
  const body = `46${rng.int(0, 9)}${String(permute(index, 29, salt) % 1_000_000_000).padStart(9, '0')}`;
  return body + ean13CheckDigit(body);
}

export function ean13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

function pickDistinct(rng: Rng, items: readonly number[], wanted: number): number[] {
  if (items.length <= wanted) return items.slice();
  const chosen = new Set<number>();
  while (chosen.size < wanted) chosen.add(items[rng.int(0, items.length - 1)] as number);
  return [...chosen];
}
