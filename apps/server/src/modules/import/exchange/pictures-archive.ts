/**
 * The pictures 1C sent in import_files/ of a session, packed as a stored ZIP for the import module's
 * 'images' job (the same job, checks and report as the admin's pictures upload).
 */
import { mkdir, readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { StoredZipWriter } from '../../../lib/stored-zip-writer.js';

/** A bigger file is no picture 1C sends; the images job would refuse it anyway. */
const MAX_PICTURE_BYTES = 100 * 1024 * 1024;

/**
 * Packs `files` (relative '/' paths under `folder`, kept as the entries' names) into a stored ZIP at
 * `target`. Files over MAX_PICTURE_BYTES are left out. Returns the entries written.
 */
export async function packPictures(
  folder: string,
  files: readonly string[],
  target: string,
): Promise<number> {
  await mkdir(resolve(target, '..'), { recursive: true });
  const zip = new StoredZipWriter(target);
  try {
    for (const file of files) {
      const path = resolve(folder, file);
      if ((await stat(path)).size > MAX_PICTURE_BYTES) continue;
      await zip.add(file, await readFile(path));
    }
    return await zip.finish();
  } catch (error) {
    await zip.abort();
    throw error;
  }
}
