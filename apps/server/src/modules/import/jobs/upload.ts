/**
 * An import file arriving as multipart/form-data: streamed to a file on disk as it arrives (never held
 * in memory), its type checked by the extension (spec §5 texts) and by its first bytes, other fields
 * (`isCategorized`) kept. A refused, oversized or cut-off upload leaves no file behind.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { IMAGE_ARCHIVE_EXTENSIONS, IMPORT_FILE_EXTENSIONS } from '@shop/shared/constants';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { TEXTS } from '@shop/shared/texts';
import { controlCharacterPattern } from '@shop/shared/validation';
import { AppError } from '../../../lib/errors.js';

/** Control (Cc) and format (Cf: zero-width, bidi, BOM) characters dropped from a shown file name. */
const NAME_UNWANTED = controlCharacterPattern({ lineBreaks: true, c1: true, extra: '\\p{Cf}', flags: 'gu' });

export type ImportFileType = 'xml' | 'xlsx' | 'xls' | 'zip';

/** The files an upload takes: their extensions and the message (spec §5) for any other. */
export interface UploadKinds {
  extensions: readonly string[];
  wrongType: string;
}

const CATALOG_FILES: UploadKinds = {
  extensions: IMPORT_FILE_EXTENSIONS,
  wrongType: TEXTS.validation.importFileType,
};
export const PICTURE_ARCHIVES: UploadKinds = {
  extensions: IMAGE_ARCHIVE_EXTENSIONS,
  wrongType: TEXTS.validation.zipFileType,
};

export interface ReceiveOptions {
  kinds?: UploadKinds;
  /** runs when the file part starts, with the fields sent before it: may refuse before the file is read */
  beforeFile?: (fields: Record<string, string>) => Promise<void>;
}

export interface ReceivedUpload {
  path: string;
  /** the client's file name without folders, for the report */
  fileName: string;
  type: ImportFileType;
  fields: Record<string, string>;
}

/** Bytes looked at before the type is decided. */
const SNIFF_BYTES = 512;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** an archive with no file at all is only its end record */
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** An XML document starts with '<' after an optional BOM and white space (UTF-16 BOMs are let through). */
function looksLikeXml(head: Buffer): boolean {
  if (head[0] === 0xff || head[0] === 0xfe) return head[1] === 0xfe || head[1] === 0xff;
  const body = head.subarray(0, 3).equals(UTF8_BOM) ? head.subarray(3) : head;
  const first = body.find((byte) => ![0x20, 0x09, 0x0a, 0x0d].includes(byte));
  return first === 0x3c;
}

/** Whether the first bytes fit the type the extension names (old .xls may be HTML or CSV saved so). */
export function contentMatches(type: ImportFileType, head: Buffer): boolean {
  if (type === 'xml') return looksLikeXml(head);
  if (type === 'xlsx') return head.subarray(0, 4).equals(ZIP);
  if (type === 'zip') return head.subarray(0, 4).equals(ZIP) || head.subarray(0, 4).equals(EMPTY_ZIP);
  return head.subarray(0, 8).equals(OLE2) || (head.length > 0 && !head.includes(0));
}

function typeOf(fileName: string, kinds: UploadKinds): ImportFileType | undefined {
  const extension = extname(fileName).toLowerCase();
  if (!kinds.extensions.includes(extension)) return undefined;
  return extension.slice(1) as ImportFileType;
}

/** The name to show: no folders, no control characters, bounded. */
function displayName(raw: string): string {
  const name = basename(raw.replaceAll('\\', '/')).replace(NAME_UNWANTED, '').trim();
  return name.slice(-200) || 'import';
}

/** Passes bytes through and refuses the stream as soon as its first bytes do not fit the type. */
function sniffer(type: ImportFileType, fileName: string) {
  let head = Buffer.alloc(0);
  let decided = false;
  const message = {
    xml: IMPORT_TEXTS.xml.notXml,
    zip: IMPORT_TEXTS.pictures.notZip,
    xlsx: IMPORT_TEXTS.jobs.notSpreadsheet,
    xls: IMPORT_TEXTS.jobs.notSpreadsheet,
  }[type](fileName);
  const refuse = () => new AppError('UNSUPPORTED_MEDIA_TYPE', message);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!decided) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          decided = true;
          if (!contentMatches(type, head)) return done(refuse());
        }
      }
      done(null, chunk);
    },
    flush(done) {
      if (!decided && !contentMatches(type, head)) return done(refuse());
      done();
    },
  });
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', TEXTS.validation.fileTooLarge);

async function saveFile(part: MultipartFile, dir: string, kinds: UploadKinds): Promise<ReceivedUpload> {
  const fileName = displayName(part.filename);
  const type = typeOf(fileName, kinds);
  if (!type) {
    part.file.resume();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', kinds.wrongType);
  }
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.${type}`);
  try {
    await pipeline(part.file, sniffer(type, fileName), createWriteStream(path, { flags: 'wx' }));
    if (part.file.truncated) throw tooLarge();
  } catch (error) {
    await rm(path, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return { path, fileName, type, fields: {} };
}

/**
 * Reads the form: the one `file` part to disk, the other fields as text. The caller owns the file
 * (and removes it when it does not keep it).
 */
export async function receiveImportUpload(
  request: FastifyRequest,
  dir: string,
  options: ReceiveOptions = {},
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  let upload: ReceivedUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file' && !upload) {
        await options.beforeFile?.(fields).catch((error: unknown) => {
          part.file.resume();
          throw error;
        });
        upload = await saveFile(part, dir, options.kinds ?? CATALOG_FILES);
      } else part.file.resume();
    }
  } catch (error) {
    if (upload) await rm(upload.path, { force: true });
    throw error;
  }
  if (!upload) throw new AppError('VALIDATION_FAILED', TEXTS.validation.fileNotSelected);
  return { ...upload, fields };
}
