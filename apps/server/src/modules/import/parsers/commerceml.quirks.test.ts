/**
 * One hand-made input per quirk seen in real 1C exports (docs/commerceml.md §3–§7), built here as
 * strings and bytes.
 */
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { choosePriceType, detectCommerceMlKind, PropertyDictionary, readCommerceMl } from './commerceml.js';
import type { CommerceMlRecord, ImportIssue, ParsedOffer, ParsedPriceType, ParsedProduct } from './types.js';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function doc(
  body: string,
  options: { ns?: string | null; version?: string; declaration?: string } = {},
): string {
  const ns = options.ns === undefined ? 'urn:1C.ru:commerceml_2' : options.ns;
  const xmlns = ns === null ? '' : ` xmlns="${ns}"`;
  const declaration = options.declaration ?? '<?xml version="1.0" encoding="UTF-8"?>';
  return `${declaration}\n<КоммерческаяИнформация${xmlns} ВерсияСхемы="${options.version ?? '2.07'}" ДатаФормирования="2024-05-14T10:20:00">\n${body}\n</КоммерческаяИнформация>\n`;
}

const catalog = (products: string, attributes = ' СодержитТолькоИзменения="false"') =>
  `<Каталог${attributes}><Ид>c</Ид><Товары>\n${products}\n</Товары></Каталог>`;
const offersPackage = (offers: string, head = '') =>
  `<ПакетПредложений СодержитТолькоИзменения="false"><Ид>c#</Ид>${head}<Предложения>\n${offers}\n</Предложения></ПакетПредложений>`;
const product = (id: string, inner = '') =>
  `<Товар><Ид>${id}</Ид><Наименование>Товар ${id}</Наименование>${inner}</Товар>`;

async function collect(
  input: string | Buffer | (string | Buffer)[],
  options: { fileName?: string; properties?: PropertyDictionary } = {},
): Promise<CommerceMlRecord[]> {
  const chunks = (Array.isArray(input) ? input : [input]).map((c) =>
    typeof c === 'string' ? Buffer.from(c) : c,
  );
  const records: CommerceMlRecord[] = [];
  for await (const record of readCommerceMl(Readable.from(chunks), {
    fileName: options.fileName ?? 'test.xml',
    properties: options.properties,
  })) {
    records.push(record);
  }
  return records;
}

/** A buffer cut into pieces of `size` bytes: letters split across chunks. */
function pieces(buffer: Buffer, size: number): Buffer[] {
  const result: Buffer[] = [];
  for (let at = 0; at < buffer.length; at += size) result.push(buffer.subarray(at, at + size));
  return result;
}

const productsOf = (records: CommerceMlRecord[]): ParsedProduct[] =>
  records.flatMap((r) => (r.kind === 'product' ? [r.product] : []));
const offersOf = (records: CommerceMlRecord[]): ParsedOffer[] =>
  records.flatMap((r) => (r.kind === 'offer' ? [r.offer] : []));
const issuesOf = (records: CommerceMlRecord[]): ImportIssue[] =>
  records.flatMap((r) => (r.kind === 'issue' ? [r.issue] : []));

async function oneProduct(inner: string, id = 'p1'): Promise<ParsedProduct> {
  const products = productsOf(await collect(doc(catalog(product(id, inner)))));
  expect(products).toHaveLength(1);
  return products[0]!;
}

async function oneOffer(inner: string, id = 'p1'): Promise<{ offer: ParsedOffer; issues: ImportIssue[] }> {
  const records = await collect(doc(offersPackage(`<Предложение><Ид>${id}</Ид>${inner}</Предложение>`)));
  const offers = offersOf(records);
  expect(offers).toHaveLength(1);
  return { offer: offers[0]!, issues: issuesOf(records) };
}

describe('encodings and layout', () => {
  const body = catalog(
    `${product('1', '<Артикул>Арт-1</Артикул>')}\n${product('2', '<Описание>Цемент «М500», ёмкость 50 кг</Описание>')}`,
  );

  it('reads UTF-8 with a BOM and CRLF line ends, with right line numbers', async () => {
    const text = doc(body).replace(/\n/g, '\r\n');
    const records = await collect(Buffer.concat([BOM, Buffer.from(text)]));
    expect(records[0]).toMatchObject({ kind: 'document', encoding: 'utf-8', schemaVersion: '2.07' });
    const products = productsOf(records);
    expect(products.map((p) => p.line)).toEqual([4, 5]);
    expect(products[1]?.description).toBe('Цемент «М500», ёмкость 50 кг');
  });

  it('reads windows-1251 without a BOM, declared, with letters split across chunks', async () => {
    const declaration = '<?xml version="1.0" encoding="windows-1251"?>';
    const bytes = iconv.encode(doc(body, { declaration }), 'win1251');
    const records = await collect(pieces(bytes, 7));
    expect(records[0]).toMatchObject({ kind: 'document', encoding: 'windows-1251' });
    expect(productsOf(records).map((p) => p.name)).toEqual(['Товар 1', 'Товар 2']);
    expect(productsOf(records)[1]?.description).toBe('Цемент «М500», ёмкость 50 кг');
    expect(issuesOf(records)).toEqual([]);
  });

  it('keeps UTF-8 letters split across 1-byte chunks intact', async () => {
    const records = await collect(pieces(Buffer.concat([BOM, Buffer.from(doc(body))]), 1));
    expect(productsOf(records)[1]?.description).toBe('Цемент «М500», ёмкость 50 кг');
  });

  it('reads windows-1251 bytes declared as UTF-8 (or undeclared) as windows-1251, with a warning', async () => {
    for (const declaration of ['<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0"?>']) {
      const records = await collect(iconv.encode(doc(body, { declaration }), 'win1251'));
      expect(records[0]).toMatchObject({ kind: 'document', encoding: 'windows-1251' });
      expect(productsOf(records)[0]?.name).toBe('Товар 1');
      expect(issuesOf(records)[0]?.message).toContain('прочитан как windows-1251');
    }
  });

  it('reads UTF-8 bytes declared as windows-1251 as UTF-8, with a warning', async () => {
    const declaration = '<?xml version="1.0" encoding="windows-1251"?>';
    const records = await collect(Buffer.from(doc(body, { declaration })));
    expect(records[0]).toMatchObject({ kind: 'document', encoding: 'utf-8' });
    expect(productsOf(records)[0]?.name).toBe('Товар 1');
    expect(issuesOf(records)[0]?.message).toContain('прочитан как utf-8');
  });

  it('reads UTF-16 with a BOM', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(doc(body), 'utf16le')]);
    expect(productsOf(await collect(bytes)).map((p) => p.name)).toEqual(['Товар 1', 'Товар 2']);
  });

  it('reads a whole file on one line, and on two lines', async () => {
    const oneLine = doc(body).replace(/\n/g, '');
    const records = await collect(oneLine);
    expect(productsOf(records).map((p) => p.line)).toEqual([1, 1]);
    const twoLines = oneLine.replace('<КоммерческаяИнформация', '\n<КоммерческаяИнформация');
    expect(productsOf(await collect(twoLines)).map((p) => p.line)).toEqual([2, 2]);
  });

  it('still reports a line for problems in a one-line file', async () => {
    const oneLine = doc(catalog(`${product('1')}${product('1')}`)).replace(/\n/g, '');
    expect(issuesOf(await collect(oneLine))[0]?.line).toBe(1);
  });
});

