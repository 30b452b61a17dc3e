/**
 * The records a job's checking pass parsed, kept on disk next to the upload (one a line) so the
 * applying pass reads them back instead of parsing the XML a second time: parsing is most of the cost
 * of an unchanged re-import. Written anew by every checking pass (a resumed job checks its file again),
 * removed when the job ends; memory stays bounded by a buffer either way.
 */
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { once } from 'node:events';

const FLUSH_CHARS = 256 * 1024;

const SUFFIX = '.records';

/**
 * A new spool's path: next to the upload, removed with it (removeSpools). Unique per run, so a process
 * that lost the job's lease and has not noticed yet never writes or removes the spool of the one that
 * took the job over.
 */
export const spoolPath = (filePath: string) => `${filePath}.${randomUUID()}${SUFFIX}`;

/** Removes every spool of an upload (the job ended; a process that died may have left one). */
export async function removeSpools(filePath: string): Promise<void> {
  const prefix = `${basename(filePath)}.`;
  const names = await readdir(dirname(filePath)).catch(() => [] as string[]);
  for (const name of names) {
    if (name.startsWith(prefix) && name.endsWith(SUFFIX))
      await rm(join(dirname(filePath), name), { force: true });
  }
}

/** How a record becomes one line and back (the line must hold no line break). */
export interface SpoolCodec<T> {
  encode(record: T): string;
  decode(line: string): T;
}

const jsonLines = <T>(): SpoolCodec<T> => ({
  encode: (record) => JSON.stringify(record),
  decode: (line) => JSON.parse(line) as T,
});

export class RecordSpool<T> {
  private out: WriteStream | undefined;
  private buffer = '';

  constructor(
    readonly path: string,
    private readonly codec: SpoolCodec<T> = jsonLines<T>(),
  ) {}

  async write(record: T): Promise<void> {
    this.buffer += this.codec.encode(record) + '\n';
    if (this.buffer.length >= FLUSH_CHARS) await this.flush();
  }

  /** Finishes writing: the spool can be read from now on. */
  async close(): Promise<void> {
    await this.flush();
    const out = this.stream();
    out.end();
    await once(out, 'close');
    this.out = undefined;
  }

  /** The records in the order they were written. */
  async *read(): AsyncGenerator<T> {
    let rest = '';
    for await (const chunk of createReadStream(this.path, { encoding: 'utf8', highWaterMark: 256 * 1024 })) {
      const lines = (rest + (chunk as string)).split('\n');
      rest = lines.pop()!;
      for (const line of lines) yield this.codec.decode(line);
    }
    if (rest) yield this.codec.decode(rest);
  }

  async remove(): Promise<void> {
    const out = this.out;
    this.out = undefined;
    if (out && !out.closed) {
      const closed = once(out, 'close').catch(() => undefined);
      out.destroy();
      await closed;
    }
    await rm(this.path, { force: true });
  }

  private stream(): WriteStream {
    this.out ??= createWriteStream(this.path);
    return this.out;
  }

  private async flush(): Promise<void> {
    if (!this.buffer) return;
    const out = this.stream();
    const ok = out.write(this.buffer);
    this.buffer = '';
    if (!ok) await once(out, 'drain');
  }
}

/** Runs `use` with a spool next to the job's upload, removed afterwards whatever happens. */
export async function withSpool<T, R>(
  filePath: string,
  codec: SpoolCodec<T> | undefined,
  use: (spool: RecordSpool<T>) => Promise<R>,
): Promise<R> {
  const spool = new RecordSpool<T>(spoolPath(filePath), codec);
  try {
    return await use(spool);
  } finally {
    await spool.remove();
  }
}
