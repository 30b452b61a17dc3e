/** Каталог/Товары/Товар → ParsedProduct. */
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { RecordContext } from './commerceml-context.js';
import { readPropertyValues } from './commerceml-properties.js';
import { REQUISITE, TAG } from './commerceml-tags.js';
import { cleanLine, cleanLineOrNull, htmlToText } from '../../../lib/text.js';
import { cleanName, normaliseImagePath } from './text.js';
import type { ParsedProduct, ParsedUnit } from './types.js';
import { resolveUnit } from './units.js';
import { attribute, child, childText, childrenNamed, isTrue, type XmlNode } from '../../../lib/xml-node.js';
import { parseDecimal } from '../../../lib/numbers.js';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ЗначенияРеквизитов as a record; a repeated name (ОписаниеФайла per picture) joins its values with '\n'. */
export function readRequisites(node: XmlNode | undefined): Record<string, string> {
  const requisites: Record<string, string> = {};
  for (const entry of childrenNamed(node, TAG.requisiteValue)) {
    const name = childText(entry, TAG.name);
    if (!name) continue;
    const value = childrenNamed(entry, TAG.value)
      .map((v) => v.text.trim())
      .join('\n');
    requisites[name] = requisites[name] === undefined ? value : `${requisites[name]}\n${value}`;
  }
  return requisites;
}

/** Статус="Удален" (2.0x), or ПометкаУдаления=true as an element (2.08+) or a requisite. */
export function isMarkedDeleted(node: XmlNode, requisites: Record<string, string> = {}): boolean {
  return (
    attribute(node, TAG.status)?.toLowerCase() === 'удален' ||
    isTrue(childText(node, TAG.deletionMark)) ||
    isTrue(requisites[REQUISITE.deletionMark])
  );
}

/**
 * БазоваяЕдиница: attribute Код (padded with spaces in some exports), the name attributes, or the
 * element's own text ('шт', or a code). Пересчет (a package of the unit: 'упак' of 10) is only
 * reported: the shop sells in the base unit. An unknown code alone gives null.
 */
export function readUnit(node: XmlNode | undefined, context: RecordContext, id: string): ParsedUnit | null {
  if (!node) return null;
  const own = node.children.length === 0 ? cleanLine(node.text) : '';
  const text = GUID.test(own) ? '' : own; // a reference to ЕдиницыИзмерения names nothing by itself
  const textIsCode = /^\d+$/.test(text);
  const code = attribute(node, TAG.unitCode) || (textIsCode ? text : null);
  const unit = resolveUnit({
    code,
    shortName: attribute(node, TAG.unitShortName) || (textIsCode ? null : text),
    fullName: attribute(node, TAG.unitFullName),
    internationalName: attribute(node, TAG.unitInternational),
  });
  if (!unit && code) {
    context.issues.warnOnce(`unit:${code}`, IMPORT_TEXTS.commerceml.unknownUnit(code), node.line, id);
  }
  const recount = child(node, TAG.unitRecount);
  const coefficient = parseDecimal(childText(recount, TAG.coefficient));
  if (recount && coefficient !== null && Number(coefficient) !== 1) {
    context.issues.warnOnce(
      'unitRecount',
      IMPORT_TEXTS.commerceml.unitPackage(coefficient),
      recount.line,
      id,
    );
  }
  return unit;
}

function readFullName(node: XmlNode, requisites: Record<string, string>): string | null {
  const element = childText(node, TAG.fullName);
  const label = REQUISITE.fullName.find((name) => requisites[name] !== undefined && requisites[name] !== '');
  return cleanLineOrNull(element || (label ? requisites[label] : null));
}

function readDescription(node: XmlNode, requisites: Record<string, string>): string | null {
  const element = child(node, TAG.description);
  const html = requisites[REQUISITE.htmlDescription];
  if (!element && html === undefined) return null;
  const text = htmlToText(element?.text);
  return text !== '' || html === undefined ? text : htmlToText(html);
}

function readImages(node: XmlNode, context: RecordContext, id: string): string[] {
  const images: string[] = [];
  for (const picture of childrenNamed(node, TAG.picture)) {
    const raw = picture.text.trim();
    if (raw === '') continue;
    const path = normaliseImagePath(raw);
    if (path === null) context.issues.warn(IMPORT_TEXTS.commerceml.unsafeImagePath(raw), picture.line, id);
    else if (!images.includes(path)) images.push(path);
  }
  return images;
}

function readBarcode(
  node: XmlNode,
  requisites: Record<string, string>,
): { present: boolean; value: string | null } {
  const element = child(node, TAG.barcode) ?? child(child(node, TAG.barcodes), TAG.barcode);
  if (element) return { present: true, value: cleanLineOrNull(element.text) };
  const requisite = requisites[REQUISITE.barcode];
  return { present: requisite !== undefined, value: cleanLineOrNull(requisite?.split('\n')[0]) };
}

function isService(node: XmlNode, requisites: Record<string, string>): boolean {
  const type = childText(node, TAG.productType) ?? requisites[REQUISITE.productType] ?? '';
  return type.trim().toLowerCase() === 'услуга';
}

/** The `Вес` element: kilograms of one base unit, or null (absent, empty, not a number, negative). */
function readWeight(node: XmlNode): number | null {
  const decimal = parseDecimal(childText(node, TAG.weight));
  const weight = decimal === null ? NaN : Number(decimal);
  return Number.isFinite(weight) && weight >= 0 ? weight : null;
}

/**
 * A product, or null (with a warning) when it has no Ид, or no name and is not a deletion. The caller
 * reports duplicates and article clashes, which need the whole file.
 */
export function readProduct(node: XmlNode, context: RecordContext): ParsedProduct | null {
  const texts = IMPORT_TEXTS.commerceml;
  const externalId = childText(node, TAG.id) ?? '';
  if (!externalId) {
    context.issues.warn(texts.productWithoutId, node.line);
    return null;
  }
  const requisites = readRequisites(child(node, TAG.requisiteValues));
  const deleted = isMarkedDeleted(node, requisites);
  const name = cleanName(childText(node, TAG.name));
  if (!name && !deleted) {
    context.issues.warn(texts.productWithoutName, node.line, externalId);
    return null;
  }
  const groups = child(node, TAG.groups);
  const unitNode = child(node, TAG.baseUnit);
  const propertyValues = child(node, TAG.propertyValues);
  const barcode = readBarcode(node, requisites);
  const description = readDescription(node, requisites);
  return {
    externalId,
    line: node.line,
    name,
    fullName: readFullName(node, requisites),
    article: cleanLineOrNull(childText(node, TAG.article)),
    barcode: barcode.value,
    description,
    groupExternalIds: [...new Set(childrenNamed(groups, TAG.id).map((g) => g.text.trim()))].filter(Boolean),
    unit: readUnit(unitNode, context, externalId),
    images: readImages(node, context, externalId),
    properties: readPropertyValues(propertyValues, externalId, context),
    requisites,
    weightKg: readWeight(node),
    isService: isService(node, requisites),
    deleted,
    present: {
      article: child(node, TAG.article) !== undefined,
      description: description !== null,
      barcode: barcode.present,
      groups: groups !== undefined,
      unit: unitNode !== undefined,
      images: child(node, TAG.picture) !== undefined,
      properties: propertyValues !== undefined,
    },
  };
}
