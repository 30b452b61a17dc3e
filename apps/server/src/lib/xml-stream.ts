/**
 * Safe streaming XML reading on top of saxes: encoding sniffing (BOM, declaration, invalid UTF-8),
 * DOCTYPE refusal, control-character repair, limits on text size, depth and element count, and errors
 * in Russian that name the file and line. The caller supplies a handler that turns element events into
 * records; `streamXml` yields the records completed by each chunk before it reads the next chunk, so the
 * consumer's `await` is the backpressure and memory stays bounded by one chunk plus the handler's state.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import iconv from 'iconv-lite';
import { SaxesParser } from 'saxes';
import { controlCharacterPattern } from '@shop/shared/validation';

/** Caps that keep a hostile or broken file from exhausting memory. */
export interface XmlLimits {
  /** Characters in one text node or attribute value (and in any run of markup without an event). */
  maxTextLength: number;
  /** Element nesting depth. */
  maxDepth: number;
  /** Elements in the whole file. */
  maxElements: number;
  /** Elements inside one record held in memory (a product, an offer, the group tree, the property list). */
  maxElementsPerRecord: number;
}

export const DEFAULT_XML_LIMITS: XmlLimits = {
  maxTextLength: 1024 * 1024,
  maxDepth: 32,
  maxElements: 50_000_000,
  maxElementsPerRecord: 1_000_000,
};

/**
 * A file the parser refuses or cannot read (not XML, cut off, DOCTYPE, over a limit). The message is
 * Russian, for shop staff, and already names the file and, when known, the line.
 */
export class ImportParseError extends Error {
  readonly file: string;
  readonly line: number | undefined;

  constructor(message: string, file: string, line?: number) {
    super(message);
    this.name = 'ImportParseError';
    this.file = file;
    this.line = line;
  }
}

export const CHUNK_SIZE = 64 * 1024;
const SNIFF_BYTES = 4096;

export interface XmlOpenTag {
  /** Local name: the prefix of 'cml:Товар' dropped, so every namespace matches alike. */
  name: string;
  /** Attribute values by local name (one shared frozen object when there are none). */
  attributes: Readonly<Record<string, string>>;
  line: number;
  /** 1 for the root element. */
  depth: number;
}

export interface XmlHandler {
  open(tag: XmlOpenTag): void;
  text(text: string): void;
  close(name: string, depth: number, line: number): void;
  /** A problem of the file as a whole that does not stop the reading. */
  warning(message: string, line: number | undefined): void;
  /** After the root element closed and the input ended. */
  end(): void;
}

export interface XmlStreamContext {
  fileName: string;
  /** The encoding the bytes are decoded with ('utf-8', 'windows-1251', …). */
  encoding: string;
  limits: XmlLimits;
}

export interface XmlStreamOptions {
  fileName: string;
  limits?: Partial<XmlLimits>;
}

export type HandlerFactory<T> = (context: XmlStreamContext, emit: (record: T) => void) => XmlHandler;

// ---------------------------------------------------------------------------------------------------
// Encoding

export interface SniffedEncoding {
  encoding: string;
  bomLength: number;
  /** The declared encoding when the bytes say otherwise. */
  overridden: string | null;
}

const DECLARED_ENCODING = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

function canonicalEncoding(name: string): string {
  const lower = name.toLowerCase().replace(/_/g, '-');
  if (lower === 'utf8' || lower === 'utf-8') return 'utf-8';
  if (['windows-1251', 'cp1251', 'win1251', 'win-1251', 'x-cp1251'].includes(lower)) return 'windows-1251';
  return iconv.encodingExists(lower) ? lower : 'utf-8';
}

/** True when the bytes are valid UTF-8 (a sequence cut by the end of the sample is allowed). */
function isValidUtf8(bytes: Buffer): boolean {
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back]!;
    if ((byte & 0xc0) === 0xc0) {
      end -= back; // a lead byte near the end: its sequence may be cut
      break;
    }
    if ((byte & 0x80) === 0) break;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

