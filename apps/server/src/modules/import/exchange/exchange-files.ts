/**
 * The files of an exchange session in DATA_DIR/exchange/<session id>/ (commerceml.md §8.1, §9.3–4):
 * 1C's `filename` made safe, request bodies appended as they stream in (never parsed, never held in
 * memory), archives unpacked at the first `import` with the import module's safe ZIP reader, and the
 * folders of old sessions removed.
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { link, copyFile, mkdir, readdir, rm, stat, truncate } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EXCHANGE_TEXTS } from '@shop/shared/exchange/texts';
import { AppError } from '../../../lib/errors.js';
import { DEFAULT_ZIP_LIMITS, listZip, walkZip, type ZipLimits } from '../../../lib/zip-reader.js';
import { controlCharacterPattern } from '@shop/shared/validation';

const MAX_NAME_LENGTH = 500;
/** A longer path segment is refused by the file system (255 bytes on ext4). */
const MAX_SEGMENT_BYTES = 255;
// every C0 and C1 control character is refused in a file name, tab and line breaks too
const CONTROL_CHARACTERS = controlCharacterPattern({ lineBreaks: true, c1: true });
/** 1C's pictures keep their path from import_files/ on (commerceml.md §9.13). */
const PICTURES_FOLDER = 'import_files';

export class ExchangeFileError extends Error {}

/**
 * A name 1C gives with the path of its own machine — `/tmp/orders-x.xml` from a 1C server on Linux,
 * `C:\\Users\\…\\webdata\\import0_1.xml` from Windows — is kept from `import_files/` on (a picture) or
 * else by its base name: the folder is 1C's, not the session's.
 */
function withoutForeignPath(slashed: string): string {
  if (!slashed.startsWith('/') && !/^[a-z]:/i.test(slashed)) return slashed;
  const parts = slashed.replace(/^[a-z]:/i, '').split('/');
  const pictures = parts.findIndex((part) => part.toLowerCase() === PICTURES_FOLDER);
  return pictures >= 0 ? parts.slice(pictures).join('/') : (parts.at(-1) ?? '');
}

/**
 * 1C's `filename` as a relative path inside the session folder: `\` → `/`, a foreign absolute path cut
 * (withoutForeignPath), '.' and '..' segments resolved. Spaces, Cyrillic and any printable character
 * are kept (1C names pictures `…_na parad.jpg`); refused (ExchangeFileError) only when it is missing,
 * carries a control character, is too long, or climbs out of the folder.
 */
export function normaliseFileName(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') throw new ExchangeFileError(EXCHANGE_TEXTS.files.nameMissing);
  const refuse = () => new ExchangeFileError(EXCHANGE_TEXTS.files.badName(raw.slice(0, 200)));
  const slashed = raw.normalize('NFC').trim().replaceAll('\\', '/');
  if (slashed.length > MAX_NAME_LENGTH || CONTROL_CHARACTERS.test(slashed)) throw refuse();
  const parts: string[] = [];
  for (const part of withoutForeignPath(slashed).split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) throw refuse();
      parts.pop();
      continue;
    }
    if (Buffer.byteLength(part) > MAX_SEGMENT_BYTES) throw refuse();
    parts.push(part);
  }
  if (parts.length === 0) throw refuse();
  return parts.join('/');
}

/** The absolute path of a normalised name, checked once more to stay inside `folder`. */
export function pathInside(folder: string, name: string): string {
  const root = resolve(folder);
  const target = resolve(root, name);
  const rel = relative(root, target);
  if (rel === '' || rel.startsWith('..') || rel.split(sep).includes('..') || resolve(root, rel) !== target) {
    throw new ExchangeFileError(EXCHANGE_TEXTS.files.badName(name));
  }
  return target;
}

export class BodyTooLarge extends Error {}

const sizeOf = async (path: string) => (await stat(path).catch(() => undefined))?.size ?? 0;

/** Writes the chunks of `body` to `out`, failing past `limit` bytes; the body is never destroyed. */
async function writeCapped(body: Readable, out: WriteStream, limit: number): Promise<void> {
  let total = 0;
  // the request stays open when this stops early: destroying it would drop 1C's connection before
  // the shop's `failure` answer is sent
  for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) throw new BodyTooLarge();
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/**
 * Appends the request body to `path` (1C sends a big file as several pieces with the same name, in
 * order), or begins the file anew when `fresh` (the old file is unlinked, not truncated: an import job
 * may still read it through its hard link). A body over `limit` or cut off leaves the file as it was
 * before this piece (the rest of a body over the limit is read and dropped). Returns the piece's bytes
 * and the file's size after it.
 */
export async function appendBody(
  body: Readable,
  path: string,
  limit: number,
  fresh = false,
): Promise<{ bytes: number; total: number }> {
  await mkdir(resolve(path, '..'), { recursive: true });
  if (fresh) await rm(path, { force: true });
  const before = await sizeOf(path);
  const out = createWriteStream(path, { flags: 'a' });
  try {
    await writeCapped(body, out, limit);
  } catch (error) {
    out.destroy();
    await once(out, 'close').catch(() => undefined);
    await truncate(path, before).catch(() => undefined);
    body.resume();
    throw error;
  }
  const total = await sizeOf(path);
  return { bytes: total - before, total };
}

/** The limits for an exchange archive: files as big as 1C exports them, streamed to disk. */
const ARCHIVE_LIMITS: ZipLimits = { ...DEFAULT_ZIP_LIMITS };

/**
 * Unpacks an archive 1C sent into the session folder (entries streamed to disk, each checked: zip-slip,
 * links, bombs — lib/zip-reader.ts). A refused archive throws an AppError with the reason; nothing unpacked from
 * it stays. Returns the unpacked files' relative paths.
 */
export async function unpackArchive(
  folder: string,
  archivePath: string,
  archiveName: string,
): Promise<string[]> {
  await listZip(archivePath, archiveName, ARCHIVE_LIMITS);
  const written: string[] = [];
  try {
    await walkZip(
      archivePath,
      archiveName,
      async (file, _read, open) => {
        if (file.unreadable === 'method') {
          throw new AppError('IMPORT_FAILED', EXCHANGE_TEXTS.import.archiveFailed(file.path));
        }
        // the ZIP reader already refused '..', absolute paths and links; the path is checked to stay inside once more
        const target = pathInside(folder, file.path);
        await mkdir(resolve(target, '..'), { recursive: true });
        written.push(target);
        await pipeline(await open(), createWriteStream(target));
      },
      ARCHIVE_LIMITS,
    );
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, { force: true })));
    if (error instanceof ExchangeFileError) throw new AppError('IMPORT_FAILED', error.message);
    throw error;
  }
  return written.map((path) => relative(folder, path).split(sep).join('/'));
}

/** A link to the session's file for a job that removes its file when it ends (a copy across devices). */
export async function linkForJob(source: string, target: string): Promise<void> {
  await mkdir(resolve(target, '..'), { recursive: true });
  try {
    await link(source, target);
  } catch {
    await copyFile(source, target);
  }
}

/** Every file under `folder`, as relative '/' paths, recursively. */
export async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

export async function folderExists(folder: string): Promise<boolean> {
  return (await stat(folder).catch(() => undefined))?.isDirectory() ?? false;
}

export const removeFolder = (folder: string) => rm(folder, { recursive: true, force: true });
