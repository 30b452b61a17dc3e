import { waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Breadcrumbs, CategoryBase, Product, ProductList } from '@shop/shared/catalog/schemas';
import type { RatingSummary } from '@shop/shared/ratings/schemas';
import { catalogKeys } from '../features/catalog/api';
import { productKeys } from '../features/catalog/product-api';
import { ratingKeys } from '../features/ratings/api';
import { shopQuery, useShop } from '../features/shop/api';
import { STORAGE_KEYS } from '../lib/storage';
import { mockApiRoutes } from '../test/axios-adapter';
import { createdSockets } from '../test/fake-socket';
import { makeProduct } from '../test/products';
import { renderWithApp } from '../test/render-with-app';
import { testShop } from '../test/shop';
import { userToken } from '../test/tokens';
import { MainLayout } from './layouts/main-layout';
import { useLiveCatalogUpdates } from './use-live-catalog-updates';

vi.mock('socket.io-client', async () => (await import('../test/fake-socket')).fakeSocketModule());

function Probe() {
  useLiveCatalogUpdates();
  // every storefront page shows the shop's settings (header, footer)
  useShop();
  return null;
}

const listParams = { categoryId: null, page: 1, sort: 'popularity', inStock: true } as const;

async function signedInSocket() {
  window.localStorage.setItem(STORAGE_KEYS.token, userToken());
  const rendered = renderWithApp(<Probe />);
  await waitFor(() => expect(createdSockets).toHaveLength(1));
  const { socket, options } = createdSockets[0]!;
  socket.fire('connect');
  return { ...rendered, socket, options };
}

beforeEach(() => {
  createdSockets.length = 0;
});

describe('useLiveCatalogUpdates', () => {
  it('opens no socket for a guest', async () => {
    renderWithApp(<Probe />);
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(createdSockets).toHaveLength(0);
  });

  it('stops listening when the user signs out, and the tab closes its socket', async () => {
    const { socket } = await signedInSocket();
    window.localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    await waitFor(() => expect(socket.disconnected).toBe(true));
  });

  it('stock_updated writes the new stock into every cached answer holding the product, and only there', async () => {
    const { queryClient, socket, options } = await signedInSocket();
    expect(options.transports).toEqual(['websocket']);
    const categories: CategoryBase[] = [
      {
        id: 5,
        name: 'Двери',
        parent_id: null,
        image: null,
        is_promotion_category: false,
        is_discount_category: false,
      },
    ];
    const crumbs: Breadcrumbs = [{ id: 5, name: 'Двери' }];
    const other = makeProduct(6);
    const list: ProductList = { products: [makeProduct(4), makeProduct(5), other], total: 3 };
    const related = [makeProduct(9), makeProduct(5)];
    queryClient.setQueryData(productKeys.detail(5), makeProduct(5));
    queryClient.setQueryData(productKeys.detail(6), other);
    queryClient.setQueryData(productKeys.related(7), related);
    queryClient.setQueryData(productKeys.breadcrumbs(5), crumbs);
    queryClient.setQueryData(catalogKeys.products(listParams), list);
    queryClient.setQueryData(catalogKeys.popular(), [other]);
    queryClient.setQueryData(catalogKeys.categories(), categories);
    const popularUpdatedAt = queryClient.getQueryState(catalogKeys.popular())!.dataUpdatedAt;

    socket.fire('stock_updated', { productId: 5, newStock: 3 });

    expect(queryClient.getQueryData<Product>(productKeys.detail(5))?.stock_quantity).toBe(3);
    const patchedList = queryClient.getQueryData<ProductList>(catalogKeys.products(listParams))!;
    expect(patchedList.products.map((p) => p.stock_quantity)).toEqual([20, 3, 20]);
    expect(patchedList.total).toBe(3);
    expect(patchedList.products[2]).toBe(other);
    expect(queryClient.getQueryData<Product[]>(productKeys.related(7))?.map((p) => p.stock_quantity)).toEqual(
      [20, 3],
    );
    // answers without the product (or without products at all) keep their very objects
    expect(queryClient.getQueryData(productKeys.detail(6))).toBe(other);
    expect(queryClient.getQueryData(productKeys.breadcrumbs(5))).toBe(crumbs);
    expect(queryClient.getQueryData(catalogKeys.categories())).toBe(categories);
    expect(queryClient.getQueryState(catalogKeys.popular())!.dataUpdatedAt).toBe(popularUpdatedAt);

    socket.fire('stock_updated', { productId: 5, newStock: 0 });
    expect(queryClient.getQueryData<Product>(productKeys.detail(5))?.stock_quantity).toBe(0);
  });

  it('ignores malformed stock payloads', async () => {
    const { queryClient, socket } = await signedInSocket();
    queryClient.setQueryData(productKeys.detail(5), makeProduct(5));
    for (const payload of [
      null,
      'x',
      { productId: 5 },
      { productId: '5', newStock: 1 },
      { productId: 5, newStock: -1 },
    ]) {
      socket.fire('stock_updated', payload);
    }
    expect(queryClient.getQueryData<Product>(productKeys.detail(5))?.stock_quantity).toBe(20);
  });

  it('rating_updated replaces a loaded rating summary and creates none for other products', async () => {
    const { queryClient, socket } = await signedInSocket();
    queryClient.setQueryData<RatingSummary>(ratingKeys.summary(5), {
      product_id: 5,
      averageRating: 4,
      voteCount: 2,
    });

    socket.fire('rating_updated', { productId: 5, averageRating: 4.3, voteCount: 3 });
    socket.fire('rating_updated', { productId: 8, averageRating: 5, voteCount: 1 });
    socket.fire('rating_updated', { productId: 5, averageRating: 'bad', voteCount: 9 });

    expect(queryClient.getQueryData(ratingKeys.summary(5))).toEqual({
      product_id: 5,
      averageRating: 4.3,
      voteCount: 3,
    });
    expect(queryClient.getQueryData(ratingKeys.summary(8))).toBeUndefined();
  });
});

