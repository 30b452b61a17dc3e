/**
 * A pictures archive for bench/import-run.ts: `import_files/…` entries named by the generated catalogue's
 * `Картинка` paths (commerceml-generator.ts), stored (pictures do not compress), written as a stream so
 * a 2 GB archive never sits in memory. The pictures are a few large camera-sized JPEGs, each copy made
 * distinct by bytes after its end marker (decoders ignore them), so no file is skipped as unchanged.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, renameSync } from 'node:fs';
import sharp from 'sharp';
import { StoredZipWriter } from '../src/lib/stored-zip-writer.js';
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

/**
 * Writes the first picture of the products 1..`products` that have one, until the archive reaches `targetBytes`
 * (ZIP64 past 4 GB). Reuses an archive already at `path`.
 */
export async function writePictureZip(path: string, products: number, targetBytes: number): Promise<void> {
  if (existsSync(path)) return;
  const bases = await basePictures();
  const partial = `${path}.part`;
  const zip = new StoredZipWriter(partial);
  // the first picture of each product that has one: the one the shop shows
  for (let index = 1; index <= products && zip.size < targetBytes; index++) {
    if (picturesOf(index) === 0) continue;
    await zip.add(picturePath(index, 0), Buffer.concat([bases[index % bases.length]!, randomBytes(16)]));
  }
  await zip.finish();
  renameSync(partial, path);
}
