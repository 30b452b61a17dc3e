/**
 * Writes a CommerceML 2.07 pair (import.xml + offers.xml) of N products, as 1C:УТ would: a group tree,
 * dictionary and string properties, barcodes, units, picture paths, descriptions (some with escaped
 * HTML), then one offer per product with two price types and per-warehouse stock. Streams to disk with
 * backpressure, so memory does not grow with N. Deterministic for a given seed.
 *
 *   node --conditions=source --import tsx apps/server/bench/commerceml-generator.ts --products 100000 --out /tmp/x
 */
import { once } from 'node:events';
import { createWriteStream, mkdirSync, statSync, type WriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface GeneratorOptions {
  products: number;
  outDir: string;
  /** Warehouses in offers.xml (default 3, at most 20). */
  warehouses?: number;
  seed?: number;
}

export interface GeneratedCommerceMl {
  importPath: string;
  offersPath: string;
  importBytes: number;
  offersBytes: number;
  groups: number;
  properties: number;
  products: number;
  offers: number;
}

const NAMESPACE = 'urn:1C.ru:commerceml_2';
const HEADER = (date: string) =>
  `\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="${NAMESPACE}" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ВерсияСхемы="2.07" ДатаФормирования="${date}">\n`;
const FOOTER = '</КоммерческаяИнформация>\n';
const CLASSIFIER_ID = 'e0ebf92b-554b-4fbf-8dfa-26e48d6cf943';
const RETAIL_PRICE = 'bb14a3a4-6b17-11e0-9819-e0cb4ed5eed4';
const WHOLESALE_PRICE = 'bb14a3a5-6b17-11e0-9819-e0cb4ed5eed4';
const ROOT_GROUPS = 10;
const CHILD_GROUPS = 5;
const LEAF_GROUPS = 2;
const UNITS = [
  { code: '796', name: 'Штука' },
  { code: '166', name: 'Килограмм' },
  { code: '006', name: 'Метр' },
  { code: '055', name: 'Квадратный метр' },
  { code: '778', name: 'Упаковка' },
];
const MAKERS = ['Кнауф', 'Волма', 'Церезит', 'Тайфун', 'Юнис', 'Старатели', 'Основит', 'Боларс'];
const COLOURS = ['белый', 'серый', 'чёрный', 'красный', 'зелёный', 'синий', 'бежевый', 'коричневый'];
const NOUNS = [
  'Штукатурка',
  'Шпаклёвка',
  'Клей плиточный',
  'Грунтовка',
  'Саморез',
  'Доска',
  'Профиль',
  'Ламинат',
];
const FLUSH_AT = 64 * 1024;

/** A GUID-shaped id from a number, as 1C writes them. */
function guid(kind: number, index: number): string {
  const hex = index.toString(16).padStart(12, '0');
  return `${kind.toString(16).padStart(8, '0')}-55bc-11d9-848a-${hex}`;
}

/** Park–Miller: enough for varied but repeatable data. */
function random(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Buffers small strings and writes 64 KB pieces, waiting for 'drain' when the stream asks to. */
class ChunkWriter {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly stream: WriteStream) {}

  async write(text: string): Promise<void> {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= FLUSH_AT) await this.flush();
  }

  async close(): Promise<void> {
    await this.flush();
    this.stream.end();
    await once(this.stream, 'finish');
  }

  private async flush(): Promise<void> {
    if (this.parts.length === 0) return;
    const chunk = this.parts.join('');
    this.parts = [];
    this.size = 0;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }
}

function productId(index: number): string {
  // Every tenth product has a numeric Ид with leading zeros, as small 1C bases use.
  return index % 10 === 3 ? String(index).padStart(9, '0') : guid(0xcbcf0000, index);
}

/** How many `Картинка` elements product `index` has (0, 1 or 2). */
export const picturesOf = (index: number) => index % 3;

/** The `Картинка` path of picture `n` of product `index`, as 1C writes it. */
export function picturePath(index: number, n: number): string {
  const id = productId(index);
  return `import_files/${id.slice(0, 2)}/${id}_${n}.jpg`;
}

