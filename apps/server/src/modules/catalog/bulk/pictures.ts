/**
 * The catalogue's writer for a pictures archive from 1C (the import module's 'images' job calls it
 * with its transaction). Which file is whose picture: a product's `image_source` (the 1C `Картинка`
 * path) compared with the file's path in the archive — '/' separators, NFC, case-insensitive, from
 * after the last `import_files/` folder when there is one; else the file name of `image_source` when
 * only one file in the archive has it; else the file's name without extension equal to the product's
 * 1C `Ид`, or to its article when no other product has that article. A product gets at most one file;
 * several products may share one (each gets its own copy, so removing one leaves the others').
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { IMAGE_TYPES } from '@shop/shared/constants';
import type { Database } from '../../../db/client.js';
import { column, queryRows } from '../../../db/sql.js';
import { AppError } from '../../../lib/errors.js';
import type { ImageStore, StoredImage } from '../../../lib/images.js';

/** What a 1C archive may hold besides the staff upload types (read by their first bytes). */
const ARCHIVE_PICTURE_TYPES = [...IMAGE_TYPES, 'image/gif'];
const isPictureName = (name: string) => /\.(jpe?g|png|webp|avif|gif|bmp|tiff?)$/i.test(name);

export interface ArchiveFile {
  index: number;
  path: string;
}

/** A product a file is the picture of, with the hash of the file its current picture came from. */
export interface PictureTarget {
  productId: number;
  imageHash: string | null;
}

/** A picture written to disk for one product, waiting for the transaction that sets it. */
export interface PreparedPicture {
  productId: number;
  image: StoredImage;
  hash: string;
}

export type PrepareOutcome =
  | { ok: true; pictures: PreparedPicture[] }
  | { ok: false; reason: 'notPicture' | 'unreadable' }
  | { ok: false; reason: 'tooLarge'; message: string };

/** What the transaction replaced: removed from disk once it committed (`finish`). */
export interface AppliedPictures {
  products: number;
  replaced: (string | null)[];
  /** pictures written for products deleted in the meantime */
  orphaned: PreparedPicture[];
}

const ProductKeys = z.object({
  id: column.id,
  external_id: column.text.nullable(),
  article: column.text,
  image_source: column.text.nullable(),
  extra_image_sources: z.array(z.string()),
  image_hash: column.text.nullable(),
});

/** Which archive file (by index) is the picture of which products, and which are their 2nd, 3rd… ones. */
export interface PicturePlan {
  targets: Map<number, PictureTarget[]>;
  /** files that are a product's other 1C picture and nobody's first: known, not shown */
  extras: Set<number>;
}

/** The part of a path that 1C and the archive agree on: after the last `import_files` folder. */
export function pictureKey(path: string): string {
  const parts = path.normalize('NFC').replaceAll('\\', '/').toLowerCase().split('/').filter(Boolean);
  const folder = parts.lastIndexOf('import_files');
  return parts.slice(folder + 1).join('/');
}

const baseName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
const stem = (name: string) => (name.lastIndexOf('.') > 0 ? name.slice(0, name.lastIndexOf('.')) : name);

/** Positions of the archive's files by path, by name (names only one file has) and by name without extension. */
function indexFiles(files: readonly ArchiveFile[]) {
  const byKey = new Map<string, number>();
  const byName = new Map<string, number | null>();
  const byStem = new Map<string, number>();
  files.forEach((file, position) => {
    const key = pictureKey(file.path);
    const name = baseName(key);
    if (!byKey.has(key)) byKey.set(key, position);
    byName.set(name, byName.has(name) ? null : position);
    const kept = byStem.get(stem(name));
    // a picture wins over a same-named document ('007821.pdf' beside '007821.jpg')
    if (kept === undefined || (!isPictureName(files[kept]!.path) && isPictureName(name))) {
      byStem.set(stem(name), position);
    }
  });
  return { byKey, byName, byStem };
}

