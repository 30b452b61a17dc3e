import { TEXTS } from '@shop/shared/texts';
import { categoriesQuery, popularProductsQuery } from '../../features/catalog/api';
import { discountsQuery } from '../../features/discounts/api';
import { promotionsQuery } from '../../features/promotions/api';
import type { PageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import type { ServerPageData } from '../../lib/server-page';
import { shopOf, type ShopPublic } from '../../lib/shop-settings';
import { storeData } from '../../lib/structured-data';

/** Home's head: the shop, what it sells and how to reach it, and the store's LocalBusiness data. */
export const homeHead = (shop: ShopPublic, origin: string): PageHead => ({
  title: TEXTS.pageHeads.homeTitle(shop.name),
  description: TEXTS.pageHeads.homeDescription(shop.name, shop.address, shop.phones[0] ?? ''),
  canonical: paths.home.href(),
  jsonLd: [storeData(origin, shop)],
});

export const homeData: ServerPageData = {
  prefetch: ({ client }) =>
    Promise.all([
      client.prefetchQuery(discountsQuery()),
      client.prefetchQuery(categoriesQuery()),
      client.prefetchQuery(promotionsQuery()),
      client.prefetchQuery(popularProductsQuery()),
    ]),
  head: ({ client, origin }) => homeHead(shopOf(client), origin),
};
