/**
 * Reads an orders file from 1C (orders-….xml, documents___….xml; commerceml.md §8.2) as a stream of
 * documents, through the import's safe XML stream (encoding detection, DOCTYPE refusal, limits,
 * Russian errors). One Документ is held in memory at a time. No database here: parse, then apply.
 */
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { decimalToKopecks, parseDecimal, parseQuantity } from '../../../lib/numbers.js';
import { TAG } from '../parsers/commerceml-tags.js';
import { ImportParseError } from '../parsers/types.js';
import { child, childrenNamed, childText, NodeBuilder, type XmlNode } from '../../../lib/xml-node.js';
import {
  streamXml,
  type XmlHandler,
  type XmlOpenTag,
  type XmlStreamContext,
} from '../../../lib/xml-stream.js';

export interface SaleLine {
  id: string | null;
  name: string | null;
  /** null when missing or not a number */
  quantity: number | null;
  priceKopecks: number | null;
}

export interface SaleDocument {
  /** Ид: ours (`shop-order-<id>`) or 1C's own GUID */
  id: string | null;
  /** Номер: ours, for an order 1C got from the shop */
  number: string | null;
  /** ХозОперация ('Заказ товара'); null when absent */
  operation: string | null;
  line: number;
  /** the document's own ЗначенияРеквизитов, trimmed, in file order */
  requisites: { name: string; value: string }[];
  /** Товары; null when the element is absent (a document with its status only) */
  lines: SaleLine[] | null;
}

const ROOT = TAG.root;
/** Documents sit under the root, or under Контейнер in CommerceML 2.09+ and 3. */
const DOCUMENT_PARENTS = new Set<string>([ROOT, TAG.container]);

const money = (text: string | null) => {
  const decimal = parseDecimal(text);
  return decimal === null ? null : decimalToKopecks(decimal);
};

function readRequisites(node: XmlNode): { name: string; value: string }[] {
  return childrenNamed(child(node, TAG.requisiteValues), TAG.requisiteValue).flatMap((entry) => {
    const name = childText(entry, TAG.name);
    return name ? [{ name, value: childText(entry, TAG.value) ?? '' }] : [];
  });
}

/** The unit price: ЦенаЗаЕдиницу (2.x), else Цена (3.1 writes the unit price there), else null. */
const unitPrice = (node: XmlNode) => childText(node, TAG.unitPrice) || childText(node, TAG.price);

function readLine(node: XmlNode): SaleLine {
  return {
    id: childText(node, TAG.id) || null,
    name: childText(node, TAG.name) || null,
    quantity: parseQuantity(childText(node, TAG.quantity)),
    priceKopecks: money(unitPrice(node)),
  };
}

export function readSaleDocument(node: XmlNode): SaleDocument {
  const goods = child(node, TAG.products);
  return {
    id: childText(node, TAG.id) || null,
    number: childText(node, TAG.number) || null,
    operation: childText(node, TAG.operation) || null,
    line: node.line,
    requisites: readRequisites(node),
    lines: goods ? childrenNamed(goods, TAG.product).map(readLine) : null,
  };
}

class SaleDocumentsHandler implements XmlHandler {
  private readonly path: string[] = [];
  private capture: NodeBuilder | null = null;

  constructor(
    private readonly stream: XmlStreamContext,
    private readonly emit: (document: SaleDocument) => void,
  ) {}

  open(tag: XmlOpenTag): void {
    const parent = this.path[this.path.length - 1];
    this.path.push(tag.name);
    if (this.capture) {
      this.capture.open(tag);
      this.checkRecordSize(tag.line);
    } else if (tag.depth === 1 && tag.name !== ROOT) {
      const { fileName } = this.stream;
      throw new ImportParseError(IMPORT_TEXTS.xml.notCommerceMl(fileName, tag.name), fileName, tag.line);
    } else if (tag.name === TAG.document && parent !== undefined && DOCUMENT_PARENTS.has(parent)) {
      this.capture = new NodeBuilder(tag);
    }
  }

  text(text: string): void {
    this.capture?.text(text);
  }

  close(): void {
    this.path.pop();
    const capture = this.capture;
    if (!capture) return;
    capture.close();
    if (!capture.done) return;
    this.capture = null;
    this.emit(readSaleDocument(capture.root));
  }

  warning(): void {}

  end(): void {}

  private checkRecordSize(line: number): void {
    const { limits, fileName } = this.stream;
    if (this.capture!.count <= limits.maxElementsPerRecord) return;
    throw new ImportParseError(
      IMPORT_TEXTS.xml.recordTooLarge(fileName, line, limits.maxElementsPerRecord),
      fileName,
      line,
    );
  }
}

/**
 * The documents of an orders file, in file order. Throws ImportParseError (Russian, naming the file
 * and line) for a refused or broken file: DOCTYPE, unknown entity, not XML, not CommerceML, cut off,
 * over a limit.
 */
export function readSaleDocuments(path: string, fileName: string): AsyncGenerator<SaleDocument> {
  return streamXml<SaleDocument>(
    path,
    { fileName },
    (context, emit) => new SaleDocumentsHandler(context, emit),
  );
}
