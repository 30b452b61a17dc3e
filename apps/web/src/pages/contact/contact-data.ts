import { SHOP_PROFILE } from '@shop/shared/shop/profile';
import { TEXTS } from '@shop/shared/texts';
import { pageTitle, type PageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import type { ServerPageData } from '../../lib/server-page';
import { storeData } from '../../lib/structured-data';

/** The contacts page's head: where the shop is and when it is open, and its LocalBusiness data. */
export const contactHead = (origin: string): PageHead => ({
  title: pageTitle(TEXTS.nav.contacts),
  description: TEXTS.pageHeads.contactDescription(
    SHOP_PROFILE.name,
    SHOP_PROFILE.address,
    SHOP_PROFILE.phone,
    SHOP_PROFILE.hoursShort,
  ),
  canonical: paths.contact.href(),
  jsonLd: [storeData(origin)],
});

export const contactData: ServerPageData = {
  prefetch: async () => undefined,
  head: ({ origin }) => contactHead(origin),
};
