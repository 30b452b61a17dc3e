/**
 * Streaming CommerceML 2 reader (import.xml, offers.xml and the split 2.08+ packages). Elements are
 * matched by local name, so every namespace (commerceml_2, _205, _210, _3, none) reads alike. Only
 * bounded records are held in memory (one product, one offer, the group tree, the property list), plus
 * per-file indexes of Ид and Артикул for duplicate and clash warnings.
 */
import type { Readable } from 'node:stream';
import { IMPORT_TEXTS, importProductLabel } from '@shop/shared/import/texts';
import type { IssueReporter, RecordContext } from './commerceml-context.js';
import { readGroups } from './commerceml-groups.js';
import { offerCarries, readOffer, readPriceTypes, readWarehouses } from './commerceml-offer.js';
import { readProduct } from './commerceml-product.js';
import { TAG } from './commerceml-tags.js';
import { PropertyDictionary, readProperties } from './commerceml-properties.js';
import type { CommerceMlContents, CommerceMlRecord, ImportIssue, ParsedProduct, XmlLimits } from './types.js';
import { ImportParseError } from './types.js';
import { NodeBuilder, type XmlNode } from '../../../lib/xml-node.js';
import {
  streamXml,
  type XmlHandler,
  type XmlOpenTag,
  type XmlStreamContext,
} from '../../../lib/xml-stream.js';

export { choosePriceType, describePriceTypes, type PriceTypeChoice } from './price-type.js';
export { PropertyDictionary, type PropertyDefinition } from './commerceml-properties.js';

export interface CommerceMlOptions {
  /** The name shown in the report ('import0_1.xml', 'goods/1/prices___….xml'). */
  fileName: string;
  limits?: Partial<XmlLimits>;
  /**
   * Property definitions shared by the files of one exchange session: filled from Классификатор/Свойства
   * and used to resolve product property values. A fresh one is used when not given.
   */
  properties?: PropertyDictionary;
}

const ROOT = TAG.root;
const PACKAGE_PARENTS = new Set<string>([TAG.classifier, TAG.offersPackage, TAG.offersPackageChanges]);
const OFFER_PACKAGES = new Set<string>([TAG.offersPackage, TAG.offersPackageChanges]);

type CaptureKind = 'groups' | 'properties' | 'priceTypes' | 'warehouses' | 'product' | 'offer';

/** What an element starts, from its local name and its parent's. */
function captureKindOf(name: string, parent: string | undefined): CaptureKind | null {
  if (name === TAG.product && parent === TAG.products) return 'product';
  if (name === TAG.offer && parent === TAG.offers) return 'offer';
  if (name === TAG.groups && parent === TAG.classifier) return 'groups';
  if (name === TAG.properties && (parent === TAG.classifier || parent === TAG.catalog)) return 'properties';
  if (name === TAG.priceTypes && parent !== undefined && PACKAGE_PARENTS.has(parent)) return 'priceTypes';
  if (name === TAG.warehouses && parent !== undefined && PACKAGE_PARENTS.has(parent)) return 'warehouses';
  return null;
}

/** СодержитТолькоИзменения: a missing attribute means a delta (§4.4). */
function onlyChanges(tag: XmlOpenTag): boolean {
  const value = tag.attributes[TAG.onlyChanges];
  return value === undefined || value.trim().toLowerCase() !== 'false';
}

function namespaceOf(attributes: Record<string, string>): string | null {
  if (attributes['xmlns']) return attributes['xmlns'];
  const prefixed = Object.entries(attributes).find(
    ([key, value]) => key.startsWith('xmlns:') && /commerceml/i.test(value),
  );
  return prefixed ? prefixed[1] : null;
}

/** Reports once per file per key; records every issue as a record. */
class FileIssues implements IssueReporter {
  private readonly reported = new Set<string>();

  constructor(
    private readonly fileName: string,
    private readonly emit: (record: CommerceMlRecord) => void,
  ) {}

  warn(message: string, line: number | undefined, id?: string): void {
    const issue: ImportIssue = { file: this.fileName, message, level: 'warning' };
    if (line !== undefined) issue.line = line;
    if (id !== undefined) issue.id = id;
    this.emit({ kind: 'issue', issue });
  }

  warnOnce(key: string, message: string, line: number | undefined, id?: string): void {
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.warn(message, line, id);
  }
}

