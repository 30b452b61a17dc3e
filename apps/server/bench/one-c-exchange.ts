/**
 * The bench's 1C exchange step (bench/import-run.ts): the generated pair packed into one Deflate ZIP as
 * 1C packs it (written once next to the pair), then sent through GET|POST /api/1c/exchange as 1C's
 * 'Обмен с сайтом' sends it — checkauth, init, the archive in pieces of `file_limit`, `import` of each
 * file repeated while the shop answers `progress`, deactivate, complete — and the time printed.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, renameSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { createDeflateRaw, crc32 } from 'node:zlib';

export const EXCHANGE_ACCOUNT = { login: 'bench-1c', password: 'bench-exchange-password' };

/** A local header with the data-descriptor flag: sizes and CRC follow the data (one pass, streamed). */
function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x0808, 6); // UTF-8 names, data descriptor
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt16LE(0x21, 12);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function descriptor(crc: number, packed: number, size: number): Buffer {
  const record = Buffer.alloc(16);
  record.writeUInt32LE(0x08074b50, 0);
  record.writeUInt32LE(crc, 4);
  record.writeUInt32LE(packed, 8);
  record.writeUInt32LE(size, 12);
  return record;
}

function centralHeader(name: Buffer, crc: number, packed: number, size: number, offset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(0x0808, 8);
  header.writeUInt16LE(8, 10);
  header.writeUInt16LE(0x21, 14);
  header.writeUInt32LE(crc, 16);
  header.writeUInt32LE(packed, 20);
  header.writeUInt32LE(size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

/** Packs the files (by their base names) into `target` with Deflate; reuses an archive already there. */
export async function writeExchangeZip(target: string, files: readonly string[]): Promise<void> {
  if (existsSync(target)) return;
  const partial = `${target}.part`;
  const out = createWriteStream(partial);
  let offset = 0;
  const write = async (chunk: Buffer) => {
    offset += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  };
  const central: Buffer[] = [];
  for (const file of files) {
    const name = Buffer.from(basename(file));
    const start = offset;
    await write(localHeader(name));
    let crc = 0;
    let size = 0;
    let packed = 0;
    const deflate = createDeflateRaw({ level: 6 });
    const source = createReadStream(file);
    source.on('data', (chunk) => {
      const bytes = chunk as Buffer;
      crc = crc32(bytes, crc);
      size += bytes.length;
    });
    source.pipe(deflate);
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      packed += chunk.length;
      await write(chunk);
    }
    await write(descriptor(crc, packed, size));
    central.push(centralHeader(name, crc, packed, size, start));
  }
  const directory = Buffer.concat(central);
  const directoryOffset = offset;
  await write(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  await write(end);
  out.end();
  await once(out, 'finish');
  renameSync(partial, target);
}

const basic = `Basic ${Buffer.from(`${EXCHANGE_ACCOUNT.login}:${EXCHANGE_ACCOUNT.password}`).toString('base64')}`;

/** One exchange call; the answer's lines. */
async function call(
  base: string,
  query: string,
  cookie: string | undefined,
  body?: Buffer,
): Promise<string[]> {
  const headers: Record<string, string> = cookie ? { cookie } : { authorization: basic };
  if (body) headers['content-type'] = 'application/octet-stream';
  const res = await fetch(`${base}/api/1c/exchange?${query}`, {
    method: body ? 'POST' : 'GET',
    headers,
    ...(body ? { body } : {}),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${query}: HTTP ${res.status} ${text}`);
  return text.replace(/\n$/, '').split('\n');
}

export interface ExchangeTiming {
  pieces: number;
  fileLimit: number;
  uploadMs: number;
  importMs: Record<string, number>;
  totalMs: number;
  deactivate: string;
}

/** Plays 1C against the shop at `base` with the archive; throws on any failure answer. */
export async function playExchange(
  base: string,
  zipPath: string,
  fileNames: readonly string[],
): Promise<ExchangeTiming> {
  const started = performance.now();
  const auth = await call(base, 'type=catalog&mode=checkauth', undefined);
  if (auth[0] !== 'success') throw new Error(`checkauth: ${auth.join(' | ')}`);
  const cookie = `${auth[1]}=${auth[2]}`;
  const init = await call(base, 'type=catalog&mode=init', cookie);
  const fileLimit = Number(init.find((line) => line.startsWith('file_limit='))?.slice('file_limit='.length));
  if (!(fileLimit > 0)) throw new Error(`init: ${init.join(' | ')}`);
  const size = statSync(zipPath).size;
  const handle = await open(zipPath);
  let pieces = 0;
  try {
    for (let at = 0; at < size; at += fileLimit) {
      const piece = Buffer.alloc(Math.min(fileLimit, size - at));
      await handle.read(piece, 0, piece.length, at);
      const answer = await call(base, 'type=catalog&mode=file&filename=import.zip', cookie, piece);
      if (answer[0] !== 'success') throw new Error(`file: ${answer.join(' | ')}`);
      pieces++;
    }
  } finally {
    await handle.close();
  }
  const uploadMs = performance.now() - started;
  const importMs: Record<string, number> = {};
  for (const name of fileNames) {
    const from = performance.now();
    for (;;) {
      const answer = await call(
        base,
        `type=catalog&mode=import&filename=${encodeURIComponent(name)}`,
        cookie,
      );
      if (answer[0] === 'success') break;
      if (answer[0] !== 'progress') throw new Error(`import ${name}: ${answer.join(' | ')}`);
    }
    importMs[name] = performance.now() - from;
  }
  const deactivate = await call(base, 'type=catalog&mode=deactivate', cookie);
  const complete = await call(base, 'type=catalog&mode=complete', cookie);
  if (complete[0] !== 'success') throw new Error(`complete: ${complete.join(' | ')}`);
  return {
    pieces,
    fileLimit,
    uploadMs,
    importMs,
    totalMs: performance.now() - started,
    deactivate: deactivate.slice(1).join(' '),
  };
}
