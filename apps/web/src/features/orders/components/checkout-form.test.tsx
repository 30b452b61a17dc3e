import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CartItem } from '@shop/shared/cart/schemas';
import { SHOP } from '@shop/shared/shop/details';
import { deliveryCost } from '@shop/shared/delivery/cost';
import type { DeliveryZone } from '@shop/shared/delivery/schemas';
import { formatKopecks, toKopecks } from '@shop/shared/money';
import { orderTotalKopecks } from '@shop/shared/pricing';
import { TEXTS } from '@shop/shared/texts';
import { apiClient } from '../../../lib/api-client';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { consentBox, tickConsent } from '../../../test/consent';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render-with-app';
import { userToken } from '../../../test/tokens';
import { CheckoutForm, type CheckoutDelivery } from './checkout-form';

const items: CartItem[] = [
  {
    id: 11,
    product_id: 5,
    quantity: 2,
    Product: makeProduct(5, { price: 1000, discount: 15, effective_discount: 15, discounted_price: 850 }),
    special_transport: false,
  },
  {
    id: 12,
    product_id: 6,
    quantity: 1,
    Product: makeProduct(6, { price: 200, discounted_price: 200 }),
    special_transport: false,
  },
];
const HAVA: DeliveryZone = {
  id: 3,
  name: 'с. Верхняя Хава',
  price: 300,
  free_from: 5000,
  min_order: null,
  lead_time: 'завтра',
  active: true,
};
const CITY: DeliveryZone = {
  id: 4,
  name: 'г. Воронеж',
  price: 500,
  free_from: 1000,
  min_order: null,
  lead_time: '2–3 дня',
  active: true,
};
const ZONES = [HAVA, CITY];

const zoneSelect = () => screen.getByLabelText('Населённый пункт');
/** The settlement remembered in the browser (HAVA by default) is the form's. */
const zoneChosen = (id = HAVA.id) => waitFor(() => expect(zoneSelect()).toHaveValue(String(id)));

/** The delivery the page passes (the delivery feature's useCheckoutDelivery), by the shared rule. */
function fakeDelivery(
  cartItems: readonly CartItem[],
  { chosenId = HAVA.id as number | null, zones = ZONES as DeliveryZone[] | undefined } = {},
): CheckoutDelivery {
  const goods = orderTotalKopecks(
    cartItems.map((item) => ({ product: item.Product, quantity: item.quantity })),
  );
  const special = cartItems.some((item) => item.special_transport);
  return {
    zones,
    chosenId,
    failed: false,
    retry: vi.fn(),
    choose: vi.fn(),
    quote: (zone) => {
      const terms = {
        priceKopecks: toKopecks(zone.price),
        freeFromKopecks: zone.free_from === null ? null : toKopecks(zone.free_from),
        minOrderKopecks: zone.min_order === null ? null : toKopecks(zone.min_order),
      };
      const cost = deliveryCost(terms, goods, special);
      const text =
        cost.kind === 'byManager'
          ? 'рассчитает менеджер'
          : cost.kind === 'belowMinimum'
            ? `минимальный заказ с доставкой — ${formatKopecks(cost.minOrderKopecks)}`
            : cost.costKopecks === 0
              ? 'бесплатно'
              : formatKopecks(cost.costKopecks);
      return { text, costKopecks: cost.costKopecks, belowMinimum: cost.kind === 'belowMinimum' };
    },
  };
}
const DEFAULTS = { full_name: 'Иванов Пётр Сергеевич', email: 'buyer@example.com', phone: '+79001234567' };

/** The Idempotency-Key header of every order sent during the test. */
function recordKeys() {
  const keys: unknown[] = [];
  const id = apiClient.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    if (config.url === '/orders') keys.push(config.headers.get('Idempotency-Key'));
    return config;
  });
  onTestFinished(() => apiClient.interceptors.request.eject(id));
  return keys;
}

