import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCommerceMl } from './commerceml.js';
import type { CommerceMlRecord, XmlLimits } from './types.js';
import { ImportParseError } from './types.js';

const FIXTURES = fileURLToPath(new URL('../../../../test/fixtures/commerceml/', import.meta.url));
const ROOT_OPEN = '<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.07">';
const ROOT_CLOSE = '</КоммерческаяИнформация>';

async function collect(
  chunks: (string | Buffer)[],
  limits?: Partial<XmlLimits>,
  fileName = 'test.xml',
): Promise<CommerceMlRecord[]> {
  const records: CommerceMlRecord[] = [];
  const input = Readable.from(
    chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)),
  );
  for await (const record of readCommerceMl(input, { fileName, limits })) records.push(record);
  return records;
}

async function failure(chunks: (string | Buffer)[], limits?: Partial<XmlLimits>): Promise<ImportParseError> {
  try {
    await collect(chunks, limits);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportParseError);
    return error as ImportParseError;
  }
  throw new Error('the file was accepted');
}

describe('refused files', () => {
  it('refuses a DOCTYPE with an internal subset (XXE) in Russian', async () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n${ROOT_OPEN}&xxe;${ROOT_CLOSE}`;
    const error = await failure([xxe]);
    expect(error.message).toContain('«test.xml»');
    expect(error.message).toContain('отклонён');
    expect(error.message).toContain('DOCTYPE');
  });

  it('refuses a DOCTYPE right after the BOM in the first chunk', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const error = await failure([Buffer.concat([bom, Buffer.from(`<!DOCTYPE x>${ROOT_OPEN}${ROOT_CLOSE}`)])]);
    expect(error.message).toContain('DOCTYPE');
  });

  it('refuses a DOCTYPE anywhere, also split across chunks and in lower case', async () => {
    const filler = `${ROOT_OPEN}<Классификатор>${'<Ид>1</Ид>\n'.repeat(10_000)}`;
    await expect(collect([filler, '<!DOC', 'TYPE x>', `</Классификатор>${ROOT_CLOSE}`])).rejects.toThrow(
      /DOCTYPE/,
    );
    await expect(collect([`<!doctype x>${ROOT_OPEN}${ROOT_CLOSE}`])).rejects.toThrow(/DOCTYPE/);
  });

  it('refuses an entity bomb before expanding anything', async () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join(
      '',
    );
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${lol}]>${ROOT_OPEN}&lol9;${ROOT_CLOSE}`;
    const before = process.memoryUsage().rss;
    await expect(collect([bomb])).rejects.toThrow(/DOCTYPE/);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024); // expanded, it would be gigabytes
  });

  it('refuses an undefined entity, naming the line', async () => {
    const error = await failure([
      `${ROOT_OPEN}\n<Классификатор>\n<Ид>&nbsp;1</Ид>\n</Классификатор>${ROOT_CLOSE}`,
    ]);
    expect(error.message).toMatch(/строка 3: .*неизвестная XML-сущность/);
    expect(error.line).toBe(3);
  });

  it('refuses nesting deeper than the limit', async () => {
    const deep = `${ROOT_OPEN}${'<a>'.repeat(40)}x${'</a>'.repeat(40)}${ROOT_CLOSE}`;
    expect((await failure([deep])).message).toContain('вложенность элементов больше 32');
    const shallow = `${ROOT_OPEN}${'<a>'.repeat(6)}x${'</a>'.repeat(6)}${ROOT_CLOSE}`;
    expect((await failure([shallow], { maxDepth: 5 })).message).toContain('больше 5');
  });

  it('refuses an over-long text node, also when it arrives in many chunks', async () => {
    const long = `${ROOT_OPEN}<Каталог><Товары><Товар><Ид>1</Ид><Описание>${'я'.repeat(2000)}</Описание></Товар></Товары></Каталог>${ROOT_CLOSE}`;
    expect((await failure([long], { maxTextLength: 1000 })).message).toContain('длиннее 1000 символов');
    const chunks = [
      `${ROOT_OPEN}<Каталог><Описание>`,
      ...Array.from({ length: 40 }, () => 'ж'.repeat(32 * 1024)),
    ];
    const error = await failure(chunks);
    expect(error.message).toContain(`длиннее ${1024 * 1024} символов`);
  });

  it('refuses an over-long attribute value', async () => {
    const attribute = `${ROOT_OPEN}<Склад ИдСклада="${'x'.repeat(2000)}"/>${ROOT_CLOSE}`;
    expect((await failure([attribute], { maxTextLength: 1000 })).message).toContain('длиннее 1000');
  });

  it('refuses more elements than the limit, and a record with too many elements', async () => {
    const many = `${ROOT_OPEN}${'<Ид>1</Ид>'.repeat(20)}${ROOT_CLOSE}`;
    expect((await failure([many], { maxElements: 10 })).message).toContain('больше 10 элементов');
    const product = `${ROOT_OPEN}<Каталог><Товары><Товар>${'<Штрихкод>1</Штрихкод>'.repeat(20)}</Товар></Товары></Каталог>${ROOT_CLOSE}`;
    expect((await failure([product], { maxElementsPerRecord: 10 })).message).toContain('в одной записи');
  });

  it('reports a truncated file with its name and line', async () => {
    const full = readFileSync(`${FIXTURES}import0_1.xml`);
    const error = await failure([full.subarray(0, Math.floor(full.length / 2))]);
    expect(error.message).toMatch(/^Файл «test\.xml», строка \d+: файл обрывается — не закрыт элемент <\S+>/);
    expect(error.line).toBeGreaterThan(5000);
  });

  it('reports a file cut inside a tag', async () => {
    const error = await failure([`${ROOT_OPEN}<Каталог><Товары><Товар><Ид>1</Ид><Наимен`]);
    expect(error.message).toContain('файл обрывается');
  });

  it.each([
    ['plain text', 'просто текст, а не XML'],
    ['JSON', '{"products": []}'],
    ['a ZIP archive', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0xff, 0xfe])],
    ['a PNG picture', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['an empty file', Buffer.alloc(0)],
    ['whitespace', '  \r\n  '],
  ])('says %s is not XML', async (_label, content) => {
    const error = await failure([content]);
    expect(error.message).toBe(
      'Файл «test.xml»: это не XML-файл. Загрузите файл обмена, выгруженный из 1С (import.xml, offers.xml).',
    );
  });

  it('says an XML file of another kind is not CommerceML', async () => {
    const error = await failure(['<?xml version="1.0"?><html><body/></html>']);
    expect(error.message).toContain('корневой элемент <html>');
  });

  it('reports malformed markup with the line', async () => {
    const error = await failure([`${ROOT_OPEN}\n<Каталог>\n<Товары></Каталог>\n${ROOT_CLOSE}`]);
    expect(error.message).toMatch(
      /строка 3: ошибка в разметке XML \(закрывающий тег не соответствует открывающему\)/,
    );
  });

  it('reports a missing file in Russian', async () => {
    const reading = readCommerceMl('/nonexistent/dir/import.xml', { fileName: 'import.xml' });
    await expect(reading.next()).rejects.toThrow(/Файл «import\.xml»: не удалось прочитать файл \(ENOENT\)/);
  });
});

describe('repaired files', () => {
  it('replaces XML-forbidden control characters (raw and as references) and warns once', async () => {
    const xml = `${ROOT_OPEN}<Каталог><Товары><Товар><Ид>1</Ид><Наименование>Кирпич\u000bкрасный&#11;М150\u0001</Наименование></Товар></Товары></Каталог>${ROOT_CLOSE}`;
    const records = await collect([xml]);
    const product = records.find((r) => r.kind === 'product');
    expect(product?.kind === 'product' && product.product.name).toBe('Кирпич красный М150');
    const issues = records.filter((r) => r.kind === 'issue');
    expect(issues).toHaveLength(1);
    expect(issues[0]?.kind === 'issue' && issues[0].issue.message).toContain('управляющих символов');
  });

  it('repairs a character reference cut by a chunk boundary', async () => {
    const records = await collect([
      `${ROOT_OPEN}<Каталог><Товары><Товар><Ид>1</Ид><Наименование>А&#`,
      `11;Б &amp`,
      `; В</Наименование></Товар></Товары></Каталог>${ROOT_CLOSE}`,
    ]);
    const product = records.find((r) => r.kind === 'product');
    expect(product?.kind === 'product' && product.product.name).toBe('А Б & В');
  });
});
