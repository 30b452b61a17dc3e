/**
 * The pictures archive's calls (spec §4 Image import): the upload is queued as an 'images' job keyed
 * by the panel's `uploadId` and answered at once; the panel then polls the job's status by that id.
 */
import { rm } from 'node:fs/promises';
import { ImageUploadId, type ImageUploadQueued, type ImageUploadStatus } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { AppError } from '../../../lib/errors.js';
import type { JobRunner } from './job-runner.js';
import type { ReceivedUpload } from './upload.js';

const invalidUploadId = () =>
  new AppError('VALIDATION_FAILED', IMPORT_TEXTS.pictures.uploadIdInvalid, {
    uploadId: IMPORT_TEXTS.pictures.uploadIdInvalid,
  });

function parseUploadId(value: string | undefined): string {
  const parsed = ImageUploadId.safeParse(value);
  if (!parsed.success) throw invalidUploadId();
  return parsed.data;
}

export function createImageUploads(runner: JobRunner) {
  async function refuseTaken(uploadId: string): Promise<void> {
    if (await runner.getByUploadId(uploadId))
      throw new AppError('CONFLICT', IMPORT_TEXTS.pictures.uploadIdTaken);
  }

  return {
    /** Before the archive is read: a wrong or used `uploadId` sent ahead of the file is refused at once. */
    async refuseImageUpload(fields: Record<string, string>): Promise<void> {
      if (fields['uploadId'] !== undefined) await refuseTaken(parseUploadId(fields['uploadId']));
    },

    /** Queues the archive on disk as an 'images' job (the file is removed when it cannot be). */
    async queueImages(upload: ReceivedUpload, createdBy: number): Promise<ImageUploadQueued> {
      try {
        const uploadId = parseUploadId(upload.fields['uploadId']);
        const job = await runner.enqueue({
          kind: 'images',
          fileName: upload.fileName,
          filePath: upload.path,
          options: {},
          createdBy,
          uploadId,
        });
        return { status: 'queued', uploadId, jobId: job.id };
      } catch (error) {
        await rm(upload.path, { force: true });
        throw error;
      }
    },

    /** The status the panel polls: 404 for an id no upload had. */
    async imageStatus(uploadId: string): Promise<ImageUploadStatus> {
      const row = await runner.getByUploadId(uploadId);
      if (!row || row.kind !== 'images') throw new AppError('NOT_FOUND', IMPORT_TEXTS.imageUpload.notFound);
      return {
        status: row.status,
        count: row.report?.updated ?? 0,
        files: row.report?.processed ?? 0,
        error: row.error,
        jobId: row.id,
        phase: row.phase,
        percent: row.percent,
        report: row.report,
      };
    },
  };
}
