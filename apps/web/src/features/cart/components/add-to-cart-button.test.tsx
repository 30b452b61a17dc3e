import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/shared/catalog/schemas';
import { apiClient } from '../../../lib/api-client';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { renderWithApp } from '../../../test/render-with-app';
import { userToken } from '../../../test/tokens';
import { cartKeys } from '../api';
import { AddToCartButton } from './add-to-cart-button';
import { expectAddedToast } from '../../../test/added-to-cart';

function product(extra: Partial<Product> = {}): Product {
  return {
    id: 42,
    name: 'Штукатурка гипсовая 30 кг',
    image: null,
    article: 'A-42',
    price: 450,
    discount: 0,
    stock_quantity: 12,
    description: '',
    category_id: 3,
    unit_name: 'шт',
    DiscountCategoriesDirect: [],
    effective_discount: 0,
    discounted_price: 450,
    stock_exact: extra.stock_quantity ?? 12,
    min_quantity: 1,
    quantity_step: 1,
    weight_kg: null,
    ...extra,
  };
}

const signIn = () => localStorage.setItem('token', userToken());
/** Clicks the button once the session check has let it go. */
async function clickAdd() {
  const button = await screen.findByRole('button', { name: 'В корзину' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

const CART = { CartItems: [{ id: 1, product_id: 42, quantity: 2, Product: product() }] };

describe('AddToCartButton', () => {
  it('tells a guest to sign in, sends nothing and stays on the page', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    const api = mockApiRoutes({});
    renderWithApp(<AddToCartButton product={product()} />, { path: '/catalog' });
    await clickAdd();
    expect(error).toHaveBeenCalledWith('Войдите, чтобы добавить товар в корзину');
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog');
    expect(api.bodies('POST /cart/items')).toEqual([]);
  });

  it('sends a guest on the home page to /login, to come back home afterwards', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    renderWithApp(<AddToCartButton product={product()} variant="home" />);
    await clickAdd();
    expect(error).toHaveBeenCalledWith('Войдите, чтобы добавить товар в корзину');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem('redirectTo')).toBe('/');
  });

  it("is disabled and says 'Нет в наличии' at stock 0", () => {
    signIn();
    renderWithApp(<AddToCartButton product={product({ stock_quantity: 0 })} variant="page" />);
    const button = screen.getByRole('button', { name: 'Нет в наличии' });
    expect(button).toBeDisabled();
  });

  it('adds the product, reloads the cart and toasts success', async () => {
    signIn();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const api = mockApiRoutes({ 'POST /cart/items': { status: 200, data: CART } });
    const { queryClient } = renderWithApp(
      <AddToCartButton product={product()} quantity={2} variant="page" />,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await clickAdd();
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expectAddedToast(success.mock.calls[0]![0]);
    expect(api.bodies('POST /cart/items')).toEqual([{ product_id: 42, quantity: 2 }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: cartKeys.all });
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeEnabled();
  });

  it('keeps the quantity between 1 and the stock', async () => {
    signIn();
    vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const api = mockApiRoutes({ 'POST /cart/items': { status: 200, data: CART } });
    renderWithApp(<AddToCartButton product={product({ stock_quantity: 3 })} quantity={8} />);
    await clickAdd();
    await waitFor(() => expect(api.bodies('POST /cart/items')).toEqual([{ product_id: 42, quantity: 3 }]));
  });

  it('is disabled while the request runs', async () => {
    signIn();
    let release: () => void = () => undefined;
    vi.spyOn(apiClient, 'post').mockImplementation(
      () => new Promise((resolve) => (release = () => resolve({ data: CART }))),
    );
    vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    renderWithApp(<AddToCartButton product={product()} />);
    await clickAdd();
    const busy = await screen.findByRole('button', { name: 'Добавление...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('button', { name: 'В корзину' })).toBeEnabled();
  });

  it("shows the server's message when adding fails", async () => {
    signIn();
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    mockApiRoutes({
      'POST /cart/items': {
        status: 409,
        data: { error: 'Недостаточно товара на складе: доступно 3 шт.', code: 'OUT_OF_STOCK' },
      },
    });
    renderWithApp(<AddToCartButton product={product()} />);
    await clickAdd();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Недостаточно товара на складе: доступно 3 шт.'));
  });

  it.each([
    ['card', 'Не удалось добавить товар в корзину'],
    ['home', 'Ошибка добавления в корзину'],
  ] as const)(
    'falls back to the spec text for the %s variant when the server says nothing',
    async (variant, text) => {
      signIn();
      const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
      mockApiRoutes({ 'POST /cart/items': { status: 404, data: {} } });
      renderWithApp(<AddToCartButton product={product()} variant={variant} />);
      await clickAdd();
      await waitFor(() => expect(error).toHaveBeenCalledWith(text));
    },
  );
});
