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

  it('says which goods the storefront hides after the import, and why, in Russian plurals', () => {
    const { rerender } = render(
      <ImportReportView
        report={{ ...report, hidden: { noPrice: 27, withdrawn: 1, noCategory: 0 } }}
        kind="commerceml"
      />,
    );
    expect(
      screen.getByText(
        'Скрыты с витрины: без цены — 27 товаров; сняты с продажи (пометка удаления в 1С или скрыты вручную) — 1 товар.',
      ),
    ).toBeInTheDocument();
    rerender(
      <ImportReportView
        report={{ ...report, hidden: { noPrice: 0, withdrawn: 0, noCategory: 0 } }}
        kind="prices"
      />,
    );
    expect(screen.getByText('Все товары каталога видны на витрине.')).toBeInTheDocument();
    rerender(<ImportReportView report={report} kind="prices" />);
    expect(screen.queryByText(/Скрыты с витрины|видны на витрине/)).toBeNull();
  });

  it('names a product of a problem by its name and short Ид', () => {
    const id = 'cbcf496f-55bc-11d9-848a-00112f43529a';
    const errors = [
      { file: 'offers.xml', line: 7, id, name: 'Дверь «Оптима»', message: 'Цена не распознана' },
      { file: 'offers.xml', line: 9, id, name: null, message: 'Товар с таким Ид не найден на сайте' },
    ];
    render(<ImportReportView report={{ ...report, errors }} kind="prices" />);
    expect(screen.getByText('offers.xml · строка 7 · Дверь «Оптима» (Ид cbcf496f…)')).toBeInTheDocument();
    expect(screen.getByText('offers.xml · строка 9 · товар с Ид cbcf496f…')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(id))).toBeNull();
  });
});
