import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Discount } from '@shop/shared/discounts/schemas';
import { mockApiRoutes } from '../../../../test/axios-adapter';
import { makeCategory as category } from '../../../../test/categories';
import { renderWithApp } from '../../../../test/render-with-app';
import { adminToken } from '../../../../test/tokens';
import { AdminDiscounts } from './admin-discounts';

const CATEGORIES = [
  category(3, 'Двери'),
  category(4, 'Межкомнатные', { parent_id: 3 }),
  category(9, 'Скидки на двери', { is_discount_category: true }),
];

const discount = (id: number, extra: Partial<Discount> = {}): Discount => ({
  id,
  title: `Скидка ${id}`,
  image: `/uploads/discounts/${id}.webp`,
  category_id: 9,
  Category: { id: 9, name: 'Скидки на двери' },
  ...extra,
});

const banner = () => new File(['png bytes'], 'banner.png', { type: 'image/png' });

function renderPage(onCatalogueChanged = vi.fn()) {
  renderWithApp(<AdminDiscounts categories={CATEGORIES} onCatalogueChanged={onCatalogueChanged} />, {
    path: '/admin/discounts',
  });
  return onCatalogueChanged;
}

const createForm = () => screen.getByRole('form', { name: 'Новая скидка' });
const sentForm = (api: ReturnType<typeof mockApiRoutes>, route: string) => api.bodies(route)[0] as FormData;

describe('AdminDiscounts: create', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it('sends title, image and category_id of an existing category (discount categories are not offered)', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'GET /discounts': { status: 200, data: [] },
      'POST /discounts': { status: 201, data: discount(7) },
    });
    const onCatalogueChanged = renderPage();
    const form = createForm();
    const select = within(form).getByLabelText('Существующая категория');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['\u2014', 'Двери', '\u2014 Межкомнатные']);
    fireEvent.change(within(form).getByLabelText('Название'), { target: { value: '  Двери −15 %  ' } });
    fireEvent.change(select, { target: { value: '4' } });
    const image = banner();
    fireEvent.change(within(form).getByLabelText('Изображение'), { target: { files: [image] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Создать скидку' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Скидка создана'));
    const body = sentForm(api, 'POST /discounts');
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()].sort()).toEqual(['category_id', 'image', 'title']);
    expect(body.get('title')).toBe('Двери −15 %');
    expect(body.get('category_id')).toBe('4');
    expect((body.get('image') as File).name).toBe('banner.png');
    expect(onCatalogueChanged).toHaveBeenCalled();
    expect(within(form).getByLabelText('Название')).toHaveValue('');
  });

  it('sends category_name (and no category_id) when a new category is created', async () => {
    const api = mockApiRoutes({
      'GET /discounts': { status: 200, data: [] },
      'POST /discounts': { status: 201, data: discount(8) },
    });
    renderPage();
    const form = createForm();
    fireEvent.change(within(form).getByLabelText('Название'), { target: { value: 'Скидки на окна' } });
    fireEvent.click(within(form).getByLabelText('Создать новую'));
    expect(within(form).queryByLabelText('Существующая категория')).not.toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Название новой категории'), {
      target: { value: 'Окна со скидкой' },
    });
    fireEvent.change(within(form).getByLabelText('Изображение'), { target: { files: [banner()] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Создать скидку' }));

    await waitFor(() => expect(api.bodies('POST /discounts')).toHaveLength(1));
    const body = sentForm(api, 'POST /discounts');
    expect([...body.keys()].sort()).toEqual(['category_name', 'image', 'title']);
    expect(body.get('category_name')).toBe('Окна со скидкой');
  });

  it('shows the §5 messages and sends nothing while the form is incomplete', async () => {
    const api = mockApiRoutes({ 'GET /discounts': { status: 200, data: [] } });
    renderPage();
    const form = createForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Создать скидку' }));
    expect(await within(form).findByText('Название обязательно')).toBeInTheDocument();
    expect(within(form).getByText('Выберите существующую категорию')).toBeInTheDocument();
    expect(within(form).getByText('Изображение обязательно')).toBeInTheDocument();

    fireEvent.click(within(form).getByLabelText('Создать новую'));
    fireEvent.click(within(form).getByRole('button', { name: 'Создать скидку' }));
    expect(await within(form).findByText('Укажите имя для новой категории')).toBeInTheDocument();
    expect(api.bodies('POST /discounts')).toEqual([]);
  });

  it('refuses a picture that is not JPEG, PNG, WebP or AVIF before sending it', async () => {
    mockApiRoutes({ 'GET /discounts': { status: 200, data: [] } });
    renderPage();
    const input = within(createForm()).getByLabelText('Изображение');
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' })] },
    });
    expect(
      await screen.findByText('Поддерживаются изображения JPEG, PNG, WebP или AVIF'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's field message on the field and falls back to 'Ошибка создания скидки'", async () => {
    const error = vi.spyOn(toast, 'error');
    mockApiRoutes({
      'GET /discounts': { status: 200, data: [] },
      'POST /discounts': [
        {
          status: 400,
          data: {
            error: 'Выберите обычную категорию: эта уже служит скидке',
            code: 'VALIDATION_FAILED',
            fields: { category_id: 'Выберите обычную категорию: эта уже служит скидке' },
          },
        },
        { status: 409, data: {} },
      ],
    });
    renderPage();
    const form = createForm();
    fireEvent.change(within(form).getByLabelText('Название'), { target: { value: 'Окна' } });
    fireEvent.change(within(form).getByLabelText('Существующая категория'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Изображение'), { target: { files: [banner()] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Создать скидку' }));
    expect(
      await within(form).findByText('Выберите обычную категорию: эта уже служит скидке'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Существующая категория')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(form).getByLabelText('Существующая категория'), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Создать скидку' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Ошибка создания скидки'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Ошибка создания скидки');
  });
});

