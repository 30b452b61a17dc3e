/** ПакетПредложений: ТипыЦен, Склады and Предложение → records. Prices are read from ЦенаЗаЕдиницу only. */
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { RecordContext } from './commerceml-context.js';
import { isMarkedDeleted, readUnit } from './commerceml-product.js';
import {
  decimalToKopecks,
  decimalToQuantity,
  parseDecimal,
  quantityToThousandths,
  thousandthsToQuantity,
} from './numbers.js';
import { cleanLine, cleanLineOrNull, cleanName, normaliseCurrency, stripBracketSuffix } from './text.js';
import type { ParsedOffer, ParsedPrice, ParsedPriceType, ParsedWarehouse } from './types.js';
import { attribute, child, childText, childrenNamed, type XmlNode } from './xml-node.js';

export function readPriceTypes(node: XmlNode, context: RecordContext): ParsedPriceType[] {
  const result: ParsedPriceType[] = [];
  for (const type of childrenNamed(node, 'ТипЦены')) {
    const externalId = childText(type, 'Ид') ?? '';
    const name = cleanName(childText(type, 'Наименование'));
    if (!externalId) {
      context.issues.warn(IMPORT_TEXTS.commerceml.priceTypeWithoutId(name), type.line);
      continue;
    }
    result.push({ externalId, name, currency: normaliseCurrency(childText(type, 'Валюта')) });
  }
  return result;
}

export function readWarehouses(node: XmlNode, context: RecordContext): ParsedWarehouse[] {
  const result: ParsedWarehouse[] = [];
  for (const warehouse of childrenNamed(node, 'Склад')) {
    const externalId = childText(warehouse, 'Ид') ?? '';
    const name = cleanName(childText(warehouse, 'Наименование'));
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
  const priceTypeId = childText(price, 'ИдТипаЦены');
  if (!priceTypeId) {
    warn(scope, texts.priceWithoutType, price.line);
    return null;
  }
  const raw = childText(price, 'ЦенаЗаЕдиницу') ?? '';
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
  const coefficient = parseDecimal(childText(price, 'Коэффициент'));
  if (coefficient !== null && Number(coefficient) !== 1) {
    scope.context.issues.warnOnce('coefficient', texts.priceCoefficient(coefficient), price.line, scope.id);
  }
  return { priceTypeId, kopecks };
}

/** Цены → prices, the first of each type kept (one real offer carries two of one type). */
function readPrices(prices: XmlNode, scope: OfferScope): ParsedPrice[] {
  const result: ParsedPrice[] = [];
  const rawByType = new Map<string, string>();
  for (const node of childrenNamed(prices, 'Цена')) {
    const price = readPrice(node, scope);
    if (!price) continue;
    const raw = childText(node, 'ЦенаЗаЕдиницу') ?? '';
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
  ...childrenNamed(child(offer, 'Остатки'), 'Остаток'),
  ...childrenNamed(offer, 'Остаток'),
];

/** Stock per warehouse: `<Склад ИдСклада КоличествоНаСкладе/>` (2.0x) and Остаток/Склад (2.08+). */
function readWarehouseStock(offer: XmlNode, scope: OfferScope): WarehouseStock[] {
  const entries: { id: string | null; raw: string | null; line: number }[] = [];
  for (const node of childrenNamed(offer, 'Склад')) {
    entries.push({
      id: attribute(node, 'ИдСклада'),
      raw: attribute(node, 'КоличествоНаСкладе'),
      line: node.line,
    });
  }
  for (const rest of restsOf(offer)) {
    for (const node of childrenNamed(rest, 'Склад')) {
      entries.push({ id: childText(node, 'Ид'), raw: childText(node, 'Количество'), line: node.line });
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
  const node = child(rest, 'Количество');
  if (node) return readStockAmount(node.text.trim(), scope, node.line);
  return rest.children.length === 0 ? readStockAmount(rest.text.trim(), scope, rest.line) : null;
}

/** The total: Количество, else the first amount an Остаток gives, else the warehouses' sum, else null. */
function readTotalStock(offer: XmlNode, warehouses: WarehouseStock[], scope: OfferScope): number | null {
  const total = child(offer, 'Количество');
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
  (childText(rest, 'Количество') ?? '') !== '' ||
  childrenNamed(rest, 'Склад').some((warehouse) => (childText(warehouse, 'Количество') ?? '') !== '');

/**
 * Остатки or Остаток holding no amount at all (`<Остатки/>`, an Остаток/Склад with its Ид only): a
 * warning, as no stock is read from them. An amount that is no number is warned about where it is read.
 */
function warnRestsWithoutAmount(offer: XmlNode, scope: OfferScope): void {
  const node = child(offer, 'Остатки') ?? child(offer, 'Остаток');
  if (!node || restsOf(offer).some(hasAmountText)) return;
  warn(scope, IMPORT_TEXTS.commerceml.restsWithoutAmount(scope.id), node.line);
}

function readCharacteristics(offer: XmlNode): { name: string; value: string }[] {
  const result: { name: string; value: string }[] = [];
  for (const node of childrenNamed(child(offer, 'ХарактеристикиТовара'), 'ХарактеристикаТовара')) {
    const name = stripBracketSuffix(cleanLine(childText(node, 'Наименование')));
    const value = cleanLine(childText(node, 'Значение'));
    if (name !== '' && value !== '') result.push({ name, value });
  }
  return result;
}

/** An offer, or null (with a warning) when it has no Ид (`<Предложение/>`). */
export function readOffer(node: XmlNode, context: RecordContext): ParsedOffer | null {
  const rawId = childText(node, 'Ид') ?? '';
  if (rawId === '' || rawId === '#') {
    context.issues.warn(IMPORT_TEXTS.commerceml.emptyOffer, node.line);
    return null;
  }
  const externalId = rawId.endsWith('#') ? rawId.slice(0, -1) : rawId;
  const scope: OfferScope = { context, id: externalId };
  const pricesNode = child(node, 'Цены');
  const warehouses = readWarehouseStock(node, scope);
  const total = readTotalStock(node, warehouses, scope);
  warnRestsWithoutAmount(node, scope);
  return {
    externalId,
    productExternalId: externalId.split('#')[0]!,
    line: node.line,
    name: cleanName(childText(node, 'Наименование')) || null,
    article: cleanLineOrNull(childText(node, 'Артикул')),
    unit: readUnit(child(node, 'БазоваяЕдиница'), context, externalId),
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
    prices: child(node, 'Цены') !== undefined,
    rests:
      child(node, 'Количество') !== undefined ||
      child(node, 'Склад') !== undefined ||
      child(node, 'Остатки') !== undefined ||
      child(node, 'Остаток') !== undefined,
  };
}
