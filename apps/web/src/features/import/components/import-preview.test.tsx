import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '@shop/shared/import/schemas';
import { ImportPreviewView } from './import-preview';

const base = {
  id: '3f1c0a9e-1d2b-4c5d-8e9f-0a1b2c3d4e5f',
  fileName: 'прайс.xlsx',
  isCategorized: false,
  createdAt: '2026-03-01T09:00:00.000Z',
  expiresAt: '2026-03-02T09:00:00.000Z',
  mappingRemembered: false,
  warnings: [],
};

const spreadsheet: ImportPreview = {
  ...base,
  kind: 'spreadsheet',
  commerceMl: null,
  sheets: [
    {
      name: 'Прайс',
      skipReason: null,
      headerRow: 3,
      labels: ['Товар/послуга', 'Шифр', 'Відпускна', 'Склад'],
      columns: [
        { kind: 'name', column: 0, label: 'Товар/послуга' },
        { kind: 'stock', column: 3, label: 'Склад' },
      ],
      missing: ['price'],
      goods: 2,
      sample: [
        { row: 4, name: 'Фарба біла', article: null, priceKopecks: null, stock: 4, inStock: true },
        { row: 5, name: 'Шпаклівка', article: null, priceKopecks: null, stock: 9, inStock: true },
      ],
    },
  ],
  plan: { created: 2, updated: 0, hidden: 0, unchanged: 0, withoutPrice: 2 },
};

const offers: ImportPreview = {
  ...base,
  fileName: 'offers.xml',
  kind: 'prices',
  sheets: null,
  commerceMl: {
    onlyChanges: false,
    groups: 0,
    products: 0,
    offers: 4,
    priceTypes: [
      { id: 'iv', name: 'Ив. Розничная', currency: 'RUB', offers: 4 },
      { id: 'yar', name: 'Яр. Розница', currency: 'RUB', offers: 3 },
    ],
    chosenPriceTypeId: 'iv',
    priceTypeRemembered: false,
    warehouses: [
      { id: 'w1', name: 'Склад Иваново', offers: 3, total: 42 },
      { id: 'w2', name: 'Склад Ярославль', offers: 2, total: 5.5 },
    ],
    chosenWarehouseIds: null,
  },
  plan: { created: 0, updated: 4, hidden: 0, unchanged: 0, withoutPrice: 0 },
  warnings: ['Предложений для товаров, которых нет на сайте: 1.'],
};

describe('ImportPreviewView', () => {
  it('shows a sheet: header row, a drop-down per field with «не загружать», the first rows, the plan in red', () => {
    render(<ImportPreviewView preview={spreadsheet} onApply={vi.fn()} onCancel={vi.fn()} />);
    const sheet = screen.getByRole('region', { name: 'Лист «Прайс»' });
    expect(within(sheet).getByText('Заголовок в строке 3')).toBeInTheDocument();
    const price = within(sheet).getByLabelText('Цена');
    expect(price).toHaveValue('');
    expect(
      within(price)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'не загружать',
      'Товар/послуга (колонка 1)',
      'Шифр (колонка 2)',
      'Відпускна (колонка 3)',
      'Склад (колонка 4)',
    ]);
    expect(within(sheet).getByLabelText('Название')).toHaveValue('0');
    expect(within(sheet).getByText(/Не найдены колонки: Цена/)).toBeInTheDocument();
    const rows = within(sheet).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Фарба біла');
    const withoutPrice = screen.getByText('Товаров без цены (не будут продаваться)');
    expect(withoutPrice).toHaveClass('text-red-700');
    expect(withoutPrice.nextElementSibling).toHaveTextContent('2');
    expect(screen.queryByText('Будет скрыто товаров')).toBeNull();
  });

  it('sends the changed columns of a sheet on «Загрузить», nothing when unchanged; «Отмена» cancels', () => {
    const onApply = vi.fn();
    const onCancel = vi.fn();
    render(<ImportPreviewView preview={spreadsheet} onApply={onApply} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(onApply).toHaveBeenLastCalledWith({});
    fireEvent.change(screen.getByLabelText('Цена'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Остаток'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(onApply).toHaveBeenLastCalledWith({
      mapping: {
        Прайс: {
          headerRow: 3,
          columns: {
            name: 0,
            article: null,
            price: 2,
            stock: null,
            unit: null,
            category: null,
            description: null,
            barcode: null,
          },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('offers the price types (the chosen one checked) and the warehouses, and sends what changed', () => {
    const onApply = vi.fn();
    render(<ImportPreviewView preview={offers} onApply={onApply} onCancel={vi.fn()} />);
    expect(screen.getByText('Групп: 0, товаров: 0, предложений: 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Ив. Розничная — цен: 4')).toBeChecked();
    expect(screen.getByLabelText('Все склады')).toBeChecked();
    expect(screen.getByLabelText('Склад Ярославль — позиций: 2, всего: 5,5')).toBeDisabled();
    expect(screen.getByText('Предложений для товаров, которых нет на сайте: 1.')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Яр. Розница — цен: 3'));
    fireEvent.click(screen.getByLabelText('Выбрать склады'));
    fireEvent.click(screen.getByLabelText('Склад Ярославль — позиций: 2, всего: 5,5'));
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(onApply).toHaveBeenLastCalledWith({ priceTypeId: 'yar', warehouseIds: ['w1'] });
  });

  it('refuses to send no warehouse at all', () => {
    const onApply = vi.fn();
    render(<ImportPreviewView preview={offers} onApply={onApply} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('Выбрать склады'));
    fireEvent.click(screen.getByLabelText('Склад Иваново — позиций: 3, всего: 42'));
    fireEvent.click(screen.getByLabelText('Склад Ярославль — позиций: 2, всего: 5,5'));
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите хотя бы один склад.');
  });
});