function leafGroupIds(): string[] {
  const ids: string[] = [];
  for (let root = 0; root < ROOT_GROUPS; root++) {
    for (let child = 0; child < CHILD_GROUPS; child++) {
      for (let leaf = 0; leaf < LEAF_GROUPS; leaf++)
        ids.push(guid(0x14ed0003, (root * 100 + child) * 10 + leaf));
    }
  }
  return ids;
}

function groupsXml(): string {
  const lines: string[] = ['\t\t<Группы>\n'];
  for (let root = 0; root < ROOT_GROUPS; root++) {
    lines.push(
      `\t\t\t<Группа><Ид>${guid(0x14ed0001, root)}</Ид><Наименование>Раздел ${root + 1}</Наименование><Группы>\n`,
    );
    for (let child = 0; child < CHILD_GROUPS; child++) {
      lines.push(
        `\t\t\t\t<Группа><Ид>${guid(0x14ed0002, root * 100 + child)}</Ид><Наименование>Подраздел ${child + 1}</Наименование><Группы>\n`,
      );
      for (let leaf = 0; leaf < LEAF_GROUPS; leaf++) {
        const id = guid(0x14ed0003, (root * 100 + child) * 10 + leaf);
        lines.push(
          `\t\t\t\t\t<Группа><Ид>${id}</Ид><Наименование>Группа ${leaf + 1}</Наименование></Группа>\n`,
        );
      }
      lines.push('\t\t\t\t</Группы></Группа>\n');
    }
    lines.push('\t\t\t</Группы></Группа>\n');
  }
  lines.push('\t\t</Группы>\n');
  return lines.join('');
}

function dictionaryXml(id: string, name: string, values: string[], valueKind: number): string {
  const variants = values
    .map(
      (value, i) =>
        `<Справочник><ИдЗначения>${guid(valueKind, i)}</ИдЗначения><Значение>${escapeXml(value)}</Значение></Справочник>`,
    )
    .join('');
  return `\t\t\t<Свойство><Ид>${id}</Ид><Наименование>${name}</Наименование><ТипЗначений>Справочник</ТипЗначений><ВариантыЗначений>${variants}</ВариантыЗначений></Свойство>\n`;
}

const PROPERTY = {
  maker: guid(0xbb14a4b8, 1),
  colour: guid(0xbb14a4b8, 2),
  material: guid(0xbb14a4b8, 3),
  weight: guid(0xbb14a4b8, 4),
};

function propertiesXml(): string {
  return [
    '\t\t<Свойства>\n',
    dictionaryXml(PROPERTY.maker, 'Производитель', MAKERS, 0x444bbeb1),
    dictionaryXml(PROPERTY.colour, 'Цвет', COLOURS, 0x444bbec1),
    `\t\t\t<Свойство><Ид>${PROPERTY.material}</Ид><Наименование>Материал</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>\n`,
    `\t\t\t<Свойство><Ид>${PROPERTY.weight}</Ид><Наименование>Вес, кг</Наименование><ТипЗначений>Число</ТипЗначений></Свойство>\n`,
    '\t\t</Свойства>\n',
  ].join('');
}

function descriptionXml(index: number, name: string): string {
  if (index % 4 === 0) return '<Описание/>';
  if (index % 5 === 0) {
    return `<Описание>${escapeXml(`<p>${name}: <b>прочный</b> и надёжный.</p><ul><li>Размер &lt; 10 мм</li><li>Цвет белый</li></ul>`)}</Описание>`;
  }
  return `<Описание>${escapeXml(`${name}.\nПодходит для внутренних и наружных работ.\n\nХранить в сухом месте.`)}</Описание>`;
}

