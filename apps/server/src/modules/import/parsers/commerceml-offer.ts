/** ПакетПредложений: ТипыЦен, Склады and Предложение → records. Prices are read from ЦенаЗаЕдиницу only. */
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { RecordContext } from './commerceml-context.js';
import { TAG } from './commerceml-tags.js';
import { isMarkedDeleted, readUnit } from './commerceml-product.js';
import {
  decimalToKopecks,
  decimalToQuantity,
  parseDecimal,
  quantityToThousandths,
  thousandthsToQuantity,
} from '../../../lib/numbers.js';
import { cleanLine, cleanLineOrNull } from '../../../lib/text.js';
import { cleanName, normaliseCurrency, stripBracketSuffix } from './text.js';
import type { ParsedOffer, ParsedPrice, ParsedPriceType, ParsedWarehouse } from './types.js';
import { attribute, child, childText, childrenNamed, type XmlNode } from '../../../lib/xml-node.js';

export function readPriceTypes(node: XmlNode, context: RecordContext): ParsedPriceType[] {
  const result: ParsedPriceType[] = [];
  for (const type of childrenNamed(node, TAG.priceType)) {
    const externalId = childText(type, TAG.id) ?? '';
    const name = cleanName(childText(type, TAG.name));
    if (!externalId) {
      context.issues.warn(IMPORT_TEXTS.commerceml.priceTypeWithoutId(name), type.line);
      continue;
    }
    result.push({ externalId, name, currency: normaliseCurrency(childText(type, TAG.currency)) });
  }
  return result;
}

export function readWarehouses(node: XmlNode, context: RecordContext): ParsedWarehouse[] {
  const result: ParsedWarehouse[] = [];
  for (const warehouse of childrenNamed(node, TAG.warehouse)) {
    const externalId = childText(warehouse, TAG.id) ?? '';
    const name = cleanName(childText(warehouse, TAG.name));
    if (!externalId) {
      context.issues.warn(IMPORT_TEXTS.commerceml.warehouseWithoutId(name), warehouse.line);
      continue;
    }
    result.push({ externalId, name });
  }
  return result;
}

interface OfferScope {
  context: RecordContext;
  id: string;
}

function warn(scope: OfferScope, message: string, line: number): void {
  scope.context.issues.warn(message, line, scope.id);
}

/** One Цена → a price, or null with a warning. */
function readPrice(price: XmlNode, scope: OfferScope): ParsedPrice | null {
  const texts = IMPORT_TEXTS.commerceml;
  const priceTypeId = childText(price, TAG.priceTypeId);
  if (!priceTypeId) {
    warn(scope, texts.priceWithoutType, price.line);
    return null;
  }
  const raw = childText(price, TAG.unitPrice) ?? '';
  if (raw === '') {
    warn(scope, texts.emptyPrice(priceTypeId), price.line);
    return null;
  }
  const decimal = parseDecimal(raw);
  const kopecks = decimal === null ? null : decimalToKopecks(decimal);
  if (kopecks === null) {
    warn(scope, texts.badPrice(raw), price.line);
    return null;
  }
  if (kopecks < 0) {
    warn(scope, texts.negativePrice(raw), price.line);
    return null;
  }
  const coefficient = parseDecimal(childText(price, TAG.coefficient));
  if (coefficient !== null && Number(coefficient) !== 1) {
    scope.context.issues.warnOnce('coefficient', texts.priceCoefficient(coefficient), price.line, scope.id);
  }
  return { priceTypeId, kopecks };
}

/** Цены → prices, the first of each type kept (one real offer carries two of one type). */
function readPrices(prices: XmlNode, scope: OfferScope): ParsedPrice[] {
  const result: ParsedPrice[] = [];
  const rawByType = new Map<string, string>();
  for (const node of childrenNamed(prices, TAG.price)) {
    const price = readPrice(node, scope);
    if (!price) continue;
    const raw = childText(node, TAG.unitPrice) ?? '';
    const kept = rawByType.get(price.priceTypeId);
    if (kept !== undefined) {
      warn(scope, IMPORT_TEXTS.commerceml.duplicatePriceOfType(price.priceTypeId, kept, raw), node.line);
      continue;
    }
    rawByType.set(price.priceTypeId, raw);
    result.push(price);
  }
  return result;
}

/** A stock text → thousandths, negatives clamped to 0 with a warning; null (maybe with a warning) when unusable. */
function readStockAmount(raw: string | null, scope: OfferScope, line: number): number | null {
  if (raw === null || raw === '') return null;
  const decimal = parseDecimal(raw);
  const quantity = decimal === null ? null : decimalToQuantity(decimal);
  if (quantity === null) {
    warn(scope, IMPORT_TEXTS.commerceml.badQuantity(raw), line);
    return null;
  }
  if (quantity < 0) {
    warn(scope, IMPORT_TEXTS.commerceml.negativeStock(raw), line);
    return 0;
  }
  return quantityToThousandths(quantity);
}

interface WarehouseStock {
  warehouseId: string;
  thousandths: number;
}

/**
 * The offer's Остаток elements: under Остатки (2.08+), or right under Предложение as some exports put
 * them (`<Остаток>15</Остаток>`, `<Остаток><Количество>15</Количество></Остаток>`).
 */
const restsOf = (offer: XmlNode): XmlNode[] => [
  ...childrenNamed(child(offer, TAG.rests), TAG.rest),
  ...childrenNamed(offer, TAG.rest),
];