/** The encoding of an XML file from its first bytes: BOM, then the bytes themselves, then the declaration. */
export function sniffEncoding(head: Buffer): SniffedEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
    return { encoding: 'utf-8', bomLength: 3, overridden: null };
  }
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2, overridden: null };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2, overridden: null };
  const declaredName = DECLARED_ENCODING.exec(head.toString('latin1'))?.[1] ?? null;
  const declared = declaredName ? canonicalEncoding(declaredName) : 'utf-8';
  const hasHighBytes = head.some((byte) => byte >= 0x80);
  if (!hasHighBytes) return { encoding: declared, bomLength: 0, overridden: null };
  const utf8 = isValidUtf8(head);
  // Cyrillic in windows-1251 is practically never valid UTF-8, and UTF-8 Cyrillic read as 1251 is mojibake.
  if (declared === 'utf-8' && !utf8) return { encoding: 'windows-1251', bomLength: 0, overridden: 'utf-8' };
  if (declared === 'windows-1251' && utf8) return { encoding: 'utf-8', bomLength: 0, overridden: declared };
  return { encoding: declared, bomLength: 0, overridden: null };
}

// ---------------------------------------------------------------------------------------------------
// Text repair and checks done on the decoded text before saxes sees it

const DOCTYPE = /<!DOCTYPE/i;
// Characters XML 1.0 forbids (1C lets users paste them from Word): raw, or as character references.
const FORBIDDEN_CHARACTERS = controlCharacterPattern({ del: false, extra: '\\ufffe\\uffff', flags: 'g' });
const FORBIDDEN_REFERENCES =
  /&#(?:x0*(?:[0-8bcef]|1[0-9a-f]|fff[ef])|0*(?:[0-8]|1[124-9]|2\d|3[01]|6553[45]));/gi;
/** A '&#…' that the end of a piece may have cut. */
const CUT_REFERENCE = /&#?[0-9a-zA-Z]{0,8}$/;

class TextRepair {
  replaced = 0;
  private carry = '';
  private tail = '';

  /** Returns the text to feed to saxes now (a cut '&#…' at the end is held back for the next piece). */
  repair(piece: string, last: boolean): string {
    let text = this.carry + piece;
    this.carry = '';
    if (!last) {
      const cut = CUT_REFERENCE.exec(text.slice(-10));
      if (cut) {
        const at = text.length - cut[0].length;
        this.carry = text.slice(at);
        text = text.slice(0, at);
      }
    }
    return text.replace(FORBIDDEN_CHARACTERS, this.count).replace(FORBIDDEN_REFERENCES, this.count);
  }

  /** True when '<!DOCTYPE' occurs in this text or across its boundary with the previous one. */
  hasDoctype(text: string): boolean {
    const found = DOCTYPE.test(this.tail + text);
    this.tail = text.slice(-8);
    return found;
  }

  private count = (): string => {
    this.replaced++;
    return ' ';
  };
}

// ---------------------------------------------------------------------------------------------------
// Errors

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
}

function detailOf(message: string): string {
  const d = IMPORT_TEXTS.xml.details;
  if (message.includes('disallowed character in tag name')) return d.badTagName;
  if (message.includes('disallowed character')) return d.disallowedCharacter;
  if (message.includes('closing tag') || message.includes('close tag')) return d.closeTagMismatch;
  if (message.includes('outside of root')) return d.textOutsideRoot;
  if (message.includes('only one root')) return d.severalRoots;
  if (message.includes('entity')) return d.badEntity;
  if (message.includes('attribute')) return d.badAttribute;
  return d.other;
}