class CommerceMlHandler implements XmlHandler {
  private readonly path: string[] = [];
  private capture: { kind: CaptureKind; builder: NodeBuilder } | null = null;
  private readonly issues: FileIssues;
  private readonly context: RecordContext;
  private readonly productLines = new Map<string, number>();
  private readonly offerLines = new Map<string, number>();
  private readonly groupLines = new Map<string, number>();
  /** Артикул → distinct product Ид, for the clash report at the end. */
  /** article → the products that have it, by Ид with their names */
  private readonly articles = new Map<string, { id: string; name: string }[]>();
  /** File-level warnings that come before the root element; the 'document' record goes first. */
  private early: { message: string; line: number | undefined }[] | null = [];

  constructor(
    private readonly stream: XmlStreamContext,
    private readonly emit: (record: CommerceMlRecord) => void,
    properties: PropertyDictionary,
  ) {
    this.issues = new FileIssues(stream.fileName, emit);
    this.context = { issues: this.issues, properties };
  }

  open(tag: XmlOpenTag): void {
    const parent = this.path[this.path.length - 1];
    this.path.push(tag.name);
    if (this.capture) {
      this.capture.builder.open(tag);
      this.checkRecordSize(tag.line);
      return;
    }
    if (tag.depth === 1) return this.openRoot(tag);
    if (parent === ROOT && tag.name === TAG.catalog) {
      this.emit({ kind: 'catalog', onlyChanges: onlyChanges(tag), line: tag.line });
    } else if (parent === ROOT && OFFER_PACKAGES.has(tag.name)) {
      this.emit({ kind: 'offersPackage', onlyChanges: onlyChanges(tag), line: tag.line });
    }
    const kind = captureKindOf(tag.name, parent);
    if (kind) this.capture = { kind, builder: new NodeBuilder(tag) };
  }

  text(text: string): void {
    this.capture?.builder.text(text);
  }

  close(): void {
    this.path.pop();
    const capture = this.capture;
    if (!capture) return;
    capture.builder.close();
    if (!capture.builder.done) return;
    this.capture = null;
    this.finish(capture.kind, capture.builder.root);
  }

  warning(message: string, line: number | undefined): void {
    if (this.early) this.early.push({ message, line });
    else this.issues.warn(message, line);
  }

  end(): void {
    for (const [article, products] of this.articles) {
      if (products.length < 2) continue;
      const labels = products.map(({ id, name }) => importProductLabel(name, id));
      this.issues.warn(IMPORT_TEXTS.commerceml.articleClash(article, labels), undefined, products[0]!.id);
    }
  }

  private openRoot(tag: XmlOpenTag): void {
    const { fileName } = this.stream;
    if (tag.name !== ROOT) {
      throw new ImportParseError(IMPORT_TEXTS.xml.notCommerceMl(fileName, tag.name), fileName, tag.line);
    }
    this.emit({
      kind: 'document',
      schemaVersion: tag.attributes[TAG.schemaVersion]?.trim() || null,
      namespace: namespaceOf(tag.attributes),
      generatedAt: tag.attributes[TAG.generatedAt]?.trim() || null,
      encoding: this.stream.encoding,
    });
    const early = this.early ?? [];
    this.early = null;
    for (const warning of early) this.issues.warn(warning.message, warning.line);
  }

  private checkRecordSize(line: number): void {
    const { limits, fileName } = this.stream;
    if (this.capture!.builder.count <= limits.maxElementsPerRecord) return;
    throw new ImportParseError(
      IMPORT_TEXTS.xml.recordTooLarge(fileName, line, limits.maxElementsPerRecord),
      fileName,
      line,
    );
  }

  private finish(kind: CaptureKind, node: XmlNode): void {
    switch (kind) {
      case 'groups':
        for (const group of readGroups(node, this.context, this.groupLines))
          this.emit({ kind: 'group', group });
        return;
      case 'properties':
        readProperties(node, this.context.properties);
        return;
      case 'priceTypes':
        this.emit({ kind: 'priceTypes', priceTypes: readPriceTypes(node, this.context) });
        return;
      case 'warehouses':
        this.emit({ kind: 'warehouses', warehouses: readWarehouses(node, this.context) });
        return;
      case 'product':
        return this.finishProduct(node);
      case 'offer':
        return this.finishOffer(node);
    }
  }

  private finishProduct(node: XmlNode): void {
    const product = readProduct(node, this.context);
    if (!product) return;
    const firstLine = this.productLines.get(product.externalId);
    if (firstLine !== undefined) {
      this.issues.warn(IMPORT_TEXTS.commerceml.duplicateProduct(firstLine), product.line, product.externalId);
    } else {
      this.productLines.set(product.externalId, product.line);
      this.trackArticle(product);
    }
    this.emit({ kind: 'product', product });
  }

  private trackArticle(product: ParsedProduct): void {
    if (product.article === null || product.deleted) return;
    const entry = { id: product.externalId, name: product.name };
    const products = this.articles.get(product.article);
    if (products) products.push(entry);
    else this.articles.set(product.article, [entry]);
  }

