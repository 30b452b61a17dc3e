import { describe, expect, it } from 'vitest';
import type { ImportReport } from '@shop/shared/import/schemas';
import {
  doneMessage,
  phaseLabel,
  problemCount,
  problemPlace,
  reportCounts,
  reportLosses,
  reportSummary,
} from './report-view';

const report: ImportReport = {
  processed: 228,
  created: 200,
  updated: 20,
  unpublished: 3,
  skipped: 5,
  categoriesCreated: 15,
  errors: [{ file: 'a.xml', message: 'x' }],
  omittedErrors: 7,
};

const labels = (kind: Parameters<typeof reportCounts>[1], of = report) =>
  reportCounts(of, kind).map(({ label, value }) => `${label}: ${value}`);

describe('import report in plain words', () => {
  it('counts what each kind of import does', () => {
    expect(labels('commerceml')).toEqual([
      'Обработано записей: 228',
      'Создано товаров: 200',
      'Обновлено товаров: 20',
      'Снято с публикации: 3',
      'Без изменений: 5',
      'Создано категорий: 15',
    ]);
    expect(labels('prices')).toEqual([
      'Обработано записей: 228',
      'Обновлено товаров: 20',
      'Снято с публикации: 3',
      'Без изменений: 5',
    ]);
    const pictures = { ...report, pictures: { applied: 8, unchanged: 1, unmatched: 2, unreadable: 0 } };
    expect(labels('images', pictures)).toEqual([
      'Обновлено товаров: 20',
      'Без изменений: 5',
      'Новых изображений: 8',
      'Изображений без изменений: 1',
      'Файлов без товара: 2',
      'Файлов не прочитано: 0',
    ]);
  });

  it('puts what a price list lost first, apart from the other problems', () => {
    expect(reportLosses(report)).toEqual([]);
    const lossy: ImportReport = {
      ...report,
      losses: [
        { file: 'прайс.xlsx', message: 'Не найдена колонка с ценой на листе «Прайс»' },
        { file: 'прайс.xlsx', message: '343 товара создано без цены' },
      ],
    };
    expect(reportLosses(lossy)).toEqual([
      'Не найдена колонка с ценой на листе «Прайс»',
      '343 товара создано без цены',
    ]);
    expect(problemCount(lossy)).toBe(problemCount(report));
  });

  it('says where a problem is: file, sheet, row, Ид', () => {
    expect(problemPlace({ file: 'прайс.xlsx', sheet: 'Товары', line: 12, message: 'm' })).toBe(
      'прайс.xlsx · лист «Товары» · строка 12',
    );
    expect(problemPlace({ file: 'import0_1.xml', line: 40, id: '007821', message: 'm' })).toBe(
      'import0_1.xml · строка 40 · Ид 007821',
    );
    expect(problemPlace({ file: 'import0_1.xml', message: 'm' })).toBe('import0_1.xml');
  });

  it('names the phase of a running job, else its status', () => {
    expect(phaseLabel({ status: 'running', phase: 'checking' })).toBe('Проверка файла');
    expect(phaseLabel({ status: 'running', phase: 'applying' })).toBe('Запись в каталог');
    expect(phaseLabel({ status: 'running', phase: 'unpacking' })).toBe('Выполняется');
    expect(phaseLabel({ status: 'queued', phase: 'queued' })).toBe('В очереди');
    expect(phaseLabel({ status: 'completed', phase: 'done' })).toBe('Готово');
  });

  it('toasts the spec’s counts and sums the problems', () => {
    expect(doneMessage('commerceml', report)).toBe(
      'Импорт завершён. Обработано записей: 228, создано категорий: 15',
    );
    expect(doneMessage('prices', report)).toBe('Цены и остатки обновлены. Обновлено товаров: 20');
    expect(problemCount(report)).toBe(8);
    expect(reportSummary(report)).toBe('обработано 228 · создано 200 · обновлено 20 · скрыто 3');
  });
});
