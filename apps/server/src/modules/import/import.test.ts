import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEXTS } from '@shop/shared/texts';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import type { ImportJob, ImportResult } from '@shop/shared/import/schemas';
import { buildTestApp, multipartForm, rawRows, type TestContext } from '../../../test/helpers.js';
import { createUsers, type TestUser } from '../../../test/orders-fixtures.js';

const FIXTURES = new URL('../../../test/fixtures/commerceml/', import.meta.url);
const catalogueXml = readFileSync(new URL('import0_1.xml', FIXTURES));

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await createUsers(ctx, ['import-admin'], 'admin'))[0]!;
  customer = (await createUsers(ctx, ['import-customer']))[0]!;
});
afterAll(() => ctx.close());

async function resetCatalogue() {
  await ctx.database.db.execute(sql`delete from import_jobs`);
  await ctx.database.db.execute(sql`delete from products`);
  await ctx.database.db.execute(sql`delete from categories`);
}

function upload(
  data: Buffer,
  { filename = 'import0_1.xml', isCategorized = 'false', headers = admin.headers } = {},
) {
  const form = multipartForm({ isCategorized }, { name: 'file', data, filename, contentType: 'text/xml' });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/import/import0_1',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

const count = async (query: ReturnType<typeof sql>) =>
  (await rawRows<{ n: number }>(ctx.database.db, query))[0]!.n;

/** Every imported product and category as the shop keeps them, to compare two imports. */
const catalogueState = () =>
  rawRows(
    ctx.database.db,
    sql`select p.external_id, p.name, p.article, p.description, p.barcode, p.unit_code, p.unit_name,
        p.properties, p.image_source, p.published, c.external_id as category
      from products p left join categories c on c.id = p.category_id order by p.external_id`,
  );

const uploadsLeft = () => {
  try {
    return readdirSync(join(ctx.config.dataDir, 'imports'));
  } catch {
    return [];
  }
};

const SWEET = 'cbcf4968-55bc-11d9-848a-00112f43529a';
const PROPERTIES_OF_SWEET = [
  { name: 'Производитель', value: 'АОЗТ "Кондитерский комбинат"' },
  { name: 'Вид товара', value: 'Конфеты' },
  { name: 'Канал сбыта', value: 'Розница' },
];

/** The fixture with the sweet's properties, or its picture, changed by `edit` of its <Товар> element. */
function withSweet(edit: (product: string) => string): Buffer {
  const xml = catalogueXml.toString('utf8');
  const start = xml.lastIndexOf('<Товар>', xml.indexOf(`<Ид>${SWEET}</Ид>`, xml.indexOf('<Товары>')));
  const end = xml.indexOf('</Товар>', start) + '</Товар>'.length;
  return Buffer.from(xml.slice(0, start) + edit(xml.slice(start, end)) + xml.slice(end));
}

const sweetRow = async () =>
  (
    await rawRows<{ properties: unknown; image_source: string | null }>(
      ctx.database.db,
      sql`select properties, image_source from products where external_id = ${SWEET}`,
    )
  )[0]!;

describe('POST /api/import/import0_1 (CommerceML catalogue)', () => {
  beforeEach(resetCatalogue);

  it('imports the fixture: 15 groups as a category tree, 228 products by Ид, unpublished until priced', async () => {
    const res = await upload(catalogueXml);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ImportResult>();
    expect(body).toMatchObject({ count: 228, categories: 15, status: 'completed' });
    expect(body.report).toMatchObject({ processed: 228, created: 228, updated: 0, unpublished: 0 });
    const clashes = body.report!.errors.filter((e) => e.message.startsWith('Артикул'));
    expect(clashes).toHaveLength(3);

    expect(await count(sql`select count(*)::int as n from categories where external_id is not null`)).toBe(
      15,
    );
    expect(await count(sql`select count(*)::int as n from categories where parent_id is null`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from products where external_id is not null`)).toBe(228);
    expect(await count(sql`select count(*)::int as n from products where published`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from products where category_id is null`)).toBe(0);
    const [sweet] = await rawRows<{ name: string; article: string; unit_code: string; unit_name: string }>(
      ctx.database.db,
      sql`select name, article, unit_code, unit_name from products
        where external_id = 'cbcf4968-55bc-11d9-848a-00112f43529a'`,
    );
    expect(sweet).toEqual({
      name: 'Барбарис (конфеты)',
      article: 'Арт-7777',
      unit_code: '166',
      unit_name: 'кг',
    });
    expect(await sweetRow()).toEqual({ properties: PROPERTIES_OF_SWEET, image_source: null });
    expect(uploadsLeft()).toEqual([]);
  });

  it('is idempotent: the same file twice gives the same catalogue and creates nothing the second time', async () => {
    expect((await upload(catalogueXml)).statusCode).toBe(200);
    const before = await catalogueState();
    const again = await upload(catalogueXml, { isCategorized: 'true' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ImportResult>()).toMatchObject({
      count: 228,
      categories: 0,
      report: { created: 0, updated: 0, skipped: 228 },
    });
    expect(await catalogueState()).toEqual(before);
    expect(await count(sql`select count(*)::int as n from categories`)).toBe(15);
  });

  it('skips unchanged records, yet applies again what was changed since by anyone else', async () => {
    expect((await upload(catalogueXml)).statusCode).toBe(200);
    const before = await catalogueState();
    await ctx.database.db.execute(
      sql`update products set name = 'Переименован', properties = '[]' where external_id = ${SWEET}`,
    );
    await ctx.database.db.execute(sql`update products set price = 10, stock_quantity = 5, published = true`);
    const [group] = await rawRows<{ id: number; external_id: string; n: number }>(
      ctx.database.db,
      sql`select c.id, c.external_id, count(*)::int as n from categories c join products p on p.category_id = c.id
        where not exists (select 1 from categories k where k.parent_id = c.id)
          and c.id <> (select category_id from products where external_id = ${SWEET})
        group by c.id order by count(*) desc limit 1`,
    );
    await ctx.database.db.execute(sql`delete from categories where id = ${group!.id}`);

    const again = await upload(catalogueXml);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ImportResult>().report).toMatchObject({ created: 0, updated: group!.n + 1 });
    const after = await catalogueState();
    expect(after).toEqual(before.map((row) => ({ ...(row as object), published: true })));
    const third = await upload(catalogueXml);
    expect(third.json<ImportResult>().report).toMatchObject({ created: 0, updated: 0, skipped: 228 });
  });

  it('keeps the first picture path (spaces, Cyrillic) and the properties; a file without them keeps the stored ones', async () => {
    const picture = 'import_files/cb/Фото конфет 01.jpg';
    const withPicture = withSweet((product) =>
      product.replace(
        '<Описание/>',
        `<Описание/><Картинка>${picture}</Картинка><Картинка>import_files/cb/2.jpg</Картинка>`,
      ),
    );
    expect((await upload(withPicture)).statusCode).toBe(200);
    expect(await sweetRow()).toEqual({ properties: PROPERTIES_OF_SWEET, image_source: picture });

    const bare = withSweet((product) => product.replace(/<ЗначенияСвойств>[\s\S]*<\/ЗначенияСвойств>/, ''));
    const again = await upload(bare);
    expect(again.json<ImportResult>().report).toMatchObject({ created: 0, updated: 0 });
    expect(await sweetRow()).toEqual({ properties: PROPERTIES_OF_SWEET, image_source: picture });

    const oneProperty = withSweet((product) =>
      product.replace(
        /<ЗначенияСвойства>[\s\S]*?<\/ЗначенияСвойства>\s*<ЗначенияСвойства>[\s\S]*?<\/ЗначенияСвойства>/,
        '',
      ),
    );
    const changed = await upload(oneProperty);
    expect(changed.json<ImportResult>().report).toMatchObject({ created: 0, updated: 1 });
    expect((await sweetRow()).properties).toEqual([PROPERTIES_OF_SWEET[2]]);
  });

  it('unpublishes a product marked deleted (Статус="Удален"), never deletes it', async () => {
    expect((await upload(catalogueXml)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update products set published = true`);
    const marked = Buffer.from(catalogueXml.toString('utf8').replace('<Товар>', '<Товар Статус="Удален">'));
    const res = await upload(marked);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>().report).toMatchObject({ created: 0, updated: 1, unpublished: 1 });
    expect(await count(sql`select count(*)::int as n from products`)).toBe(228);
    expect(await count(sql`select count(*)::int as n from products where not published`)).toBe(1);
  });

  it('puts a product without a group into «Без категории» only when isCategorized', async () => {
    const ungrouped = Buffer.from(
      catalogueXml.toString('utf8').replace(/<Группы>\s*<Ид>[^<]*<\/Ид>\s*<\/Группы>/, ''),
    );
    const plain = await upload(ungrouped);
    expect(plain.json<ImportResult>().categories).toBe(15);
    expect(await count(sql`select count(*)::int as n from products where category_id is null`)).toBe(1);
    await resetCatalogue();
    const categorized = await upload(ungrouped, { isCategorized: 'true' });
    expect(categorized.json<ImportResult>().categories).toBe(16);
    expect(
      await count(sql`select count(*)::int as n from products p join categories c on c.id = p.category_id
        where c.name = 'Без категории'`),
    ).toBe(1);
  });

  it('refuses a second catalogue import while one is queued or running (409)', async () => {
    await ctx.database.db.execute(
      sql`insert into import_jobs (id, kind, status) values (${randomUUID()}, 'commerceml', 'running')`,
    );
    const res = await upload(catalogueXml);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'IMPORT_RUNNING', error: TEXTS.errors.importRunning });
    expect(uploadsLeft()).toEqual([]);
  });

  it('lets admins only: 401 without a token, 403 for a customer', async () => {
    expect((await upload(catalogueXml, { headers: {} })).statusCode).toBe(401);
    const res = await upload(catalogueXml, { headers: customer.headers });
    expect(res.statusCode).toBe(403);
    expect(await count(sql`select count(*)::int as n from import_jobs`)).toBe(0);
  });

  it('checks the type by extension and by content (spec §5), and needs a file', async () => {
    const wrongName = await upload(catalogueXml, { filename: 'catalogue.txt' });
    expect(wrongName.statusCode).toBe(415);
    expect(wrongName.json().error).toBe(TEXTS.validation.importFileType);

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notXml = await upload(png, { filename: 'import.xml' });
    expect(notXml.statusCode).toBe(415);
    expect(notXml.json().error).toBe(IMPORT_TEXTS.xml.notXml('import.xml'));

    const form = multipartForm({ isCategorized: 'true' });
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/import/import0_1',
      payload: form.payload,
      headers: { ...form.headers, ...admin.headers },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe(TEXTS.validation.fileNotSelected);

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/import/import0_1',
      payload: {},
      headers: admin.headers,
    });
    expect(json.statusCode).toBe(415);
    expect(uploadsLeft()).toEqual([]);
  });

  it('streams a file larger than the JSON body limit to disk, and answers a broken form with 400', async () => {
    const padded = Buffer.concat([catalogueXml, Buffer.from('<!-- padding -->\n'.repeat(130_000))]);
    const res = await upload(padded);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>().count).toBe(228);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/import/import0_1',
      payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.xml"\r\n\r\n<a',
      headers: { 'content-type': 'multipart/form-data; boundary=zz', ...admin.headers },
    });
    expect(broken.statusCode).toBe(400);
    expect(uploadsLeft()).toEqual([]);
  });

  it('fails a broken file with the parser message and leaves the catalogue as it was', async () => {
    const cut = catalogueXml.subarray(0, Math.floor(catalogueXml.length / 2));
    const res = await upload(cut);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IMPORT_FAILED');
    expect(res.json().error).toContain('обрывается');
    expect(await count(sql`select count(*)::int as n from products`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from categories`)).toBe(0);
  });
});

describe('import jobs', () => {
  beforeEach(resetCatalogue);

  it('lists past imports newest first and shows one with its phase, percent and report', async () => {
    const first = (await upload(catalogueXml)).json<ImportResult>();
    const second = (await upload(catalogueXml)).json<ImportResult>();
    const list = await ctx.app.inject({ url: '/api/import/jobs', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ jobs: ImportJob[] }>().jobs;
    expect(listed.map((job) => job.id)).toEqual([second.jobId, first.jobId]);
    // the list counts the problems (3 article clashes); the job itself lists them
    expect(listed[1]!.report).toMatchObject({ created: 228, errors: [], omittedErrors: 3 });
    const one = await ctx.app.inject({ url: `/api/import/jobs/${first.jobId}`, headers: admin.headers });
    expect(one.json<ImportJob>().report!.errors).toHaveLength(3);
    expect(one.json<ImportJob>()).toMatchObject({
      status: 'completed',
      phase: 'done',
      percent: 100,
      fileName: 'import0_1.xml',
      report: { created: 228 },
    });
    const unknown = await ctx.app.inject({ url: `/api/import/jobs/${randomUUID()}`, headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
  });

  /** A job left 'running' by a process that died: its lease has expired. */
  async function abandonedJob(fields: { attempts: number; appliedCount?: number; report?: object }) {
    const dir = join(ctx.config.dataDir, 'imports');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${randomUUID()}.xml`);
    copyFileSync(new URL('import0_1.xml', FIXTURES), path);
    const id = randomUUID();
    await ctx.database.db.execute(
      sql`insert into import_jobs (id, kind, status, phase, file_name, file_path, attempts, applied_count,
          report, locked_by, locked_until, started_at)
        values (${id}, 'commerceml', 'running', 'applying', 'import0_1.xml', ${path}, ${fields.attempts},
          ${fields.appliedCount ?? 0}, ${fields.report ? JSON.stringify(fields.report) : null}::jsonb,
          'dead-process', now() - interval '1 minute', now())`,
    );
    return id;
  }

  const jobOf = async (id: string) =>
    (await ctx.app.inject({ url: `/api/import/jobs/${id}`, headers: admin.headers })).json<ImportJob>();

  it('resumes a job whose process died, from its checkpoint, and never leaves it running', async () => {
    const report = {
      processed: 200,
      created: 200,
      updated: 0,
      unpublished: 0,
      skipped: 0,
      categoriesCreated: 15,
      errors: [],
      omittedErrors: 0,
    };
    // the state the dead process committed: the groups and the first 200 products of the file
    expect((await upload(catalogueXml)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`delete from import_jobs`);
    const fileOrder = [...catalogueXml.toString('utf8').matchAll(/<Товар>\s*<Ид>([^<]+)<\/Ид>/g)].map(
      (m) => m[1]!,
    );
    expect(fileOrder).toHaveLength(228);
    const notYetApplied = `{${fileOrder.slice(200).join(',')}}`;
    await ctx.database.db.execute(
      sql`delete from products where external_id = any(${notYetApplied}::text[])`,
    );
    const id = await abandonedJob({ attempts: 1, appliedCount: 200, report });
    await ctx.app.services.imports.runNextJob();
    const job = await jobOf(id);
    expect(job).toMatchObject({ status: 'completed', percent: 100 });
    // the checkpoint's counts kept, the last 28 products applied now, nothing counted twice
    expect(job.report).toMatchObject({ processed: 228, created: 228, skipped: 0, categoriesCreated: 15 });
    expect(await count(sql`select count(*)::int as n from products`)).toBe(228);
    expect(uploadsLeft()).toEqual([]);
  });

  it('fails a job whose lease kept expiring, with a reason, instead of leaving it running', async () => {
    const id = await abandonedJob({ attempts: 3 });
    await ctx.app.services.imports.runNextJob();
    const job = await jobOf(id);
    expect(job).toMatchObject({ status: 'failed', phase: 'done', error: IMPORT_TEXTS.jobs.interrupted(3) });
    expect(await count(sql`select count(*)::int as n from products`)).toBe(0);
    // the lane is free again
    expect((await upload(catalogueXml)).statusCode).toBe(200);
  });

  it('skips a job another live process holds (its lease is current)', async () => {
    const id = await abandonedJob({ attempts: 1 });
    await ctx.database.db.execute(
      sql`update import_jobs set locked_until = now() + interval '1 minute' where id = ${id}`,
    );
    await ctx.app.services.imports.runNextJob();
    expect((await jobOf(id)).status).toBe('running');
    expect(await count(sql`select count(*)::int as n from products`)).toBe(0);
  });
});
