/**
 * A ZIP archive read safely with yauzl: one entry at a time (lazyEntries), each entry's bytes streamed
 * and counted, nothing ever written to disk under a name taken from the archive. An archive is refused
 * as a whole (a Russian reason) for an entry that leaves its folder ('..'), an absolute path, a
 * symbolic link, an encrypted entry, too many entries, too many bytes unpacked in total, or an entry
 * compressed more than `maxRatio` times (a zip bomb): by the header's sizes before anything is read,
 * and again by the bytes really unpacked. Names are UTF-8 when the archive says so (flag or Info-ZIP
 * Unicode path field) or when they are valid UTF-8; otherwise CP866, which Windows zip tools and 1C
 * write Cyrillic names in without saying so.
 */
import { Transform, type Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import iconv from 'iconv-lite';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { AppError } from './errors.js';
import { controlCharacterPattern } from '@shop/shared/validation';

/** Control characters refused in an entry's name (tab and line breaks too). */
const NAME_CONTROL_CHARACTERS = controlCharacterPattern({ lineBreaks: true });

export interface ZipLimits {
  /** entries in the central directory, folders included */
  maxEntries: number;
  /** bytes of all files unpacked together */
  maxTotalBytes: number;
  /** a bigger file is not read (reported by the caller), the archive is not refused for it */
  maxEntryBytes: number;
  /** unpacked bytes per packed byte of one entry */
  maxRatio: number;
  /** entries smaller than this are not checked for their ratio (a small blank picture packs well) */
  ratioFloorBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 200_000,
  maxTotalBytes: 20 * 1024 * MB,
  maxEntryBytes: 100 * MB,
  maxRatio: 100,
  ratioFloorBytes: MB,
};

/** A file of the archive (folders and operating-system litter are left out). */
export interface ZipFileEntry {
  /** position in the central directory: the same entry in every pass */
  index: number;
  /** '/' separators, no '.' or empty segments, NFC */
  path: string;
  size: number;
  compressedSize: number;
  /** why its bytes are not read: bigger than `maxEntryBytes`, or packed by a method other than Deflate */
  unreadable?: 'tooLarge' | 'method';
}

/** The damaged file of an entry (its CRC does not match): the caller skips the entry. */
export class ZipEntryDamaged extends Error {}

const UTF8_FLAG = 0x800;
const ENCRYPTED_FLAG = 0x1;
const UNICODE_PATH_FIELD = 0x7075;
const HOSTS_WITH_UNIX_MODE = new Set([3, 19]);
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const STORED = 0;
const DEFLATED = 8;

const refuse = (message: string) => new AppError('IMPORT_FAILED', message);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The Info-ZIP Unicode path (0x7075) when it belongs to this very name (its CRC matches). */
function unicodePath(entry: Entry, raw: Buffer): string | undefined {
  const field = entry.extraFields.find((f) => f.id === UNICODE_PATH_FIELD);
  if (!field || field.data.length < 6 || field.data[0] !== 1) return undefined;
  if (field.data.readUInt32LE(1) !== crc32(raw)) return undefined;
  return field.data.subarray(5).toString('utf8');
}

/**
 * Unflagged bytes read as UTF-8 only when they decode to what a file name holds: CP866 Cyrillic can
 * form valid UTF-8 by chance ('тка' is E2 AA A0), but then decodes to symbols, not letters.
 */
function isUtf8Name(bytes: Buffer): boolean {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  // Latin letters with accents, combining marks, Cyrillic, general punctuation, '№'
  return /^(?:[\u0020-\u024f]|[\u0300-\u036f]|[\u0400-\u04ff]|[\u2000-\u206f]|\u2116)*$/.test(text);
}

function decodeName(entry: Entry): string {
  const raw = entry.fileNameRaw;
  const name =
    unicodePath(entry, raw) ??
    ((entry.generalPurposeBitFlag & UTF8_FLAG) !== 0 || isUtf8Name(raw)
      ? raw.toString('utf8')
      : iconv.decode(raw, 'cp866'));
  return name.normalize('NFC');
}

const isSymlink = (entry: Entry) =>
  HOSTS_WITH_UNIX_MODE.has(entry.versionMadeBy >> 8) &&
  ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/** Files nobody packs on purpose: macOS resource forks and Finder or Explorer caches. */
const isLitter = (path: string) =>
  /(^|\/)__MACOSX\//.test(path) || /(^|\/)(\._[^/]*|\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(path);

/** The entry's safe relative path; throws for one that is absolute or leaves its folder. */
function safePath(name: string): string {
  if (NAME_CONTROL_CHARACTERS.test(name)) throw refuse(IMPORT_TEXTS.pictures.badName(name));
  const slashed = name.replaceAll('\\', '/');
  if (slashed.startsWith('/') || /^[a-z]:/i.test(slashed)) {
    throw refuse(IMPORT_TEXTS.pictures.absolutePath(name));
  }
  const parts = slashed.split('/');
  if (parts.includes('..')) throw refuse(IMPORT_TEXTS.pictures.unsafePath(name));
  const kept = parts.filter((part, i) => part !== '.' && (part !== '' || i === parts.length - 1));
  return kept.join('/');
}

const packedTooTightly = (limits: ZipLimits, unpacked: number, packed: number) =>
  unpacked > limits.ratioFloorBytes && unpacked > Math.max(packed, 1) * limits.maxRatio;

/** Checks one central-directory record; undefined for a folder or litter. */
function describe(entry: Entry, index: number, limits: ZipLimits): ZipFileEntry | undefined {
  const name = decodeName(entry);
  const path = safePath(name);
  if (isSymlink(entry)) throw refuse(IMPORT_TEXTS.pictures.symlink(name));
  if (path.endsWith('/') || path === '' || isLitter(path)) return undefined;
  if ((entry.generalPurposeBitFlag & ENCRYPTED_FLAG) !== 0)
    throw refuse(IMPORT_TEXTS.pictures.encrypted(name));
  if (packedTooTightly(limits, entry.uncompressedSize, entry.compressedSize)) {
    throw refuse(IMPORT_TEXTS.pictures.packedTooTightly(name, limits.maxRatio));
  }
  const file: ZipFileEntry = {
    index,
    path,
    size: entry.uncompressedSize,
    compressedSize: entry.compressedSize,
  };
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) file.unreadable = 'method';
  else if (entry.uncompressedSize > limits.maxEntryBytes) file.unreadable = 'tooLarge';
  return file;
}

