/**
 * A small ZIP writer for tests: archives as Windows tools, 1C and attackers make them — names in
 * UTF-8 with the flag or in CP866 without it, symbolic links, encrypted flags, headers that lie about
 * the unpacked size, and more than 65,535 entries (ZIP64 end records).
 */
import { crc32, deflateRawSync } from 'node:zlib';
import iconv from 'iconv-lite';

export interface ZipEntrySpec {
  name: string;
  data?: Buffer;
  /** 'deflate' unless given */
  method?: 'store' | 'deflate';
  /** how the name is written: UTF-8 with the language-encoding flag (default), or CP866 without it */
  nameEncoding?: 'utf8' | 'cp866';
  /** a Unix mode (e.g. 0o120777 for a symbolic link) in the external attributes */
  unixMode?: number;
  encrypted?: boolean;
  /** the unpacked size the headers claim, when it is not the real one */
  declaredSize?: number;
}

const UTF8_FLAG = 0x800;

function u16(value: number) {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(value);
  return b;
}
function u32(value: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0);
  return b;
}
function u64(value: number) {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(value));
  return b;
}

export function buildZip(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.data ?? Buffer.alloc(0);
    const deflate = (entry.method ?? 'deflate') === 'deflate';
    const packed = deflate ? deflateRawSync(data) : data;
    const name = entry.nameEncoding === 'cp866' ? iconv.encode(entry.name, 'cp866') : Buffer.from(entry.name);
    const flags = (entry.nameEncoding === 'cp866' ? 0 : UTF8_FLAG) | (entry.encrypted ? 1 : 0);
    const size = entry.declaredSize ?? data.length;
    const common = Buffer.concat([
      u16(20),
      u16(flags),
      u16(deflate ? 8 : 0),
      u16(0),
      u16(0x21),
      u32(crc32(data)),
      u32(packed.length),
      u32(size),
      u16(name.length),
      u16(0),
    ]);
    const local = Buffer.concat([u32(0x04034b50), common, name, packed]);
    const host = entry.unixMode === undefined ? 0 : 3;
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16((host << 8) | 20),
        common,
        u16(0),
        u16(0),
        u16(0),
        u32(entry.unixMode === undefined ? 0 : entry.unixMode * 0x10000),
        u32(offset),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const count = entries.length;
  const zip64 = count > 0xfffe;
  const tail: Buffer[] = [];
  if (zip64) {
    const recordAt = offset + directory.length;
    tail.push(
      Buffer.concat([
        u32(0x06064b50),
        u64(44),
        u16(45),
        u16(45),
        u32(0),
        u32(0),
        u64(count),
        u64(count),
        u64(directory.length),
        u64(offset),
      ]),
      Buffer.concat([u32(0x07064b50), u32(0), u64(recordAt), u32(1)]),
    );
  }
  const shortCount = zip64 ? 0xffff : count;
  tail.push(
    Buffer.concat([
      u32(0x06054b50),
      u16(0),
      u16(0),
      u16(shortCount),
      u16(shortCount),
      u32(directory.length),
      u32(offset),
      u16(0),
    ]),
  );
  return Buffer.concat([...locals, directory, ...tail]);
}