describe('namespaces: elements are matched by local name', () => {
  const body = `<Классификатор><Группы><Группа><Ид>g1</Ид><Наименование>Группа</Наименование></Группа></Группы></Классификатор>${catalog(product('1', '<Группы><Ид>g1</Ид></Группы>'))}`;

  it.each([
    ['urn:1C.ru:commerceml_2', '2.07'],
    ['urn:1C.ru:commerceml_205', '2.05'],
    ['urn:1C.ru:commerceml_210', '2.08'],
    ['urn:1C.ru:commerceml_210', '2.10'],
    ['urn:1C.ru:commerceml_3', '3.1'],
    [null, '2.04'],
  ])('%s (ВерсияСхемы %s)', async (ns, version) => {
    const records = await collect(doc(body, { ns, version }));
    expect(records[0]).toMatchObject({ kind: 'document', namespace: ns, schemaVersion: version });
    expect(records.filter((r) => r.kind === 'group')).toHaveLength(1);
    expect(productsOf(records)[0]).toMatchObject({ externalId: '1', groupExternalIds: ['g1'] });
  });

  it('with a prefix', async () => {
    const prefixed = `<?xml version="1.0"?><cml:КоммерческаяИнформация xmlns:cml="urn:1C.ru:commerceml_210" ВерсияСхемы="2.10"><cml:Каталог><cml:Товары><cml:Товар><cml:Ид>1</cml:Ид><cml:Наименование>Кирпич</cml:Наименование></cml:Товар></cml:Товары></cml:Каталог></cml:КоммерческаяИнформация>`;
    const records = await collect(prefixed);
    expect(records[0]).toMatchObject({ namespace: 'urn:1C.ru:commerceml_210' });
    expect(productsOf(records)[0]?.name).toBe('Кирпич');
  });
});

describe('ids', () => {
  it('keeps numeric ids with leading zeros as strings, mixed with GUIDs', async () => {
    const products = productsOf(
      await collect(
        doc(
          catalog(`${product('007821')}${product('cbcf4968-55bc-11d9-848a-00112f43529a')}${product('42#7')}`),
        ),
      ),
    );
    expect(products.map((p) => p.externalId)).toEqual([
      '007821',
      'cbcf4968-55bc-11d9-848a-00112f43529a',
      '42#7',
    ]);
  });

  it('warns about a product Ид used twice and lets the later one win', async () => {
    const records = await collect(
      doc(
        catalog(
          `${product('007821', '<Артикул>A</Артикул>')}\n${product('1')}\n${product('007821', '<Артикул>B</Артикул>')}`,
        ),
      ),
    );
    const products = productsOf(records).filter((p) => p.externalId === '007821');
    expect(products.map((p) => p.article)).toEqual(['A', 'B']); // in file order: applying both leaves B
    const issue = issuesOf(records)[0]!;
    expect(issue).toMatchObject({ id: '007821', line: 6, level: 'warning' });
    expect(issue.message).toContain('впервые — в строке 4');
    expect(issue.message).toContain('последнего вхождения');
  });

  it('warns about an offer Ид used twice', async () => {
    const records = await collect(
      doc(offersPackage('<Предложение><Ид>1</Ид></Предложение>\n<Предложение><Ид>1</Ид></Предложение>')),
    );
    expect(offersOf(records)).toHaveLength(2);
    expect(issuesOf(records)).toMatchObject([{ id: '1', line: 5 }]);
    expect(issuesOf(records)[0]?.message).toContain('Предложение встречается в файле повторно');
  });

  it('skips empty <Предложение/> elements with a warning', async () => {
    const records = await collect(
      doc(
        offersPackage(
          '<Предложение/>\n<Предложение><Ид/></Предложение>\n<Предложение><Ид>2</Ид></Предложение>',
        ),
      ),
    );
    expect(offersOf(records).map((o) => o.externalId)).toEqual(['2']);
    expect(issuesOf(records).map((i) => [i.line, i.message])).toEqual([
      [4, 'Пустое предложение (без Ид) пропущено.'],
      [5, 'Пустое предложение (без Ид) пропущено.'],
    ]);
  });

  it('skips a product without Ид, and one without a name unless it is a deletion', async () => {
    const records = await collect(
      doc(
        catalog(
          `<Товар><Наименование>Без Ид</Наименование></Товар>\n<Товар><Ид>2</Ид><Наименование> </Наименование></Товар>\n<Товар Статус="Удален"><Ид>3</Ид></Товар>`,
        ),
      ),
    );
    expect(productsOf(records).map((p) => [p.externalId, p.deleted])).toEqual([['3', true]]);
    expect(issuesOf(records).map((i) => i.message)).toEqual([
      'Товар без идентификатора (Ид) пропущен.',
      'Товар без наименования пропущен.',
    ]);
  });
});

