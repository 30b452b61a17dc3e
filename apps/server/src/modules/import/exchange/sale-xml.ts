/**
 * A small XML writer for the documents the shop sends 1C: elements in the order they are given,
 * text cleaned of what XML 1.0 forbids and escaped, and the encoding 1C asked for (UTF-8, or
 * windows-1251 with character references for what that code page lacks).
 */
import iconv from 'iconv-lite';
import type { OrdersEncoding } from '@shop/shared/exchange/schemas';
import { xmlText } from '../../../lib/xml.js';
import type { CommerceMlTag } from '../parsers/commerceml-tags.js';

export interface XmlElement {
  name: CommerceMlTag;
  attributes?: ReadonlyArray<readonly [CommerceMlTag, string]>;
  /** text content, or child elements; none gives an empty element */
  content?: string | readonly XmlElement[];
}

/** An element; `null` children (an optional element left out) are dropped. */
export function element(
  name: CommerceMlTag,
  content?: string | ReadonlyArray<XmlElement | null>,
  attributes?: ReadonlyArray<readonly [CommerceMlTag, string]>,
): XmlElement {
  const children =
    typeof content === 'string' || content === undefined
      ? content
      : content.filter((child): child is XmlElement => child !== null);
  return { name, content: children, attributes };
}

function serialize(node: XmlElement, indent: string, out: string[]): void {
  const attributes = (node.attributes ?? []).map(([key, value]) => ` ${key}="${xmlText(value)}"`).join('');
  const { content } = node;
  if (content === undefined || content.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`);
  } else if (typeof content === 'string') {
    out.push(`${indent}<${node.name}${attributes}>${xmlText(content)}</${node.name}>`);
  } else {
    out.push(`${indent}<${node.name}${attributes}>`);
    for (const child of content) serialize(child, `${indent}  `, out);
    out.push(`${indent}</${node.name}>`);
  }
}

const DECLARED: Record<OrdersEncoding, string> = { 'utf-8': 'UTF-8', 'windows-1251': 'windows-1251' };

/** The whole document, with its declaration, as the bytes of `encoding`. */
export function xmlDocument(root: XmlElement, encoding: OrdersEncoding): Buffer {
  const out = [`<?xml version="1.0" encoding="${DECLARED[encoding]}"?>`];
  serialize(root, '', out);
  const text = `${out.join('\n')}\n`;
  return encoding === 'utf-8'
    ? Buffer.from(text, 'utf8')
    : iconv.encode(referenceMissing1251(text), 'win1251');
}

const in1251 = new Map<string, boolean>();

/** Characters windows-1251 lacks (emoji, Latin letters with accents) as character references. */
function referenceMissing1251(text: string): string {
  // eslint-disable-next-line no-control-regex -- every character outside ASCII
  return text.replace(/[^\u0000-\u007f]/gu, (character) => {
    let known = in1251.get(character);
    if (known === undefined) {
      known = iconv.decode(iconv.encode(character, 'win1251'), 'win1251') === character;
      in1251.set(character, known);
    }
    return known ? character : `&#${character.codePointAt(0)};`;
  });
}
