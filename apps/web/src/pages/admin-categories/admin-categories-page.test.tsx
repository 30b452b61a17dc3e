import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCategory } from '../../test/categories';
import { mockApiRoutes } from '../../test/axios-adapter';
import { renderWithApp } from '../../test/render-with-app';
import { adminToken } from '../../test/tokens';
import { AdminCategoriesPage } from './admin-categories-page';

const category = (id: number, name: string, parent_id: number | null = null) =>
  makeCategory(id, name, { parent_id });

const CATEGORIES = [
  category(1, 'Двери'),
  category(2, 'Межкомнатные', 1),
  category(3, 'Шпонированные', 2),
  category(5, 'Инструмент'),
  { ...category(8, 'Скидки на двери'), is_discount_category: true },
];

const tree = () => screen.getByRole('list', { name: 'Структура категорий' });
const rowNames = () =>
  within(tree())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

async function openPage() {
  renderWithApp(<AdminCategoriesPage />, { path: '/admin/categories' });
  await screen.findByRole('list', { name: 'Структура категорий' });
}

describe('AdminCategoriesPage', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it('renders the structure as a collapsible tree', async () => {
    mockApiRoutes({ 'GET /categories': { status: 200, data: CATEGORIES } });
    await openPage();
    expect(rowNames()).toEqual(['Двери', 'Инструмент', 'Скидки на двери']);
    expect(within(tree()).getByText(/Подкатегорий: 1/)).toBeInTheDocument();
    expect(within(tree()).getByText('Скидочная категория')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Показать подкатегории «Двери»' }));
    expect(rowNames()).toEqual(['Двери', 'Межкомнатные', 'Инструмент', 'Скидки на двери']);
    fireEvent.click(screen.getByRole('button', { name: 'Развернуть все' }));
    expect(rowNames()).toEqual(['Двери', 'Межкомнатные', 'Шпонированные', 'Инструмент', 'Скидки на двери']);
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть подкатегории «Двери»' }));
    expect(rowNames()).toEqual(['Двери', 'Инструмент', 'Скидки на двери']);
  });

  it("loads a row into the form with its history; 'Отмена' returns to adding", async () => {
    mockApiRoutes({ 'GET /categories': { status: 200, data: CATEGORIES } });
    await openPage();
    expect(screen.getByRole('heading', { name: 'Новая категория' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отмена' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Редактировать «Двери»' }));
    expect(screen.getByRole('heading', { name: 'Редактирование категории' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toHaveValue('Двери');
    // neither the category nor its subcategories can become its parent
    const parents = within(screen.getByLabelText('Родительская категория')).getAllByRole('option');
    expect(parents.map((option) => option.textContent?.trim())).toEqual([
      'Корневая категория',
      'Инструмент',
      'Скидки на двери',
    ]);
    expect(screen.getByRole('button', { name: 'История изменений' })).toBeInTheDocument();
    expect(within(tree()).getByText(/Редактируется/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('heading', { name: 'Новая категория' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'История изменений' })).not.toBeInTheDocument();
  });

  it('saves an edit, toasts, reloads the tree and returns to adding', async () => {
    const success = vi.spyOn(toast, 'success');
    const renamed = [category(1, 'Двери и арки'), ...CATEGORIES.slice(1)];
    mockApiRoutes({
      'GET /categories': [
        { status: 200, data: CATEGORIES },
        { status: 200, data: renamed },
      ],
      'PUT /categories/1': { status: 200, data: { ...renamed[0], published: true } },
    });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Редактировать «Двери»' }));
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Двери и арки' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Категория обновлена'));
    expect(await within(tree()).findByText('Двери и арки')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Новая категория' })).toBeInTheDocument();
  });

  it('asks before deleting and sends nothing on cancel', async () => {
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'DELETE /categories/5': { status: 200, data: { message: 'Категория удалена' } },
    });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить «Инструмент»' }));
    const dialog = screen.getByRole('dialog', { name: 'Удаление категории' });
    expect(dialog).toHaveTextContent('Удалить категорию «Инструмент»? Это действие нельзя отменить.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodies('DELETE /categories/5')).toEqual([]);
  });

  it('deletes an empty category after the confirmation and reloads the tree', async () => {
    const success = vi.spyOn(toast, 'success');
    mockApiRoutes({
      'GET /categories': [
        { status: 200, data: CATEGORIES },
        { status: 200, data: CATEGORIES.filter((c) => c.id !== 5) },
      ],
      'DELETE /categories/5': { status: 200, data: { message: 'Категория удалена' } },
    });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить «Инструмент»' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Категория удалена'));
    await waitFor(() => expect(rowNames()).toEqual(['Двери', 'Скидки на двери']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the server's refusal on screen: how many products and subcategories, and what to do", async () => {
    const refusal =
      'В категории 3 товара и 1 подкатегория. Перенесите их в другую категорию или удалите, затем удалите эту категорию';
    mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'DELETE /categories/1': { status: 409, data: { error: refusal, code: 'CATEGORY_NOT_EMPTY' } },
    });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить «Двери»' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Категория «Двери» не удалена');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowNames()).toContain('Двери');
    fireEvent.click(within(alert).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("offers 'Повторить' when the categories do not load", async () => {
    mockApiRoutes({ 'GET /categories': [{ status: 404 }, { status: 200, data: CATEGORIES }] });
    renderWithApp(<AdminCategoriesPage />, { path: '/admin/categories' });
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('list', { name: 'Структура категорий' })).toBeInTheDocument();
  });
});