function translateSaxError(
  error: Error,
  fileName: string,
  fallbackLine: number,
  sawElement: boolean,
): ImportParseError {
  const match = /^(\d+):\d+: (.*)$/s.exec(error.message);
  const line = match ? Number(match[1]) : fallbackLine;
  const message = match?.[2] ?? error.message;
  const texts = IMPORT_TEXTS.xml;
  let text: string;
  if (message.startsWith('undefined entity')) text = texts.undefinedEntity(fileName, line);
  else if (!sawElement && /outside of root|root element|disallowed character|unexpected end/.test(message)) {
    text = texts.notXml(fileName);
  } else if (message.startsWith('unclosed tag')) {
    text = texts.truncated(fileName, line, localName(message.slice('unclosed tag: '.length).trim()));
  } else if (message.startsWith('unexpected end')) text = texts.truncated(fileName, line, null);
  else text = texts.malformed(fileName, line, detailOf(message));
  return new ImportParseError(text, fileName, line);
}

// ---------------------------------------------------------------------------------------------------
// The stream

function openInput(input: string | Readable): Readable {
  return typeof input === 'string' ? createReadStream(input, { highWaterMark: CHUNK_SIZE }) : input;
}

/** Byte chunks of at most CHUNK_SIZE, whatever the source's chunking. */
async function* byteChunks(source: Readable, fileName: string): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of source as AsyncIterable<Buffer | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      for (let at = 0; at < bytes.length; at += CHUNK_SIZE) yield bytes.subarray(at, at + CHUNK_SIZE);
    }
  } catch (error) {
    if (error instanceof ImportParseError) throw error;
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ImportParseError(IMPORT_TEXTS.xml.readFailed(fileName, reason), fileName);
  }
}

/** The first SNIFF_BYTES (or the whole input when shorter), then the rest of the chunks. */
async function readHead(chunks: AsyncGenerator<Buffer>): Promise<{ head: Buffer; done: boolean }> {
  const parts: Buffer[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts), done: true };
    parts.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(parts), done: false };
}

interface Decoder {
  write(bytes: Buffer): string;
  end(): string | undefined;
}

/** UTF-8 through TextDecoder (twice as fast as iconv-lite's), other encodings through iconv-lite. */
function decoderFor(encoding: string): Decoder {
  if (encoding !== 'utf-8') return iconv.getDecoder(encoding, { stripBOM: true });
  const utf8 = new TextDecoder('utf-8');
  return {
    write: (bytes) => utf8.decode(bytes, { stream: true }),
    end: () => utf8.decode(),
  };
}

/** Shared by every element without attributes (most of them): read-only by contract. */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;

class LimitedSaxes {
  elements = 0;
  depth = 0;
  eventsSinceWrite = 0;
  quietChars = 0;
  private readonly parser = new SaxesParser({ xmlns: false, position: true });

  /**
   * Only four handlers: saxes stores each as a property added after construction, and a few more turn
   * its object into a slow dictionary (measured 3-4x slower). Errors are caught from write() instead.
   */
  constructor(
    private readonly context: XmlStreamContext,
    private readonly handler: XmlHandler,
  ) {
    const { parser } = this;
    parser.on('opentag', (tag) => this.onOpen(tag.name, tag.attributes as Record<string, string>));
    parser.on('closetag', (tag) => {
      this.eventsSinceWrite++;
      handler.close(localName(tag.name), this.depth, parser.line);
      this.depth--;
    });
    parser.on('text', (text) => this.onText(text));
    parser.on('cdata', (text) => this.onText(text));
  }

  get line(): number {
    return this.parser.line;
  }

  write(text: string): void {
    this.eventsSinceWrite = 0;
    this.guard(() => this.parser.write(text));
    this.quietChars = this.eventsSinceWrite === 0 ? this.quietChars + text.length : 0;
    if (this.quietChars > this.context.limits.maxTextLength) this.fail('textTooLong');
  }

  close(): void {
    this.guard(() => this.parser.close());
  }

