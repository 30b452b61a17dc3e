import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import type { Cart, CartItem } from '@shop/shared/cart/schemas';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render-with-app';
import { userToken } from '../../../test/tokens';
import { cartKeys } from '../api';
import { CartList, cartTotal } from './cart-list';

/** 1000 ₽ at 15 % off → 850 ₽; 200 ₽ without a discount. */
const discounted: CartItem = {
  id: 11,
  product_id: 5,
  quantity: 2,
  Product: makeProduct(5, {
    name: 'Цемент М500 50 кг',
    unit_name: 'мешок',
    price: 1000,
    discount: 15,
    effective_discount: 15,
    discounted_price: 850,
    stock_quantity: 3,
  }),
  special_transport: false,
};
const plain: CartItem = {
  id: 12,
  product_id: 6,
  quantity: 1,
  Product: makeProduct(6, { name: 'Гвозди 100 мм', price: 200, discounted_price: 200 }),
  special_transport: false,
};

function renderList(items: CartItem[]) {
  localStorage.setItem('token', userToken());
  return renderWithApp(<CartList items={items} total={cartTotal(items)} />, { path: '/cart' });
}

const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
/** Spaces inside formatted roubles may be non-breaking: compare without them. */
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, '');

describe('CartList', () => {
  it('shows discounted unit prices struck out, line totals and the overall total', () => {
    renderList([discounted, plain]);
    const line = lineOf('Цемент М500 50 кг');
    expect(within(line).getByLabelText(/Цена без скидки/)).toBeInTheDocument();
    expect(text(within(line).getByTestId('line-total'))).toBe('1700,00₽');
    expect(within(lineOf('Гвозди 100 мм')).queryByLabelText(/Цена без скидки/)).toBeNull();
    expect(text(screen.getByTestId('cart-total'))).toBe('1900,00₽');
  });

  it("shows each line's price per unit and its quantity with the unit", () => {
    renderList([
      discounted,
      plain,
      { ...plain, id: 13, product_id: 7, Product: makeProduct(7, { unit_name: null }) },
    ]);
    const bag = lineOf('Цемент М500 50 кг');
    expect(within(bag).getByText('за мешок').previousElementSibling).toHaveTextContent('850,00 ₽');
    const stepper = within(bag).getByRole('group', { name: 'Количество «Цемент М500 50 кг»' });
    expect(within(stepper).getByRole('textbox', { name: 'Количество «Цемент М500 50 кг»' })).toHaveValue('2');
    expect(stepper.nextElementSibling).toHaveTextContent(/^мешок$/);
    expect(within(lineOf('Гвозди 100 мм')).getByText('за шт')).toBeInTheDocument();
    expect(within(lineOf('Гвозди 100 мм')).getByTestId('line-unit')).toHaveTextContent('шт');
    const unknown = lineOf('Товар 7');
    expect(within(unknown).queryByText(/^за\s/)).not.toBeInTheDocument();
    expect(within(unknown).queryByTestId('line-unit')).not.toBeInTheDocument();
  });

  it('disables minus at quantity 1 and plus at the stock', () => {
    renderList([{ ...discounted, quantity: 3 }, plain]);
    const full = lineOf('Цемент М500 50 кг');
    expect(within(full).getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
    expect(within(full).getByRole('button', { name: 'Уменьшить количество' })).toBeEnabled();
    const single = lineOf('Гвозди 100 мм');
    expect(within(single).getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
    expect(within(single).getByRole('button', { name: 'Увеличить количество' })).toBeEnabled();
  });

  it('changes a quantity by the cart item id and caches the cart the server returns', async () => {
    const after: Cart = { CartItems: [{ ...plain, quantity: 2 }] };
    const api = mockApiRoutes({ 'PUT /cart/items/12': { status: 200, data: after } });
    const { queryClient } = renderList([plain]);
    fireEvent.click(within(lineOf('Гвозди 100 мм')).getByRole('button', { name: 'Увеличить количество' }));
    await waitFor(() => expect(queryClient.getQueryData(cartKeys.forUser(7))).toEqual(after));
    expect(api.bodies('PUT /cart/items/12')).toEqual([{ quantity: 2 }]);
  });

  it('saves a typed quantity once, on leaving the field or Enter, clamped to the stock', async () => {
    const api = mockApiRoutes({
      'PUT /cart/items/11': [
        { status: 200, data: { CartItems: [{ ...discounted, quantity: 3 }] } },
        { status: 200, data: { CartItems: [{ ...discounted, quantity: 1 }] } },
      ],
    });
    renderList([discounted]);
    const field = () => screen.getByRole('textbox', { name: 'Количество «Цемент М500 50 кг»' });
    fireEvent.change(field(), { target: { value: '4' } });
    fireEvent.change(field(), { target: { value: '40' } });
    expect(field()).toHaveValue('40');
    expect(api.bodies('PUT /cart/items/11')).toEqual([]);
    fireEvent.blur(field());
    // the stock is 3: the field shows what is being saved, not what was typed
    expect(field()).toHaveValue('3');
    await waitFor(() => expect(api.bodies('PUT /cart/items/11')).toEqual([{ quantity: 3 }]));
    await waitFor(() => expect(field()).toBeEnabled());

    fireEvent.change(field(), { target: { value: '0' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(api.bodies('PUT /cart/items/11')).toEqual([{ quantity: 3 }, { quantity: 1 }]));
    await waitFor(() => expect(field()).toHaveValue('1'));
  });

  it('sends nothing for an emptied field or the same number, and keeps minus and plus working', async () => {
    const api = mockApiRoutes({
      'PUT /cart/items/11': { status: 200, data: { CartItems: [{ ...discounted, quantity: 3 }] } },
    });
    renderList([discounted]);
    const line = lineOf('Цемент М500 50 кг');
    const field = within(line).getByRole('textbox');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('2');
    fireEvent.change(field, { target: { value: '2' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(api.bodies('PUT /cart/items/11')).toEqual([]);
    fireEvent.click(within(line).getByRole('button', { name: 'Увеличить количество' }));
    await waitFor(() => expect(api.bodies('PUT /cart/items/11')).toEqual([{ quantity: 3 }]));
  });

  it("shows the server's refusal of a quantity, or 'Не удалось изменить количество'", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    mockApiRoutes({
      'PUT /cart/items/12': [
        { status: 409, data: { error: 'Недостаточно товара на складе: доступно 1 шт.' } },
        { status: 400 },
      ],
      'GET /cart': { status: 200, data: { CartItems: [plain] } },
    });
    renderList([plain]);
    const plus = within(lineOf('Гвозди 100 мм')).getByRole('button', { name: 'Увеличить количество' });
    fireEvent.click(plus);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Недостаточно товара на складе: доступно 1 шт.'));
    await waitFor(() => expect(plus).toBeEnabled());
    fireEvent.click(plus);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Не удалось изменить количество'));
  });

  it('removes a line and toasts', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const api = mockApiRoutes({ 'DELETE /cart/items/11': { status: 200, data: { CartItems: [plain] } } });
    renderList([discounted, plain]);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить «Цемент М500 50 кг» из корзины' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Товар удалён из корзины'));
    expect(api.bodies('DELETE /cart/items/11')).toHaveLength(1);
  });

  it("clears the cart, and says 'Не удалось очистить корзину' when that fails", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    mockApiRoutes({
      'DELETE /cart/clear': [{ status: 200, data: { CartItems: [] } }, { status: 400 }],
      'GET /cart': { status: 200, data: { CartItems: [plain] } },
    });
    renderList([plain]);
    const clear = screen.getByRole('button', { name: 'Очистить корзину' });
    fireEvent.click(clear);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Корзина очищена'));
    fireEvent.click(clear);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Не удалось очистить корзину'));
  });

  it('shows the delivery line the page passes under the total', () => {
    localStorage.setItem('token', userToken());
    renderWithApp(<CartList items={[plain]} total={cartTotal([plain])} delivery={<p>delivery line</p>} />, {
      path: '/cart',
    });
    expect(screen.getByText('delivery line')).toBeInTheDocument();
  });

  it('shows a decimal line with its unit, its total by the one rule and the weight under the total', () => {
    const chain: CartItem = {
      id: 21,
      product_id: 21,
      quantity: 2.5,
      Product: makeProduct(21, {
        name: 'Цепь 5 мм',
        unit_name: 'м',
        price: 123.45,
        discounted_price: 123.45,
        stock_quantity: 145,
        stock_exact: 145.984,
        min_quantity: 0.1,
        quantity_step: 0.1,
        weight_kg: 0.5,
      }),
      special_transport: false,
    };
    renderList([chain, { ...plain, Product: { ...plain.Product, weight_kg: 2 } }]);
    const line = lineOf('Цепь 5 мм');
    expect(within(line).getByRole('textbox', { name: /Количество/ })).toHaveValue('2,5');
    expect(within(line).getByTestId('line-unit')).toHaveTextContent('м');
    // 2.5 × 123.45 = 308.625 → 308.63 once
    expect(text(within(line).getByTestId('line-total'))).toBe('308,63₽');
    expect(screen.getByTestId('cart-weight').textContent?.replace(/\s/g, ' ')).toBe('Вес заказа ≈ 3,3 кг');
  });
});
