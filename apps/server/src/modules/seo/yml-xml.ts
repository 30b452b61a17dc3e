/**
 * The parts of a YML feed (Яндекс Товары, Маркет): the head with the shop and its categories, one
 * `<offer>` per product, the tail. Written as text so the offers can be streamed batch by batch.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { kopecksToDecimalText, toKopecks } from '@shop/shared/money';
import { productPagePath, YML_DESCRIPTION_MAX } from '@shop/shared/seo/constants';
import { xmlText } from '../../lib/xml.js';
import { absoluteUrl } from '../../lib/public-origin.js';

export interface YmlShop {
  name: string;
  company: string;
  /** the shop's address (its origin) */
  url: string;
}

export interface YmlCategory {
  id: number;
  name: string;
  /** left out when the parent is not in the feed */
  parentId: number | null;
}

/** A product as the storefront shows it, with its barcode. */
export type YmlProduct = Product & { barcode: string | null };

/** The shop is in Moscow time (UTC+3 all year): the feed's date is written in it, as Yandex reads it. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60_000;

/** `YYYY-MM-DD HH:mm` in Moscow time: the `date` of `<yml_catalog>`. */
export function ymlDate(now: Date): string {
  const moscow = new Date(now.getTime() + MOSCOW_OFFSET_MS).toISOString();
  return `${moscow.slice(0, 10)} ${moscow.slice(11, 16)}`;
}

const tag = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

export function ymlHead(shop: YmlShop, date: string, categories: readonly YmlCategory[]): string {
  const categoryLines = categories.map(({ id, name, parentId }) => {
    const parent = parentId === null ? '' : ` parentId="${parentId}"`;
    return `      <category id="${id}"${parent}>${xmlText(name.trim())}</category>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<yml_catalog date="${xmlText(date)}">`,
    '  <shop>',
    `    ${tag('name', shop.name)}`,
    `    ${tag('company', shop.company)}`,
    `    ${tag('url', shop.url)}`,
    '    <currencies>',
    '      <currency id="RUR" rate="1"/>',
    '    </currencies>',
    '    <categories>',
    ...categoryLines,
    '    </categories>',
    '    <offers>',
    '',
  ].join('\n');
}

export const YML_TAIL = ['    </offers>', '  </shop>', '</yml_catalog>', ''].join('\n');

/** Roubles as YML writes a price: 1234.50. */
const money = (roubles: number) => kopecksToDecimalText(toKopecks(roubles));

/** Plain text on one line, cut at a word to at most `max` characters. */
export function plainDescription(text: string, max = YML_DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= max) return line;
  const cut = characters.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > max / 2 ? atWord : cut}…`;
}

/** Barcodes as 1C may store several in one field: separated by spaces, commas or semicolons. */
const barcodesOf = (barcode: string | null) => (barcode ?? '').split(/[\s,;]+/).filter(Boolean);

/**
 * One `<offer>`: the price the storefront shows (after discounts) and the list price as `<oldprice>`
 * when a discount lowers it; available while the stock lasts. Elements in the order of Yandex's DTD.
 */
export function ymlOffer(
  product: YmlProduct,
  { origin, categoryIds }: { origin: string; categoryIds: ReadonlySet<number> },
): string {
  const lines = [
    `      <offer id="${product.id}" available="${product.stock_quantity > 0}">`,
    `        ${tag('url', absoluteUrl(origin, productPagePath(product.id)))}`,
    `        <price>${money(product.discounted_price)}</price>`,
  ];
  if (product.discounted_price < product.price)
    lines.push(`        <oldprice>${money(product.price)}</oldprice>`);
  lines.push('        <currencyId>RUR</currencyId>');
  if (product.category_id !== null && categoryIds.has(product.category_id)) {
    lines.push(`        <categoryId>${product.category_id}</categoryId>`);
  }
  if (product.image) lines.push(`        ${tag('picture', absoluteUrl(origin, product.image))}`);
  lines.push(`        ${tag('name', product.name)}`);
  if (product.article) lines.push(`        ${tag('vendorCode', product.article)}`);
  const description = plainDescription(product.description);
  if (description) lines.push(`        ${tag('description', description)}`);
  for (const barcode of barcodesOf(product.barcode)) lines.push(`        ${tag('barcode', barcode)}`);
  lines.push('      </offer>', '');
  return lines.join('\n');
}