  private guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      if (error instanceof ImportParseError || !(error instanceof Error)) throw error;
      throw translateSaxError(error, this.context.fileName, this.parser.line, this.elements > 0);
    }
  }

  private onOpen(qualifiedName: string, raw: Record<string, string>): void {
    const { limits } = this.context;
    this.eventsSinceWrite++;
    this.elements++;
    this.depth++;
    if (this.depth > limits.maxDepth) this.fail('tooDeep');
    if (this.elements > limits.maxElements) this.fail('tooManyElements');
    let attributes = NO_ATTRIBUTES;
    for (const key in raw) {
      const value = raw[key]!;
      if (value.length > limits.maxTextLength) this.fail('textTooLong');
      if (attributes === NO_ATTRIBUTES) attributes = {};
      attributes[key.startsWith('xmlns') ? key : localName(key)] = value;
    }
    this.handler.open({
      name: localName(qualifiedName),
      attributes,
      line: this.parser.line,
      depth: this.depth,
    });
  }

  private onText(text: string): void {
    this.eventsSinceWrite++;
    if (text.length > this.context.limits.maxTextLength) this.fail('textTooLong');
    this.handler.text(text);
  }

  private fail(kind: 'textTooLong' | 'tooDeep' | 'tooManyElements'): never {
    const { fileName, limits } = this.context;
    const line = this.parser.line;
    const texts = IMPORT_TEXTS.xml;
    const message =
      kind === 'textTooLong'
        ? texts.textTooLong(fileName, line, limits.maxTextLength)
        : kind === 'tooDeep'
          ? texts.tooDeep(fileName, line, limits.maxDepth)
          : texts.tooManyElements(fileName, line, limits.maxElements);
    throw new ImportParseError(message, fileName, line);
  }
}

/**
 * Streams an XML file (path or Readable) through saxes and yields what the handler emits, chunk by chunk.
 * Throws ImportParseError (Russian message naming the file and line) for a refused or broken file.
 */
export async function* streamXml<T>(
  input: string | Readable,
  options: XmlStreamOptions,
  createHandler: HandlerFactory<T>,
): AsyncGenerator<T> {
  const { fileName } = options;
  const limits: XmlLimits = { ...DEFAULT_XML_LIMITS, ...options.limits };
  const chunks = byteChunks(openInput(input), fileName);
  try {
    const { head, done } = await readHead(chunks);
    if (head.length === 0) throw new ImportParseError(IMPORT_TEXTS.xml.notXml(fileName), fileName);
    const sniffed = sniffEncoding(head);
    const context: XmlStreamContext = { fileName, encoding: sniffed.encoding, limits };
    let queue: T[] = [];
    const handler = createHandler(context, (record) => queue.push(record));
    const sax = new LimitedSaxes(context, handler);
    const repair = new TextRepair();
    const decoder = decoderFor(sniffed.encoding);
    if (sniffed.overridden)
      handler.warning(IMPORT_TEXTS.xmlWarnings.encodingGuessed(sniffed.overridden, sniffed.encoding), 1);

    const feed = (text: string, last: boolean) => {
      const repaired = repair.repair(text, last);
      if (repair.hasDoctype(repaired)) {
        throw new ImportParseError(IMPORT_TEXTS.xml.doctype(fileName, sax.line), fileName, sax.line);
      }
      for (let at = 0; at < repaired.length; at += CHUNK_SIZE) sax.write(repaired.slice(at, at + CHUNK_SIZE));
    };
    const flush = function* () {
      const ready = queue;
      queue = [];
      yield* ready;
    };

    for (let at = sniffed.bomLength; at < head.length; at += CHUNK_SIZE) {
      feed(decoder.write(head.subarray(at, at + CHUNK_SIZE)), false);
      yield* flush();
    }
    if (!done) {
      for await (const chunk of chunks) {
        feed(decoder.write(chunk), false);
        yield* flush();
      }
    }
    feed(decoder.end() ?? '', true);
    if (sax.elements === 0) throw new ImportParseError(IMPORT_TEXTS.xml.notXml(fileName), fileName);
    sax.close();
    if (repair.replaced > 0)
      handler.warning(IMPORT_TEXTS.xmlWarnings.controlCharacters(repair.replaced), undefined);
    handler.end();
    yield* flush();
  } finally {
    await chunks.return(undefined);
  }
}