async function openZip(path: string, fileName: string, limits: ZipLimits): Promise<ZipFile> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      decodeStrings: false,
      autoClose: false,
      // the sizes are checked here, against the bytes really unpacked, with a message of our own
      validateEntrySizes: false,
    });
  } catch {
    throw refuse(IMPORT_TEXTS.pictures.damaged(fileName));
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw refuse(IMPORT_TEXTS.pictures.tooManyEntries(limits.maxEntries));
  }
  return zip;
}

/** Every central-directory record in order, with its index; a broken directory is 'damaged'. */
async function* records(zip: ZipFile, fileName: string): AsyncGenerator<[Entry, number]> {
  let index = 0;
  const entries = zip.eachEntry();
  for (;;) {
    let next: IteratorResult<Entry>;
    try {
      next = await entries.next();
    } catch {
      throw refuse(IMPORT_TEXTS.pictures.damaged(fileName));
    }
    if (next.done) return;
    yield [next.value, index++];
  }
}

/**
 * Reads the central directory only (no file data) and checks every entry: the archive's files, or an
 * AppError with the reason the whole archive is refused.
 */
export async function listZip(
  path: string,
  fileName: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<ZipFileEntry[]> {
  const zip = await openZip(path, fileName, limits);
  try {
    const files: ZipFileEntry[] = [];
    let total = 0;
    for await (const [entry, index] of records(zip, fileName)) {
      const file = describe(entry, index, limits);
      if (!file) continue;
      total += file.size;
      if (total > limits.maxTotalBytes) {
        throw refuse(IMPORT_TEXTS.pictures.tooLargeUnpacked(limits.maxTotalBytes / 1024 / MB));
      }
      files.push(file);
    }
    return files;
  } finally {
    zip.close();
  }
}

/** The entry's bytes, counted as they are unpacked: the ratio and the header's size hold for real. */
async function readBytes(
  zip: ZipFile,
  entry: Entry,
  file: ZipFileEntry,
  fileName: string,
  limits: ZipLimits,
): Promise<Buffer> {
  let stream;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw refuse(IMPORT_TEXTS.pictures.damaged(fileName));
  }
  const chunks: Buffer[] = [];
  let total = 0;
  let crc = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (packedTooTightly(limits, total, file.compressedSize)) {
        throw refuse(IMPORT_TEXTS.pictures.packedTooTightly(file.path, limits.maxRatio));
      }
      if (total > file.size) throw refuse(IMPORT_TEXTS.pictures.unpacksLarger(file.path));
      crc = crc32(chunk, crc);
      chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof AppError) throw error;
    throw refuse(IMPORT_TEXTS.pictures.damaged(fileName));
  }
  if (total !== file.size) throw refuse(IMPORT_TEXTS.pictures.damaged(fileName));
  if (crc !== entry.crc32) throw new ZipEntryDamaged(file.path);
  return Buffer.concat(chunks, total);
}