describe('AdminDiscounts: list', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it("shows each discount's image, title and category, or 'Не привязана'", async () => {
    mockApiRoutes({
      'GET /discounts': {
        status: 200,
        data: [discount(1), discount(2, { category_id: null, Category: null })],
      },
    });
    renderPage();
    const first = (await screen.findByText('Скидка 1')).closest('li')!;
    expect(first).toHaveTextContent('Категория: Скидки на двери');
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/uploads/discounts/1.webp'),
    );
    expect(screen.getByText('Скидка 2').closest('li')).toHaveTextContent('Не привязана');
  });

  it("a failed load says 'Не удалось загрузить данные о скидках.' with a retry", async () => {
    mockApiRoutes({
      'GET /discounts': [
        { status: 403, data: {} },
        { status: 200, data: [discount(1)] },
      ],
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные о скидках.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Скидка 1')).toBeInTheDocument();
  });

  it("asks 'Вы уверены?' before deleting; nothing is sent until the admin confirms", async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'GET /discounts': [
        { status: 200, data: [discount(5)] },
        { status: 200, data: [] },
      ],
      'DELETE /discounts/5': { status: 200, data: { message: 'Скидка удалена' } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить «Скидка 5»' }));
    let dialog = await screen.findByRole('dialog', { name: 'Вы уверены?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('DELETE /discounts/5')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Удалить «Скидка 5»' }));
    dialog = await screen.findByRole('dialog', { name: 'Вы уверены?' });
    expect(dialog).toHaveTextContent('Скидка «Скидка 5» будет удалена');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Скидка удалена'));
    expect(api.bodies('DELETE /discounts/5')).toHaveLength(1);
    expect(await screen.findByText('Скидок пока нет. Создайте первую в форме.')).toBeInTheDocument();
  });

  it("a refused delete says 'Ошибка удаления скидки'", async () => {
    const error = vi.spyOn(toast, 'error');
    mockApiRoutes({
      'GET /discounts': { status: 200, data: [discount(5)] },
      'DELETE /discounts/5': { status: 404, data: {} },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить «Скидка 5»' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ошибка удаления скидки'));
  });

  it('updates the title without an image, and requires the title', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'GET /discounts': { status: 200, data: [discount(5)] },
      'PUT /discounts/5': { status: 200, data: discount(5, { title: 'Двери −20 %' }) },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Редактировать «Скидка 5»' }));
    const form = screen.getByRole('form', { name: 'Редактировать «Скидка 5»' });
    const title = within(form).getByLabelText('Название');
    expect(title).toHaveValue('Скидка 5');
    expect(screen.getByRole('button', { name: 'История изменений' })).toBeInTheDocument();
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Название обязательно')).toBeInTheDocument();

    fireEvent.change(title, { target: { value: 'Двери −20 %' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Скидка обновлена'));
    const body = sentForm(api, 'PUT /discounts/5');
    expect([...body.keys()]).toEqual(['title']);
    expect(body.get('title')).toBe('Двери −20 %');
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: /Редактировать/ })).not.toBeInTheDocument(),
    );
  });
});
