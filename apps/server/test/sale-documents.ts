/**
 * Test support for the orders exchange (not shipped code): a small element tree of an XML answer read
 * with saxes, and the order documents 1C sends back.
 */
import { SaxesParser } from 'saxes';

export interface TreeNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: TreeNode[];
}

/** The whole document as a tree (tests only: answers are small). Throws on malformed XML. */
export function parseTree(xml: string): TreeNode {
  const parser = new SaxesParser({ xmlns: false });
  const root: TreeNode = { name: '#document', attributes: {}, text: '', children: [] };
  const stack = [root];
  parser.on('opentag', (tag) => {
    const node: TreeNode = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      text: '',
      children: [],
    };
    stack[stack.length - 1]!.children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (text) => {
    stack[stack.length - 1]!.text += text;
  });
  parser.on('doctype', () => {
    throw new Error('unexpected DOCTYPE');
  });
  parser.write(xml).close();
  return root.children[0]!;
}

export const childNames = (node: TreeNode) => node.children.map((c) => c.name);
export const childOf = (node: TreeNode, name: string) => {
  const found = node.children.find((c) => c.name === name);
  if (!found) throw new Error(`no <${name}> in <${node.name}>`);
  return found;
};
export const textOf = (node: TreeNode, ...path: string[]) =>
  path.reduce((current, name) => childOf(current, name), node).text;

/** Name → value of a ЗначенияРеквизитов element, in order. */
export function requisitesOf(node: TreeNode): [string, string][] {
  return childOf(node, 'ЗначенияРеквизитов').children.map((entry) => [
    textOf(entry, 'Наименование'),
    textOf(entry, 'Значение'),
  ]);
}

export interface DocumentFrom1C {
  number?: string;
  id?: string;
  operation?: string;
  requisites?: [string, string][];
  lines?: { id: string; name: string; quantity: string; price: string }[];
}

/** An orders file as 1C writes it (orders-….xml / documents___….xml). */
export function ordersFileFrom1C(documents: readonly DocumentFrom1C[], declaredEncoding = 'UTF-8'): string {
  const body = documents.map((doc) => {
    const lines = doc.lines
      ? `<Товары>${doc.lines
          .map(
            (l) =>
              `<Товар><Ид>${l.id}</Ид><Наименование>${l.name}</Наименование>` +
              `<ЦенаЗаЕдиницу>${l.price}</ЦенаЗаЕдиницу><Количество>${l.quantity}</Количество></Товар>`,
          )
          .join('')}</Товары>`
      : '';
    const requisites = (doc.requisites ?? [])
      .map(
        ([n, v]) =>
          `<ЗначениеРеквизита><Наименование>${n}</Наименование><Значение>${v}</Значение></ЗначениеРеквизита>`,
      )
      .join('');
    return [
      '  <Документ>',
      doc.id === undefined ? '' : `<Ид>${doc.id}</Ид>`,
      doc.number === undefined ? '' : `<Номер>${doc.number}</Номер>`,
      '<Дата>2024-05-14</Дата>',
      `<ХозОперация>${doc.operation ?? 'Заказ товара'}</ХозОперация><Роль>Продавец</Роль>`,
      lines,
      `<ЗначенияРеквизитов>${requisites}</ЗначенияРеквизитов>`,
      '</Документ>',
    ].join('');
  });
  return [
    `<?xml version="1.0" encoding="${declaredEncoding}"?>`,
    '<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2024-05-14T10:20:00">',
    ...body,
    '</КоммерческаяИнформация>',
  ].join('\n');
}
