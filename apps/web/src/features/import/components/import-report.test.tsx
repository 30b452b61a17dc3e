import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '@shop/shared/import/schemas';
import { ImportReportView } from './import-report';

const report: ImportReport = {
  processed: 343,
  created: 343,
  updated: 0,
  unpublished: 0,
  skipped: 0,
  categoriesCreated: 0,
  errors: [{ file: 'прайс.xlsx', sheet: 'Прайс', line: 14, message: 'Артикул повторяется' }],
  omittedErrors: 0,
};

describe('ImportReportView', () => {
  it('shows what a price list lost before the counts and the other problems', () => {
    const losses = [
      { file: 'прайс.xlsx', message: 'Не найдена колонка с ценой на листе «Прайс»' },
      { file: 'прайс.xlsx', message: '343 товара создано без цены' },
    ];
    const { container } = render(<ImportReportView report={{ ...report, losses }} kind="spreadsheet" />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Загружено не всё' })).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Не найдена колонка с ценой на листе «Прайс»', '343 товара создано без цены']);
    expect(container.firstElementChild?.firstElementChild).toBe(alert);
    expect(screen.getByText('Артикул повторяется')).toBeInTheDocument();
  });

  it('has no such block when nothing was lost', () => {
    render(<ImportReportView report={report} kind="spreadsheet" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