/**
 * The entry's bytes as a stream, with the checks of `readBytes` made as they pass (the ratio, the
 * header's size, then the length and the checksum at its end): for files too big to hold in memory
 * (an exchange archive's import.xml). The stream errors with an AppError, or ZipEntryDamaged for a
 * wrong checksum; whatever was written from it before must then be thrown away.
 */
async function streamBytes(
  zip: ZipFile,
  entry: Entry,
  file: ZipFileEntry,
  fileName: string,
  limits: ZipLimits,
): Promise<Readable> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw refuse(IMPORT_TEXTS.pictures.damaged(fileName));
  }
  let total = 0;
  let crc = 0;
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (packedTooTightly(limits, total, file.compressedSize)) {
        return done(refuse(IMPORT_TEXTS.pictures.packedTooTightly(file.path, limits.maxRatio)));
      }
      if (total > file.size) return done(refuse(IMPORT_TEXTS.pictures.unpacksLarger(file.path)));
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      if (total !== file.size) return done(refuse(IMPORT_TEXTS.pictures.damaged(fileName)));
      if (crc !== entry.crc32) return done(new ZipEntryDamaged(file.path));
      done();
    },
  });
  stream.on('error', () => checked.destroy(refuse(IMPORT_TEXTS.pictures.damaged(fileName))));
  checked.on('close', () => stream.destroy());
  return stream.pipe(checked);
}

/**
 * Walks the archive's files in order (the same checks as `listZip`); `visit` gets each file and a
 * `read` that unpacks its bytes into memory (only when called: a file nobody needs is never unpacked),
 * or `stream` that unpacks them as a checked stream (the file's size is then not capped by
 * `maxEntryBytes`, only by `maxTotalBytes`). `read` throws ZipEntryDamaged for a file whose checksum
 * is wrong, an AppError for a refused archive.
 */
export async function walkZip(
  path: string,
  fileName: string,
  visit: (file: ZipFileEntry, read: () => Promise<Buffer>, stream: () => Promise<Readable>) => Promise<void>,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<void> {
  const zip = await openZip(path, fileName, limits);
  try {
    for await (const [entry, index] of records(zip, fileName)) {
      const file = describe(entry, index, limits);
      if (file)
        await visit(
          file,
          () => readBytes(zip, entry, file, fileName, limits),
          () => streamBytes(zip, entry, file, fileName, limits),
        );
    }
  } finally {
    zip.close();
  }
}