function productXml(index: number, leafGroups: string[], next: () => number): string {
  const id = productId(index);
  const unit = UNITS[index % UNITS.length]!;
  const noun = NOUNS[index % NOUNS.length]!;
  const name = `${noun} ${MAKERS[index % MAKERS.length]} №${index}${index % 13 === 0 ? '   ' : ''}`;
  const article = index % 7 === 0 ? '<Артикул/>' : `<Артикул>АРТ-${index}</Артикул>`;
  const barcode = index % 5 === 4 ? '' : `<Штрихкод>${String(4600000000000 + index)}</Штрихкод>`;
  const pictures = Array.from(
    { length: picturesOf(index) },
    (_, n) => `<Картинка>${picturePath(index, n)}</Картинка>`,
  ).join('');
  const colour =
    index % 6 === 0 ? '<Значение/>' : `<Значение>${guid(0x444bbec1, index % COLOURS.length)}</Значение>`;
  const weight = (next() * 50).toFixed(1).replace('.', ',');
  return (
    `\t\t\t<Товар><Ид>${id}</Ид>${barcode}${article}<Наименование>${escapeXml(name)}</Наименование>` +
    `<БазоваяЕдиница Код="${unit.code}" НаименованиеПолное="${unit.name}"><Пересчет><Единица>${unit.code}</Единица><Коэффициент>1</Коэффициент></Пересчет></БазоваяЕдиница>` +
    `<Группы><Ид>${leafGroups[index % leafGroups.length]}</Ид></Группы>${descriptionXml(index, noun)}${pictures}` +
    `<ЗначенияСвойств><ЗначенияСвойства><Ид>${PROPERTY.maker}</Ид><Значение>${guid(0x444bbeb1, index % MAKERS.length)}</Значение></ЗначенияСвойства>` +
    `<ЗначенияСвойства><Ид>${PROPERTY.colour}</Ид>${colour}</ЗначенияСвойства>` +
    `<ЗначенияСвойства><Ид>${PROPERTY.material}</Ид><Значение>Гипс</Значение></ЗначенияСвойства>` +
    `<ЗначенияСвойства><Ид>${PROPERTY.weight}</Ид><Значение>${weight}</Значение></ЗначенияСвойства></ЗначенияСвойств>` +
    `<СтавкиНалогов><СтавкаНалога><Наименование>НДС</Наименование><Ставка>20</Ставка></СтавкаНалога></СтавкиНалогов>` +
    `<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита>` +
    `<ЗначениеРеквизита><Наименование>ТипНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита>` +
    `<ЗначениеРеквизита><Наименование>Полное наименование</Наименование><Значение>${escapeXml(`${noun} "${MAKERS[index % MAKERS.length]}", артикул ${index}`)}</Значение></ЗначениеРеквизита></ЗначенияРеквизитов>` +
    `</Товар>\n`
  );
}

function warehouseId(index: number): string {
  return guid(0xb6112591, index);
}

function offerXml(index: number, warehouses: number, next: () => number): string {
  const id = productId(index);
  const unit = UNITS[index % UNITS.length]!;
  const retail = (100 + next() * 5000).toFixed(2);
  const wholesale = (Number(retail) * 0.85).toFixed(2);
  const fractional = unit.code !== '796' && unit.code !== '778';
  const stocks = Array.from({ length: warehouses }, () => {
    const amount = next() < 0.3 ? 0 : next() * 100;
    return fractional ? Number(amount.toFixed(3)) : Math.floor(amount);
  });
  const total = stocks.reduce((sum, n) => sum + Math.round(n * 1000), 0) / 1000;
  const perWarehouse = stocks
    .map((amount, w) =>
      amount > 0 ? `<Склад ИдСклада="${warehouseId(w)}" КоличествоНаСкладе="${amount}"/>` : '',
    )
    .join('');
  const price = (type: string, value: string) =>
    `<Цена><Представление> ${value.replace('.', ',')} RUB за ${unit.name}</Представление><ИдТипаЦены>${type}</ИдТипаЦены><ЦенаЗаЕдиницу>${value}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта><Коэффициент>1</Коэффициент></Цена>`;
  return (
    `\t\t\t<Предложение><Ид>${id}</Ид><Артикул>АРТ-${index}</Артикул><Наименование>${NOUNS[index % NOUNS.length]} №${index}</Наименование>` +
    `<БазоваяЕдиница Код="${unit.code}" НаименованиеПолное="${unit.name}"/>` +
    `<Цены>${price(RETAIL_PRICE, retail)}${price(WHOLESALE_PRICE, wholesale)}</Цены>` +
    `<Количество>${total}</Количество>${perWarehouse}</Предложение>\n`
  );
}