/** Stock per warehouse: `<Склад ИдСклада КоличествоНаСкладе/>` (2.0x) and Остаток/Склад (2.08+). */
function readWarehouseStock(offer: XmlNode, scope: OfferScope): WarehouseStock[] {
  const entries: { id: string | null; raw: string | null; line: number }[] = [];
  for (const node of childrenNamed(offer, TAG.warehouse)) {
    entries.push({
      id: attribute(node, TAG.warehouseId),
      raw: attribute(node, TAG.warehouseQuantity),
      line: node.line,
    });
  }
  for (const rest of restsOf(offer)) {
    for (const node of childrenNamed(rest, TAG.warehouse)) {
      entries.push({ id: childText(node, TAG.id), raw: childText(node, TAG.quantity), line: node.line });
    }
  }
  const result: WarehouseStock[] = [];
  for (const entry of entries) {
    if (!entry.id) {
      warn(scope, IMPORT_TEXTS.commerceml.stockWithoutWarehouse, entry.line);
      continue;
    }
    const thousandths = readStockAmount(entry.raw, scope, entry.line);
    if (thousandths !== null) result.push({ warehouseId: entry.id, thousandths });
  }
  return result;
}

/** The amount an Остаток gives itself: its Количество, or its own text when it has no elements. */
function restAmount(rest: XmlNode, scope: OfferScope): number | null {
  const node = child(rest, TAG.quantity);
  if (node) return readStockAmount(node.text.trim(), scope, node.line);
  return rest.children.length === 0 ? readStockAmount(rest.text.trim(), scope, rest.line) : null;
}

/** The total: Количество, else the first amount an Остаток gives, else the warehouses' sum, else null. */
function readTotalStock(offer: XmlNode, warehouses: WarehouseStock[], scope: OfferScope): number | null {
  const total = child(offer, TAG.quantity);
  const fromTotal = total ? readStockAmount(total.text.trim(), scope, total.line) : null;
  if (fromTotal !== null) return fromTotal;
  for (const rest of restsOf(offer)) {
    const amount = restAmount(rest, scope);
    if (amount !== null) return amount;
  }
  if (warehouses.length === 0) return null;
  return warehouses.reduce((sum, w) => sum + w.thousandths, 0);
}

/** Whether an Остаток holds any amount text: its own, its Количество's or a warehouse's. */
const hasAmountText = (rest: XmlNode) =>
  (rest.children.length === 0 && rest.text.trim() !== '') ||
  (childText(rest, TAG.quantity) ?? '') !== '' ||
  childrenNamed(rest, TAG.warehouse).some((warehouse) => (childText(warehouse, TAG.quantity) ?? '') !== '');

/**
 * Остатки or Остаток holding no amount at all (`<Остатки/>`, an Остаток/Склад with its Ид only): a
 * warning, as no stock is read from them. An amount that is no number is warned about where it is read.
 */
function warnRestsWithoutAmount(offer: XmlNode, scope: OfferScope): void {
  const node = child(offer, TAG.rests) ?? child(offer, TAG.rest);
  if (!node || restsOf(offer).some(hasAmountText)) return;
  warn(scope, IMPORT_TEXTS.commerceml.restsWithoutAmount, node.line);
}

function readCharacteristics(offer: XmlNode): { name: string; value: string }[] {
  const result: { name: string; value: string }[] = [];
  for (const node of childrenNamed(child(offer, TAG.characteristics), TAG.characteristic)) {
    const name = stripBracketSuffix(cleanLine(childText(node, TAG.name)));
    const value = cleanLine(childText(node, TAG.value));
    if (name !== '' && value !== '') result.push({ name, value });
  }
  return result;
}

/** An offer, or null (with a warning) when it has no Ид (`<Предложение/>`). */
export function readOffer(node: XmlNode, context: RecordContext): ParsedOffer | null {
  const rawId = childText(node, TAG.id) ?? '';
  if (rawId === '' || rawId === '#') {
    context.issues.warn(IMPORT_TEXTS.commerceml.emptyOffer, node.line);
    return null;
  }
  const externalId = rawId.endsWith('#') ? rawId.slice(0, -1) : rawId;
  const scope: OfferScope = { context, id: externalId };
  const pricesNode = child(node, TAG.prices);
  const warehouses = readWarehouseStock(node, scope);
  const total = readTotalStock(node, warehouses, scope);
  warnRestsWithoutAmount(node, scope);
  return {
    externalId,
    productExternalId: externalId.split('#')[0]!,
    line: node.line,
    name: cleanName(childText(node, TAG.name)) || null,
    article: cleanLineOrNull(childText(node, TAG.article)),
    unit: readUnit(child(node, TAG.baseUnit), context, externalId),
    prices: pricesNode ? readPrices(pricesNode, scope) : null,
    quantity: total === null ? null : thousandthsToQuantity(total),
    warehouses: warehouses.map((w) => ({
      warehouseId: w.warehouseId,
      quantity: thousandthsToQuantity(w.thousandths),
    })),
    characteristics: readCharacteristics(node),
    deleted: isMarkedDeleted(node),
  };
}

/** Whether an offer element carries prices / stock (for detectCommerceMlKind). */
export function offerCarries(node: XmlNode): { prices: boolean; rests: boolean } {
  return {
    prices: child(node, TAG.prices) !== undefined,
    rests:
      child(node, TAG.quantity) !== undefined ||
      child(node, TAG.warehouse) !== undefined ||
      child(node, TAG.rests) !== undefined ||
      child(node, TAG.rest) !== undefined,
  };
}
