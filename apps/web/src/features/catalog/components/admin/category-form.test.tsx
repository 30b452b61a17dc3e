import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategory } from '@shop/shared/catalog/admin-schemas';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { makeCategory } from '../../../../test/categories';
import { mockApiRoutes } from '../../../../test/axios-adapter';
import { renderWithApp } from '../../../../test/render-with-app';
import { adminToken } from '../../../../test/tokens';
import { parentOptions } from '../../category-parents';
import { CategoryForm } from './category-form';

const category = (id: number, name: string, parent_id: number | null = null) =>
  makeCategory(id, name, { parent_id });
const saved = (base: CategoryBase): AdminCategory => ({
  ...base,
  published: true,
  special_transport: false,
  min_quantity: null,
  quantity_step: null,
});

// Двери ─ Межкомнатные ─ Шпонированные; Двери ─ Входные; Инструмент
const CATEGORIES = [
  category(1, 'Двери'),
  category(2, 'Межкомнатные', 1),
  category(3, 'Шпонированные', 2),
  category(4, 'Входные', 1),
  category(5, 'Инструмент'),
];

const parentSelect = () => screen.getByLabelText('Родительская категория');
const optionNames = () =>
  within(parentSelect())
    .getAllByRole('option')
    .map((option) => option.textContent?.trim());

describe('parentOptions', () => {
  it('lists every category in tree order with its depth', () => {
    expect(parentOptions(CATEGORIES).map(({ name, depth }) => [name, depth])).toEqual([
      ['Двери', 0],
      ['Входные', 1],
      ['Межкомнатные', 1],
      ['Шпонированные', 2],
      ['Инструмент', 0],
    ]);
  });

  it('leaves out the moving category and all its descendants', () => {
    expect(parentOptions(CATEGORIES, 1).map((option) => option.name)).toEqual(['Инструмент']);
    expect(parentOptions(CATEGORIES, 2).map((option) => option.name)).toEqual([
      'Двери',
      'Входные',
      'Инструмент',
    ]);
  });
});

