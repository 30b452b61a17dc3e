import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCategory } from '../../../../test/categories';
import { mockApiRoutes } from '../../../../test/axios-adapter';
import { makeProduct } from '../../../../test/products';
import { renderWithApp } from '../../../../test/render-with-app';
import { adminToken } from '../../../../test/tokens';
import { ProductEditModal } from './product-edit-modal';

const CATEGORIES = [
  makeCategory(1, 'Двери'),
  makeCategory(2, 'Межкомнатные', { parent_id: 1 }),
  makeCategory(3, 'Сухие смеси'),
  makeCategory(9, 'Скидки на двери', { is_discount_category: true }),
];

const field = (name: RegExp | string) => screen.getByLabelText(name);
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });

function fillRequired() {
  type('Название товара', 'Дверь «Классика»');
  type('Цена, ₽', '1 250,5');
  fireEvent.change(screen.getByLabelText('Категория товара'), { target: { value: '2' } });
  type('Остаток на складе', '15');
}

/** The multipart body sent: every text field and the file's name. */
function sentFields(body: unknown): Record<string, string> {
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries(
    Array.from((body as FormData).entries(), ([name, value]) => [
      name,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]),
  );
}

describe('ProductEditModal', () => {
  beforeEach(() => {
    localStorage.setItem('token', adminToken());
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows the §5 messages of an empty or wrong form and sends nothing', async () => {
    const api = mockApiRoutes({ 'GET /categories': { status: 200, data: CATEGORIES } });
    renderWithApp(<ProductEditModal onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Новый товар' });
    await within(dialog).findByRole('option', { name: 'Межкомнатные' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить товар' }));
    expect(await screen.findByText('Название обязательно')).toBeInTheDocument();
    expect(screen.getByText('Укажите цену')).toBeInTheDocument();
    expect(screen.getByText('Укажите остаток')).toBeInTheDocument();
    expect(field('Категория товара')).toHaveAttribute('aria-invalid', 'true');

    type('Цена, ₽', 'дорого');
    type('Остаток на складе', '-3');
    type('Скидка на товар, %', '150');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить товар' }));
    expect(await screen.findByText('Цена — число не меньше 0, например 1250.50')).toBeInTheDocument();
    expect(
      screen.getByText('Остаток — число не меньше 0, не больше трёх знаков после запятой, например 145,984'),
    ).toBeInTheDocument();
    expect(screen.getByText('Скидка — целое число от 0 до 99')).toBeInTheDocument();
    expect(api.bodies('POST /products')).toEqual([]);
  });

  it('offers the categories as a tree, without the discount categories', async () => {
    mockApiRoutes({ 'GET /categories': { status: 200, data: CATEGORIES } });
    renderWithApp(<ProductEditModal onClose={() => {}} />);
    const select = await screen.findByLabelText('Категория товара');
    await within(select).findByRole('option', { name: 'Межкомнатные' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Выберите категорию', 'Двери', '\u00a0\u00a0\u00a0Межкомнатные', 'Сухие смеси']);
  });

  it('creates a product: sends the multipart fields, says so and closes', async () => {
    const success = vi.spyOn(toast, 'success');
    const onClose = vi.fn();
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'GET /products/check-article': { status: 200, data: { exists: false } },
      'POST /products': { status: 201, data: { ...makeProduct(40), published: true, external_id: null } },
    });
    renderWithApp(<ProductEditModal onClose={onClose} />);
    await screen.findByRole('option', { name: 'Межкомнатные' });
    fillRequired();
    type('Артикул (необязательно)', ' ДК-100 ');
    type('Скидка на товар, %', '5');
    type('Описание товара (необязательно)', 'Массив сосны');
    const picture = new File(['png'], 'door.png', { type: 'image/png' });
    fireEvent.change(field(/Фото товара/), { target: { files: [picture] } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить товар' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentFields(api.bodies('POST /products')[0])).toEqual({
      name: 'Дверь «Классика»',
      price: '1250.50',
      description: 'Массив сосны',
      category_id: '2',
      stock_quantity: '15',
      article: 'ДК-100',
      discount: '5',
      special_transport: 'false',
      unit_code: '796',
      properties: '[]',
      // issue 27: empty = the category's or the unit's rule, unknown weight and length, automatic calculator
      min_quantity: '',
      quantity_step: '',
      weight_kg: '',
      length_m: '',
      calculator: '',
      image: 'file:door.png',
    });
    expect(success).toHaveBeenCalledWith('Товар создан');
  });

  it('sends the chosen unit and the characteristic rows; empty rows dropped, a repeated name refused', async () => {
    const onClose = vi.fn();
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'POST /products': { status: 201, data: { ...makeProduct(42), published: true, external_id: null } },
    });
    renderWithApp(<ProductEditModal onClose={onClose} />);
    await screen.findByRole('option', { name: 'Межкомнатные' });
    fillRequired();
    expect(field('Единица измерения')).toHaveValue('796');
    fireEvent.change(field('Единица измерения'), { target: { value: '055' } });
    const add = screen.getByRole('button', { name: 'Добавить характеристику' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    type('Название характеристики 1', 'Цвет');
    type('Значение характеристики 1', 'Белый');
    type('Название характеристики 3', ' цвет ');
    type('Значение характеристики 3', 'Серый');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить товар' }));
    expect(await screen.findByText('Характеристика «цвет» указана дважды')).toBeInTheDocument();
    expect(api.bodies('POST /products')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Удалить характеристику 3' }));
    expect(screen.queryByLabelText('Название характеристики 3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить товар' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentFields(api.bodies('POST /products')[0])).toMatchObject({
      unit_code: '055',
      properties: JSON.stringify([{ name: 'Цвет', value: 'Белый' }]),
    });
  });

  it("starts from a staff record's unit and rows; a card's product keeps both untouched", async () => {
    mockApiRoutes({ 'GET /categories': { status: 200, data: CATEGORIES } });
    const record = {
      ...makeProduct(43),
      unit_name: 'бухта',
      unit_code: '999',
      properties: [{ name: 'Длина', value: '50 м' }],
      published: true,
      external_id: 'abc',
      special_transport: false,
    };
    const { unmount } = renderWithApp(<ProductEditModal product={record} onClose={() => {}} />);
    await screen.findByRole('option', { name: 'Межкомнатные' });
    expect(field('Единица измерения')).toHaveDisplayValue('бухта');
    expect(field('Название характеристики 1')).toHaveValue('Длина');
    expect(field('Значение характеристики 1')).toHaveValue('50 м');
    unmount();

    renderWithApp(<ProductEditModal product={{ ...makeProduct(44), unit_name: 'м²' }} onClose={() => {}} />);
    await screen.findByRole('option', { name: 'Межкомнатные' });
    expect(field('Единица измерения')).toHaveValue('055');
    expect(screen.queryByRole('button', { name: 'Добавить характеристику' })).toBeNull();
  });

  it("marks a new product as needing special transport, with the manager's hint", async () => {
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'POST /products': { status: 201, data: { ...makeProduct(41), published: true, external_id: null } },
    });
    const onClose = vi.fn();
    renderWithApp(<ProductEditModal onClose={onClose} />);
    await screen.findByRole('option', { name: 'Межкомнатные' });
    fillRequired();
    const box = screen.getByRole('checkbox', { name: 'Нужен особый транспорт (длинномер, тяжёлый груз)' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Стоимость доставки заказа с таким товаром рассчитает менеджер');
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить товар' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentFields(api.bodies('POST /products')[0])).toMatchObject({ special_transport: 'true' });
  });

  it("starts from a staff record's own mark and sends it changed", async () => {
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'PUT /products/5': { status: 200, data: { ...makeProduct(5), published: true, external_id: null } },
    });
    const onClose = vi.fn();
    const staff = { ...makeProduct(5), published: true, external_id: null, special_transport: true };
    renderWithApp(<ProductEditModal product={staff} onClose={onClose} />);
    const box = await screen.findByRole('checkbox', { name: /Нужен особый транспорт/ });
    expect(box).toBeChecked();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentFields(api.bodies('PUT /products/5')[0])).toMatchObject({ special_transport: 'false' });
  });

  it("leaves the mark alone when the product page's record cannot tell the product's own", async () => {
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'PUT /products/5': { status: 200, data: { ...makeProduct(5), published: true, external_id: null } },
    });
    const onClose = vi.fn();
    // the product page's mark counts the category's too
    const detail = { ...makeProduct(5), special_transport: true };
    renderWithApp(<ProductEditModal product={detail} onClose={onClose} />);
    const box = await screen.findByRole('checkbox', { name: /Нужен особый транспорт/ });
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentFields(api.bodies('PUT /products/5')[0])).not.toHaveProperty('special_transport');
  });

  it('checks the article when the field is left and shows a taken one on the field', async () => {
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'GET /products/check-article': [
        { status: 200, data: { exists: true } },
        { status: 200, data: { exists: false } },
      ],
    });
    renderWithApp(<ProductEditModal product={makeProduct(5, { article: 'A-5' })} onClose={() => {}} />);
    const article = await screen.findByLabelText('Артикул (необязательно)');

    fireEvent.blur(article);
    expect(api.params('GET /products/check-article')).toEqual([]);

    fireEvent.change(article, { target: { value: 'ДК-100' } });
    fireEvent.blur(article);
    expect(await screen.findByText('Артикул уже существует')).toBeInTheDocument();
    expect(article).toHaveAttribute('aria-invalid', 'true');
    expect(api.params('GET /products/check-article')).toEqual([{ article: 'ДК-100', excludeProductId: 5 }]);

    fireEvent.change(article, { target: { value: 'ДК-101' } });
    expect(screen.queryByText('Артикул уже существует')).not.toBeInTheDocument();
  });

  it('a 409 on saving puts the message on the article field and in a toast', async () => {
    const error = vi.spyOn(toast, 'error');
    const onClose = vi.fn();
    mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'GET /products/check-article': { status: 200, data: { exists: false } },
      'PUT /products/5': {
        status: 409,
        data: {
          error: 'Артикул уже существует',
          code: 'ARTICLE_TAKEN',
          fields: { article: 'Артикул уже существует' },
        },
      },
    });
    renderWithApp(<ProductEditModal product={makeProduct(5)} onClose={onClose} />);
    await screen.findByRole('option', { name: 'Межкомнатные' });
    type('Артикул (необязательно)', 'ДК-100');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Артикул уже существует'));
    expect(field('Артикул (необязательно)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Артикул уже существует')).toBeInTheDocument();
    // shown on the field, not repeated above the buttons
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a picture at the picture field", async () => {
    mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'PUT /products/5': {
        status: 415,
        data: {
          error: 'Поддерживаются изображения JPEG, PNG, WebP или AVIF',
          code: 'UNSUPPORTED_MEDIA_TYPE',
          fields: { image: 'Поддерживаются изображения JPEG, PNG, WebP или AVIF' },
        },
      },
    });
    renderWithApp(<ProductEditModal product={makeProduct(5)} onClose={() => {}} />);
    await screen.findByRole('option', { name: 'Межкомнатные' });
    const picture = new File(['<svg/>'], 'door.png', { type: 'image/png' });
    fireEvent.change(field(/Фото товара/), { target: { files: [picture] } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(field(/Фото товара/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Поддерживаются изображения JPEG, PNG, WebP или AVIF')).toBeInTheDocument();
  });

  it('saves an edited product with PUT and says it was updated', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'PUT /products/5': { status: 200, data: { ...makeProduct(5), published: true, external_id: null } },
    });
    const onClose = vi.fn();
    renderWithApp(
      <ProductEditModal product={makeProduct(5, { price: 99.9, discount: 10 })} onClose={onClose} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Редактирование товара' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Цена, ₽')).toHaveValue('99.90');
    type('Остаток на складе', '7');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentFields(api.bodies('PUT /products/5')[0])).toMatchObject({
      name: 'Товар 5',
      price: '99.90',
      stock_quantity: '7',
      discount: '10',
      category_id: '2',
    });
    expect(sentFields(api.bodies('PUT /products/5')[0])).not.toHaveProperty('image');
    expect(success).toHaveBeenCalledWith('Товар обновлён');
  });

  it('sends the sale rule, weight, length, decimal stock and a mix calculator; a card leaves the unknown ones alone', async () => {
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'PUT /products/5': { status: 200, data: { ...makeProduct(5), published: true, external_id: null } },
    });
    const onClose = vi.fn();
    // a storefront card's product: its own sale rule, length and calculator are not known
    renderWithApp(
      <ProductEditModal
        product={makeProduct(5, {
          unit_name: 'кг',
          min_quantity: 0.5,
          quantity_step: 0.5,
          stock_exact: 12.25,
        })}
        onClose={onClose}
      />,
    );
    expect(await screen.findByLabelText('Остаток на складе')).toHaveValue('12,25');
    expect(screen.getAllByText(/сейчас 0,5\s?кг/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const untouched = sentFields(api.bodies('PUT /products/5')[0]);
    expect(untouched).toMatchObject({ stock_quantity: '12.25', weight_kg: '' });
    for (const unknown of ['min_quantity', 'quantity_step', 'length_m', 'calculator']) {
      expect(untouched).not.toHaveProperty(unknown);
    }
  });

  it('sends what the admin typed in the issue 27 fields and shows the server refusal under the field', async () => {
    const offStep = 'Минимальное количество должно быть кратно шагу';
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'PUT /products/5': {
        status: 400,
        data: { error: offStep, code: 'VALIDATION_FAILED', fields: { min_quantity: offStep } },
      },
    });
    const product = {
      ...makeProduct(5),
      published: true,
      external_id: null,
      special_transport: false,
      unit_code: '166',
      properties: [],
      own_min_quantity: null,
      own_quantity_step: null,
      length_m: null,
      calculator: null,
      calculator_setting: null,
    };
    renderWithApp(<ProductEditModal product={product} onClose={vi.fn()} />);
    await screen.findByLabelText('Остаток на складе');
    type(/Минимальное количество/, '1,5');
    type(/Шаг продажи/, '0.5');
    type(/Вес единицы, кг/, '25');
    type(/Длина, м/, '3,2');
    fireEvent.change(field('Калькулятор'), { target: { value: 'mix' } });
    type('Расход, кг/м² на 1 мм', '1,4');
    type('Вес мешка, кг', '25');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(offStep)).toBeInTheDocument();
    expect(sentFields(api.bodies('PUT /products/5')[0])).toMatchObject({
      min_quantity: '1.5',
      quantity_step: '0.5',
      weight_kg: '25',
      length_m: '3.2',
      calculator: JSON.stringify({ kind: 'mix', rate: 1.4, bag: 25 }),
    });
    expect(field(/Минимальное количество/)).toHaveAttribute('aria-invalid', 'true');

    // a figure that is not a number is refused before sending
    type('Вес мешка, кг', 'мешок');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('combobox', { name: 'Калькулятор' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.bodies('PUT /products/5')).toHaveLength(1);
  });

  it('asks before deleting and shows that an ordered product was hidden, not deleted', async () => {
    const info = vi.spyOn(toast, 'info');
    const onClose = vi.fn();
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'DELETE /products/5': {
        status: 200,
        data: { deleted: false, message: 'Товар скрыт с витрины: он есть в заказах, поэтому не удалён' },
      },
    });
    renderWithApp(<ProductEditModal product={makeProduct(5)} onClose={onClose} />);
    await screen.findByRole('option', { name: 'Межкомнатные' });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));

    const confirm = await screen.findByRole('dialog', { name: 'Удаление товара' });
    expect(confirm).toHaveTextContent('Вы уверены, что хотите удалить этот товар?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByRole('dialog', { name: 'Редактирование товара' })).toBeInTheDocument();
    expect(api.params('DELETE /products/5')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const again = await screen.findByRole('dialog', { name: 'Удаление товара' });
    fireEvent.click(within(again).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith('Товар скрыт с витрины: он есть в заказах, поэтому не удалён'),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the product's change history, with prices in roubles and categories by name", async () => {
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: CATEGORIES },
      'GET /history': {
        status: 200,
        data: [
          {
            id: 1,
            at: '2026-11-20T09:30:00.000Z',
            action: 'update',
            actor: { id: 1, email: 'admin@example.com' },
            changes: { price: [100, 120.5], category_id: [3, 2] },
          },
        ],
      },
    });
    renderWithApp(<ProductEditModal product={makeProduct(5)} onClose={() => {}} />);
    await screen.findByRole('option', { name: 'Межкомнатные' });
    fireEvent.click(screen.getByRole('button', { name: 'История изменений' }));
    expect(await screen.findByText(/admin@example\.com/)).toBeInTheDocument();
    expect(api.params('GET /history')).toEqual([{ entity: 'product', id: 5 }]);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(/цена: 100,00\s₽ → 120,50\s₽/);
    expect(dialog).toHaveTextContent('категория: Сухие смеси → Межкомнатные');
  });
});
