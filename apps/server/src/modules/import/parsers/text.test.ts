import { describe, expect, it } from 'vitest';
import {
  cleanName,
  decodeEntities,
  htmlToText,
  normaliseCurrency,
  normaliseImagePath,
  normaliseLabel,
  stripBracketSuffix,
} from './text.js';
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

describe('htmlToText', () => {
  it('turns escaped HTML into plain text with line breaks', () => {
    // <Описание>&lt;p&gt;Текст&lt;/p&gt;</Описание> arrives after XML decoding as this:
    expect(htmlToText('<p>Текст</p>')).toBe('Текст');
    expect(htmlToText('<p>Первый</p><p>Второй<br>строка&nbsp;два</p>')).toBe('Первый\n\nВторой\nстрока два');
    expect(htmlToText('<ul><li>Один</li><li>Два</li></ul>')).toBe('• Один\n• Два');
    expect(htmlToText('<div><b>Жирный</b> и <a href="x">ссылка</a></div>')).toBe('Жирный и ссылка');
  });

  it('drops scripts, styles and comments with their content', () => {
    const html = '<style>p{color:red}</style><p>Видно</p><script>alert(1)</script><!-- скрыто --><p>Тоже</p>';
    expect(htmlToText(html)).toBe('Видно\n\nТоже');
    expect(htmlToText('<SCRIPT type="text/javascript">x()</SCRIPT>Текст')).toBe('Текст');
  });

  it('keeps a "<" that starts no tag', () => {
    expect(htmlToText('размер < 10 мм')).toBe('размер < 10 мм');
    expect(htmlToText('<p>размер < 10 мм, a<b</p>')).toBe('размер < 10 мм, a<b');
    expect(htmlToText('x <= 5 & y > 3')).toBe('x <= 5 & y > 3');
  });

  it('decodes entities and unwraps double-escaped HTML', () => {
    expect(htmlToText('&lt;p&gt;Текст &amp;laquo;Ёлка&amp;raquo;&lt;/p&gt;')).toBe('Текст «Ёлка»');
    expect(htmlToText('Цена &#8381; &#x20BD; &mdash; &unknown;')).toBe('Цена ₽ ₽ — &unknown;');
  });

  it('keeps plain text line breaks and allows at most one blank line in a row', () => {
    expect(htmlToText('Строка 1\r\n\r\n\r\n\r\nСтрока 2  \n\n')).toBe('Строка 1\n\nСтрока 2');
    expect(htmlToText('<p>А</p>\n\n\n<p></p><p></p><p>Б</p>')).toBe('А\n\nБ');
  });

  it('keeps source line breaks when the HTML has only inline tags', () => {
    expect(htmlToText('Состав:\n<b>цемент</b>\nпесок')).toBe('Состав:\nцемент\nпесок');
  });

  it('never returns raw markup', () => {
    const text = htmlToText(
      '<img src=x onerror=alert(1)><iframe src="//evil"></iframe><p onclick="x()">ok</p>',
    );
    expect(text).toBe('ok');
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('decodeEntities leaves unknown names alone and drops invalid code points', () => {
    expect(decodeEntities('&foo; &#0; &#xD800; &amp;')).toBe('&foo;   &');
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

  it('normalises header labels', () => {
    expect(normaliseLabel('  Кол-во,   шт. ')).toBe('кол во шт');
    expect(normaliseLabel('Ёмкость')).toBe('емкость');
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
