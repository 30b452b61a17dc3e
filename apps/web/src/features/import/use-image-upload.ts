import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { ImageUploadStatus } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { fetchImageStatus, importKeys, uploadImages } from './api';
import { fileProblem } from './file-checks';
import { createImageUploadTracker } from './image-upload-tracker';
import type { ImageUploadTracker, TrackerState } from './image-upload-tracker';
import { md5 } from './md5';
import { imageUploadErrorMessage } from './upload';

/** One toast at a time for the repeated status-check warning. */
const STATUS_TOAST_ID = 'image-upload-status';

/** spec §7: the upload's id is the MD5 of the file name, its size and the current time. */
export const uploadIdOf = (file: Pick<File, 'name' | 'size'>, now = Date.now()) =>
  md5(`${file.name}:${file.size}:${now}`);

/**
 * Block 3: the archive is sent with its percentage, then the server's processing is followed by the
 * tracker (local storage, every 3 s) until it completes, fails, disappears or stalls.
 */
export function useImageUpload(onCatalogueChanged: () => void) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tracking, setTracking] = useState<TrackerState<ImageUploadStatus>>({ uploadId: null, status: null });
  /** the last upload that completed or failed, for its report */
  const [finished, setFinished] = useState<ImageUploadStatus | null>(null);
  const tracker = useRef<ImageUploadTracker | null>(null);
  const changed = useRef(onCatalogueChanged);
  useEffect(() => {
    changed.current = onCatalogueChanged;
  }, [onCatalogueChanged]);

  useEffect(() => {
    const ended = () => void queryClient.invalidateQueries({ queryKey: importKeys.jobs() });
    const current = createImageUploadTracker({
      fetchStatus: fetchImageStatus,
      store: {
        read: () => readStored('imageUploadId'),
        write: (value) => writeStored('imageUploadId', value),
        remove: () => removeStored('imageUploadId'),
      },
      notify: {
        success: (text) => {
          toast.success(text);
          ended();
          changed.current();
        },
        error: (text) => {
          toast.error(text);
          ended();
        },
        warning: (text) => toast.warning(text, { toastId: STATUS_TOAST_ID }),
      },
      onChange: setTracking,
      onFinished: setFinished,
    });
    tracker.current = current;
    current.resume();
    return () => {
      current.stop();
      tracker.current = null;
    };
  }, [queryClient]);

  const chooseFile = (next: File | null) => {
    setFile(next);
    setError(null);
  };

  async function submit() {
    const problem = fileProblem('images', file);
    if (problem || !file) return setError(problem);
    // a new upload forgets the previous one (spec §4)
    tracker.current?.reset();
    setFinished(null);
    setError(null);
    setPercent(0);
    const uploadId = uploadIdOf(file);
    try {
      await uploadImages(file, uploadId, setPercent);
      toast.info(IMPORT_TEXTS.imageUpload.queued);
      tracker.current?.start(uploadId);
      void queryClient.invalidateQueries({ queryKey: importKeys.jobs() });
    } catch (failure) {
      const message = imageUploadErrorMessage(failure);
      setError(message);
      toast.error(message);
    } finally {
      setPercent(null);
    }
  }

  return {
    file,
    chooseFile,
    /** the upload's percentage while the archive is being sent */
    percent,
    error,
    /** the upload the server is processing (kept across reloads) and its last status */
    tracking,
    finished,
    busy: percent !== null || tracking.uploadId !== null,
    submit,
  };
}
