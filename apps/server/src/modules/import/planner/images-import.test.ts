import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImageUploadQueued, ImageUploadStatus, ImportResult } from '@shop/shared/import/schemas';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { TEXTS } from '@shop/shared/texts';
import {
  buildTestApp,
  multipartForm,
  rawRows,
  testPicture,
  type TestContext,
} from '../../../../test/helpers.js';
import { createUsers, type TestUser } from '../../../../test/orders-fixtures.js';
import { buildZip, type ZipEntrySpec } from '../../../../test/zip-writer.js';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let red: Buffer;
let blue: Buffer;

const T = IMPORT_TEXTS.pictures;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await createUsers(ctx, ['images-admin'], 'admin'))[0]!;
  customer = (await createUsers(ctx, ['images-customer']))[0]!;
  red = await testPicture('jpeg', 40);
  blue = await testPicture('png', 48);
});
afterAll(() => ctx.close());

const product = (id: string, { picture, article = '' }: { picture?: string; article?: string } = {}) =>
  `<Товар><Ид>${id}</Ид><Артикул>${article}</Артикул><Наименование>Товар ${id}</Наименование>${
    picture ? `<Картинка>${picture}</Картинка>` : ''
  }</Товар>`;

/** The 1C catalogue the archives below belong to. */
const CATALOGUE = `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.07">
<Каталог СодержитТолькоИзменения="false"><Ид>c</Ид><Товары>
${product('p-space', { picture: 'import_files/ab/Фото товара 1.jpg' })}
${product('p-cp866', { picture: 'import_files\\cd\\Плитка керамическая.png' })}
${product('p-name', { picture: 'import_files/ef/Brick.jpg' })}
${product('007821')}
${product('p-article', { article: 'ЦМ-500' })}
${product('p-shared-1', { picture: 'import_files/gh/common.jpg' })}
${product('p-shared-2', { picture: 'import_files/gh/common.jpg' })}
${product('p-absent', { picture: 'import_files/zz/never-arrives.jpg' })}
${product('p-broken', { picture: 'import_files/bb/broken.jpg' })}
</Товары></Каталог>
</КоммерческаяИнформация>`;

/** A 1C catalogue imported through the panel's call; its result. */
async function importCatalogue(xml: string): Promise<ImportResult> {
  const form = multipartForm({}, { name: 'file', data: Buffer.from(xml), filename: 'import.xml' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/import/import0_1',
    payload: form.payload,
    headers: { ...form.headers, ...admin.headers },
  });
  return res.json<ImportResult>();
}

async function resetCatalogue() {
  await ctx.database.db.execute(sql`delete from import_jobs`);
  await ctx.database.db.execute(sql`delete from products`);
  expect(await importCatalogue(CATALOGUE)).toMatchObject({ count: 9, status: 'completed' });
}

const newUploadId = () => randomBytes(16).toString('hex');

