/**
 * Классификатор/Свойства and the resolution of product property values: a dictionary property
 * (ТипЗначений = Справочник) stores the GUID of one of its ВариантыЗначений on the product.
 */
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { RecordContext } from './commerceml-context.js';
import { TAG } from './commerceml-tags.js';
import { cleanLine } from '../../../lib/text.js';
import { cleanName } from './text.js';
import type { ParsedProperty } from './types.js';
import { child, childText, childrenNamed, type XmlNode } from '../../../lib/xml-node.js';

export interface PropertyDefinition {
  externalId: string;
  name: string;
  /** ТипЗначений as given: 'Справочник', 'Строка', 'Число', 'Булево', … (null when absent). */
  valueType: string | null;
  /** ИдЗначения → Значение for a dictionary property. */
  values: Map<string, string>;
}

/**
 * The properties known while reading a session's files. Pass the same dictionary to every
 * readCommerceMl call of a session: in split packages (2.08+) the properties come in their own file.
 */
export class PropertyDictionary {
  private readonly byId = new Map<string, PropertyDefinition>();

  get size(): number {
    return this.byId.size;
  }

  get(externalId: string): PropertyDefinition | undefined {
    return this.byId.get(externalId);
  }

  list(): PropertyDefinition[] {
    return [...this.byId.values()];
  }

  /** A later definition of the same Ид replaces the name and type and adds its values. */
  add(definition: PropertyDefinition): void {
    const known = this.byId.get(definition.externalId);
    if (!known) {
      this.byId.set(definition.externalId, definition);
      return;
    }
    known.name = definition.name || known.name;
    known.valueType = definition.valueType ?? known.valueType;
    for (const [id, value] of definition.values) known.values.set(id, value);
  }
}

function readDictionaryValues(property: XmlNode): Map<string, string> {
  const values = new Map<string, string>();
  for (const entry of childrenNamed(child(property, TAG.valueVariants), TAG.dictionary)) {
    const id = childText(entry, TAG.valueId);
    if (id) values.set(id, cleanLine(childText(entry, TAG.value)));
  }
  return values;
}

/** Reads a Свойства element into the dictionary. */
export function readProperties(node: XmlNode, dictionary: PropertyDictionary): void {
  for (const property of childrenNamed(node, TAG.property)) {
    const externalId = childText(property, TAG.id);
    if (!externalId) continue;
    dictionary.add({
      externalId,
      name: cleanName(childText(property, TAG.name)),
      valueType: childText(property, TAG.valueType) || null,
      values: readDictionaryValues(property),
    });
  }
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function displayValue(definition: PropertyDefinition | undefined, raw: string): string {
  if (definition?.valueType?.toLowerCase() === 'булево') {
    const lower = raw.toLowerCase();
    if (lower === 'true' || lower === 'истина') return 'Да';
    if (lower === 'false' || lower === 'ложь') return 'Нет';
  }
  return cleanLine(raw);
}

/**
 * One non-empty property value as display text, or null: a GUID that the
 * property's dictionary does not know is skipped with a warning (a literal in a dictionary property is
 * kept as text: some exporters write the text itself).
 */
function resolveValue(
  definition: PropertyDefinition | undefined,
  propertyName: string,
  raw: string,
  productId: string,
  line: number,
  context: RecordContext,
): string | null {
  const known = definition?.values.get(raw);
  if (known !== undefined) return known === '' ? null : known;
  const isDictionary = definition?.valueType == null || /справочник/i.test(definition.valueType);
  if (isDictionary && GUID.test(raw)) {
    context.issues.warnOnce(
      `value:${raw}`,
      IMPORT_TEXTS.commerceml.unknownPropertyValue(propertyName, raw),
      line,
      productId,
    );
    return null;
  }
  return displayValue(definition, raw);
}

/** Товар/ЗначенияСвойств → name/value pairs; several Значение of one property are joined with ', '. */
export function readPropertyValues(
  node: XmlNode | undefined,
  productId: string,
  context: RecordContext,
): ParsedProperty[] {
  const result: ParsedProperty[] = [];
  for (const entry of childrenNamed(node, TAG.propertyValue)) {
    const propertyId = childText(entry, TAG.id) ?? '';
    const definition = context.properties.get(propertyId);
    const name = definition?.name || cleanName(childText(entry, TAG.name));
    const rawValues = childrenNamed(entry, TAG.value)
      .map((value) => value.text.trim())
      .filter((value) => value !== '');
    if (rawValues.length === 0) continue;
    if (!name) {
      context.issues.warnOnce(
        `property:${propertyId}`,
        IMPORT_TEXTS.commerceml.unknownProperty(propertyId),
        entry.line,
        productId,
      );
      continue;
    }
    const values = rawValues
      .map((raw) => resolveValue(definition, name, raw, productId, entry.line, context))
      .filter((value): value is string => value !== null);
    if (values.length === 0) continue;
    result.push({ name, value: values.join(', ') });
  }
  return result;
}
