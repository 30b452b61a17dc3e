/** Column names as real price lists write them, Russian and Ukrainian. */
import { describe, expect, it } from 'vitest';
import { classifyLabel, findHeader, mapColumns, type HeaderGrid } from './spreadsheet-header.js';

function grid(rows: string[][]): HeaderGrid {
  return { rowCount: rows.length, texts: (row) => rows[row] ?? [], mergeStart: (_row, column) => column };
}

describe('classifyLabel', () => {
  it.each([
    ['Ціна', 'price'],
    ['Ціна, грн', 'price'],
    ['Роздрібна', 'price'],
    ['Роздрібна ціна', 'price'],
    ['РРЦ', 'price'],
    ['РР', 'price'],
    ['Цена розн.', 'price'],
    ['Цена за ед.', 'price'],
    ['Цена за ед. руб.', 'price'],
    ['Вартість', 'price'],
    ['Залишок', 'stock'],
    ['Вільний залишок', 'stock'],
    ['Свободный остаток', 'stock'],
    ['Кількість', 'stock'],
    ['К-сть', 'stock'],
    ['Наявність', 'stock'],
    ['В наявності', 'stock'],
    ['Кол-во', 'stock'],
    ['Од.', 'unit'],
    ['Од. вим.', 'unit'],
    ['Ед.изм.', 'unit'],
    ['Код', 'article'],
    ['Код товару', 'article'],
    ['Артикул', 'article'],
    ['Штрихкод', 'barcode'],
    ['Штрих-код', 'barcode'],
    ['EAN-13', 'barcode'],
    ['Найменування', 'name'],
    ['Назва', 'name'],
    ['Повна назва', 'name'],
    ['Полное наименование', 'name'],
    ['Номенклатура', 'name'],
    ['Опис', 'description'],
    ['Група', 'category'],
    ['Категорія', 'category'],
  ])('%j is a %s column', (label, kind) => {
    expect(classifyLabel(label)).toMatchObject({ kind });
  });

  it.each([
    'Сумма',
    '№ з/п',
    'Фото',
    'Все товары сертифицированы, цены указаны с учётом НДС 20 %',
    'Мы продаём товары',
  ])('%j names no column', (label) => {
    expect(classifyLabel(label)).toBeNull();
  });

  it('ranks a recommended retail price over a plain and a wholesale one, Артикул over Код and a barcode', () => {
    const map = mapColumns(['Код', 'Штрихкод', 'Назва', 'Ціна опт.', 'Ціна', 'РР', 'Артикул']);
    expect(map.columns).toEqual({ article: 6, barcode: 1, name: 2, price: 5 });
    expect(map.labels).toMatchObject({ price: 'РР', article: 'Артикул' });
  });
});

describe('findHeader', () => {
  it('finds a Ukrainian header at row 12 under a letterhead', () => {
    const letterhead = [
      ['ТОВ «Будмайстер»'],
      ['м. Київ, вул. Хрещатик, 1'],
      ['тел. +380 44 000 00 00'],
      [],
      ['Прайс-лист на 01.03.2026'],
      ['Ціни вказані з ПДВ'],
      [],
      [],
      [],
      [],
      [],
    ];
    const header = findHeader(
      grid([
        ...letterhead,
        ['Артикул', 'Номенклатура', 'Вільний залишок', 'РР'],
        ['А-1', 'Цемент', '> 10', '125'],
      ]),
    );
    expect(header).toMatchObject({ row: 11, height: 1 });
    expect(header!.map.columns).toEqual({ article: 0, name: 1, stock: 2, price: 3 });
  });
});