export function createImportPictures({ images }: { images: ImageStore }) {
  return {
    /** Which archive file (by index) is the picture of which products. */
    async plan(files: readonly ArchiveFile[], tx: Database): Promise<PicturePlan> {
      const { byKey, byName, byStem } = indexFiles(files);
      const products = await queryRows(
        tx,
        sql`select id, external_id, article, image_source, extra_image_sources, image_hash from products`,
        ProductKeys,
      );
      const bySource = (path: string) => {
        const source = pictureKey(path);
        return byKey.get(source) ?? byName.get(baseName(source)) ?? undefined;
      };
      const articleUses = new Map<string, number>();
      for (const product of products) {
        const article = product.article.trim().toLowerCase();
        if (article) articleUses.set(article, (articleUses.get(article) ?? 0) + 1);
      }
      const plan = new Map<number, PictureTarget[]>();
      for (const product of products) {
        const article = product.article.trim().toLowerCase();
        const position =
          (product.image_source ? bySource(product.image_source) : undefined) ??
          (product.external_id ? byStem.get(product.external_id.toLowerCase()) : undefined) ??
          (article && articleUses.get(article) === 1 ? byStem.get(article) : undefined);
        if (position === undefined) continue;
        const index = files[position]!.index;
        const targets = plan.get(index) ?? [];
        targets.push({ productId: product.id, imageHash: product.image_hash });
        plan.set(index, targets);
      }
      const extras = new Set<number>();
      for (const path of products.flatMap((product) => product.extra_image_sources)) {
        const position = bySource(path);
        if (position !== undefined && !plan.has(files[position]!.index)) extras.add(files[position]!.index);
      }
      return { targets: plan, extras };
    },

    /**
     * Writes the picture once as WebP card and page sizes (lib/images.ts), and a copy for every further
     * product; nothing is left on disk when the file is no picture or cannot be read.
     */
    async prepare(bytes: Buffer, hash: string, productIds: readonly number[]): Promise<PrepareOutcome> {
      let first: StoredImage;
      try {
        first = await images.save(bytes, 'products', ARCHIVE_PICTURE_TYPES);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'PAYLOAD_TOO_LARGE')
          return { ok: false, reason: 'tooLarge', message: error.message };
        return { ok: false, reason: error.code === 'UNSUPPORTED_MEDIA_TYPE' ? 'notPicture' : 'unreadable' };
      }
      const pictures: PreparedPicture[] = [{ productId: productIds[0]!, image: first, hash }];
      try {
        for (const productId of productIds.slice(1)) {
          pictures.push({ productId, image: await images.duplicate(first), hash });
        }
      } catch (error) {
        await this.discard(pictures);
        throw error;
      }
      return { ok: true, pictures };
    },

    /** Sets the prepared pictures and their hashes in the job's transaction. */
    async apply(pictures: readonly PreparedPicture[], tx: Database): Promise<AppliedPictures> {
      if (pictures.length === 0) return { products: 0, replaced: [], orphaned: [] };
      const incoming = JSON.stringify(
        pictures.map((p) => ({ id: p.productId, image: p.image.path, hash: p.hash })),
      );
      const rows = await queryRows(
        tx,
        sql`with incoming as (
            select * from jsonb_to_recordset(${incoming}::jsonb) as v(id int, image text, hash text)
          ), previous as (
            select p.id, p.image from products p where p.id in (select id from incoming) for update
          )
          update products p set image = v.image, image_hash = v.hash, updated_at = now()
          from incoming v join previous o on o.id = v.id
          where p.id = v.id
          returning p.id, o.image as previous`,
        z.object({ id: column.id, previous: column.text.nullable() }),
      );
      const updated = new Set(rows.map((row) => row.id));
      return {
        products: rows.length,
        replaced: rows.map((row) => row.previous),
        orphaned: pictures.filter((p) => !updated.has(p.productId)),
      };
    },

    /** After the commit: the replaced pictures (unless a product still shows one) and the orphans go. */
    async finish(applied: AppliedPictures, db: Database): Promise<void> {
      const replaced = applied.replaced.filter((path): path is string => !!path);
      const stillShown =
        replaced.length === 0
          ? []
          : await queryRows(
              db,
              sql`select distinct image from products
                where image in (select jsonb_array_elements_text(${JSON.stringify(replaced)}::jsonb))`,
              z.object({ image: column.text }),
            );
      const shown = new Set(stillShown.map((row) => row.image));
      await images.removeMany(replaced.filter((path) => !shown.has(path)));
      await this.discard(applied.orphaned);
    },

    /** The transaction failed (or the pictures found no product): their files go. */
    async discard(pictures: readonly PreparedPicture[]): Promise<void> {
      await images.removeFiles(pictures.flatMap((p) => p.image.files));
    },
  };
}

export type ImportPictures = ReturnType<typeof createImportPictures>;
