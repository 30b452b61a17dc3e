import { renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@shop/shared/cart/schemas';
import { mockApiRoutes } from '../../test/axios-adapter';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render-with-app';
import { clientWithShop } from '../../test/shop';
import { CartDelivery } from './cart-delivery';
import { useCheckoutDelivery } from './checkout-delivery';

/** 850 ₽ × 2 (after the discount) and 200 ₽ × 1: 1 900 ₽ of goods. */
const discounted: CartItem = {
  id: 11,
  product_id: 5,
  quantity: 2,
  Product: makeProduct(5, {
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
  Product: makeProduct(6, { price: 200, discounted_price: 200 }),
  special_transport: false,
};

/** 300 ₽ into the settlement, free from 1 000 ₽, delivered from 500 ₽ on */
const zone = {
  id: 3,
  name: 'с. Верхняя Хава',
  price: 300,
  free_from: 1000,
  min_order: 500,
  lead_time: 'завтра',
  active: true,
};
const withZone = () => {
  localStorage.setItem('shop.deliveryZone', '3');
  mockApiRoutes({ 'GET /delivery/zones': { status: 200, data: [zone] } });
};
const line = async () => (await screen.findByTestId('delivery-line')).textContent?.replace(/\s/g, ' ');

describe('CartDelivery', () => {
  it("prices the delivery of the cart's goods: free from the threshold, and pickup today", async () => {
    withZone();
    renderWithApp(<CartDelivery items={[discounted, plain]} />);
    expect(await line()).toContain('Доставка в с. Верхняя Хава: бесплатно, завтра');
    expect(screen.getByText('Самовывоз: сегодня')).toBeInTheDocument();
  });

  it('charges below the threshold and names the minimum order below it', async () => {
    withZone();
    const { unmount } = renderWithApp(
      <CartDelivery items={[plain, { ...plain, id: 13, product_id: 7, quantity: 2 }]} />,
    );
    expect(await line()).toContain('Доставка в с. Верхняя Хава: 300,00 ₽, завтра · бесплатно от 1 000,00 ₽');
    unmount();
    renderWithApp(<CartDelivery items={[plain]} />);
    expect(await line()).toContain('Доставка в с. Верхняя Хава: минимальный заказ с доставкой — 500,00 ₽');
  });

  it('leaves the cost to the manager when any line needs special transport; no pickup today beyond the stock', async () => {
    withZone();
    renderWithApp(
      <CartDelivery
        items={[
          { ...discounted, quantity: 4 },
          { ...plain, special_transport: true },
        ]}
      />,
    );
    expect(await line()).toContain('Доставка в с. Верхняя Хава: рассчитает менеджер, завтра');
    expect(screen.queryByText('Самовывоз: сегодня')).toBeNull();
  });

  it("leaves the cost to the manager for goods heavier than the shop's limit or an item longer than it", async () => {
    withZone();
    // the demo shop's limits: 1 500 kg, 3 m; 2 × 800 kg = 1,6 t
    const heavy = {
      ...plain,
      quantity: 2,
      Product: { ...plain.Product, price: 600, discounted_price: 600, weight_kg: 800 },
    };
    const { unmount } = renderWithApp(<CartDelivery items={[heavy]} />);
    expect(await line()).toContain('рассчитает менеджер');
    unmount();
    const light = { ...heavy, quantity: 1 };
    const { unmount: unmountLight } = renderWithApp(<CartDelivery items={[light]} />);
    expect(await line()).not.toContain('рассчитает менеджер');
    unmountLight();
    const long = { ...light, Product: { ...light.Product, weight_kg: 1, length_m: 6 } } as CartItem;
    renderWithApp(<CartDelivery items={[long]} />);
    expect(await line()).toContain('рассчитает менеджер');
  });
});

describe('useCheckoutDelivery', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={clientWithShop()}>{children}</QueryClientProvider>
  );

  it("gives the checkout the zones, the remembered choice and the cart's delivery cost into a zone", async () => {
    withZone();
    const { result } = renderHook(
      () => useCheckoutDelivery([plain, { ...plain, id: 13, product_id: 7, quantity: 2 }]),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.zones).toEqual([zone]));
    expect(result.current.chosenId).toBe(3);
    const quote = result.current.quote(zone);
    // Intl puts non-breaking spaces into amounts
    expect({ ...quote, text: quote.text.replace(/\s/g, ' ') }).toEqual({
      text: '300,00 ₽',
      costKopecks: 30_000,
      belowMinimum: false,
    });
    expect(result.current.quote({ ...zone, free_from: 400 })).toEqual({
      text: 'бесплатно',
      costKopecks: 0,
      belowMinimum: false,
    });
    expect(result.current.quote({ ...zone, min_order: 1000 })).toMatchObject({
      costKopecks: null,
      belowMinimum: true,
    });
  });
});