async function writeImport(path: string, products: number, next: () => number): Promise<void> {
  const out = new ChunkWriter(createWriteStream(path));
  await out.write(HEADER('2024-05-14T10:20:00'));
  await out.write(
    `\t<Классификатор><Ид>${CLASSIFIER_ID}</Ид><Наименование>Классификатор (Каталог товаров)</Наименование>\n`,
  );
  await out.write(groupsXml());
  await out.write(propertiesXml());
  await out.write('\t</Классификатор>\n');
  await out.write(
    `\t<Каталог СодержитТолькоИзменения="false"><Ид>${CLASSIFIER_ID}</Ид><ИдКлассификатора>${CLASSIFIER_ID}</ИдКлассификатора><Наименование>Каталог товаров</Наименование>\n\t\t<Товары>\n`,
  );
  const leafGroups = leafGroupIds();
  for (let index = 1; index <= products; index++) await out.write(productXml(index, leafGroups, next));
  await out.write('\t\t</Товары>\n\t</Каталог>\n');
  await out.write(FOOTER);
  await out.close();
}

async function writeOffers(
  path: string,
  products: number,
  warehouses: number,
  next: () => number,
): Promise<void> {
  const out = new ChunkWriter(createWriteStream(path));
  await out.write(HEADER('2024-05-14T10:20:00'));
  await out.write(
    `\t<ПакетПредложений СодержитТолькоИзменения="false"><Ид>${CLASSIFIER_ID}#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>${CLASSIFIER_ID}</ИдКаталога><ИдКлассификатора>${CLASSIFIER_ID}</ИдКлассификатора>\n`,
  );
  await out.write(
    `\t\t<ТипыЦен><ТипЦены><Ид>${RETAIL_PRICE}</Ид><Наименование>Розничная</Наименование><Валюта>RUB</Валюта></ТипЦены>` +
      `<ТипЦены><Ид>${WHOLESALE_PRICE}</Ид><Наименование>Оптовая</Наименование><Валюта>RUB</Валюта></ТипЦены></ТипыЦен>\n`,
  );
  const list = Array.from(
    { length: warehouses },
    (_, w) => `<Склад><Ид>${warehouseId(w)}</Ид><Наименование>Склад ${w + 1}</Наименование></Склад>`,
  );
  await out.write(`\t\t<Склады>${list.join('')}</Склады>\n\t\t<Предложения>\n`);
  for (let index = 1; index <= products; index++) await out.write(offerXml(index, warehouses, next));
  await out.write('\t\t</Предложения>\n\t</ПакетПредложений>\n');
  await out.write(FOOTER);
  await out.close();
}

/** Writes import.xml and offers.xml into `outDir` (created when missing). */
export async function generateCommerceMl(options: GeneratorOptions): Promise<GeneratedCommerceMl> {
  const warehouses = Math.min(Math.max(options.warehouses ?? 3, 1), 20);
  mkdirSync(options.outDir, { recursive: true });
  const importPath = join(options.outDir, 'import.xml');
  const offersPath = join(options.outDir, 'offers.xml');
  const next = random(options.seed ?? 42);
  await writeImport(importPath, options.products, next);
  await writeOffers(offersPath, options.products, warehouses, next);
  return {
    importPath,
    offersPath,
    importBytes: statSync(importPath).size,
    offersBytes: statSync(offersPath).size,
    groups: ROOT_GROUPS * (1 + CHILD_GROUPS * (1 + LEAF_GROUPS)),
    properties: 4,
    products: options.products,
    offers: options.products,
  };
}

function argument(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: string[]): Promise<void> {
  const products = Number(argument(args, '--products') ?? 1000);
  const outDir = resolve(argument(args, '--out') ?? 'commerceml-bench');
  if (!Number.isInteger(products) || products < 0) {
    console.error('Usage: commerceml-generator.ts --products N --out DIR [--warehouses N] [--seed N]');
    process.exitCode = 1;
    return;
  }
  const warehouses = Number(argument(args, '--warehouses') ?? 3);
  const seed = Number(argument(args, '--seed') ?? 42);
  const started = performance.now();
  const result = await generateCommerceMl({ products, outDir, warehouses, seed });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `${result.products} products in ${seconds} s: ${result.importPath} (${mb(result.importBytes)} MB), ${result.offersPath} (${mb(result.offersBytes)} MB)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main(process.argv.slice(2));
}