describe('CategoryForm', () => {
  beforeEach(() => {
    localStorage.setItem('token', adminToken());
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it("offers 'Корневая категория' and every category except the edited one and its subcategories", () => {
    renderWithApp(<CategoryForm category={CATEGORIES[1]} categories={CATEGORIES} onSaved={vi.fn()} />);
    expect(optionNames()).toEqual(['Корневая категория', 'Двери', 'Входные', 'Инструмент']);
    expect(parentSelect()).toHaveValue('1');
    expect(screen.getByLabelText('Название')).toHaveValue('Межкомнатные');
  });

  it('shows the required-name message and sends nothing', async () => {
    const api = mockApiRoutes({ 'POST /categories': { status: 201, data: saved(category(9, 'x')) } });
    renderWithApp(<CategoryForm categories={CATEGORIES} onSaved={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить категорию' }));
    expect(await screen.findByText('Название обязательно')).toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies('POST /categories')).toEqual([]);
  });

  it('creates a category as multipart with its parent and picture, then toasts', async () => {
    const success = vi.spyOn(toast, 'success');
    const onSaved = vi.fn();
    const api = mockApiRoutes({
      'POST /categories': { status: 201, data: saved(category(9, 'Ламинат', 5)) },
    });
    renderWithApp(<CategoryForm categories={CATEGORIES} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Ламинат' } });
    fireEvent.change(parentSelect(), { target: { value: '5' } });
    const picture = new File(['png'], 'laminate.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Изображение/), { target: { files: [picture] } });
    // the picked picture is previewed before it is sent
    expect(document.querySelector('img[src="blob:preview"]')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить категорию' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Категория создана'));
    const [body] = api.bodies('POST /categories') as FormData[];
    expect(body).toBeInstanceOf(FormData);
    expect(body!.get('name')).toBe('Ламинат');
    expect(body!.get('parent_id')).toBe('5');
    expect(body!.get('image')).toBe(picture);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
  });

  it('moving to the root sends parent_id=root and keeps the picture when none is chosen', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({ 'PUT /categories/4': { status: 200, data: saved(category(4, 'Входные')) } });
    renderWithApp(<CategoryForm category={CATEGORIES[3]} categories={CATEGORIES} onSaved={vi.fn()} />);
    fireEvent.change(parentSelect(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Категория обновлена'));
    const [body] = api.bodies('PUT /categories/4') as FormData[];
    expect(body!.get('parent_id')).toBe('root');
    expect(body!.has('image')).toBe(false);
  });

  it('sends the sale rule the admin sets (0,5) and empties it back to inherited', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'PUT /categories/5': { status: 200, data: saved(category(5, 'Инструмент')) },
    });
    const { unmount } = renderWithApp(
      <CategoryForm category={saved(CATEGORIES[4]!)} categories={CATEGORIES} onSaved={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText(/Минимальное количество/), { target: { value: '0,5' } });
    fireEvent.change(screen.getByLabelText(/Шаг продажи/), { target: { value: '0,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Категория обновлена'));
    const [body] = api.bodies('PUT /categories/5') as FormData[];
    expect(body!.get('min_quantity')).toBe('0.5');
    expect(body!.get('quantity_step')).toBe('0.5');
    unmount();

    // a category whose stored rule is not known sends nothing for the empty fields
    renderWithApp(<CategoryForm category={CATEGORIES[4]} categories={CATEGORIES} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.bodies('PUT /categories/5')).toHaveLength(2));
    const second = api.bodies('PUT /categories/5')[1] as FormData;
    expect(second.has('min_quantity')).toBe(false);
    expect(second.has('quantity_step')).toBe(false);
  });

  it('refuses a step that is not a number before sending', async () => {
    const api = mockApiRoutes({ 'PUT /categories/5': { status: 200, data: saved(category(5, 'x')) } });
    renderWithApp(
      <CategoryForm category={saved(CATEGORIES[4]!)} categories={CATEGORIES} onSaved={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText(/Шаг продажи/), { target: { value: '0,1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByLabelText(/Шаг продажи/)).toHaveAttribute('aria-invalid', 'true'));
    expect(api.bodies('PUT /categories/5')).toEqual([]);
  });

  it("shows the server's 400 cycle refusal under the parent select", async () => {
    const cycle = 'Категорию нельзя вложить в саму себя или в её подкатегорию';
    mockApiRoutes({
      'PUT /categories/1': {
        status: 400,
        data: { error: cycle, code: 'VALIDATION_FAILED', fields: { parent_id: cycle } },
      },
    });
    const onSaved = vi.fn();
    // a stale list in another tab can still offer a descendant: the server has the last word
    renderWithApp(<CategoryForm category={CATEGORIES[0]} categories={CATEGORIES} onSaved={onSaved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(cycle)).toBeInTheDocument();
    expect(parentSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });

  it('refuses a picture that is not JPEG, PNG, WebP or AVIF before sending', () => {
    renderWithApp(<CategoryForm categories={CATEGORIES} onSaved={vi.fn()} />);
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByLabelText(/Изображение/), { target: { files: [svg] } });
    expect(screen.getByText('Поддерживаются изображения JPEG, PNG, WebP или AVIF')).toBeInTheDocument();
  });

  it("a new category sends 'Нужен особый транспорт' ticked or not, with the hint for its products", async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'POST /categories': { status: 201, data: saved(category(9, 'Арматура')) },
    });
    renderWithApp(<CategoryForm categories={CATEGORIES} onSaved={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Арматура' } });
    const box = screen.getByRole('checkbox', { name: 'Нужен особый транспорт (длинномер, тяжёлый груз)' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Для всех товаров категории и её подкатегорий/);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить категорию' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Категория создана'));
    const [body] = api.bodies('POST /categories') as FormData[];
    expect(body!.get('special_transport')).toBe('true');
  });

  it("starts from an admin record's mark; without one the mark is sent only once changed", async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'PUT /categories/5': { status: 200, data: saved(category(5, 'Инструмент')) },
    });
    const marked = { ...CATEGORIES[4]!, special_transport: true };
    const { unmount } = renderWithApp(
      <CategoryForm category={marked} categories={CATEGORIES} onSaved={vi.fn()} />,
    );
    expect(screen.getByRole('checkbox', { name: /Нужен особый транспорт/ })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: /Нужен особый транспорт/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    unmount();

    // the public list's record does not tell the mark: an untouched box leaves it as stored
    renderWithApp(<CategoryForm category={CATEGORIES[4]} categories={CATEGORIES} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    const [changed, untouched] = api.bodies('PUT /categories/5') as FormData[];
    expect(changed!.get('special_transport')).toBe('false');
    expect(untouched!.has('special_transport')).toBe(false);
  });

  it('notes that a discount category belongs to the discounts page', () => {
    const discount = { ...category(7, 'Скидки на двери'), is_discount_category: true };
    renderWithApp(
      <CategoryForm category={discount} categories={[...CATEGORIES, discount]} onSaved={vi.fn()} />,
    );
    expect(screen.getByText(/создаёт и удаляет раздел «Скидки»/)).toBeInTheDocument();
  });
});