describe('articles', () => {
  it('tells an absent element from an empty one', async () => {
    expect(await oneProduct('')).toMatchObject({ article: null, present: { article: false } });
    expect(await oneProduct('<Артикул/>')).toMatchObject({ article: null, present: { article: true } });
    expect(await oneProduct('<Артикул>  Б- 130005 </Артикул>')).toMatchObject({ article: 'Б- 130005' });
  });

  it('reports each article shared by several products, naming them with their ids', async () => {
    const products = ['1', '2', '3'].map((id) => product(id, '<Артикул>Арт-88888</Артикул>')).join('');
    const records = await collect(
      doc(
        catalog(
          `${products}${product('4', '<Артикул>X</Артикул>')}${product('5', '<Артикул>X</Артикул>')}${product('6', '<Артикул/>')}${product('7', '<Артикул/>')}`,
        ),
      ),
    );
    const messages = issuesOf(records).map((i) => i.message);
    expect(messages).toEqual([
      'Артикул «Арт-88888» указан у 3 товаров: Товар 1 (Ид 1), Товар 2 (Ид 2), Товар 3 (Ид 3). Товары загружены; артикул на сайте у них будет одинаковым.',
      'Артикул «X» указан у 2 товаров: Товар 4 (Ид 4), Товар 5 (Ид 5). Товары загружены; артикул на сайте у них будет одинаковым.',
    ]);
    expect(records[records.length - 1]?.kind).toBe('issue'); // reported after the last product
  });

  it('shortens a long clash list', async () => {
    const products = Array.from({ length: 15 }, (_, i) => product(String(i), '<Артикул>A</Артикул>')).join(
      '',
    );
    expect(issuesOf(await collect(doc(catalog(products))))[0]?.message).toContain('Товар 9 (Ид 9) и ещё 5.');
  });
});

describe('names', () => {
  it.each([
    ['  Сок яблочный  ', 'Сок яблочный'],
    ['Сок яблочный\t', 'Сок яблочный'],
    ['Сок ""Апельсиновый""', 'Сок "Апельсиновый"'],
    ['""Апельсиновый""', '"Апельсиновый"'],
    ['Брeнди Виcки', 'Брeнди Виcки'], // Latin e and c kept as given
    ['Дрель &amp; набор &lt;10 шт&gt;', 'Дрель & набор <10 шт>'],
  ])('%j → %j', async (raw, name) => {
    const records = await collect(
      doc(catalog(`<Товар><Ид>1</Ид><Наименование>${raw}</Наименование></Товар>`)),
    );
    expect(productsOf(records)[0]?.name).toBe(name);
  });

  it('reads the full name from either localised requisite', async () => {
    const requisite = (label: string) =>
      `<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>${label}</Наименование><Значение> Повна назва </Значение></ЗначениеРеквизита></ЗначенияРеквизитов>`;
    expect((await oneProduct(requisite('Полное наименование'))).fullName).toBe('Повна назва');
    expect((await oneProduct(requisite('Повне найменування'))).fullName).toBe('Повна назва');
    expect((await oneProduct('')).fullName).toBeNull();
  });
});

describe('descriptions', () => {
  it('reduces HTML escaped inside <Описание> to plain text', async () => {
    const escaped =
      '&lt;p&gt;Текст&lt;/p&gt;&lt;p&gt;Второй абзац&lt;br&gt;строка&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect((await oneProduct(`<Описание>${escaped}</Описание>`)).description).toBe(
      'Текст\n\nВторой абзац\nстрока',
    );
  });

  it('reads HTML inside CDATA the same way', async () => {
    const cdata = '<Описание><![CDATA[<p>Морозостойкий <b>F100</b></p><p>Размер < 10 мм</p>]]></Описание>';
    expect((await oneProduct(cdata)).description).toBe('Морозостойкий F100\n\nРазмер < 10 мм');
  });

  it('keeps text that merely contains "<"', async () => {
    expect((await oneProduct('<Описание>размер &lt; 10 мм</Описание>')).description).toBe('размер < 10 мм');
  });

  it('keeps plain line breaks, at most one blank line in a row', async () => {
    const text = 'Первая строка\n\n\n\nВторая строка\n';
    expect((await oneProduct(`<Описание>${text}</Описание>`)).description).toBe(
      'Первая строка\n\nВторая строка',
    );
  });

  it('reads ОписаниеВФорматеHTML when Описание is empty', async () => {
    const html =
      '<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ОписаниеВФорматеHTML</Наименование><Значение>&lt;ul&gt;&lt;li&gt;Прочный&lt;/li&gt;&lt;/ul&gt;</Значение></ЗначениеРеквизита></ЗначенияРеквизитов>';
    expect(await oneProduct(`<Описание/>${html}`)).toMatchObject({
      description: '• Прочный',
      present: { description: true },
    });
    expect((await oneProduct(`<Описание>Своё</Описание>${html}`)).description).toBe('Своё');
  });

  it('tells an absent description (null) from an empty one', async () => {
    expect(await oneProduct('')).toMatchObject({ description: null, present: { description: false } });
    expect(await oneProduct('<Описание/>')).toMatchObject({
      description: '',
      present: { description: true },
    });
  });
});

