import { hoursSummary } from '@shop/shared/shop/hours';
import { TEXTS } from '@shop/shared/texts';
import { pageTitle, type PageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import type { ServerPageData } from '../../lib/server-page';
import { shopOf, type ShopPublic } from '../../lib/shop-settings';
import { storeData } from '../../lib/structured-data';

/** The contacts page's head: where the shop is and when it is open, and its LocalBusiness data. */
export const contactHead = (shop: ShopPublic, origin: string): PageHead => ({
  title: pageTitle(shop.name, TEXTS.nav.contacts),
  description: TEXTS.pageHeads.contactDescription(
    shop.name,
    shop.address,
    shop.phones[0] ?? '',
    hoursSummary(shop.hours),
  ),
  canonical: paths.contact.href(),
  jsonLd: [storeData(origin, shop)],
});

export const contactData: ServerPageData = {
  prefetch: async () => undefined,
  head: ({ client, origin }) => contactHead(shopOf(client), origin),
};
