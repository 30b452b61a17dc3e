/**
 * The job that applies a pictures archive from 1C (POST /api/import/images). Two passes over the ZIP
 * on disk (lib/zip-reader.ts):
 *
 * 1. checking — the central directory only: an unsafe archive (zip-slip, absolute paths, links,
 *    passwords, bombs) fails the job before anything is written; then the catalogue says which file
 *    is whose picture (catalog/bulk/pictures.ts).
 * 2. applying — file by file, one picture in memory at a time: a file no product needs is never
 *    unpacked; one whose SHA-256 equals the product's `image_hash` is skipped unchanged; the others are
 *    re-encoded to WebP and set in small batches, each its own transaction with the job's checkpoint
 *    (files processed so far and the report), the replaced pictures removed after it commits.
 *
 * A process that dies mid-archive leaves whole batches; the job is resumed after the last checkpoint.
 * A product whose file is not in the archive keeps its picture.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { ImportReport } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { ImportPictures, PicturePlan, PictureTarget, PreparedPicture } from '../../catalog/index.js';
import type { JobContext, JobHandler } from '../jobs/job-runner.js';
import { addIssue, emptyReport } from '../jobs/report.js';
import {
  DEFAULT_ZIP_LIMITS,
  listZip,
  walkZip,
  ZipEntryDamaged,
  type ZipFileEntry,
  type ZipLimits,
} from '../../../lib/zip-reader.js';

export interface ImagesImportOptions {
  db: Database;
  pictures: ImportPictures;
  limits?: ZipLimits;
  /** pictures per transaction */
  batchSize?: number;
}

/** Share of the percentage given to the checking pass. */
const CHECKING_SHARE = 5;
/** A checkpoint at least this often, so the panel's file count moves through files nobody needs. */
const CHECKPOINT_EVERY_FILES = 500;
const CHECKPOINT_EVERY_MS = 1000;

type PictureCounts = NonNullable<ImportReport['pictures']>;

interface Walk {
  context: JobContext;
  report: ImportReport & { pictures: PictureCounts };
  plan: PicturePlan;
  /** files walked (processed or not), the checkpoint's applied count */
  position: number;
  bytesDone: number;
  bytesTotal: number;
  pending: PreparedPicture[];
  lastCheckpoint: { position: number; at: number };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function createImagesImport(options: ImagesImportOptions): JobHandler {
  const { db, pictures } = options;
  const limits = options.limits ?? DEFAULT_ZIP_LIMITS;
  const batchSize = options.batchSize ?? 20;

  function warn(walk: Walk, file: ZipFileEntry, message: string, counter: keyof PictureCounts) {
    walk.report.pictures[counter]++;
    addIssue(walk.report, { file: file.path, message });
  }

  /** The pending pictures and the checkpoint in one transaction; the replaced files go after it. */
  async function commit(walk: Walk): Promise<void> {
    const batch = walk.pending;
    walk.pending = [];
    const percent = CHECKING_SHARE + ((100 - CHECKING_SHARE) * walk.bytesDone) / Math.max(walk.bytesTotal, 1);
    let applied;
    try {
      applied = await db.transaction(async (tx) => {
        const result = await pictures.apply(batch, tx);
        walk.report.updated += result.products;
        await walk.context.checkpoint(tx, walk.position, walk.report, Math.min(percent, 99));
        return result;
      });
    } catch (error) {
      await pictures.discard(batch);
      throw error;
    }
    await pictures.finish(applied, db);
    walk.lastCheckpoint = { position: walk.position, at: Date.now() };
  }

  const checkpointDue = (walk: Walk) =>
    walk.pending.length >= batchSize ||
    walk.position - walk.lastCheckpoint.position >= CHECKPOINT_EVERY_FILES ||
    Date.now() - walk.lastCheckpoint.at >= CHECKPOINT_EVERY_MS;

  /** Reads, compares and prepares one file that products need. */
  async function take(walk: Walk, file: ZipFileEntry, targets: PictureTarget[], read: () => Promise<Buffer>) {
    if (file.unreadable === 'tooLarge') {
      return warn(
        walk,
        file,
        IMPORT_TEXTS.pictures.entryTooLarge(limits.maxEntryBytes / 1024 / 1024),
        'unreadable',
      );
    }
    if (file.unreadable === 'method')
      return warn(walk, file, IMPORT_TEXTS.pictures.unsupportedCompression, 'unreadable');
    let bytes: Buffer;
    try {
      bytes = await read();
    } catch (error) {
      if (error instanceof ZipEntryDamaged)
        return warn(walk, file, IMPORT_TEXTS.pictures.entryDamaged, 'unreadable');
      throw error;
    }
    const hash = sha256(bytes);
    const changed = targets.filter((target) => target.imageHash !== hash);
    walk.report.skipped += targets.length - changed.length;
    if (changed.length === 0) {
      walk.report.pictures.unchanged++;
      return;
    }
    const outcome = await pictures.prepare(
      bytes,
      hash,
      changed.map((target) => target.productId),
    );
    if (!outcome.ok) {
      const message =
        outcome.reason === 'tooLarge'
          ? outcome.message
          : outcome.reason === 'notPicture'
            ? IMPORT_TEXTS.pictures.notPicture
            : IMPORT_TEXTS.pictures.unreadable;
      return warn(walk, file, message, 'unreadable');
    }
    walk.report.pictures.applied++;
    walk.pending.push(...outcome.pictures);
  }

  async function visit(walk: Walk, file: ZipFileEntry, read: () => Promise<Buffer>, resumeAfter: number) {
    if (walk.context.signal.aborted) throw new Error('import job stopped');
    walk.position++;
    walk.bytesDone += file.compressedSize;
    if (walk.position <= resumeAfter) return;
    walk.report.processed++;
    const targets = walk.plan.targets.get(file.index);
    if (targets) await take(walk, file, targets, read);
    else if (walk.plan.extras.has(file.index))
      walk.report.pictures.extra = (walk.report.pictures.extra ?? 0) + 1;
    else warn(walk, file, IMPORT_TEXTS.pictures.unmatched, 'unmatched');
    if (checkpointDue(walk)) await commit(walk);
  }

  return async (context) => {
    const { job } = context;
    const path = job.file_path ?? '';
    const fileName = job.file_name ?? 'images.zip';
    if (!path || !existsSync(path))
      throw new AppError('IMPORT_FAILED', IMPORT_TEXTS.jobs.fileMissing(fileName));
    // one picture decoded at a time: libvips keeps no decoded pictures around for reuse
    (await import('sharp')).default.cache(false);
    await context.progress('checking', 0);
    const files = await listZip(path, fileName, limits);
    const plan = await pictures.plan(files, db);
    const report = job.report ?? emptyReport();
    const walk: Walk = {
      context,
      report: {
        ...report,
        pictures: report.pictures ?? { applied: 0, unchanged: 0, unmatched: 0, unreadable: 0, extra: 0 },
      },
      plan,
      position: 0,
      bytesDone: 0,
      bytesTotal: files.reduce((sum, file) => sum + file.compressedSize, 0),
      pending: [],
      lastCheckpoint: { position: job.applied_count, at: Date.now() },
    };
    await context.progress('applying', CHECKING_SHARE);
    try {
      await walkZip(path, fileName, (file, read) => visit(walk, file, read, job.applied_count), limits);
    } catch (error) {
      await pictures.discard(walk.pending);
      throw error;
    }
    await commit(walk);
    await context.progress('finishing', 99);
    return walk.report;
  };
}