describe('prices', () => {
  const typeIds = [
    '3%',
    '5%',
    '7%',
    'Опт',
    'Крупный опт',
    'Дилерская',
    'Закупочная',
    'Интернет',
    'Акция',
    'VIP',
    'Мелкий опт',
  ];
  const twelve: ParsedPriceType[] = [
    ...typeIds.map((name, i) => ({ externalId: `t${i}`, name, currency: 'UAH' })),
    { externalId: 'retail-ua', name: 'Роздрібні ціни магазину', currency: 'UAH' },
  ];

  it('reads twelve price types and picks the retail-looking one (Ukrainian)', async () => {
    const types = twelve.map(
      (t) =>
        `<ТипЦены><Ид>${t.externalId}</Ид><Наименование>${t.name}</Наименование><Валюта>грн</Валюта></ТипЦены>`,
    );
    const records = await collect(doc(offersPackage('', `<ТипыЦен>${types.join('')}</ТипыЦен>`)));
    const parsed = records.flatMap((r) => (r.kind === 'priceTypes' ? r.priceTypes : []));
    expect(parsed).toEqual(twelve);
    expect(choosePriceType(parsed)).toEqual({ ok: true, type: twelve[11] });
  });

  it('chooses by configured id, then name, then a retail name, then the only one', () => {
    const types: ParsedPriceType[] = [
      { externalId: 'a', name: 'Оптовая', currency: 'RUB' },
      { externalId: 'b', name: 'Розничные цены', currency: 'RUB' },
      { externalId: 'c', name: 'Интернет-магазин', currency: 'RUB' },
    ];
    expect(choosePriceType(types, { id: 'c' })).toEqual({ ok: true, type: types[2] });
    expect(choosePriceType(types, { name: '  интернет-МАГАЗИН ' })).toEqual({ ok: true, type: types[2] });
    expect(choosePriceType(types)).toEqual({ ok: true, type: types[1] });
    for (const name of ['Розничная', 'РОЗНИЦА', 'Розничная цена']) {
      expect(choosePriceType([types[0]!, { externalId: 'r', name, currency: null }])).toMatchObject({
        ok: true,
        type: { externalId: 'r' },
      });
    }
    expect(choosePriceType([types[0]!])).toEqual({ ok: true, type: types[0] });
  });

  it('takes the first of several retail-looking types (one per city) and names the others', () => {
    const types: ParsedPriceType[] = [
      { externalId: 'opt', name: 'Оптовая', currency: 'RUB' },
      { externalId: 'iv', name: 'Ив. Розничная', currency: 'RUB' },
      { externalId: 'yar', name: 'Яр. Розница', currency: 'RUB' },
      { externalId: 'kos', name: 'Кострома розничные цены', currency: 'RUB' },
    ];
    expect(choosePriceType(types)).toEqual({ ok: true, type: types[1], others: [types[2], types[3]] });
    // plain retail names go before retail-looking ones; a configured one is taken without a word
    const plain = [...types, { externalId: 'r2', name: 'Розничная', currency: null }];
    expect(choosePriceType(plain)).toEqual({ ok: true, type: plain[4] });
    expect(choosePriceType(types, { id: 'yar' })).toEqual({ ok: true, type: types[2] });
    const twice: ParsedPriceType[] = [
      { externalId: 'r1', name: 'Розничная', currency: 'RUB' },
      { externalId: 'r2', name: 'розничная', currency: 'RUB' },
    ];
    expect(choosePriceType(twice)).toEqual({ ok: true, type: twice[0], others: [twice[1]] });
  });

  it('fails clearly, listing the types, when it cannot tell (never by position)', () => {
    const types: ParsedPriceType[] = [
      { externalId: 'a', name: '3%', currency: 'RUB' },
      { externalId: 'b', name: '5%', currency: 'RUB' },
    ];
    const ambiguous = choosePriceType(types);
    expect(ambiguous.ok).toBe(false);
    expect(!ambiguous.ok && ambiguous.message).toBe(
      'В выгрузке несколько типов цен, и непонятно, какой из них розничный: «3%» (Ид a), «5%» (Ид b). Укажите нужный тип цен (по названию или Ид) в настройках импорта и повторите загрузку.',
    );
    const missingId = choosePriceType(types, { id: 'zzz' });
    expect(!missingId.ok && missingId.message).toContain(
      'Тип цен с Ид zzz, указанный в настройках импорта, отсутствует',
    );
    const missingName = choosePriceType([...types, { externalId: 'r', name: 'Розничная', currency: null }], {
      name: 'Оптовая',
    });
    expect(!missingName.ok && missingName.message).toContain('«Оптовая»');
    expect(choosePriceType([])).toMatchObject({ ok: false });
  });

  it.each([
    ['13.5', 1350],
    ['81', 8100],
    ['1 719', 171900],
    ['1\u00a0719,00', 171900],
    ['1\u202f719.5', 171950],
    ['1719,00', 171900],
  ])('ЦенаЗаЕдиницу %j → %d kopecks, ignoring Представление', async (value, kopecks) => {
    const { offer } = await oneOffer(
      `<Цены><Цена><Представление>9 999 RUB за шт</Представление><ИдТипаЦены>t</ИдТипаЦены><ЦенаЗаЕдиницу>${value}</ЦенаЗаЕдиницу><Валюта>руб</Валюта></Цена></Цены>`,
    );
    expect(offer.prices).toEqual([{ priceTypeId: 't', kopecks }]);
  });

  it('takes the first of two prices of one type, with a warning', async () => {
    const { offer, issues } = await oneOffer(
      '<Цены><Цена><ИдТипаЦены>t</ИдТипаЦены><ЦенаЗаЕдиницу>27700</ЦенаЗаЕдиницу></Цена><Цена><ИдТипаЦены>t</ИдТипаЦены><ЦенаЗаЕдиницу>21900</ЦенаЗаЕдиницу></Цена><Цена><ИдТипаЦены>u</ИдТипаЦены><ЦенаЗаЕдиницу>1</ЦенаЗаЕдиницу></Цена></Цены>',
    );
    expect(offer.prices).toEqual([
      { priceTypeId: 't', kopecks: 2770000 },
      { priceTypeId: 'u', kopecks: 100 },
    ]);
    expect(issues.map((i) => i.message)).toEqual([
      'У предложения две цены одного типа (t): 27700 и 21900; использована первая.',
    ]);
  });

  it('has no price (with a warning) for an empty or unreadable ЦенаЗаЕдиницу', async () => {
    const { offer, issues } = await oneOffer(
      '<Цены><Цена><ИдТипаЦены>t</ИдТипаЦены><ЦенаЗаЕдиницу/></Цена><Цена><ИдТипаЦены>u</ИдТипаЦены><ЦенаЗаЕдиницу>дорого</ЦенаЗаЕдиницу></Цена><Цена><ИдТипаЦены>v</ИдТипаЦены><ЦенаЗаЕдиницу>-5</ЦенаЗаЕдиницу></Цена></Цены>',
    );
    expect(offer.prices).toEqual([]);
    expect(issues.map((i) => i.message)).toEqual([
      'Пустая цена типа t; цена не загружена.',
      'Цена «дорого» не распознана как число; цена не загружена.',
      'Отрицательная цена «-5»; цена не загружена.',
    ]);
    expect(issues.every((i) => i.id === 'p1')).toBe(true);
  });

  it('gives null prices for an offer without Цены (rests-only files), [] for an empty Цены', async () => {
    expect((await oneOffer('<Количество>5</Количество>')).offer.prices).toBeNull();
    expect((await oneOffer('<Цены/>')).offer.prices).toEqual([]);
  });

  it('normalises currencies of price types', async () => {
    const types = ['RUB', 'руб', '₽', 'руб.'].map(
      (c, i) => `<ТипЦены><Ид>${i}</Ид><Наименование>Т${i}</Наименование><Валюта>${c}</Валюта></ТипЦены>`,
    );
    const records = await collect(
      doc(
        offersPackage(
          '',
          `<ТипыЦен>${types.join('')}<ТипЦены><Ид>x</Ид><Наименование>Без валюты</Наименование></ТипЦены></ТипыЦен>`,
        ),
      ),
    );
    const currencies = records.flatMap((r) =>
      r.kind === 'priceTypes' ? r.priceTypes.map((t) => t.currency) : [],
    );
    expect(currencies).toEqual(['RUB', 'RUB', 'RUB', 'RUB', null]);
  });
});

