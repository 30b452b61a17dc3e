import { SHOP } from '@shop/shared/shop/details';
import { TEXTS } from '@shop/shared/texts';
import { pageTitle, type PageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import type { ServerPageData } from '../../lib/server-page';
import { storeData } from '../../lib/structured-data';

/** The contacts page's head: where the shop is and when it is open, and its LocalBusiness data. */
export const contactHead = (origin: string): PageHead => ({
  title: pageTitle(TEXTS.nav.contacts),
  description: TEXTS.pageHeads.contactDescription(SHOP.name, SHOP.address, SHOP.phone, SHOP.hoursShort),
  canonical: paths.contact.href(),
  jsonLd: [storeData(origin)],
});

export const contactData: ServerPageData = {
  prefetch: async () => undefined,
  head: ({ origin }) => contactHead(origin),
};
