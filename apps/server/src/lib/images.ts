import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_CARD_WIDTH, IMAGE_PAGE_WIDTH, IMAGE_TYPES } from '@shop/shared/constants';
import { imageVariants } from '@shop/shared/images';
import { TEXTS } from '@shop/shared/texts';
import { AppError } from './errors.js';

// the image libraries load with the first picture, not with every start
const loadSharp = async () => (await import('sharp')).default;
const loadFileType = async () => (await import('file-type')).fileTypeFromBuffer;

/** The folders of /uploads that staff pictures go to. */
export type ImageFolder = 'products' | 'categories' | 'promotions' | 'discounts';

const URL_PREFIX = '/uploads';
/** The pictures this store wrote (others, such as the demo catalogue's, are never removed). */
const STORED_PATH = /^\/uploads\/(products|categories|promotions|discounts)\/[\w-]+\.webp$/;
const REMOVE_AT_ONCE = 32;
/** What file-type names the originals of the pictures `save` takes. */
const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp', 'avif', 'gif'];

/** A picture written to disk: the stored path (the page-size WebP) and every file made for it. */
export interface StoredImage {
  path: string;
  files: string[];
}

/** The most pixels a picture may have (sharp's own default limit is far larger). */
const MAX_PIXELS = 100_000_000;

/**
 * Staff pictures: the type is read from the bytes (JPEG, PNG, WebP, AVIF; never the file name, and
 * never SVG, which can carry scripts), then re-encoded with sharp to a WebP of card size and one of
 * page size, plus the original kept as it came. The stored path is the page-size WebP; the card size
 * sits beside it (shared/images.ts names both, and the web builds `srcset` from them).
 */
export function createImageStore(uploadsDir: string) {
  const diskPath = (path: string) => join(uploadsDir, path.slice(URL_PREFIX.length + 1));

  async function sniff(bytes: Uint8Array, types: readonly string[]): Promise<{ ext: string }> {
    const fileTypeFromBuffer = await loadFileType();
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !types.includes(type.mime)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXTS.images.wrongType, { image: TEXTS.images.wrongType });
    }
    return { ext: type.ext };
  }

  /**
   * A picture of more than MAX_PIXELS is refused by its header, before decoding: 20,000 × 20,000 would
   * take gigabytes, and it is too large rather than broken.
   */
  async function checkSize(bytes: Uint8Array): Promise<void> {
    const sharp = await loadSharp();
    let size: { width?: number; height?: number };
    try {
      // the header only: sharp's own pixel limit would refuse to read even that
      size = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new AppError('VALIDATION_FAILED', TEXTS.images.unreadable, { image: TEXTS.images.unreadable });
    }
    const { width = 0, height = 0 } = size;
    if (width * height > MAX_PIXELS) {
      const message = TEXTS.images.tooManyPixels(width, height);
      throw new AppError('PAYLOAD_TOO_LARGE', message, { image: message });
    }
  }

  async function webp(bytes: Uint8Array, width: number): Promise<Buffer> {
    const sharp = await loadSharp();
    try {
      return await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new AppError('VALIDATION_FAILED', TEXTS.images.unreadable, { image: TEXTS.images.unreadable });
    }
  }

  return {
    /**
     * Checks and writes a picture; nothing is left on disk when it fails. `types` (MIME types read by
     * their first bytes) widens what is taken: the 1C pictures archive may hold GIFs.
     */
    async save(
      bytes: Uint8Array,
      folder: ImageFolder,
      types: readonly string[] = IMAGE_TYPES,
    ): Promise<StoredImage> {
      const { ext } = await sniff(bytes, types);
      await checkSize(bytes);
      const [card, page] = await Promise.all([webp(bytes, IMAGE_CARD_WIDTH), webp(bytes, IMAGE_PAGE_WIDTH)]);
      const path = `${URL_PREFIX}/${folder}/${randomUUID()}.webp`;
      const variants = imageVariants(path);
      const original = `${path.slice(0, -'.webp'.length)}.orig.${ext}`;
      const written: string[] = [];
      try {
        await mkdir(join(uploadsDir, folder), { recursive: true });
        for (const [file, content] of [
          [variants.page, page],
          [variants.card, card],
          [original, bytes],
        ] as const) {
          await writeFile(diskPath(file), content);
          written.push(file);
        }
      } catch (error) {
        await this.removeFiles(written);
        throw error;
      }
      return { path, files: written };
    },

    /**
     * Runs `write` (a transaction) with the new picture already saved, when there is one; if `write`
     * fails, the picture's files are removed again, so a failed save leaves nothing behind.
     */
    async withSaved<T>(
      bytes: Uint8Array | undefined,
      folder: ImageFolder,
      write: (image: StoredImage | undefined) => Promise<T>,
    ): Promise<T> {
      const image = bytes ? await this.save(bytes, folder) : undefined;
      try {
        return await write(image);
      } catch (error) {
        if (image) await this.removeFiles(image.files);
        throw error;
      }
    },

    /**
     * A second stored picture with the same files (hard links, or copies where links cannot be made),
     * so each product owns its files and removing one product's picture leaves the other's.
     */
    async duplicate(image: StoredImage): Promise<StoredImage> {
      const name = image.path.split('/').pop()!.slice(0, -'.webp'.length);
      const copyName = randomUUID();
      const written: string[] = [];
      try {
        for (const file of image.files) {
          const copy = file.replace(name, copyName);
          await link(diskPath(file), diskPath(copy)).catch(() => copyFile(diskPath(file), diskPath(copy)));
          written.push(copy);
        }
      } catch (error) {
        await this.removeFiles(written);
        throw error;
      }
      return { path: image.path.replace(name, copyName), files: written };
    },

    /**
     * `remove` for many pictures at once (a whole catalogue, an archive's batch): the original is looked
     * for under each extension a picture can have, instead of listing a folder of many thousand files.
     */
    async removeMany(paths: readonly (string | null)[]): Promise<void> {
      const files = paths
        .filter((path): path is string => !!path && STORED_PATH.test(path))
        .flatMap((path) => {
          const { page, card } = imageVariants(path);
          const base = path.slice(0, -'.webp'.length);
          return [page, card, ...ORIGINAL_EXTENSIONS.map((ext) => `${base}.orig.${ext}`)];
        });
      for (let start = 0; start < files.length; start += REMOVE_AT_ONCE) {
        await this.removeFiles(files.slice(start, start + REMOVE_AT_ONCE));
      }
    },

    /** Removes the files a `save` wrote (the caller's transaction failed). */
    async removeFiles(files: readonly string[]): Promise<void> {
      await Promise.all(files.map((file) => rm(diskPath(file), { force: true })));
    },

    /** Removes a stored picture and its copies; paths outside the staff folders are left alone. */
    async remove(path: string | null | undefined): Promise<void> {
      if (!path || !STORED_PATH.test(path)) return;
      const base = path.slice(0, -'.webp'.length);
      const variants = imageVariants(path);
      const folder = join(uploadsDir, base.split('/')[2]!);
      const name = base.split('/').pop()!;
      const originals = (await readdir(folder).catch(() => [] as string[]))
        .filter((file) => file.startsWith(`${name}.orig.`))
        .map((file) => `${base}.${file.slice(name.length + 1)}`);
      await this.removeFiles([variants.page, variants.card, ...originals]);
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
