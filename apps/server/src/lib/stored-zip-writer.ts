/**
 * A ZIP of stored (uncompressed) entries written as a stream: one entry in memory at a time, ZIP64
 * records once there are more than 65,534 entries or the archive passes 4 GB. For archives the shop
 * makes itself (the pictures of a 1C exchange for the images job; the bench's pictures archive).
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

const UTF8_NAMES = 0x0800;
const U32_MAX = 0xffffffff;
const U16_LIMIT = 0xffff;

function localHeader(name: Buffer, size: number, crc: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(0x21, 12); // 1980-01-01
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralHeader(name: Buffer, size: number, crc: number, offset: number): Buffer {
  const zip64 = offset >= U32_MAX;
  const extra = zip64 ? Buffer.alloc(12) : Buffer.alloc(0);
  if (zip64) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8, 2);
    extra.writeBigUInt64LE(BigInt(offset), 4);
  }
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(zip64 ? 45 : 20, 4);
  header.writeUInt16LE(zip64 ? 45 : 20, 6);
  header.writeUInt16LE(UTF8_NAMES, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(0, 12);
  header.writeUInt16LE(0x21, 14);
  header.writeUInt32LE(crc, 16);
  header.writeUInt32LE(size, 20);
  header.writeUInt32LE(size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt32LE(zip64 ? U32_MAX : offset, 42);
  return Buffer.concat([header, name, extra]);
}

function endRecords(entries: number, directorySize: number, directoryOffset: number): Buffer {
  const zip64 = entries >= U16_LIMIT || directoryOffset >= U32_MAX || directorySize >= U32_MAX;
  const parts: Buffer[] = [];
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(entries), 24);
    record.writeBigUInt64LE(BigInt(entries), 32);
    record.writeBigUInt64LE(BigInt(directorySize), 40);
    record.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? U16_LIMIT : entries, 8);
  end.writeUInt16LE(zip64 ? U16_LIMIT : entries, 10);
  end.writeUInt32LE(Math.min(directorySize, U32_MAX), 12);
  end.writeUInt32LE(zip64 ? U32_MAX : directoryOffset, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

export class StoredZipWriter {
  private readonly out: WriteStream;
  private readonly central: Buffer[] = [];
  private offset = 0;

  constructor(private readonly path: string) {
    this.out = createWriteStream(path);
  }

  /** the entries written so far */
  get entries(): number {
    return this.central.length;
  }

  /** the bytes written so far */
  get size(): number {
    return this.offset;
  }

  /** Adds an entry named `name` ('/' separators, UTF-8). */
  async add(name: string, bytes: Buffer): Promise<void> {
    const encoded = Buffer.from(name);
    const crc = crc32(bytes);
    this.central.push(centralHeader(encoded, bytes.length, crc, this.offset));
    await this.write(localHeader(encoded, bytes.length, crc));
    await this.write(bytes);
  }

  /** Writes the central directory and closes the file; returns the entries written. */
  async finish(): Promise<number> {
    const directory = Buffer.concat(this.central);
    const directoryOffset = this.offset;
    await this.write(directory);
    await this.write(endRecords(this.central.length, directory.length, directoryOffset));
    this.out.end();
    await once(this.out, 'finish');
    return this.central.length;
  }

  /** Stops and removes the half-written file. */
  async abort(): Promise<void> {
    this.out.destroy();
    await rm(this.path, { force: true });
  }

  private async write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }
}
