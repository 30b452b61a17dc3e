import { DELIVERY_PAGE, DELIVERY_PAGE_TITLE } from '@shop/shared/delivery/page-texts';
import { deliveryZonesQuery } from '../../features/delivery/zones-query';
import { pageTitle, type PageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import type { ServerPageData } from '../../lib/server-page';
import { withHomeBreadcrumb } from '../../lib/structured-data';
import { shopOf, type ShopPublic } from '../../lib/shop-settings';

export const deliveryHead = (shop: ShopPublic): PageHead => ({
  title: pageTitle(shop.name, DELIVERY_PAGE_TITLE),
  description: DELIVERY_PAGE.description(shop.name),
  canonical: paths.delivery.href(),
});

/** The zones are fetched first, so the server's page holds the table (a failure: the page retries it). */
export const deliveryData: ServerPageData = {
  prefetch: ({ client }) => client.prefetchQuery(deliveryZonesQuery()),
  head: ({ client, origin }) => withHomeBreadcrumb(deliveryHead(shopOf(client)), DELIVERY_PAGE_TITLE, origin),
};