/** `uploadId: null` sends none. */
function postArchive(
  data: Buffer,
  { uploadId = newUploadId() as string | null, filename = 'images.zip', headers = admin.headers } = {},
) {
  const form = multipartForm(
    { uploadId: uploadId ?? undefined },
    { name: 'file', data, filename, contentType: 'application/zip' },
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/import/images',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

const status = (uploadId: string, headers = admin.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/import/images/status/${uploadId}`, headers });

/** Uploads an archive, waits for its job and answers its final status. */
async function importArchive(entries: ZipEntrySpec[]): Promise<ImageUploadStatus> {
  const res = await postArchive(buildZip(entries));
  expect(res.statusCode, res.body).toBe(202);
  const queued = res.json<ImageUploadQueued>();
  await ctx.app.services.imports.waitForJob(queued.jobId, 60_000);
  const answer = await status(queued.uploadId);
  expect(answer.statusCode).toBe(200);
  return answer.json<ImageUploadStatus>();
}

interface PictureRow {
  external_id: string;
  image: string | null;
  image_hash: string | null;
}
const pictures = async () =>
  Object.fromEntries(
    (
      await rawRows<PictureRow>(
        ctx.database.db,
        sql`select external_id, image, image_hash from products order by external_id`,
      )
    ).map((row) => [row.external_id, row]),
  );

/** The files of a stored picture: page and card WebP and the original. */
const filesOf = (path: string) => {
  const name = path.split('/').pop()!.replace('.webp', '');
  return readdirSync(join(ctx.config.uploadsDir, 'products')).filter((file) => file.startsWith(name));
};
const productFiles = () => {
  try {
    return readdirSync(join(ctx.config.uploadsDir, 'products')).length;
  } catch {
    return 0;
  }
};

/** The archive a 1C exchange folder gives: every product's picture, in the ways real tools pack them. */
const fullArchive = (): ZipEntrySpec[] => [
  { name: 'import_files/', method: 'store' },
  { name: 'import_files/ab/Фото товара 1.jpg', data: red },
  { name: 'import_files\\cd\\Плитка керамическая.png', data: blue, nameEncoding: 'cp866' },
  { name: 'photos/BRICK.JPG', data: red, method: 'store' },
  { name: '007821.jpg', data: blue },
  { name: 'ЦМ-500.png', data: blue },
  { name: 'webdata/import_files/gh/common.jpg', data: red },
  { name: 'import_files/bb/broken.jpg', data: Buffer.from('these bytes are no picture at all') },
  { name: 'readme.txt', data: Buffer.from('Картинки из 1С') },
  { name: '__MACOSX/import_files/ab/._Фото товара 1.jpg', data: Buffer.from('resource fork') },
];

describe('POST /api/import/images (pictures archive)', () => {
  beforeEach(resetCatalogue);

  it('matches by the Картинка path (spaces, Cyrillic in UTF-8 and CP866), by file name, Ид and article', async () => {
    const done = await importArchive(fullArchive());
    expect(done).toMatchObject({ status: 'completed', error: null, count: 7, files: 8, percent: 100 });
    expect(done.report).toMatchObject({
      processed: 8,
      updated: 7,
      skipped: 0,
      pictures: { applied: 6, unchanged: 0, unmatched: 1, unreadable: 1 },
    });
    expect(done.report!.errors).toEqual([
      { file: 'import_files/bb/broken.jpg', message: T.notPicture },
      { file: 'readme.txt', message: T.unmatched },
    ]);
    const rows = await pictures();
    for (const id of ['p-space', 'p-cp866', 'p-name', '007821', 'p-article', 'p-shared-1', 'p-shared-2']) {
      expect(rows[id]!.image, id).toMatch(/^\/uploads\/products\/[\w-]+\.webp$/);
      expect(filesOf(rows[id]!.image!), id).toHaveLength(3);
      expect(rows[id]!.image_hash, id).toMatch(/^[0-9a-f]{64}$/);
    }
    // a shared file: each product owns its copy, so deleting one product's picture keeps the other's
    expect(rows['p-shared-1']!.image).not.toBe(rows['p-shared-2']!.image);
    expect(rows['p-shared-1']!.image_hash).toBe(rows['p-shared-2']!.image_hash);
    expect(rows['p-absent']).toMatchObject({ image: null, image_hash: null });
    expect(rows['p-broken']).toMatchObject({ image: null, image_hash: null });
    expect(readdirSync(join(ctx.config.dataDir, 'imports'))).toEqual([]);
  });

  it('counts a product’s 2nd and 3rd Картинка as its own pictures, not as files without a product', async () => {
    const gallery = `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08"><Каталог СодержитТолькоИзменения="true"><Ид>c</Ид><Товары>
<Товар><Ид>p-gallery</Ид><Наименование>Дверь «Оптима»</Наименование>
<Картинка>import_files/d1/front.jpg</Картинка><Картинка>import_files/d1/side.jpg</Картинка>
<Картинка>import_files/d1/na parad.jpg</Картинка></Товар>
</Товары></Каталог></КоммерческаяИнформация>`;
    expect(await importCatalogue(gallery)).toMatchObject({ count: 1, status: 'completed' });
    const done = await importArchive([
      { name: 'import_files/d1/front.jpg', data: red },
      { name: 'import_files/d1/side.jpg', data: blue },
      { name: 'import_files/d1/na parad.jpg', data: blue },
      { name: 'import_files/zz/stray.jpg', data: red },
    ]);
    expect(done.report).toMatchObject({
      updated: 1,
      pictures: { applied: 1, unchanged: 0, unmatched: 1, unreadable: 0, extra: 2 },
    });
    expect(done.report!.errors).toEqual([{ file: 'import_files/zz/stray.jpg', message: T.unmatched }]);
    expect((await pictures())['p-gallery']!.image).toMatch(/^\/uploads\/products\//);
  });

  it('skips unchanged files the second time, keeps a picture whose file is absent, replaces a changed one', async () => {
    await importArchive(fullArchive());
    const first = await pictures();
    const filesAfterFirst = productFiles();

    const again = await importArchive(fullArchive());
    expect(again).toMatchObject({ status: 'completed', count: 0, files: 8 });
    expect(again.report).toMatchObject({ updated: 0, skipped: 7, pictures: { applied: 0, unchanged: 6 } });
    expect(await pictures()).toEqual(first);
    expect(productFiles()).toBe(filesAfterFirst);

    // only the Cyrillic picture, changed: the others keep theirs, its old files are removed
    const changed = await importArchive([
      { name: 'import_files/ab/Фото товара 1.jpg', data: await testPicture('webp', 30) },
    ]);
    expect(changed).toMatchObject({ status: 'completed', count: 1, files: 1 });
    const after = await pictures();
    expect(after['p-space']!.image).not.toBe(first['p-space']!.image);
    expect(after['p-space']!.image_hash).not.toBe(first['p-space']!.image_hash);
    expect(filesOf(first['p-space']!.image!)).toEqual([]);
    expect(filesOf(after['p-space']!.image!)).toHaveLength(3);
    for (const id of ['p-cp866', 'p-name', '007821', 'p-shared-1', 'p-shared-2']) {
      expect(after[id], id).toEqual(first[id]);
    }
  });

  it('goes from queued to completed, counting files and pictures; an unknown uploadId is 404', async () => {
    const { imports } = ctx.app.services;
    await imports.stop();
    let started = false;
    try {
      const uploadId = newUploadId();
      const res = await postArchive(buildZip(fullArchive()), { uploadId });
      expect(res.statusCode, res.body).toBe(202);
      const queued = res.json<ImageUploadQueued>();
      expect(queued).toMatchObject({ status: 'queued', uploadId });
      expect((await status(uploadId)).json<ImageUploadStatus>()).toMatchObject({
        status: 'queued',
        phase: 'queued',
        count: 0,
        files: 0,
        error: null,
        percent: 0,
      });
      imports.start();
      started = true;
      await imports.waitForJob(queued.jobId, 60_000);
      expect((await status(uploadId)).json<ImageUploadStatus>()).toMatchObject({
        status: 'completed',
        phase: 'done',
        count: 7,
        files: 8,
      });
    } finally {
      if (!started) imports.start();
    }
    const unknown = await status(newUploadId());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', error: IMPORT_TEXTS.imageUpload.notFound });
  });

  it('resumes after a crash from its last checkpoint: the files before it are not taken again', async () => {
    const { imports } = ctx.app.services;
    await imports.stop();
    const dir = join(ctx.config.dataDir, 'imports');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${randomUUID()}.zip`);
    writeFileSync(path, buildZip(fullArchive()));
    const uploadId = newUploadId();
    const report = {
      ...{ processed: 3, created: 0, updated: 3, unpublished: 0, skipped: 0, categoriesCreated: 0 },
      ...{
        errors: [],
        omittedErrors: 0,
        pictures: { applied: 3, unchanged: 0, unmatched: 0, unreadable: 0 },
      },
    };
    // a process died after committing the first three files; its lease has run out
    await ctx.database.db.execute(sql`insert into import_jobs
        (id, kind, status, phase, file_path, file_name, upload_id, applied_count, report, attempts,
         locked_by, locked_until, started_at)
      values (${randomUUID()}, 'images', 'running', 'applying', ${path}, 'images.zip', ${uploadId}, 3,
        ${JSON.stringify(report)}::jsonb, 1, 'dead-process', now() - interval '1 minute', now())`);
    imports.start();
    const { jobId } = (await status(uploadId)).json<ImageUploadStatus>();
    await imports.waitForJob(jobId, 60_000);
    expect((await status(uploadId)).json<ImageUploadStatus>()).toMatchObject({
      status: 'completed',
      files: 8,
      count: 3 + 4,
      report: { pictures: { applied: 3 + 3, unmatched: 1, unreadable: 1 } },
    });
    const rows = await pictures();
    for (const id of ['p-space', 'p-cp866', 'p-name']) expect(rows[id]!.image, id).toBeNull();
    for (const id of ['007821', 'p-article', 'p-shared-1', 'p-shared-2'])
      expect(rows[id]!.image, id).not.toBeNull();
    expect(existsSync(path)).toBe(false);
  });

  it('runs one pictures archive at a time and refuses a repeated uploadId', async () => {
    const { imports } = ctx.app.services;
    await imports.stop();
    try {
      expect((await postArchive(buildZip(fullArchive()))).statusCode).toBe(202);
      const second = await postArchive(buildZip(fullArchive()));
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'IMPORT_RUNNING', error: TEXTS.errors.importRunning });
    } finally {
      // the queued archive is not run: ended as if it had failed, its upload removed
      const [queued] = await rawRows<{ file_path: string }>(
        ctx.database.db,
        sql`update import_jobs set status = 'failed' where kind = 'images' returning file_path`,
      );
      rmSync(queued!.file_path, { force: true });
      imports.start();
    }
    const [used] = await rawRows<{ upload_id: string }>(
      ctx.database.db,
      sql`select upload_id from import_jobs where kind = 'images'`,
    );
    const repeated = await postArchive(buildZip(fullArchive()), { uploadId: used!.upload_id });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json()).toMatchObject({ code: 'CONFLICT', error: T.uploadIdTaken });
    // sent after the file, the id is checked when the job is queued: the same answer, no file left
    const boundary = 'zz-file-first';
    const fileFirst = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
      buildZip(fullArchive()),
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="uploadId"\r\n\r\n${used!.upload_id}\r\n--${boundary}--\r\n`,
      ),
    ]);
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/import/images',
      payload: fileFirst,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...admin.headers },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CONFLICT', error: T.uploadIdTaken });
    expect(readdirSync(join(ctx.config.dataDir, 'imports'))).toEqual([]);
  });
});

describe('unsafe archives are refused whole, before any picture is written', () => {
  beforeEach(resetCatalogue);

  const zeros = Buffer.alloc(20 * 1024 * 1024);

  it.each([
    [
      'zip-slip',
      [{ name: 'import_files/../../etc/evil.jpg', data: red }],
      T.unsafePath('import_files/../../etc/evil.jpg'),
    ],
    ['zip-slip with backslashes', [{ name: '..\\evil.jpg', data: red }], T.unsafePath('..\\evil.jpg')],
    ['an absolute path', [{ name: '/etc/evil.jpg', data: red }], T.absolutePath('/etc/evil.jpg')],
    ['a drive letter', [{ name: 'C:\\evil.jpg', data: red }], T.absolutePath('C:\\evil.jpg')],
    [
      'a symbolic link',
      [{ name: 'import_files/ab/Фото товара 1.jpg', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 }],
      T.symlink('import_files/ab/Фото товара 1.jpg'),
    ],
    ['an encrypted entry', [{ name: 'secret.jpg', data: red, encrypted: true }], T.encrypted('secret.jpg')],
    [
      'a bomb by its headers (ratio)',
      [{ name: 'import_files/ab/Фото товара 1.jpg', data: zeros }],
      T.packedTooTightly('import_files/ab/Фото товара 1.jpg', 100),
    ],
    [
      'a bomb whose headers lie (the bytes really unpacked are counted)',
      [{ name: 'import_files/ab/Фото товара 1.jpg', data: zeros, declaredSize: 30_000 }],
      T.unpacksLarger('import_files/ab/Фото товара 1.jpg'),
    ],
  ] as [string, ZipEntrySpec[], string][])('%s', async (_name, entries, message) => {
    // a good picture too: with the refusal nothing of the archive is applied
    const done = await importArchive([...entries, { name: 'import_files/gh/common.jpg', data: red }]);
    expect(done).toMatchObject({ status: 'failed', error: message, count: 0 });
    const rows = await pictures();
    expect(Object.values(rows).every((row) => row.image === null)).toBe(true);
    expect(readdirSync(join(ctx.config.dataDir, 'imports'))).toEqual([]);
  });

  it('refuses an archive of more than 200,000 entries', async () => {
    const entries: ZipEntrySpec[] = Array.from({ length: 200_001 }, (_, i) => ({
      name: `f${i}`,
      method: 'store',
    }));
    const done = await importArchive(entries);
    expect(done).toMatchObject({ status: 'failed', error: T.tooManyEntries(200_000), files: 0 });
  });

  it('fails a damaged archive with a clear reason; an empty one changes nothing', async () => {
    const empty = await importArchive([]);
    expect(empty).toMatchObject({ status: 'completed', count: 0, files: 0 });
    const zip = buildZip(fullArchive());
    const res = await postArchive(zip.subarray(0, zip.length - 30));
    const queued = res.json<ImageUploadQueued>();
    await ctx.app.services.imports.waitForJob(queued.jobId, 60_000);
    expect((await status(queued.uploadId)).json()).toMatchObject({
      status: 'failed',
      error: T.damaged('images.zip'),
    });
  });
});

describe('the upload is checked before it is queued', () => {
  it('refuses a file that is not a ZIP (415), another extension (415), a missing or bad uploadId (400)', async () => {
    const fake = await postArchive(Buffer.from('PK? no, plain text'.repeat(100)));
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', error: T.notZip('images.zip') });

    const rar = await postArchive(buildZip(fullArchive()), { filename: 'images.rar' });
    expect(rar.statusCode).toBe(415);
    expect(rar.json()).toMatchObject({ error: TEXTS.validation.zipFileType });

    const missing = await postArchive(buildZip(fullArchive()), { uploadId: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { uploadId: T.uploadIdInvalid },
    });

    const unsafe = await postArchive(buildZip(fullArchive()), { uploadId: '../../etc' });
    expect(unsafe.statusCode).toBe(400);
    const badStatus = await status('bad%20id!');
    expect(badStatus.statusCode).toBe(400);
    expect(readdirSync(join(ctx.config.dataDir, 'imports'))).toEqual([]);
  });

  it('is for admins only: 403 for a customer, 401 for a guest', async () => {
    const zip = buildZip(fullArchive());
    expect((await postArchive(zip, { headers: customer.headers })).statusCode).toBe(403);
    expect((await postArchive(zip, { headers: {} })).statusCode).toBe(401);
    expect((await status(newUploadId(), customer.headers)).statusCode).toBe(403);
    expect((await status(newUploadId(), {})).statusCode).toBe(401);
  });
});
