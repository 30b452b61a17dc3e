import { TEXTS } from '@shop/shared/texts';
import { pageTitle, type PageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import type { ServerPageData } from '../../lib/server-page';
import { withHomeBreadcrumb } from '../../lib/structured-data';
import { shopOf, type ShopPublic } from '../../lib/shop-settings';

export const returnsHead = (shop: ShopPublic): PageHead => ({
  title: pageTitle(shop.name, TEXTS.shop.returnsTitle),
  description: TEXTS.pageHeads.returnsDescription(shop.name),
  canonical: paths.returns.href(),
});

export const returnsData: ServerPageData = {
  prefetch: async () => undefined,
  head: ({ client, origin }) =>
    withHomeBreadcrumb(returnsHead(shopOf(client)), TEXTS.shop.returnsTitle, origin),
};