describe('stock', () => {
  it('reads twenty warehouses from attributes', async () => {
    const stock = Array.from(
      { length: 20 },
      (_, i) => `<Склад ИдСклада="w${i}" КоличествоНаСкладе="${i}"/>`,
    ).join('');
    const { offer } = await oneOffer(`<Количество>190</Количество>${stock}`);
    expect(offer.warehouses).toHaveLength(20);
    expect(offer.warehouses[19]).toEqual({ warehouseId: 'w19', quantity: 19 });
    expect(offer.quantity).toBe(190);
    const list = Array.from(
      { length: 20 },
      (_, i) => `<Склад><Ид>w${i}</Ид><Наименование>Склад ${i}</Наименование></Склад>`,
    );
    const records = await collect(doc(offersPackage('', `<Склады>${list.join('')}</Склады>`)));
    expect(records.flatMap((r) => (r.kind === 'warehouses' ? r.warehouses : []))).toHaveLength(20);
  });

  it('sums the warehouses when Количество is missing, fractional amounts exactly', async () => {
    const { offer } = await oneOffer(
      '<Склад ИдСклада="a" КоличествоНаСкладе="145.984"/><Склад ИдСклада="b" КоличествоНаСкладе="0,1"/><Склад ИдСклада="c" КоличествоНаСкладе="0.2"/>',
    );
    expect(offer.quantity).toBe(146.284);
    expect(offer.warehouses.map((w) => w.quantity)).toEqual([145.984, 0.1, 0.2]);
    expect((await oneOffer('<Количество>30,5</Количество>')).offer.quantity).toBe(30.5);
  });

  it('turns negative stock into 0 with a warning', async () => {
    const { offer, issues } = await oneOffer(
      '<Количество>-3</Количество><Склад ИдСклада="a" КоличествоНаСкладе="-3"/>',
    );
    expect(offer.quantity).toBe(0);
    expect(offer.warehouses).toEqual([{ warehouseId: 'a', quantity: 0 }]);
    expect(issues.map((i) => i.message)).toEqual([
      'Отрицательный остаток «-3» загружен как 0.',
      'Отрицательный остаток «-3» загружен как 0.',
    ]);
  });

  it('reads 2.08+ Остатки/Остаток/Склад/{Ид,Количество} and Остатки/Остаток/Количество', async () => {
    const perWarehouse = await oneOffer(
      '<Остатки><Остаток><Склад><Ид>w1</Ид><Количество>5</Количество></Склад></Остаток><Остаток><Склад><Ид>w2</Ид><Количество>2.5</Количество></Склад></Остаток></Остатки>',
      'c04853b6#fe320faf',
    );
    expect(perWarehouse.offer).toMatchObject({
      externalId: 'c04853b6#fe320faf',
      productExternalId: 'c04853b6',
      prices: null,
      quantity: 7.5,
      warehouses: [
        { warehouseId: 'w1', quantity: 5 },
        { warehouseId: 'w2', quantity: 2.5 },
      ],
    });
    const totalOnly = await oneOffer('<Остатки><Остаток><Количество>12</Количество></Остаток></Остатки>');
    expect(totalOnly.offer).toMatchObject({ quantity: 12, warehouses: [] });
  });

  it('reads a non-standard Остаток right under Предложение, or holding its amount as text', async () => {
    const forms = [
      '<Остаток>15</Остаток>',
      '<Остаток><Количество>15</Количество></Остаток>',
      '<Остатки><Остаток>15</Остаток></Остатки>',
      '<Остатки><Остаток> 15,0 </Остаток></Остатки>',
    ];
    for (const form of forms) {
      const { offer, issues } = await oneOffer(form);
      expect(offer, form).toMatchObject({ quantity: 15, warehouses: [] });
      expect(issues, form).toEqual([]);
    }
    // Количество stays the total
    expect((await oneOffer('<Количество>3</Количество><Остаток>15</Остаток>')).offer.quantity).toBe(3);
    // an Остаток with a warehouse right under Предложение
    const perWarehouse = await oneOffer(
      '<Остаток><Склад><Ид>w1</Ид><Количество>4</Количество></Склад></Остаток>',
    );
    expect(perWarehouse.offer).toMatchObject({
      quantity: 4,
      warehouses: [{ warehouseId: 'w1', quantity: 4 }],
    });
  });

  it('warns, naming the offer, about Остаток or Остатки that hold no amount', async () => {
    const message =
      'В предложении есть элемент Остаток (Остатки), но в нём не указано количество; остаток из него не загружен.';
    for (const form of [
      '<Остатки/>',
      '<Остаток/>',
      '<Остатки><Остаток/></Остатки>',
      '<Остаток><Единица>шт</Единица></Остаток>',
      '<Остатки><Остаток><Склад><Ид>w1</Ид></Склад></Остаток></Остатки>',
    ]) {
      const { offer, issues } = await oneOffer(form);
      expect(offer.quantity, form).toBeNull();
      expect(issues, form).toEqual([expect.objectContaining({ level: 'warning', id: 'p1', message })]);
    }
    // the total from Количество is still read beside it
    const beside = await oneOffer('<Количество>2</Количество><Остатки/>');
    expect(beside.offer.quantity).toBe(2);
    expect(beside.issues.map((issue) => issue.message)).toEqual([message]);
    // an amount that is no number gets the usual warning, once
    const { offer, issues } = await oneOffer('<Остаток>много</Остаток>');
    expect(offer.quantity).toBeNull();
    expect(issues.map((issue) => issue.message)).toEqual([
      'Количество «много» не распознано как число; пропущено.',
    ]);
  });

  it('gives null stock when there is no stock information, and warns about unreadable amounts', async () => {
    expect((await oneOffer('')).offer.quantity).toBeNull();
    expect((await oneOffer('<Количество/>')).offer.quantity).toBeNull();
    const { offer, issues } = await oneOffer('<Количество>много</Количество>');
    expect(offer.quantity).toBeNull();
    expect(issues[0]?.message).toBe('Количество «много» не распознано как число; пропущено.');
  });
});