describe('shop.updated', () => {
  it('reads the shop settings again, unless the tab already holds the ones saved', async () => {
    const api = mockApiRoutes({
      'GET /shop': { status: 200, data: testShop({ phones: ['+7 (473) 555-12-34'], updatedAt: 'T2' }) },
    });
    const { queryClient, socket } = await signedInSocket();
    const settings = () => queryClient.getQueryData(shopQuery().queryKey);

    socket.fire('shop.updated', { updatedAt: 'T1' });
    await waitFor(() => expect(settings()?.phones).toEqual(['+7 (473) 555-12-34']));
    expect(api.bodies('GET /shop')).toHaveLength(1);

    // the save this tab made itself (or heard already): nothing to read
    socket.fire('shop.updated', { updatedAt: 'T2' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.bodies('GET /shop')).toHaveLength(1);
  });
});

describe('the storefront frame', () => {
  const frame = (
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="*" element={<p>page</p>} />
      </Route>
    </Routes>
  );

  beforeEach(() => {
    mockApiRoutes({ 'GET /cart': { status: 200, data: { CartItems: [] } } });
  });

  it('keeps the products live on every page for a signed-in user', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, userToken());
    const { queryClient } = renderWithApp(frame, { path: '/contact' });
    await waitFor(() => expect(createdSockets).toHaveLength(1));
    const { socket } = createdSockets[0]!;
    socket.fire('connect');
    queryClient.setQueryData(productKeys.detail(5), makeProduct(5));
    socket.fire('stock_updated', { productId: 5, newStock: 1 });
    expect(queryClient.getQueryData<Product>(productKeys.detail(5))?.stock_quantity).toBe(1);
  });

  it('opens no socket for a guest', async () => {
    renderWithApp(frame, { path: '/catalog' });
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(createdSockets).toHaveLength(0);
  });
});
