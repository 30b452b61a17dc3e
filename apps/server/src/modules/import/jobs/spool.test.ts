import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RecordSpool, removeSpools, spoolPath } from './spool.js';

const dir = mkdtempSync(join(tmpdir(), 'spool-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const collect = async <T>(records: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const record of records) all.push(record);
  return all;
};

describe('RecordSpool', () => {
  it('gives back what was written, in order, across buffer and read chunks, then removes its file', async () => {
    const spool = new RecordSpool<{ id: number; text: string }>(spoolPath(join(dir, 'upload.xml')));
    const records = Array.from({ length: 5000 }, (_, id) => ({
      id,
      text: `строка ${id}\n\t"кавычки"`.repeat(id % 7),
    }));
    for (const record of records) await spool.write(record);
    await spool.close();
    expect(await collect(spool.read())).toEqual(records);
    expect(await collect(spool.read())).toHaveLength(5000);
    await spool.remove();
    expect(existsSync(spool.path)).toBe(false);
  });

  it('reads an empty spool, takes a codec, and removes a spool that was never closed', async () => {
    const empty = new RecordSpool<number>(join(dir, 'empty.records'));
    await empty.close();
    expect(await collect(empty.read())).toEqual([]);
    await empty.remove();

    const codec = { encode: (n: number) => `#${n}`, decode: (line: string) => Number(line.slice(1)) };
    const coded = new RecordSpool(join(dir, 'coded.records'), codec);
    for (const n of [3, 1, 2]) await coded.write(n);
    await coded.close();
    expect(await collect(coded.read())).toEqual([3, 1, 2]);
    await coded.remove();

    const open = new RecordSpool<number>(join(dir, 'open.records'));
    for (let n = 0; n < 100_000; n++) await open.write(n);
    await open.remove();
    expect(existsSync(open.path)).toBe(false);
  });

  it('removes every spool of an upload, and only of that upload', async () => {
    const upload = join(dir, 'a.xml');
    const left = [new RecordSpool<number>(spoolPath(upload)), new RecordSpool<number>(spoolPath(upload))];
    const other = new RecordSpool<number>(spoolPath(join(dir, 'a.xml2')));
    for (const spool of [...left, other]) {
      await spool.write(1);
      await spool.close();
    }
    expect(left[0]!.path).not.toBe(left[1]!.path);
    await removeSpools(upload);
    expect(left.map((spool) => existsSync(spool.path))).toEqual([false, false]);
    expect(existsSync(other.path)).toBe(true);
    await removeSpools(join(dir, 'missing', 'b.xml'));
  });
});
