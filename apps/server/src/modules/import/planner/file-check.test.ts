import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../jobs/job-runner.js';
import { RecordSpool } from '../jobs/spool.js';
import { checkCatalogueFile, checkOffersFile, scanFile } from './file-check.js';
import { PREPARED_LINES, type CheckedFile, type CheckedOffers } from './file-checks.js';

const FIXTURES = new URL('../../../../test/fixtures/commerceml/', import.meta.url);
const catalogueFile = fileURLToPath(new URL('import0_1.xml', FIXTURES));
const offersFile = fileURLToPath(new URL('offers0_1.xml', FIXTURES));
const dir = mkdtempSync(join(tmpdir(), 'file-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const IN_WORKER = 0;
const HERE = Number.MAX_SAFE_INTEGER;

function writeTemp(name: string, data: string | Buffer): string {
  const path = join(dir, `${randomUUID()}-${name}`);
  writeFileSync(path, data);
  return path;
}

/** A catalogue of `count` products with long descriptions: megabytes for a few thousand. */
function bigCatalogue(count: number): string {
  const products = Array.from(
    { length: count },
    (_, i) =>
      `<Товар><Ид>p-${i}</Ид><Наименование>Доска обрезная ${i}</Наименование><Описание>${'Сосна, сорт 1. '.repeat(40)}</Описание></Товар>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.07"><Каталог СодержитТолькоИзменения="false"><Ид>c</Ид><Товары>
${products.join('\n')}
</Товары></Каталог></КоммерческаяИнформация>`;
}

function jobContext(signal: AbortSignal = new AbortController().signal) {
  const progress: Array<[string, number]> = [];
  const context: JobContext = {
    job: {} as JobContext['job'],
    signal,
    progress: async (phase, percent) => void progress.push([phase, percent]),
    checkpoint: async () => undefined,
  };
  return { context, progress };
}

type Checked<K> = K extends 'catalogue' ? CheckedFile : CheckedOffers;

async function check<K extends 'catalogue' | 'offers'>(
  kind: K,
  path: string,
  inWorkerFromBytes: number,
  context = jobContext().context,
) {
  const spoolPath = join(dir, `${randomUUID()}.records`);
  const upload = { path, fileName: 'import.xml' };
  const options = { share: 20, inWorkerFromBytes };
  const checked =
    kind === 'catalogue'
      ? await checkCatalogueFile(context, new RecordSpool(spoolPath, PREPARED_LINES), upload, options)
      : await checkOffersFile(context, new RecordSpool(spoolPath), upload, options);
  return { checked: checked as Checked<K>, records: readFileSync(spoolPath, 'utf8') };
}

const readdirNames = () => readdirSync(dir);

/** The error a check fails with, and whether its spool's file is left behind. */
async function failure(path: string, inWorkerFromBytes: number) {
  const before = new Set(readdirNames());
  const error = await check('catalogue', path, inWorkerFromBytes).then(
    () => expect.unreachable('the check passed'),
    (e: unknown) => e as Error & { code?: string; line?: number },
  );
  const spools = readdirNames().filter((name) => name.endsWith('.records') && !before.has(name));
  return { name: error.name, message: error.message, code: error.code, line: error.line, spools };
}

describe('a 1C file checked in a worker thread', () => {
  it('finds and spools what a check in the shop’s thread does: a catalogue', async () => {
    const here = await check('catalogue', catalogueFile, HERE);
    const inWorker = await check('catalogue', catalogueFile, IN_WORKER);
    expect(here.checked.products).toBe(228);
    expect(here.records.split('\n').filter(Boolean)).toHaveLength(228);
    expect(inWorker).toEqual(here);
  });

  it('finds and spools what a check in the shop’s thread does: offers', async () => {
    const here = await check('offers', offersFile, HERE);
    const inWorker = await check('offers', offersFile, IN_WORKER);
    expect(here.checked.offers).toBeGreaterThan(0);
    expect(here.checked.usedPriceTypes.size).toBeGreaterThan(0);
    expect(inWorker).toEqual(here);
  });

  it('scans a file for its preview as the shop’s thread does', async () => {
    for (const path of [catalogueFile, offersFile]) {
      const upload = { path, fileName: 'import.xml' };
      const here = await scanFile(upload, HERE);
      expect(here.products.size + here.offers.length).toBeGreaterThan(0);
      expect(await scanFile(upload, IN_WORKER)).toEqual(here);
    }
  });

  it('fails a cut-off file with the parser’s own error and line, its spool removed', async () => {
    const xml = readFileSync(catalogueFile);
    const cut = writeTemp('cut.xml', xml.subarray(0, Math.floor(xml.length / 2)));
    const here = await failure(cut, HERE);
    const inWorker = await failure(cut, IN_WORKER);
    expect(here.name).toBe('ImportParseError');
    expect(here.spools).toEqual([]);
    expect(inWorker).toEqual(here);
  });

  it('fails a file that is not a catalogue with the job’s reason', async () => {
    const here = await failure(offersFile, HERE);
    const inWorker = await failure(offersFile, IN_WORKER);
    expect(here).toMatchObject({ name: 'AppError', code: 'IMPORT_FAILED', spools: [] });
    expect(inWorker).toEqual(here);
  });

  it('reports its progress within the checking share', async () => {
    const big = writeTemp('big.xml', bigCatalogue(6_000));
    const { context, progress } = jobContext();
    const { checked } = await check('catalogue', big, IN_WORKER, context);
    expect(checked.products).toBe(6_000);
    expect(progress.length).toBeGreaterThan(0);
    for (const [phase, percent] of progress) {
      expect(phase).toBe('checking');
      expect(percent).toBeGreaterThan(0);
      expect(percent).toBeLessThanOrEqual(20);
    }
  });

  it('stops with its job', async () => {
    const big = writeTemp('big.xml', bigCatalogue(20_000));
    const abort = new AbortController();
    const context: JobContext = {
      ...jobContext().context,
      signal: abort.signal,
      progress: async () => abort.abort(),
    };
    await expect(check('catalogue', big, IN_WORKER, context)).rejects.toThrow(/exited/);
  });
});
