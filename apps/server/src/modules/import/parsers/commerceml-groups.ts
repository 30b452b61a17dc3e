/**
 * Классификатор/Группы: a tree whose parent is given only by nesting. Groups are returned parents
 * first, so the apply step can insert them in order.
 */
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { RecordContext } from './commerceml-context.js';
import { TAG } from './commerceml-tags.js';
import { cleanName } from './text.js';
import type { ParsedGroup } from './types.js';
import { attribute, child, childText, childrenNamed, isTrue, type XmlNode } from '../../../lib/xml-node.js';

function isDeleted(node: XmlNode): boolean {
  return attribute(node, TAG.status)?.toLowerCase() === 'удален' || isTrue(childText(node, TAG.deletionMark));
}

/**
 * Reads a Группы element. A group without Ид or name is skipped with a warning and its subgroups hang
 * from the nearest valid ancestor. `seen` (Ид → line) spans the file, for duplicate warnings.
 */
export function readGroups(
  groups: XmlNode,
  context: RecordContext,
  seen: Map<string, number>,
  parentExternalId: string | null = null,
): ParsedGroup[] {
  const result: ParsedGroup[] = [];
  for (const node of childrenNamed(groups, TAG.group)) {
    const group = readGroup(node, parentExternalId, context, seen);
    if (group) result.push(group);
    const nested = child(node, TAG.groups);
    if (nested) result.push(...readGroups(nested, context, seen, group?.externalId ?? parentExternalId));
  }
  return result;
}

function readGroup(
  node: XmlNode,
  parentExternalId: string | null,
  context: RecordContext,
  seen: Map<string, number>,
): ParsedGroup | null {
  const texts = IMPORT_TEXTS.commerceml;
  const externalId = childText(node, TAG.id) ?? '';
  const name = cleanName(childText(node, TAG.name));
  const deleted = isDeleted(node);
  if (!externalId) {
    context.issues.warn(texts.groupWithoutId(name), node.line);
    return null;
  }
  if (!name && !deleted) {
    context.issues.warn(texts.groupWithoutName(externalId), node.line, externalId);
    return null;
  }
  const firstLine = seen.get(externalId);
  if (firstLine !== undefined)
    context.issues.warn(texts.duplicateGroup(externalId, firstLine), node.line, externalId);
  else seen.set(externalId, node.line);
  return { externalId, name, parentExternalId, deleted, line: node.line };
}