describe('units', () => {
  it.each([
    ['<БазоваяЕдиница Код="796 " НаименованиеПолное="Штука"/>', { code: '796', name: 'шт' }],
    [
      '<БазоваяЕдиница Код="166" НаименованиеПолное="Килограмм"><Пересчет><Единица>166</Единица></Пересчет></БазоваяЕдиница>',
      { code: '166', name: 'кг' },
    ],
    [
      '<БазоваяЕдиница Код="2009" НаименованиеПолное="шт" МеждународноеСокращение="-"><Пересчет><Единица>200</Единица></Пересчет></БазоваяЕдиница>',
      { code: '2009', name: 'шт' },
    ],
    ['<БазоваяЕдиница>шт</БазоваяЕдиница>', { code: null, name: 'шт' }],
    ['<БазоваяЕдиница>796</БазоваяЕдиница>', { code: '796', name: 'шт' }],
    ['<БазоваяЕдиница НаименованиеПолное="Мешок"/>', { code: null, name: 'мешок' }],
    ['<БазоваяЕдиница НаименованиеКраткое="м2"/>', { code: null, name: 'м²' }],
    ['<БазоваяЕдиница МеждународноеСокращение="MTR"/>', { code: null, name: 'м' }],
    ['<БазоваяЕдиница Код="999" НаименованиеПолное="Бухта"/>', { code: '999', name: 'Бухта' }],
    ['<БазоваяЕдиница/>', null],
    ['', null],
  ])('%s', async (xml, unit) => {
    expect((await oneProduct(xml)).unit).toEqual(unit);
  });

  it('warns once about an unknown code without a name', async () => {
    const unit = '<БазоваяЕдиница Код="2009" МеждународноеСокращение="-"/>';
    const records = await collect(doc(catalog(`${product('1', unit)}${product('2', unit)}`)));
    expect(productsOf(records).map((p) => p.unit)).toEqual([null, null]);
    expect(issuesOf(records)).toHaveLength(1);
  });
});

