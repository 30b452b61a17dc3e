import { describe, expect, it } from 'vitest';
import { acceptOf, fileProblem } from './file-checks';

const file = (name: string, size = 100) => ({ name, size });
const GB5 = 5_368_709_120;

describe('the chosen file of an import block (spec §5)', () => {
  it('refuses a missing file in every block', () => {
    for (const kind of ['catalog', 'import01', 'images', 'prices'] as const) {
      expect(fileProblem(kind, null)).toBe('Файл не выбран. Импорт не выполнен.');
    }
  });

  it('block 1 takes .xls, .xlsx and .xml in any letter case', () => {
    for (const name of ['import0_1.xml', 'Прайс.XLSX', 'old price.xls', 'catalog.Xml']) {
      expect(fileProblem('catalog', file(name))).toBeNull();
    }
    for (const name of ['prices.csv', 'import.xml.zip', 'xlsx', 'report.pdf']) {
      expect(fileProblem('catalog', file(name))).toBe('Поддерживаются только XLS, XLSX или XML');
    }
  });

  it('block 2 and the prices block take XML only', () => {
    for (const kind of ['import01', 'prices'] as const) {
      expect(fileProblem(kind, file('offers0_1.xml'))).toBeNull();
      expect(fileProblem(kind, file('price.xlsx'))).toBe('Поддерживаются только XML');
    }
  });

  it('the pictures block takes a ZIP of at most 5 GB', () => {
    expect(fileProblem('images', file('import_files.zip', GB5))).toBeNull();
    expect(fileProblem('images', file('photos.rar'))).toBe('Поддерживаются только ZIP');
    expect(fileProblem('images', file('import_files.zip', GB5 + 1))).toBe(
      'Файл слишком большой. Максимальный размер: 5 ГБ',
    );
  });

  it('offers the block’s extensions to the file picker', () => {
    expect(acceptOf('catalog')).toBe('.xls,.xlsx,.xml');
    expect(acceptOf('prices')).toBe('.xml');
    expect(acceptOf('images')).toBe('.zip');
  });
});
