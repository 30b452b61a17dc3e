import { describe, expect, it } from 'vitest';
import { cleanName, normaliseCurrency, normaliseImagePath, stripBracketSuffix } from './text.js';
import { normaliseUnitName, resolveUnit } from './units.js';

describe('cleanName', () => {
  it('trims padding, a trailing TAB and NBSP, and collapses inner runs', () => {
    expect(cleanName('Барбарис (конфеты)' + ' '.repeat(82))).toBe('Барбарис (конфеты)');
    expect(cleanName('  Сок яблочный\t')).toBe('Сок яблочный');
    expect(cleanName('Сок\u00a0\u00a0яблочный\r\n1 л')).toBe('Сок яблочный 1 л');
  });

  it('undoes CSV quote doubling', () => {
    expect(cleanName('Сок ""Апельсиновый""')).toBe('Сок "Апельсиновый"');
    expect(cleanName('""Апельсиновый""')).toBe('"Апельсиновый"');
    expect(cleanName('"Сок ""Яблочный"""')).toBe('Сок "Яблочный"');
    expect(cleanName('Конфеты "Барбарис"')).toBe('Конфеты "Барбарис"');
  });

  it('keeps Latin look-alike letters as given', () => {
    const latinE = 'Брeнди'; // 'e' is Latin
    expect(cleanName(latinE)).toBe(latinE);
    expect(cleanName('Виcки').charCodeAt(2)).toBe(0x63);
  });

  it('drops invisible characters', () => {
    expect(cleanName('Кирпич\u200b\u0007 М150')).toBe('Кирпич М150');
  });
});

describe('labels, paths and currencies', () => {
  it('strips the bracketed suffix of a characteristic label', () => {
    expect(stripBracketSuffix('Цвет (Обувь (Для характеристик))')).toBe('Цвет');
    expect(stripBracketSuffix('Размер (Одежда)')).toBe('Размер');
    expect(stripBracketSuffix('Размер')).toBe('Размер');
    expect(stripBracketSuffix('(только скобки)')).toBe('(только скобки)');
  });

  it('normalises picture paths to relative "/" paths and refuses escapes', () => {
    expect(normaliseImagePath('import_files\\cb\\Фото товара 1.jpg')).toBe(
      'import_files/cb/Фото товара 1.jpg',
    );
    expect(normaliseImagePath('./import_files//cb/a.jpg')).toBe('import_files/cb/a.jpg');
    expect(normaliseImagePath('/import_files/a.jpg')).toBe('import_files/a.jpg');
    expect(normaliseImagePath('../../etc/passwd')).toBeNull();
    expect(normaliseImagePath('C:\\Users\\a.jpg')).toBeNull();
    expect(normaliseImagePath('  ')).toBeNull();
  });

  it('normalises currencies', () => {
    expect(normaliseCurrency('RUB')).toBe('RUB');
    expect(normaliseCurrency('руб')).toBe('RUB');
    expect(normaliseCurrency('руб.')).toBe('RUB');
    expect(normaliseCurrency('₽')).toBe('RUB');
    expect(normaliseCurrency('грн')).toBe('UAH');
    expect(normaliseCurrency('kgs')).toBe('KGS');
    expect(normaliseCurrency('')).toBeNull();
  });
});

describe('units', () => {
  it.each([
    ['796', 'шт'],
    ['166', 'кг'],
    ['163', 'г'],
    ['006', 'м'],
    ['055', 'м²'],
    ['113', 'м³'],
    ['112', 'л'],
    ['168', 'т'],
    ['778', 'упак'],
    ['715', 'пара'],
    ['839', 'компл'],
    ['704', 'набор'],
    ['736', 'рул'],
    ['625', 'лист'],
    ['018', 'пог. м'],
    ['796 ', 'шт'], // padded code
    ['6', 'м'], // code without its zeros
  ])('OKEI %j → %j', (code, name) => {
    expect(resolveUnit({ code })).toEqual({ code: code.trim(), name });
  });

  it('maps full and short names when there is no known code', () => {
    expect(resolveUnit({ fullName: 'Штука' })).toEqual({ code: null, name: 'шт' });
    expect(resolveUnit({ fullName: 'Килограмм' })).toEqual({ code: null, name: 'кг' });
    expect(resolveUnit({ fullName: 'Квадратный метр' })).toEqual({ code: null, name: 'м²' });
    expect(resolveUnit({ fullName: 'Мешок' })).toEqual({ code: null, name: 'мешок' });
    expect(resolveUnit({ shortName: 'шт.' })).toEqual({ code: null, name: 'шт' });
    expect(resolveUnit({ internationalName: 'PCE' })).toEqual({ code: null, name: 'шт' });
    expect(resolveUnit({ fullName: 'Пара (2 шт.)' })).toEqual({ code: null, name: 'пара' });
  });

  it('keeps a non-OKEI code with its name, and unknown names as given', () => {
    expect(resolveUnit({ code: '2009', fullName: 'шт', internationalName: '-' })).toEqual({
      code: '2009',
      name: 'шт',
    });
    expect(resolveUnit({ fullName: 'Бухта' })).toEqual({ code: null, name: 'Бухта' });
    expect(resolveUnit({ code: '2009', internationalName: '-' })).toBeNull();
    expect(resolveUnit({})).toBeNull();
  });

  it('normalises spreadsheet unit cells', () => {
    expect(normaliseUnitName('шт.')).toBe('шт');
    expect(normaliseUnitName('м2')).toBe('м²');
    expect(normaliseUnitName('кв.м')).toBe('м²');
    expect(normaliseUnitName('Ящик')).toBe('Ящик');
    expect(normaliseUnitName('')).toBeNull();
  });
});
