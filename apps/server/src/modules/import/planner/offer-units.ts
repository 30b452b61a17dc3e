/**
 * What the shop writes for a 1C offer (commerceml.md §5) — or, for a product sold in variants, for all
 * its offers together (§5.1).
 *
 * Variants: the shop has no separate variant rows yet (the catalogue import keeps one product per
 * `Товар`), so the offers `guid#characteristic` of a product (and its plain `guid` offer, if it also
 * has one) update the product `guid` together: stock = the sum over the variants, price = the lowest
 * variant price, and the report says so once per product. A repeated offer `Ид` counts once (the later
 * one wins).
 *
 * Stock: kept as 1C gives it (145.984 m, in `products.stock_exact`), and its whole units, which the shop
 * sells, in `stock_quantity`; negative stock was already read as 0 by the parser.
 */
import { PRICE_MAX_KOPECKS, STOCK_MAX } from '@shop/shared/constants';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { ImportOffer } from '../../catalog/index.js';
import type { ParsedOffer } from '../parsers/types.js';

export interface PriceTypeRef {
  id: string;
  name: string;
}

/** The part of an offer the shop uses. */
export type OfferValues = Pick<ParsedOffer, 'externalId' | 'line' | 'prices' | 'quantity' | 'deleted'>;

export interface UnitIssue {
  line: number;
  id: string;
  message: string;
}

/** One product's write and what to report once it is committed. */
export interface OfferUnit {
  offer: ImportOffer;
  /** the offers it stands for (1, or a product's variants) */
  offers: number;
  line: number;
  issues: UnitIssue[];
}

const toThousandths = (quantity: number) => Math.round(quantity * 1000);

function chosenPrice(offer: OfferValues, priceType: PriceTypeRef | null): number | null {
  if (!priceType || offer.prices === null) return null;
  const kopecks = offer.prices.find((price) => price.priceTypeId === priceType.id)?.kopecks;
  return kopecks === undefined || kopecks > PRICE_MAX_KOPECKS ? null : kopecks;
}

/** It has prices, but none of the chosen type (an empty or broken one is reported by the parser). */
const lacksChosenPrice = (offer: OfferValues, priceType: PriceTypeRef | null) =>
  priceType !== null && (offer.prices?.length ?? 0) > 0 && chosenPrice(offer, priceType) === null;

/** numeric(15, 3) */
const MAX_STOCK_THOUSANDTHS = STOCK_MAX * 1000;

/** A stock in thousandths as the shop keeps it: the exact figure and the whole units it sells. */
function stockOf(thousandths: number | null): Pick<ImportOffer, 'stock' | 'stockThousandths'> {
  if (thousandths === null) return { stock: null, stockThousandths: null };
  const exact = Math.min(thousandths, MAX_STOCK_THOUSANDTHS);
  return { stock: Math.floor(exact / 1000), stockThousandths: exact };
}

/**
 * The offer with its stock counted over these warehouses only (staff's choice): the sum of their
 * `Склад` amounts when the offer names any warehouse; an offer that names none keeps its total (1C
 * sends no `Склад` for an offer at 0). Unchanged when every warehouse counts (null).
 */
export function stockIn(offer: ParsedOffer, warehouses: ReadonlySet<string> | null): ParsedOffer {
  if (warehouses === null || offer.warehouses.length === 0) return offer;
  const thousandths = offer.warehouses
    .filter((stock) => warehouses.has(stock.warehouseId))
    .reduce((sum, stock) => sum + toThousandths(stock.quantity), 0);
  return { ...offer, quantity: thousandths / 1000 };
}

/** A plain offer: the product `offer.externalId`. */
export function offerUnit(offer: OfferValues, priceType: PriceTypeRef | null): OfferUnit {
  const issues: UnitIssue[] = [];
  const issue = (message: string) => issues.push({ line: offer.line, id: offer.externalId, message });
  if (lacksChosenPrice(offer, priceType)) issue(IMPORT_TEXTS.prices.noPriceOfType(priceType!.name));
  return {
    offer: {
      externalId: offer.externalId,
      priceKopecks: chosenPrice(offer, priceType),
      ...stockOf(offer.quantity === null ? null : toThousandths(offer.quantity)),
      deleted: offer.deleted,
    },
    offers: 1,
    line: offer.line,
    issues,
  };
}

function lowest(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : Math.min(...known);
}

function total(offers: readonly OfferValues[]): number | null {
  const known = offers.filter((offer) => offer.quantity !== null);
  if (known.length === 0) return null;
  return known.reduce((sum, offer) => sum + toThousandths(offer.quantity!), 0);
}

/** A product's offers together: stock summed, the lowest price, published unless every offer is deleted. */
export function mergedUnit(
  productId: string,
  offers: readonly OfferValues[],
  priceType: PriceTypeRef | null,
): OfferUnit {
  const line = offers[0]!.line;
  const issues: UnitIssue[] = [];
  const issue = (message: string) => issues.push({ line, id: productId, message });
  const variants = offers.filter((offer) => offer.externalId !== productId).length;
  issue(IMPORT_TEXTS.prices.variantsMerged(variants));
  const price = lowest(offers.map((offer) => chosenPrice(offer, priceType)));
  if (price === null && offers.some((offer) => lacksChosenPrice(offer, priceType)))
    issue(IMPORT_TEXTS.prices.noPriceOfType(priceType!.name));
  return {
    offer: {
      externalId: productId,
      priceKopecks: price,
      ...stockOf(total(offers)),
      deleted: offers.every((offer) => offer.deleted),
    },
    offers: offers.length,
    line,
    issues,
  };
}

/** The offers of products sold in variants, gathered over the whole file and written at its end. */
export class VariantGroups {
  private readonly groups = new Map<string, Map<string, OfferValues>>();

  /** `productIds`: the products that have at least one `guid#characteristic` offer in the file */
  constructor(private readonly productIds: ReadonlySet<string>) {}

  /** Whether the offer belongs to such a product (it is then gathered, not written on its own). */
  takes(offer: ParsedOffer): boolean {
    return this.productIds.has(offer.productExternalId);
  }

  add(offer: ParsedOffer): void {
    let group = this.groups.get(offer.productExternalId);
    if (!group) this.groups.set(offer.productExternalId, (group = new Map()));
    const { externalId, line, prices, quantity, deleted } = offer;
    group.set(externalId, { externalId, line, prices, quantity, deleted });
  }

  *units(priceType: PriceTypeRef | null): Generator<OfferUnit> {
    for (const [productId, group] of this.groups) yield mergedUnit(productId, [...group.values()], priceType);
  }
}
