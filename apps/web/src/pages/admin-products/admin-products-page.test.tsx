import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '@shop/shared/catalog/admin-schemas';
import { makeCategory } from '../../test/categories';
import { mockApiRoutes } from '../../test/axios-adapter';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render-with-app';
import { adminToken } from '../../test/tokens';
import { AdminProductsPage } from './admin-products-page';

const CATEGORIES = [makeCategory(1, 'Двери'), makeCategory(2, 'Межкомнатные', { parent_id: 1 })];

function adminProduct(id: number, extra: Partial<AdminProduct> = {}): AdminProduct {
  return {
    ...makeProduct(id),
    published: true,
    external_id: null,
    special_transport: false,
    unit_code: null,
    properties: [],
    own_min_quantity: null,
    own_quantity_step: null,
    length_m: null,
    calculator: null,
    calculator_setting: null,
    ...extra,
  };
}

const page = (products: AdminProduct[], total = products.length) => ({ products, total });
const lastParams = (api: ReturnType<typeof mockApiRoutes>) => api.params('GET /products').at(-1);

describe('AdminProductsPage', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it('lists a page of 10 with ID, name, article, price, category and stock; hidden products are marked', async () => {
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'GET /products': {
        status: 200,
        data: page(
          [
            adminProduct(12, { name: 'Дверь «Классика»', article: 'ДК-1', price: 1250, stock_quantity: 4 }),
            adminProduct(11, { name: 'Старая дверь', published: false }),
          ],
          25,
        ),
      },
    });
    renderWithApp(<AdminProductsPage />, { path: '/admin/products' });
    const row = (await screen.findByText('Дверь «Классика»')).closest('tr')!;
    expect(lastParams(api)).toEqual({ q: '', category_id: undefined, limit: 10, offset: 0 });
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('ДК-1');
    expect(row).toHaveTextContent(/1\s250,00\s₽/);
    await waitFor(() => expect(row).toHaveTextContent('Межкомнатные'));
    expect(row).toHaveTextContent('4');
    expect(row).not.toHaveTextContent('Скрыт');
    expect(screen.getByText('Старая дверь').closest('tr')).toHaveTextContent('Скрыт');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Название товара',
      'Артикул',
      'Цена, ₽',
      'Категория товара',
      'Остаток на складе',
      'Действия',
    ]);
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'href',
      '/admin/products?page=3',
    );
  });

  it('sends the text once typing pauses for 500 ms, and the category at once; both start at page 1', async () => {
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'GET /products': { status: 200, data: page([adminProduct(1)], 30) },
    });
    renderWithApp(<AdminProductsPage />, { path: '/admin/products?page=2' });
    await screen.findByText('Товар 1');
    expect(lastParams(api)).toMatchObject({ q: '', offset: 10 });

    const box = screen.getByLabelText('Поиск по названию или артикулу');
    fireEvent.change(box, { target: { value: 'д' } });
    fireEvent.change(box, { target: { value: 'две' } });
    fireEvent.change(box, { target: { value: 'дверь ' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.params('GET /products').some((params) => (params as { q: string }).q !== '')).toBe(false);
    await waitFor(() => expect(lastParams(api)).toMatchObject({ q: 'дверь', offset: 0 }));
    // the pauses in between asked nothing
    expect(api.params('GET /products').map((params) => (params as { q: string }).q)).not.toContain('д');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/products?q=%D0%B4%D0%B2%D0%B5%D1%80%D1%8C',
    );

    await screen.findByRole('option', { name: /Межкомнатные/ });
    fireEvent.change(screen.getByLabelText('Категория товара'), { target: { value: '2' } });
    await waitFor(() => expect(lastParams(api)).toMatchObject({ q: 'дверь', category_id: 2, offset: 0 }));
  });

  it('reads the filters and the page from the address', async () => {
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'GET /products': { status: 200, data: page([adminProduct(1)], 30) },
    });
    renderWithApp(<AdminProductsPage />, { path: '/admin/products?q=ДК&category_id=1&page=3' });
    await screen.findByText('Товар 1');
    expect(lastParams(api)).toEqual({ q: 'ДК', category_id: 1, limit: 10, offset: 20 });
    expect(screen.getByLabelText('Поиск по названию или артикулу')).toHaveValue('ДК');
  });

  it('says when nothing matches, and offers a retry when the list fails to load', async () => {
    mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'GET /products': [
        { status: 403, data: {} },
        { status: 200, data: page([]) },
      ],
    });
    renderWithApp(<AdminProductsPage />, { path: '/admin/products?q=xyz' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить товары.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Товары с такими условиями не найдены')).toBeInTheDocument();
  });

  it("opens the empty form with 'Добавить товар' and a row's product with its edit button", async () => {
    mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'GET /products': { status: 200, data: page([adminProduct(7, { name: 'Шпатлёвка' })]) },
    });
    renderWithApp(<AdminProductsPage />, { path: '/admin/products' });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить товар' }));
    const added = await screen.findByRole('dialog', { name: 'Новый товар' });
    expect(await within(added).findByLabelText('Название товара')).toHaveValue('');
    fireEvent.click(within(added).getByRole('button', { name: 'Отмена' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Редактировать товар «Шпатлёвка»' }));
    const edited = await screen.findByRole('dialog', { name: 'Редактирование товара' });
    expect(await within(edited).findByLabelText('Название товара')).toHaveValue('Шпатлёвка');
  });

  it('deletes a row after the confirmation and reloads the list', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'GET /products': [
        { status: 200, data: page([adminProduct(7, { name: 'Шпатлёвка' })]) },
        { status: 200, data: page([]) },
      ],
      'DELETE /products/7': { status: 200, data: { deleted: true, message: 'Товар удалён' } },
    });
    renderWithApp(<AdminProductsPage />, { path: '/admin/products' });
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить товар «Шпатлёвка»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление товара' });
    expect(dialog).toHaveTextContent('Вы уверены, что хотите удалить этот товар?');
    expect(dialog).toHaveTextContent('Шпатлёвка');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Товар удалён'));
    expect(api.params('DELETE /products/7')).toHaveLength(1);
    expect(await screen.findByText('Товары с такими условиями не найдены')).toBeInTheDocument();
  });
});