describe('pictures', () => {
  it('reads 0..n Картинка paths with either separator, spaces and Cyrillic', async () => {
    expect(await oneProduct('')).toMatchObject({ images: [], present: { images: false } });
    const product = await oneProduct(
      '<Картинка>import_files\\cb\\Фото товара 1.jpg</Картинка><Картинка>import_files/cb/cbcf4968_1f0c.jpg</Картинка><Картинка/><Картинка>../secret.jpg</Картинка>',
    );
    expect(product.images).toEqual([
      'import_files/cb/Фото товара 1.jpg',
      'import_files/cb/cbcf4968_1f0c.jpg',
    ]);
    expect(product.present.images).toBe(true);
  });
});

describe('properties', () => {
  const classifier = `<Классификатор><Свойства>
    <Свойство><Ид>maker</Ид><Наименование>Производитель</Наименование><ТипЗначений>Справочник</ТипЗначений>
      <ВариантыЗначений><Справочник><ИдЗначения>444bbeb1-6b18-11e0-9819-e0cb4ed5eed4</ИдЗначения><Значение>АОЗТ "Бакалея"</Значение></Справочник></ВариантыЗначений></Свойство>
    <Свойство><Ид>size</Ид><Наименование>Толщина, мм</Наименование><ТипЗначений>Число</ТипЗначений></Свойство>
    <Свойство><Ид>supplier</Ид><Наименование>Основной поставщик</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>
    <Свойство><Ид>flag</Ид><Наименование>Хит</Наименование><ТипЗначений>Булево</ТипЗначений></Свойство>
  </Свойства></Классификатор>`;
  const value = (id: string, v: string) =>
    `<ЗначенияСвойства><Ид>${id}</Ид><Значение>${v}</Значение></ЗначенияСвойства>`;

  it('resolves dictionary GUIDs, keeps decimal commas, skips empty values and warns once about unknown GUIDs', async () => {
    const values = [
      value('maker', '444bbeb1-6b18-11e0-9819-e0cb4ed5eed4'),
      value('size', '12,5'),
      '<ЗначенияСвойства><Ид>supplier</Ид><Значение/></ЗначенияСвойства>',
      value('flag', 'true'),
    ].join('');
    const unknown = value('maker', '00000000-0000-0000-0000-000000000001');
    const records = await collect(
      doc(
        `${classifier}${catalog(`${product('1', `<ЗначенияСвойств>${values}</ЗначенияСвойств>`)}${product('2', `<ЗначенияСвойств>${unknown}</ЗначенияСвойств>`)}${product('3', `<ЗначенияСвойств>${unknown}</ЗначенияСвойств>`)}`)}`,
      ),
    );
    const products = productsOf(records);
    expect(products[0]?.properties).toEqual([
      { name: 'Производитель', value: 'АОЗТ "Бакалея"' },
      { name: 'Толщина, мм', value: '12,5' },
      { name: 'Хит', value: 'Да' },
    ]);
    expect(products[1]).toMatchObject({ properties: [], present: { properties: true } });
    expect(issuesOf(records)).toEqual([
      {
        file: 'test.xml',
        line: expect.any(Number),
        id: '2',
        level: 'warning',
        message:
          'Свойство «Производитель»: значение 00000000-0000-0000-0000-000000000001 не найдено в справочнике свойства; значение пропущено (дальше такие повторы не сообщаются).',
      },
    ]);
  });

  it('resolves values against properties read from another file of the session (split packages)', async () => {
    const dictionary = new PropertyDictionary();
    await collect(doc(classifier), { fileName: 'properties/1/import___1.xml', properties: dictionary });
    expect(dictionary.size).toBe(4);
    const goods = doc(
      catalog(
        product(
          '1',
          `<ЗначенияСвойств>${value('maker', '444bbeb1-6b18-11e0-9819-e0cb4ed5eed4')}</ЗначенияСвойств>`,
        ),
      ),
    );
    const records = await collect(goods, { fileName: 'goods/1/import___1.xml', properties: dictionary });
    expect(productsOf(records)[0]?.properties).toEqual([{ name: 'Производитель', value: 'АОЗТ "Бакалея"' }]);
    const alone = await collect(goods);
    expect(productsOf(alone)[0]?.properties).toEqual([]);
    expect(issuesOf(alone)[0]?.message).toContain('Свойство maker не описано в классификаторе');
  });
});

describe('deletions, services and variants', () => {
  it('marks Статус="Удален" and ПометкаУдаления=true as deleted', async () => {
    const records = await collect(
      doc(
        catalog(
          `<Товар Статус="Удален"><Ид>1</Ид><Наименование>А</Наименование></Товар><Товар><Ид>2</Ид><Наименование>Б</Наименование><ПометкаУдаления>true</ПометкаУдаления></Товар><Товар Статус="Изменен"><Ид>3</Ид><Наименование>В</Наименование><ПометкаУдаления>false</ПометкаУдаления></Товар>`,
        ),
      ),
    );
    expect(productsOf(records).map((p) => p.deleted)).toEqual([true, true, false]);
    const offers = offersOf(
      await collect(
        doc(offersPackage('<Предложение><Ид>1</Ид><ПометкаУдаления>true</ПометкаУдаления></Предложение>')),
      ),
    );
    expect(offers[0]?.deleted).toBe(true);
  });

  it('recognises services', async () => {
    const service =
      '<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ТипНоменклатуры</Наименование><Значение>Услуга</Значение></ЗначениеРеквизита></ЗначенияРеквизитов>';
    expect(await oneProduct(service)).toMatchObject({
      isService: true,
      requisites: { ТипНоменклатуры: 'Услуга' },
    });
  });

  it('reads a variant offer with its characteristics, labels stripped of their bracketed suffix', async () => {
    const { offer } = await oneOffer(
      '<Наименование>Женские ботфорты коричневые (38)</Наименование><ХарактеристикиТовара><ХарактеристикаТовара><Наименование>Цвет (Обувь (Для характеристик))</Наименование><Значение>коричневый</Значение></ХарактеристикаТовара><ХарактеристикаТовара><Наименование>Размер (Обувь)</Наименование><Значение>38</Значение></ХарактеристикаТовара></ХарактеристикиТовара>',
      'c04853b6-1111#fe320faf-2222',
    );
    expect(offer).toMatchObject({
      externalId: 'c04853b6-1111#fe320faf-2222',
      productExternalId: 'c04853b6-1111',
      name: 'Женские ботфорты коричневые (38)',
      characteristics: [
        { name: 'Цвет', value: 'коричневый' },
        { name: 'Размер', value: '38' },
      ],
    });
    expect((await oneOffer('', 'abc#')).offer).toMatchObject({ externalId: 'abc', productExternalId: 'abc' });
  });
});

