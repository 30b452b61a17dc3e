import { TEXTS } from '@shop/shared/texts';
import { pageTitle, type PageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import type { ServerPageData } from '../../lib/server-page';
import { withHomeBreadcrumb } from '../../lib/structured-data';
import { shopOf, type ShopPublic } from '../../lib/shop-settings';

export const privacyPolicyHead = (shop: ShopPublic): PageHead => ({
  title: pageTitle(shop.name, TEXTS.privacyPolicy.title),
  description: TEXTS.pageHeads.privacyDescription(shop.name),
  canonical: paths.privacyPolicy.href(),
});

export const privacyPolicyData: ServerPageData = {
  prefetch: async () => undefined,
  head: ({ client, origin }) =>
    withHomeBreadcrumb(privacyPolicyHead(shopOf(client)), TEXTS.privacyPolicy.title, origin),
};
