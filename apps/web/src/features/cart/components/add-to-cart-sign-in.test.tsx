import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@shop/shared/texts';
import { AuthModalProvider } from '../../auth/components/auth-modal-provider';
import { LoginPage } from '../../../pages/login/login-page';
import { expectAddedToast } from '../../../test/added-to-cart';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { tickConsent } from '../../../test/consent';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render-with-app';
import { userToken } from '../../../test/tokens';
import { rememberCartAdd, takeCartAdd } from '../pending-add';
import { AddToCartButton } from './add-to-cart-button';
import { PendingCartAdd } from './pending-cart-add';

const PRODUCT = makeProduct(42, { stock_quantity: 5 });
const CART = { CartItems: [{ id: 1, product_id: 42, quantity: 1, Product: PRODUCT }] };

/** The storefront frame as far as the cart needs it: the auth modal and the pending addition. */
function renderStorefront(path = '/catalog?category_id=3') {
  return renderWithApp(
    <AuthModalProvider>
      <AddToCartButton product={PRODUCT} />
      <PendingCartAdd />
    </AuthModalProvider>,
    { path },
  );
}

async function pressAdd() {
  const button = await screen.findByRole('button', { name: TEXTS.cart.addButton });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function signIn() {
  await screen.findByRole('form', { name: TEXTS.auth.loginTitle });
  type('Email', 'buyer@example.com');
  type('Пароль', 'secret-password');
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('a guest pressing В корзину', () => {
  let success: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
  });

  it('gets the message in the sign-in modal, and the product is added once after signing in', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    const api = mockApiRoutes({
      'POST /auth/login': { status: 200, data: { token: userToken() } },
      'POST /cart/items': { status: 200, data: CART },
      'GET /cart': { status: 200, data: CART },
    });
    renderStorefront();
    await pressAdd();

    const dialog = screen.getByRole('dialog', { name: TEXTS.auth.loginTitle });
    expect(within(dialog).getByText(TEXTS.cart.loginToAdd)).toBeInTheDocument();
    expect(api.bodies('POST /cart/items')).toEqual([]);
    await signIn();

    await waitFor(() => expect(api.bodies('POST /cart/items')).toEqual([{ product_id: 42, quantity: 1 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the customer stays on the page they were shopping on, not sent to the profile
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog?category_id=3');
    await waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    expect(success).toHaveBeenCalledWith(TEXTS.auth.loginSuccess);
    expectAddedToast(success.mock.calls[1]![0]);
    expect(error).not.toHaveBeenCalled();
    expect(takeCartAdd()).toBeNull();
    expect(localStorage.getItem('redirectTo')).toBeNull();
  });

  it('keeps the product through the registration and e-mail code steps', async () => {
    const api = mockApiRoutes({
      'POST /auth/register': {
        status: 201,
        data: { message: 'Мы отправили код на вашу почту', email: 'fresh@example.com' },
      },
      'POST /auth/verify': { status: 200, data: { message: 'Email подтверждён', token: userToken() } },
      'POST /cart/items': { status: 200, data: CART },
      'GET /cart': { status: 200, data: CART },
    });
    renderStorefront();
    await pressAdd();
    await screen.findByRole('form', { name: TEXTS.auth.loginTitle });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    const register = await screen.findByRole('dialog', { name: TEXTS.auth.registerTitle });
    expect(within(register).getByText(TEXTS.cart.loginToAdd)).toBeInTheDocument();
    await within(register).findByRole('form', { name: TEXTS.auth.registerTitle });
    type('Имя пользователя', 'fresh');
    type('Email', 'fresh@example.com');
    type('Пароль', 'long-enough-password');
    tickConsent(register);
    fireEvent.click(within(register).getByRole('button', { name: 'Зарегистрироваться' }));

    await screen.findByRole('dialog', { name: TEXTS.auth.verifyTitle });
    type('Код из письма', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));

    await waitFor(() => expect(api.bodies('POST /cart/items')).toEqual([{ product_id: 42, quantity: 1 }]));
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog?category_id=3');
  });

  it('forgets the product and the way back when the modal is closed without signing in', async () => {
    localStorage.setItem('redirectTo', '/cart');
    mockApiRoutes({});
    renderStorefront();
    await pressAdd();
    const dialog = screen.getByRole('dialog', { name: TEXTS.auth.loginTitle });
    expect(localStorage.getItem('redirectTo')).toBe('/catalog?category_id=3');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(takeCartAdd()).toBeNull();
    // what the route guard remembered before is kept
    expect(localStorage.getItem('redirectTo')).toBe('/cart');
  });

  it('on the home page: goes to /login, and after signing in there is back home with the product added', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    const api = mockApiRoutes({
      'POST /auth/login': { status: 200, data: { token: userToken() } },
      'POST /cart/items': { status: 200, data: CART },
      'GET /cart': { status: 200, data: CART },
    });
    renderWithApp(
      <>
        <Routes>
          <Route index element={<AddToCartButton product={PRODUCT} variant="home" />} />
          <Route path="login" element={<LoginPage />} />
        </Routes>
        <PendingCartAdd />
      </>,
    );
    await pressAdd();
    expect(error).toHaveBeenCalledWith(TEXTS.cart.loginToAdd);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));

    await signIn();
    await waitFor(() => expect(api.bodies('POST /cart/items')).toEqual([{ product_id: 42, quantity: 1 }]));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('the remembered product', () => {
  it('is taken once, and not at all after half an hour', () => {
    rememberCartAdd({ product_id: 7, quantity: 2 }, 1_000);
    expect(takeCartAdd(2_000)).toEqual({ product_id: 7, quantity: 2 });
    expect(takeCartAdd(2_000)).toBeNull();

    rememberCartAdd({ product_id: 7, quantity: 2 }, 1_000);
    expect(takeCartAdd(1_000 + 31 * 60_000)).toBeNull();
  });

  it('is added for a user whose session is already there, with the server message on failure', async () => {
    localStorage.setItem('token', userToken());
    rememberCartAdd({ product_id: 42, quantity: 3 });
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    const api = mockApiRoutes({
      'POST /cart/items': {
        status: 409,
        data: { error: 'Недостаточно товара на складе: доступно 2 шт.', code: 'OUT_OF_STOCK' },
      },
    });
    renderWithApp(<PendingCartAdd />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Недостаточно товара на складе: доступно 2 шт.'));
    expect(api.bodies('POST /cart/items')).toEqual([{ product_id: 42, quantity: 3 }]);
  });
});
