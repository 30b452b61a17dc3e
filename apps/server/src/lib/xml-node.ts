/**
 * A tiny element tree for one bounded record (a product, an offer, the group tree): built from stream
 * events, read with local-name helpers, then dropped. Never used for a whole file.
 */
import type { XmlOpenTag } from './xml-stream.js';

export interface XmlNode {
  name: string;
  attributes: Readonly<Record<string, string>>;
  line: number;
  /** The node's own text (concatenated text events), untrimmed. */
  text: string;
  children: XmlNode[];
}

/**
 * A copy of a string that does not keep the parser's 64 KB chunk alive: V8 makes substrings as views
 * of their parent, so one Ид kept in a Map would pin a whole chunk (and a file's worth in the end).
 */
export function detach(text: string): string {
  return text.length < 13 ? text : (' ' + text).slice(1);
}

export function createNode(tag: XmlOpenTag): XmlNode {
  let attributes = tag.attributes;
  for (const key in tag.attributes) {
    if (attributes === tag.attributes) attributes = {};
    (attributes as Record<string, string>)[key] = detach(tag.attributes[key]!);
  }
  return { name: tag.name, attributes, line: tag.line, text: '', children: [] };
}

/** The first child with this local name. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}

export function childrenNamed(node: XmlNode | undefined, name: string): XmlNode[] {
  return node ? node.children.filter((c) => c.name === name) : [];
}

/** Follows a path of local names: path(node, 'Остатки', 'Остаток'). */
export function descendant(node: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  let current = node;
  for (const name of names) current = child(current, name);
  return current;
}

/** The trimmed text of a child, or null when the child is absent. */
export function childText(node: XmlNode | undefined, name: string): string | null {
  const found = child(node, name);
  return found ? found.text.trim() : null;
}

/** An attribute by local name, trimmed; null when absent. */
export function attribute(node: XmlNode | undefined, name: string): string | null {
  const value = node?.attributes[name];
  return value === undefined ? null : value.trim();
}

/** 'true' / 'истина' / '1' (any case) → true. */
export function isTrue(value: string | null | undefined): boolean {
  return value != null && ['true', 'истина', '1', 'да'].includes(value.trim().toLowerCase());
}

/** Collects the subtree of the element that opened the capture; `done` once it closed. */
export class NodeBuilder {
  readonly root: XmlNode;
  count = 1;
  private readonly stack: XmlNode[];

  constructor(tag: XmlOpenTag) {
    this.root = createNode(tag);
    this.stack = [this.root];
  }

  get done(): boolean {
    return this.stack.length === 0;
  }

  open(tag: XmlOpenTag): void {
    const node = createNode(tag);
    this.stack[this.stack.length - 1]!.children.push(node);
    this.stack.push(node);
    this.count++;
  }

  text(text: string): void {
    const top = this.stack[this.stack.length - 1]!;
    // Whitespace between child elements is layout, not content.
    if (top.children.length > 0 && text.trim() === '') return;
    top.text = top.text === '' ? detach(text) : top.text + text;
  }

  close(): void {
    this.stack.pop();
  }
}
