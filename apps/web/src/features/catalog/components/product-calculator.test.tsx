import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import type { ProductCalculator, ProductDetail } from '@shop/shared/catalog/schemas';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render-with-app';
import { userToken } from '../../../test/tokens';
import type { ProductDetail as Detail } from '@shop/shared/catalog/schemas';
import { AddQuantityButton } from '../../cart/components/add-quantity-button';
import { ProductCalculatorSection as Section } from './product-calculator';
import { purchaseOf } from './product-calculator-parts';

function detail(calculator: ProductCalculator | null, extra: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...makeProduct(7, { name: 'Ламинат 32 класс', price: 1249, discounted_price: 1249, unit_name: 'упак' }),
    barcode: null,
    properties: [],
    special_transport: false,
    length_m: null,
    calculator,
    own_min_quantity: null,
    own_quantity_step: null,
    ...extra,
  };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const result = () => screen.getByTestId('calculator-result');

describe('ProductCalculatorSection', () => {
  it('shows nothing for a product without a calculator', () => {
    renderWithApp(<ProductCalculatorSection product={detail(null)} />);
    expect(screen.queryByText('Калькулятор')).toBeNull();
  });

  it('turns a 3.2 × 4.1 m room with 10 % into 8 packs of 1.996 m², their area and price', () => {
    renderWithApp(<ProductCalculatorSection product={detail({ kind: 'area', pack_area: 1.996 })} />);
    expect(screen.getByText('Калькулятор')).toBeInTheDocument();
    const idle = screen.getByRole('button', { name: 'Добавить в корзину' });
    expect(idle).toBeDisabled();
    type('Длина помещения, м', '3,2');
    type('Ширина помещения, м', '4.1');
    expect(screen.getByLabelText('Запас')).toHaveValue('10');
    expect(result()).toHaveTextContent('8 упаковок — покроют 15,968 м²');
    // 8 × 1 249 ₽
    expect(result()).toHaveTextContent(/Стоимость: 9\s992,00\s₽/);
    expect(result()).toHaveTextContent('Площадь 13,12 м² и запас 10 % на подрезку; в упаковке 1,996 м²');
    expect(screen.getByRole('button', { name: 'Добавить 8 уп. в корзину' })).toBeEnabled();
    // without the reserve 7 packs; openings are taken off
    fireEvent.change(screen.getByLabelText('Запас'), { target: { value: '0' } });
    expect(screen.getByRole('button', { name: 'Добавить 7 уп. в корзину' })).toBeEnabled();
    type('Двери и окна, м²', '3');
    expect(screen.getByRole('button', { name: 'Добавить 6 уп. в корзину' })).toBeEnabled();
  });

  it('refuses a room over 10 000 m², text, zero and openings larger than the room', () => {
    renderWithApp(<ProductCalculatorSection product={detail({ kind: 'area', pack_area: 1.996 })} />);
    type('Длина помещения, м', '200');
    type('Ширина помещения, м', '100');
    expect(screen.getByRole('alert')).toHaveTextContent('Слишком большое значение: не больше 10 000');
    expect(screen.queryByTestId('calculator-result')).toBeNull();
    expect(screen.getByRole('button', { name: 'Добавить в корзину' })).toBeDisabled();

    type('Длина помещения, м', 'три');
    expect(screen.getByLabelText('Длина помещения, м')).toHaveAccessibleDescription('Введите число');
    type('Длина помещения, м', '0');
    expect(screen.getByLabelText('Длина помещения, м')).toHaveAccessibleDescription(
      'Значение должно быть больше нуля',
    );
    type('Длина помещения, м', '-3');
    expect(screen.getByLabelText('Длина помещения, м')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(screen.getByRole('radio', { name: 'По площади' }));
    type('Площадь, м²', '10');
    type('Двери и окна, м²', '12');
    expect(screen.getByLabelText('Двери и окна, м²')).toHaveAccessibleDescription(
      'Проёмы не могут быть больше площади помещения',
    );
    expect(screen.getByRole('button', { name: 'Добавить в корзину' })).toBeDisabled();
  });

  it('rounds the area of goods sold by m² up to their step', () => {
    const linoleum = detail(
      { kind: 'area', pack_area: null },
      {
        unit_name: 'м²',
        price: 540,
        discounted_price: 540,
        quantity_step: 0.1,
        min_quantity: 0.1,
        stock_exact: 86.35,
      },
    );
    renderWithApp(<ProductCalculatorSection product={linoleum} />);
    type('Длина помещения, м', '3,2');
    type('Ширина помещения, м', '4,1');
    expect(result()).toHaveTextContent('14,5 м² — с запасом нужно 14,432 м²');
    expect(result()).toHaveTextContent('продаётся кратно 0,1 м²');
    // 14.5 × 540 ₽
    expect(result()).toHaveTextContent(/Стоимость: 7\s830,00\s₽/);
    expect(screen.getByRole('button', { name: 'Добавить 14,5\u00a0м² в корзину' })).toBeEnabled();
  });

  it('offers what is in stock when the need is larger, and nothing at no stock', () => {
    const { unmount } = renderWithApp(
      <ProductCalculatorSection
        product={detail({ kind: 'area', pack_area: 1.996 }, { stock_quantity: 5, stock_exact: 5 })}
      />,
    );
    type('Длина помещения, м', '3,2');
    type('Ширина помещения, м', '4,1');
    expect(within(result()).getByRole('status')).toHaveTextContent('В наличии только 5 упак');
    expect(screen.getByRole('button', { name: 'Добавить 5 уп. в корзину' })).toBeEnabled();
    unmount();

    renderWithApp(
      <ProductCalculatorSection
        product={detail({ kind: 'area', pack_area: 1.996 }, { stock_quantity: 0, stock_exact: 0 })}
      />,
    );
    type('Длина помещения, м', '3,2');
    type('Ширина помещения, м', '4,1');
    expect(within(result()).getByRole('status')).toHaveTextContent('Сейчас нет в наличии');
    expect(within(result()).getByRole('button')).toBeDisabled();
  });

  it('turns a layer of mix into bags of the product', () => {
    const adhesive = detail(
      { kind: 'mix', rate: 1.4, bag: 25 },
      { unit_name: 'мешок', price: 560, discounted_price: 560 },
    );
    renderWithApp(<ProductCalculatorSection product={adhesive} />);
    type('Площадь поверхности, м²', '12');
    type('Толщина слоя, мм', '5');
    // 12 × 5 × 1.4 = 84 kg → 4 bags of 25 kg
    expect(result()).toHaveTextContent('84 кг смеси — 4 мешка');
    expect(result()).toHaveTextContent('слой 5 мм, расход 1,4 кг на 1 м² при слое 1 мм; мешок 25 кг');
    expect(screen.getByRole('button', { name: 'Добавить 4\u00a0меш. в корзину' })).toBeEnabled();
    type('Толщина слоя, мм', '500');
    expect(screen.getByLabelText('Толщина слоя, мм')).toHaveAccessibleDescription(
      'Слишком большое значение: не больше 200',
    );
  });

  it('turns coats of paint into cans and adds them to the cart of a signed-in customer', async () => {
    localStorage.setItem('token', userToken());
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const api = mockApiRoutes({ 'POST /cart/items': { status: 200, data: { CartItems: [] } } });
    const paint = detail({ kind: 'paint', rate: 0.12, can: 2.5 }, { unit_name: 'шт' });
    renderWithApp(<ProductCalculatorSection product={paint} />);
    expect(screen.getByLabelText('Число слоёв')).toHaveValue('2');
    type('Площадь поверхности, м²', '40');
    // 40 × 2 × 0.12 = 9.6 l → 4 cans of 2.5 l
    expect(result()).toHaveTextContent('9,6 л краски — 4 банки');
    const add = screen.getByRole('button', { name: 'Добавить 4 банки в корзину' });
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    await waitFor(() => expect(api.bodies('POST /cart/items')).toEqual([{ product_id: 7, quantity: 4 }]));
    await waitFor(() => expect(success).toHaveBeenCalled());
    type('Число слоёв', '1,5');
    expect(screen.getByLabelText('Число слоёв')).toHaveAccessibleDescription('Введите число');
  });
});

describe('purchaseOf', () => {
  const rule = { min_quantity: 0.1, quantity_step: 0.1 };
  it('keeps the need on the step and above the minimum, within the stock', () => {
    expect(purchaseOf({ ...rule, stock_exact: 145.984 }, 2.53)).toEqual({
      quantity: 2.6,
      short: false,
      soldOut: false,
    });
    expect(purchaseOf({ ...rule, stock_exact: 145.984 }, 0.01)).toMatchObject({ quantity: 0.1 });
    expect(purchaseOf({ ...rule, stock_exact: 2.54 }, 3)).toEqual({
      quantity: 2.5,
      short: true,
      soldOut: false,
    });
    expect(purchaseOf({ ...rule, stock_exact: 0.05 }, 3)).toMatchObject({ short: true, soldOut: true });
  });
});

/** The section as the product page composes it, with the cart's button. */
function ProductCalculatorSection({ product }: { product: Detail }) {
  return <Section product={product} renderAdd={(add) => <AddQuantityButton product={product} {...add} />} />;
}
