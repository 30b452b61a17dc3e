import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';

/**
 * An Excel 95 (BIFF5) price list in windows-1251, as old 1C and Excel versions save it: one sheet with
 * 'Наименование' / 'Цена' and one row, 'Кирпич' at 10. SheetJS writes BIFF5 in Latin-1 only, so the
 * Latin placeholders are overwritten with windows-1251 bytes of the same length and the CODEPAGE record
 * set to 1251.
 */
export function excel95PriceList(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['NAIMENOVANIE', 'CENA'],
    ['KIRPIC', 10],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  const biff5 = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'biff5' }) as Buffer);
  for (const [ascii, russian] of [
    ['NAIMENOVANIE', 'Наименование'],
    ['CENA', 'Цена'],
    ['KIRPIC', 'Кирпич'],
  ] as const) {
    iconv.encode(russian, 'win1251').copy(biff5, biff5.indexOf(Buffer.from(ascii, 'latin1')));
  }
  const codepage = biff5.indexOf(Buffer.from([0x42, 0x00, 0x02, 0x00]));
  biff5.writeUInt16LE(1251, codepage + 4);
  return biff5;
}
