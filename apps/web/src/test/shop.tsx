import { useState, type ReactNode } from 'react';
import {
  QueryClient as QueryClientClass,
  QueryClientProvider,
  type QueryClient,
} from '@tanstack/react-query';
import { DEMO_SHOP_SETTINGS, type ShopPublic } from '@shop/shared/shop/settings';
import { shopQuery } from '../lib/shop-settings';

/** The settings a test's shop has: the demo shop's, never saved by an admin. */
export function testShop(overrides: Partial<ShopPublic> = {}): ShopPublic {
  const { telegram: _telegram, ...settings } = DEMO_SHOP_SETTINGS;
  return { ...structuredClone(settings), updatedAt: null, ...overrides };
}

/** Puts the shop's settings in a test's query cache, as the server's render does for every page. */
export function seedShop(client: QueryClient, shop: ShopPublic = testShop(), fetchedAt?: number): void {
  client.setQueryData(
    shopQuery().queryKey,
    shop,
    fetchedAt === undefined ? undefined : { updatedAt: fetchedAt },
  );
}

/** A fresh query cache holding the shop's settings, for a component rendered without the app around it. */
export function clientWithShop(shop: ShopPublic = testShop()): QueryClient {
  const client = new QueryClientClass({ defaultOptions: { queries: { retry: false } } });
  seedShop(client, shop);
  return client;
}

/** A wrapper for `render` giving a component the query cache with the shop's settings. */
export function WithShop({ children, shop }: { children: ReactNode; shop?: ShopPublic }) {
  const [client] = useState(() => clientWithShop(shop));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
