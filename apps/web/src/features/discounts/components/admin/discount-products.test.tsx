import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/shared/catalog/schemas';
import type { DiscountProduct } from '@shop/shared/discounts/schemas';
import { mockApiRoutes } from '../../../../test/axios-adapter';
import { makeProduct } from '../../../../test/products';
import { renderWithApp } from '../../../../test/render-with-app';
import { adminToken } from '../../../../test/tokens';
import { DiscountProducts } from './discount-products';

const member = (id: number, percent: number): DiscountProduct => ({
  ...makeProduct(id),
  discount_percent: percent,
});
const page = (products: Product[], total = products.length) => ({ status: 200, data: { products, total } });
const CATEGORIES = [{ id: 3, label: 'Двери' }];

function renderPanel(path = '/admin/discounts?discount=5', onCatalogueChanged = vi.fn()) {
  renderWithApp(
    <DiscountProducts discountId={5} categories={CATEGORIES} onCatalogueChanged={onCatalogueChanged} />,
    { path },
  );
  return onCatalogueChanged;
}

const available = () => screen.findByRole('list', { name: 'Товары в наличии' });
const percentField = () => screen.getByLabelText('Скидка, %');
const addButton = () => screen.getByRole('button', { name: /Добавить выбранные/ });

describe('DiscountProducts', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it('lists the members with their percent and marks them, disabled, among the available products', async () => {
    const api = mockApiRoutes({
      'GET /discounts/5/products': { status: 200, data: [member(1, 15)] },
      'GET /products': page([makeProduct(1), makeProduct(2)], 2),
    });
    renderPanel();
    const members = (await screen.findByRole('heading', { name: /Товары в скидке/ })).closest('section')!;
    await waitFor(() => expect(members).toHaveTextContent('Товар 1'));
    expect(members).toHaveTextContent('−15 %');

    const row1 = (await within(await available()).findByText('Товар 1')).closest('li')!;
    expect(within(row1).getByRole('checkbox')).toBeDisabled();
    expect(within(row1).getByRole('checkbox')).toBeChecked();
    expect(row1).toHaveTextContent('Уже в скидке');
    const row2 = within(await available())
      .getByText('Товар 2')
      .closest('li')!;
    expect(within(row2).getByRole('checkbox')).toBeEnabled();
    expect(row2).not.toHaveTextContent('Уже в скидке');
    expect(api.params('GET /products').at(-1)).toEqual({ limit: 30, offset: 0, inStock: 'true' });
  });

  it("adds the selected products at one percent and shows the server's added/updated answer", async () => {
    const success = vi.spyOn(toast, 'success');
    const answer = 'Добавлено товаров: 2. Скидка изменена у уже добавленных: 1';
    const api = mockApiRoutes({
      'GET /discounts/5/products': [
        { status: 200, data: [member(1, 15)] },
        { status: 200, data: [member(1, 15), member(2, 20), member(3, 20)] },
      ],
      'GET /products': page([makeProduct(1), makeProduct(2), makeProduct(3)]),
      'POST /discounts/5/products': { status: 200, data: { added: 2, updated: 1, message: answer } },
    });
    const onCatalogueChanged = renderPanel();
    const list = await available();
    await within(list).findByText('Товар 2');
    fireEvent.click(within(within(list).getByText('Товар 2').closest('li')!).getByRole('checkbox'));
    fireEvent.click(within(within(list).getByText('Товар 3').closest('li')!).getByRole('checkbox'));
    fireEvent.change(percentField(), { target: { value: '20' } });
    expect(addButton()).toHaveTextContent('Добавить выбранные (2)');
    fireEvent.click(addButton());

    await waitFor(() => expect(success).toHaveBeenCalledWith(answer));
    expect(api.bodies('POST /discounts/5/products')).toEqual([{ product_ids: [2, 3], discount_percent: 20 }]);
    expect(screen.getByRole('status')).toHaveTextContent(answer);
    expect(onCatalogueChanged).toHaveBeenCalled();
    await waitFor(() =>
      expect(within(list).getByText('Товар 3').closest('li')).toHaveTextContent('Уже в скидке'),
    );
    expect(addButton()).toHaveTextContent('Добавить выбранные (0)');
  });

  it('refuses a percent outside 1–99 on the client, and asks for products when none is selected', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const api = mockApiRoutes({
      'GET /discounts/5/products': { status: 200, data: [] },
      'GET /products': page([makeProduct(2)]),
    });
    renderPanel();
    const row = (await within(await available()).findByText('Товар 2')).closest('li')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    for (const value of ['', '0', '100', '12.5']) {
      fireEvent.change(percentField(), { target: { value } });
      fireEvent.click(addButton());
      expect(await screen.findByText('Укажите корректный процент скидки (1-99)')).toBeInTheDocument();
      expect(percentField()).toHaveAttribute('aria-invalid', 'true');
    }
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.change(percentField(), { target: { value: '10' } });
    fireEvent.click(addButton());
    expect(warning).toHaveBeenCalledWith('Выберите товары для добавления');
    expect(api.bodies('POST /discounts/5/products')).toEqual([]);
  });

  it('selects the whole page but not the products already in the discount', async () => {
    const api = mockApiRoutes({
      'GET /discounts/5/products': { status: 200, data: [member(1, 15)] },
      'GET /products': page([makeProduct(1), makeProduct(2), makeProduct(3)]),
      'POST /discounts/5/products': {
        status: 200,
        data: { added: 2, updated: 0, message: 'Добавлено товаров: 2' },
      },
    });
    renderPanel();
    await within(await available()).findByText('Товар 3');
    fireEvent.click(screen.getByLabelText('Выбрать все на странице'));
    fireEvent.change(percentField(), { target: { value: '5' } });
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(api.bodies('POST /discounts/5/products')).toEqual([
        { product_ids: [2, 3], discount_percent: 5 },
      ]),
    );
  });

  it('removes a product from the discount', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'GET /discounts/5/products': [
        { status: 200, data: [member(1, 15)] },
        { status: 200, data: [] },
      ],
      'GET /products': page([]),
      'DELETE /discounts/5/products/1': { status: 200, data: { message: 'Товар убран из скидки' } },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Убрать «Товар 1» из скидки' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Товар убран из скидки'));
    expect(api.bodies('DELETE /discounts/5/products/1')).toHaveLength(1);
    expect(
      await screen.findByText('В скидке пока нет товаров. Выберите их в списке товаров в наличии.'),
    ).toBeInTheDocument();
  });

  it('browses a category and pages of 30', async () => {
    const api = mockApiRoutes({
      'GET /discounts/5/products': { status: 200, data: [] },
      'GET /products': page([makeProduct(2)], 65),
    });
    renderPanel();
    await within(await available()).findByText('Товар 2');
    fireEvent.change(screen.getByLabelText('Категория товаров'), { target: { value: '3' } });
    await waitFor(() =>
      expect(api.params('GET /products').at(-1)).toEqual({
        category_id: 3,
        limit: 30,
        offset: 0,
        inStock: 'true',
      }),
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Страница 3' }));
    await waitFor(() =>
      expect(api.params('GET /products').at(-1)).toMatchObject({ category_id: 3, offset: 60 }),
    );
    expect(screen.queryByRole('link', { name: 'Страница 4' })).not.toBeInTheDocument();
  });

  it('searches by name after the typing pauses (500 ms), in stock only', async () => {
    const api = mockApiRoutes({
      'GET /discounts/5/products': { status: 200, data: [] },
      'GET /products': page([]),
      'GET /products/search': page([makeProduct(7, { name: 'Цемент М500' })]),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'По названию' }));
    expect(
      await screen.findByText('Введите название или артикул товара в строке поиска.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Название или артикул'), { target: { value: 'цем' } });
    fireEvent.change(screen.getByLabelText('Название или артикул'), { target: { value: 'цемент ' } });
    const list = await screen.findByRole('list', { name: 'Товары в наличии' }, { timeout: 2000 });
    expect(list).toHaveTextContent('Цемент М500');
    expect(api.params('GET /products/search')).toEqual([
      { q: 'цемент', limit: 30, offset: 0, inStock: 'true' },
    ]);
  });
});
