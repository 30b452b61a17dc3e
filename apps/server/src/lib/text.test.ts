import { describe, expect, it } from 'vitest';
import { cleanLine, decodeEntities, htmlToText, normaliseLabel } from './text.js';

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

describe('labels', () => {
  it('normalises header labels', () => {
    expect(normaliseLabel('  Кол-во,   шт. ')).toBe('кол во шт');
    expect(normaliseLabel('Ёмкость')).toBe('емкость');
  });
});

describe('cleanLine', () => {
  it('trims, collapses whitespace runs and drops invisible characters', () => {
    expect(cleanLine('  Сок\u00a0\u00a0яблочный\r\n1 л\t')).toBe('Сок яблочный 1 л');
    expect(cleanLine('Кирпич\u200b\u0007 М150')).toBe('Кирпич М150');
    expect(cleanLine(null)).toBe('');
  });
});
