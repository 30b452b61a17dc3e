/**
 * A pictures archive for bench/import-run.ts: `import_files/…` entries named by the generated catalogue's
 * `Картинка` paths (commerceml-generator.ts), stored (pictures do not compress), written as a stream so
 * a 2 GB archive never sits in memory. The pictures are a few large camera-sized JPEGs, each copy made
 * distinct by bytes after its end marker (decoders ignore them), so no file is skipped as unchanged.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, renameSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { picturePath, picturesOf } from './commerceml-generator.js';

const BASE_PICTURES = 4;

/** Noise-like photos of 4000×3000: the slowest and largest kind to decode and re-encode. */
async function basePictures(): Promise<Buffer[]> {
  const width = 4000;
  const height = 3000;
  return Promise.all(
    Array.from({ length: BASE_PICTURES }, (_, n) =>
      sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
        .blur(n + 1)
        .jpeg({ quality: 88 })
        .toBuffer(),
    ),
  );
}

function localHeader(name: Buffer, size: number, crc: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed
  header.writeUInt16LE(0x0800, 6); // UTF-8 names
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralHeader(name: Buffer, size: number, crc: number, offset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(0x0314, 4); // made by Unix
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(0x0800, 8);
  header.writeUInt32LE(crc, 16);
  header.writeUInt32LE(size, 20);
  header.writeUInt32LE(size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(0o100644 * 0x10000, 38); // a regular file
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

function endOfDirectory(entries: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/**
 * Writes the first picture of the products 1..`products` that have one, until the archive reaches `targetBytes`
 * (kept under 4 GB: no ZIP64). Reuses an archive already at `path`.
 */
export async function writePictureZip(path: string, products: number, targetBytes: number): Promise<void> {
  if (existsSync(path)) return;
  const bases = await basePictures();
  const partial = `${path}.part`;
  const out = createWriteStream(partial);
  const central: Buffer[] = [];
  let offset = 0;
  const write = async (chunk: Buffer) => {
    offset += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  };
  // the first picture of each product that has one: the one the shop shows
  for (let index = 1; index <= products && offset < targetBytes; index++) {
    if (picturesOf(index) === 0) continue;
    const picture = Buffer.concat([bases[index % bases.length]!, randomBytes(16)]);
    const name = Buffer.from(picturePath(index, 0));
    const crc = crc32(picture);
    central.push(centralHeader(name, picture.length, crc, offset));
    await write(localHeader(name, picture.length, crc));
    await write(picture);
  }
  const directory = Buffer.concat(central);
  const directoryOffset = offset;
  await write(directory);
  await write(endOfDirectory(central.length, directory.length, directoryOffset));
  out.end();
  await once(out, 'finish');
  renameSync(partial, path);
}