  private finishOffer(node: XmlNode): void {
    const offer = readOffer(node, this.context);
    if (!offer) return;
    const firstLine = this.offerLines.get(offer.externalId);
    if (firstLine !== undefined) {
      this.issues.warn(IMPORT_TEXTS.commerceml.duplicateOffer(firstLine), offer.line, offer.externalId);
    } else {
      this.offerLines.set(offer.externalId, offer.line);
    }
    this.emit({ kind: 'offer', offer });
  }
}

/**
 * Reads a CommerceML file as a stream of records: 'document' first, then groups, products, price
 * types, warehouses, offers and issues in file order, article clashes at the end. The input is read in
 * 64 KB chunks and the records of a chunk are yielded before the next is read. Throws ImportParseError
 * (Russian, naming the file and line) for a refused or broken file: DOCTYPE, unknown entity, not XML,
 * cut off, over a limit.
 */
export function readCommerceMl(
  input: string | Readable,
  options: CommerceMlOptions,
): AsyncGenerator<CommerceMlRecord> {
  const properties = options.properties ?? new PropertyDictionary();
  return streamXml<CommerceMlRecord>(
    input,
    { fileName: options.fileName, limits: options.limits },
    (context, emit) => new CommerceMlHandler(context, emit, properties),
  );
}

// ---------------------------------------------------------------------------------------------------
// What a file holds

/** Offers examined before the kind of an offers file is taken as known. */
const OFFERS_TO_EXAMINE = 1000;

class ContentsHandler implements XmlHandler {
  readonly contents: CommerceMlContents = {
    classifier: false,
    groups: false,
    properties: false,
    catalog: false,
    products: false,
    offersPackage: false,
    offersWithPrices: false,
    offersWithRests: false,
    priceTypes: false,
    warehouses: false,
  };
  private readonly path: string[] = [];
  private offer: NodeBuilder | null = null;
  private offerDepth = 0;
  private offers = 0;

  constructor(private readonly emit: (done: true) => void) {}

  open(tag: XmlOpenTag): void {
    const parent = this.path[this.path.length - 1];
    this.path.push(tag.name);
    if (this.offer) {
      // Only the offer's direct children matter: keep the subtree shallow.
      if (this.path.length === this.offerDepth + 1) this.offer.open(tag);
      return;
    }
    this.mark(tag.name, parent);
    if (captureKindOf(tag.name, parent) === 'offer') {
      this.offer = new NodeBuilder(tag);
      this.offerDepth = this.path.length;
    }
  }

  text(): void {}

  close(): void {
    if (this.offer && this.path.length === this.offerDepth) this.finishOffer(this.offer.root);
    else if (this.offer && this.path.length === this.offerDepth + 1) this.offer.close();
    this.path.pop();
  }

  warning(): void {}

  end(): void {}

  private mark(name: string, parent: string | undefined): void {
    const c = this.contents;
    if (parent === ROOT && name === TAG.classifier) c.classifier = true;
    if (parent === ROOT && name === TAG.catalog) c.catalog = true;
    if (parent === ROOT && OFFER_PACKAGES.has(name)) c.offersPackage = true;
    const kind = captureKindOf(name, parent);
    if (kind === 'groups') c.groups = true;
    if (kind === 'properties') c.properties = true;
    if (kind === 'product') c.products = true;
    if (kind === 'priceTypes') c.priceTypes = true;
    if (kind === 'warehouses') c.warehouses = true;
  }

  private finishOffer(node: XmlNode): void {
    this.offer = null;
    const carries = offerCarries(node);
    this.contents.offersWithPrices ||= carries.prices;
    this.contents.offersWithRests ||= carries.rests;
    if (++this.offers >= OFFERS_TO_EXAMINE) this.emit(true);
  }
}

/**
 * What a CommerceML file holds, from its content, not its name (§6): classifier, groups, properties,
 * catalog with products, an offers package whose offers carry prices and/or stock. An offers file is
 * judged on its first 1,000 offers; anything else is read to the end (cheaply: no records are built).
 */
export async function detectCommerceMlKind(
  input: string | Readable,
  options: { fileName: string; limits?: Partial<XmlLimits> },
): Promise<CommerceMlContents> {
  let handler: ContentsHandler | null = null;
  const stream = streamXml<true>(input, options, (_context, emit) => {
    handler = new ContentsHandler(emit);
    return handler;
  });
  for await (const _done of stream) break;
  return (handler as ContentsHandler | null)?.contents ?? new ContentsHandler(() => {}).contents;
}
