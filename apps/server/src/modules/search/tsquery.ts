/**
 * A small tree of a Postgres text-search query, rendered to `tsquery` input text. Lexemes come from
 * Postgres itself (already stemmed), so the text is cast with `::tsquery` and never parsed again by a
 * text-search configuration. Quoting makes any lexeme safe inside the query syntax.
 */
export type TsNode =
  | { kind: 'lexeme'; lexeme: string; prefix: boolean }
  | { kind: 'and' | 'or'; items: TsNode[] }
  /** Items in order; `distance` is the number of positions after the previous item (1 = next word). */
  | { kind: 'phrase'; items: { node: TsNode; distance: number }[] };

export const lexeme = (text: string, prefix = false): TsNode => ({ kind: 'lexeme', lexeme: text, prefix });
export const all = (items: TsNode[]): TsNode => ({ kind: 'and', items });
export const any = (items: TsNode[]): TsNode => ({ kind: 'or', items });

export interface RenderOptions {
  /** Match only lexemes of this weight ('A' = the product name). */
  weight?: 'A';
  /** Drop prefix matching (`:*`) from every lexeme. */
  exact?: boolean;
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function renderLexeme(node: { lexeme: string; prefix: boolean }, options: RenderOptions): string {
  const marks = (node.prefix && !options.exact ? '*' : '') + (options.weight ?? '');
  return marks ? `${quote(node.lexeme)}:${marks}` : quote(node.lexeme);
}

function renderList(parts: string[], operator: string): string {
  const unique = [...new Set(parts)];
  return unique.length === 1 ? unique[0]! : `(${unique.join(` ${operator} `)})`;
}

/** The `tsquery` text of a node; empty groups must be removed before rendering. */
export function renderTsQuery(node: TsNode, options: RenderOptions = {}): string {
  switch (node.kind) {
    case 'lexeme':
      return renderLexeme(node, options);
    case 'and':
      return renderList(
        node.items.map((item) => renderTsQuery(item, options)),
        '&',
      );
    case 'or':
      return renderList(
        node.items.map((item) => renderTsQuery(item, options)),
        '|',
      );
    case 'phrase': {
      const [first, ...rest] = node.items;
      let text = renderTsQuery(first!.node, options);
      for (const { node: item, distance } of rest) {
        text += ` ${distance === 1 ? '<->' : `<${distance}>`} ${renderTsQuery(item, options)}`;
      }
      return rest.length > 0 ? `(${text})` : text;
    }
  }
}