function renderForm(
  props: Partial<Parameters<typeof CheckoutForm>[0]> = {},
  options: Parameters<typeof fakeDelivery>[1] = {},
) {
  localStorage.setItem('token', userToken());
  const delivery = fakeDelivery(props.items ?? items, options);
  const onPlaced = vi.fn();
  const onCartConflict = vi.fn();
  renderWithApp(
    <CheckoutForm
      items={items}
      total={1900}
      delivery={delivery}
      defaults={DEFAULTS}
      onPlaced={onPlaced}
      onCartConflict={onCartConflict}
      {...props}
    />,
    { path: '/cart' },
  );
  return { onPlaced, onCartConflict, delivery };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
const ORDER = { id: 99 };

describe('CheckoutForm', () => {
  it('is prefilled from the profile, with delivery and cash selected and card disabled', () => {
    renderForm();
    expect(screen.getByLabelText('ФИО')).toHaveValue(DEFAULTS.full_name);
    expect(screen.getByLabelText('Email')).toHaveValue(DEFAULTS.email);
    expect(screen.getByLabelText('Телефон')).toHaveValue(DEFAULTS.phone);
    expect(screen.getByRole('radio', { name: 'Доставка' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Наличными при получении' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Картой (временно недоступно)' })).toBeDisabled();
    expect(consentBox()).not.toBeChecked();
  });

  it('requires an address for delivery and validates the contacts', async () => {
    const api = mockApiRoutes({});
    renderForm({ defaults: {} });
    submit();
    expect(await screen.findByText('Адрес доставки обязателен')).toBeInTheDocument();
    expect(screen.getByText('ФИО обязательно')).toBeInTheDocument();
    expect(screen.getByText('Телефон обязателен')).toBeInTheDocument();
    expect(screen.getByText('Email обязателен')).toBeInTheDocument();
    expect(screen.getByText(TEXTS.validation.consentRequired)).toBeInTheDocument();
    expect(api.bodies('POST /orders')).toEqual([]);
  });

  it('sends nothing without the personal-data consent: the error is at the box, ticking it clears it', async () => {
    const api = mockApiRoutes({ 'POST /orders': { status: 201, data: ORDER } });
    const { onPlaced } = renderForm();
    await zoneChosen();
    fireEvent.change(screen.getByLabelText('Адрес доставки'), { target: { value: 'ул. Мира, 5' } });
    submit();
    expect(await screen.findByText(TEXTS.validation.consentRequired)).toBeInTheDocument();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox()).toHaveAccessibleDescription(TEXTS.validation.consentRequired);
    await waitFor(() => expect(consentBox()).toHaveFocus());
    expect(api.bodies('POST /orders')).toEqual([]);

    tickConsent();
    expect(screen.queryByText(TEXTS.validation.consentRequired)).not.toBeInTheDocument();
    submit();
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(ORDER));
    expect(api.bodies('POST /orders')).toHaveLength(1);
    expect(api.bodies('POST /orders')[0]).toMatchObject({ consent: true });
  });

  it("shows the server's refusal of the consent at the box, not above the button", async () => {
    const refused = TEXTS.validation.consentRequired;
    mockApiRoutes({
      'POST /orders': {
        status: 400,
        data: {
          code: 'VALIDATION_FAILED',
          error: TEXTS.errors.validationFailed,
          fields: { consent: refused },
        },
      },
    });
    const onError = vi.fn();
    const { onPlaced, onCartConflict } = renderForm({ onError });
    await zoneChosen();
    fireEvent.change(screen.getByLabelText('Адрес доставки'), { target: { value: 'ул. Мира, 5' } });
    tickConsent();
    submit();
    await waitFor(() => expect(consentBox()).toHaveAttribute('aria-invalid', 'true'));
    expect(consentBox()).toHaveAccessibleDescription(refused);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onPlaced).not.toHaveBeenCalled();
    expect(onCartConflict).not.toHaveBeenCalled();
  });

  it("pickup hides the address and shows the shop's pickup address", async () => {
    const api = mockApiRoutes({ 'POST /orders': { status: 201, data: ORDER } });
    const { onPlaced } = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Самовывоз' }));
    expect(screen.queryByLabelText('Адрес доставки')).toBeNull();
    expect(screen.getByTestId('pickup-address')).toHaveTextContent(SHOP.pickupAddress);
    tickConsent();
    submit();
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(ORDER));
    expect(api.bodies('POST /orders')[0]).toMatchObject({
      delivery_method: 'PICKUP',
      address: null,
      consent: true,
    });
  });

  it("sends the order with unit prices after discount, the total and an Idempotency-Key; busy 'Оформление...'", async () => {
    const keys = recordKeys();
    const api = mockApiRoutes({ 'POST /orders': { status: 201, data: ORDER } });
    let finish: () => void = () => {};
    const onPlaced = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({ onPlaced });
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '+7 (900) 123-45-67' } });
    await zoneChosen();
    fireEvent.change(screen.getByLabelText('Адрес доставки'), { target: { value: 'ул. Мира, 5' } });
    tickConsent();
    submit();
    const busy = await screen.findByRole('button', { name: 'Оформление...' });
    expect(busy).toBeDisabled();
    expect(api.bodies('POST /orders')).toEqual([
      {
        ...DEFAULTS,
        delivery_method: 'DELIVERY',
        delivery_zone_id: HAVA.id,
        address: 'ул. Мира, 5',
        payment_method: 'CASH_ON_DELIVERY',
        consent: true,
        total: 1900,
        items: [
          { product_id: 5, quantity: 2, price: 850 },
          { product_id: 6, quantity: 1, price: 200 },
        ],
      },
    ]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(ORDER));
    finish();
    expect(await screen.findByRole('button', { name: 'Оформить заказ' })).toBeEnabled();
  });

  it('reuses the key when the same order is retried after a lost answer, and makes a new one after a refusal', async () => {
    const keys = recordKeys();
    const api = mockApiRoutes({
      'POST /orders': [
        { status: 503, data: { error: 'Сервис недоступен' } },
        {
          status: 409,
          data: { error: 'Цены товаров изменились. Проверьте корзину и оформите заказ ещё раз' },
        },
        { status: 201, data: ORDER },
      ],
    });
    const onError = vi.fn();
    const { onCartConflict, onPlaced } = renderForm({ onError });
    await zoneChosen();
    fireEvent.change(screen.getByLabelText('Адрес доставки'), { target: { value: 'ул. Мира, 5' } });
    tickConsent();
    // axios-retry repeats a 5xx on its own; the answer never arrives, so the customer presses again
    apiClient.defaults['axios-retry'] = { retries: 0 };
    onTestFinished(() => {
      delete apiClient.defaults['axios-retry'];
    });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис недоступен');
    submit();
    expect(
      await screen.findByText('Цены товаров изменились. Проверьте корзину и оформите заказ ещё раз'),
    ).toBeInTheDocument();
    expect(onCartConflict).toHaveBeenCalledTimes(1);
    submit();
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(api.bodies('POST /orders')).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(onError).toHaveBeenCalledWith('Сервис недоступен');
  });

  it("falls back to 'Ошибка при оформлении заказа' when the server says nothing", async () => {
    mockApiRoutes({ 'POST /orders': { status: 400 } });
    renderForm();
    await zoneChosen();
    fireEvent.change(screen.getByLabelText('Адрес доставки'), { target: { value: 'ул. Мира, 5' } });
    tickConsent();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при оформлении заказа');
  });

  it("says 'Ваша корзина пуста' when there is nothing to order", async () => {
    const api = mockApiRoutes({});
    renderForm({ items: [], total: 0 });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ваша корзина пуста');
    expect(api.bodies('POST /orders')).toEqual([]);
  });

  it('shows why a customer with too many open orders cannot order, without reloading the cart', async () => {
    const reason = TEXTS.checkout.tooManyOpenOrders(5);
    mockApiRoutes({
      'POST /orders': { status: 409, data: { code: 'TOO_MANY_OPEN_ORDERS', error: reason } },
    });
    const onError = vi.fn();
    const { onCartConflict, onPlaced } = renderForm({ onError });
    await zoneChosen();
    fireEvent.change(screen.getByLabelText('Адрес доставки'), { target: { value: 'ул. Мира, 5' } });
    tickConsent();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(onError).toHaveBeenCalledWith(reason);
    expect(onCartConflict).not.toHaveBeenCalled();
    expect(onPlaced).not.toHaveBeenCalled();
  });
  describe('delivery', () => {
    const summary = (testId: string) => screen.getByTestId(testId);

    it("shows 'Товары', 'Доставка' and 'К оплате' for the remembered settlement, and follows a new choice", async () => {
      mockApiRoutes({});
      const { delivery } = renderForm();
      await zoneChosen();
      expect(summary('summary-goods')).toHaveTextContent('1 900,00 ₽');
      expect(summary('summary-delivery')).toHaveTextContent('300,00 ₽');
      expect(summary('summary-due')).toHaveTextContent('2 200,00 ₽');

      // 1 900 ₽ is above the city's threshold of 1 000 ₽: free
      fireEvent.change(zoneSelect(), { target: { value: String(CITY.id) } });
      expect(summary('summary-delivery')).toHaveTextContent('бесплатно');
      expect(summary('summary-due')).toHaveTextContent('1 900,00 ₽');
      // the choice is remembered for the product page and the cart
      expect(delivery.choose).toHaveBeenCalledWith(CITY.id);
    });

    it('leaves the cost to the manager when a good needs special transport; pickup pays the goods only', async () => {
      mockApiRoutes({});
      renderForm({ items: [{ ...items[0]!, special_transport: true }, items[1]!] });
      await zoneChosen();
      expect(summary('summary-delivery')).toHaveTextContent('рассчитает менеджер');
      expect(summary('summary-due')).toHaveTextContent('1 900,00 ₽');

      fireEvent.click(screen.getByRole('radio', { name: 'Самовывоз' }));
      expect(screen.queryByLabelText('Населённый пункт')).toBeNull();
      expect(screen.queryByTestId('summary-delivery')).toBeNull();
      expect(summary('summary-due')).toHaveTextContent('1 900,00 ₽');
    });

    it('says when the goods are below the minimum order of the settlement', async () => {
      renderForm({}, { zones: [{ ...HAVA, min_order: 2000 }] });
      await zoneChosen();
      expect(summary('summary-delivery')).toHaveTextContent('минимальный заказ с доставкой — 2 000,00 ₽');
      expect(summary('summary-due')).toHaveTextContent('1 900,00 ₽');
    });

    it('requires the settlement with delivery; choosing one sends its id', async () => {
      const api = mockApiRoutes({ 'POST /orders': { status: 201, data: ORDER } });
      const { onPlaced } = renderForm({}, { chosenId: null });
      expect(zoneSelect()).toHaveValue('');
      fireEvent.change(screen.getByLabelText('Адрес доставки'), { target: { value: 'ул. Мира, 5' } });
      tickConsent();
      submit();
      expect(await screen.findByText('Выберите населённый пункт доставки')).toBeInTheDocument();
      expect(zoneSelect()).toHaveAttribute('aria-invalid', 'true');
      expect(zoneSelect()).toHaveAccessibleDescription('Выберите населённый пункт доставки');
      expect(api.bodies('POST /orders')).toEqual([]);

      fireEvent.change(zoneSelect(), { target: { value: String(HAVA.id) } });
      expect(screen.queryByText('Выберите населённый пункт доставки')).not.toBeInTheDocument();
      submit();
      await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(ORDER));
      expect(api.bodies('POST /orders')[0]).toMatchObject({ delivery_zone_id: HAVA.id });
    });

    it("shows the server's refusal of the settlement under the select", async () => {
      const refused = 'Доставка в эту зону недоступна';
      mockApiRoutes({
        'POST /orders': {
          status: 400,
          data: {
            code: 'VALIDATION_FAILED',
            error: TEXTS.errors.validationFailed,
            fields: { delivery_zone_id: refused },
          },
        },
      });
      renderForm();
      await zoneChosen();
      fireEvent.change(screen.getByLabelText('Адрес доставки'), { target: { value: 'ул. Мира, 5' } });
      tickConsent();
      submit();
      await waitFor(() => expect(zoneSelect()).toHaveAccessibleDescription(refused));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('follows a settlement chosen in the cart beside the form', async () => {
      function CartBeside() {
        const [chosenId, setChosenId] = useState<number | null>(null);
        return (
          <>
            <button type="button" onClick={() => setChosenId(CITY.id)}>
              choose in the cart
            </button>
            <CheckoutForm
              items={items}
              total={1900}
              delivery={fakeDelivery(items, { chosenId })}
              onPlaced={vi.fn()}
            />
          </>
        );
      }
      renderWithApp(<CartBeside />, { path: '/cart' });
      expect(zoneSelect()).toHaveValue('');
      expect(screen.queryByTestId('summary-delivery')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'choose in the cart' }));
      await zoneChosen(CITY.id);
      expect(screen.getByTestId('summary-delivery')).toHaveTextContent('бесплатно');
    });

    it('says that ordering accepts the terms of sale, with links to them', () => {
      mockApiRoutes({});
      renderForm();
      const terms = screen.getByTestId('terms-of-sale');
      expect(terms).toHaveTextContent('Нажимая «Оформить заказ», вы соглашаетесь с условиями продажи');
      expect(terms).toHaveTextContent(
        'Нажимая «Оформить заказ», вы соглашаетесь с условиями продажи и возврата',
      );
      expect(screen.getByRole('link', { name: 'условиями продажи' })).toHaveAttribute('href', '/delivery');
      expect(screen.getByRole('link', { name: 'возврата' })).toHaveAttribute('href', '/returns');
    });
  });
});