describe('groups', () => {
  it('reads a nested tree with repeated names and a deleted group', async () => {
    const groups = `<Классификатор><Группы>
      <Группа><Ид>a</Ид><Наименование>Одежда</Наименование><Группы>
        <Группа><Ид>a1</Ид><Наименование>Аксессуары</Наименование></Группа>
        <Группа><Ид>a2</Ид><Наименование>Зима</Наименование><ПометкаУдаления>true</ПометкаУдаления><Группы>
          <Группа><Ид>a21</Ид><Наименование>Аксессуары</Наименование></Группа>
        </Группы></Группа>
      </Группы></Группа>
      <Группа><Наименование>Без Ид</Наименование><Группы><Группа><Ид>orphan</Ид><Наименование>Сирота</Наименование></Группа></Группы></Группа>
    </Группы></Классификатор>`;
    const records = await collect(doc(groups));
    const parsed = records.flatMap((r) => (r.kind === 'group' ? [r.group] : []));
    expect(parsed.map((g) => [g.externalId, g.name, g.parentExternalId, g.deleted])).toEqual([
      ['a', 'Одежда', null, false],
      ['a1', 'Аксессуары', 'a', false],
      ['a2', 'Зима', 'a', true],
      ['a21', 'Аксессуары', 'a2', false],
      ['orphan', 'Сирота', null, false],
    ]);
    expect(parsed[1]?.line).toBe(5);
    expect(issuesOf(records).map((i) => i.message)).toEqual([
      'Группа «Без Ид» без идентификатора (Ид) пропущена.',
    ]);
  });
});

describe('packages and file kinds', () => {
  it('treats a missing СодержитТолькоИзменения as a delta', async () => {
    const records = await collect(
      doc(`${catalog('', '')}<ПакетПредложений СодержитТолькоИзменения="true"/>`),
    );
    expect(records.filter((r) => r.kind === 'catalog' || r.kind === 'offersPackage')).toEqual([
      { kind: 'catalog', onlyChanges: true, line: 3 },
      { kind: 'offersPackage', onlyChanges: true, line: 5 },
    ]);
  });

  it('tells classifier, prices-only and rests-only files apart by content, not by name', async () => {
    const kind = (xml: string) =>
      detectCommerceMlKind(Readable.from([Buffer.from(xml)]), { fileName: 'x.xml' });
    const classifier = doc('<Классификатор><Группы/><ТипыЦен/><Склады/></Классификатор>', {
      ns: 'urn:1C.ru:commerceml_210',
    });
    expect(await kind(classifier)).toMatchObject({
      classifier: true,
      groups: true,
      priceTypes: true,
      warehouses: true,
      offersPackage: false,
    });
    const prices = doc(
      offersPackage(
        '<Предложение><Ид>1</Ид><Цены><Цена><ИдТипаЦены>t</ИдТипаЦены><ЦенаЗаЕдиницу>1</ЦенаЗаЕдиницу></Цена></Цены></Предложение>',
      ),
    );
    expect(await kind(prices)).toMatchObject({
      offersPackage: true,
      offersWithPrices: true,
      offersWithRests: false,
    });
    const rests = doc(
      offersPackage(
        '<Предложение><Ид>1</Ид><Остатки><Остаток><Количество>1</Количество></Остаток></Остатки></Предложение>',
      ),
    );
    expect(await kind(rests)).toMatchObject({
      offersPackage: true,
      offersWithPrices: false,
      offersWithRests: true,
    });
    for (const rest of ['<Остаток>5</Остаток>', '<Остатки><Остаток>5</Остаток></Остатки>']) {
      const restsOnly = doc(offersPackage(`<Предложение><Ид>1</Ид>${rest}</Предложение>`));
      expect(await kind(restsOnly), rest).toMatchObject({ offersWithPrices: false, offersWithRests: true });
    }
    const offersOnly = doc(
      offersPackage('<Предложение><Ид>1</Ид><Наименование>x</Наименование></Предложение>'),
    );
    expect(await kind(offersOnly)).toMatchObject({
      offersPackage: true,
      offersWithPrices: false,
      offersWithRests: false,
    });
  });
});

describe('streaming', () => {
  it('yields the first records before the rest of the input is read', async () => {
    let served = 0;
    const total = 50;
    async function* slowSource() {
      yield Buffer.from(`<?xml version="1.0"?><КоммерческаяИнформация><Каталог><Товары>`);
      for (let i = 0; i < total; i++) {
        served++;
        yield Buffer.from(`${product(String(i), `<Описание>${'текст '.repeat(3000)}</Описание>`)}`);
      }
      yield Buffer.from('</Товары></Каталог></КоммерческаяИнформация>');
    }
    const reading = readCommerceMl(Readable.from(slowSource()), { fileName: 'slow.xml' });
    for await (const record of reading) {
      if (record.kind === 'product') break;
    }
    expect(served).toBeLessThan(total / 2);
  });
});
